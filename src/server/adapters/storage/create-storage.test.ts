import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalS3Server, startS3Server } from "../../../../tests/support/s3-server";
import { loadConfig } from "../../config/config";
import { createStorage } from "./create-storage";

describe("createStorage", () => {
  let dataDir: string;
  let s3: LocalS3Server;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "licita-data-"));
    s3 = await startS3Server();
  });

  afterAll(async () => {
    await s3.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function putSample(storage: ReturnType<typeof createStorage>) {
    const file = path.join(dataDir, "muestra.txt");
    await writeFile(file, "hola");
    const sha256 = "b221d9dbb083a7f33428d7c2a3c3198ae925614d70210e28716ccaa7cd4ddb79";
    return storage.putFile(file, { sha256, size: 4, contentType: "text/plain" });
  }

  it("uses the data folder's files/ when no bucket is configured", async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    expect(storage.kind).toBe("disk");

    const stored = await putSample(storage);

    expect(await readdir(path.join(dataDir, "files", "sha256", "b2", "21"))).toEqual([stored.sha256]);
  });

  it("uses the S3 bucket when S3_BUCKET is set", async () => {
    const storage = createStorage(
      loadConfig({
        DATA_DIR: dataDir,
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      }),
    );
    expect(storage.kind).toBe("s3");

    const stored = await putSample(storage);

    expect(await storage.exists(stored.key)).toBe(true);
  });
});
