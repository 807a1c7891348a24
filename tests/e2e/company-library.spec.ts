/**
 * The client's library in the browser: the company documents of a first project are offered, ticked,
 * when the next project is created; the documents view adds the rest from the library; the profile page
 * lists the library and takes a document out of it while the projects keep theirs.
 */
import { copyFile, readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import ExcelJS from "exceljs";
import { phaseFileName } from "../../src/shared/rules/phases";
import { COMPANY_DOCUMENTS, COMPANY_FILE_NAMES, WASTE_TENDER } from "../support/company-documents";
import type { PackageFile } from "../support/tender-package";
import { signInNewClient } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

const MIME: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

async function projectWith(request: APIRequestContext, files: PackageFile[]): Promise<string> {
  const created = await request.post("/api/projects", {
    data: { name: "Recolección Tonalá", description: "Primera licitación" },
  });
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
    expect(list.documents.map((doc: { status: string }) => doc.status)).toEqual(files.map(() => "listo"));
  }).toPass({ timeout: 60_000, intervals: [500] });
  return projectId;
}

test("a second project starts with the company's library; the documents view and the profile manage it", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await signInNewClient(page, "Héctor Manuel Villaseñor Ruiz");
  await projectWith(page.context().request, [...WASTE_TENDER, ...COMPANY_DOCUMENTS]);

  await page.goto("/client-dashboard");
  await page.getByRole("button", { name: "Nuevo proyecto" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo proyecto" });
  const library = dialog.getByRole("group", { name: "Documentos de la biblioteca de la empresa" });
  for (const file of COMPANY_DOCUMENTS) await expect(library.getByLabel(file.name)).toBeChecked();
  // The tender's own documents are not offered.
  await expect(library.getByText(WASTE_TENDER[0]!.name)).toHaveCount(0);
  await dialog.getByLabel("Nombre del proyecto").fill("Recolección Tlajomulco");
  await dialog.getByLabel("Descripción").fill("Segunda licitación del mismo cliente");
  await library.getByLabel(COMPANY_FILE_NAMES.proposal).uncheck();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/library-new-project-1280.png" });
  await dialog.getByRole("button", { name: "Crear proyecto" }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]+\/upload$/);
  const secondId = page.url().split("/").at(-2)!;

  await page.goto(`/project/${secondId}/documents`);
  const rows = page.getByTestId("document-row");
  await expect(rows).toHaveCount(COMPANY_DOCUMENTS.length - 1);
  await expect(rows.first()).toContainText("En la biblioteca de la empresa");
  await expect(rows.filter({ hasText: COMPANY_FILE_NAMES.acta })).toContainText("Listo");
  // The expired opinión came with the library, and its warning with it.
  await expect(page.getByRole("alert").filter({ hasText: "Documentos vencidos" })).toContainText(
    COMPANY_FILE_NAMES.opinion,
  );

  await page.getByRole("button", { name: "Agregar de la biblioteca" }).click();
  const picker = page.getByRole("dialog", { name: "Agregar de la biblioteca de la empresa" });
  await picker.getByRole("button", { name: "Agregar al proyecto" }).click();
  await expect(picker.getByRole("alert")).toHaveText("Seleccione al menos un documento de la biblioteca.");
  await picker.getByLabel(COMPANY_FILE_NAMES.proposal).check();
  await page.screenshot({ path: "test-results/screens/library-picker-1280.png" });
  await picker.getByRole("button", { name: "Agregar al proyecto" }).click();
  await expect(picker).toBeHidden();
  const toast = page.getByText("Se agregó 1 documento de la biblioteca.");
  await expect(toast).toBeVisible();
  await page.screenshot({ path: "test-results/screens/library-added-toast-1280.png" });
  // At 390 px the toast stays readable over the documents' cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(toast).toBeInViewport();
  await page.screenshot({ path: "test-results/screens/library-added-toast-390.png" });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(rows).toHaveCount(COMPANY_DOCUMENTS.length);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/library-documents-1280.png", fullPage: true });

  await page.goto("/company-profile");
  const card = page.getByRole("region", { name: "Biblioteca de la empresa" });
  await expect(card.getByText("Lo usan 2 proyectos")).toHaveCount(COMPANY_DOCUMENTS.length);
  await card.getByRole("button", { name: `Quitar ${COMPANY_FILE_NAMES.proposal} de la biblioteca` }).click();
  const confirm = page.getByRole("dialog", { name: "Quitar de la biblioteca" });
  await expect(confirm).toContainText("lo conservan");
  await confirm.getByRole("button", { name: "Quitar" }).click();
  await expect(card.getByText(COMPANY_FILE_NAMES.proposal)).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/library-profile-1280.png", fullPage: true });

  // The project keeps the document the library no longer offers.
  await page.goto(`/project/${secondId}/documents`);
  await expect(rows.filter({ hasText: COMPANY_FILE_NAMES.proposal })).toHaveCount(1);

  // Phase 1 warns of the opinión that will have expired by the submission date, in the page and in
  // its workbook.
  const request = page.context().request;
  for (const file of WASTE_TENDER) {
    const answer = await request.post(`/api/projects/${secondId}/documents`, {
      multipart: {
        documentType: file.category,
        file: { name: file.name, mimeType: MIME[file.name.split(".").pop()!]!, buffer: await file.build() },
      },
    });
    expect(answer.status()).toBe(201);
  }
  await page.reload();
  await expect(rows.filter({ hasText: "Listo" })).toHaveCount(
    COMPANY_DOCUMENTS.length + WASTE_TENDER.length,
    {
      timeout: 60_000,
    },
  );
  await page.getByRole("button", { name: "Iniciar Modelo RAG" }).click();
  await expect(page).toHaveURL(/\/rag$/);
  const phaseWarning = page
    .getByRole("alert")
    .filter({ hasText: "Documentos vencidos a la fecha de presentación" });
  await expect(phaseWarning).toContainText("la presentación de proposiciones (15/12/2027)");
  await expect(phaseWarning).toContainText(
    `«${COMPANY_FILE_NAMES.opinion}»: emitida el 02/09/2026, vigente hasta el 02/10/2026`,
  );
  await page.getByRole("button", { name: "Generar documento" }).click();
  const region = page.getByRole("region", { name: "Documentos generados" });
  const fileName = phaseFileName(0, 1, false);
  await expect(region.getByText(fileName, { exact: true })).toBeVisible({ timeout: 60_000 });
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: `Descargar ${fileName}` }).click();
  const saved = (await (await downloadPromise).path())!;
  await copyFile(saved, "test-results/screens/library-phase1.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(saved)) as unknown as ArrayBuffer);
  const first = workbook.worksheets[0]!;
  expect(first.name).toContain("Vigencia");
  const cells: string[] = [];
  first.eachRow((row) => cells.push((row.values as unknown[]).slice(1).map(String).join(" | ")));
  expect(cells.find((line) => line.includes(COMPANY_FILE_NAMES.opinion))).toContain(
    "Vencido a la presentación y apertura de proposiciones (15/12/2027)",
  );
  await page.screenshot({ path: "test-results/screens/library-phase1-1280.png", fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/screens/library-documents-390.png", fullPage: true });
  await page.goto("/client-dashboard");
  await page.getByRole("button", { name: "Nuevo proyecto" }).click();
  await expect(page.getByRole("group", { name: "Documentos de la biblioteca de la empresa" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/library-new-project-390.png" });
  await page.keyboard.press("Escape");
  await page.goto("/company-profile");
  await expect(page.getByRole("region", { name: "Biblioteca de la empresa" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/library-profile-390.png", fullPage: true });
  expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
});
