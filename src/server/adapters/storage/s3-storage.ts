import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { AppError } from "../../http/app-error";
import { digestFile } from "./file-digest";
import type { Storage, StoredObject } from "./storage";
import { isStorageKey, normalizeSha256, storageKeyFor } from "./storage-key";

export interface S3StorageOptions {
  /** Empty for AWS itself; the URL of MinIO, Ceph, R2, Spaces... otherwise. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where the SDK's own warnings go (a pino logger fits); the console when absent. */
  logger?: {
    debug(...args: unknown[]): void;
    info(...args: unknown[]): void;
    warn(...args: unknown[]): void;
    error(...args: unknown[]): void;
  };
}

export interface S3Storage extends Storage {
  /** Closes the client's kept-alive connections (at shutdown). */
  close(): Promise<void>;
}

/** How many times one upload is tried: the SDK does not retry requests whose body is a stream. */
const PUT_ATTEMPTS = 3;

/** Objects in an S3-compatible bucket, one object per key. */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Many S3-compatible servers reject the SDK's newer default (chunked uploads with trailing CRC32);
    // the explicit SHA-256 below still lets S3 itself verify every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const Bucket = options.bucket;

  async function headSize(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function putOnce(key: string, localPath: string, sha256: string, size: number, contentType: string) {
    const body = createReadStream(localPath);
    // The SDK pipes the body into the request: a read error would leave the request waiting for bytes.
    const controller = new AbortController();
    body.on("error", (error) => controller.abort(error));
    try {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentLength: size,
          ContentType: contentType,
          // S3 rejects the upload unless the bytes it received have this SHA-256; servers that ignore the
          // header still get the hash as metadata.
          ChecksumSHA256: Buffer.from(sha256, "hex").toString("base64"),
          Metadata: { sha256 },
        }),
        { abortSignal: controller.signal },
      );
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      throw error;
    } finally {
      body.destroy();
    }
  }

  return {
    kind: "s3",

    async putFile(localPath, { sha256, size, contentType }): Promise<StoredObject> {
      const hex = normalizeSha256(sha256);
      const key = storageKeyFor(hex);
      if ((await headSize(key)) === size) return { key, sha256: hex, size };
      // Check the bytes before sending them: a wrong hash must never reach a content-addressed key, and S3
      // servers that ignore ChecksumSHA256 would not catch it.
      const actual = await digestFile(localPath);
      if (actual.sha256 !== hex || actual.size !== size) {
        throw new Error("storage: the file's bytes do not match the declared SHA-256 and size");
      }
      for (let attempt = 1; ; attempt += 1) {
        try {
          await putOnce(key, localPath, hex, size, contentType);
          return { key, sha256: hex, size };
        } catch (error) {
          if (attempt >= PUT_ATTEMPTS || !isRetryable(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        }
      }
    },

    async read(key) {
      if (!isStorageKey(key)) throw new AppError("NOT_FOUND");
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error("storage: S3 answered without a body stream");
        return object.Body;
      } catch (error) {
        if (isNotFound(error)) throw new AppError("NOT_FOUND");
        throw error;
      }
    },

    async delete(key) {
      if (!isStorageKey(key)) throw new Error("storage: not a storage key");
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      if (!isStorageKey(key)) return false;
      return (await headSize(key)) !== null;
    },

    async close() {
      client.destroy();
    },
  };
}

interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

function isNotFound(error: unknown): boolean {
  const sdk = error as SdkError;
  return sdk?.name === "NoSuchKey" || sdk?.name === "NotFound" || sdk?.$metadata?.httpStatusCode === 404;
}

/** Network failures and server-side errors (5xx, 429) are worth another try; refusals are not. */
function isRetryable(error: unknown): boolean {
  const sdk = error as SdkError;
  if (sdk?.name === "AbortError") return false;
  const status = sdk?.$metadata?.httpStatusCode;
  return status === undefined || status >= 500 || status === 429;
}
