import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { Transform } from "node:stream";

/** The SHA-256 (hex) and size of a local file, read as a stream. */
export async function digestFile(localPath: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(localPath)) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest("hex"), size };
}

/**
 * Passes bytes through unchanged and fails at the end unless they are exactly the expected ones, so a
 * content-addressed key never holds bytes that are not its own.
 */
export function createDigestCheck(expected: { sha256: string; size: number }): Transform {
  const hash = createHash("sha256");
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      if (size > expected.size) {
        callback(new Error(`storage: the file has more than the declared ${expected.size} bytes`));
        return;
      }
      callback(null, chunk);
    },
    flush(callback) {
      const sha256 = hash.digest("hex");
      if (size !== expected.size || sha256 !== expected.sha256) {
        callback(new Error("storage: the file's bytes do not match the declared SHA-256 and size"));
        return;
      }
      callback();
    },
  });
}
