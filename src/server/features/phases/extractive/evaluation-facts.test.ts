import { describe, expect, it } from "vitest";
import { checkContent } from "../generation/check-content";
import { memoryPhaseInput } from "../generation/memory-phase-input.test-support";
import type { TPhaseContent } from "../generation/phase-input";
import { companyPassages, documentPassages } from "./company-facts-documents.test-support";
import { cvItem, evaluate } from "./company-facts-evaluation.test-support";
import type { EvidenceItem } from "./evaluation-coverage";
import { clientDocumentEvidence, tenderShingles, withoutTenderCells, wordKey } from "./evaluation-evidence";
import { aspectsAsked, aspectsStated, assessByFacts, type CompanyFact } from "./evaluation-facts";
import { ALL_PASSAGES, bases, client } from "./evaluation-fixtures.test-support";
import { relevantPointsWith, version } from "./evaluation-phases.test-support";
import { CRITERIA_HEADERS } from "./evaluation-rows";
import { buildEvaluation } from "./phase8-evaluation";

const EVIDENCE = CRITERIA_HEADERS.indexOf("Evidencia encontrada");
const ESTIMATED = CRITERIA_HEADERS.indexOf("Puntos estimados");
const MISSING = CRITERIA_HEADERS.indexOf("Qué falta");

const item = cvItem;

describe("the rules of the company's facts", () => {
  it("reads what a criterion asks for from its words", () => {
    expect(aspectsAsked("II. Capacidad del licitante")).toEqual(["humanos", "economicos", "materiales"]);
    expect(aspectsAsked("Capacidad de los recursos económicos")).toEqual(["economicos"]);
    expect(aspectsAsked("Experiencia y especialidad del licitante")).toEqual(["anos", "contratos"]);
    expect(aspectsAsked("Cumplimiento de contratos")).toEqual(["cumplimiento"]);
    // The offered goods are read by the client's description of each partida (evaluation-goods.ts).
    expect(aspectsAsked("Características de los bienes ofertados")).toEqual(["bienes"]);
  });

  it("takes a fact only with its figure, and no certificate's or norm's code as a contract", () => {
    expect(aspectsStated("Contamos con amplia infraestructura, personal capacitado y solvencia.")).toEqual(
      [],
    );
    expect(aspectsStated("Contamos con una bodega de 600 m² y 12 empleados.")).toEqual([
      "humanos",
      "materiales",
    ]);
    expect(aspectsStated("Ingresos acumulables del ejercicio: $15,300,000.00")).toEqual(["economicos"]);
    expect(aspectsStated("ISO 9001:2015, certificado MX-QMS-10277, vigente a 2027.")).toEqual([]);
    expect(aspectsStated("Cumplimos la NOM-241-SSA1-2021 en cada lote.")).toEqual([]);
    expect(
      aspectsStated("Secretaría de Salud\tSS-DGRMSG-045/2024\tSuministro de vendas\t$812,000.00"),
    ).toEqual(["contratos"]);
  });

  it("scores all the points with every fact asked for, half with some, none without", () => {
    const capacity = { criterion: "Capacidad del licitante", pointsAvailable: 18, kind: "puntos" as const };
    const staff: CompanyFact = { aspect: "humanos", item: item("Plantilla de 42 trabajadores.") };
    const equity: CompanyFact = { aspect: "economicos", item: item("Capital contable $29,528,580") };
    const warehouse: CompanyFact = { aspect: "materiales", item: item("Almacén de 1,850 m².") };
    expect(assessByFacts(capacity, [staff, equity, warehouse])?.estimatedPoints).toBe(18);
    expect(assessByFacts(capacity, [staff, warehouse])?.estimatedPoints).toBe(9);
    expect(assessByFacts(capacity, [])?.estimatedPoints).toBe(0);
    expect(assessByFacts({ ...capacity, kind: "binario", pointsAvailable: null }, [staff])?.isMet).toBe(
      false,
    );
    // A criterion no fact reads, or the price, is left to the other rules.
    expect(assessByFacts({ ...capacity, criterion: "Propuesta de trabajo" }, [staff])).toBeNull();
    expect(assessByFacts({ ...capacity, criterion: "Precio ofertado" }, [staff])).toBeNull();
  });

  it("takes a cell that is the bases' own text out of a row, however short", () => {
    const basesLine = "II. Capacidad del licitante\t18\nIII. Experiencia y especialidad del licitante\t10";
    const tender = new Map([["b1", wordKey(basesLine)]]);
    const shingles = tenderShingles([{ text: basesLine }]);
    const row: EvidenceItem = {
      text: "III. Experiencia y especialidad del licitante 10 — Sí — Objeto social: distribución de insumos",
      cells: [
        "III. Experiencia y especialidad del licitante 10",
        "Sí",
        "Objeto social: distribución de insumos",
      ],
      heading: "Currículum del licitante › Requisitos de las bases",
      sources: [
        { passageId: "b1", quote: "III. Experiencia y especialidad del licitante" },
        { passageId: "c1", quote: "Objeto social: distribución de insumos" },
      ],
    };
    const [kept] = withoutTenderCells([row], tender, shingles);
    expect(kept?.text).toBe("Sí — Objeto social: distribución de insumos");
    expect(kept?.sources.map((source) => source.passageId)).toEqual(["c1"]);
    // A one-word answer is no quotation; a row of the client's own cells is kept whole.
    const own = { ...row, text: "Sí — 6 contratos", cells: ["Sí", "6 contratos"] };
    expect(withoutTenderCells([own], tender, shingles)).toEqual([own]);
  });

  it("reads a client's table without its header row, and a sentence without the title above it", () => {
    const [cv] = documentPassages(
      "curricula",
      "cv.txt",
      "Contratos\nCliente\tContrato\tMonto\tAño\nIMSS\tIMSS-LA-2024-019\t$6,102,800.00\t2024\nInfraestructura\nAlmacén de 900 m² en León.",
    );
    const texts = clientDocumentEvidence(cv ? [cv] : []).map((entry) => entry.text);
    expect(texts).toEqual(["IMSS | IMSS-LA-2024-019 | $6,102,800.00 | 2024", "Almacén de 900 m² en León."]);
  });

  it("gives no points for a row that quotes a criterion beside the client's citation", async () => {
    const quote = "Propuesta de trabajo 12 puntos";
    const proposal: TPhaseContent = {
      title: "Propuesta técnica integrada",
      sections: [
        {
          heading: "Requisitos de las bases",
          level: 1,
          statements: [],
          table: {
            headers: ["Requisito", "Cubierto", "Evidencia"],
            rows: [
              {
                cells: [quote, "Sí", "Este documento."],
                sources: [
                  { passageId: bases.table.id, quote },
                  { passageId: client.company.id, quote: client.company.text },
                ],
              },
            ],
          },
        },
      ],
      pending: [],
    };
    const earlier = [version(0, relevantPointsWith([])), version(6, proposal)];
    const content = await buildEvaluation(
      memoryPhaseInput({
        phase: 7,
        passages: ALL_PASSAGES,
        earlier,
        project: { name: "P", description: "" },
      }),
    );
    const row = content.sections[0]?.table?.rows.find((entry) => entry.cells[0] === "Propuesta de trabajo");
    expect(row?.cells[2]).toBe("12");
    expect(row?.cells[EVIDENCE]).not.toContain("Propuesta de trabajo");
    expect(row?.cells[ESTIMATED]).toBe("0");
  });
});

describe("phase 8 on the LAASSP convocatoria with a supplier's own documents", async () => {
  const all = companyPassages();
  const full = await evaluate(all);

  it("scores the capacity on the warehouse, staff and capital contable, each cited", () => {
    const capacity = full.row("Capacidad del licitante");
    expect(capacity[2]).toBe("18");
    expect(capacity[ESTIMATED]).toBe("18");
    // Each fact without the title line above it ('Recursos humanos'), a table row's cells apart.
    expect(capacity[EVIDENCE]).toMatch(/^«Plantilla de 42 trabajadores/u);
    expect(capacity[EVIDENCE]).toContain(
      "«Capital contable | $29,528,580» (declaracion-anual-2025.txt, p. 2)",
    );
    expect(capacity[EVIDENCE]).toMatch(/Almacén propio de 1,850 m².*\(curriculum-empresa\.txt, p\. 1\)/u);
    expect(capacity[MISSING]).toMatch(/^Cubierto: /u);
    // The citation guard keeps every citation: each quote is in the passage it names.
    const { stats } = checkContent(full.content, new Map(full.passages.map((entry) => [entry.id, entry])));
    expect(stats.droppedCitations).toBe(0);
    expect(stats.unverified).toBe(0);
  });

  it("scores experience on the company's years and contracts, never on the bases' rubro quoted back", () => {
    const experience = full.row("Experiencia y especialidad del licitante");
    expect(experience[ESTIMATED]).toBe("10");
    expect(experience[EVIDENCE]).not.toContain("III. Experiencia y especialidad");
    expect(experience[EVIDENCE]).toContain("SSSLP-LPN-017/2023");
    expect(experience[MISSING]).toContain("contratos similares (número, cliente, monto): 4 relacionados");
    expect(full.row("Cumplimiento de contratos")[MISSING]).toContain(": 3 con constancia");
    // The price is not read by facts; the goods' characteristics are not shown by the note that phase 4
    // fills the convocatoria's forms (it lists the bases' titles), nor by the contracts' header row.
    expect(full.row("La propuesta económica")[ESTIMATED]).toBe("No estimable: depende del precio ofertado");
    expect(full.row("Características de los bienes ofertados")[EVIDENCE]).not.toContain(
      "No se cargaron formatos",
    );
    expect(full.row("Características de los bienes ofertados")[ESTIMATED]).toBe("0");
    const evidence = (full.content.sections[0]?.table?.rows ?? [])
      .map((row) => row.cells[EVIDENCE])
      .join(" ");
    expect(evidence).not.toContain("«Cliente | Contrato | Objeto");
  });

  it("scores half the capacity without the declaración anual, and says what is missing", async () => {
    const without = await evaluate(
      all.filter((entry) => entry.documentName !== "declaracion-anual-2025.txt"),
    );
    const capacity = without.row("Capacidad del licitante");
    expect(capacity[ESTIMATED]).toBe("9");
    expect(capacity[MISSING]).toMatch(
      /^Cubierto parcialmente: .*Falta en los documentos del cliente, con cifras: recursos económicos \(capital contable, ingresos\)\.$/u,
    );
  });

  it("scores no capacity nor experience with no document of the company", async () => {
    const bare = await evaluate([]);
    expect(bare.row("Capacidad del licitante")[ESTIMATED]).toBe("0");
    expect(bare.row("Experiencia y especialidad del licitante")[ESTIMATED]).toBe("0");
    expect(bare.row("Experiencia y especialidad del licitante")[MISSING]).toMatch(/^Sin cubrir\. /u);
  });
});
