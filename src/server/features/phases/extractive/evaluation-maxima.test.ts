import { describe, expect, it } from "vitest";
import { fixturePassages } from "../../../../../tests/support/phase1-fixtures";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { CategorizedPassage } from "../generation/phase-input";
import { companyPassages, documentPassages } from "./company-facts-documents.test-support";
import { cvItem, evaluate } from "./company-facts-evaluation.test-support";
import { aspectsAsked, assessByFacts, type CompanyFact, factsNote } from "./evaluation-facts";
import { type BasesMaximum, basesMaxima, maximumOf, yearsStated } from "./evaluation-maxima";
import { version } from "./evaluation-phases.test-support";
import { CRITERIA_HEADERS } from "./evaluation-rows";
import { buildRelevantPoints } from "./phase1-content";
import { buildEvaluation } from "./phase8-evaluation";

const ESTIMATED = CRITERIA_HEADERS.indexOf("Puntos estimados");
const MISSING = CRITERIA_HEADERS.indexOf("Qué falta");

const item = cvItem;
const contract = (code: string): CompanyFact => ({
  aspect: "cumplimiento",
  item: item(`${code}\t$1,200,000.00\tCarta de cumplimiento satisfactorio`),
});
const source = { passageId: "b1", quote: "con un máximo de 6 contratos" };
const fulfilment = {
  criterion: "IV. Cumplimiento de contratos",
  pointsAvailable: 12,
  kind: "puntos" as const,
};

describe("the bases' maxima on a rubro's count", () => {
  it("reads a maximum only beside a proportional rule, and what it counts", () => {
    expect(
      maximumOf(
        "Se otorgarán hasta 12 puntos al licitante que acredite el mayor número de contratos cumplidos, con un máximo de 4 contratos.",
      ),
    ).toEqual({ aspect: "cumplimiento", maximum: 4, unit: "contratos" });
    expect(
      maximumOf(
        "Se asignará la máxima puntuación al licitante que acredite más años en el ramo, con un máximo de 8\nanos.",
      ),
    ).toEqual({ aspect: "anos", maximum: 8, unit: "años" });
    expect(
      maximumOf(
        "Se dará la máxima puntuación a quien acredite el mayor número de contratos similares, con un máximo de 5 contratos.",
      ),
    ).toMatchObject({ aspect: "contratos" });
    // A maximum with no proportional rule, or a proportional rule with no maximum: nothing to count against.
    expect(maximumOf("El licitante podrá presentar un máximo de 6 contratos.")).toBeNull();
    expect(
      maximumOf("Se otorgarán 8 puntos al licitante que acredite el mayor número de contratos."),
    ).toBeNull();
  });

  it("reads the years a client's sentence states, and from which year it counts", () => {
    expect(yearsStated("Contamos con 12 años de experiencia en el ramo.", 2026)).toEqual({ years: 12 });
    expect(yearsStated("Suministramos material de curación desde 2019.", 2026)).toEqual({
      years: 7,
      since: 2019,
    });
    expect(yearsStated("Suministramos material de curación a hospitales.", 2026)).toBeNull();
  });

  it("scores the client's count against the maximum, and keeps the rule without one", () => {
    const maximum: BasesMaximum = { aspect: "cumplimiento", maximum: 6, unit: "contratos", source };
    const facts = ["A-01/2024", "B-02/2024", "C-03/2025"].map(contract);
    const scaled = assessByFacts(fulfilment, facts, [maximum]);
    expect(scaled?.estimatedPoints).toBe(6);
    expect(scaled?.sources).toEqual([source]);
    expect(factsNote(scaled?.facts ?? { asked: [], shown: [], contracts: 0, fulfilled: 0 })).toContain(
      ": 3 con constancia — 3 de 6 contratos (el máximo de las bases): puntos en proporción.",
    );
    expect(assessByFacts(fulfilment, facts, [{ ...maximum, maximum: 2 }])?.estimatedPoints).toBe(12);
    // No maximum in the bases: every fact shown gives every point, as before.
    expect(assessByFacts(fulfilment, facts)?.estimatedPoints).toBe(12);
    // Years: 7 of a maximum of 10 beside contracts shown → (0.7 + 1) / 2 of 10 points.
    const experience = {
      criterion: "Experiencia y especialidad",
      pointsAvailable: 10,
      kind: "puntos" as const,
    };
    const years: CompanyFact = {
      aspect: "anos",
      item: item("Suministramos material de curación desde 2019."),
    };
    const similar: CompanyFact = { aspect: "contratos", item: item("IMSS-LA-2024-019\t$6,102,800.00") };
    const tenYears: BasesMaximum = { aspect: "anos", maximum: 10, unit: "años", source };
    const result = assessByFacts(experience, [years, similar], [tenYears], 2026);
    expect(result?.estimatedPoints).toBe(9);
    expect(factsNote(result?.facts ?? { asked: [], shown: [], contracts: 0, fulfilled: 0 })).toContain(
      "7 de 10 años (de 2019 a 2026) (el máximo de las bases)",
    );
  });

  it("finds the LAASSP convocatoria's maxima of years and contracts, cited", async () => {
    const { laasspPassages } = await import("./mexican-bases.test-support");
    const maxima = basesMaxima(laasspPassages());
    expect(maxima.map(({ aspect, maximum }) => [aspect, maximum])).toEqual([
      ["anos", 5],
      ["cumplimiento", 6],
    ]);
    expect(maxima[1]?.source.quote).toMatch(
      /^Para el rubro de cumplimiento de contratos .*con un máximo de 6 contratos\.$/u,
    );
  });
});

describe("capacity sub-rubros read by their own documents", () => {
  it("asks a sub-rubro's row for its document, not for the staff it counts", () => {
    expect(
      aspectsAsked(
        "Participación de personas con discapacidad, en una proporción del 5 % de la plantilla: 1 punto",
      ),
    ).toEqual(["discapacidad"]);
    expect(aspectsAsked("MIPYMES que produzcan bienes con innovación tecnológica")).toEqual(["mipyme"]);
    expect(aspectsAsked("Políticas y prácticas de igualdad de género")).toEqual(["igualdad"]);
  });

  it("scores each sub-rubro on its fact, and says which document shows it when missing", () => {
    const row = (criterion: string) => ({ criterion, pointsAvailable: 1, kind: "puntos" as const });
    const alta: CompanyFact = {
      aspect: "discapacidad",
      item: item("2 trabajadores con discapacidad (4.8 % de la plantilla), con alta ante el IMSS."),
    };
    expect(assessByFacts(row("Participación de personas con discapacidad"), [alta])?.estimatedPoints).toBe(1);
    const gender = assessByFacts(row("Políticas de igualdad de género"), [alta]);
    expect(gender?.estimatedPoints).toBe(0);
    expect(factsNote(gender?.facts ?? { asked: [], shown: [], contracts: 0, fulfilled: 0 })).toBe(
      "Sin cubrir. Falta en los documentos del cliente, con cifras: políticas de igualdad de género (certificado NMX-R-025-SCFI o equivalente).",
    );
  });
});

describe("phase 8 on the LAASSP convocatoria: the bases' maximum of 6 contracts and 5 years", async () => {
  const run = await evaluate(companyPassages());

  it("scores fulfilment on 3 contracts with constancia of the 6 the bases count, citing the maximum", () => {
    const row = run.row("Cumplimiento de contratos");
    expect(row[ESTIMATED]).toBe("4");
    expect(row[MISSING]).toBe(
      "Cubierto parcialmente: los documentos del cliente muestran con cifras cumplimiento de contratos (cartas de cumplimiento, fianzas liberadas, actas de entrega): 3 con constancia — 3 de 6 contratos (el máximo de las bases): puntos en proporción.",
    );
    const sources = run.content.sections[0]?.table?.rows.find(
      (entry) => entry.cells[0] === "Cumplimiento de contratos",
    )?.sources;
    expect(sources?.some((entry) => entry.quote.includes("con un máximo de 6 contratos"))).toBe(true);
  });

  it("gives experience all its points: the client's years reach the maximum of 5", () => {
    const row = run.row("Experiencia y especialidad del licitante");
    expect(row[ESTIMATED]).toBe("10");
    expect(row[MISSING]).toMatch(/años \(de 2011 a \d{4}\), alcanza el máximo de las bases \(5 años\)/u);
  });

  it("scores a company with one contract fulfilled at 1 of 6", async () => {
    const cv = documentPassages(
      "curricula",
      "curriculum-empresa.txt",
      "Contratos\nIMSS\tIMSS-LA-2024-019\tMaterial de curación\t$6,102,800.00\t2024\tCarta de cumplimiento satisfactorio",
    );
    const one = await evaluate(cv);
    expect(one.row("Cumplimiento de contratos")[ESTIMATED]).toBe("1");
    expect(one.row("Cumplimiento de contratos")[MISSING]).toContain("1 de 6 contratos");
  });
});

describe("phase 8 on the LOPSRM bases of mx-desarrollo with an annex of rubros written for it", async () => {
  const bases: CategorizedPassage[] = (
    await fixturePassages("tests/fixtures/mx-desarrollo/bases-lopsrm-sintetica.txt")
  ).map((entry) => ({ ...entry, documentType: "bases" }));
  const annex = passage(
    "anexos",
    "anexo-puntos.txt",
    1,
    [
      "ANEXO DE PUNTOS Y PORCENTAJES",
      "Rubro\tPuntos",
      "a) Experiencia del licitante en obras similares\t10",
      "b) Cumplimiento de contratos\t10",
      "c) Participación de personas con discapacidad\t2",
      "d) Políticas y prácticas de igualdad de género\t2",
      "Para el rubro de cumplimiento de contratos se otorgará la máxima puntuación al licitante que acredite el mayor número de contratos de obra cumplidos, con un máximo de 4 contratos.",
    ].join("\n"),
  );
  const alta = documentPassages(
    "otros",
    "alta-imss.txt",
    "Contamos con 3 trabajadores con discapacidad (7.1 % de la plantilla), con alta ante el IMSS desde marzo de 2024.",
  );
  const project = { name: "Red de agua potable", description: "" };
  const run = async (passages: CategorizedPassage[]) => {
    const matrix = await buildRelevantPoints(memoryPhaseInput({ phase: 0, passages, project }));
    const content = await buildEvaluation(
      memoryPhaseInput({ phase: 7, passages, project, earlier: [version(0, matrix)] }),
    );
    const rows = content.sections[0]?.table?.rows ?? [];
    return (name: string) => rows.find((entry) => entry.cells[0] === name)?.cells ?? [];
  };

  it("reads no maximum in the bases alone, and keeps the technical proposal's row as before", async () => {
    expect(basesMaxima(bases)).toEqual([]);
    const row = await run([...bases, ...companyPassages()]);
    expect(row("La propuesta técnica")[ESTIMATED]).toBe("0");
  });

  it("scores the annex's sub-rubros on their documents, and no medical supplier's contract as an obra's", async () => {
    const row = await run([...bases, annex, ...companyPassages(), ...alta]);
    expect(row("Participación de personas con discapacidad")[ESTIMATED]).toBe("2");
    expect(row("Políticas y prácticas de igualdad de género")[ESTIMATED]).toBe("0");
    expect(row("Políticas y prácticas de igualdad de género")[MISSING]).toMatch(/^Sin cubrir\. .*NMX-R-025/u);
    // The company's fulfilled contracts are for gauze, syringes and surgical material: no water works.
    expect(row("Cumplimiento de contratos")[ESTIMATED]).toBe("0");
    expect(row("Cumplimiento de contratos")[MISSING]).toContain(
      "No se cuentan como similares 3 antecedentes del cliente que no tratan de lo que licitan las bases",
    );
  });

  it("scores fulfilment at 3 of 4 contracts when they are water works like the one tendered", async () => {
    const works = documentPassages(
      "curricula",
      "curriculum-constructora.txt",
      [
        "Contratos de obra pública",
        "Cliente\tContrato\tObjeto\tMonto sin IVA\tAño\tCumplimiento",
        "Comisión de Agua de Hidalgo\tCAH-LP-011/2022\tRehabilitación de línea de conducción de agua potable de 8 pulgadas\t$4,210,000.00\t2022\tActa de entrega-recepción del 14/12/2022",
        "Municipio de Tula\tMT-OP-07/2023\tConstrucción de red de agua potable y tomas domiciliarias\t$2,905,500.00\t2023\tFianza de cumplimiento liberada el 02/05/2024",
        "Organismo Operador de Agua de Tizayuca\tOOAT-LP-003/2024\tSustitución de línea de conducción de agua potable\t$5,118,000.00\t2024\tCarta de cumplimiento satisfactorio del 20/11/2024",
      ].join("\n"),
    );
    const row = await run([...bases, annex, ...works]);
    // 3 contracts with constancia of a maximum of 4: 10 × 3 / 4 = 7.5, rounded.
    expect(row("Cumplimiento de contratos")[ESTIMATED]).toBe("8");
    expect(row("Cumplimiento de contratos")[MISSING]).toContain("3 de 4 contratos (el máximo de las bases)");
    expect(row("Cumplimiento de contratos")[MISSING]).not.toContain("No se cuentan");
  });
});
