/**
 * bench:web's second part: the jobs as a person in the running app feels them. Through the real server
 * (the same one bench:web started): each real tender is uploaded through the API, and the documents
 * list is asked every 10 ms for the moment its reading starts ('procesando') and the moment it is
 * 'listo', counted from the upload's answer; then, in Chromium, 'Generar documento' and
 * 'Regenerar con instrucciones' are clicked on phase 1, and the time from the click to the first real
 * step on screen (or the finished file, if it came first) is taken in the page itself.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";

const TENDERS_DIR = "../shared/fixtures/tenders";
const TENDER_PARTS = [
  `${TENDERS_DIR}/jaen-02-pliego-clausulas-administrativas.pdf`,
  `${TENDERS_DIR}/santafe-pliego-unico-bases-condiciones-generales.pdf`,
];
export const JOB_TARGETS = { readingStartedMs: 200, firstStepMs: 300, listoAfterUploadMs: 2_000 };

interface Session {
  base: string;
  cookie: string;
  projectId: string;
}

/** The real tenders, and the two joined into one of 49 pages (pdfunite, from poppler-utils). */
async function tenderFiles(dir: string): Promise<string[]> {
  const joined = path.join(dir, "jaen-02+santafe-49-paginas.pdf");
  await new Promise<void>((resolve, reject) =>
    execFile("pdfunite", [...TENDER_PARTS, joined], (error) => (error ? reject(error) : resolve())),
  );
  return [joined, ...TENDER_PARTS];
}

async function documentStatus(session: Session, documentId: string): Promise<string | undefined> {
  const answer = await fetch(`${session.base}/api/projects/${session.projectId}/documents`, {
    headers: { cookie: session.cookie },
  });
  const { documents } = (await answer.json()) as { documents: { id: string; status: string }[] };
  return documents.find((document) => document.id === documentId)?.status;
}

/** Uploads one file as 'bases'; from the answer on, times reading started and 'listo'. */
async function uploadAndWatch(session: Session, filePath: string) {
  const form = new FormData();
  form.append("documentType", "bases");
  form.append(
    "files",
    new Blob([await readFile(filePath)], { type: "application/pdf" }),
    path.basename(filePath),
  );
  const answer = await fetch(`${session.base}/api/projects/${session.projectId}/documents`, {
    method: "POST",
    headers: { cookie: session.cookie, "x-upload-file-count": "1" },
    body: form,
  });
  if (answer.status !== 201) throw new Error(`la carga respondió ${answer.status}: ${await answer.text()}`);
  const uploaded = performance.now();
  const { documents } = (await answer.json()) as { documents: { id: string }[] };
  const documentId = documents[0]!.id;
  let startedMs: number | null = null;
  for (;;) {
    const status = await documentStatus(session, documentId);
    const elapsed = performance.now() - uploaded;
    if (startedMs === null && status !== "en_cola") startedMs = elapsed;
    if (status === "listo") return { startedMs: startedMs ?? elapsed, listoMs: elapsed };
    if (status === "error" || status === "sin_texto" || elapsed > 120_000)
      throw new Error(`${path.basename(filePath)}: ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Clicks a phase-1 button in the workspace and returns the milliseconds, measured in the page, from
 * the click to the first real step shown ('Generando la versión N: <paso>') or the version's file.
 */
async function clickToFirstStep(
  context: BrowserContext,
  session: Session,
  version: number,
  answers: number[],
): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`${session.base}/project/${session.projectId}/rag`);
    const button =
      version === 1
        ? page.getByRole("button", { name: "Generar documento" })
        : page.getByRole("button", { name: "Regenerar con instrucciones" });
    await button.waitFor({ state: "visible" });
    if (version > 1) {
      await page
        .getByLabel("Instrucciones para el modelo RAG")
        .fill(`Medición ${version}: más detalle en los plazos.`);
    }
    // As a string: tsx would wrap the page's functions in a helper the page does not have.
    await page.evaluate(`(() => {
      const wanted = ${version};
      document.addEventListener("click", () => { window.clickedAt ??= performance.now(); }, { capture: true });
      new MutationObserver((records, observer) => {
        const status = document.querySelector('[role="status"]')?.textContent ?? "";
        const isStep = new RegExp("Generando la versión " + wanted + ": (?!en cola)").test(status);
        const isFile = (document.body.textContent ?? "").includes("_v" + wanted + ".xlsx");
        if (window.clickedAt !== undefined && (isStep || isFile)) {
          window.firstStepAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    })()`);
    await button.click();
    // Polled from here (the page's CSP refuses a string predicate); the figure is the page's own clock.
    const deadline = Date.now() + 60_000;
    while (!(await page.evaluate("window.firstStepAt !== undefined"))) {
      if (Date.now() > deadline) throw new Error("el primer paso no apareció en 60 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = Number(await page.evaluate("window.firstStepAt - window.clickedAt"));
    const answerMs = Number(
      await page.evaluate(
        "performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/generate')).at(-1)?.duration ?? NaN",
      ),
    );
    answers.push(answerMs);
    // The version ends before the next click (a running phase refuses another).
    await page.getByText(`_v${version}.xlsx`).first().waitFor({ state: "visible", timeout: 60_000 });
    return ms;
  } finally {
    await page.close();
  }
}

function medianOf(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `mediana ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms (mín. ${sorted[0]!.toFixed(0)}, máx. ${sorted.at(-1)!.toFixed(0)})`;
}

/** Runs both measurements on the signed-in client's project and prints them against the targets. */
export async function measureJobs(session: Session, context: BrowserContext, loadAverage: () => string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "licita-bench-jobs-"));
  try {
    console.log(`\nTrabajos en la aplicación en marcha (carga media ${loadAverage()}):`);
    const started: number[] = [];
    for (const file of await tenderFiles(dir)) {
      const { startedMs, listoMs } = await uploadAndWatch(session, file);
      started.push(startedMs);
      const pages = file.includes("49-paginas") ? " (49 páginas)" : "";
      console.log(
        `  ${path.basename(file).slice(0, 44).padEnd(44)}${pages.padEnd(14)} lectura iniciada ${startedMs.toFixed(0).padStart(5)} ms   'Listo' ${listoMs.toFixed(0).padStart(6)} ms tras la carga (objetivo ≤ ${JOB_TARGETS.listoAfterUploadMs} ms: ${listoMs <= JOB_TARGETS.listoAfterUploadMs ? "cumple" : "NO cumple"})`,
      );
    }
    console.log(
      `  carga terminada → lectura iniciada: ${summary(started)} (objetivo ≤ ${JOB_TARGETS.readingStartedMs} ms: ${medianOf(started) <= JOB_TARGETS.readingStartedMs ? "cumple" : "NO cumple"})`,
    );
    const start = await fetch(`${session.base}/api/projects/${session.projectId}/rag/start`, {
      method: "POST",
      headers: { cookie: session.cookie, origin: session.base },
    });
    if (start.status >= 400) throw new Error(`rag/start respondió ${start.status}: ${await start.text()}`);
    const steps: number[] = [];
    const answers: number[] = [];
    for (let version = 1; version <= 3; version++)
      steps.push(await clickToFirstStep(context, session, version, answers));
    console.log(
      `  'Generar' → primer paso visible en el navegador (fase 1, versiones 1-3): ${summary(steps)} (objetivo ≤ ${JOB_TARGETS.firstStepMs} ms: ${medianOf(steps) <= JOB_TARGETS.firstStepMs ? "cumple" : "NO cumple"}); de ello, la respuesta del servidor a 'Generar': ${summary(answers)}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
