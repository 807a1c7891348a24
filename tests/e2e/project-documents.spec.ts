import JSZip from "jszip";
import { PHASE_COUNT, PHASES, phaseDescription, phaseFileName } from "../../src/shared/rules/phases";
import { makeDocx, makePdf } from "../support/sample-files";
import { signInNewClient } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
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
  await fileInput.setInputFiles({
    name: "acta-constitutiva.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await makeDocx([
      { heading: "Acta constitutiva", paragraphs: ["Sociedad anónima constituida en Monterrey."] },
    ]),
  });
  await expect(page.getByRole("list", { name: "Archivos en la cola" }).getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/upload.png", fullPage: true });
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
  expect(consoleErrors).toEqual([]);
});
