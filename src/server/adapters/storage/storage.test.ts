import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalS3Server, startS3Server } from "../../../../tests/support/s3-server";
import { AppError } from "../../http/app-error";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

interface StorageUnderTest {
  storage: Storage;
  /** Every object the storage holds, however it keeps them. */
  listObjects(): Promise<string[]>;
  cleanup(): Promise<void>;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

const FACTORIES: { name: string; create(): Promise<StorageUnderTest> }[] = [
  {
    name: "disk",
    async create() {
      const root = await mkdtemp(path.join(os.tmpdir(), "licita-files-"));
      return {
        storage: createDiskStorage({ root }),
        listObjects: () => filesUnder(root),
        cleanup: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "s3",
    async create() {
      const server: LocalS3Server = await startS3Server();
      const options = {
        endpoint: server.endpoint,
        bucket: server.bucket,
        region: "us-east-1",
        accessKeyId: server.accessKeyId,
        secretAccessKey: server.secretAccessKey,
        forcePathStyle: true,
      };
      const storage = createS3Storage(options);
      const lister = new S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: true,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      });
      return {
        storage,
        async listObjects() {
          const listing = await lister.send(new ListObjectsV2Command({ Bucket: options.bucket }));
          return (listing.Contents ?? []).map((object) => object.Key ?? "");
        },
        async cleanup() {
          lister.destroy();
          await storage.close();
          await server.stop();
        },
      };
    },
  },
];

/**
 * Peaks of resident memory and of live buffer memory while something runs. Collecting garbage at every
 * sample leaves only what is really held, so a file kept in memory shows up as its full size.
 */
function watchMemory() {
  v8.setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as (options?: { type: "minor" | "major" }) => void;
  const collectGarbage = () => gc({ type: "minor" });
  gc({ type: "major" });
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakBuffers = start.arrayBuffers;
  function sample() {
    collectGarbage();
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
  }
  const timer = setInterval(sample, 10);
  return {
    sample,
    stop() {
      sample();
      clearInterval(timer);
    },
    rssGrowth: () => peakRss - start.rss,
    bufferGrowth: () => peakBuffers - start.arrayBuffers,
  };
}

function sha256Of(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

async function drain(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe.each(FACTORIES)("$name storage", (factory) => {
  let subject: StorageUnderTest;
  let work: string;

  beforeAll(async () => {
    subject = await factory.create();
    work = await mkdtemp(path.join(os.tmpdir(), "licita-storage-src-"));
  });

  afterAll(async () => {
    await subject.cleanup();
    await rm(work, { recursive: true, force: true });
  });

  async function localFile(name: string, bytes: Buffer) {
    const file = path.join(work, name);
    await writeFile(file, bytes);
    return { file, sha256: sha256Of(bytes), size: bytes.length };
  }

  it("stores the same bytes once, under a key made from their SHA-256, and reads them back", async () => {
    const bytes = Buffer.from("Bases de la licitación LA-012345 — anexo técnico\n".repeat(200));
    const first = await localFile("bases.txt", bytes);
    const second = await localFile("copia de bases.txt", bytes);
    const before = (await subject.listObjects()).length;

    const stored = await subject.storage.putFile(first.file, { ...first, contentType: "text/plain" });
    const again = await subject.storage.putFile(second.file, { ...second, contentType: "text/plain" });

    expect(stored.key).toBe(`sha256/${first.sha256.slice(0, 2)}/${first.sha256.slice(2, 4)}/${first.sha256}`);
    expect(again).toEqual(stored);
    expect(stored).toMatchObject({ sha256: first.sha256, size: bytes.length });
    expect(await subject.listObjects()).toHaveLength(before + 1);
    expect((await drain(await subject.storage.read(stored.key))).equals(bytes)).toBe(true);
  });

  it("streams a 20 MB file in and out without holding it in memory", async () => {
    const file = path.join(work, "grande.bin");
    const hash = createHash("sha256");
    const chunks = (function* () {
      for (let index = 0; index < 20; index += 1) {
        const chunk = randomBytes(1_048_576);
        hash.update(chunk);
        yield chunk;
      }
    })();
    await pipeline(Readable.from(chunks), createWriteStream(file));
    const sha256 = hash.digest("hex");

    const memory = watchMemory();
    try {
      const stored = await subject.storage.putFile(file, {
        sha256,
        size: 20_971_520,
        contentType: "application/pdf",
      });
      const readBack = createHash("sha256");
      let size = 0;
      let count = 0;
      for await (const chunk of await subject.storage.read(stored.key)) {
        readBack.update(chunk as Buffer);
        size += (chunk as Buffer).length;
        count += 1;
        if (count % 16 === 0) memory.sample();
      }
      expect(size).toBe(20_971_520);
      expect(readBack.digest("hex")).toBe(sha256);
    } finally {
      memory.stop();
    }
    // Holding the file would keep its 20 MB alive at some point; streams keep a few 64 KB chunks.
    expect(memory.bufferGrowth()).toBeLessThan(12 * 1_048_576);
    expect(memory.rssGrowth()).toBeLessThan(20 * 1_048_576);
  });

  it("says whether a key exists and deletes it", async () => {
    const source = await localFile("borrar.txt", Buffer.from("Se borrará"));
    const stored = await subject.storage.putFile(source.file, { ...source, contentType: "text/plain" });
    expect(await subject.storage.exists(stored.key)).toBe(true);

    await subject.storage.delete(stored.key);

    expect(await subject.storage.exists(stored.key)).toBe(false);
    await expect(subject.storage.delete(stored.key)).resolves.toBeUndefined();
  });

  it("answers NOT_FOUND for an absent key and for anything that is not a storage key", async () => {
    const absent = `sha256/ab/cd/ab${"cd".repeat(31)}`;
    expect(await subject.storage.exists(absent)).toBe(false);
    await expect(subject.storage.read(absent)).rejects.toMatchObject({ code: "NOT_FOUND" });
    for (const key of ["../../etc/passwd", "sha256/../../x", `sha256/00/00/ab${"cd".repeat(31)}`, ""]) {
      expect(await subject.storage.exists(key)).toBe(false);
      await expect(subject.storage.read(key)).rejects.toBeInstanceOf(AppError);
    }
  });

  it("refuses bytes that do not match the declared SHA-256 and stores nothing under that key", async () => {
    const real = await localFile("real.txt", Buffer.from("contenido real"));
    const claimed = sha256Of(Buffer.from("otro contenido"));
    const before = await subject.listObjects();

    await expect(
      subject.storage.putFile(real.file, { sha256: claimed, size: real.size, contentType: "text/plain" }),
    ).rejects.toThrow(/do not match/);
    await expect(
      subject.storage.putFile(real.file, {
        sha256: real.sha256,
        size: real.size + 1,
        contentType: "text/plain",
      }),
    ).rejects.toThrow(/do not match/);

    expect(
      await subject.storage.exists(`sha256/${claimed.slice(0, 2)}/${claimed.slice(2, 4)}/${claimed}`),
    ).toBe(false);
    expect(
      await subject.storage.exists(
        `sha256/${real.sha256.slice(0, 2)}/${real.sha256.slice(2, 4)}/${real.sha256}`,
      ),
    ).toBe(false);
    expect(await subject.listObjects()).toEqual(before);
  });
});
