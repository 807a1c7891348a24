/**
 * Stop 22 (w-22a): what an outsider tried that stops 1-21 did not, kept as tests against the real
 * server. A request that announces a body and never sends it (held its connection for ever), a JSON
 * body nested 50,000 objects deep (a 500 from the NUL guard's recursion), a PNG of a few kilobytes that
 * declares 400 megapixels (2.1 GB and a minute of OCR for one upload).
 */
import net from "node:net";
import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type LiveServer, signedInClient, startLiveServer, uploadForm } from "./live-server";

const IDLE_MS = 2_000;
let live: LiveServer;
let base: string;
let client: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  live = await startLiveServer({ HTTP_IDLE_TIMEOUT_MS: String(IDLE_MS) });
  base = live.base;
  client = await signedInClient(base, "Cliente Insistente");
}, 180_000);

afterAll(async () => {
  await live?.stop();
});

/**
 * Opens a signed-in client's project creation announcing 1,000 bytes of body, sends ten, then waits:
 * how long until the server closes it, and the answer's status line if there was one.
 */
function silentBody(
  waitMs: number,
  contentType = "application/json",
): Promise<{ closedAfterMs: number | null; statusLine: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(live.port, "127.0.0.1", () => {
      socket.write(
        [
          "POST /api/projects HTTP/1.1",
          `Host: 127.0.0.1:${live.port}`,
          `Cookie: licita_session=${client.token}`,
          `Content-Type: ${contentType}`,
          "Content-Length: 1000",
          "",
          '{"name":',
        ].join("\r\n"),
      );
    });
    let answer = "";
    socket.setEncoding("latin1").on("data", (chunk: string) => {
      answer += chunk;
    });
    const statusLine = () => answer.split("\r\n")[0] ?? "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: null, statusLine: statusLine() });
    }, waitMs);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ closedAfterMs: Date.now() - started, statusLine: statusLine() });
    });
  });
}

describe("a client that announces a body and never sends it", () => {
  it("has its connection closed once it has been silent for the idle time", async () => {
    const attempts = await Promise.all(Array.from({ length: 20 }, () => silentBody(IDLE_MS * 5)));
    for (const attempt of attempts) {
      expect(attempt.closedAfterMs).not.toBeNull();
      expect(attempt.closedAfterMs).toBeLessThan(IDLE_MS * 4);
    }
    expect((await call(base, "GET", "/health-check")).status).toBe(200);
  }, 30_000);

  it("has its connection closed with the answer when it is refused before its body arrives", async () => {
    const refused = await silentBody(IDLE_MS * 5, "application/xml");
    expect(refused.statusLine).toBe("HTTP/1.1 415 Unsupported Media Type");
    expect(refused.closedAfterMs).not.toBeNull();
    expect(refused.closedAfterMs).toBeLessThan(IDLE_MS / 2);
  }, 30_000);
});

/**
 * Sends `head` and the first `sent` bytes of a body of `length`, waits for the answer, then sends the
 * rest and asks for the health check on the same connection: what came back on it.
 */
function refusedThenRest(head: string[], length: number, sent: number): Promise<string> {
  return new Promise((resolve) => {
    let answer = "";
    let restSent = false;
    const socket = net.connect(live.port, "127.0.0.1", () => {
      socket.write([...head, `Content-Length: ${length}`, "", "x".repeat(sent)].join("\r\n"));
    });
    const timer = setTimeout(() => socket.destroy(), 10_000);
    socket.setEncoding("latin1").on("data", (chunk: string) => {
      answer += chunk;
      if (!restSent && answer.includes("\r\n\r\n")) {
        restSent = true;
        socket.write("x".repeat(length - sent));
        socket.write(`GET /health-check HTTP/1.1\r\nHost: 127.0.0.1:${live.port}\r\n\r\n`);
      }
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(answer);
    });
    const done = setInterval(() => {
      if ((answer.match(/HTTP\/1\.1 /g) ?? []).length >= 2) {
        clearInterval(done);
        socket.destroy();
      }
    }, 20);
    socket.on("close", () => clearInterval(done));
  });
}

describe("a small body refused before it has all arrived", () => {
  it("still reaches its sender, who may go on using the connection (CI stop 24: 'write EPIPE')", async () => {
    const host = `Host: 127.0.0.1:${live.port}`;
    const cookie = `Cookie: licita_session=${client.token}`;
    const unsupported = await refusedThenRest(
      ["POST /api/projects HTTP/1.1", host, cookie, "Content-Type: application/xml"],
      50_000,
      10,
    );
    expect(unsupported).toMatch(/^HTTP\/1\.1 415 /);
    expect(unsupported).toContain("HTTP/1.1 200 OK");
    const notTheirs = await refusedThenRest(
      [
        "POST /api/projects/00000000-0000-4000-8000-000000000000/documents HTTP/1.1",
        host,
        cookie,
        "Content-Type: multipart/form-data; boundary=frontera",
      ],
      50_000,
      10,
    );
    expect(notTheirs).toMatch(/^HTTP\/1\.1 404 /);
    expect(notTheirs).toContain("HTTP/1.1 200 OK");
  }, 30_000);
});

describe("a JSON body nested 50,000 objects deep", () => {
  it("is read like any other body: the unknown field is dropped, never a 500", async () => {
    const extra = `${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}`;
    const created = await call(base, "POST", "/api/projects", {
      token: client.token,
      raw: `{"name":"Obra anidada","description":"x","extra":${extra}}`,
      headers: { "content-type": "application/json" },
    });
    expect(created.status).toBe(201);
    expect(created.json().project.name).toBe("Obra anidada");
    const withNul = await call(base, "POST", "/api/projects", {
      token: client.token,
      raw: `{"name":"Obra","description":"x","extra":${extra.replace("1}", '"\\u0000"}')}}`,
      headers: { "content-type": "application/json" },
    });
    expect(withNul.status).toBe(400);
    expect(withNul.json().code).toBe("VALIDATION_ERROR");
  }, 30_000);
});

function pngChunk(type: string, data: Buffer): Buffer {
  let crc = 0xffffffff;
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  for (const byte of typed) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  const framed = Buffer.alloc(12 + data.length);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 8 + data.length);
  return framed;
}

describe("a picture bomb sent to OCR", () => {
  it("is refused by its declared size in Spanish, at once, and the server stays healthy", async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header[8] = 1;
    const row = Buffer.alloc(2_501, 0xff);
    row[0] = 0;
    const png = Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: 20_000 }, () => row)))),
      pngChunk("IEND", Buffer.alloc(0)),
    ]);
    const project = (
      await call(base, "POST", "/api/projects", {
        token: client.token,
        body: { name: "Obra con imagen", description: "x" },
      })
    ).json().id as string;
    const started = Date.now();
    const uploaded = await call(base, "POST", `/api/projects/${project}/documents`, {
      token: client.token,
      raw: uploadForm("anexos", "plano.png", png, "image/png"),
    });
    expect(uploaded.status).toBe(201);
    let document: { status: string; statusDetail: string | null } | undefined;
    while (Date.now() - started < 30_000) {
      const list = (
        await call(base, "GET", `/api/projects/${project}/documents`, { token: client.token })
      ).json();
      document = list.documents[0];
      if (document && !["en_cola", "procesando"].includes(document.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(document?.status).toBe("error");
    expect(document?.statusDetail).toBe(
      "La imagen PNG mide 400 megapíxeles; se leen imágenes de hasta 120. Redúzcala o cárguela como PDF.",
    );
    expect((await call(base, "GET", "/health-check")).status).toBe(200);
  }, 60_000);
});
