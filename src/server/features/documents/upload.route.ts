import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZErrorResponse } from "../../../shared/contracts/common";
import { ZUploadResponse } from "../../../shared/contracts/documents";
import { ZProjectParams } from "../../../shared/contracts/projects";
import {
  DOCUMENT_CATEGORY_IDS,
  type DocumentCategory,
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
} from "../../../shared/rules/files";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import {
  assertProjectAcceptsUploads,
  storeUploadedFile,
  tooLargeOutcome,
  type UploadOutcome,
} from "./documents.service";
import { receiveUploadStream } from "./upload/receive-file";

/** Room for multipart boundaries and headers around the files. */
const MULTIPART_OVERHEAD = 1_048_576;

function isCategory(value: string): value is DocumentCategory {
  return (DOCUMENT_CATEGORY_IDS as readonly string[]).includes(value);
}

/**
 * `POST /api/projects/:id/documents`, multipart: the `documentType` field first, then the files.
 * Each file is streamed to a temp file while hashed (never buffered) and cut at 20 MB; a request
 * announcing more than the most it could carry is refused before its body is read.
 */
export async function registerUploadRoute(
  app: FastifyInstance,
  ctx: AppContext,
  tempDir: string,
): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      // One byte over the limit lets the receiver tell 'too large' from 'exactly 20 MB'.
      fileSize: MAX_FILE_BYTES + 1,
      files: MAX_FILES_PER_UPLOAD,
      fields: 5,
      fieldSize: 1_024,
      parts: MAX_FILES_PER_UPLOAD + 5,
      headerPairs: 100,
    },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/projects/:id/documents",
    {
      schema: {
        tags: ["documentos"],
        summary: "Cargar documentos (multipart: documentType y files)",
        consumes: ["multipart/form-data"],
        params: ZProjectParams,
        response: {
          201: ZUploadResponse,
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
      const announced = Number(request.headers["content-length"] ?? 0);
      if (announced > MAX_FILES_PER_UPLOAD * MAX_FILE_BYTES + MULTIPART_OVERHEAD)
        throw new AppError("FILE_TOO_LARGE");
      if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
      const actor = request.actor!;
      const project = await assertProjectAcceptsUploads(ctx, { actor, projectId: request.params.id });

      let category: DocumentCategory | undefined;
      const outcomes: UploadOutcome[] = [];
      for await (const part of request.parts()) {
        if (part.type === "field") {
          if (part.fieldname !== "documentType") continue;
          const value = String(part.value);
          if (!isCategory(value)) throw new AppError("CATEGORY_REQUIRED");
          category = value;
          continue;
        }
        if (!category) throw new AppError("CATEGORY_REQUIRED");
        let received: Awaited<ReturnType<typeof receiveUploadStream>>;
        try {
          received = await receiveUploadStream(part.file, { tempDir, maxBytes: MAX_FILE_BYTES });
        } catch (error) {
          if (error instanceof AppError && error.code === "PAYLOAD_TOO_LARGE") {
            part.file.resume();
            outcomes.push(tooLargeOutcome(part.filename, MAX_FILE_BYTES));
            continue;
          }
          throw error;
        }
        outcomes.push(
          await storeUploadedFile(ctx, {
            actor,
            projectId: project.id,
            category,
            declaredName: part.filename,
            ...received,
          }),
        );
      }
      if (outcomes.length === 0) throw new AppError(category ? "NO_FILES" : "CATEGORY_REQUIRED");
      const documents = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.document] : []));
      const rejected = outcomes.flatMap((outcome) =>
        outcome.ok ? [] : [{ name: outcome.name, code: outcome.code, message: outcome.message }],
      );
      if (documents.length === 0) {
        const first = rejected[0]!;
        throw new AppError(first.code, { message: first.message, detail: { rejected } });
      }
      return reply.status(201).send({ documents, rejected });
    },
  );
}
