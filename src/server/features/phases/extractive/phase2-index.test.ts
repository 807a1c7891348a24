/**
 * Phase "Índice": the bases' enumerated contents become headings in their words, each answering its
 * quoted request (phase2-index-ties.test.ts: where phase 1's requirements go); without a structure the usual
 * Mexican one is used and said; instructions and a user's adjusted index change the result.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractDocument } from "../../documents/extraction/extract-document";
import { splitIntoPassages } from "../../documents/extraction/split-passages";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { EarlierPhase } from "../generation/phase-input";
import { buildIndex, INDEX_NOTES_HEADING } from "./phase2-index";
import {
  BASES_WITH_LIST,
  BASES_WITHOUT_LIST,
  expectGrounded,
  outline,
  phase1Version,
  section,
  texts,
} from "./proposal-structure.test-support";
import { SPECIFICATIONS_HEADING } from "./proposal-structure-standard";

describe("buildIndex over a goods tender", () => {
  it("puts every partida under the specifications and no medical equipment under the team", async () => {
    const object =
      "El objeto es la adquisición de material de curación y equipo médico menor agrupado en 3 partidas.";
    const items = [
      "1\tGasa seca estéril de 10 x 10 cm\tpaquete\t12,000",
      "2\tEquipo para venoclisis con normogotero\tpieza\t15,000",
      "3\tEquipo de diagnóstico de bolsillo\tequipo\t120",
    ];
    const bases = passage(
      "bases",
      "convocatoria.pdf",
      6,
      [object, "Partida\tDescripción\tUnidad\tCantidad", ...items].join("\n"),
    );
    const row = (text: string, kind: string, quote: string) => ({
      cells: [text, kind, "", "Sí", ""],
      passage: bases,
      quote,
    });
    const phase1 = phase1Version([
      row(object, "Técnico", object),
      row("Partida 1: Gasa seca estéril de 10 x 10 cm — cantidad: 12,000 paquete", "Técnico", items[0]!),
      row("Partida 2: Equipo para venoclisis con normogotero — cantidad: 15,000 pieza", "Técnico", items[1]!),
      row("Partida 3: Equipo de diagnóstico de bolsillo — cantidad: 120 equipo", "Técnico", items[2]!),
    ]);
    const input = memoryPhaseInput({ phase: 1, passages: [bases], earlier: [phase1] });
    const index = await buildIndex(input);
    expect(texts(index, SPECIFICATIONS_HEADING).filter((text) => text.includes("Partida"))).toHaveLength(3);
    expect(texts(index, "Organización y equipo de trabajo")).toEqual([]);
    expectGrounded(index, [bases], input.retrieved);
  });
});

describe("buildIndex", () => {
  it("turns the bases' enumerated contents into headings with levels, each answering its quoted request", async () => {
    const passages = BASES_WITH_LIST();
    const input = memoryPhaseInput({ phase: 1, passages });
    const index = await buildIndex(input);
    expect(outline(index).slice(0, 6)).toEqual([
      ["Metodología de trabajo", 1],
      ["Plan de trabajo con cronograma de actividades por semana", 1],
      ["Currículum de la empresa", 1],
      ["Copia de los contratos o facturas", 2],
      ["Cartas de satisfacción de los clientes", 2],
      ["Relación del personal propuesto con su cédula profesional", 1],
    ]);
    const first = section(index, "Metodología de trabajo").statements[0];
    expect(first?.text).toBe(
      "Responde a: Metodología de trabajo, describiendo las etapas para la implementación del sistema de gestión documental.",
    );
    expect(first?.sources[0]?.passageId).toBe(passages[0]?.id);
    // The criterion of the evaluation goes to the heading it scores.
    expect(texts(index, "Metodología de trabajo").join(" ")).toContain("hasta 20 puntos");
    expect(texts(index, INDEX_NOTES_HEADING)[0]).toContain(
      "La propuesta técnica deberá contener lo siguiente",
    );
    expect(index.sections.at(-1)?.heading).toBe(INDEX_NOTES_HEADING);
    expectGrounded(index, passages, input.retrieved);
  });

  it("reads an enumeration written on one line", async () => {
    const passages = [
      passage(
        "bases",
        "convocatoria.pdf",
        4,
        "La propuesta técnica deberá contener: a) Metodología para la prestación del servicio de limpieza. b) Plan de trabajo mensual. c) Currículum del personal de supervisión.",
      ),
    ];
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    expect(outline(index).slice(0, 3)).toEqual([
      ["Metodología para la prestación del servicio de limpieza", 1],
      ["Plan de trabajo mensual", 1],
      ["Currículum del personal de supervisión", 1],
    ]);
    expectGrounded(index, passages);
  });

  it("reads roman numerals separated by blank lines and the rubros of an evaluation by points", async () => {
    const passages = [
      passage(
        "bases",
        "convocatoria-LA-050.pdf",
        12,
        [
          "Para la evaluación por puntos y porcentajes se considerarán los siguientes rubros:",
          "",
          "I. Capacidad del licitante 24 puntos",
          "",
          "II. Experiencia y especialidad del licitante 18 puntos",
          "- Experiencia: contratos similares de los últimos cinco años.",
          "- Especialidad: contratos con objeto igual al de esta convocatoria.",
          "",
          "III. Propuesta de trabajo 10 puntos",
          "",
          "IV. Cumplimiento de contratos 8 puntos",
          "",
          "La convocante levantará el acta de fallo conforme al artículo 37 de la Ley.",
        ].join("\n"),
      ),
    ];
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    expect(outline(index).slice(0, 6)).toEqual([
      ["Capacidad del licitante", 1],
      ["Experiencia y especialidad del licitante", 1],
      ["Experiencia", 2],
      ["Especialidad", 2],
      ["Propuesta de trabajo", 1],
      ["Cumplimiento de contratos", 1],
    ]);
    expect(texts(index, "Cumplimiento de contratos")[0]).toBe(
      "Responde a: Cumplimiento de contratos 8 puntos",
    );
    expect(
      outline(index)
        .map(([heading]) => heading)
        .join(" "),
    ).not.toContain("acta de fallo");
    expectGrounded(index, passages);
  });

  it("proposes the usual Mexican structure when the bases give none, says so and still ties requirements", async () => {
    const passages = BASES_WITHOUT_LIST();
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    expect(
      outline(index)
        .slice(0, 8)
        .map(([heading]) => heading),
    ).toEqual([
      "Carta de presentación de la propuesta técnica",
      "Entendimiento de los requerimientos",
      "Metodología y plan de trabajo",
      "Organización y equipo de trabajo",
      "Experiencia y especialidad",
      "Cumplimiento de especificaciones técnicas",
      "Documentación legal y administrativa",
      "Formatos y anexos",
    ]);
    expect(texts(index, INDEX_NOTES_HEADING)[0]).toMatch(
      /^Las bases no indican de forma explícita la estructura/,
    );
    expect(texts(index, "Documentación legal y administrativa").join(" ")).toContain("acta constitutiva");
    expect(texts(index, "Experiencia y especialidad").join(" ")).toContain("experiencia mínima de dos años");
    expectGrounded(index, passages);
  });

  it("applies instructions: adds the heading they name, removes one, and says what was applied", async () => {
    const passages = [
      ...BASES_WITHOUT_LIST(),
      passage(
        "bases",
        "convocatoria-IA-012-2025.pdf",
        5,
        "El licitante presentará un plan de gestión de riesgos que identifique los riesgos de interrupción del servicio y sus medidas de mitigación.",
      ),
    ];
    const plain = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    const instructions =
      "Agregar un apartado de gestión de riesgos. Eliminar el apartado de formatos y anexos.";
    const input = memoryPhaseInput({ phase: 1, passages, instructions });
    const index = await buildIndex(input);
    expect(outline(plain).map(([heading]) => heading)).not.toContain("Gestión de riesgos");
    const risks = section(index, "Gestión de riesgos");
    expect(risks.statements[0]?.text).toContain("plan de gestión de riesgos");
    expect(risks.statements[0]?.sources[0]?.passageId).toBe(passages[1]?.id);
    expect(outline(index).map(([heading]) => heading)).not.toContain("Formatos y anexos");
    const note = texts(index, INDEX_NOTES_HEADING).find((text) => text.startsWith("Instrucciones aplicadas"));
    expect(note).toContain("se agregó el apartado «Gestión de riesgos»");
    expect(note).toContain("se eliminó el apartado «Formatos y anexos»");
    expectGrounded(index, passages, input.retrieved);
  });

  it("starts from the user's adjusted index instead of rebuilding it", async () => {
    const passages = BASES_WITH_LIST();
    const adjusted: EarlierPhase = {
      phase: 1,
      version: 2,
      isUserAdjusted: true,
      fileName: "Indice_de_la_propuesta_tecnica_v2_ajustado.docx",
      content: {
        title: "Índice de la propuesta técnica",
        pending: [],
        sections: [
          { heading: "Presentación de la empresa", level: 1, statements: [] },
          {
            heading: "Metodología propuesta",
            level: 1,
            statements: [{ text: "Responde a: etapas del sistema", sources: [] }],
          },
          { heading: INDEX_NOTES_HEADING, level: 1, statements: [{ text: "nota anterior", sources: [] }] },
        ],
      },
    };
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages, earlier: [adjusted] }));
    expect(outline(index).slice(0, 2)).toEqual([
      ["Presentación de la empresa", 1],
      ["Metodología propuesta", 1],
    ]);
    expect(texts(index, "Metodología propuesta")[0]).toBe("Responde a: etapas del sistema");
    expect(texts(index, INDEX_NOTES_HEADING)[0]).toContain("Indice_de_la_propuesta_tecnica_v2_ajustado.docx");
    expect(texts(index, INDEX_NOTES_HEADING)).not.toContain("nota anterior");
    expectGrounded(index, passages);
  });

  it("asks for the bases when there are none, and gives the same index twice", async () => {
    const empty = await buildIndex(memoryPhaseInput({ phase: 1, passages: [] }));
    expect(empty.pending).toEqual([
      "cargar las bases de la licitación para seguir la estructura que solicitan",
    ]);
    expect(texts(empty, INDEX_NOTES_HEADING).join(" ")).toContain("[PENDIENTE: cargar las bases");
    const passages = BASES_WITH_LIST();
    const once = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    const twice = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    expect(JSON.stringify(twice)).toBe(JSON.stringify(once));
  });
});

const TENDERS = path.resolve("../shared/fixtures/tenders");

describe.skipIf(!existsSync(TENDERS))("phase Índice on a real tender", () => {
  it("builds a grounded index of Rosario's servers tender with its annex items", async () => {
    const result = await extractDocument({
      filePath: path.join(TENDERS, "rosario-pliego-licitacion-privada-servidores.pdf"),
      fileType: "pdf",
      timeoutMs: 60_000,
    });
    if (result.status !== "listo") throw new Error(JSON.stringify(result));
    const passages = splitIntoPassages(result.units).map((item) =>
      passage("bases", "rosario.pdf", item.page, item.text, item.heading),
    );
    const input = memoryPhaseInput({ phase: 1, passages });
    const index = await buildIndex(input);
    const headings = index.sections.map((item) => item.heading);
    expect(headings.length).toBeGreaterThanOrEqual(10);
    expect(headings).toEqual(expect.arrayContaining(["Ítem 1: 4 Servidores de aplicaciones tipo XEN"]));
    expect(index.sections.filter((item) => item.level === 2).length).toBe(3);
    const sourced = index.sections
      .flatMap((item) => item.statements)
      .filter((item) => item.sources.length > 0);
    expect(sourced.length).toBeGreaterThan(20);
    expectGrounded(index, passages, input.retrieved);
  });
});
