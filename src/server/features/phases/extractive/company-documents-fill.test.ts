/**
 * The sample company's own documents (an acta constitutiva, a constancia de situación fiscal, an
 * opinión de cumplimiento, two CVs and a previous proposal, built as real PDF and Word files and read
 * as the product reads them) fill phases 4-6 of a waste-collection tender: every value those documents
 * state is written with its citation (document, page), and no [PENDIENTE] is left for any of them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  COMPANY_DOCUMENTS,
  COMPANY_FILE_NAMES,
  WASTE_TENDER,
} from "../../../../../tests/support/company-documents";
import { readAsPassages } from "../../../../../tests/support/company-passages";
import { memoryPhaseInput } from "../generation/memory-phase-input.test-support";
import type { CategorizedPassage, TPhaseContent } from "../generation/phase-input";
import { buildFormats } from "./phase4-formats";
import { buildApplicantCv } from "./phase5-applicant-cv";
import { buildTeamCvs } from "./phase6-team-cvs";

interface Expected {
  /** Words of the written statement or table row. */
  text: string;
  /** The document and page its citation must name. */
  document: string;
  page: number;
}

const { acta, constancia, director, coordinator } = COMPANY_FILE_NAMES;

const PHASE4: Expected[] = [
  { text: "R.F.C.: IAP120214QW3", document: constancia, page: 1 },
  {
    text: "Domicilio: AVENIDA LÓPEZ MATEOS SUR 2077, Col. CHAPALITA, C.P. 45040",
    document: constancia,
    page: 1,
  },
  { text: "Nombre del representante legal: Héctor Manuel Villaseñor Ruiz", document: acta, page: 2 },
  { text: "Número de la escritura pública del acta constitutiva: 23,418", document: acta, page: 1 },
  { text: "Nombre del notario público: Lic. Fernando Ibarra Cisneros", document: acta, page: 1 },
  { text: "Objeto social | la prestación de servicios de recolección", document: acta, page: 1 },
  { text: "Fecha de la escritura | 14 de febrero de 2012", document: acta, page: 1 },
  { text: "Folio mercantil | 58211-1", document: acta, page: 1 },
  { text: "Correo electrónico | licitaciones@iapacifico.com.mx", document: constancia, page: 1 },
  { text: "Teléfono | 33 3121 4455", document: constancia, page: 1 },
];

const PHASE5: Expected[] = [
  { text: "RFC: IAP120214QW3", document: constancia, page: 1 },
  {
    text: "Municipio de Zapopan | servicio de recolección de residuos sólidos urbanos, 2018 a 2021, contrato ZAP-DGSP-045/2018 | 2021 | $18,450,000.00",
    document: acta,
    page: 2,
  },
  {
    text: "Municipio de San Pedro Tlaquepaque | servicio de recolección de residuos sólidos urbanos, 2020 a 2023, contrato SPT-OP-112/2020 | 2023 | $9,870,000.00",
    document: acta,
    page: 2,
  },
  { text: "certificación ISO 14001:2015", document: acta, page: 2 },
  { text: "desde su constitución el 14 de febrero de 2012", document: acta, page: 1 },
  { text: "Objeto social: la prestación de servicios de recolección", document: acta, page: 1 },
];

const PHASE6: Expected[] = [
  { text: "Puesto propuesto: Director del proyecto", document: director, page: 1 },
  { text: "Ingeniería Ambiental, Universidad de Guadalajara, 2004.", document: director, page: 1 },
  { text: "Cédula profesional: 4623871", document: director, page: 1 },
  {
    text: "2005 - 2012 | Ayuntamiento de Zapopan | Jefe del departamento de aseo público",
    document: director,
    page: 1,
  },
  {
    text: "2012 - 2026 | Ingeniería Ambiental del Pacífico, S.A. de C.V. | Director general de operaciones de recolección",
    document: director,
    page: 1,
  },
  { text: "Puesto propuesto: Coordinadora de operación", document: coordinator, page: 1 },
  {
    text: "Ingeniería Química, Instituto Tecnológico y de Estudios Superiores de Occidente, 2011.",
    document: coordinator,
    page: 1,
  },
  { text: "Cédula profesional: 7318264", document: coordinator, page: 1 },
  {
    text: "2016 - 2026 | Ingeniería Ambiental del Pacífico, S.A. de C.V. | Coordinadora de rutas de recolección en Zapopan y Tlaquepaque",
    document: coordinator,
    page: 1,
  },
];

/** Every statement and table row as text with the documents and pages it cites. */
function writtenLines(content: TPhaseContent, passages: CategorizedPassage[]) {
  const byId = new Map(passages.map((item) => [item.id, item]));
  const cite = (sources: { passageId: string; quote: string }[]) =>
    sources.map((source) => {
      const passage = byId.get(source.passageId);
      expect(passage, "a citation names a passage of the documents").toBeDefined();
      expect(passage!.text.replace(/\s+/g, " ")).toContain(source.quote);
      return `${passage!.documentName}#${passage!.page}`;
    });
  return content.sections.flatMap((section) => [
    ...section.statements.map((statement) => ({ text: statement.text, cites: cite(statement.sources) })),
    ...(section.table?.rows.map((row) => ({ text: row.cells.join(" | "), cites: cite(row.sources) })) ?? []),
  ]);
}

function expectFilled(content: TPhaseContent, passages: CategorizedPassage[], expected: Expected[]) {
  const lines = writtenLines(content, passages);
  for (const value of expected) {
    const line = lines.find((item) => item.text.includes(value.text));
    expect(line, `«${value.text}» written`).toBeDefined();
    expect(line!.cites, `«${value.text}» cited`).toContain(`${value.document}#${value.page}`);
    expect(line!.text).not.toContain("[PENDIENTE");
  }
}

describe("phases 4-6 filled from the sample company's documents", () => {
  let passages: CategorizedPassage[];
  beforeAll(async () => {
    passages = await readAsPassages([...WASTE_TENDER, ...COMPANY_DOCUMENTS]);
  }, 120_000);

  it("phase 4 fills the tender's own form fields, each with the document and page it came from", async () => {
    const content = await buildFormats(memoryPhaseInput({ phase: 3, passages }));
    expectFilled(content, passages, PHASE4);
    const razon = writtenLines(content, passages).find((line) =>
      line.text.startsWith("Nombre o razón social"),
    );
    expect(razon?.text.toLowerCase()).toContain("ingeniería ambiental del pacífico");
    expect(razon?.cites.length).toBeGreaterThan(1);
    expect(JSON.stringify(content)).not.toContain("[PENDIENTE");
  });

  it("phase 4 writes the client's correction from 'Perfil de la empresa' over what the documents say", async () => {
    const content = await buildFormats(
      memoryPhaseInput({
        phase: 3,
        passages,
        clientProfile: {
          representante: { value: "Lucía Fernanda Arce Medina", status: "corregido" },
          rfc: { value: "IAP120214QW3", status: "confirmado" },
        },
      }),
    );
    const lines = writtenLines(content, passages);
    const form = lines.find((line) => line.text.startsWith("Nombre del representante legal:"));
    expect(form?.text).toBe("Nombre del representante legal: Lucía Fernanda Arce Medina");
    const row = lines.find((line) => line.text.startsWith("Representante legal |"));
    expect(row?.text).toBe(
      "Representante legal | Lucía Fernanda Arce Medina (corregido por el cliente en el Perfil de la empresa)",
    );
    expect(row?.cites).toEqual([]);
    // A confirmed value that the documents still state keeps its citation.
    expect(lines.find((line) => line.text.startsWith("RFC |"))?.cites).toContain(`${constancia}#1`);
  });

  it("phase 5 writes the track record, certifications and years the acta states", async () => {
    const content = await buildApplicantCv(memoryPhaseInput({ phase: 4, passages }));
    expectFilled(content, passages, PHASE5);
    const text = JSON.stringify(content);
    for (const stated of [
      "razón social",
      "contratos similares",
      "certificaciones",
      "años de experiencia",
      "especialidad",
    ])
      expect(text).not.toContain(`[PENDIENTE: ${stated}`);
  });

  it("phase 6 writes each person's role, education, cédula and experience with per-requirement results", async () => {
    const content = await buildTeamCvs(memoryPhaseInput({ phase: 5, passages }));
    expectFilled(content, passages, PHASE6);
    expect(JSON.stringify(content)).not.toContain("[PENDIENTE");
    const lines = writtenLines(content, passages).map((line) => line.text);
    // Each person is measured against the profile the bases require for their role.
    expect(lines.some((line) => /Cumple.*10 años/.test(line) && line.includes("21 años"))).toBe(true);
    expect(lines.some((line) => /Cumple.*5 años/.test(line) && line.includes("14 años"))).toBe(true);
  });
});
