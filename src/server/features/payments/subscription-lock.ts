import type { Database } from "../../db/client";
import { withStoredBytesLock } from "../documents/content-lock";

/**
 * Runs `work` while no one else changes this subscription's cancellation: 'Reanudar' and the
 * reconciliation that sends a period-end cancellation to PayPal. Without it a 'Reanudar' landing
 * while PayPal was being asked answered 'reanudada' for a subscription that ended cancelled. The same
 * advisory lock (PostgreSQL) or in-process queue (PGlite) as stored bytes, under another key.
 */
export function withSubscriptionLock<T>(
  db: Database,
  subscriptionId: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  return withStoredBytesLock(db, `suscripcion:${subscriptionId}`, work);
}
