/** Where an object was stored: its server-made key and the bytes it holds. */
export interface StoredObject {
  key: string;
  sha256: string;
  size: number;
}

/**
 * Where uploaded and generated files live: local disk by default, S3-compatible storage when configured.
 * Objects are content-addressed (the key comes from the bytes' SHA-256), so the same bytes are stored once
 * and a key never changes meaning. Keys are made here, never taken from user input.
 */
export interface Storage {
  readonly kind: "disk" | "s3";
  /** Stores a local file's bytes under a key derived from their SHA-256 (content-addressed): the same bytes are stored once. Durable when it resolves. */
  putFile(
    localPath: string,
    options: { sha256: string; size: number; contentType: string },
  ): Promise<StoredObject>;
  /** The bytes, streamed. Throws AppError("NOT_FOUND") when the key is absent. */
  read(key: string): Promise<NodeJS.ReadableStream>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections (S3); the disk needs nothing. */
  close?(): Promise<void>;
}
