/**
 * The filled forms end to end: blanks filled with the applicant's data citing both the form and the
 * document the value came from, '[PENDIENTE: …]' for what no document gives, the data table, the case
 * of no forms, and instructions that filter forms or claim a value the documents must confirm.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ZPhaseContent } from "../../../adapters/llm/phase-content";
import { extractDocument } from "../../documents/extraction/extract-document";
import { splitIntoPassages } from "../../documents/extraction/split-passages";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { CategorizedPassage, TPhaseContent } from "../generation/phase-input";
import { applicantPassages } from "./applicant-test-documents.test-support";
import { MANIFIESTO } from "./format-test-documents.test-support";
import { buildFormats } from "./phase4-formats";

const PROJECT = {
  name: "Rehabilitación de la red de agua potable de San Miguel",
  description: "Obra pública",
};

function normalized(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Every source cites a passage the builder retrieved, with a quote that is a literal slice of it. */
function expectGrounded(
  content: TPhaseContent,
  passages: CategorizedPassage[],
  retrieved: Set<string>,
): void {
  ZPhaseContent.parse(content);
  const byId = new Map(passages.map((item) => [item.id, item]));
  const sources = content.sections.flatMap((section) => [
    ...section.statements.flatMap((statement) => statement.sources),
    ...(section.table?.rows.flatMap((row) => row.sources) ?? []),
  ]);
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    expect(retrieved.has(source.passageId)).toBe(true);
    expect(normalized(byId.get(source.passageId)?.text ?? "")).toContain(source.quote);
  }
}

function statementWith(content: TPhaseContent, words: string) {
  const found = content.sections
    .flatMap((section) => section.statements)
    .find((item) => item.text.includes(words));
  if (!found) throw new Error(`sin enunciado con «${words}»`);
  return found;
}

describe("buildFormats", () => {
  const { acta, poder, constancia, curriculum } = applicantPassages();
  const form = passage("formatos", "formatos.docx", 1, MANIFIESTO, "FORMATO 3");
  const bases = passage(
    "bases",
    "convocatoria.pdf",
    1,
    "CONVOCATORIA a la Licitación Pública Nacional número LA-011000999-E12-2025 para la rehabilitación de la red.",
  );
  const all = [acta, poder, constancia, curriculum, form, bases];

  it("fills each blank with the applicant's data, citing the form and the value's document", async () => {
    const input = memoryPhaseInput({ phase: 3, passages: all, project: PROJECT });
    const content = await buildFormats(input);
    expectGrounded(content, all, input.retrieved);
    expect(content.title).toBe("Formatos llenados");
    expect(content.sections.map((section) => [section.heading, section.level])).toEqual([
      ["FORMATO 3 MANIFIESTO DE NACIONALIDAD Y FACULTADES", 1],
      ["Datos del licitante", 1],
    ]);
    const origin = content.sections[0]?.statements[0];
    expect(origin?.text).toBe("Formato tomado de «formatos.docx», página 1.");
    expect(origin?.sources).toEqual([{ passageId: form.id, quote: "FORMATO 3" }]);
    expect(
      statementWith(content, "Licitación Pública Nacional No. LA-011000999-E12-2025").sources.map(
        (s) => s.passageId,
      ),
    ).toEqual([form.id, bases.id]);
    const body = statementWith(
      content,
      "Yo, Ana Patricia Luna Ortega, en mi carácter de representante legal",
    );
    expect(body.text).toContain(
      "de la empresa Constructora Técnica del Bajío, S.A. de C.V., con R.F.C. CTB150310AB1",
    );
    expect(body.text).toContain(
      "y domicilio en BOULEVARD ADOLFO LÓPEZ MATEOS 1520, Col. CENTRO, C.P. 37000, LEÓN, GUANAJUATO,",
    );
    // The facultades are those of the poder (its deed, date and notary), not the acta's.
    expect(body.text).toContain("escritura pública número 15,870 de fecha 4 de junio de 2019");
    expect(body.text).not.toContain("12,345");
    expect(body.sources[0]?.passageId).toBe(form.id);
    expect(body.sources.map((s) => s.passageId)).toEqual(expect.arrayContaining([poder.id, constancia.id]));
    expect(body.sources.length).toBeLessThanOrEqual(5);
    expect(statementWith(content, "Teléfono: (477) 712 3456").sources.map((s) => s.passageId)).toContain(
      curriculum.id,
    );
    expect(statementWith(content, "Correo electrónico: contacto@ctbajio.com.mx").text).not.toContain(
      "PENDIENTE",
    );
    expect(statementWith(content, "Lugar y fecha: [PENDIENTE: fecha]").text).toBeTruthy();
    // The signature line stays a line for the pen, with its caption under it.
    const texts = content.sections.flatMap((section) => section.statements.map((item) => item.text));
    const signature = texts.indexOf("____________________");
    expect(texts.slice(signature, signature + 2)).toEqual(["____________________", "Nombre y firma"]);
    expect(content.pending).toEqual(["fecha (FORMATO 3 MANIFIESTO DE NACIONALIDAD Y FACULTADES)"]);
    const table = content.sections[1]?.table;
    expect(table?.headers).toEqual(["Campo", "Valor"]);
    expect(table?.rows.find((row) => row.cells[0] === "RFC")).toEqual({
      cells: ["RFC", "CTB150310AB1"],
      sources: [{ passageId: constancia.id, quote: "RFC: CTB150310AB1" }],
    });
  });

  it("writes [PENDIENTE: …] for data no document gives", async () => {
    const onlyForm = [form];
    const input = memoryPhaseInput({ phase: 3, passages: onlyForm, project: PROJECT });
    const content = await buildFormats(input);
    expectGrounded(content, onlyForm, input.retrieved);
    const body = statementWith(content, "Yo, [PENDIENTE: Representante legal], en mi carácter");
    // The form says "domicilio", so the pending mark says what the form asks, not the Mexican "Domicilio fiscal".
    expect(body.text).toContain("con R.F.C. [PENDIENTE: RFC] y domicilio en [PENDIENTE: Domicilio],");
    expect(content.pending).toEqual(
      expect.arrayContaining([
        "RFC (FORMATO 3 MANIFIESTO DE NACIONALIDAD Y FACULTADES)",
        "número de la licitación (FORMATO 3 MANIFIESTO DE NACIONALIDAD Y FACULTADES)",
        "RFC",
        "Razón social o denominación",
      ]),
    );
    const rfcRow = content.sections.at(-1)?.table?.rows.find((row) => row.cells[0] === "RFC");
    expect(rfcRow).toEqual({ cells: ["RFC", "[PENDIENTE: RFC]"], sources: [] });
  });

  it("explains that no forms were uploaded and still lists the applicant's data", async () => {
    const passages = [acta, poder, constancia];
    const input = memoryPhaseInput({ phase: 3, passages, project: PROJECT });
    const content = await buildFormats(input);
    expectGrounded(content, passages, input.retrieved);
    expect(content.sections.map((section) => section.heading)).toEqual([
      "Formatos a llenar",
      "Datos del licitante",
    ]);
    expect(content.sections[0]?.statements[0]?.text).toContain("«Formatos a llenar»");
    expect(content.sections[1]?.table?.rows.map((row) => row.cells[0])).toContain("Representante legal");
  });

  it("fills the forms the convocatoria carries in its pages when none was uploaded apart", async () => {
    const formPage = passage(
      "bases",
      "convocatoria.pdf",
      22,
      [
        "FORMATO 2",
        "ACREDITACIÓN DE PERSONALIDAD",
        "Yo, ______________________, manifiesto bajo protesta de decir verdad que los datos aquí asentados son ciertos.",
        "Del licitante: R.F.C.: __________",
      ].join("\n"),
    );
    const passages = [acta, poder, constancia, bases, formPage];
    const input = memoryPhaseInput({ phase: 3, passages, project: PROJECT });
    const content = await buildFormats(input);
    expectGrounded(content, passages, input.retrieved);
    expect(content.sections.map((section) => section.heading)).toEqual([
      "Formatos a llenar",
      "FORMATO 2 ACREDITACIÓN DE PERSONALIDAD",
      "Datos del licitante",
    ]);
    expect(content.sections[0]?.statements[0]?.text).toBe(
      "No se cargaron formatos aparte; se llenan los que trae la convocatoria: FORMATO 2 ACREDITACIÓN DE PERSONALIDAD.",
    );
    expect(content.pending).not.toContain("Formatos de la convocatoria (categoría «Formatos a llenar»)");
  });

  it("keeps only the forms an instruction asks for and never takes a value from the instruction", async () => {
    const second = passage(
      "formatos",
      "formatos.docx",
      2,
      "FORMATO 4\nCARTA COMPROMISO\nEl licitante ________ se compromete.",
    );
    const passages = [...all, second];
    const instructions = "Solo el formato 3. El representante legal es Juan Pérez Gómez.";
    const earlier = {
      phase: 3,
      version: 1,
      isUserAdjusted: false,
      fileName: "Formatos_llenados_v1.docx",
      content: {
        title: "Formatos llenados",
        sections: [
          { heading: "FORMATO 3 MANIFIESTO DE NACIONALIDAD Y FACULTADES", level: 1 as const, statements: [] },
        ],
        pending: [
          "número de la licitación (FORMATO 3 MANIFIESTO DE NACIONALIDAD Y FACULTADES)",
          "fecha (FORMATO 3 MANIFIESTO DE NACIONALIDAD Y FACULTADES)",
        ],
      },
    };
    const input = memoryPhaseInput({
      phase: 3,
      passages,
      project: PROJECT,
      instructions,
      earlier: [earlier],
    });
    const content = await buildFormats(input);
    expectGrounded(content, passages, input.retrieved);
    expect(content.sections.map((section) => section.heading)).toEqual([
      "Instrucciones aplicadas",
      "FORMATO 3 MANIFIESTO DE NACIONALIDAD Y FACULTADES",
      "Datos del licitante",
    ]);
    const notes = content.sections[0]?.statements.map((statement) => statement.text).join("\n");
    expect(notes).toContain(`Instrucciones aplicadas: «${instructions}».`);
    expect(notes).toContain(
      "Se incluyen solo los formatos pedidos: FORMATO 3 MANIFIESTO DE NACIONALIDAD Y FACULTADES.",
    );
    expect(notes).toContain("«Representante legal: Juan Pérez Gómez» no se usó");
    expect(notes).toContain(
      "Respecto de la versión 1, ya no quedan pendientes: número de la licitación (FORMATO 3 MANIFIESTO DE NACIONALIDAD Y FACULTADES); quedan 1 datos pendientes.",
    );
    expect(JSON.stringify(content)).not.toContain("Juan Pérez Gómez,");
    expect(statementWith(content, "Yo, Ana Patricia Luna Ortega,").text).toBeTruthy();
  });

  it("uses a value named in the instructions when a document gives it, citing that document", async () => {
    const letter = passage(
      "otros",
      "alta-sat.pdf",
      1,
      "Aviso de actualización. RFC vigente: CTB150310AB9 desde el 1 de enero de 2024.",
    );
    const passages = [...all, letter];
    const input = memoryPhaseInput({
      phase: 3,
      passages,
      project: PROJECT,
      instructions: "El RFC es CTB150310AB9",
    });
    const content = await buildFormats(input);
    expectGrounded(content, passages, input.retrieved);
    const body = statementWith(content, "con R.F.C. CTB150310AB9 y domicilio");
    expect(body.sources.map((s) => s.passageId)).toContain(letter.id);
    expect(statementWith(content, "«RFC» se tomó de alta-sat.pdf").sources[0]?.passageId).toBe(letter.id);
  });
});

const JAEN = path.resolve("../shared/fixtures/tenders/jaen-04-anexo-II-declaracion-responsable.pdf");

describe.skipIf(!existsSync(JAEN))("buildFormats on the real Anexo II of Jaén", () => {
  it("fills the declaración responsable with the Mexican applicant's data", async () => {
    const result = await extractDocument({ filePath: JAEN, fileType: "pdf", timeoutMs: 120_000 });
    if (result.status !== "listo") throw new Error("no se pudo leer el anexo");
    const anexo = splitIntoPassages(result.units).map((item) =>
      passage("anexos", "jaen-04-anexo-II.pdf", item.page, item.text, item.heading),
    );
    const { acta, poder, constancia, curriculum } = applicantPassages();
    const passages = [...anexo, acta, poder, constancia, curriculum];
    const input = memoryPhaseInput({ phase: 3, passages, project: PROJECT });
    const content = await buildFormats(input);
    expectGrounded(content, passages, input.retrieved);
    expect(content.sections[0]?.heading).toBe("ANEXO II MODELO DE DECLARACIÓN RESPONSABLE");
    const first = statementWith(content, "D./Dña");
    expect(first.text).toMatch(
      /^D\.\/Dña Ana Patricia Luna Ortega, con DNI número \[PENDIENTE: número de identificación del firmante\] en nombre/u,
    );
    expect(first.text).toContain(
      "(de la empresa que representa) Constructora Técnica del Bajío, S.A. de C.V. con NIF CTB150310AB1 y domicilio(fiscal) ",
    );
    expect(first.text).toContain(
      "del contrato de Rehabilitación de la red de agua potable de San Miguel y atendiendo",
    );
    expect(first.sources.map((source) => source.passageId)).toEqual(
      expect.arrayContaining([poder.id, constancia.id]),
    );
    expect(
      statementWith(content, "Dirección de correo electrónico: contacto@ctbajio.com.mx").text,
    ).toBeTruthy();
    expect(content.pending).toContain(
      "número de identificación del firmante (ANEXO II MODELO DE DECLARACIÓN RESPONSABLE)",
    );
  }, 60_000);
});

describe("a form of another country", () => {
  it("is filled with its own field names: no RFC nor Domicilio fiscal forced on a Colombian form", async () => {
    const form = passage(
      "formatos",
      "formatos-bogota.docx",
      1,
      [
        "FORMATO 1. CARTA DE PRESENTACIÓN DE LA OFERTA",
        "Nombre del proponente: ____________________",
        "NIT: ____________________",
        "Dirección: ____________________",
        "Teléfono: ____________________",
      ].join("\n"),
      "FORMATO 1. CARTA DE PRESENTACIÓN DE LA OFERTA",
    );
    const content = await buildFormats(memoryPhaseInput({ phase: 3, passages: [form], project: PROJECT }));
    const text = JSON.stringify(content);
    expect(text).toContain("NIT: [PENDIENTE: NIT]");
    expect(text).toContain("Dirección: [PENDIENTE: Dirección]");
    expect(text).not.toContain("RFC");
    expect(text).not.toContain("Domicilio fiscal");
    // The title is the section's heading; the body starts with the first line under it, not the title again.
    const letter = content.sections[0]!;
    expect(letter.heading).toBe("FORMATO 1. CARTA DE PRESENTACIÓN DE LA OFERTA");
    expect(letter.statements.map((statement) => statement.text).slice(0, 2)).toEqual([
      "Formato tomado de «formatos-bogota.docx», página 1.",
      "Nombre del proponente: [PENDIENTE: Razón social o denominación]",
    ]);
  });
});

const JAEN_ANNEX = path.resolve("../shared/fixtures/tenders/jaen-03-anexo-I-caracteristicas.pdf");

describe.skipIf(!existsSync(JAEN_ANNEX))("the tender's own characteristics annex (Jaén's Anexo I)", () => {
  it("is not reproduced line by line: only its fields are written, and the section says why", async () => {
    const result = await extractDocument({ filePath: JAEN_ANNEX, fileType: "pdf", timeoutMs: 120_000 });
    if (result.status !== "listo") throw new Error("no se pudo leer el anexo");
    const anexo = splitIntoPassages(result.units).map((item) =>
      passage("anexos", "jaen-03-anexo-I-caracteristicas.pdf", item.page, item.text, item.heading),
    );
    const { acta, constancia } = applicantPassages();
    const passages = [...anexo, acta, constancia];
    const input = memoryPhaseInput({ phase: 3, passages, project: PROJECT });
    const content = await buildFormats(input);
    expectGrounded(content, passages, input.retrieved);
    const annex = content.sections.find(
      (section) => section.heading === "ANEXO I CARACTERÍSTICAS DEL CONTRATO",
    )!;
    expect(annex.statements[1]?.text).toBe(
      "Es un anexo de la convocatoria que describe el contrato, no un formato por llenar: no se reproduce (consúltelo en «jaen-03-anexo-I-caracteristicas.pdf», páginas 1 a 6); abajo se llenan solo sus 4 campos.",
    );
    // Its title line, the note and one line per field: not the 120 lines of the annex.
    expect(annex.statements.length).toBeLessThanOrEqual(6);
    for (const statement of annex.statements.slice(2)) expect(statement.text).toContain("[PENDIENTE:");
    // A form to fill keeps its whole text.
    const form = passage(
      "formatos",
      "formatos.docx",
      1,
      ["FORMATO A. CARTA DE PRESENTACIÓN", "Manifiesto que conozco las bases.", "R.F.C.: ________"].join(
        "\n",
      ),
      "FORMATO A. CARTA DE PRESENTACIÓN",
    );
    const both = await buildFormats(
      memoryPhaseInput({ phase: 3, passages: [...passages, form], project: PROJECT }),
    );
    const letter = both.sections.find((section) => section.heading === "FORMATO A. CARTA DE PRESENTACIÓN")!;
    expect(letter.statements.map((statement) => statement.text).join(" ")).toContain(
      "Manifiesto que conozco las bases.",
    );
  }, 60_000);
});
