import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "../../http/app-error";
import { createDigestCheck } from "./file-digest";
import type { Storage, StoredObject } from "./storage";
import { isStorageKey, normalizeSha256, storageKeyFor } from "./storage-key";

/** Temporary files start with a dot, which no key does, so a half-written file is never taken for an object. */
const TEMP_PREFIX = ".tmp-";

/** Files on local disk under `root` (normally `DATA_DIR/files`), one file per key. */
export function createDiskStorage(options: { root: string }): Storage {
  const root = path.resolve(options.root);

  function pathOf(key: string): string {
    if (!isStorageKey(key)) throw new AppError("NOT_FOUND");
    return path.join(root, ...key.split("/"));
  }

  return {
    kind: "disk",

    async putFile(localPath, { sha256, size }): Promise<StoredObject> {
      const hex = normalizeSha256(sha256);
      const key = storageKeyFor(hex);
      const target = pathOf(key);
      const existing = await stat(target).catch(() => null);
      // Same key, same size: the same bytes are already there (a different size means a damaged copy to replace).
      if (existing?.isFile() && existing.size === size) return { key, sha256: hex, size };
      await writeFileAtomically(target, createReadStream(localPath), {
        root,
        check: createDigestCheck({ sha256: hex, size }),
      });
      return { key, sha256: hex, size };
    },

    async read(key) {
      const file = pathOf(key);
      const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" || error.code === "EISDIR") throw new AppError("NOT_FOUND");
        throw error;
      });
      // A path that is not a regular file (a folder put there by hand) is as missing as no path.
      const found = await handle.stat().catch(() => null);
      if (!found?.isFile()) {
        await handle.close();
        throw new AppError("NOT_FOUND");
      }
      return handle.createReadStream();
    },

    async delete(key) {
      if (!isStorageKey(key)) throw new Error("storage: not a storage key");
      await rm(pathOf(key), { force: true });
    },

    async exists(key) {
      if (!isStorageKey(key)) return false;
      const found = await stat(pathOf(key)).catch(() => null);
      return Boolean(found?.isFile());
    },
  };
}

/**
 * Writes `source` to `target` so that `target` is either absent or complete, even across a crash: the
 * bytes go to a temporary file in the same folder, which is flushed to disk and then renamed into place;
 * the folder is flushed too so the rename itself survives a power cut. On any error the temporary file is
 * removed and `target` is untouched. `root` is the storage's top folder: new folders up to it are flushed.
 */
export async function writeFileAtomically(
  target: string,
  source: Readable,
  options: { root: string; check?: Transform },
): Promise<void> {
  const folder = path.dirname(target);
  const firstCreated = await mkdir(folder, { recursive: true });
  const temp = path.join(folder, `${TEMP_PREFIX}${randomUUID()}`);
  try {
    // `flush` fsyncs the file before closing it, and pipeline resolves only once it is closed.
    const output = createWriteStream(temp, { flags: "wx", flush: true });
    if (options.check) await pipeline(source, options.check, output);
    else await pipeline(source, output);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(folder);
  if (firstCreated) {
    // mkdir made new folders: their entries live in their parents, which need flushing too.
    for (let dir = path.dirname(folder); dir.startsWith(options.root); dir = path.dirname(dir)) {
      await syncFolder(dir);
      if (dir === path.dirname(firstCreated) || dir === options.root) break;
    }
  }
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
