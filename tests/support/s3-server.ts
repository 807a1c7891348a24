import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/** The part of s3rver 3.7 used here (the package ships no types). */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  resetOnClose: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export interface LocalS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the server keeps its objects (to look at what it holds). */
  directory: string;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 and a free port, keeping its objects in a fresh
 * temporary folder with one empty bucket. s3rver checks request signatures with these fixed credentials.
 * It does not verify ChecksumSHA256 and, unlike S3, may keep the bytes of an interrupted upload.
 */
export async function startS3Server(): Promise<LocalS3Server> {
  const require = createRequire(import.meta.url);
  const S3rver = require("s3rver") as S3rverConstructor;
  const directory = await mkdtemp(path.join(os.tmpdir(), "licita-s3rver-"));
  const bucket = "licita-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    resetOnClose: false,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    directory,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
