import path from "node:path";
import type { Config } from "../../config/config";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

type StorageConfig = Pick<
  Config,
  | "DATA_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** The files folder inside the data folder, used when no bucket is configured. */
export function filesDirOf(config: Pick<Config, "DATA_DIR">): string {
  return path.join(config.DATA_DIR, "files");
}

/** The one place that picks the storage: S3 when S3_BUCKET is set, otherwise local disk. */
export function createStorage(config: StorageConfig): Storage {
  if (config.S3_BUCKET) {
    // loadConfig guarantees the keys come with the bucket; checked again so a hand-made config fails clearly.
    if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
      throw new Error("S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
    }
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage({ root: filesDirOf(config) });
}
