import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZResourceErrors } from "../../../shared/contracts/common";
import {
  ZDeleteDocumentsRequest,
  ZDocumentListResponse,
  ZDocumentParams,
  ZDownloadSelectionRequest,
  ZDownloadUrlResponse,
  ZSearchQuery,
  ZSearchResponse,
} from "../../../shared/contracts/documents";
import { ZProjectParams } from "../../../shared/contracts/projects";
import type { AppContext } from "../../context";
import { requireAccess } from "../../http/plugins/authenticate";
import { deleteDocuments, listDocuments, searchProject } from "./documents.service";
import {
  grantProjectDownload,
  grantSelectionDownload,
  openDocumentDownload,
  openGrantedDownload,
} from "./downloads.service";
import { sendDownload } from "./send-download";
import { registerUploadRoute } from "./upload.route";

const errors = ZResourceErrors;
const tags = ["documentos"];

export const documentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook("preHandler", requireAccess(ctx, ["cliente"]));
  const uploadTempDir = path.join(ctx.config.DATA_DIR, "tmp", "uploads");
  await mkdir(uploadTempDir, { recursive: true });
  await registerUploadRoute(app, ctx, uploadTempDir);

  app.get(
    "/api/projects/:id/documents",
    {
      schema: {
        tags,
        summary: "Documentos del proyecto (insumos y productos)",
        params: ZProjectParams,
        response: { 200: ZDocumentListResponse, ...errors },
      },
    },
    async (request) => ({
      documents: await listDocuments(ctx, { actor: request.actor!, projectId: request.params.id }),
    }),
  );

  app.post(
    "/api/projects/:id/documents/delete",
    {
      schema: {
        tags,
        summary: "Eliminar documentos de insumo",
        params: ZProjectParams,
        body: ZDeleteDocumentsRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDocuments(ctx, { actor: request.actor!, projectId: request.params.id, ...request.body });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/projects/:id/search",
    {
      schema: {
        tags,
        summary: "Buscar en los documentos del proyecto",
        params: ZProjectParams,
        querystring: ZSearchQuery,
        response: { 200: ZSearchResponse, ...errors },
      },
    },
    async (request) => ({
      query: request.query.q,
      hits: await searchProject(ctx, {
        actor: request.actor!,
        projectId: request.params.id,
        query: request.query.q,
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    "/api/documents/:id/download",
    { schema: { tags, summary: "Descargar un documento", params: ZDocumentParams } },
    async (request, reply) =>
      sendDownload(
        reply,
        await openDocumentDownload(ctx, { actor: request.actor!, documentId: request.params.id }),
      ),
  );

  app.post(
    "/api/documents/download",
    {
      schema: {
        tags,
        summary: "Enlace de descarga de los documentos seleccionados",
        body: ZDownloadSelectionRequest,
        response: { 200: ZDownloadUrlResponse, ...errors },
      },
    },
    async (request) =>
      grantSelectionDownload(ctx, { actor: request.actor!, documentIds: request.body.documentIds }),
  );

  app.get(
    "/api/projects/:id/documents/download-all",
    {
      schema: {
        tags,
        summary: "Enlace de descarga de todo el proyecto (ZIP)",
        params: ZProjectParams,
        response: { 200: ZDownloadUrlResponse, ...errors },
      },
    },
    async (request) => grantProjectDownload(ctx, { actor: request.actor!, projectId: request.params.id }),
  );

  app.get(
    "/api/downloads/:token",
    {
      schema: {
        tags,
        summary: "Seguir un enlace de descarga (solo su usuario, 5 minutos)",
        params: z.object({ token: z.string().min(20).max(100) }),
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await openGrantedDownload(ctx, { actor: request.actor!, token: request.params.token }),
      ),
  );
};
