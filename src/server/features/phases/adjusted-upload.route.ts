import { mkdir } from "node:fs/promises";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZErrorResponse } from "../../../shared/contracts/common";
import { ZPhaseParams, ZPhasesResponse } from "../../../shared/contracts/phases";
import { MAX_FILE_BYTES } from "../../../shared/rules/files";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { receiveUploadStream } from "../documents/upload/receive-file";
import { assertAdjustedUploadAllowed, storeAdjustedFile } from "./adjusted-upload.service";

/** `POST /api/projects/:id/phases/:phase/adjusted`, multipart with one `file`: the user's adjusted version. */
export async function registerAdjustedUploadRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const tempDir = path.join(ctx.config.DATA_DIR, "tmp", "uploads");
  await mkdir(tempDir, { recursive: true });
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FILE_BYTES + 1, files: 1, fields: 2, parts: 3, fieldSize: 1_024 },
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/projects/:id/phases/:phase/adjusted",
    {
      schema: {
        tags: ["fases"],
        summary: "Subir el archivo ajustado de la fase (siguiente versión)",
        consumes: ["multipart/form-data"],
        params: ZPhaseParams,
        response: {
          201: ZPhasesResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      if (Number(request.headers["content-length"] ?? 0) > MAX_FILE_BYTES + 1_048_576) {
        throw new AppError("FILE_TOO_LARGE");
      }
      if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
      const target = { actor: request.actor!, projectId: request.params.id, phase: request.params.phase };
      await assertAdjustedUploadAllowed(ctx, target);
      const part = await request.file();
      if (!part) throw new AppError("NO_FILES");
      let received: Awaited<ReturnType<typeof receiveUploadStream>>;
      try {
        received = await receiveUploadStream(part.file, { tempDir, maxBytes: MAX_FILE_BYTES });
      } catch (error) {
        if (error instanceof AppError && error.code === "PAYLOAD_TOO_LARGE")
          throw new AppError("FILE_TOO_LARGE");
        throw error;
      }
      const result = await storeAdjustedFile(ctx, { ...target, declaredName: part.filename, ...received });
      return reply.status(201).send(result);
    },
  );
}
