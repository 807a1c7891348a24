import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZErrorResponse } from "../../../shared/contracts/common";
import { ZUploadResponse } from "../../../shared/contracts/documents";
import { ZProjectParams } from "../../../shared/contracts/projects";
import {
  DOCUMENT_CATEGORY_IDS,
  type DocumentCategory,
  FILE_MESSAGES,
  formatFileSize,
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  UPLOAD_FILE_COUNT_HEADER,
} from "../../../shared/rules/files";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { prepareIngest } from "./documents.jobs";
import {
  assertProjectAcceptsUploads,
  storeUploadedFile,
  tooLargeOutcome,
  type UploadOutcome,
} from "./documents.service";
import { receiveUploadStream } from "./upload/receive-file";

/** Room for multipart boundaries and headers around the files of a request that does not say how many. */
const MULTIPART_OVERHEAD = 1_048_576;
/** Room per announced file: its boundary and part headers (a 300-character name, percent-encoded). */
const PART_OVERHEAD = 16_384;

/**
 * The most bytes the request may announce: what its announced number of files could weigh, or, when
 * it announces none, what the largest upload could. Null when the announcement itself is not valid.
 */
function largestBody(announcedFiles: string | string[] | undefined): number | null {
  if (announcedFiles === undefined) return MAX_FILES_PER_UPLOAD * MAX_FILE_BYTES + MULTIPART_OVERHEAD;
  const files = Number(announcedFiles);
  if (!Number.isInteger(files) || files < 1 || files > MAX_FILES_PER_UPLOAD) return null;
  return files * (MAX_FILE_BYTES + PART_OVERHEAD) + PART_OVERHEAD;
}

const INVALID_FILE_COUNT = `El encabezado ${UPLOAD_FILE_COUNT_HEADER} debe ser un número de archivos entre 1 y ${MAX_FILES_PER_UPLOAD}.`;
const TOO_MANY_FILES = "La solicitud trae más archivos de los que anunció.";

function isCategory(value: string): value is DocumentCategory {
  return (DOCUMENT_CATEGORY_IDS as readonly string[]).includes(value);
}

/**
 * `POST /api/projects/:id/documents`, multipart: the `documentType` field first, then the files.
 * Each file is streamed to a temp file while hashed (never buffered) and cut at 20 MB; a request
 * announcing more than the most it could carry is refused before its body is read. A client that says
 * how many files it sends (`x-upload-file-count`; the web app sends one per request) gets that refusal
 * for a single file over 20 MB too, and may not send more files than it said.
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
      const announcedFiles = request.headers[UPLOAD_FILE_COUNT_HEADER];
      const limit = largestBody(announcedFiles);
      if (limit === null) throw new AppError("VALIDATION_ERROR", { message: INVALID_FILE_COUNT });
      if (announced > limit) {
        throw new AppError("FILE_TOO_LARGE", {
          message: FILE_MESSAGES.tooLarge(`más de ${formatFileSize(MAX_FILE_BYTES)}`),
        });
      }
      if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
      const actor = request.actor!;
      const project = await assertProjectAcceptsUploads(ctx, { actor, projectId: request.params.id });
      prepareIngest(ctx.config);

      let category: DocumentCategory | undefined;
      let fileCount = 0;
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
        fileCount += 1;
        if (announcedFiles !== undefined && fileCount > Number(announcedFiles)) {
          part.file.resume();
          throw new AppError("VALIDATION_ERROR", { message: TOO_MANY_FILES });
        }
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
        outcome.ok
          ? []
          : [
              {
                name: outcome.name,
                code: outcome.code,
                message: outcome.message,
                ...(outcome.existingDocument ? { existingDocument: outcome.existingDocument } : {}),
              },
            ],
      );
      if (documents.length === 0) {
        const first = rejected[0]!;
        throw new AppError(first.code, { message: first.message, detail: { rejected } });
      }
      return reply.status(201).send({ documents, rejected });
    },
  );
}
