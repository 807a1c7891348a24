/**
 * Regeneration keeps the client's work, through the API and the real job: a row added in Excel to
 * phase 1 and, in phase 2, a section added and a paragraph edited in Word are in the next generated
 * version verbatim; instructions accumulate, each shown with the version it produced and what became
 * of it (the built-in generator lists what it could not apply as [PENDIENTE]); the kept text survives
 * a further adjusted round.
 */
import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../../tests/support/accounts";
import { phaseClient } from "../../../../../tests/support/phase-journey";
import { makeDocx } from "../../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../../tests/support/test-database";
import { REGENERATION_HEADING } from "./keep-client-work";

const ADDED_ROW = "Carta de no adeudo municipal vigente (agregado por el cliente)";

async function sheets(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book;
}

function rowsText(sheet: ExcelJS.Worksheet): string[] {
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

/** Word text as headings and paragraphs, the way a client sees and edits it. */
async function wordSections(buffer: Buffer) {
  // The footnotes (mammoth lists them at the end) stay footnotes in Word: not text the client edits.
  const html = (await mammoth.convertToHtml({ buffer })).value.replace(/<ol>[\s\S]*$/, "");
  const sections: { heading: string; paragraphs: string[] }[] = [];
  for (const match of html.matchAll(/<(h[1-6]|p)>(.*?)<\/\1>/g)) {
    const text = match[2]!
      .replace(/<[^>]+>/g, "")
      .replace(/\[\d+\]/g, "")
      .trim();
    if (!text) continue;
    if (match[1]!.startsWith("h")) sections.push({ heading: text, paragraphs: [] });
    else sections.at(-1)?.paragraphs.push(text);
  }
  return sections;
}

describe.each(TEST_BACKENDS)("regeneration keeps the client's work (%s)", (backend) => {
  let t: TestApp;
  let client: ReturnType<typeof phaseClient>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    client = phaseClient(t.app, cookies);
    await client.createProject();
    await client.uploadPackage();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  async function latest(phase: number) {
    const file = (await client.phases()).phases[phase].files.at(-1);
    return { file, buffer: await client.download(file.url) };
  }

  it("phase 1: a row added in Excel is in the next version, and an instruction it cannot apply is listed as pending", async () => {
    await client.generateAndWait(0);
    const book = await sheets((await latest(0)).buffer);
    const points = book.getWorksheet("Puntos relevantes")!;
    const header = (points.getRow(1).values as unknown[]).slice(1).map(String);
    const added = header.map((name, index) =>
      index === 0 ? ADDED_ROW : name === "Documento fuente" ? "" : "",
    );
    points.addRow(added);
    const adjusted = Buffer.from(await book.xlsx.writeBuffer());
    expect((await client.uploadAdjusted(0, "puntos.xlsx", adjusted)).statusCode).toBe(201);

    const instruction = "Ordena los puntos por fecha de vencimiento y agrega el teléfono de la convocante.";
    await client.generateAndWait(0, instruction);
    const { file, buffer } = await latest(0);
    expect(file.name).toBe("Puntos_relevantes_de_las_bases_v3.xlsx");
    const v3 = await sheets(buffer);
    expect(v3.worksheets[0]!.name).toBe(REGENERATION_HEADING);
    expect(
      rowsText(v3.getWorksheet("Puntos relevantes")!).some((row) => row.startsWith(`${ADDED_ROW} |`)),
    ).toBe(true);
    const top = rowsText(v3.worksheets[0]!);
    const instructionRow = top.find((row) => row.startsWith(`v3 | ${instruction}`));
    expect(instructionRow).toMatch(
      /Aplicada por el generador integrado|\[PENDIENTE: el generador integrado no pudo aplicar/,
    );
    expect(
      top.some((row) => row.startsWith("v2 (ajustada) | Cambios del cliente") && row.includes(ADDED_ROW)),
    ).toBe(true);
    expect((await client.advance()).statusCode).toBe(200);
  });

  it("phase 2: an added section and an edited paragraph survive two regenerations; instructions accumulate", async () => {
    await client.generateAndWait(1);
    const original = await wordSections((await latest(1)).buffer);
    const edited = original.map((section) => ({ ...section, paragraphs: [...section.paragraphs] }));
    const target = edited.find((section, index) => index > 0 && section.paragraphs.length > 0)!;
    const before = target.paragraphs[0]!;
    const after = `${before} Texto revisado por el cliente: se atiende con personal propio.`;
    target.paragraphs[0] = after;
    const addedHeading = "Programa de capacitación al personal de la obra";
    const addedParagraph = "Capacitación mensual en seguridad e higiene para todo el personal de campo.";
    edited.splice(2, 0, { heading: addedHeading, paragraphs: [addedParagraph] });
    expect((await client.uploadAdjusted(1, "indice.docx", await makeDocx(edited))).statusCode).toBe(201);

    const first = "Agrega un apartado de gestión ambiental.";
    await client.generateAndWait(1, first);
    const v3 = (await mammoth.extractRawText({ buffer: (await latest(1)).buffer })).value;
    expect(v3).toContain(addedHeading);
    expect(v3).toContain(addedParagraph);
    expect(v3).toContain(after);
    expect(v3).not.toContain(`${before}\n`);
    expect(v3).toContain(first);

    // A second round: the client adjusts v3 again (adds one line); v5 keeps both rounds' text.
    const round2 = await wordSections((await latest(1)).buffer);
    const line = "Se entregará un informe mensual firmado por el superintendente.";
    round2.at(-1)!.paragraphs.push(line);
    expect((await client.uploadAdjusted(1, "indice-2.docx", await makeDocx(round2))).statusCode).toBe(201);
    const second = "Quita el apartado de anexos.";
    await client.generateAndWait(1, second);
    const v5 = (await mammoth.extractRawText({ buffer: (await latest(1)).buffer })).value;
    for (const kept of [addedHeading, addedParagraph, after, line]) expect(v5).toContain(kept);
    expect(v5).toContain(first);
    expect(v5).toContain(second);
    const html = (await mammoth.convertToHtml({ buffer: (await latest(1)).buffer })).value;
    expect(html).toMatch(new RegExp(`<td><p>v3</p></td><td><p>${first}`));
    expect(html).toMatch(new RegExp(`<td><p>v5</p></td><td><p>${second}`));
  });
});
