/**
 * Phase 4, the applicant's CV: the bases' contents list as headings, the contracts table, the bases'
 * requirements checked against the CV, [PENDIENTE] for what is missing, instructions and adjusted
 * versions on regeneration; every citation literal and retrieved.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import { applicantPassages } from "./applicant-test-documents.test-support";
import { BASES_CV, CV_EMPRESA, expectGrounded, expectPendingListed } from "./cv-fixtures.test-support";
import { buildApplicantCv } from "./phase5-applicant-cv";

const bases = () => passage("bases", "Bases_LO-922.pdf", 14, BASES_CV, "5.3 Documentación técnica");
const company = () => passage("curricula", "Curriculum_Constructora_Tlaloc.pdf", 2, CV_EMPRESA);

describe("buildApplicantCv", () => {
  it("follows the contents the bases ask for and fills them from the company's CV", async () => {
    const passages = [bases(), company()];
    const input = memoryPhaseInput({ phase: 4, passages });
    const content = await buildApplicantCv(input);
    expect(content.title).toBe("Currículum del licitante");
    expect(content.sections.map((section) => section.heading)).toEqual([
      "Estructura solicitada",
      "Datos generales de la empresa",
      "Especialidad y años de experiencia",
      "Relación de contratos de obras similares celebrados con dependencias",
      "Certificaciones vigentes",
      "Organigrama y personal técnico",
      "Requisitos de las bases",
    ]);
    const datos = content.sections[1];
    expect(datos?.statements[0]?.text).toBe("Razón social: Constructora Tlaloc, S.A. de C.V.");
    expect(datos?.statements[1]?.text).toBe("RFC: CTB150310AB1");
    const contracts = content.sections[3]?.table;
    expect(contracts?.headers).toEqual(["Cliente", "Objeto", "Año", "Monto"]);
    expect(contracts?.rows.map((row) => row.cells[0])).toEqual([
      "Comisión Federal de Electricidad",
      "PEMEX",
      "Municipio de Corregidora",
    ]);
    expect(contracts?.rows[1]?.cells.slice(2)).toEqual(["2019", "$12,450,000.00"]);
    expect(content.sections[4]?.statements.map((statement) => statement.text)[0]).toContain("ISO 9001:2015");
    expect(content.sections[5]?.statements.some((statement) => statement.text.includes("85 empleados"))).toBe(
      true,
    );

    const requirements = content.sections[6]?.table;
    expect(requirements?.headers).toEqual(["Requisito", "Cubierto", "Evidencia"]);
    const contractsRow = requirements?.rows.find((row) => row.cells[0]?.includes("al menos 3 contratos"));
    // 'en los últimos cinco años': the 2019 contract is out of the window (the test runs in 2026 or later).
    expect(contractsRow?.cells[1]).toBe("No");
    expect(contractsRow?.cells[2]).toMatch(
      /^El currículum relaciona 3 contratos, (?:1 concluido|[02] concluidos) desde 20\d\d \(se piden 3 concluidos desde 20\d\d\)\.$/u,
    );
    const signatureRow = requirements?.rows.find((row) =>
      row.cells[0]?.includes("firmado por el representante"),
    );
    expect(signatureRow?.cells[1]).toBe("Pendiente");
    expect(content.pending).toContain("firma autógrafa del representante legal en el currículum");
    // Staff requirements belong to phase 5, not to the company's CV.
    expect(requirements?.rows.some((row) => row.cells[0]?.includes("superintendente"))).toBe(false);
    expect(expectGrounded(content, passages, input.retrieved)).toBeGreaterThan(10);
    expectPendingListed(content);
  });

  it("gives the general data the acta, the poder and the constancia hold, and says each thing once", async () => {
    const documents = applicantPassages();
    // A CV whose founding sentence is both its experience and its specialty.
    const cv = passage(
      "curricula",
      "curriculum-empresa.pdf",
      2,
      "Constructora dedicada a la construcción de obras hidráulicas con 11 años de experiencia en el Bajío.",
    );
    const passages = [documents.acta, documents.poder, documents.constancia, cv];
    const input = memoryPhaseInput({ phase: 4, passages });
    const content = await buildApplicantCv(input);
    const lines = (heading: string) =>
      content.sections.find((section) => section.heading === heading)?.statements.map((s) => s.text) ?? [];
    expect(lines("Datos generales")).toEqual(
      expect.arrayContaining([
        "Domicilio fiscal: BOULEVARD ADOLFO LÓPEZ MATEOS 1520, Col. CENTRO, C.P. 37000, LEÓN, GUANAJUATO",
        "Acta constitutiva: escritura pública número 12,345, del 10 de marzo de 2015, otorgada ante Lic. Roberto Méndez Aguilar, Notario Público número 45 de León, Guanajuato",
        "Representante legal: Ana Patricia Luna Ortega",
      ]),
    );
    const experience = lines("Experiencia y especialidad");
    expect(experience.filter((text) => text.includes("obras hidráulicas"))).toHaveLength(1);
    expectGrounded(content, passages, input.retrieved);
  });

  it("leaves out a CV line that only restates the RFC and the domicilio said above it", async () => {
    const documents = applicantPassages();
    const cv = passage(
      "curricula",
      "curriculum-empresa.pdf",
      1,
      [
        "CURRÍCULUM EMPRESARIAL",
        "Constructora Hidráulica del Bajío, S.A. de C.V.",
        "RFC CHB150310KX4 · Boulevard Adolfo López Mateos 1520, Col. Centro, C.P. 37000, León, Guanajuato",
        "Atendemos obras en los estados de Guanajuato, Querétaro y Jalisco desde nuestra planta de León.",
      ].join("\n"),
    );
    const passages = [documents.acta, documents.poder, documents.constancia, cv];
    const content = await buildApplicantCv(memoryPhaseInput({ phase: 4, passages }));
    const datos = content.sections.find((section) => section.heading === "Datos generales");
    const texts = datos?.statements.map((statement) => statement.text) ?? [];
    expect(
      texts.some((text) => text.startsWith("Domicilio fiscal: BOULEVARD ADOLFO LÓPEZ MATEOS 1520")),
    ).toBe(true);
    expect(texts.filter((text) => text.includes("1520"))).toHaveLength(1);
  });

  it("holds the contracts to the number and window another sentence of the bases states", async () => {
    const year = new Date().getFullYear();
    const asking = passage(
      "bases",
      "convocatoria-obra.pdf",
      3,
      [
        "6. Relación de contratos de obras similares ejecutados en los últimos tres años, con copia de contratos y actas de entrega-recepción.",
        "Los licitantes deberán acreditar experiencia en obras de la misma naturaleza y magnitud, con al menos dos contratos concluidos en los últimos tres años.",
      ].join("\n"),
    );
    const acta = passage(
      "legal",
      "acta-constitutiva.pdf",
      2,
      `La sociedad ha prestado el servicio de recolección de residuos sólidos urbanos a los municipios de Zapopan (${year - 8} a ${year - 5}, contrato ZAP-045, monto $18,450,000.00) y San Pedro Tlaquepaque (${year - 6} a ${year - 2}, contrato SPT-112, monto $9,870,000.00).`,
    );
    const content = await buildApplicantCv(memoryPhaseInput({ phase: 4, passages: [asking, acta] }));
    const rows = content.sections.find((section) => section.heading === "Requisitos de las bases")?.table
      ?.rows;
    const since = year - 3;
    const expected = `El currículum relaciona 2 contratos, 1 concluido desde ${since} (se piden 2 concluidos desde ${since}).`;
    const listed = rows?.find((row) => row.cells[0]?.startsWith("6. Relación de contratos"));
    expect(listed?.cells.slice(1)).toEqual(["No", expected]);
    const minimum = rows?.find((row) => row.cells[0]?.includes("al menos dos contratos"));
    expect(minimum?.cells.slice(1)).toEqual(["No", expected]);
  });

  it("invents no minimum number of contracts when the bases state none", async () => {
    const asking = passage(
      "bases",
      "Convocatoria_LA-05.pdf",
      10,
      "XIV. Presentar currículum del licitante con la relación de contratos celebrados con dependencias o entidades para el suministro de bienes similares.",
    );
    const content = await buildApplicantCv(memoryPhaseInput({ phase: 4, passages: [asking, company()] }));
    const requirements = content.sections.find((section) => section.heading === "Requisitos de las bases");
    const row = requirements?.table?.rows.find((item) => item.cells[0]?.includes("relación de contratos"));
    expect(row?.cells[1]).toBe("Sí");
    expect(row?.cells[2]).toBe("El currículum relaciona 3 contratos (las bases no fijan un número mínimo).");
  });

  it("writes the standard CV and marks what is missing when the bases and the CV say nothing", async () => {
    const acta = passage(
      "legal",
      "Acta_constitutiva.pdf",
      1,
      "ESCRITURA PÚBLICA NÚMERO 45,210\nConstitución de SERVICIOS HIDRÁULICOS DEL GOLFO, S.A. DE C.V.\nDenominación: Servicios Hidráulicos del Golfo, S.A. de C.V.\nRFC SHG120504KX9",
    );
    const input = memoryPhaseInput({ phase: 4, passages: [acta] });
    const content = await buildApplicantCv(input);
    expect(content.sections.map((section) => section.heading)).toEqual([
      "Documentos del licitante",
      "Datos generales",
      "Experiencia y especialidad",
      "Contratos similares",
      "Certificaciones",
      "Recursos humanos y técnicos",
      "Requisitos de las bases",
    ]);
    expect(content.sections[1]?.statements[0]?.text).toBe(
      "Razón social: Servicios Hidráulicos del Golfo, S.A. de C.V.",
    );
    expect(content.sections[1]?.statements[1]?.text).toBe("RFC: SHG120504KX9");
    expect(content.sections[3]?.table).toBeUndefined();
    expect(content.sections[3]?.statements[0]?.text).toContain("[PENDIENTE: relación de contratos similares");
    expect(content.pending).toEqual(
      expect.arrayContaining(["años de experiencia del licitante", "certificaciones del licitante"]),
    );
    // Without a company CV the phase is written from the acta and the constancia, and says so.
    expect(content.sections[0]?.statements[0]?.text).toContain("se tomaron del acta constitutiva");
    expect(content.pending).not.toContain("razón social del licitante");
    expectGrounded(content, [acta], input.retrieved);
    expectPendingListed(content);
  });

  it("applies the instructions of a regeneration and says so", async () => {
    const passages = [bases(), company()];
    const input = memoryPhaseInput({
      phase: 4,
      passages,
      instructions: "Agregar las certificaciones ISO vigentes",
    });
    const content = await buildApplicantCv(input);
    const extra = content.sections.find((section) => section.heading === "Información adicional solicitada");
    expect(extra?.statements.some((statement) => statement.text.includes("ISO 45001:2018"))).toBe(true);
    const applied = content.sections.at(-1);
    expect(applied?.heading).toBe("Instrucciones aplicadas");
    expect(applied?.statements[0]?.text).toContain(
      "Instrucciones aplicadas: «Agregar las certificaciones ISO vigentes»",
    );
    expectGrounded(content, passages, input.retrieved);
  });

  it("keeps an adjusted upload's sections and adds only the new ones", async () => {
    const passages = [company()];
    const input = memoryPhaseInput({
      phase: 4,
      passages,
      earlier: [
        {
          phase: 4,
          version: 2,
          isUserAdjusted: true,
          fileName: "Curriculum_del_licitante_v2_ajustado.docx",
          content: {
            title: "Currículum del licitante",
            pending: [],
            sections: [
              {
                heading: "Datos generales",
                level: 1,
                statements: [{ text: "Texto corregido por el cliente.", sources: [] }],
              },
              { heading: "Semblanza", level: 1, statements: [{ text: "Empresa queretana.", sources: [] }] },
            ],
          },
        },
      ],
    });
    const content = await buildApplicantCv(input);
    const headings = content.sections.map((section) => section.heading);
    expect(headings.slice(0, 3)).toEqual(["Datos generales", "Semblanza", "Agregado en esta versión"]);
    expect(content.sections[0]?.statements[0]?.text).toBe("Texto corregido por el cliente.");
    expect(headings.filter((heading) => heading === "Datos generales")).toHaveLength(1);
    expect(headings).toContain("Contratos similares");
    expect(content.sections[2]?.statements[0]?.text).toContain("Curriculum_del_licitante_v2_ajustado.docx");
  });
});
