import type { PGlite } from "@electric-sql/pglite";
import type { UserRow } from "./auth.repository";

/** The channel the 0017 migration's triggers notify on every change to a user or a session. */
export const AUTH_CHANGED_CHANNEL = "licita_auth_changed";

/** What a live session needs to be judged again without the database: its user and its dates. */
export interface CachedSession {
  user: UserRow;
  sessionId: string;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** More live sessions than this and the oldest entries are dropped (each is a few hundred bytes). */
const MAX_ENTRIES = 5_000;

/**
 * Sessions already looked up, by token hash, so that an authenticated request costs no statement.
 * Only for the embedded database: PGlite serves exactly one process (the data-dir lock), and its
 * triggers' notifications (migration 0017) arrive before the statement that committed the change
 * returns, so a suspension, a revocation or a new paid-through date reaches the next request. On a
 * PostgreSQL server other processes write too and a notification arrives a moment after their commit,
 * so there every request reads the database.
 *
 * A lookup that started before a change and finishes after it must not store what it read: every
 * notification moves `epoch`, and `store` takes the epoch read before the lookup.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private epoch = 0;

  /** The epoch to hand back to `store` with what a lookup started now reads. */
  currentEpoch(): number {
    return this.epoch;
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.entries.get(tokenHash);
  }

  store(tokenHash: string, entry: CachedSession, epochAtLookup: number): void {
    if (epochAtLookup !== this.epoch) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Map keeps insertion order: the first keys are the oldest entries.
      let excess = this.entries.size - MAX_ENTRIES + 1 + Math.floor(MAX_ENTRIES / 10);
      for (const key of this.entries.keys()) {
        if (excess-- <= 0) break;
        this.entries.delete(key);
      }
    }
    this.entries.set(tokenHash, entry);
  }

  forget(tokenHash: string): void {
    this.epoch += 1;
    this.entries.delete(tokenHash);
  }

  /** A change to `userId` (or to every user: '*'): its sessions are read again from the database. */
  forgetUser(userId: string): void {
    this.epoch += 1;
    if (userId === "*") {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Listens to the auth triggers on an embedded database; `stop` ends the listening. */
export async function startSessionCache(
  pglite: PGlite,
): Promise<{ cache: SessionCache; stop(): Promise<void> }> {
  const cache = new SessionCache();
  const unlisten = await pglite.listen(AUTH_CHANGED_CHANNEL, (payload) => cache.forgetUser(payload));
  return {
    cache,
    async stop() {
      cache.forgetUser("*");
      if (!pglite.closed) await unlisten().catch(() => undefined);
    },
  };
}
