/**
 * Phase 8, the evaluation: every criterion of the bases against the integrated proposal (built here by
 * phase 7 from the hand-written earlier phases), evidence cited by document and page, totals computed
 * from the rows, mandatory requirements left uncovered, the fallbacks when phase 7 or everything is
 * missing, and a regeneration that adds the price criterion the user asked for.
 */
import { describe, expect, it } from "vitest";
import { ZPhaseContent } from "../../../adapters/llm/phase-content";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { TPhaseContent } from "../generation/phase-input";
import { ALL_PASSAGES, bases } from "./evaluation-fixtures.test-support";
import { EARLIER, expectGrounded, relevantPointsWith, version } from "./evaluation-phases.test-support";
import { CRITERIA_HEADERS } from "./evaluation-rows";
import { buildIntegrated } from "./phase7-integrated";
import { buildEvaluation } from "./phase8-evaluation";

const project = {
  name: "Supervisión de obra pública LO-009J2Z001-E4-2026",
  description: "Hospital regional.",
};

async function integrated(): Promise<TPhaseContent> {
  return buildIntegrated(memoryPhaseInput({ phase: 6, passages: ALL_PASSAGES, earlier: EARLIER, project }));
}

function rowsOf(content: TPhaseContent, heading: string) {
  return (
    content.sections.find((section) => section.heading === heading)?.table?.rows.map((row) => row.cells) ?? []
  );
}

function summaryValue(content: TPhaseContent, concept: string): string | undefined {
  return rowsOf(content, "Resumen").find((cells) => cells[0] === concept)?.[1];
}

describe("buildEvaluation", () => {
  it("scores each criterion against the integrated proposal and sums the estimate", async () => {
    const earlier = [...EARLIER, version(6, await integrated())];
    const input = memoryPhaseInput({ phase: 7, passages: ALL_PASSAGES, earlier, project });
    const content = await buildEvaluation(input);
    // The renderer adds the project's name to the title: written here it would show twice.
    expect(content.title).toBe("Evaluación de la propuesta");
    const table = content.sections[0]?.table;
    expect(content.sections[0]?.heading).toBe("Evaluación por criterio");
    expect(table?.headers).toEqual([
      "Criterio",
      "Tipo",
      "Puntos disponibles",
      "Evidencia encontrada",
      "Sección de la propuesta",
      "Puntos estimados",
      "Qué falta",
    ]);
    const rows = rowsOf(content, "Evaluación por criterio");
    const byName = new Map(rows.map((cells) => [cells[0], cells]));
    expect(byName.get("Experiencia y especialidad")?.slice(1, 3)).toEqual(["Puntos", "18"]);
    // Read by the company's facts: its years are stated, cited on its CV; no similar contract is: half.
    expect(byName.get("Experiencia y especialidad")?.[3]).toContain(
      "«Contamos con 12 años de experiencia y especialidad en supervisión de obra pública y una plantilla de 40 ingenieros que acreditan nuestra capacidad técnica.» (curriculum-empresa.pdf, p. 2)",
    );
    expect(byName.get("Experiencia y especialidad")?.[4]).toBe(
      "Documentos del cliente › curriculum-empresa.pdf",
    );
    expect(byName.get("Experiencia y especialidad")?.[5]).toBe("9");
    expect(byName.get("Experiencia y especialidad")?.[6]).toMatch(
      /^Cubierto parcialmente: .*años de experiencia.*Falta en los documentos del cliente, con cifras: contratos similares/u,
    );
    expect(byName.get("Propuesta de trabajo")?.[5]).toBe("6");
    expect(byName.get("Propuesta de trabajo")?.[6]).toContain("[PENDIENTE: plan de trabajo detallado]");
    expect(byName.get("Cumplimiento de contratos")?.slice(3)).toEqual([
      "Sin evidencia en la propuesta ni en los documentos del cliente",
      "—",
      "0",
      "Sin cubrir. Falta en los documentos del cliente, con cifras: cumplimiento de contratos (cartas de cumplimiento, fianzas liberadas, actas de entrega).",
    ]);
    expect(byName.get("Acta constitutiva y sus reformas")?.slice(1, 6)).toEqual([
      "Binario (cumple / no cumple)",
      "No aplica (binario)",
      expect.stringContaining("(acta-constitutiva.pdf, p. 1)"),
      "Formatos › Datos del licitante › Acta constitutiva y sus reformas",
      "Cumple",
    ]);
    // Each row cites the bases it was read from.
    const tableRow = table?.rows.find((row) => row.cells[0] === "Capacidad del licitante");
    expect(tableRow?.sources[0]?.passageId).toBe(bases.table.id);

    // The estimate is the sum of the rows, never a fixed figure; the bases state no total ('45 de los 60
    // puntos máximos' is the passing score of the technical part), so none is shown.
    const scored = rows.filter((cells) => cells[1] === "Puntos" && /^\d/u.test(cells[2] ?? ""));
    const available = scored.reduce((sum, cells) => sum + Number(cells[2]), 0);
    const estimated = scored.reduce((sum, cells) => sum + Number(cells[5]), 0);
    expect(available).toBe(24 + 18 + 12 + 6 + 6 + 8);
    expect(summaryValue(content, "Total de puntos según las bases")).toBe(
      "Las bases leídas no indican un total de puntos",
    );
    expect(summaryValue(content, "Puntos estimados de los criterios no económicos")).toBe(String(estimated));
    expect(summaryValue(content, "Porcentaje estimado de esos criterios")).toBe(
      `${((estimated / available) * 100).toFixed(1)} %`,
    );
    expect(summaryValue(content, "Número de criterios")).toBe(String(rows.length));
    expect(summaryValue(content, "Base de la evaluación")).toBe(
      "Propuesta técnica integrada, versión 1 (Propuesta_tecnica_integrada_v1.docx). Se leyeron también los documentos del cliente: acta-constitutiva.pdf, constancia-situacion-fiscal.pdf, curriculum-empresa.pdf, cv-ing-ramirez.pdf.",
    );
    const uncovered = rowsOf(content, "Resumen").filter(
      (cells) => cells[0] === "Requisito obligatorio sin cubrir",
    );
    // The constancia the client uploaded covers its binary criterion; nothing of the client speaks of
    // nationality.
    expect(byName.get("Constancia de situación fiscal vigente")?.[5]).toBe("Cumple");
    expect(byName.get("Constancia de situación fiscal vigente")?.[3]).toContain(
      "(constancia-situacion-fiscal.pdf, p. 1)",
    );
    expect(uncovered.map((cells) => cells[1])).toEqual([
      "El licitante deberá presentar escrito bajo protesta de decir verdad de nacionalidad mexicana.",
    ]);
    expect(content.pending).toEqual(expect.arrayContaining(["plan de trabajo detallado"]));
    expectGrounded(content, input.retrieved);
    // What the builder returns is what the lead's schema accepts (section count, limits, cell counts).
    expect(ZPhaseContent.safeParse(content).success).toBe(true);
  });

  it("scores nothing for a proposal that only quotes the bases back", async () => {
    const quoted = "Experiencia y especialidad 18 puntos";
    const copied: TPhaseContent = {
      title: "Propuesta técnica",
      sections: [
        {
          heading: "Formatos",
          level: 1,
          statements: [
            {
              text: `Tabla de puntos y porcentajes: Capacidad del licitante 24 puntos; ${quoted}.`,
              sources: [{ passageId: bases.table.id, quote: quoted }],
            },
          ],
        },
      ],
      pending: [],
    };
    const earlier = [version(0, EARLIER[0]!.content), version(6, copied)];
    const content = await buildEvaluation(
      memoryPhaseInput({ phase: 7, passages: Object.values(bases), earlier, project }),
    );
    const row = rowsOf(content, "Evaluación por criterio").find(
      (cells) => cells[0] === "Experiencia y especialidad",
    );
    expect(row?.[2]).toBe("18");
    expect(row?.[3]).not.toContain(quoted);
    expect(row?.[5]).toBe("0");
  });

  it("evaluates the union of phases 3-6 when there is no integrated proposal, and says so", async () => {
    const content = await buildEvaluation(
      memoryPhaseInput({ phase: 7, passages: ALL_PASSAGES, earlier: EARLIER, project }),
    );
    expect(summaryValue(content, "Base de la evaluación")).toMatch(
      /^No hay propuesta técnica integrada: se evaluó contra la unión de las fases 3 a 6 encontradas: Borrador de la propuesta técnica \(Borrador_de_la_propuesta_tecnica_v1\.docx\)/u,
    );
    const rows = rowsOf(content, "Evaluación por criterio");
    expect(rows.find((cells) => cells[0] === "Propuesta de trabajo")?.[4]).toMatch(
      /^Borrador de la propuesta técnica › /u,
    );
  });

  it("writes [PENDIENTE] when there is nothing to evaluate or no criteria in the bases", async () => {
    const bare = await buildEvaluation(memoryPhaseInput({ phase: 7, passages: [bases.table], project }));
    expect(summaryValue(bare, "Base de la evaluación")).toContain("[PENDIENTE: generar la propuesta técnica");
    expect(rowsOf(bare, "Evaluación por criterio").every((cells) => cells[5] === "0")).toBe(true);
    expect(summaryValue(bare, "Puntos estimados de los criterios no económicos")).toBe("0");
    const empty = await buildEvaluation(memoryPhaseInput({ phase: 7, passages: [], project }));
    expect(rowsOf(empty, "Evaluación por criterio")[0]?.[0]).toMatch(
      /^\[PENDIENTE: criterios de evaluación/u,
    );
    expect(summaryValue(empty, "Total de puntos según las bases")).toBe(
      "Las bases leídas no indican un total de puntos",
    );
    expect(summaryValue(empty, "Porcentaje estimado de esos criterios")).toBeUndefined();
    expect(summaryValue(empty, "Método de evaluación")).toMatch(
      /^Método de evaluación de las bases: \[PENDIENTE:/u,
    );
    expect(empty.pending.length).toBeGreaterThanOrEqual(2);
  });

  it("says which annex holds the criteria when the bases send them there", async () => {
    const sent = passage(
      "bases",
      "pliego.pdf",
      6,
      "Los criterios de adjudicación y su ponderación son los señalados en el apartado 8 del Anexo II de este pliego.",
    );
    const phase1 = relevantPointsWith([
      {
        cells: [sent.text, "Criterio de evaluación", "", "", "", "No"],
        sources: [{ passageId: sent.id, quote: sent.text }],
      },
    ]);
    const content = await buildEvaluation(
      memoryPhaseInput({ phase: 7, passages: [sent], earlier: [version(0, phase1)], project }),
    );
    const row = content.sections[0]?.table?.rows[0];
    expect(row?.cells[0]).toBe(
      "[PENDIENTE: las bases remiten los criterios de evaluación y sus puntos al Anexo II: súbalo en «Anexos de las bases» y genere de nuevo esta fase]",
    );
    expect(row?.sources[0]?.passageId).toBe(sent.id);
  });

  it("applies 'considerar el criterio de precio' by adding it from the bases", async () => {
    const input = memoryPhaseInput({
      phase: 7,
      passages: ALL_PASSAGES,
      earlier: EARLIER,
      project,
      instructions: "Considerar el criterio de precio",
    });
    const content = await buildEvaluation(input);
    const price = content.sections[0]?.table?.rows.find((row) => row.cells[0] === "Precio");
    expect(price?.cells[2]).toBe("[PENDIENTE: puntos del criterio, las bases no los indican]");
    expect(price?.sources[0]?.passageId).toBe(bases.price.id);
    expect(content.sections[1]?.statements[0]?.text).toBe(
      "Instrucciones aplicadas: se agregó el criterio «Precio»; las bases lo mencionan sin indicar sus puntos.",
    );
    expect(summaryValue(content, "Criterios sin puntos en las bases")).toBe("1");
    expectGrounded(content, input.retrieved);
  });

  it("takes the topic of an instruction without the word 'criterio' and says what it could not find", async () => {
    const content = await buildEvaluation(
      memoryPhaseInput({
        phase: 7,
        passages: ALL_PASSAGES,
        earlier: EARLIER,
        project,
        instructions: "Considerar también la responsabilidad social de la empresa",
      }),
    );
    const added = content.sections[0]?.table?.rows.at(-1);
    expect(added?.cells[0]).toBe("Responsabilidad social de la empresa");
    expect(added?.sources).toEqual([]);
    expect(content.sections[1]?.statements[0]?.text).toBe(
      "Instrucciones aplicadas: se agregó el criterio «Responsabilidad social de la empresa», que no se encontró en las bases.",
    );
  });
});

describe("buildEvaluation on a tender decided by price", () => {
  it("says plainly that price decides, citing the bases, and scores no points they do not state", async () => {
    const auction = {
      ...bases.binary,
      id: "subasta",
      text: "La adjudicación se realizará mediante subasta inversa electrónica.\nEn caso de empate técnico, con diferencia menor al 2%, se preferirá a la MIPYME.",
    };
    // Phase 1 of this tender, not of the fixtures' other bases.
    const earlier = EARLIER.filter((item) => item.phase !== 0);
    const input = memoryPhaseInput({ phase: 7, passages: [auction], earlier, project });
    const content = await buildEvaluation(input);
    const first = content.sections[0]?.statements[0];
    expect(first?.text).toContain("Método de evaluación de las bases: subasta. Decide el precio");
    expect(first?.sources[0]).toEqual({
      passageId: "subasta",
      quote: "La adjudicación se realizará mediante subasta inversa electrónica.",
    });
    const available = CRITERIA_HEADERS.indexOf("Puntos disponibles");
    const rows = rowsOf(content, "Evaluación por criterio");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((cells) => cells[available]).filter((cell) => /\d/.test(cell ?? ""))).toEqual([]);
  });
});
