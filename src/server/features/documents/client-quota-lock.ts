import type { Database } from "../../db/client";
import { withStoredBytesLock } from "./content-lock";

/**
 * Runs `work` while no other request of this client checks or takes its limits (space, documents,
 * projects): the check and the row that uses them are one step, so uploads or projects sent at once
 * cannot each pass on a count that does not hold the others yet. The same advisory lock (PostgreSQL,
 * every process) or in-process queue (PGlite) as stored bytes, under the client's key. Taken inside a
 * bytes' lock, never around one (one order, no deadlock), and held only for the check and the insert.
 */
export function withClientQuotaLock<T>(
  db: Database,
  ownerId: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  return withStoredBytesLock(db, `cliente:${ownerId}`, work);
}
