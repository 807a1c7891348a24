import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import mammoth from "mammoth";
import {
  MAX_PHASE_VERSIONS,
  PHASE_MESSAGES,
  PHASES,
  phaseDescription,
  phaseFileName,
} from "../../src/shared/rules/phases";
import { makeDocx, makeXlsx } from "../support/sample-files";
import { TENDER_PACKAGE, TENDER_PROJECT } from "../support/tender-package";
import { signInNewClient } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { generateByApi } from "./phase-api";

const PACKAGE_NAMES = TENDER_PACKAGE.map((file) => file.name);
const PDF_NAMES = PACKAGE_NAMES.filter((name) => name.endsWith(".pdf"));
const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const MIME = { pdf: "application/pdf", docx: DOCX_MIME } as Record<string, string>;

const filesRegion = (page: Page) => page.getByRole("region", { name: "Documentos generados" });

/** Waits for a version's file in the list; a failed generation ends the test with the page's reason. */
async function waitForFile(page: Page, fileName: string): Promise<void> {
  const file = filesRegion(page).getByText(fileName, { exact: true });
  const failure = page.getByRole("alert").filter({ hasText: PHASE_MESSAGES.generateFailed });
  await expect(file.or(failure).first()).toBeVisible({ timeout: 30_000 });
  if (await failure.isVisible()) throw new Error(`generación fallida: ${await failure.innerText()}`);
}

async function download(page: Page, fileName: string): Promise<Buffer> {
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: `Descargar ${fileName}` }).click();
  const file = await downloadPromise;
  expect(file.suggestedFilename()).toBe(fileName);
  return readFile((await file.path())!);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object" && "richText" in value) return value.richText.map((r) => r.text).join("");
  return String(value);
}

/** A sheet's rows as records keyed by the header row's texts. */
function records(sheet: ExcelJS.Worksheet): { headers: string[]; rows: Record<string, string>[] } {
  const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(cellText);
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, index) => [header, cellText(values[index])])));
  });
  return { headers, rows };
}

/** Every cited source row names a package document, and a PDF page when it is a PDF. */
function expectSourceColumn(rows: Record<string, string>[]): void {
  const cited = rows.filter((row) => row["Documento fuente"]);
  expect(cited.length).toBeGreaterThan(0);
  for (const row of cited) {
    const names = row["Documento fuente"]!.split("; ");
    for (const name of names) expect(PACKAGE_NAMES).toContain(name);
    if (names.some((name) => PDF_NAMES.includes(name))) expect(row.Página).toMatch(/^\d+/);
  }
}

async function checkWorkbook(id: number, buffer: Buffer): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const names = workbook.worksheets.map((sheet) => sheet.name);
  if (id === 0) {
    expect(names).toEqual(expect.arrayContaining(["Puntos relevantes", "Calendario", "Acerca de"]));
    const points = records(workbook.getWorksheet("Puntos relevantes")!);
    expect(points.headers).toEqual([
      "Requisito",
      "Tipo",
      "Qué se entrega",
      "Plazo o fecha",
      "Ponderación",
      "Obligatorio",
      "Documento fuente",
      "Página",
      "Cita textual",
    ]);
    expectSourceColumn(points.rows);
    expect(points.rows.some((row) => row["Cita textual"]!.includes("acta constitutiva"))).toBe(true);
    const calendar = records(workbook.getWorksheet("Calendario")!);
    const junta = calendar.rows.find((row) => row.Evento === "Junta de aclaraciones");
    expect(junta?.Fecha).toMatch(/16 de marzo/);
    expect(junta?.["Documento fuente"]).toBe("convocatoria-bases.pdf");
  } else {
    expect(names).toEqual(expect.arrayContaining(["Evaluación por criterio", "Resumen", "Acerca de"]));
    const criteria = records(workbook.getWorksheet("Evaluación por criterio")!);
    expect(criteria.headers).toContain("Documento fuente");
    expect(criteria.rows.map((row) => row.Criterio).join("\n")).toMatch(/Capacidad del licitante/);
    expectSourceColumn(criteria.rows);
  }
}

async function checkDocument(id: number, buffer: Buffer): Promise<string> {
  const { value: html } = await mammoth.convertToHtml({ buffer });
  expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  const footnotes = [...html.matchAll(/<li id="footnote-\d+">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
  const citing = footnotes.filter((note) => PACKAGE_NAMES.some((name) => note.includes(name)));
  expect(citing.length, `notas al pie de la fase ${id + 1}`).toBeGreaterThan(0);
  for (const note of citing) {
    for (const pdf of PDF_NAMES) if (note.includes(pdf)) expect(note).toContain(`${pdf}, p. `);
  }
  return html;
}

test("un cliente recorre las ocho fases con los documentos de una licitación y cierra el proyecto", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  // Every progress text the page shows, however briefly: extractive generation can finish in a blink.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[role="status"]')) {
        const text = node.textContent ?? "";
        if (text.startsWith("Generando la versión") && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await signInNewClient(page, "Jorge Alberto Medina Ruiz");
  await page.goto("/client-dashboard");
  await page.getByRole("button", { name: "Nuevo proyecto" }).click();
  await page.getByLabel("Nombre del proyecto").fill(TENDER_PROJECT.name);
  await page.getByLabel("Descripción").fill(TENDER_PROJECT.description);
  await page.getByRole("button", { name: "Crear proyecto" }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]+\/upload$/);
  const projectId = /\/project\/([0-9a-f-]+)\/upload/.exec(page.url())![1]!;

  // The upload screen applies one category to the files added after choosing it.
  const categories = [...new Set(TENDER_PACKAGE.map((file) => file.category))];
  for (const category of categories) {
    await page.getByLabel("Categoría del documento").selectOption(category);
    const files = TENDER_PACKAGE.filter((file) => file.category === category);
    await page.locator('input[type="file"]').setInputFiles(
      await Promise.all(
        files.map(async (file) => ({
          name: file.name,
          mimeType: MIME[file.name.split(".").pop()!]!,
          buffer: await file.build(),
        })),
      ),
    );
  }
  const queue = page.getByRole("list", { name: "Archivos en la cola" }).getByRole("listitem");
  await expect(queue).toHaveCount(TENDER_PACKAGE.length);
  await page.getByRole("button", { name: "Cargar archivos" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/documents$`), { timeout: 30_000 });
  const table = page.getByRole("table");
  await expect(table.getByText("Listo", { exact: true })).toHaveCount(TENDER_PACKAGE.length, {
    timeout: 60_000,
  });
  await page.getByRole("button", { name: "Iniciar Modelo RAG" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/rag$`));
  await expect(page.getByRole("heading", { name: TENDER_PROJECT.name })).toBeVisible();

  await page.getByRole("button", { name: "Anterior" }).click();
  await expect(page.getByText(PHASE_MESSAGES.firstPhase)).toBeVisible();

  const outputs: string[] = [];
  for (const phase of PHASES) {
    const id = phase.id;
    const title = page.getByRole("heading", { name: phaseDescription(id), exact: true });
    await expect(title).toBeVisible();
    await expect(filesRegion(page).getByText("Esta fase aún no tiene documentos.")).toBeVisible();
    const isLast = id === PHASES.length - 1;
    await page.getByRole("button", { name: isLast ? "Cerrar Proyecto" : "Siguiente" }).click();
    await expect(page.getByText(PHASE_MESSAGES.notExecuted)).toBeVisible();

    if (id === 2) {
      // Back to a completed phase keeps its versions; forward again returns here.
      await page.getByRole("button", { name: "Anterior" }).click();
      await expect(page.getByRole("heading", { name: phaseDescription(1), exact: true })).toBeVisible();
      await expect(filesRegion(page).getByText(phaseFileName(1, 3, false), { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Siguiente" }).click();
      await expect(title).toBeVisible();
      await page.getByRole("button", { name: new RegExp(`^${phaseDescription(5)}`) }).click();
      await expect(page.getByText(PHASE_MESSAGES.notReached)).toBeVisible();
    }

    await page.evaluate(() => {
      (window as unknown as { progressSeen: string[] }).progressSeen.length = 0;
    });
    await page.getByRole("button", { name: "Generar documento" }).click();
    const first = phaseFileName(id, 1, false);
    await waitForFile(page, first);
    await expect(page.getByText(PHASE_MESSAGES.notExecuted)).toHaveCount(0);
    const progress = await page.evaluate(
      () => (window as unknown as { progressSeen: string[] }).progressSeen,
    );
    expect(progress.some((text) => text.startsWith("Generando la versión 1"))).toBe(true);
    const buffer = await download(page, first);
    outputs.push(first);
    if (phase.output === "xlsx") await checkWorkbook(id, buffer);
    else {
      const html = await checkDocument(id, buffer);
      if (id === 3) expect(html).toContain("SPC150310KX4");
      if (id === 5)
        expect(html).toMatch(
          /Laura Gómez Herrera[\s\S]*Mario López Sandoval|Mario López Sandoval[\s\S]*Laura Gómez Herrera/,
        );
    }
    if (id === 0) await expectAccessible(page);
    if (id === 0 || id === 3 || id === 7) {
      await page.screenshot({ path: `test-results/screens/eight-phases-${id + 1}.png`, fullPage: true });
    }

    if (id === 1) {
      // The version cycle (DECISIONS 'Versions per phase'): adjusted upload, then only regeneration.
      await page.getByLabel("Subir archivo ajustado").setInputFiles({
        name: "indice-revisado.docx",
        mimeType: DOCX_MIME,
        buffer: await makeDocx([
          { heading: "1. Metodología de la supervisión", paragraphs: ["Plan de trabajo por etapas."] },
          { heading: "2. Organización del equipo", paragraphs: ["Superintendente y supervisores."] },
        ]),
      });
      await waitForFile(page, phaseFileName(id, 2, true));
      outputs.push(phaseFileName(id, 2, true));
      await expect(page.getByLabel("Subir archivo ajustado")).toHaveCount(0);
      // After an adjusted version the button is blocked until instructions are given (spec 02 §4).
      await expect(page.getByRole("button", { name: PHASE_MESSAGES.actionRequired })).toBeDisabled();
      await page
        .getByLabel("Instrucciones para el modelo RAG")
        .fill("Conserva mi orden y agrega experiencia.");
      await page.getByRole("button", { name: "Regenerar con instrucciones" }).click();
      await waitForFile(page, phaseFileName(id, 3, false));
      outputs.push(phaseFileName(id, 3, false));
      await checkDocument(id, await download(page, phaseFileName(id, 3, false)));
      // After a model version, empty instructions are refused on the page.
      await page.getByRole("button", { name: "Regenerar con instrucciones" }).click();
      await expect(page.getByText(PHASE_MESSAGES.emptyInstructions)).toBeVisible();

      // A model version again accepts an adjusted file, but only a Word one: the page and the server say so.
      await page.getByLabel("Subir archivo ajustado").setInputFiles({
        name: "indice.xlsx",
        mimeType: XLSX_MIME,
        buffer: await makeXlsx({ Indice: [["Apartado"], ["Metodología"]] }),
      });
      await expect(page.getByText(PHASE_MESSAGES.wrongFormat("Word"))).toBeVisible();
      const request = page.context().request;
      const refused = await request.post(`/api/projects/${projectId}/phases/${id}/adjusted`, {
        multipart: {
          file: { name: "indice.xlsx", mimeType: XLSX_MIME, buffer: await makeXlsx({ A: [["x"]] }) },
        },
      });
      expect(refused.status()).toBeGreaterThanOrEqual(400);
      expect((await refused.json()).message).toBe(PHASE_MESSAGES.wrongFormat("Word"));
      const empty = await request.post(`/api/projects/${projectId}/phases/${id}/generate`, {
        data: { instructions: "   " },
      });
      expect((await empty.json()).message).toBe(PHASE_MESSAGES.emptyInstructions);
      await expect(filesRegion(page).getByRole("listitem")).toHaveCount(3);
    }

    if (isLast) {
      // Up to six versions: the filler ones over the API, then the page shows the button blocked.
      for (let version = 2; version <= MAX_PHASE_VERSIONS; version++) {
        await generateByApi(page.context().request, projectId, id, `Versión ${version}: más detalle.`);
        outputs.push(phaseFileName(id, version, false));
      }
      await page.reload();
      await expect(page.getByRole("button", { name: PHASE_MESSAGES.limitReached })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Regenerar con instrucciones" })).toHaveCount(0);
      const listed = filesRegion(page).getByRole("listitem");
      await expect(listed).toHaveCount(MAX_PHASE_VERSIONS);
      // Newest first.
      await expect(listed.first()).toContainText(phaseFileName(id, MAX_PHASE_VERSIONS, false));
      await page.screenshot({ path: "test-results/screens/eight-phases-limit.png", fullPage: true });
    } else {
      await page.getByRole("button", { name: "Siguiente" }).click();
      await expect(page.getByRole("heading", { name: phaseDescription(id + 1), exact: true })).toBeVisible();
    }
  }

  await page.getByRole("button", { name: "Cerrar Proyecto" }).click();
  const confirm = page.getByRole("dialog").getByRole("button", { name: /Cerrar|Confirmar/ });
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click();
    await expect(page).toHaveURL(/\/client-dashboard$/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // A closed project's workspace says so and sends the user back (spec 02 §4).
  await page.goto(`/project/${projectId}/rag`);
  await expect(page.getByText(PHASE_MESSAGES.closed)).toBeVisible();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.getByRole("tab", { name: /Proyectos cerrados \(1\)/ }).click();
  await page.getByRole("link", { name: `Abrir proyecto ${TENDER_PROJECT.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/closed$`));
  const products = page.getByRole("list", { name: "Archivos Producto" });
  for (const name of outputs) await expect(products.getByText(name, { exact: true })).toBeVisible();
  await expectAccessible(page);
  // At 390 px (the ZIP button's label wraps inside it, ProjectClosedPage.test.tsx): still no violation.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/closed-project-390.png", fullPage: true });
  await expectAccessible(page);
  // Each file's name keeps most of its row (type and size go under it), not a column of a few letters.
  for (const row of await products.getByRole("listitem").all()) {
    const name = await row.getByText(/_v\d+(_ajustado)?\.(docx|xlsx)$/).boundingBox();
    expect(name!.width).toBeGreaterThan((await row.boundingBox())!.width * 0.6);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const zipPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar todos los documentos (ZIP)" }).click();
  const zip = await JSZip.loadAsync(await readFile((await (await zipPromise).path())!));
  const entries = Object.keys(zip.files);
  for (const name of PACKAGE_NAMES) expect(entries).toContain(`Insumos/${name}`);
  for (const name of outputs) expect(entries).toContain(`Productos/${name}`);
  const evaluation = phaseFileName(7, 1, false);
  await checkWorkbook(7, await zip.file(`Productos/${evaluation}`)!.async("nodebuffer"));
  expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
});
