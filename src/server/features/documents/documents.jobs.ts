import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { AllowedFileType } from "../../../shared/rules/files";
import type { Config } from "../../config/config";
import type { AppContext } from "../../context";
import { documents } from "../../db/schema";
import { defineJob, type JobDescriptor, type JobQueue } from "../../jobs/queue";
import { findDocument, replacePassages, setDocumentStatus } from "./documents.repository";
import { embedDocumentPassages } from "./embeddings/embed-passages";
import { extractDocument, findLibreOffice, prewarmExtraction } from "./extraction/extract-document";
import { splitIntoPassages } from "./extraction/split-passages";
import { trackOcrProgress } from "./ocr-progress";

const ZIngestDocument = z.object({ documentId: z.uuid() });

/** Reads a stored document, splits it into passages and indexes them. */
export const INGEST_DOCUMENT: JobDescriptor<typeof ZIngestDocument> = {
  name: "documents.ingest",
  payload: ZIngestDocument,
  retryLimit: 2,
};

/** Shown while a document whose reader's process stopped (kill, crash, lost machine) is read again. */
export const INGEST_RESTARTED = "Se está leyendo de nuevo: el proceso anterior se detuvo.";
/** Shown when the reader's process stopped on every attempt: the file may be what stops it. */
export const INGEST_STOPPED_EVERY_TIME =
  "No se pudo leer el documento: el proceso que lo leía se detuvo en cada intento. Elimínelo y súbalo de nuevo, o pruebe con otro formato.";

type ExpiryConfig = Pick<
  Config,
  "EXTRACTION_TIMEOUT_MS" | "OCR_MAX_PAGES" | "OCR_PAGE_TIMEOUT_MS" | "OCR_PARALLEL"
>;

/** A scanned page is rarely under this many bytes (a 200 dpi bilevel page in CCITT G4 is ~30-60 KB). */
const SMALLEST_SCANNED_PAGE_BYTES = 10_000;
/** Time for what surrounds the reading: copying the file, writing passages, embedding. */
const INGEST_MARGIN_SECONDS = 300;

/**
 * The longest one reading of this file may take, so its job's expiry fits it: a Word file or a
 * spreadsheet gets the extraction time-out alone; a PDF or a picture also the OCR time of as many
 * pages as its size could hold (a 300 KB scan: 30 pages at most; 20 MB: `OCR_MAX_PAGES`). A dead
 * worker is not waited out by this expiry but noticed by its stopped heartbeat.
 */
export function ingestExpirySeconds(
  config: ExpiryConfig,
  file: { fileType: string; fileSize: number },
): number {
  const isScannable = file.fileType === "pdf" || file.fileType === "tiff";
  const isPicture = file.fileType === "jpg" || file.fileType === "png";
  const ocrPages =
    config.OCR_PARALLEL === 0
      ? 0
      : isPicture
        ? 1
        : isScannable
          ? Math.min(
              config.OCR_MAX_PAGES,
              Math.max(1, Math.ceil(file.fileSize / SMALLEST_SCANNED_PAGE_BYTES)),
            )
          : 0;
  return (
    Math.ceil((config.EXTRACTION_TIMEOUT_MS + ocrPages * config.OCR_PAGE_TIMEOUT_MS) / 1000) +
    INGEST_MARGIN_SECONDS
  );
}

/** Queues the reading of a stored document with an expiry fitted to its file. */
export async function sendIngest(
  ctx: { queue: JobQueue; config: ExpiryConfig },
  document: { id: string; fileType: string; fileSize: number },
  ownerWaiting = 0,
): Promise<string> {
  return ctx.queue.send(
    INGEST_DOCUMENT,
    { documentId: document.id },
    {
      expireInSeconds: ingestExpirySeconds(ctx.config, document),
      // Fair among clients: each document the owner already has waiting puts this one a step back, so
      // one client's twenty uploads do not make every other client's first document wait behind them.
      priority: -Math.min(ownerWaiting, MAX_FAIRNESS_STEPS),
    },
  );
}

/** Past this many documents waiting, a client's next ones share the last place. */
const MAX_FAIRNESS_STEPS = 1000;

/**
 * An upload has begun: when this process also reads documents (ROLE=all), its reading thread is
 * started now, so the file's reading does not wait for it once the upload ends.
 */
export function prepareIngest(config: Pick<Config, "ROLE">): void {
  if (config.ROLE === "all") prewarmExtraction();
}

type IngestContext = Pick<AppContext, "db" | "storage" | "config" | "embeddings">;

export function createDocumentJobs(ctx: IngestContext) {
  let libreOffice: Promise<string | null> | undefined;
  return [
    defineJob({
      ...INGEST_DOCUMENT,
      // Two at once: one file's text is read (one warm extraction thread, one file at a time) while the
      // other's passages are written and embedded; more would only queue on that thread and on memory.
      concurrency: 2,
      // The longest any file may take (a 20 MB scan of OCR_MAX_PAGES pages); each send sets its own,
      // fitted to its file (sendIngest).
      expireInSeconds: ingestExpirySeconds(ctx.config, {
        fileType: "pdf",
        fileSize: Number.MAX_SAFE_INTEGER,
      }),
      async onStalled({ documentId }, { willRetry }) {
        await ctx.db
          .update(documents)
          .set(
            willRetry
              ? { status: "en_cola", statusDetail: INGEST_RESTARTED, ocrProgress: null }
              : {
                  status: "error",
                  statusDetail: INGEST_STOPPED_EVERY_TIME,
                  ocrProgress: null,
                  processedAt: new Date(),
                },
          )
          .where(and(eq(documents.id, documentId), inArray(documents.status, ["en_cola", "procesando"])));
      },
      async handle({ documentId }, { logger }) {
        const document = await findDocument(ctx.db, documentId);
        if (!document) return; // deleted before its turn
        await setDocumentStatus(ctx.db, document.id, {
          status: "procesando",
          // A reading started again after its process stopped says so until it ends.
          statusDetail: document.statusDetail === INGEST_RESTARTED ? INGEST_RESTARTED : null,
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
