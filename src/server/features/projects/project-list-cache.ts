import type { PGlite } from "@electric-sql/pglite";

/** The channel the 0019 migration's triggers notify on every change that can alter a project list. */
export const PROJECTS_CHANGED_CHANNEL = "licita_projects_changed";

/** More clients than this and the oldest lists are dropped (a list of 30 projects is ~10 KB of JSON). */
const MAX_ENTRIES = 2_000;

/**
 * Each client's project list as last answered (the JSON of `GET /api/projects`), by owner id, so that
 * opening 'Mis proyectos' again costs no statement and no serialisation. Only for the embedded database, for the reasons of the session cache
 * (features/auth/session-cache.ts): PGlite serves exactly one process, and the triggers' notifications
 * (migration 0019) arrive before the statement that committed the change returns, so a new project,
 * a renamed or closed one, an uploaded or deleted document shows on the very next request. On a
 * PostgreSQL server other processes write too and a notification arrives a moment after their
 * commit, so there every list is read from the database.
 *
 * A read that started before a change and finishes after it must not store what it read: every
 * notification moves `epoch`, and `store` takes the epoch read before the statement.
 */
export class ProjectListCache {
  private readonly entries = new Map<string, string>();
  private epoch = 0;

  currentEpoch(): number {
    return this.epoch;
  }

  get(ownerId: string): string | undefined {
    return this.entries.get(ownerId);
  }

  store(ownerId: string, answer: string, epochAtRead: number): void {
    if (epochAtRead !== this.epoch) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Map keeps insertion order: the first keys are the oldest entries.
      let excess = this.entries.size - MAX_ENTRIES + 1 + Math.floor(MAX_ENTRIES / 10);
      for (const key of this.entries.keys()) {
        if (excess-- <= 0) break;
        this.entries.delete(key);
      }
    }
    this.entries.set(ownerId, answer);
  }

  /** A change to `ownerId`'s projects or documents (or to everyone's: '*'). */
  forgetOwner(ownerId: string): void {
    this.epoch += 1;
    if (ownerId === "*") this.entries.clear();
    else this.entries.delete(ownerId);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Listens to the list triggers on an embedded database; `stop` ends the listening. */
export async function startProjectListCache(
  pglite: PGlite,
): Promise<{ cache: ProjectListCache; stop(): Promise<void> }> {
  const cache = new ProjectListCache();
  const unlisten = await pglite.listen(PROJECTS_CHANGED_CHANNEL, (payload) => cache.forgetOwner(payload));
  return {
    cache,
    async stop() {
      cache.forgetOwner("*");
      if (!pglite.closed) await unlisten().catch(() => undefined);
    },
  };
}
