/**
 * Issue 15 §5: bad input at volume against the real server. 1,000 malformed uploads and malformed JSON
 * on every route of the OpenAPI document: no crash, no 5xx, every refusal a Spanish {code, message}.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type LiveServer, signedInClient, startLiveServer, uploadForm } from "./live-server";

let live: LiveServer;
let token: string;
let projectId: string;
const failures: string[] = [];
const FUZZ_UPLOADS = Number(process.env.FUZZ_UPLOADS ?? 1000);

beforeAll(async () => {
  live = await startLiveServer({ RATE_LIMIT_MAX: "100000", AUTH_RATE_LIMIT_MAX: "100000" });
  token = (await signedInClient(live.base, "Cliente Fuzz")).token;
  const created = await call(live.base, "POST", "/api/projects", {
    token,
    body: { name: "Proyecto de fuzz", description: "Entradas malformadas" },
  });
  projectId = created.json().id;
}, 180_000);

afterAll(async () => {
  await live?.stop();
});

/** Deterministic pseudo-random bytes, so a failure can be replayed from its index. */
function seeded(seed: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  let state = seed * 2654435761 + 1;
  for (let index = 0; index < length; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[index] = state >>> 24;
  }
  return out;
}

const EXTENSIONS = ["pdf", "docx", "xlsx", "pptx", "doc", "xls", "ppt", "txt", "exe", "", "PDF", "tar.gz"];
const HEADS = [
  Buffer.from("%PDF-1.7\n"),
  Buffer.from("PK\u0003\u0004"),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.from("\uFEFF"),
  Buffer.from([0xff, 0xfe]),
  Buffer.from("<?xml version='1.0'?><!DOCTYPE x [<!ENTITY a 'b'>]>"),
  Buffer.alloc(0),
];

/** The n-th malformed file: a real header (or none) followed by seeded garbage, under an odd name. */
function malformedFile(n: number): { name: string; content: Buffer } {
  const head = HEADS[n % HEADS.length]!;
  const body = seeded(n, (n * 37) % 6000);
  const extension = EXTENSIONS[n % EXTENSIONS.length]!;
  const names = [`archivo-${n}`, `../${n}`, `${"ñ".repeat(n % 300)}${n}`, `con\u0000nulo${n}`, ` ${n} `];
  const base = names[n % names.length]!;
  return { name: extension ? `${base}.${extension}` : base, content: Buffer.concat([head, body]) };
}

function judge(label: string, status: number, text: string) {
  if (status >= 500) failures.push(`${label}: ${status} ${text.slice(0, 200)}`);
  if (status >= 400) {
    try {
      const body = JSON.parse(text) as { code?: string; message?: string };
      if (!body.code || !body.message || /FST_|Error:|at \//.test(text))
        failures.push(`${label}: ${text.slice(0, 200)}`);
    } catch {
      failures.push(`${label}: not JSON: ${text.slice(0, 200)}`);
    }
  }
}

describe("malformed input at volume", () => {
  it("1,000 malformed uploads: no 5xx, every refusal in Spanish, the server still healthy", async () => {
    const uploadPath = `/api/projects/${projectId}/documents`;
    for (let start = 0; start < FUZZ_UPLOADS; start += 20) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, offset) => {
          const n = start + offset;
          const file = malformedFile(n);
          let answer: Awaited<ReturnType<typeof call>>;
          if (n % 10 === 9) {
            // A broken multipart body: wrong or missing boundary, cut in the middle.
            const raw = Buffer.concat([
              Buffer.from(
                `--x${n}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n`,
              ),
              seeded(n, 300),
            ]);
            answer = await call(live.base, "POST", uploadPath, {
              token,
              raw,
              headers: {
                "content-type": n % 20 === 9 ? "multipart/form-data" : `multipart/form-data; boundary=x${n}`,
              },
            });
          } else {
            answer = await call(live.base, "POST", uploadPath, {
              token,
              raw: uploadForm("otros", file.name, file.content),
            });
          }
          judge(`upload #${n} ${JSON.stringify(file.name)}`, answer.status, answer.text);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect((await call(live.base, "GET", "/health-check")).status).toBe(200);
  }, 240_000);

  it("malformed JSON on every route of the API: no 5xx, every refusal in Spanish", async () => {
    const openapi = (await call(live.base, "GET", "/api/openapi.json")).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const bodies = [
      "{",
      '{"a":',
      "[]",
      "null",
      '"texto"',
      "1e309",
      `{"name":${"[".repeat(2000)}}`,
      '{"__proto__":{"x":1}}',
      randomBytes(64).toString("latin1"),
    ];
    let routes = 0;
    for (const [template, methods] of Object.entries(openapi.paths)) {
      const path = template
        .replace(/\{id\}/g, projectId)
        .replace(/\{phase\}/g, "1")
        .replace(/\{token\}/g, "A".repeat(43))
        .replace(/\{[^}]+\}/g, "x");
      for (const method of Object.keys(methods).map((name) => name.toUpperCase())) {
        if (method === "GET" || method === "HEAD" || method === "OPTIONS") continue;
        routes += 1;
        for (const raw of bodies) {
          for (const session of [token, undefined]) {
            const answer = await call(live.base, method, path, {
              token: session,
              raw,
              headers: { "content-type": "application/json" },
            });
            judge(`${method} ${template} ${JSON.stringify(raw.slice(0, 20))}`, answer.status, answer.text);
          }
        }
      }
    }
    expect(routes).toBeGreaterThan(10);
    expect(failures).toEqual([]);
    expect((await call(live.base, "GET", "/health-check")).status).toBe(200);
  }, 120_000);
});
