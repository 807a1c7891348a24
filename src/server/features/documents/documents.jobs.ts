import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import type { AllowedFileType } from "../../../shared/rules/files";
import type { AppContext } from "../../context";
import { defineJob, type JobDescriptor } from "../../jobs/queue";
import { findDocument, replacePassages, setDocumentStatus } from "./documents.repository";
import { embedDocumentPassages } from "./embeddings/embed-passages";
import { extractDocument, findLibreOffice } from "./extraction/extract-document";
import { splitIntoPassages } from "./extraction/split-passages";
import { trackOcrProgress } from "./ocr-progress";

const ZIngestDocument = z.object({ documentId: z.uuid() });

/** Reads a stored document, splits it into passages and indexes them. */
export const INGEST_DOCUMENT: JobDescriptor<typeof ZIngestDocument> = {
  name: "documents.ingest",
  payload: ZIngestDocument,
  retryLimit: 2,
};

type IngestContext = Pick<AppContext, "db" | "storage" | "config" | "embeddings">;

export function createDocumentJobs(ctx: IngestContext) {
  let libreOffice: Promise<string | null> | undefined;
  return [
    defineJob({
      ...INGEST_DOCUMENT,
      // Two at once: one file's text is read (one warm extraction thread, one file at a time) while the
      // other's passages are written and embedded; more would only queue on that thread and on memory.
      concurrency: 2,
      // A long scan is read page by page for as long as its scaled time-out allows (a 200-page scan on a
      // busy machine: the better part of an hour); the job must not count as lost before that.
      expireInSeconds:
        Math.ceil(
          (ctx.config.EXTRACTION_TIMEOUT_MS + ctx.config.OCR_MAX_PAGES * ctx.config.OCR_PAGE_TIMEOUT_MS) /
            1000,
        ) + 600,
      async handle({ documentId }, { logger }) {
        const document = await findDocument(ctx.db, documentId);
        if (!document) return; // deleted before its turn
        await setDocumentStatus(ctx.db, document.id, {
          status: "procesando",
          statusDetail: null,
          ocrPages: null,
          ocrProgress: null,
        });
        const tempRoot = path.join(ctx.config.DATA_DIR, "tmp");
        await mkdir(tempRoot, { recursive: true });
        const workDir = await mkdtemp(path.join(tempRoot, "ingest-"));
        try {
          const filePath = path.join(workDir, `source.${document.fileType}`);
          await pipeline(await ctx.storage.read(document.storageKey), createWriteStream(filePath));
          libreOffice ??= findLibreOffice(ctx.config.LIBREOFFICE_PATH);
          const started = Date.now();
          const progress = trackOcrProgress(ctx.db, document.id);
          const result = await extractDocument({
            filePath,
            fileType: document.fileType as AllowedFileType,
            libreOfficePath: await libreOffice,
            timeoutMs: ctx.config.EXTRACTION_TIMEOUT_MS,
            tempDir: workDir,
            ocrParallel: ctx.config.OCR_PARALLEL,
            ocrMaxPages: ctx.config.OCR_MAX_PAGES,
            ocrPageTimeoutMs: ctx.config.OCR_PAGE_TIMEOUT_MS,
            onProgress: progress.report,
          });
          await progress.flush();
          if (result.status !== "listo") {
            await setDocumentStatus(ctx.db, document.id, {
              status: result.status,
              statusDetail: result.reason,
              pageCount: "pageCount" in result ? result.pageCount : null,
              passageCount: 0,
              processedAt: new Date(),
              ocrPages: "ocrPages" in result ? (result.ocrPages ?? null) : null,
              ocrProgress: null,
            });
            logger.info({ documentId, status: result.status }, "document not indexed");
            return;
          }
          const pieces = splitIntoPassages(result.units);
          await replacePassages(
            ctx.db,
            document.id,
            pieces.map((piece) => ({ ...piece, documentId: document.id, projectId: document.projectId })),
            result.pageCount,
            result.ocrPages ?? null,
          );
          logger.info(
            {
              documentId,
              pages: result.pageCount,
              ocrPages: result.ocrPages?.length ?? 0,
              passages: pieces.length,
              ms: Date.now() - started,
            },
            "document indexed",
          );
          if (ctx.embeddings) {
            // Meaning is an extra: when the embeddings service fails (after its own retries) the document
            // stays 'listo' and found by its words; the failure is logged, not retried by the job.
            const embeddingStarted = Date.now();
            await embedDocumentPassages({ db: ctx.db, embeddings: ctx.embeddings }, document.id).then(
              (embedded) =>
                logger.info(
                  { documentId, embedded: embedded.stored, ms: Date.now() - embeddingStarted },
                  "passages embedded",
                ),
              (error: unknown) =>
                logger.warn(
                  { err: error, documentId },
                  "passages not embedded; the document is searchable by words only",
                ),
            );
          }
        } catch (error) {
          // The page must not show 'procesando' forever; pg-boss retries, and a success replaces this.
          await setDocumentStatus(ctx.db, document.id, {
            status: "error",
            statusDetail: "No se pudo leer el documento por un error del servidor.",
          }).catch(() => undefined);
          throw error;
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      },
    }),
  ];
}
