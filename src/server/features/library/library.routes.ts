import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZResourceErrors } from "../../../shared/contracts/common";
import {
  ZAddLibraryDocumentsRequest,
  ZAddLibraryDocumentsResponse,
  ZLibraryDocumentParams,
  ZLibraryListResponse,
} from "../../../shared/contracts/library";
import { ZProjectParams } from "../../../shared/contracts/projects";
import type { AppContext } from "../../context";
import { requireAccess } from "../../http/plugins/authenticate";
import { addLibraryDocuments, listLibrary, removeLibraryDocument } from "./library.service";

const errors = ZResourceErrors;
const tags = ["biblioteca de la empresa"];

export const libraryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook("preHandler", requireAccess(ctx, ["cliente"]));

  app.get(
    "/api/library-documents",
    {
      schema: {
        tags,
        summary: "Documentos de la biblioteca de la empresa del cliente",
        response: { 200: ZLibraryListResponse, ...errors },
      },
    },
    async (request) => ({ documents: await listLibrary(ctx, { actor: request.actor! }) }),
  );

  app.post(
    "/api/projects/:id/library-documents",
    {
      schema: {
        tags,
        summary: "Incluir documentos de la biblioteca en un proyecto",
        params: ZProjectParams,
        body: ZAddLibraryDocumentsRequest,
        response: { 201: ZAddLibraryDocumentsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const documents = await addLibraryDocuments(ctx, {
        actor: request.actor!,
        projectId: request.params.id,
        libraryDocumentIds: request.body.libraryDocumentIds,
      });
      return reply.status(201).send({ documents });
    },
  );

  app.delete(
    "/api/library-documents/:id",
    {
      schema: {
        tags,
        summary: "Quitar un documento de la biblioteca (los proyectos que lo usan lo conservan)",
        params: ZLibraryDocumentParams,
        response: { 200: ZLibraryListResponse, ...errors },
      },
    },
    async (request) => ({
      documents: await removeLibraryDocument(ctx, {
        actor: request.actor!,
        libraryDocumentId: request.params.id,
      }),
    }),
  );
};
