import type { AppContext } from "../../context";
import { withStoredBytesLock } from "./content-lock";
import { isStorageKeyInUse } from "./documents.repository";

/**
 * Deletes stored files whose rows are gone, each under its bytes' lock and only when no document and
 * no library entry (of any client) names it any more: content-addressed bytes are shared. A file that
 * cannot be deleted is logged and left; nothing is refused for it.
 */
export async function releaseStoredFiles(
  ctx: Pick<AppContext, "db" | "storage" | "logger">,
  files: { storageKey: string; sha256: string }[],
): Promise<void> {
  const distinct = new Map(files.map((file) => [file.storageKey, file.sha256]));
  for (const [key, sha256] of distinct) {
    await withStoredBytesLock(ctx.db, sha256, async (db) => {
      if (await isStorageKeyInUse(db, key)) return;
      await ctx.storage.delete(key).catch((error: unknown) => {
        ctx.logger.warn({ err: error, key }, "could not delete stored bytes; they stay orphaned");
      });
    });
  }
}
