import JSZip from "jszip";
import { PHASE_COUNT, PHASES, phaseDescription, phaseFileName } from "../../src/shared/rules/phases";
import { makeDocx, makePdf } from "../support/sample-files";
import { signInNewClient } from "./accounts";
import { expect, expectAccessible, expectNoCutLabels, test } from "./fixtures";
import { generateByApi, walkPhasesByApi } from "./phase-api";

const LAST_PHASE = PHASE_COUNT - 1;
const OUTPUTS = PHASES.map((phase) => phaseFileName(phase.id, 1, false));

test("un cliente crea un proyecto, carga dos documentos, busca, recorre las fases, cierra y descarga el ZIP", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await signInNewClient(page, "Rocío Martínez");
  await page.goto("/client-dashboard");
  await expect(page.getByRole("heading", { name: "Mis proyectos" })).toBeVisible();
  await page.getByRole("button", { name: "Nuevo proyecto" }).click();
  await page.getByLabel("Nombre del proyecto").fill("Licitación de servidores Rosario");
  await page.getByLabel("Descripción").fill("Suministro de servidores para el centro de datos municipal");
  await page.getByRole("button", { name: "Crear proyecto" }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]+\/upload$/);
  const projectId = /\/project\/([0-9a-f-]+)\/upload/.exec(page.url())![1]!;

  const fileInput = page.locator('input[type="file"]');
  await page.getByLabel("Categoría del documento").selectOption("bases");
  await fileInput.setInputFiles({
    name: "bases-servidores.pdf",
    mimeType: "application/pdf",
    buffer: makePdf([
      ["BASES DE LA LICITACION PRIVADA", "1. Objeto del contrato: servidores de alto rendimiento."],
      ["2. Garantia de cumplimiento", "El proveedor entregara una fianza por el diez por ciento."],
    ]),
  });
  await page.getByLabel("Categoría del documento").selectOption("legal");
  const acta = {
    name: "acta-constitutiva.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await makeDocx([
      { heading: "Acta constitutiva", paragraphs: ["Sociedad anónima constituida en Monterrey."] },
    ]),
  };
  await fileInput.setInputFiles(acta);
  await expect(page.getByRole("list", { name: "Archivos en la cola" }).getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/upload.png", fullPage: true });
  // At 390 px each queued file's 'Quitar' reads whole (it was squeezed to 'Quita' beside the name).
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoCutLabels(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/screens/upload-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Cargar archivos" }).click();

  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/documents$`), { timeout: 15_000 });
  const table = page.getByRole("table");
  await expect(table.getByText("bases-servidores.pdf")).toBeVisible();
  await expect(table.getByText("acta-constitutiva.docx")).toBeVisible();
  await expect(table.getByText("Listo", { exact: false })).toHaveCount(2, { timeout: 30_000 });
  await expect(table.getByText("Bases de la licitación")).toBeVisible();
  await expect(table.getByText("Documentación legal")).toBeVisible();

  await page.getByLabel("Buscar en los documentos").fill("garantía");
  await page.getByRole("button", { name: "Buscar" }).click();
  const results = page.getByRole("list", { name: "Resultados de la búsqueda" });
  await expect(results).toContainText("bases-servidores.pdf");
  await expect(results).toContainText("p. 2");
  await expect(results.locator("mark").first()).toHaveText(/garant/i);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/documents.png", fullPage: true });

  // At 390 px the documents are stacked rows: nothing scrolls sideways, each state and download in view.
  await page.setViewportSize({ width: 390, height: 844 });
  const stacked = page.getByRole("list", { name: "Documentos del proyecto" });
  await expect(stacked.getByTestId("document-row")).toHaveCount(2);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(stacked.getByText("Listo", { exact: false })).toHaveCount(2);
  // Every download within the screen's width (the table hid them past its right edge).
  for (const button of await stacked.getByRole("button", { name: /^Descargar / }).all()) {
    const box = await button.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/documents-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The same acta again: refused, naming the saved one; the project still holds two documents.
  await page.goto(`/project/${projectId}/upload`);
  await page.getByLabel("Categoría del documento").selectOption("legal");
  await page.locator('input[type="file"]').setInputFiles({ ...acta, name: "acta (copia).docx" });
  await page.getByRole("button", { name: "Cargar archivos" }).click();
  const repeated = page.getByTestId("upload-item");
  await expect(repeated.getByText("Ya estaba en el proyecto")).toBeVisible();
  await expect(repeated).toContainText("Este archivo ya está en el proyecto como «acta-constitutiva.docx»");
  await page.goto(`/project/${projectId}/documents`);
  await expect(page.getByRole("table").getByTestId("document-row")).toHaveCount(2);

  // Closing belongs to the workspace's last phase and needs its document: the phases are walked over
  // the API with the built-in generator, then the project is closed from the workspace's button.
  const request = page.context().request;
  await walkPhasesByApi(request, projectId, LAST_PHASE);
  await generateByApi(request, projectId, LAST_PHASE);
  await page.goto(`/project/${projectId}/rag`);
  await expect(page.getByRole("heading", { name: phaseDescription(LAST_PHASE), exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Cerrar Proyecto" }).click();
  // Closing is irreversible: the workspace asks first.
  await page.getByRole("dialog").getByRole("button", { name: "Cerrar definitivamente" }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.goto(`/project/${projectId}/documents`);
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/closed$`));
  await expect(page.getByRole("heading", { name: "Licitación de servidores Rosario" })).toBeVisible();
  const products = page.getByRole("list", { name: "Archivos Producto" });
  for (const name of OUTPUTS) await expect(products.getByText(name, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/closed.png", fullPage: true });

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar todos los documentos (ZIP)" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(await (await download.createReadStream()).toArray().then(Buffer.concat));
  expect(Object.keys(zip.files).sort()).toEqual(
    [
      "Insumos/acta-constitutiva.docx",
      "Insumos/bases-servidores.pdf",
      ...OUTPUTS.map((name) => `Productos/${name}`),
    ].sort(),
  );
  expect(
    (await zip.file("Insumos/bases-servidores.pdf")!.async("nodebuffer")).subarray(0, 5).toString(),
  ).toBe("%PDF-");

  await page.goto("/client-dashboard");
  await page.getByRole("tab", { name: /Proyectos cerrados \(1\)/ }).click();
  await expect(page.getByText("Licitación de servidores Rosario")).toBeVisible();
  // The repeated acta's refusal (409) is the only failed request Chromium logs.
  expect(consoleErrors.filter((text) => !/status of 409/.test(text))).toEqual([]);
});
