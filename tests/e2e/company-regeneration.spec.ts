/**
 * The company's own facts and the client's edits, as a client meets them in the browser: 'Perfil de la
 * empresa' shows each value with its source and takes a correction; a phase-1 row added in Excel and,
 * in phase 2, a section added and a paragraph edited in Word are in the regenerated version verbatim,
 * which states what became of the instruction.
 */
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { phaseDescription, phaseFileName } from "../../src/shared/rules/phases";
import { COMPANY_DOCUMENTS, COMPANY_FILE_NAMES } from "../support/company-documents";
import { makeDocx } from "../support/sample-files";
import type { PackageFile } from "../support/tender-package";
import { TENDER_PACKAGE, TENDER_PROJECT } from "../support/tender-package";
import { signInNewClient } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

const MIME: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Creates a project and uploads files over the API (one request per file), waiting until all are read. */
async function projectWith(request: APIRequestContext, files: PackageFile[]): Promise<string> {
  const created = await request.post("/api/projects", { data: TENDER_PROJECT });
  expect(created.status()).toBe(201);
  const projectId = (await created.json()).id as string;
  for (const file of files) {
    const answer = await request.post(`/api/projects/${projectId}/documents`, {
      multipart: {
        documentType: file.category,
        file: { name: file.name, mimeType: MIME[file.name.split(".").pop()!]!, buffer: await file.build() },
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  await expect(async () => {
    const list = await (await request.get(`/api/projects/${projectId}/documents`)).json();
    const inputs = list.documents.filter((doc: { type: string }) => doc.type === "input");
    expect(inputs.map((doc: { status: string }) => doc.status)).toEqual(files.map(() => "listo"));
  }).toPass({ timeout: 60_000, intervals: [500] });
  return projectId;
}

const filesRegion = (page: Page) => page.getByRole("region", { name: "Documentos generados" });

async function waitForFile(page: Page, fileName: string) {
  await expect(filesRegion(page).getByText(fileName, { exact: true })).toBeVisible({ timeout: 30_000 });
}

async function download(page: Page, fileName: string): Promise<Buffer> {
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: `Descargar ${fileName}` }).click();
  return readFile((await (await downloadPromise).path())!);
}

async function regenerate(page: Page, instruction: string) {
  await page.getByLabel("Instrucciones para el modelo RAG").fill(instruction);
  await page.getByRole("button", { name: "Regenerar con instrucciones" }).click();
}

function sheetRows(sheet: ExcelJS.Worksheet): string[] {
  const rows: string[] = [];
  sheet.eachRow((row) => {
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) => String(value ?? ""))
        .join(" | "),
    );
  });
  return rows;
}

test("'Perfil de la empresa': every value with its source, and the client's correction wins", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signInNewClient(page, "Héctor Manuel Villaseñor Ruiz");
  const projectId = await projectWith(page.context().request, COMPANY_DOCUMENTS);
  // The documents view warns of the expired opinión de cumplimiento, naming it and its dates.
  await page.goto(`/project/${projectId}/documents`);
  const warning = page
    .getByRole("alert")
    .filter({ hasText: "Documentos vencidos a la fecha de presentación" });
  await expect(warning).toContainText(
    `Opinión de cumplimiento de obligaciones fiscales (SAT, artículo 32-D) «${COMPANY_FILE_NAMES.opinion}»: emitida el 02/09/2026, vigente hasta el 02/10/2026 (30 días según el propio documento).`,
  );
  await page.screenshot({ path: "test-results/screens/documents-expired-1280.png", fullPage: true });
  await page.goto("/client-dashboard");
  await page.getByRole("link", { name: "Perfil de la empresa" }).click();
  await expect(page).toHaveURL(/\/company-profile$/);
  await expect(page.getByRole("heading", { name: "Perfil de la empresa", level: 1 })).toBeVisible();

  const rfc = page.getByRole("listitem", { name: "RFC" });
  await expect(rfc.getByTestId("valor-rfc")).toHaveText("IAP120214QW3");
  await expect(rfc.getByText(`Fuente: ${COMPANY_FILE_NAMES.constancia}, p. 1:`)).toBeVisible();
  await expect(rfc.getByText("Leído de sus documentos")).toBeVisible();
  await rfc.getByRole("button", { name: "Confirmar" }).click();
  await expect(rfc.getByText("Confirmado por usted")).toBeVisible();

  const representative = page.getByRole("listitem", { name: "Representante legal y poder" });
  await expect(representative.getByText(`Fuente: ${COMPANY_FILE_NAMES.acta}, p. 2:`)).toBeVisible();
  await representative.getByRole("button", { name: "Corregir" }).click();
  const input = representative.getByLabel("Valor correcto de «Representante legal y poder»");
  await input.fill("   ");
  await representative.getByRole("button", { name: "Guardar" }).click();
  await expect(representative.getByText("Escriba el valor correcto.")).toBeVisible();
  await input.fill("Lucía Fernanda Arce Medina");
  await representative.getByRole("button", { name: "Guardar" }).click();
  await expect(representative.getByTestId("valor-representante")).toHaveText("Lucía Fernanda Arce Medina");
  await expect(representative.getByText("Corregido por usted")).toBeVisible();
  await expect(representative.getByText("Sus documentos dicen: Héctor Manuel Villaseñor Ruiz")).toBeVisible();

  await expect(page.getByRole("region", { name: "Experiencia" })).toContainText("Municipio de Zapopan");
  await expect(page.getByRole("region", { name: "Certificaciones" })).toContainText("ISO 14001:2015");
  await expect(page.getByRole("region", { name: "Equipo profesional" })).toContainText(
    "Mariana Cárdenas Robles",
  );

  await page.reload();
  await expect(page.getByTestId("valor-representante")).toHaveText("Lucía Fernanda Arce Medina");
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/company-profile-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The header re-lays itself out for phones once the new width is seen: wait for it, then measure.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/screens/company-profile-390.png", fullPage: true });
  expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
});

test("regeneration keeps a row added in Excel and a section and an edited paragraph added in Word, and says what became of the instruction", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signInNewClient(page, "Jorge Alberto Medina Ruiz");
  const request = page.context().request;
  const projectId = await projectWith(request, TENDER_PACKAGE);
  expect((await request.post(`/api/projects/${projectId}/rag/start`)).status()).toBe(200);
  await page.goto(`/project/${projectId}/rag`);

  // Phase 1: a row added in Excel.
  await expect(page.getByRole("heading", { name: phaseDescription(0), exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Generar documento" }).click();
  await waitForFile(page, phaseFileName(0, 1, false));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await download(page, phaseFileName(0, 1, false))) as unknown as ArrayBuffer);
  const addedRow = "Carta de no adeudo municipal vigente (fila agregada por el cliente)";
  book.getWorksheet("Puntos relevantes")!.addRow([addedRow, "Legal"]);
  await page.getByLabel("Subir archivo ajustado").setInputFiles({
    name: "puntos-revisados.xlsx",
    mimeType: MIME.xlsx!,
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await waitForFile(page, phaseFileName(0, 2, true));
  const excelInstruction = "Agrega el teléfono de la convocante en cada punto.";
  await regenerate(page, excelInstruction);
  await waitForFile(page, phaseFileName(0, 3, false));
  const v3 = new ExcelJS.Workbook();
  await v3.xlsx.load((await download(page, phaseFileName(0, 3, false))) as unknown as ArrayBuffer);
  expect(
    sheetRows(v3.getWorksheet("Puntos relevantes")!).some((row) => row.startsWith(`${addedRow} | Legal`)),
  ).toBe(true);
  const top = sheetRows(v3.worksheets[0]!);
  expect(v3.worksheets[0]!.name).toBe("Instrucciones y cambios");
  expect(top.find((row) => row.startsWith(`v3 | ${excelInstruction}`))).toMatch(
    /\[PENDIENTE: el generador integrado no pudo aplicar esta instrucción|Aplicada por el generador integrado/,
  );
  expect(
    top.some((row) => row.startsWith("v2 (ajustada) | Cambios del cliente") && row.includes(addedRow)),
  ).toBe(true);
  // The version list shows the instruction with the version it produced.
  const v3Item = filesRegion(page)
    .getByRole("listitem")
    .filter({ hasText: phaseFileName(0, 3, false) });
  await expect(v3Item).toContainText(`Instrucciones: «${excelInstruction}»`);
  await page.screenshot({ path: "test-results/screens/regeneration-phase1.png", fullPage: true });
  await page.getByRole("button", { name: "Siguiente" }).click();

  // Phase 2: a section added and a paragraph edited in Word.
  await expect(page.getByRole("heading", { name: phaseDescription(1), exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Generar documento" }).click();
  await waitForFile(page, phaseFileName(1, 1, false));
  const html = (await mammoth.convertToHtml({ buffer: await download(page, phaseFileName(1, 1, false)) }))
    .value;
  const sections: { heading: string; paragraphs: string[] }[] = [];
  // Footnotes stay footnotes in Word: the client edits the body only.
  for (const match of html.replace(/<ol>[\s\S]*$/, "").matchAll(/<(h[1-6]|p)>(.*?)<\/\1>/g)) {
    const text = match[2]!
      .replace(/<[^>]+>/g, "")
      .replace(/\[\d+\]/g, "")
      .trim();
    if (!text) continue;
    if (match[1]!.startsWith("h")) sections.push({ heading: text, paragraphs: [] });
    else sections.at(-1)?.paragraphs.push(text);
  }
  const target = sections.find((section, index) => index > 0 && section.paragraphs.length > 0)!;
  const edited = `${target.paragraphs[0]} Revisado por el cliente: lo atiende personal propio con 11 años de experiencia.`;
  target.paragraphs[0] = edited;
  const addedHeading = "Programa de capacitación al personal de la obra";
  const addedParagraph = "Capacitación mensual en seguridad e higiene para todo el personal de campo.";
  sections.splice(2, 0, { heading: addedHeading, paragraphs: [addedParagraph] });
  await page.getByLabel("Subir archivo ajustado").setInputFiles({
    name: "indice-revisado.docx",
    mimeType: MIME.docx!,
    buffer: await makeDocx(sections),
  });
  await waitForFile(page, phaseFileName(1, 2, true));
  const wordInstruction = "Agrega un apartado de gestión ambiental.";
  await regenerate(page, wordInstruction);
  await waitForFile(page, phaseFileName(1, 3, false));
  const text = (await mammoth.extractRawText({ buffer: await download(page, phaseFileName(1, 3, false)) }))
    .value;
  expect(text).toContain(addedHeading);
  expect(text).toContain(addedParagraph);
  expect(text).toContain(edited);
  expect(text).toContain("Instrucciones y cambios");
  expect(text).toMatch(
    /v3\s+Agrega un apartado de gestión ambiental\.\s+(Aplicada por el generador integrado|\[PENDIENTE)/,
  );
  expect(text).toMatch(/v2 \(ajustada\)\s+Cambios del cliente\s+Se conservaron textualmente/);
  await expect(filesRegion(page).getByRole("listitem").first()).toContainText(
    `Instrucciones: «${wordInstruction}»`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/regeneration-phase2-390.png", fullPage: true });
  expect(consoleErrors.filter((line) => !/status of 4\d\d/.test(line))).toEqual([]);
});
