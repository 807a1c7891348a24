import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "../../../../shared/rules/files";
import { AppError } from "../../../http/app-error";
import { receiveUploadStream } from "./receive-file";

const MB = 1_048_576;

/** A source of `total` bytes made on demand, counting how many were really pulled from it. */
function lazySource(total: number) {
  const counter = { pulled: 0 };
  const stream = new Readable({
    read() {
      if (counter.pulled >= total) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(Math.min(65_536, total - counter.pulled), counter.pulled % 251);
      counter.pulled += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, counter };
}

function multipartBody(fileName: string, bytes: Buffer) {
  const boundary = "----licita-prueba-7d3a";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("receiveUploadStream", () => {
  let tempDir: string;

  beforeEach(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), "licita-upload-"));
  });

  afterEach(async () => {
    await rm(tempDir, { recursive: true, force: true });
  });

  it("writes the upload to a temporary file and gives its size and SHA-256", async () => {
    const bytes = Buffer.from("Bases de la licitación pública nacional LA-006000997-E1-2025\n".repeat(5_000));

    const received = await receiveUploadStream(
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      {
        tempDir,
        maxBytes: MAX_FILE_BYTES,
      },
    );

    expect(received.size).toBe(bytes.length);
    expect(received.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(path.dirname(received.tempPath)).toBe(tempDir);
    expect((await readFile(received.tempPath)).equals(bytes)).toBe(true);
  });

  it("accepts a file of exactly the limit", async () => {
    const { stream } = lazySource(MAX_FILE_BYTES);

    const received = await receiveUploadStream(stream, { tempDir, maxBytes: MAX_FILE_BYTES });

    expect(received.size).toBe(MAX_FILE_BYTES);
  });

  it("refuses 21 MB at the 20 MB limit as soon as it is passed, leaving no temporary file", async () => {
    const { stream, counter } = lazySource(21 * MB);

    const failure = await receiveUploadStream(stream, { tempDir, maxBytes: MAX_FILE_BYTES }).catch(
      (error) => error,
    );

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413 });
    expect(failure.message).toBe(
      "El archivo excede el tamaño máximo permitido de 20 MB. Tamaño actual: más de 20.00 MB",
    );
    // Stopped within a few chunks of the limit instead of reading the whole upload.
    expect(counter.pulled).toBeLessThan(MAX_FILE_BYTES + MB / 2);
    expect(await readdir(tempDir)).toEqual([]);
    // The source is left to the caller, who may skip the rest of it (the next multipart part follows).
    expect(stream.destroyed).toBe(false);
    stream.resume();
    await new Promise((resolve) => stream.once("end", resolve));
    expect(counter.pulled).toBe(21 * MB);
  });

  it("removes the temporary file when the upload breaks off", async () => {
    let sent = 0;
    const broken = new Readable({
      read() {
        if (sent >= 300_000) {
          this.destroy(new Error("la conexión se cerró"));
          return;
        }
        sent += 100_000;
        this.push(Buffer.alloc(100_000, 1));
      },
    });

    await expect(receiveUploadStream(broken, { tempDir, maxBytes: MAX_FILE_BYTES })).rejects.toThrow(
      "la conexión se cerró",
    );
    expect(await readdir(tempDir)).toEqual([]);
  });

  it("lets a multipart request go on to its next file after refusing one", async () => {
    const app = Fastify();
    await app.register(multipart, { limits: { fileSize: 4 * MB } });
    app.post("/upload", async (request) => {
      const results: unknown[] = [];
      for await (const part of request.parts()) {
        if (part.type !== "file") continue;
        try {
          const received = await receiveUploadStream(part.file, { tempDir, maxBytes: MB });
          results.push({ name: part.filename, size: received.size });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          part.file.resume();
          results.push({ name: part.filename, code: error.code });
        }
      }
      return results;
    });
    const boundary = "----licita-varios-91b2";
    const filePart = (name: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
            "Content-Type: application/octet-stream\r\n\r\n",
        ),
        bytes,
        Buffer.from("\r\n"),
      ]);
    const payload = Buffer.concat([
      filePart("grande.pdf", Buffer.alloc(2 * MB, 0x25)),
      filePart("chico.pdf", Buffer.alloc(MB / 2, 0x25)),
      Buffer.from(`--${boundary}--\r\n`),
    ]);

    const response = await app.inject({
      method: "POST",
      url: "/upload",
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    await app.close();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: "grande.pdf", code: "PAYLOAD_TOO_LARGE" },
      { name: "chico.pdf", size: MB / 2 },
    ]);
    const kept = await readdir(tempDir);
    expect(kept).toHaveLength(1);
  });

  describe.each([{ throwFileSizeLimit: true }, { throwFileSizeLimit: false }])(
    "behind @fastify/multipart cutting at its fileSize limit (throwFileSizeLimit: $throwFileSizeLimit)",
    ({ throwFileSizeLimit }) => {
      async function appReceiving() {
        const app = Fastify();
        await app.register(multipart, { limits: { fileSize: MB, files: 1 }, throwFileSizeLimit });
        app.post("/upload", async (request, reply) => {
          const file = await request.file();
          if (!file) return reply.code(400).send({ code: "NO_FILE" });
          try {
            const received = await receiveUploadStream(file.file, { tempDir, maxBytes: MB });
            return { size: received.size, sha256: received.sha256 };
          } catch (error) {
            if (error instanceof AppError) return reply.code(error.status).send({ code: error.code });
            throw error;
          }
        });
        return app;
      }

      it("refuses a file over the limit and keeps nothing", async () => {
        const app = await appReceiving();
        const response = await app.inject({
          method: "POST",
          url: "/upload",
          ...multipartBody("anexo técnico.pdf", Buffer.alloc(MB + MB / 2, 0x25)),
        });
        await app.close();

        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ code: "PAYLOAD_TOO_LARGE" });
        expect(await readdir(tempDir)).toEqual([]);
      });

      it("receives a file within the limit whole", async () => {
        const app = await appReceiving();
        const bytes = Buffer.alloc(MB, 0x61);
        const response = await app.inject({
          method: "POST",
          url: "/upload",
          ...multipartBody("a.txt", bytes),
        });
        await app.close();

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          size: MB,
          sha256: createHash("sha256").update(bytes).digest("hex"),
        });
      });
    },
  );
});
