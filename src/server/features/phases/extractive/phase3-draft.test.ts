/**
 * Phase "Borrador": one section per index heading with the bases' request and the applicant's own
 * sentences (sourced), [PENDIENTE] where its documents say nothing, the index built when missing,
 * instructions that add sections, and a user's adjusted draft kept and extended.
 */
import { describe, expect, it } from "vitest";
import { REGENERATION_HEADING } from "../generation/keep-client-work";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { EarlierPhase, TPhaseContent } from "../generation/phase-input";
import { ITEMS_HEADING, OFFERED_PENDING } from "./draft-items";
import { requestText } from "./draft-sections";
import { buildIndex, INDEX_NOTES_HEADING } from "./phase2-index";
import { buildDraft, DRAFT_NOTES_HEADING } from "./phase3-draft";
import { BASES_WITH_LIST, CLIENT_DOCUMENTS, expectGrounded } from "./proposal-structure.test-support";
import { isHeaderOrTitle } from "./proposal-structure-text";

const outline = (content: TPhaseContent) =>
  content.sections.map((section) => [section.heading, section.level]);
const texts = (content: TPhaseContent, heading: string) => {
  const found = content.sections.find((item) => item.heading === heading);
  if (!found) throw new Error(`sin apartado «${heading}»: ${JSON.stringify(outline(content))}`);
  return found.statements.map((statement) => statement.text);
};

const indexOf = async (content: TPhaseContent): Promise<EarlierPhase> => ({
  phase: 1,
  version: 1,
  isUserAdjusted: false,
  fileName: "Indice_de_la_propuesta_tecnica_v1.docx",
  content,
});

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

  it("quotes under a heading only what the bases ask on its subject, not a sentence sharing a common word", async () => {
    const bases = passage(
      "bases",
      "convocatoria-obra.pdf",
      4,
      [
        "El licitante deberá presentar la opinión de cumplimiento de obligaciones fiscales en sentido positivo.",
        "Garantía de cumplimiento: fianza por el 10 % del monto del contrato, dentro de los quince días naturales siguientes al fallo.",
        "Será causa de desechamiento la omisión de cualquiera de los documentos requeridos en la convocatoria.",
        "La asistencia a la visita no es obligatoria; quien no asista manifestará que conoce el sitio de los trabajos.",
        "Declaración anual y estados financieros dictaminados por contador público con cédula profesional.",
      ].join("\n"),
    );
    const passages = [bases, ...CLIENT_DOCUMENTS()];
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [await indexOf(index)] }));
    const under = (heading: string) => texts(draft, heading).join(" ");
    // 'cumplimiento' of a tax opinion or of a performance bond is no technical specification.
    expect(under("Cumplimiento de especificaciones técnicas")).not.toMatch(/opinión de cumplimiento|fianza/u);
    // A cause of rejection is nothing to write, and 'requeridos' does not make it the understanding.
    expect(under("Entendimiento de los requerimientos")).not.toContain("omisión");
    // 'los trabajos' of a site visit is no work plan; an accountant's 'cédula' is no team.
    expect(under("Metodología y plan de trabajo")).not.toContain("visita");
    expect(under("Organización y equipo de trabajo")).not.toContain("Declaración anual");
    expect(under("Documentación legal y administrativa")).toMatch(/opinión de cumplimiento/u);
    expect(under("Documentación legal y administrativa")).toContain("Declaración anual");
  });

  it("quotes the acta constitutiva under the legal heading only, not under the team or the method", async () => {
    const bases = passage(
      "bases",
      "convocatoria.pdf",
      5,
      [
        "El licitante deberá presentar su organización y equipo de trabajo, con el organigrama de los profesionales que intervendrán en los servicios.",
        "El licitante deberá presentar la metodología de los servicios, con las etapas de la organización del trabajo.",
        "El licitante deberá presentar la documentación legal: acta constitutiva y poder del representante.",
      ].join("\n"),
    );
    const acta = passage(
      "legal",
      "acta-constitutiva.pdf",
      1,
      "En la ciudad de San Luis Potosí comparecen los señores que constituyen la sociedad, cuyo objeto es la organización de los trabajos y servicios profesionales de ingeniería con su equipo.",
    );
    const passages = [bases, acta];
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [await indexOf(index)] }));
    const quoting = draft.sections
      .filter((section) => section.statements.some((statement) => statement.text.includes("comparecen")))
      .map((section) => section.heading);
    expect(quoting.length).toBeGreaterThan(0);
    for (const heading of quoting) expect(heading).toMatch(/legal/iu);
  });

  it("answers the experience heading with the track record the acta states, not with a [PENDIENTE]", async () => {
    const bases = passage(
      "bases",
      "convocatoria-obra.pdf",
      3,
      [
        "2. Acta constitutiva y sus modificaciones, inscrita en el Registro Público de la Propiedad y de Comercio.",
        "5. Registro vigente en el Padrón de Contratistas del Municipio o constancia de trámite de registro.",
        "6. Relación de contratos de obras similares ejecutados en los últimos tres años, con copia de contratos y actas de entrega-recepción.",
      ].join("\n"),
    );
    const record =
      "La sociedad ha prestado el servicio de recolección de residuos sólidos urbanos a los municipios de Zapopan (2018 a 2021, contrato ZAP-DGSP-045/2018, monto $18,450,000.00) y San Pedro Tlaquepaque (2020 a 2023, contrato SPT-OP-112/2020, monto $9,870,000.00).";
    const acta = passage(
      "legal",
      "acta-constitutiva-iap.pdf",
      2,
      [
        "PRIMERA.- Se designa como Administrador Único y representante legal de la sociedad al Ing. Héctor Manuel Villaseñor Ruiz.",
        record,
      ].join("\n"),
    );
    const passages = [bases, acta];
    const input = memoryPhaseInput({ phase: 2, passages });
    const draft = await buildDraft(input);
    const experience = texts(draft, "Experiencia y especialidad");
    expect(experience).toContain(record);
    expect(experience.some((text) => text.includes("[PENDIENTE"))).toBe(false);
    // The deed's other clauses stay under the legal heading.
    expect(texts(draft, "Documentación legal y administrativa").join("\n")).toContain("Administrador Único");
    expect(texts(draft, "Documentación legal y administrativa")).not.toContain(record);
    expectGrounded(draft, passages, input.retrieved);
    // PostgreSQL's search wants every word of the query: a deed that shares few of them is still read.
    const strict = memoryPhaseInput({ phase: 2, passages });
    const anyWord = strict.search;
    strict.search = async (query, options) =>
      options?.categories?.includes("legal") && !options.categories.includes("bases")
        ? []
        : anyWord(query, options);
    expect(texts(await buildDraft(strict), "Experiencia y especialidad")).toContain(record);
  });

  it("names whose CV a team member's line is, and does not repeat it when the client's copy comes back", async () => {
    const bases = passage(
      "bases",
      "convocatoria-obra.pdf",
      3,
      "7. Currículum del superintendente de obra, con cédula profesional de ingeniero civil o arquitecto y experiencia mínima de tres años.",
    );
    const cv = passage(
      "equipo",
      "cv-hector-villasenor.docx",
      1,
      [
        "CURRÍCULUM VITAE",
        "Nombre: Héctor Manuel Villaseñor Ruiz",
        "Puesto propuesto: Director del proyecto",
        "Cédula profesional: 4623871",
      ].join("\n"),
    );
    const passages = [bases, cv];
    const input = memoryPhaseInput({ phase: 2, passages });
    const draft = await buildDraft(input);
    const team = draft.sections.find((section) => section.heading === "Organización y equipo de trabajo");
    const line = team?.statements.find((statement) => statement.text.includes("4623871"));
    expect(line?.text).toBe("Héctor Manuel Villaseñor Ruiz: Cédula profesional: 4623871");
    expect(line?.sources[0]?.quote).toBe("Cédula profesional: 4623871");
    expectGrounded(draft, passages, input.retrieved);
    // The client's copy read back (its sources found again after the label): each line once.
    const adjusted: EarlierPhase = {
      phase: 2,
      version: 2,
      isUserAdjusted: true,
      fileName: "Borrador_v2_ajustado.docx",
      content: {
        ...draft,
        sections: draft.sections.filter((section) => section.heading !== DRAFT_NOTES_HEADING),
      },
    };
    const again = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [adjusted] }));
    const lines = again.sections.flatMap((section) => section.statements.map((statement) => statement.text));
    expect(lines.filter((text) => text.includes("4623871"))).toHaveLength(1);
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
