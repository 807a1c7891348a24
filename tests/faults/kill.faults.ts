/**
 * Issue 15 §4: the real server killed with SIGKILL while it receives an upload and while it reads
 * documents, then started again on the same data folder. After each restart: every document row has
 * its file and every stored file a row, nothing stays queued or being read, no temporary file is left,
 * every document opens.
 */
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signedInClient, uploadForm } from "../security/live-server";
import { makePdf } from "../support/sample-files";
import {
  freePort,
  freshDataDir,
  type Server,
  startServer,
  waitUntilHealthy,
} from "../support/server-process";

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 3);
let dataDir: string;
let port: number;
let base: string;
let server: Server;
let token: string;
let projectId: string;
const uploadedHashes = new Set<string>();

async function start() {
  server = startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: "warn" });
  await waitUntilHealthy(server, 120_000);
}

async function kill() {
  server.child.kill("SIGKILL");
  await server.exited;
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The invariants after a restart, once the worker has caught up. */
async function checkInvariants() {
  let documents: { id: string; name: string; status: string }[] = [];
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    documents = (await call(base, "GET", `/api/projects/${projectId}/documents`, { token })).json().documents;
    if (documents.every((doc) => doc.status !== "en_cola" && doc.status !== "procesando")) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  expect(documents.filter((doc) => doc.status === "en_cola" || doc.status === "procesando")).toEqual([]);
  const rowHashes = new Set<string>();
  for (const doc of documents) {
    const file = await fetch(`${base}/api/documents/${doc.id}/download`, {
      headers: { cookie: `licita_session=${token}` },
    });
    expect(file.status, `${doc.name} opens`).toBe(200);
    rowHashes.add(
      createHash("sha256")
        .update(Buffer.from(await file.arrayBuffer()))
        .digest("hex"),
    );
  }
  const stored = (await listFiles(path.join(dataDir, "files"))).map((file) => path.basename(file));
  expect(
    stored.filter((name) => !rowHashes.has(name)),
    "every stored file has a row",
  ).toEqual([]);
  expect(
    [...rowHashes].filter((hash) => !stored.includes(hash)),
    "every row has its file",
  ).toEqual([]);
  expect(await listFiles(path.join(dataDir, "tmp")), "no temporary file left").toEqual([]);
}

beforeAll(async () => {
  dataDir = await freshDataDir();
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await start();
  token = (await signedInClient(base, "Cliente Fallas")).token;
  projectId = (
    await call(base, "POST", "/api/projects", {
      token,
      body: { name: "Fallas", description: "Proyecto de fallas" },
    })
  ).json().id;
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) await kill();
});

describe("SIGKILL and restart", () => {
  it(`killed ${ROUNDS} times while receiving a large upload`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const content = Buffer.from(`Ronda ${round} ${"texto de una propuesta técnica ".repeat(400_000)}`);
      const upload = call(base, "POST", `/api/projects/${projectId}/documents`, {
        token,
        raw: uploadForm("otros", `grande-${round}.txt`, content),
      }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 150 + round * 50));
      await kill();
      await upload;
      await start();
      await checkInvariants();
    }
  }, 600_000);

  it(`killed ${ROUNDS} times while reading uploaded documents`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const pages = Array.from({ length: 40 }, (_, page) => [
        `Ronda ${round}, página ${page + 1}`,
        "Requisitos técnicos de la licitación pública nacional.",
      ]);
      const pdf = makePdf(pages);
      uploadedHashes.add(createHash("sha256").update(pdf).digest("hex"));
      const answer = await call(base, "POST", `/api/projects/${projectId}/documents`, {
        token,
        raw: uploadForm("bases", `bases-${round}.pdf`, pdf),
      });
      expect(answer.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await kill();
      await start();
      await checkInvariants();
    }
    const documents = (await call(base, "GET", `/api/projects/${projectId}/documents`, { token })).json()
      .documents;
    expect(documents.filter((doc: { name: string }) => doc.name.startsWith("bases-")).length).toBe(ROUNDS);
  }, 600_000);
});
