/**
 * How phase 8 reads the bases and the client (issue 9, deliver 5), each rule on its own sentence: the
 * figure of points in words and digits, a single point, points outside scoring (a touch screen's 20
 * points), limits and thresholds that are not weights, the total the bases state, one criterion said
 * twice, the method that is not a criterion, price formulas that are not 'precio más bajo', price
 * criteria not estimated, and the client's words kept while a pasted quotation of the bases is not.
 */
import { describe, expect, it } from "vitest";
import { passage } from "../generation/memory-phase-input.test-support";
import { awardMethodStatement, evaluationMethodOf } from "./calendar-events";
import { assessCriterion, coversRequirement, namedHeadsIn } from "./evaluation-coverage";
import { criteriaFromPassages } from "./evaluation-criteria";
import {
  clientDocumentEvidence,
  ownEvidence,
  tenderShingles,
  withoutTenderQuotes,
} from "./evaluation-evidence";
import { relevantPointsWith } from "./evaluation-phases.test-support";
import { readRelevantPoints } from "./evaluation-relevant-points";
import { withoutParts } from "./evaluation-rows";
import { statedTotal, totalIn } from "./evaluation-totals";

const scoring = (text: string) => passage("bases", "bases.pdf", 9, text, "Criterios de evaluación");
const read = (text: string, heading: string | null = "Criterios de evaluación") =>
  criteriaFromPassages([passage("bases", "bases.pdf", 9, text, heading)]).map((item) => [
    item.criterion,
    item.pointsAvailable,
  ]);

describe("points the bases state", () => {
  it("reads 'cuarenta (40) puntos' and '1 punto'", () => {
    expect(read("Se asignarán hasta treinta (30) puntos a la metodología de trabajo propuesta.")).toEqual([
      ["A la metodología de trabajo propuesta", 30],
    ]);
    expect(read("Certificación de calidad vigente 1 punto")).toEqual([
      ["Certificación de calidad vigente", 1],
    ]);
  });

  it("takes no points from a technical specification ('pantalla táctil de 20 puntos')", () => {
    expect(
      read("Monitor de 27 pulgadas con pantalla táctil de 10 puntos y puerto HDMI.", "Anexo técnico"),
    ).toEqual([]);
  });

  it("never reads a limit, a threshold or the total as a criterion", () => {
    const text = [
      "Criterios de adjudicación, sobre 100 puntos:",
      "Se permitirá subcontratar hasta el 30 % del importe del contrato.",
      "Umbral mínimo de los criterios técnicos: 20 puntos.",
      "Calidad del plan de mantenimiento 30 puntos",
    ].join("\n");
    expect(read(text)).toEqual([["Calidad del plan de mantenimiento", 30]]);
  });

  it("keeps a weight written as a percentage at the end of a criterion's line", () => {
    expect(read("Calidad técnica de la propuesta 40%")).toEqual([["Calidad técnica de la propuesta", 40]]);
  });

  it("merges one criterion said in the table and again, shorter, in the text", () => {
    const text = ["Factor técnico: soporte local adicional | 15", "Soporte local adicional (15 puntos)"].join(
      "\n",
    );
    expect(read(text)).toEqual([["Factor técnico: soporte local adicional", 15]]);
  });

  it("merges a sentence that restates a table's criterion by a word of its name, never two table rows", () => {
    const text = [
      "Vinculación de personas con discapacidad | 1",
      "Se asignará un (1) punto al proponente que acredite el número mínimo de trabajadores con discapacidad exigido por la ley.",
    ].join("\n");
    expect(read(text)).toEqual([["Vinculación de personas con discapacidad", 1]]);
    const rows = ["Experiencia del proponente | 10", "Experiencia del personal clave | 10"].join("\n");
    expect(read(rows)).toEqual([
      ["Experiencia del proponente", 10],
      ["Experiencia del personal clave", 10],
    ]);
  });

  it("reads a criterion's scale as one criterion: its name restated, its lower steps", () => {
    const text =
      "3.1 Soporte en sitio (20 puntos): se otorgarán 20 puntos al proponente que ofrezca soporte en 4 horas y 10 puntos al que lo ofrezca en 8 horas.";
    expect(read(text)).toEqual([["Soporte en sitio", 20]]);
  });

  it("merges a criterion read under a heading that names one already read with its points", () => {
    const table = passage(
      "bases",
      "bases.pdf",
      9,
      "Factor | Puntos\nCapacitación a usuarios | 6",
      "Criterios de evaluación",
    );
    const detail = passage(
      "bases",
      "bases.pdf",
      10,
      "Se asignarán seis (6) puntos al proponente que ofrezca 40 horas de capacitación.",
      "5.3 Capacitación a usuarios (6 puntos)",
    );
    expect(
      criteriaFromPassages([table, detail]).map((item) => [item.criterion, item.pointsAvailable]),
    ).toEqual([["Capacitación a usuarios", 6]]);
  });

  it("does not take the statement of a binary method for a criterion to meet", () => {
    expect(read("La evaluación se hará mediante el criterio binario, verificando cada requisito.")).toEqual(
      [],
    );
  });
});

describe("the total the bases state", () => {
  it("finds it in words and digits, in a table and after 'sobre', and cites it", () => {
    expect(totalIn("los factores suman un total de cien (100) puntos")).toBe(100);
    expect(totalIn("Total | 80 puntos")).toBe(80);
    expect(totalIn("conforme a los criterios siguientes, sobre 100 puntos:")).toBe(100);
    expect(totalIn("deberá obtener al menos 45 de los 60 puntos máximos")).toBeNull();
    const total = statedTotal([
      scoring("Precio 60 puntos\nCalidad 40 puntos\nPuntuación máxima de 100 puntos."),
    ]);
    expect(total?.points).toBe(100);
    expect(total?.sources[0]?.quote).toContain("Puntuación máxima de 100 puntos.");
    expect(statedTotal([scoring("Precio 60 puntos\nCalidad 40 puntos")])).toBeNull();
  });
});

describe("the method", () => {
  it("does not read a price formula's lowest offer as 'precio más bajo'", () => {
    expect(
      evaluationMethodOf(["Evaluación de la oferta económica: E = 40 × (Oferta más baja / Oferta)."]),
    ).toBeNull();
    expect(evaluationMethodOf(["Se adjudicará a la proposición solvente de precio más bajo."])?.name).toBe(
      "precio más bajo",
    );
  });

  it("reads the award to the most convenient offer, without points, and says so", () => {
    const rule =
      "La adjudicación se realizará al oferente que cumpla los requisitos del pliego y presente la propuesta más conveniente a los intereses del municipio.";
    expect(evaluationMethodOf([rule])?.name).toBe("oferta más conveniente");
    const statement = awardMethodStatement([{ id: "p1", text: rule }]);
    expect(statement?.text).toContain("Sin puntos");
    expect(statement?.text).not.toContain("Decide el precio");
    // What the particular conditions will state is no method of this tender.
    expect(evaluationMethodOf(["e. El criterio para determinar la oferta más conveniente."])).toBeNull();
    // A method the bases name outright wins over it.
    expect(evaluationMethodOf([rule, "Se adjudicará a la oferta de menor precio."])?.name).toBe(
      "precio más bajo",
    );
  });
});

describe("the client's own content", () => {
  const bases = [
    "Para el rubro de experiencia se otorgarán hasta 12 puntos al licitante que acredite el mayor número de contratos de mantenimiento de equipo médico terminados en los últimos cinco años.",
    "Los licitantes deberán presentar copia del registro sanitario vigente de cada equipo ofertado.",
  ];
  const shingles = tenderShingles(bases.map((text) => ({ text })));

  it("drops a pasted quotation of the bases and keeps the client's answer in the requirement's words", () => {
    expect(withoutTenderQuotes(bases[0] ?? "", shingles)).toBe("");
    const answer =
      "Presentamos copia del registro sanitario vigente de cada equipo ofertado (12 registros de COFEPRIS).";
    expect(withoutTenderQuotes(answer, shingles)).toBe(answer);
    const mixed = `Hemos terminado 14 contratos de mantenimiento de tomógrafos. ${bases[0]}`;
    expect(withoutTenderQuotes(mixed, shingles)).toBe(
      "Hemos terminado 14 contratos de mantenimiento de tomógrafos",
    );
  });

  it("does not estimate the price criterion from the proposal's words", () => {
    const result = assessCriterion({ criterion: "Precio ofertado", pointsAvailable: 40, kind: "puntos" }, [
      { text: "Nuestro precio ofertado es competitivo.", heading: "", sources: [] },
    ]);
    expect(result.estimatedPoints).toBeNull();
  });
});

describe("the mandatory requirements to cover", () => {
  it("leaves out the calendar's dates: they are met on time, not by a document", () => {
    const row = (requirement: string, kind: string) => ({
      cells: [requirement, kind, "", "", "", "Sí"],
      sources: [{ passageId: "p1", quote: requirement }],
    });
    const { mandatory } = readRelevantPoints(
      relevantPointsWith([
        row("Fallo: 4 de mayo de 2026, 12:00 horas", "Fecha"),
        row("El licitante deberá presentar su cédula de identificación fiscal.", "Legal"),
        // A list's opening is covered through its items, each a row of its own.
        row("Serán causas de desechamiento de las proposiciones:", "Causa de desechamiento"),
        row("a) No presentar la garantía de seriedad de la proposición.", "Causa de desechamiento"),
      ]),
    );
    expect(mandatory.map((item) => item.requirement)).toEqual([
      "El licitante deberá presentar su cédula de identificación fiscal.",
      "a) No presentar la garantía de seriedad de la proposición.",
    ]);
  });
});

describe("parts of the score", () => {
  it("counts a factor detailed by items that carry its name once, through its items", () => {
    const entry = (criterion: string, pointsAvailable: number) => ({
      criterion: { criterion, pointsAvailable, kind: "puntos" as const, mandatory: false, sources: [] },
    });
    const entries = [
      entry("Factor técnico", 30),
      entry("Factor técnico: soporte", 20),
      entry("Factor técnico: capacitación", 10),
      entry("Precio", 70),
    ];
    expect(withoutParts(entries).map((item) => item.criterion.criterion)).toEqual([
      "Factor técnico: soporte",
      "Factor técnico: capacitación",
      "Precio",
    ]);
  });
});

describe("a mandatory requirement covered by the client", () => {
  const item = (text: string) => ({ text, heading: "", sources: [] });
  it("is covered by the client's answer in its words", () => {
    expect(
      coversRequirement(
        "El licitante deberá presentar la declaración de integridad conforme al Formato 5.",
        [item("Presentamos la declaración de integridad firmada conforme al Formato 5.")],
        0.5,
      ),
    ).toBe(true);
  });

  it("is not covered by an answer about another annex, form or article", () => {
    expect(
      coversRequirement(
        "El licitante deberá presentar la declaración de integridad conforme al Formato 5.",
        [item("Presentamos la declaración de integridad firmada conforme al Formato 2.")],
        0.5,
      ),
    ).toBe(false);
    expect(
      coversRequirement(
        "Las asociaciones deberán presentar los documentos que se indican en el Art. 12 del pliego.",
        [item("Presentamos los documentos que se indican en el Art. 4 del pliego.")],
        0.5,
      ),
    ).toBe(false);
  });

  it("is not covered by sentences that never name the register or body it names", () => {
    const requirement =
      "Registro vigente en el Padrón de Contratistas del Municipio o constancia de trámite de registro.";
    // Half its words, each from another sentence, and none is the padrón.
    const scattered = [
      item("Hemos prestado servicios a los municipios de Zapopan y Tlaquepaque con contratos cumplidos."),
      item("Inscrita en el Registro Público de Comercio bajo el folio mercantil 58211-1."),
      item("Se adjunta la constancia de situación fiscal vigente."),
    ];
    expect(coversRequirement(requirement, scattered, 0.5)).toBe(false);
    expect(
      coversRequirement(
        requirement,
        [
          item(
            "Contamos con registro vigente en el padrón de contratistas del municipio, número PC-2026-118.",
          ),
        ],
        0.5,
      ),
    ).toBe(true);
    // A text in capitals has no names to ask for: every word would look like one.
    expect(namedHeadsIn("REGISTRO EN EL PADRÓN DE CONTRATISTAS DEL MUNICIPIO")).toEqual([]);
    expect(namedHeadsIn(requirement)).toEqual(["padron"]);
  });

  it("needs two of its words, or all of a requirement of two words", () => {
    expect(coversRequirement("B. Oferta técnica", [item("Entregaremos la oferta en tiempo.")], 0.5)).toBe(
      false,
    );
    expect(coversRequirement("B. Oferta técnica", [item("Adjuntamos la oferta técnica firmada.")], 0.5)).toBe(
      true,
    );
  });
});

describe("the client's documents as evidence", () => {
  it("takes no table header row, title in capitals or the document's own heading as evidence", () => {
    const cv = passage(
      "curricula",
      "curriculum-empresa.docx",
      1,
      [
        "2. Contratos celebrados",
        "CONTRATOS CON DEPENDENCIAS",
        "Cliente | Contrato | Objeto | Monto | Cumplimiento",
        "ISSSTE | HRL-2025-007 | Termómetros y oxímetros | $1,240,780.00 | Carta de cumplimiento",
        "Todas las entregas se hicieron dentro del plazo pactado.",
      ].join("\n"),
      "2. Contratos celebrados",
    );
    const texts = ownEvidence(clientDocumentEvidence([cv]), new Set()).map((item) => item.text);
    expect(texts).toEqual([
      "ISSSTE | HRL-2025-007 | Termómetros y oxímetros | $1,240,780.00 | Carta de cumplimiento",
      "Todas las entregas se hicieron dentro del plazo pactado.",
    ]);
  });
});
