import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZResourceErrors } from "../../../shared/contracts/common";
import {
  ZCreateProjectRequest,
  ZCreateProjectResponse,
  ZProjectListResponse,
  ZProjectParams,
  ZProjectResponse,
  ZUpdateProjectRequest,
} from "../../../shared/contracts/projects";
import type { AppContext } from "../../context";
import { requireAccess } from "../../http/plugins/authenticate";
import {
  closeProject,
  createProject,
  editProject,
  getProject,
  projectListAnswer,
  startRag,
} from "./projects.service";

const errors = ZResourceErrors;
const tags = ["proyectos"];

export const projectsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook("preHandler", requireAccess(ctx, ["cliente"]));

  app.get(
    "/api/projects",
    {
      schema: { tags, summary: "Proyectos del cliente", response: { 200: ZProjectListResponse, ...errors } },
    },
    // Already encoded by ZProjectListResponse (and kept between changes on PGlite): Fastify sends JSON
    // text with a JSON content type as it is, without the serializer the type provider expects.
    async (request, reply) => {
      const answer = await projectListAnswer(ctx, { actor: request.actor! });
      return reply.type("application/json; charset=utf-8").send(answer as never);
    },
  );

  app.post(
    "/api/projects",
    {
      schema: {
        tags,
        summary: "Crear un proyecto",
        body: ZCreateProjectRequest,
        response: { 201: ZCreateProjectResponse, ...errors },
      },
    },
    async (request, reply) => {
      const project = await createProject(ctx, { actor: request.actor!, ...request.body });
      return reply.status(201).send({ id: project.id, project });
    },
  );

  app.get(
    "/api/projects/:id",
    {
      schema: {
        tags,
        summary: "Un proyecto",
        params: ZProjectParams,
        response: { 200: ZProjectResponse, ...errors },
      },
    },
    async (request) => ({
      project: await getProject(ctx, { actor: request.actor!, projectId: request.params.id }),
    }),
  );

  app.put(
    "/api/projects/:id",
    {
      schema: {
        tags,
        summary: "Cambiar nombre o descripción",
        params: ZProjectParams,
        body: ZUpdateProjectRequest,
        response: { 200: ZProjectResponse, ...errors },
      },
    },
    async (request) => ({
      project: await editProject(ctx, {
        actor: request.actor!,
        projectId: request.params.id,
        ...request.body,
      }),
    }),
  );

  app.put(
    "/api/projects/:id/close",
    {
      schema: {
        tags,
        summary: "Cerrar el proyecto (solo lectura)",
        params: ZProjectParams,
        response: { 200: ZProjectResponse, ...errors },
      },
    },
    async (request) => ({
      project: await closeProject(ctx, { actor: request.actor!, projectId: request.params.id }),
    }),
  );

  app.post(
    "/api/projects/:id/rag/start",
    {
      schema: {
        tags,
        summary: "Iniciar el modelo de ocho fases",
        params: ZProjectParams,
        response: { 200: ZProjectResponse, ...errors },
      },
    },
    async (request) => ({
      project: await startRag(ctx, { actor: request.actor!, projectId: request.params.id }),
    }),
  );
};
