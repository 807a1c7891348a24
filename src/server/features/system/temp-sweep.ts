import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";

/** Scratch files older than this belong to no live work (uploads, readings and generations end sooner). */
export const TEMP_MAX_AGE_MS = 6 * 3_600_000;
const SWEEP_INTERVAL_MS = 30 * 60_000;

/**
 * Removes what a process killed mid-work left in `DATA_DIR/tmp` (partial uploads `uploads/*.part`,
 * reading copies `ingest-*`, generation and adjusted-file folders): every entry last changed more than
 * `olderThanMs` ago. Answers how many entries and bytes went.
 */
export async function sweepTempFolder(
  tempRoot: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<{ entries: number; bytes: number }> {
  const swept = { entries: 0, bytes: 0 };
  for (const folder of [path.join(tempRoot, "uploads"), tempRoot]) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const entry = path.join(folder, name);
      if (entry === path.join(tempRoot, "uploads")) continue;
      const info = await stat(entry).catch(() => null);
      if (!info || now - info.mtimeMs < olderThanMs) continue;
      const bytes = info.isDirectory() ? await sizeOf(entry) : info.size;
      await rm(entry, { recursive: true, force: true });
      swept.entries += 1;
      swept.bytes += bytes;
    }
  }
  return swept;
}

async function sizeOf(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/**
 * Sweeps the scratch folder at start and then every half hour. At start, a process that owns the data
 * folder alone (the embedded database's lock) removes everything: no other process can be using it.
 * Processes that may share it (PostgreSQL, several roles) remove only entries older than
 * `TEMP_MAX_AGE_MS`, as every later sweep does.
 */
export async function startTempSweeper(options: {
  tempRoot: string;
  isExclusive: boolean;
  logger: Logger;
}): Promise<{ stop(): void }> {
  const { tempRoot, logger } = options;
  const sweep = async (olderThanMs: number) => {
    const swept = await sweepTempFolder(tempRoot, olderThanMs).catch((error: unknown) => {
      logger.warn({ err: error }, "temporary files could not be swept");
      return { entries: 0, bytes: 0 };
    });
    if (swept.entries > 0) logger.info(swept, "temporary files left by stopped work removed");
  };
  await sweep(options.isExclusive ? 0 : TEMP_MAX_AGE_MS);
  const timer = setInterval(() => void sweep(TEMP_MAX_AGE_MS), SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
