/**
 * The eight phases on real files, timed: ingests the given files into a scratch project on a fresh
 * embedded database (as the ingest job does) and runs every phase with the configured generator (the
 * built-in one unless LLM_BASE_URL and LLM_MODEL are set), printing per phase the seconds, the passages
 * read and cited, the statements written, the share of them with a verified citation and the
 * [PENDIENTE] marks. Then it times click-to-first-progress through the real queue: a worker is started,
 * phase 1 is regenerated through the same service the generate route calls, and the time from the call
 * to the version's first step (and to its file) is printed.
 *
 *   npm run bench:generate -- FILE...            (category guessed from the name; else 'bases')
 *   npm run bench:generate -- legal=acta.pdf equipo=cv.docx bases=pliego.pdf
 *   npm run bench:generate -- --out salida/ FILE...   (also keeps the eight files)
 */
import { createWriteStream } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pino from "pino";
import { digestFile } from "../src/server/adapters/storage/file-digest";
import { createAppContext } from "../src/server/build-context";
import { loadConfig } from "../src/server/config/config";
import { openDatabase } from "../src/server/db/client";
import { insertUser } from "../src/server/features/auth/auth.repository";
import { createDocumentJobs } from "../src/server/features/documents/documents.jobs";
import { findDocument, insertDocument } from "../src/server/features/documents/documents.repository";
import { createPhaseJobs } from "../src/server/features/phases/phases.jobs";
import {
  findPhaseVersion,
  insertPhaseVersion,
  listPhaseVersions,
} from "../src/server/features/phases/phases.repository";
import { requestGeneration } from "../src/server/features/phases/phases.service";
import { insertProject, updateProject } from "../src/server/features/projects/projects.repository";
import {
  DOCUMENT_CATEGORY_IDS,
  type DocumentCategory,
  extensionOf,
  isAllowedFileType,
  MIME_TYPES,
} from "../src/shared/rules/files";
import { PHASES } from "../src/shared/rules/phases";

const GUESSES: Array<[RegExp, DocumentCategory]> = [
  [/formato/i, "formatos"],
  [/anexo/i, "anexos"],
  [/acta|poder|escritura/i, "legal"],
  [/constancia|fiscal|sat|opinion/i, "fiscal"],
  [/curriculum-empresa|empresa|perfil/i, "curricula"],
  [/\bcv\b|cv-|curricul/i, "equipo"],
];

function parseArgument(argument: string): { filePath: string; category: DocumentCategory } {
  const match = /^([a-z]+)=(.+)$/.exec(argument);
  if (match && (DOCUMENT_CATEGORY_IDS as string[]).includes(match[1]!)) {
    return { filePath: match[2]!, category: match[1] as DocumentCategory };
  }
  const name = path.basename(argument);
  return { filePath: argument, category: GUESSES.find(([pattern]) => pattern.test(name))?.[1] ?? "bases" };
}

// --out DIR keeps the eight generated files there, to open them.
const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1] : undefined;
const files = args.map(parseArgument);
if (files.length === 0) {
  console.error("Uso: npm run bench:generate -- [categoria=]ARCHIVO...");
  process.exit(2);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "licita-bench-generate-"));
const logger = pino({ level: "warn" });
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined, ROLE: "all" });
const database = await openDatabase({ dataDir, vector: false });
await database.migrate();
const context = await createAppContext({ config, database, logger, isWorker: false });
const ctx = context.ctx;
let worker: Awaited<ReturnType<typeof createAppContext>> | undefined;

const SAMPLES = 3;

/**
 * The 'Generar' click through the real path: the service inserts the version and sends the job, the
 * worker picks it up and writes its first step. The click is sent through the worker's own context, as
 * in `npm start` (one process: the send wakes the idle worker at once); a web process apart from its
 * workers waits for their polling instead (docs/ARCHITECTURE.md, 'How a phase is generated'). The phases above ran their handler
 * directly, so the worker starts only now: its sweep would take a version run outside the queue for one a
 * dead process left behind.
 */
async function measureQueueLatency(user: Awaited<ReturnType<typeof insertUser>>, projectId: string) {
  worker = await createAppContext({ config, database, logger, isWorker: true });
  const firstStep: number[] = [];
  const toFile: number[] = [];
  for (let sample = 1; sample <= SAMPLES; sample++) {
    const clicked = performance.now();
    const answer = await requestGeneration(worker.ctx, {
      actor: { user, sessionId: "bench" },
      projectId,
      phase: 0,
      instructions: `Medición ${sample}: más detalle en los plazos.`,
    });
    const version = answer.phases[0]!.job!.version;
    let seenStep = false;
    for (;;) {
      const row = (await listPhaseVersions(ctx.db, projectId)).find(
        (item) => item.phase === 0 && item.version === version,
      );
      if (!seenStep && row && (row.step !== null || row.status !== "en_cola")) {
        firstStep.push((performance.now() - clicked) / 1000);
        seenStep = true;
      }
      if (row?.status === "listo" || row?.status === "error") {
        if (row.status === "error") throw new Error(`la medición falló: ${row.error}`);
        toFile.push((performance.now() - clicked) / 1000);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    return `mín. ${sorted[0]!.toFixed(2)} s, mediana ${median.toFixed(2)} s, máx. ${sorted.at(-1)!.toFixed(2)} s`;
  };
  console.log(
    `\nDel clic en 'Generar' a la cola real, un proceso como \`npm start\` (fase 1 regenerada, ${SAMPLES} muestras):`,
  );
  console.log(`  primer paso visible: ${summary(firstStep)}`);
  console.log(`  archivo listo:       ${summary(toFile)}`);
}
try {
  const user = await insertUser(ctx.db, {
    email: `bench-${Date.now()}@licita.invalid`,
    fullName: "Banco de pruebas",
    passwordHash: "-",
    status: "active",
  });
  const project = await insertProject(ctx.db, {
    ownerId: user.id,
    name: "Proyecto de medición",
    description: "Propuesta generada por npm run bench:generate",
  });
  const [ingest] = createDocumentJobs(ctx);
  console.log("Ingesta:");
  for (const file of files) {
    const extension = extensionOf(file.filePath);
    if (!isAllowedFileType(extension)) throw new Error(`tipo no admitido: ${file.filePath}`);
    const copy = path.join(dataDir, `upload.${extension}`);
    await copyFile(file.filePath, copy);
    const digest = await digestFile(copy);
    const stored = await ctx.storage.putFile(copy, { ...digest, contentType: MIME_TYPES[extension] });
    const document = await insertDocument(ctx.db, {
      projectId: project.id,
      ownerId: user.id,
      name: path.basename(file.filePath),
      fileType: extension,
      mimeType: MIME_TYPES[extension],
      fileSize: digest.size,
      sha256: digest.sha256,
      storageKey: stored.key,
      documentType: file.category,
      kind: "input",
      status: "en_cola",
    });
    const started = performance.now();
    await ingest!.handle({ documentId: document.id }, { jobId: "bench", logger });
    const done = await findDocument(ctx.db, document.id);
    console.log(
      `  ${path.basename(file.filePath).padEnd(48)} ${file.category.padEnd(9)} ${String(done?.pageCount ?? "-").padStart(4)} pág. ${String(done?.passageCount ?? 0).padStart(5)} pasajes ${((performance.now() - started) / 1000).toFixed(2).padStart(6)} s  ${done?.status}`,
    );
  }
  await updateProject(ctx.db, project.id, { ragStartedAt: new Date(), currentPhase: 0 });
  const [generate] = createPhaseJobs(ctx);
  const generator = config.LLM_BASE_URL ? `modelo ${config.LLM_MODEL}` : "generador extractivo integrado";
  console.log(`\nFases (${generator}):`);
  console.log(
    `  ${"fase".padEnd(40)} ${"seg.".padStart(6)} ${"leídos".padStart(7)} ${"citados".padStart(8)} ${"afirm.".padStart(7)} ${"con cita".padStart(9)} ${"PENDIENTE".padStart(10)}`,
  );
  for (const phase of PHASES) {
    const version = (await insertPhaseVersion(ctx.db, {
      projectId: project.id,
      phase: phase.id,
      version: 1,
    }))!;
    const started = performance.now();
    await generate!.handle({ versionId: version.id }, { jobId: "bench", logger });
    const seconds = (performance.now() - started) / 1000;
    const done = await findPhaseVersion(ctx.db, version.id);
    const stats = (done?.stats ?? {}) as Record<string, number>;
    if (outDir && done?.documentId) {
      const output = await findDocument(ctx.db, done.documentId);
      if (output) {
        await mkdir(outDir, { recursive: true });
        await pipeline(
          await ctx.storage.read(output.storageKey),
          createWriteStream(path.join(outDir, output.name)),
        );
      }
    }
    const share = stats.statements ? `${Math.round((100 * (stats.cited ?? 0)) / stats.statements)} %` : "-";
    console.log(
      done?.status === "listo"
        ? `  ${`${phase.id + 1}. ${phase.name}`.padEnd(40)} ${seconds.toFixed(2).padStart(6)} ${String(stats.passagesRetrieved).padStart(7)} ${String(stats.passagesCited).padStart(8)} ${String(stats.statements).padStart(7)} ${share.padStart(9)} ${String(stats.pending).padStart(10)}`
        : `  ${`${phase.id + 1}. ${phase.name}`.padEnd(40)} ${seconds.toFixed(2).padStart(6)}  error: ${done?.error}`,
    );
  }
  await measureQueueLatency(user, project.id);
  console.log(`\nMemoria máxima (RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
} finally {
  await worker?.close();
  await context.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
// Everything is closed, but a message port (the warm extraction thread's, or tsx's loader) can keep
// the event loop alive for good: the figures are printed, so the script ends here.
process.exit(0);
