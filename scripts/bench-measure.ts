/** Measuring helpers of bench:ingest: memory growth, the upload path without HTTP, pdftotext's time. */
import { execFile } from "node:child_process";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import type { createDiskStorage } from "../src/server/adapters/storage/disk-storage";
import { inspectFile } from "../src/server/features/documents/upload/inspect-file";
import { receiveUploadStream } from "../src/server/features/documents/upload/receive-file";
import { MAX_FILE_BYTES } from "../src/shared/rules/files";

export const MB = 1_048_576;
const run = promisify(execFile);

/** Watches the process's RSS from now on; `stop()` gives the peak growth in MB over the level at start. */
export function watchRss(): { stop(): number } {
  const base = process.memoryUsage.rss();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage.rss());
      return (peak - base) / MB;
    },
  };
}

/**
 * The upload path without HTTP, as the route runs it: the file streamed to a temp file while hashed
 * (cut at 20 MB), inspected by content, stored under its SHA-256; then copied out of storage to a
 * scratch file, as the ingest job does. Null when the file is refused.
 */
export async function receiveAndStore(
  filePath: string,
  scratch: string,
  storage: ReturnType<typeof createDiskStorage>,
): Promise<{ seconds: number; rssMb: number; readPath: string } | { refused: string }> {
  const watch = watchRss();
  const started = performance.now();
  try {
    const received = await receiveUploadStream(createReadStream(filePath), {
      tempDir: path.join(scratch, "uploads"),
      maxBytes: MAX_FILE_BYTES,
    });
    const inspection = await inspectFile(received.tempPath, path.basename(filePath));
    if (!inspection.ok) return { refused: inspection.message };
    const stored = await storage.putFile(received.tempPath, {
      ...received,
      contentType: inspection.mimeType,
    });
    await rm(received.tempPath, { force: true });
    const readPath = path.join(scratch, `source-${path.basename(filePath)}`);
    await pipeline(await storage.read(stored.key), createWriteStream(readPath));
    return { seconds: (performance.now() - started) / 1000, rssMb: watch.stop(), readPath };
  } catch (error) {
    return { refused: error instanceof Error ? error.message : String(error) };
  } finally {
    watch.stop();
  }
}

export async function pdftotextSeconds(filePath: string): Promise<number | null> {
  const started = performance.now();
  try {
    await run("pdftotext", ["-layout", filePath, "-"], { maxBuffer: 256 * 1024 * 1024 });
    return (performance.now() - started) / 1000;
  } catch {
    return null;
  }
}
