import ExcelJS from "exceljs";
import { makePdf, makeXlsx } from "../support/sample-files";
import { signInNewClient } from "./accounts";
import { expect, expectAccessible, expectNoCutLabels, test } from "./fixtures";

test("el espacio de fases genera la matriz de puntos relevantes y avanza a la fase 2", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await signInNewClient(page, "Jorge Luis Pérez");
  const request = page.context().request;
  const created = await request.post("/api/projects", {
    data: { name: "Licitación de computadoras", description: "Adquisición de equipo de cómputo" },
  });
  const { id: projectId } = await created.json();

  await page.goto(`/project/${projectId}/upload`);
  await page.getByLabel("Categoría del documento").selectOption("bases");
  await page.locator('input[type="file"]').setInputFiles({
    name: "bases.pdf",
    mimeType: "application/pdf",
    buffer: makePdf([
      ["BASES DE LA LICITACION", "1. El licitante debera presentar el acta constitutiva de la empresa."],
      ["2. Garantias", "El proveedor debera entregar una fianza de cumplimiento del diez por ciento."],
    ]),
  });
  await page.getByRole("button", { name: "Cargar archivos" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/documents$`), { timeout: 15_000 });
  await expect(page.getByRole("table").getByText("Listo")).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "Iniciar Modelo RAG" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/rag$`));
  await expect(page.getByRole("heading", { name: "Licitación de computadoras" })).toBeVisible();
  await expect(page.getByText("Fase 1 de 8: Puntos relevantes de las bases").first()).toBeVisible();

  // Two pages with no procedure number nor object: the workspace warns, and generating stays possible.
  await expect(page.getByText("Revise las bases antes de generar la fase 1")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/workspace-aviso-bases.png", fullPage: true });

  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("No puedes avanzar a una fase que aún no ha sido ejecutada.")).toBeVisible();

  await page.getByRole("button", { name: "Generar documento" }).click();
  const fileName = "Puntos_relevantes_de_las_bases_v1.xlsx";
  await expect(page.getByText(fileName)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/workspace.png", fullPage: true });
  await expect(page.getByText("Revise las bases antes de generar la fase 1")).toHaveCount(0);

  const calendarDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar calendario (.ics)" }).click();
  const calendar = await calendarDownload;
  expect(calendar.suggestedFilename()).toBe("Calendario_Licitacion_de_computadoras.ics");
  const ics = (await (await calendar.createReadStream()).toArray().then(Buffer.concat)).toString("utf8");
  expect(ics).toContain("BEGIN:VCALENDAR");
  // At 390 px the calendar's sentence keeps the row's width, its button under it (beside the button it
  // was a column of one or two words a line), and every button label reads whole.
  await page.setViewportSize({ width: 390, height: 844 });
  const calendarRow = await page.getByTestId("calendar-row").boundingBox();
  const sentence = await page.getByText(/^Fechas de la licitación para su agenda/).boundingBox();
  expect(sentence!.width).toBeGreaterThan(calendarRow!.width * 0.8);
  await expectNoCutLabels(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: `Descargar ${fileName}` }).click();
  const download = await downloadPromise;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    (await (await download.createReadStream()).toArray().then(Buffer.concat)) as unknown as ArrayBuffer,
  );
  const sheet = workbook.getWorksheet("Puntos relevantes")!;
  // Columns are found by their header, so a new or reordered column does not shift the quote.
  const quoteColumn = (sheet.getRow(1).values as unknown[]).indexOf("Cita textual");
  expect(quoteColumn).toBeGreaterThan(0);
  const quotes = (sheet.getSheetValues().slice(2) as unknown[][]).map((row) =>
    String(row[quoteColumn] ?? ""),
  );
  expect(quotes.some((quote) => quote.includes("fianza de cumplimiento"))).toBe(true);

  // The user's adjusted version, then a regeneration with instructions (DECISIONS: versions).
  await page.getByLabel("Subir archivo ajustado").setInputFiles({
    name: "mi-matriz.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await makeXlsx({ Puntos: [["Requisito"], ["Fianza de cumplimiento revisada"]] }),
  });
  await expect(page.getByText("Puntos_relevantes_de_las_bases_v2_ajustado.xlsx")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("Ajustado", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Subir archivo ajustado")).toHaveCount(0);
  await page
    .getByLabel(/instrucciones/i)
    .first()
    .fill("Agrega los plazos de entrega");
  await page.getByRole("button", { name: "Regenerar con instrucciones" }).click();
  await expect(page.getByText("Puntos_relevantes_de_las_bases_v3.xlsx")).toBeVisible({ timeout: 30_000 });

  await page
    .getByLabel(/instrucciones/i)
    .first()
    .fill("   ");
  await page.getByRole("button", { name: "Regenerar con instrucciones" }).click();
  await expect(
    page.getByText("Instrucciones vacías: Por favor, ingrese instrucciones para el modelo RAG."),
  ).toBeVisible();

  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("Fase 2 de 8: Índice de la propuesta técnica").first()).toBeVisible();

  // At 390 px the phase list is folded behind one button: the open phase's title is on the first
  // screen, and nothing scrolls sideways; the list opens on demand.
  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.getByRole("button", { name: "Ver las 8 fases" });
  await expect(toggle).toBeVisible();
  await expect(
    page.getByRole("button", { name: /^Fase 1 de 8: Puntos relevantes de las bases/ }),
  ).toBeHidden();
  await expect(
    page.getByRole("heading", { name: "Fase 2 de 8: Índice de la propuesta técnica" }),
  ).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The header still shows who is signed in (the initials), both its buttons whole beside them.
  await expect(page.getByTestId("user-initials")).toHaveText("JL");
  await expect(page.getByTestId("user-initials")).toBeInViewport();
  await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/workspace-390.png" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Ocultar las 8 fases" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(
    page.getByRole("button", { name: /^Fase 1 de 8: Puntos relevantes de las bases/ }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/workspace-390-fases.png", fullPage: true });
  expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
});
