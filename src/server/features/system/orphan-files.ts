import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import { documents, libraryDocuments } from "../../db/schema";

/**
 * Removes stored files that no document row and no library entry names: what a process killed between storing an upload's
 * bytes and writing its row leaves behind. Only for a process that owns the data folder and the disk
 * storage alone (PGlite with disk files), at start, before any upload can run: then no row can be
 * about to be written for them.
 */
export async function removeOrphanFiles(options: { db: Database; filesRoot: string; logger: Logger }) {
  const rows = await options.db.selectDistinct({ key: documents.storageKey }).from(documents);
  const library = await options.db
    .selectDistinct({ key: libraryDocuments.storageKey })
    .from(libraryDocuments);
  const named = new Set([...rows, ...library].map((row) => row.key));
  const entries = await readdir(options.filesRoot, { withFileTypes: true, recursive: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(options.filesRoot, file).split(path.sep).join("/");
    if (named.has(key)) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  if (removed > 0) options.logger.info({ removed }, "stored files without a document row removed");
  return removed;
}
