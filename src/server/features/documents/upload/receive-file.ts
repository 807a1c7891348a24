import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FILE_MESSAGES, formatFileSize } from "../../../../shared/rules/files";
import { AppError } from "../../../http/app-error";

export interface ReceivedFile {
  tempPath: string;
  size: number;
  sha256: string;
}

/**
 * Streams an upload to a new temporary file in `tempDir` while hashing it, never holding the whole file in
 * memory. Past `maxBytes` it stops reading at once, deletes the temporary file and throws
 * PAYLOAD_TOO_LARGE; the source is left paused, not destroyed (resume() it to discard the rest, or
 * destroy it). A @fastify/multipart file stream cut at its own `fileSize` limit (it then ends early
 * with `truncated` set, or fails with FST_REQ_FILE_TOO_LARGE) is refused the same way. The caller deletes
 * `tempPath` once it is done with it.
 */
export async function receiveUploadStream(
  stream: Readable,
  options: { tempDir: string; maxBytes: number },
): Promise<ReceivedFile> {
  await mkdir(options.tempDir, { recursive: true });
  const tempPath = path.join(options.tempDir, `upload-${randomUUID()}.part`);
  const hash = createHash("sha256");
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > options.maxBytes) {
        callback(tooLarge(options.maxBytes));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  // pipe() rather than pipeline() for the source: on refusal the source is only unpiped, not destroyed,
  // so a multipart caller can resume() it to skip to the next part of the same request.
  // pipe() does not pass errors on: a failing source must fail the write (the listener stays, harmless).
  stream.once("error", (error: Error) => meter.destroy(error));
  stream.pipe(meter);
  const file = createWriteStream(tempPath, { flags: "wx" });
  try {
    await pipeline(meter, file);
    if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(options.maxBytes);
  } catch (error) {
    stream.unpipe(meter);
    // A file destroyed before its open finished is created and closed after the refusal: wait for its
    // close, or the removal runs first and a loaded machine keeps the refused bytes' file.
    // (events.once would reject on the stream's own 'error' and skip the removal.)
    if (!file.closed) await new Promise<void>((resolve) => file.once("close", () => resolve()));
    await rm(tempPath, { force: true });
    if ((error as { code?: unknown })?.code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(options.maxBytes);
    throw error;
  }
  return { tempPath, size, sha256: hash.digest("hex") };
}

function tooLarge(maxBytes: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", {
    message: FILE_MESSAGES.tooLarge(`más de ${formatFileSize(maxBytes)}`),
    detail: { maxBytes },
  });
}
