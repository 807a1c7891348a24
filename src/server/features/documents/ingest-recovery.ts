import { and, count, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { documents, downloadGrants } from "../../db/schema";
import { insertSystemEvent } from "../system/system-events.repository";
import { INGEST_DOCUMENT, sendIngest } from "./documents.jobs";

type RecoveryContext = Pick<AppContext, "db" | "queue" | "logger" | "config">;

/** Left in the document when its job could not be queued; the recovery clears it by queuing again. */
export const INGEST_NOT_QUEUED =
  "La lectura del documento no se pudo programar; se volverá a intentar automáticamente en unos minutos.";
/** Left when every attempt of the job failed without the job itself recording why (a process died). */
export const INGEST_ABANDONED = "No se pudo leer el documento por un error del servidor.";

/** Younger documents are left alone: their upload may still be queuing their job. */
const GRACE_MS = 2 * 60_000;
/** How often a worker looks for documents left behind. */
export const RECOVERY_INTERVAL_MS = 5 * 60_000;

/**
 * Documents waiting ('en_cola') or being read ('procesando') with no live `documents.ingest` job: the
 * row was written but the job never queued (the queue was down), or every attempt died with its process.
 * The first kind is queued again; the second is marked 'error' with a reason the user can read, since
 * a file that killed its worker each time would only do it again. Expired download links go too.
 */
export async function recoverStalledDocuments(
  ctx: RecoveryContext,
  options: { olderThanMs?: number } = {},
): Promise<{ requeued: number; abandoned: number }> {
  const olderThan = new Date(Date.now() - (options.olderThanMs ?? GRACE_MS));
  const result = (await ctx.db.execute(sql`
    select d.id, d.owner_id, d.file_type, d.file_size,
      exists (select 1 from pgboss.job j where j.name = ${INGEST_DOCUMENT.name}
        and j.data->>'documentId' = d.id::text and j.state = 'failed') as has_failed
    from documents d
    where d.status in ('en_cola', 'procesando') and d.created_at < ${olderThan}
      and not exists (select 1 from pgboss.job j where j.name = ${INGEST_DOCUMENT.name}
        and j.data->>'documentId' = d.id::text and j.state in ('created', 'retry', 'active'))
  `)) as unknown as {
    rows: {
      id: string;
      owner_id: string;
      file_type: string;
      file_size: number | string;
      has_failed: boolean;
    }[];
  };

  const abandoned = result.rows.filter((row) => row.has_failed).map((row) => row.id);
  if (abandoned.length > 0) {
    await ctx.db
      .update(documents)
      .set({ status: "error", statusDetail: INGEST_ABANDONED, processedAt: new Date() })
      .where(inArray(documents.id, abandoned));
    ctx.logger.warn({ documentIds: abandoned }, "documents whose every ingest attempt died marked as error");
  }
  let requeued = 0;
  for (const row of result.rows.filter((candidate) => !candidate.has_failed)) {
    await sendIngest(
      ctx,
      { id: row.id, fileType: row.file_type, fileSize: Number(row.file_size) },
      await ownerWaiting(ctx, { id: row.id, ownerId: row.owner_id }),
    );
    requeued += 1;
  }
  if (requeued > 0) ctx.logger.warn({ requeued }, "documents without an ingest job queued again");
  await ctx.db.delete(downloadGrants).where(lt(downloadGrants.expiresAt, new Date()));
  return { requeued, abandoned: abandoned.length };
}

/**
 * Queues the reading of a document just stored. When the queue refuses, the upload still succeeds (the
 * file is safe): the failure is logged, recorded for the administrators and written beside the document,
 * and the recovery queues it later.
 */
export async function queueIngest(
  ctx: RecoveryContext,
  document: { id: string; projectId: string; ownerId: string; fileType: string; fileSize: number },
): Promise<string | null> {
  try {
    await sendIngest(ctx, document, await ownerWaiting(ctx, document));
    return null;
  } catch (error) {
    ctx.logger.error({ err: error, documentId: document.id }, "ingest job not queued; recovery will retry");
    await ctx.db
      .update(documents)
      .set({ statusDetail: INGEST_NOT_QUEUED })
      .where(inArray(documents.id, [document.id]))
      .catch(() => undefined);
    await insertSystemEvent(ctx.db, {
      kind: "error",
      message: "No se pudo programar la lectura de un documento; se reintentará automáticamente.",
      detail: { documentId: document.id, projectId: document.projectId },
    }).catch(() => undefined);
    return INGEST_NOT_QUEUED;
  }
}

/** Runs the recovery at a worker's start and then every few minutes, until stopped. */
export function startIngestRecovery(
  ctx: RecoveryContext,
  options: { isExclusive?: boolean } = {},
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = (olderThanMs?: number) => {
    running = recoverStalledDocuments(ctx, { olderThanMs }).catch((error: unknown) =>
      ctx.logger.error({ err: error }, "document recovery failed"),
    );
  };
  // A process that owns its database alone (PGlite) starts after every upload in flight died with the
  // previous one: a row left without its job is queued at once, not after the grace period.
  run(options.isExclusive ? 0 : undefined);
  const timer = setInterval(() => run(), RECOVERY_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** How many other documents of the same owner wait to be read or are being read. */
export async function ownerWaiting(
  ctx: Pick<AppContext, "db">,
  document: { id: string; ownerId: string },
): Promise<number> {
  const [row] = await ctx.db
    .select({ waiting: count() })
    .from(documents)
    .where(
      and(
        eq(documents.ownerId, document.ownerId),
        inArray(documents.status, ["en_cola", "procesando"]),
        ne(documents.id, document.id),
      ),
    );
  return row?.waiting ?? 0;
}
