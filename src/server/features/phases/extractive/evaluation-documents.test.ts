/**
 * Phase 8's reading of requirements that ask for a document: the client's upload of that kind covers
 * the requirement whatever words it adds, cited to the document; a document the client has not uploaded
 * leaves it uncovered; a filled form of the bases is no document; the tender's text never counts.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { CategorizedPassage } from "../generation/phase-input";
import {
  clientDocumentsOf,
  documentCoverage,
  documentKindsOf,
  professionsIn,
  requestedDocumentsOf,
} from "./evaluation-documents";
import { tenderShingles } from "./evaluation-evidence";
import { relevantPointsWith, version } from "./evaluation-phases.test-support";
import { COVERED_BY_DOCUMENT, REJECTION_CAUSE } from "./evaluation-summary";
import { buildEvaluation } from "./phase8-evaluation";

const REGISTERED_ACTA =
  "Acta constitutiva y sus modificaciones, inscrita en el Registro Público de la Propiedad y de Comercio, con la boleta de inscripción.";
const IDENTIFICATION = "Copia de la identificación oficial vigente con fotografía del representante legal.";
const POWER =
  "Poder notarial del representante legal con facultades para suscribir propuestas en nombre del licitante.";
const POWER_CLAUSE =
  "El poder notarial del representante legal deberá contener facultades suficientes para suscribir propuestas y firmar contratos en nombre del licitante ante cualquier dependencia.";

describe("requestedDocumentsOf", () => {
  it("names each document a requirement asks for, and none for a form of the bases to fill in", () => {
    expect(requestedDocumentsOf(REGISTERED_ACTA)).toEqual(["acta constitutiva"]);
    expect(
      requestedDocumentsOf(
        "Opiniones de cumplimiento de obligaciones fiscales ante el SAT y en materia de seguridad social ante el IMSS.",
      ),
    ).toEqual(["opinión de cumplimiento SAT", "opinión de cumplimiento IMSS"]);
    // INFONAVIT's constancia is not the SAT's, even where a scan split its words.
    expect(
      requestedDocumentsOf(
        "Entregar la constancia de situación fiscal en materia de apor taciones patronales sin adeudo, emitida por el INFONAVIT.",
      ),
    ).toEqual(["opinión de cumplimiento INFONAVIT"]);
    expect(
      requestedDocumentsOf("Anexo 3. Acreditación de la personalidad, con los datos del acta constitutiva."),
    ).toEqual([]);
    expect(requestedDocumentsOf("El licitante deberá presentar escrito de nacionalidad mexicana.")).toEqual(
      [],
    );
  });
});

describe("documentKindsOf", () => {
  it("reads a document's kind from its file name, its first lines or, for CVs, its category", () => {
    expect(documentKindsOf({ name: "Acta_Constitutiva-2019.pdf", category: "legal", opening: "" })).toEqual(
      new Set(["acta constitutiva"]),
    );
    expect(
      documentKindsOf({
        name: "escaneo 0012.pdf",
        category: "fiscal",
        opening: "CÉDULA DE IDENTIFICACIÓN FISCAL\nCONSTANCIA DE SITUACIÓN FISCAL\nRFC: CTB150310AB1",
      }),
    ).toEqual(new Set(["constancia de situación fiscal"]));
    expect(documentKindsOf({ name: "RFC empresa.pdf", category: "fiscal", opening: "" })).toEqual(
      new Set(["constancia de situación fiscal"]),
    );
    expect(
      documentKindsOf({ name: "Laura Ramírez.pdf", category: "equipo", opening: "Ingeniera civil." }),
    ).toEqual(new Set(["currículum del personal"]));
    // A team member's CV is no company CV, whatever its name; the company's CV is no team member's.
    expect(
      documentKindsOf({
        name: "Curriculum_Ing_Ramirez.pdf",
        category: "equipo",
        opening: "CURRÍCULUM VITAE",
      }),
    ).toEqual(new Set(["currículum del personal"]));
    expect(
      documentKindsOf({ name: "curriculum-empresa.pdf", category: "curricula", opening: "Experiencia." }),
    ).toEqual(new Set(["currículum de la empresa"]));
    expect(
      requestedDocumentsOf(
        "Currículum del superintendente de obra, con cédula profesional de ingeniero civil o arquitecto.",
      ),
    ).toEqual(["currículum del personal", "cédula profesional"]);
    expect(requestedDocumentsOf("Currículum de la empresa con su experiencia en obras similares.")).toEqual([
      "currículum de la empresa",
    ]);
    expect(documentKindsOf({ name: "fotos-obra.pdf", category: "otros", opening: "Fotografías." }).size).toBe(
      0,
    );
  });
});

describe("documentCoverage", () => {
  const acta = {
    name: "acta.pdf",
    kinds: new Set(["acta constitutiva"]),
    source: { passageId: "p", quote: "q" },
  };

  it("covers with the uploaded document and leaves uncovered what was not uploaded", () => {
    expect(documentCoverage(REGISTERED_ACTA, [acta])).toEqual({ covered: [acta] });
    expect(documentCoverage(IDENTIFICATION, [acta])).toEqual({ missing: ["identificación oficial"] });
    expect(documentCoverage("Acta constitutiva y poder notarial del representante.", [acta])).toEqual({
      missing: ["poder notarial"],
    });
    expect(documentCoverage("Escrito de nacionalidad mexicana.", [acta])).toBeNull();
  });

  it("covers nothing with a document past its validity, and takes a valid one of the kind first", () => {
    const asked = "Opinión de cumplimiento de obligaciones fiscales (artículo 32-D) en sentido positivo.";
    const kinds = new Set(["opinión de cumplimiento SAT"]);
    const expired = {
      name: "opinion-septiembre.pdf",
      kinds,
      source: { passageId: "p1", quote: "q" },
      expired: {
        validUntil: new Date("2026-10-02T18:00:00Z"),
        basis: "30 días según el propio documento",
        source: { passageId: "p1", quote: "Fecha de emisión: 2 de septiembre de 2026" },
      },
    };
    const renewed = { name: "opinion-noviembre.pdf", kinds, source: { passageId: "p2", quote: "q" } };
    expect(documentCoverage(asked, [expired])).toEqual({ expired: [expired] });
    expect(documentCoverage(asked, [expired, renewed])).toEqual({ covered: [renewed] });
    // A document missing outright is said first: the expired one is the lesser gap.
    expect(documentCoverage(`${asked} Acta constitutiva.`, [expired])).toEqual({
      missing: ["acta constitutiva"],
    });
  });
});

describe("phase 8 with the client's documents", () => {
  const rules = passage("bases", "bases.pdf", 9, `Documentación legal. ${POWER_CLAUSE}`);
  const actaPage = passage(
    "legal",
    "acta-constitutiva.pdf",
    1,
    "Escritura pública número 12,345. Constitución de sociedad: Constructora Tlaloc, S.A. de C.V., con domicilio en Guadalajara.",
  );
  // The bases' own paragraph filed as the client's 'poder': a paste of the tender, not the client's deed.
  const pastedPower = passage("otros", "poder-notarial.pdf", 1, POWER_CLAUSE);
  const mandatory = (requirement: string, source: CategorizedPassage) => ({
    cells: [requirement, "Legal", "", "", "", "Sí"],
    sources: [{ passageId: source.id, quote: source.text.slice(0, 60) }],
  });

  it("covers the acta by the uploaded acta, cited to it; the ID and a pasted 'poder' stay uncovered", async () => {
    const passages = [rules, actaPage, pastedPower];
    const phase1 = relevantPointsWith([
      mandatory(REGISTERED_ACTA, rules),
      mandatory(IDENTIFICATION, rules),
      mandatory(POWER, rules),
    ]);
    const content = await buildEvaluation(
      memoryPhaseInput({ phase: 7, passages, earlier: [version(0, phase1)] }),
    );
    const summary = content.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
    const covered = summary.filter((row) => row.cells[0] === COVERED_BY_DOCUMENT);
    expect(covered.map((row) => row.cells[1])).toEqual([`${REGISTERED_ACTA} — «acta-constitutiva.pdf»`]);
    // Cited to the first sentence of the acta sharing the requirement's words ('pública'), not to its
    // whole opening.
    expect(covered[0]?.sources).toEqual([
      { passageId: actaPage.id, quote: "Escritura pública número 12,345." },
    ]);
    const uncovered = summary
      .filter((row) => row.cells[0] === "Requisito obligatorio sin cubrir")
      .map((row) => row.cells[1]);
    expect(uncovered).toEqual([IDENTIFICATION, POWER]);
  });

  it("lists a cause of rejection that names no document apart, to check; one that names a document is a requirement", async () => {
    const causes = passage(
      "bases",
      "bases.pdf",
      10,
      "Será causa de desechamiento que los precios unitarios no sean remunerativos. Será causa de desechamiento no presentar el acta constitutiva.",
    );
    const price = "Que los precios unitarios no sean remunerativos conforme al presupuesto base.";
    const noActa = "No presentar el acta constitutiva de la sociedad.";
    const cause = (requirement: string) => ({
      cells: [requirement, "Causal de rechazo", "", "", "", "Sí"],
      sources: [{ passageId: causes.id, quote: causes.text.slice(0, 60) }],
    });
    const content = await buildEvaluation(
      memoryPhaseInput({
        phase: 7,
        passages: [causes, actaPage],
        earlier: [version(0, relevantPointsWith([cause(price), cause(noActa)]))],
      }),
    );
    const summary = content.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
    const labelled = (label: string) =>
      summary.filter((row) => row.cells[0] === label).map((row) => row.cells[1]);
    expect(labelled("Requisito obligatorio sin cubrir")).toEqual([]);
    expect(labelled(REJECTION_CAUSE)).toEqual([price]);
    expect(labelled(COVERED_BY_DOCUMENT)).toEqual([`${noActa} — «acta-constitutiva.pdf»`]);
  });

  it("lists a bar on who may take part with the causes to avoid; the declaration the bases ask stays a requirement", async () => {
    const rulesPage = passage(
      "bases",
      "bases.pdf",
      2,
      "No podrán participar las personas que se encuentren en los supuestos del artículo 51 de la Ley. 9. Escrito bajo protesta de decir verdad de no encontrarse en los supuestos del artículo 51 de la Ley.",
    );
    const bar =
      "No podrán participar las personas que se encuentren en los supuestos del artículo 51 de la Ley.";
    const declaration =
      "Escrito bajo protesta de decir verdad de no encontrarse en los supuestos del artículo 51 de la Ley.";
    const row = (requirement: string, kind: string) => ({
      cells: [requirement, kind, "", "", "", "Sí"],
      sources: [{ passageId: rulesPage.id, quote: requirement.slice(0, 50) }],
    });
    const content = await buildEvaluation(
      memoryPhaseInput({
        phase: 7,
        passages: [rulesPage, actaPage],
        earlier: [version(0, relevantPointsWith([row(bar, "Legal"), row(declaration, "Administrativo")]))],
      }),
    );
    const summary = content.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
    const labelled = (label: string) =>
      summary.filter((item) => item.cells[0] === label).map((item) => item.cells[1]);
    expect(labelled("Requisito obligatorio sin cubrir")).toEqual([declaration]);
    expect(labelled(REJECTION_CAUSE)).toEqual([bar]);
  });

  it("never takes the tender's text filed among the client's documents for a document of the client", () => {
    const shingles = tenderShingles([rules]);
    expect(clientDocumentsOf([actaPage, pastedPower], shingles).map((document) => document.name)).toEqual([
      "acta-constitutiva.pdf",
    ]);
  });

  it("takes a team CV for a profession only if it names that profession", async () => {
    const asked =
      "Currículum del superintendente de obra, con cédula profesional de ingeniero civil o arquitecto y experiencia mínima de tres años.";
    const rules = passage("bases", "bases-obra.pdf", 3, `7. ${asked}`);
    const environmental = passage(
      "equipo",
      "cv-director.docx",
      1,
      "CURRÍCULUM VITAE\nNombre: Héctor Villaseñor Ruiz\nFormación académica: Ingeniería Ambiental, Universidad de Guadalajara, 2004.\nCédula profesional: 4623871",
    );
    const civil = passage(
      "equipo",
      "cv-superintendente.docx",
      1,
      "CURRÍCULUM VITAE\nNombre: Rosa Elena Pardo Ibarra\nIngeniera Civil por la Universidad Autónoma de Hidalgo (2009). Cédula profesional 6120934.",
    );
    expect(professionsIn(asked).map((item) => item.name)).toEqual(["ingeniero civil", "arquitecto"]);
    const summaryOf = async (team: CategorizedPassage[]) => {
      const content = await buildEvaluation(
        memoryPhaseInput({
          phase: 7,
          passages: [rules, ...team],
          earlier: [version(0, relevantPointsWith([mandatory(asked, rules)]))],
        }),
      );
      const rows = content.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
      return (label: string) => rows.filter((row) => row.cells[0] === label).map((row) => row.cells[1]);
    };
    // The environmental engineer's CV is a CV with a cédula, but not of the profession asked.
    const alone = await summaryOf([environmental]);
    expect(alone(COVERED_BY_DOCUMENT)).toEqual([]);
    expect(alone("Requisito obligatorio sin cubrir")).toEqual([
      `${asked} — Ningún currículo o cédula del cliente acredita: ingeniero civil o arquitecto`,
    ]);
    const both = await summaryOf([environmental, civil]);
    expect(both("Requisito obligatorio sin cubrir")).toEqual([]);
    expect(both(COVERED_BY_DOCUMENT)).toEqual([`${asked} — «cv-superintendente.docx»`]);
  });
});
