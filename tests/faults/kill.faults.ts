/**
 * Issue 15 §4: the real server killed with SIGKILL while it receives an upload, while it reads
 * documents and while it generates a phase, then started again on the same data folder. After each
 * restart: every document and version row has its file and every stored file a row, nothing stays
 * queued, being read or being generated, no temporary file is left, every document and version opens.
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

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 10);
/** A phase holds at most six versions (spec 02): as many kills during generation as versions fit. */
const GENERATION_ROUNDS = Math.min(ROUNDS, 6);
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

type Phases = { phases: { files: { name: string; url: string }[]; job: { status: string } | null }[] };

const busyDocument = (doc: { status: string }) => doc.status === "en_cola" || doc.status === "procesando";
const busyPhase = (phase: Phases["phases"][number]) =>
  phase.job?.status === "en_cola" || phase.job?.status === "generando";

async function sha256Of(url: string, what: string): Promise<string> {
  const file = await fetch(`${base}${url}`, { headers: { cookie: `licita_session=${token}` } });
  expect(file.status, `${what} opens`).toBe(200);
  return createHash("sha256")
    .update(Buffer.from(await file.arrayBuffer()))
    .digest("hex");
}

/** The invariants after a restart, once the worker has caught up. */
async function checkInvariants() {
  let documents: { id: string; name: string; status: string }[] = [];
  let phases: Phases = { phases: [] };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    documents = (await call(base, "GET", `/api/projects/${projectId}/documents`, { token })).json().documents;
    const phasesAnswer = await call(base, "GET", `/api/projects/${projectId}/phases`, { token });
    // Before the eight phases start there is nothing generated to check.
    if (phasesAnswer.json().code !== "RAG_NOT_STARTED") {
      expect(phasesAnswer.status, phasesAnswer.text).toBe(200);
      phases = phasesAnswer.json();
    }
    if (!documents.some(busyDocument) && !phases.phases.some(busyPhase)) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  expect(documents.filter(busyDocument)).toEqual([]);
  expect(phases.phases.filter(busyPhase), "no generation left queued or running").toEqual([]);
  const rowHashes = new Set<string>();
  for (const doc of documents) rowHashes.add(await sha256Of(`/api/documents/${doc.id}/download`, doc.name));
  for (const file of phases.phases.flatMap((phase) => phase.files)) {
    rowHashes.add(await sha256Of(file.url, file.name));
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

  it(`killed ${GENERATION_ROUNDS} times while generating phase 1`, async () => {
    const pages = Array.from({ length: 12 }, (_, page) => [
      `Licitación pública nacional LA-001-2026, página ${page + 1}`,
      "El licitante deberá presentar su propuesta técnica firmada por el representante legal.",
      "La garantía de cumplimiento será del 10% del monto del contrato.",
      "La presentación y apertura de proposiciones será el 15 de enero de 2027 a las 10:00 horas.",
    ]);
    const answer = await call(base, "POST", `/api/projects/${projectId}/documents`, {
      token,
      raw: uploadForm("bases", "bases-generacion.pdf", makePdf(pages)),
    });
    expect(answer.status).toBe(201);
    await checkInvariants();
    const started = await call(base, "POST", `/api/projects/${projectId}/rag/start`, { token });
    expect(started.status, started.text).toBe(200);
    for (let round = 0; round < GENERATION_ROUNDS; round++) {
      const asked = await call(base, "POST", `/api/projects/${projectId}/phases/0/generate`, {
        token,
        body: round === 0 ? {} : { instructions: `Ronda ${round}: agrega una columna de responsable` },
      });
      expect(asked.status, asked.text).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 25 * round));
      await kill();
      await start();
      await checkInvariants();
    }
    const phases = (await call(base, "GET", `/api/projects/${projectId}/phases`, { token })).json() as Phases;
    expect(phases.phases[0]!.files.length, "every generation asked for ended in a version").toBe(
      GENERATION_ROUNDS,
    );
  }, 600_000);
});
