import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** First key of the two-key advisory lock: this product's stored bytes ("LICT"). */
const LOCK_NAMESPACE = 0x4c494354;

/** Tails of the in-process queues, per SHA-256 (embedded database only). */
const localQueues = new Map<string, Promise<unknown>>();

function isEmbedded(db: Database): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}

/**
 * Runs `work` while no one else works on the stored bytes with this SHA-256. Storage is content-
 * addressed, so one file serves every document with the same bytes: "store the file, insert the row"
 * and "no row uses the file any more, delete it" must not interleave, or a new row could point at a
 * file just deleted.
 *
 * On PostgreSQL it is a transaction-scoped advisory lock, shared by every process on the database;
 * `work` gets the transaction, and rows written through it commit as the lock is released. PGlite has
 * one session, in which advisory locks never block, and one process per data folder (the data-dir
 * lock): there an in-process queue per SHA-256 does the same, and `work` gets the database itself
 * (a transaction would hold PGlite's only connection, and every other query, during a file write).
 */
export async function withStoredBytesLock<T>(
  db: Database,
  sha256: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (!isEmbedded(db)) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${sha256}))`);
      return work(tx as unknown as Database);
    });
  }
  const previous = localQueues.get(sha256) ?? Promise.resolve();
  const result = previous.then(
    () => work(db),
    () => work(db),
  );
  const tail = result.catch(() => undefined);
  localQueues.set(sha256, tail);
  try {
    return await result;
  } finally {
    if (localQueues.get(sha256) === tail) localQueues.delete(sha256);
  }
}
