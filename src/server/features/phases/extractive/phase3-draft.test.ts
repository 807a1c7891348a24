/**
 * Phase "Borrador": one section per index heading with the bases' request and the applicant's own
 * sentences (sourced; which sentence goes under which heading: phase3-draft-material.test.ts), [PENDIENTE] where its documents say nothing, the index built when missing,
 * instructions that add sections, and a user's adjusted draft kept and extended.
 */
import { describe, expect, it } from "vitest";
import { REGENERATION_HEADING } from "../generation/keep-client-work";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { EarlierPhase } from "../generation/phase-input";
import { ITEMS_HEADING, OFFERED_PENDING } from "./draft-items";
import { requestText } from "./draft-sections";
import { buildIndex, INDEX_NOTES_HEADING } from "./phase2-index";
import { buildDraft, DRAFT_NOTES_HEADING } from "./phase3-draft";
import {
  BASES_WITH_LIST,
  CLIENT_DOCUMENTS,
  expectGrounded,
  indexOf,
  outline,
  texts,
} from "./proposal-structure.test-support";
import { isHeaderOrTitle } from "./proposal-structure-text";

async function indexVersion(passages: ReturnType<typeof BASES_WITH_LIST>): Promise<EarlierPhase> {
  const content = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
  return {
    phase: 1,
    version: 1,
    isUserAdjusted: false,
    fileName: "Indice_de_la_propuesta_tecnica_v1.docx",
    content,
  };
}

describe("buildDraft", () => {
  it("writes each index heading with the bases' request and the applicant's sentences, or a [PENDIENTE]", async () => {
    const passages = [...BASES_WITH_LIST(), ...CLIENT_DOCUMENTS()];
    const index = await indexVersion(passages);
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [index] }));
    const indexOutline = outline(index.content).filter(([heading]) => heading !== INDEX_NOTES_HEADING);
    expect(outline(draft).slice(0, indexOutline.length)).toEqual(indexOutline);
    expect(draft.sections.at(-1)?.heading).toBe(DRAFT_NOTES_HEADING);

    const method = texts(draft, "Metodología de trabajo");
    expect(method).toContain(
      "Lo que piden las bases: Metodología de trabajo, describiendo las etapas para la implementación del sistema de gestión documental.",
    );
    expect(method).toContain(
      "Nuestra metodología de trabajo se basa en cuatro etapas: diagnóstico, digitalización, validación y entrega, con controles de calidad en cada etapa.",
    );
    // The team member's CV lands under the personnel heading, not under the first one it mentions.
    expect(texts(draft, "Relación del personal propuesto con su cédula profesional").join(" ")).toContain(
      "cédula profesional 7654321",
    );
    expect(texts(draft, "Currículum de la empresa").join(" ")).toContain("RFC CTB150310AB1");
    // Nothing in the applicant's documents speaks of a weekly schedule.
    const plan = "Plan de trabajo con cronograma de actividades por semana";
    const missing = `redactar «${plan}» con información de la empresa; falta material del cliente: propuestas anteriores, metodología o presentación de la empresa (categoría «Otros documentos relevantes»)`;
    expect(texts(draft, plan)).toContain(`[PENDIENTE: ${missing}]`);
    expect(draft.pending).toContain(missing);
    expect(texts(draft, "Metodología de trabajo").join(" ")).not.toContain("[PENDIENTE");
    // Composed sentences carry no source and no figure of their own (the notes name the index file).
    const body = draft.sections.filter((section) => section.heading !== DRAFT_NOTES_HEADING);
    for (const statement of body.flatMap((section) => section.statements)) {
      if (statement.sources.length === 0 && !statement.text.startsWith("[PENDIENTE"))
        expect(statement.text).not.toMatch(/\d/);
    }
    expectGrounded(draft, passages);
  });

  it("builds the index first when the index phase has no version", async () => {
    const passages = [...BASES_WITH_LIST(), ...CLIENT_DOCUMENTS()];
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    const input = memoryPhaseInput({ phase: 2, passages });
    const draft = await buildDraft(input);
    const expected = outline(index).filter(([heading]) => heading !== INDEX_NOTES_HEADING);
    expect(outline(draft).slice(0, expected.length)).toEqual(expected);
    expect(texts(draft, DRAFT_NOTES_HEADING)[0]).toContain("la fase del índice aún no tiene versión");
    expectGrounded(draft, passages, input.retrieved);
  });

  it("follows a user's adjusted index without sources, finding the request in the bases", async () => {
    const passages = [...BASES_WITH_LIST(), ...CLIENT_DOCUMENTS()];
    const adjustedIndex: EarlierPhase = {
      phase: 1,
      version: 2,
      isUserAdjusted: true,
      fileName: "Indice_de_la_propuesta_tecnica_v2_ajustado.docx",
      content: {
        title: "Índice de la propuesta técnica",
        pending: [],
        sections: [
          { heading: "Metodología de trabajo y etapas", level: 1, statements: [] },
          { heading: "Póliza de responsabilidad civil", level: 2, statements: [] },
        ],
      },
    };
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [adjustedIndex] }));
    expect(outline(draft)).toEqual([
      ["Metodología de trabajo y etapas", 1],
      ["Póliza de responsabilidad civil", 2],
      [DRAFT_NOTES_HEADING, 1],
    ]);
    const method = texts(draft, "Metodología de trabajo y etapas");
    expect(
      method.some((text) => text.startsWith("Lo que piden las bases: ") && text.includes("etapas")),
    ).toBe(true);
    expect(method.join(" ")).toContain("cuatro etapas");
    expect(draft.pending).toEqual([
      "redactar «Póliza de responsabilidad civil» con información de la empresa; falta material del cliente: propuestas anteriores, metodología o presentación de la empresa (categoría «Otros documentos relevantes»)",
    ]);
    expectGrounded(draft, passages);
  });

  it("skips a regenerated index's 'Instrucciones y cambios' log and opens a numbered heading's section without its number", async () => {
    const passages = [...BASES_WITH_LIST(), ...CLIENT_DOCUMENTS()];
    const regeneratedIndex: EarlierPhase = {
      phase: 1,
      version: 3,
      isUserAdjusted: false,
      fileName: "Indice_de_la_propuesta_tecnica_v3.docx",
      content: {
        title: "Índice de la propuesta técnica",
        pending: [],
        sections: [
          {
            heading: REGENERATION_HEADING,
            level: 1,
            statements: [
              { text: "v3: Conserva mi orden. Aplicada por el generador integrado.", sources: [] },
            ],
          },
          { heading: "1. Metodología de trabajo y etapas", level: 1, statements: [] },
        ],
      },
    };
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [regeneratedIndex] }));
    expect(outline(draft)).toEqual([
      ["1. Metodología de trabajo y etapas", 1],
      [DRAFT_NOTES_HEADING, 1],
    ]);
    expect(texts(draft, "1. Metodología de trabajo y etapas")[0]).toBe(
      "En este apartado se presenta metodología de trabajo y etapas, conforme a lo que solicitan las bases de la licitación.",
    );
  });

  it("applies instructions: a new section from the applicant's documents, and says so", async () => {
    const passages = [
      ...BASES_WITH_LIST(),
      ...CLIENT_DOCUMENTS(),
      passage(
        "otros",
        "certificado-iso.pdf",
        1,
        "Consultoría Técnica del Bajío cuenta con certificación de calidad ISO 9001:2015 vigente hasta el 15 de junio de 2027, emitida por un organismo acreditado.",
      ),
    ];
    const index = await indexVersion(passages);
    const plain = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [index] }));
    const instructions = "Agregar un apartado de certificación de calidad";
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [index], instructions }));
    expect(outline(plain).map(([heading]) => heading)).not.toContain("Certificación de calidad");
    expect(texts(draft, "Certificación de calidad").join(" ")).toContain("ISO 9001:2015 vigente");
    const note = texts(draft, DRAFT_NOTES_HEADING).find((text) => text.startsWith("Instrucciones aplicadas"));
    expect(note).toContain("se agregó el apartado «Certificación de calidad»");
    expectGrounded(draft, passages);
  });

  it("keeps the user's adjusted draft sections and extends them", async () => {
    const passages = [...BASES_WITH_LIST(), ...CLIENT_DOCUMENTS()];
    const index = await indexVersion(passages);
    const userText = "Nuestra propuesta atiende cada etapa con un responsable asignado.";
    const adjusted: EarlierPhase = {
      phase: 2,
      version: 2,
      isUserAdjusted: true,
      fileName: "Borrador_de_la_propuesta_tecnica_v2_ajustado.docx",
      content: {
        title: "Borrador de la propuesta técnica",
        pending: [],
        sections: [
          { heading: "Metodología de trabajo", level: 1, statements: [{ text: userText, sources: [] }] },
        ],
      },
    };
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [index, adjusted] }));
    const method = texts(draft, "Metodología de trabajo");
    expect(method[0]).toBe(userText);
    expect(method.join(" ")).toContain("Nuestra metodología de trabajo se basa en cuatro etapas");
    expect(draft.sections.filter((section) => section.heading === "Metodología de trabajo")).toHaveLength(1);
    expect(outline(draft).map(([heading]) => heading)).toContain(
      "Relación del personal propuesto con su cédula profesional",
    );
    expect(texts(draft, DRAFT_NOTES_HEADING).join(" ")).toContain(
      "Borrador_de_la_propuesta_tecnica_v2_ajustado.docx",
    );
    expectGrounded(draft, passages);
  });

  it("extends the client's adjusted copy of a generated draft without repeating a paragraph or its pending list", async () => {
    const passages = [...BASES_WITH_LIST(), ...CLIENT_DOCUMENTS()];
    const index = await indexVersion(passages);
    const generated = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [index] }));
    // The client's copy as Word reads back: the generated sections, its own paragraph, the pending list.
    const userText = "Asignamos un coordinador de calidad a cada etapa del servicio.";
    const copy = generated.sections.map((section) =>
      section.heading === "Metodología de trabajo"
        ? { ...section, statements: [...section.statements, { text: userText, sources: [] }] }
        : section,
    );
    const adjusted: EarlierPhase = {
      phase: 2,
      version: 2,
      isUserAdjusted: true,
      fileName: "Borrador_de_la_propuesta_tecnica_v2_ajustado.docx",
      content: {
        title: "Borrador de la propuesta técnica",
        pending: [],
        sections: [
          ...copy,
          {
            heading: "Pendientes por completar",
            level: 1,
            statements: [{ text: "[PENDIENTE: RFC]", sources: [] }],
          },
        ],
      },
    };
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [index, adjusted] }));
    expect(texts(draft, "Metodología de trabajo")).toContain(userText);
    for (const section of draft.sections) {
      const lines = section.statements.map((statement) => statement.text);
      expect(lines, section.heading).toEqual([...new Set(lines)]);
    }
    expect(outline(draft).map(([heading]) => heading)).not.toContain("Pendientes por completar");
    expectGrounded(draft, passages);
  });

  it("marks every section pending when the applicant uploaded nothing, and is deterministic", async () => {
    const passages = BASES_WITH_LIST();
    const index = await indexVersion(passages);
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [index] }));
    const body = draft.sections.filter((section) => section.heading !== DRAFT_NOTES_HEADING);
    expect(body.length).toBeGreaterThanOrEqual(6);
    expect(draft.pending).toHaveLength(body.length);
    for (const section of body)
      expect(section.statements.some((s) => s.text.startsWith("[PENDIENTE: redactar"))).toBe(true);
    const again = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [index] }));
    expect(JSON.stringify(again)).toBe(JSON.stringify(draft));
  });

  it("lists a goods tender's items to price in the section about the goods, each offered good to state", async () => {
    const bases = passage(
      "bases",
      "convocatoria-insumos.pdf",
      19,
      [
        "ANEXO 1. Descripción de los bienes.",
        "PARTIDA\tDESCRIPCIÓN\tUNIDAD\tCANTIDAD",
        "1\tGuante de nitrilo para exploración, talla mediana\tcaja\t3,500",
        "2\tBata quirúrgica desechable de tela no tejida\tpieza\t9,800",
      ].join("\n"),
    );
    const index = await indexOf({
      title: "Índice de la propuesta técnica",
      sections: [
        { heading: "1. Experiencia en contratos similares", level: 1, statements: [] },
        { heading: "2. Descripción de los bienes ofertados", level: 1, statements: [] },
      ],
      pending: [],
    });
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages: [bases], earlier: [index] }));
    const goods = draft.sections.find(
      (section) => section.heading === "2. Descripción de los bienes ofertados",
    );
    expect(goods?.table?.headers).toEqual(["Partida", "Descripción", "Unidad", "Cantidad", "Bien ofertado"]);
    expect(goods?.table?.rows.map((row) => row.cells)).toEqual([
      [
        "1",
        "Guante de nitrilo para exploración, talla mediana",
        "caja",
        "3,500",
        "[PENDIENTE: bien ofertado]",
      ],
      ["2", "Bata quirúrgica desechable de tela no tejida", "pieza", "9,800", "[PENDIENTE: bien ofertado]"],
    ]);
    expect(goods?.table?.rows[1]?.sources).toEqual([
      { passageId: bases.id, quote: "2\tBata quirúrgica desechable de tela no tejida\tpieza\t9,800" },
    ]);
    expect(draft.pending).toContain(OFFERED_PENDING);
    expect(draft.sections.filter((section) => section.table)).toHaveLength(1);

    // No heading names the goods: the items get a section of their own, first.
    const plain = await indexOf({
      title: "Índice de la propuesta técnica",
      sections: [{ heading: "Metodología de trabajo", level: 1, statements: [] }],
      pending: [],
    });
    const own = await buildDraft(memoryPhaseInput({ phase: 2, passages: [bases], earlier: [plain] }));
    expect(own.sections[0]?.heading).toBe(ITEMS_HEADING);
    expect(own.sections[0]?.table?.rows).toHaveLength(2);
  });

  it("never quotes a table's header row or a title in capitals as a request or an answer", () => {
    expect(isHeaderOrTitle("Cliente | Contrato | Objeto | Monto (sin IVA) | Vigencia")).toBe(true);
    expect(isHeaderOrTitle("PARTIDA DESCRIPCIÓN UNIDAD CANTIDAD PRECIO UNITARIO IMPORTE")).toBe(true);
    expect(isHeaderOrTitle("MODELO DE CONTRATO ABIERTO")).toBe(true);
    expect(isHeaderOrTitle("IMSS | 2024 | Material de curación | $7,390,420.00")).toBe(false);
    expect(isHeaderOrTitle("Contamos con un almacén de 2,400 m² en León.")).toBe(false);
    expect(isHeaderOrTitle("Garantía de doce meses contra defectos de fabricación.")).toBe(false);
    // A label whose value is on the lines after it says nothing alone.
    expect(isHeaderOrTitle("Experiencia profesional:")).toBe(true);
    expect(isHeaderOrTitle("Los licitantes deberán presentar los siguientes documentos firmados:")).toBe(
      false,
    );
  });
});

describe("requestText", () => {
  it("shows the bases' request on one line, a table row's cells in column order", () => {
    expect(requestText("13. Programa de ejecución de los trabajos, conforme\nal formato DT-08.")).toBe(
      "Lo que piden las bases: 13. Programa de ejecución de los trabajos, conforme al formato DT-08.",
    );
    // A row printed over two lines (PRINTED_LINE_BREAK between them), one cell continued below.
    const row =
      "FISM-LP-001/2026\tAmpliación de red de agua potable en la\t90 días\u2028\tlocalidad de El Xithi\tnaturales";
    expect(requestText(row)).toBe(
      "Lo que piden las bases: FISM-LP-001/2026 | Ampliación de red de agua potable en la localidad de El Xithi | 90 días naturales",
    );
  });
});
