/**
 * Phase 7, the integrated proposal: cover from phase 4's 'Datos del licitante' and phase 1's calendar,
 * an index of the headings that follow, phases 3-6 as parts one level down with their citations intact,
 * [PENDIENTE] for what is missing, adjusted versions said, long proposals folded, instructions applied.
 */
import { describe, expect, it } from "vitest";
import { ZPhaseContent } from "../../../adapters/llm/phase-content";
import { checkContent } from "../generation/check-content";
import { REGENERATION_HEADING } from "../generation/keep-client-work";
import { memoryPhaseInput } from "../generation/memory-phase-input.test-support";
import type { TPhaseSection } from "../generation/phase-input";
import { PENDING_HEADING } from "../generation/render-content";
import { ALL_PASSAGES, client } from "./evaluation-fixtures.test-support";
import {
  applicantCv,
  draft,
  EARLIER,
  expectGrounded,
  formats,
  relevantPoints,
  version,
} from "./evaluation-phases.test-support";
import { DRAFT_NOTES_HEADING } from "./phase3-draft";
import { buildIntegrated } from "./phase7-integrated";
import { INDEX_NOTES_HEADING } from "./proposal-structure-standard";

const project = {
  name: "Supervisión de obra pública LO-009J2Z001-E4-2026",
  description: "Supervisión externa de la obra del hospital regional.",
};

describe("buildIntegrated", () => {
  it("builds cover, index and the four parts in order, each section one level down with its sources", async () => {
    const input = memoryPhaseInput({ phase: 6, passages: ALL_PASSAGES, earlier: EARLIER, project });
    const content = await buildIntegrated(input);
    // The renderer writes the project's name as the title page's subtitle: the title must not repeat it.
    expect(content.title).toBe("Propuesta técnica");
    const [cover, index, ...body] = content.sections;
    expect(cover?.heading).toBe("Portada");
    expect(cover?.statements.map((statement) => statement.text)).toEqual([
      project.name,
      project.description,
      "Licitante: Constructora Tlaloc, S.A. de C.V.",
      "Fecha de presentación de proposiciones: 15 de marzo de 2026",
    ]);
    expect(cover?.statements[2]?.sources[0]?.passageId).toBe(client.sat.id);
    expect(cover?.statements[3]?.sources).toEqual(relevantPoints.sections[1]?.table?.rows[0]?.sources);
    expect(index?.heading).toBe("Índice");
    expect(body.filter((section) => section.level === 1).map((section) => section.heading)).toEqual([
      "Propuesta técnica",
      "Formatos",
      "Currículum del licitante",
      "Currículos del equipo profesional",
    ]);
    expect(index?.statements.map((statement) => statement.text).slice(0, 6)).toEqual([
      "1. Propuesta técnica",
      "1.1. Capacidad del licitante",
      "1.1.1. Experiencia y especialidad",
      "1.2. Propuesta de trabajo",
      "1.2.1. Programa",
      "2. Formatos",
    ]);
    expect(index?.statements).toHaveLength(body.length);
    const draftPart = body.slice(1, 5);
    expect(draftPart.map((section) => [section.heading, section.level])).toEqual([
      ["Capacidad del licitante", 2],
      ["Experiencia y especialidad", 3],
      ["Propuesta de trabajo", 2],
      ["Programa", 3],
    ]);
    expect(draftPart.map((section) => section.statements)).toEqual(
      draft.sections.map((section) => section.statements),
    );
    expect(body.find((section) => section.heading === "Datos del licitante")?.table).toEqual(
      formats.sections[0]?.table,
    );
    expect(content.pending).toEqual(["plan de trabajo detallado (en «Propuesta de trabajo»)"]);
    expectGrounded(content, input.retrieved);
    // What the builder returns is what the lead's schema accepts (section count, limits, cell counts).
    expect(ZPhaseContent.safeParse(content).success).toBe(true);
  });

  it("leaves [PENDIENTE] for a phase not generated, the applicant's name and the date", async () => {
    const earlier = [version(2, draft), version(4, applicantCv)];
    const content = await buildIntegrated(
      memoryPhaseInput({ phase: 6, passages: ALL_PASSAGES, earlier, project }),
    );
    expect(content.sections[0]?.statements.slice(2).map((statement) => statement.text)).toEqual([
      "Licitante: [PENDIENTE: razón social del licitante]",
      "Fecha de presentación de proposiciones: [PENDIENTE: fecha de presentación]",
    ]);
    const formatsPart = content.sections.find((section) => section.heading === "Formatos");
    expect(formatsPart?.statements[0]?.text).toBe('[PENDIENTE: generar la fase "Formatos llenados"]');
    expect(content.pending).toEqual(
      expect.arrayContaining([
        "razón social del licitante (en «Portada»)",
        "fecha de presentación (en «Portada»)",
        'generar la fase "Formatos llenados" (en «Formatos»)',
        'generar la fase "Currículos del equipo profesional" (en «Currículos del equipo profesional»)',
      ]),
    );
    // The file lists at its end what the checked content keeps: every point left, none lost to the
    // working phases' rule that leaves out what the text already marks.
    const retrieved = new Map(
      ALL_PASSAGES.map((item) => [item.id, { ...item, page: item.page ?? null }] as const),
    );
    const checked = checkContent(content, retrieved).content;
    const marks = checked.sections.flatMap((section) =>
      section.statements.flatMap((statement) => statement.text.match(/\[PENDIENTE:[^\]]*\]/gu) ?? []),
    );
    expect(marks.length).toBeGreaterThanOrEqual(4);
    expect(checked.pending).toHaveLength(content.pending.length);
    // A mark that names its section is listed as it is.
    const named = await buildIntegrated(
      memoryPhaseInput({
        phase: 6,
        passages: ALL_PASSAGES,
        earlier: [
          version(2, {
            title: "Borrador",
            pending: [],
            sections: [
              {
                heading: "Carta de presentación",
                level: 1,
                statements: [{ text: "[PENDIENTE: redactar «Carta de presentación»]", sources: [] }],
              },
            ],
          }),
        ],
        project,
      }),
    );
    expect(named.pending).toContain("redactar «Carta de presentación»");
  });

  it("dates the cover with the act of the procedure the project names, with its hour", async () => {
    const row = (lot: string, hour: string) => ({
      cells: ["Presentación y apertura de proposiciones", "25/02/2026", hour, "Sala de juntas", lot],
      sources: [],
    });
    const calendar = version(0, {
      title: "Puntos relevantes de las bases",
      pending: [],
      sections: [
        {
          heading: "Calendario",
          level: 1,
          statements: [],
          table: {
            headers: ["Evento", "Fecha", "Hora", "Lugar", "Procedimiento o lote"],
            rows: [
              row("FISM-LP-001/2026", "10:00 horas"),
              row("FISM-LP-002/2026", "12:00 horas"),
              row("FISM-LP-003/2026", "14:00 horas"),
            ],
          },
        },
      ],
    });
    const cover = async (description: string) =>
      (
        await buildIntegrated(
          memoryPhaseInput({
            phase: 6,
            passages: ALL_PASSAGES,
            earlier: [calendar],
            project: { name: "Drenaje sanitario", description },
          }),
        )
      ).sections[0]?.statements.at(-1)?.text;
    expect(await cover("Licitación pública nacional FISM-LP-002/2026.")).toBe(
      "Fecha de presentación de proposiciones: 25/02/2026, 12:00 horas (FISM-LP-002/2026)",
    );
    expect(await cover("Obras del FISM.")).toBe(
      "Fecha de presentación de proposiciones: 25/02/2026, 10:00 horas",
    );
  });

  it("says when a part comes from the user's adjusted version", async () => {
    const earlier = [...EARLIER.filter((item) => item.phase !== 4), version(4, applicantCv, true, 2)];
    const content = await buildIntegrated(
      memoryPhaseInput({ phase: 6, passages: ALL_PASSAGES, earlier, project }),
    );
    const part = content.sections.find((section) => section.heading === "Currículum del licitante");
    expect(part?.statements[0]?.text).toBe(
      "Esta parte proviene de la versión 2 ajustada por el usuario (Curriculum_del_licitante_v2_ajustado.docx).",
    );
  });

  it("leaves out the earlier phases' working notes but keeps the [PENDIENTE] marks of the text", async () => {
    const notes = (heading: string, text: string): TPhaseSection => ({
      heading,
      level: 1,
      statements: [{ text, sources: [] }],
    });
    const generated = version(2, {
      ...draft,
      sections: [
        ...draft.sections,
        notes(
          DRAFT_NOTES_HEADING,
          "Instrucciones aplicadas («agrega experiencia»): se agregaron 2 fragmentos del currículum de la empresa.",
        ),
      ],
    });
    // An adjusted draft read back from Word: the index's notes pasted in, the pending list as a section.
    const adjusted = version(
      2,
      {
        title: "Borrador de la propuesta técnica",
        sections: [
          ...draft.sections,
          notes(INDEX_NOTES_HEADING, "El índice sigue la estructura que piden las bases."),
          {
            heading: "Pendientes por completar",
            level: 1,
            statements: [
              { text: "[PENDIENTE: plan de trabajo detallado]", sources: [] },
              { text: "[PENDIENTE: número de cédula profesional del superintendente]", sources: [] },
            ],
          },
          { heading: "Detalle de pendientes", level: 2, statements: [{ text: "Ver lista.", sources: [] }] },
        ],
        pending: [],
      },
      true,
      2,
    );
    for (const part of [generated, adjusted]) {
      const earlier = [part, ...EARLIER.filter((item) => item.phase !== 2)];
      const content = await buildIntegrated(
        memoryPhaseInput({ phase: 6, passages: ALL_PASSAGES, earlier, project }),
      );
      const headings = content.sections.map((section) => section.heading);
      for (const heading of [
        DRAFT_NOTES_HEADING,
        INDEX_NOTES_HEADING,
        PENDING_HEADING,
        "Detalle de pendientes",
      ])
        expect(headings).not.toContain(heading);
      const texts = content.sections.flatMap((section) => section.statements.map((s) => s.text)).join("\n");
      expect(texts).not.toContain("Instrucciones aplicadas («agrega experiencia»)");
      expect(texts).not.toContain("El índice sigue la estructura");
      expect(texts).toContain(
        "metodología de supervisión por frentes. [PENDIENTE: plan de trabajo detallado]",
      );
      expect(content.pending).toContain("plan de trabajo detallado (en «Propuesta de trabajo»)");
    }
    const fromAdjusted = await buildIntegrated(
      memoryPhaseInput({
        phase: 6,
        passages: ALL_PASSAGES,
        earlier: [adjusted, ...EARLIER.filter((item) => item.phase !== 2)],
        project,
      }),
    );
    expect(fromAdjusted.pending).toContain("número de cédula profesional del superintendente");
  });

  it("folds the deepest sections of a long proposal instead of dropping them", async () => {
    const sections: TPhaseSection[] = Array.from({ length: 150 }, (_, n) => ({
      heading: n % 3 === 0 ? `Capítulo ${n}` : `Apartado ${n}`,
      level: n % 3 === 0 ? 1 : 2,
      statements: [{ text: `Contenido del apartado ${n}.`, sources: [] }],
    }));
    const long = version(2, { title: "Borrador", sections, pending: [] });
    const earlier = [long, ...EARLIER.filter((item) => item.phase !== 2)];
    const content = await buildIntegrated(
      memoryPhaseInput({ phase: 6, passages: ALL_PASSAGES, earlier, project }),
    );
    expect(content.sections.length).toBeLessThanOrEqual(120);
    const texts = content.sections.flatMap((section) =>
      section.statements.map((statement) => statement.text),
    );
    for (let n = 0; n < 150; n++) expect(texts).toContain(`Contenido del apartado ${n}.`);
    expect(texts).toContain("Apartado 1");
    expect(ZPhaseContent.safeParse(content).success).toBe(true);
  });

  it("applies the instructions by adding the passages they ask for, cited", async () => {
    const input = memoryPhaseInput({
      phase: 6,
      passages: ALL_PASSAGES,
      earlier: EARLIER,
      project,
      instructions: "Incluir la constancia de situación fiscal del licitante",
    });
    const content = await buildIntegrated(input);
    const extra = content.sections.at(-1);
    expect(extra?.heading).toBe("Material adicional");
    expect(extra?.statements[0]?.text).toMatch(
      /^Instrucciones aplicadas: «Incluir la constancia de situación fiscal del licitante»; .*constancia-situacion-fiscal\.pdf, p\. 1/u,
    );
    expect(extra?.statements.some((statement) => statement.sources[0]?.passageId === client.sat.id)).toBe(
      true,
    );
    expect(content.sections[1]?.statements.at(-1)?.text).toBe("5. Material adicional");
    expectGrounded(content, input.retrieved);
  });

  it("numbers each index line once and leaves out a regenerated draft's 'Instrucciones y cambios' log", async () => {
    const regenerated = version(
      2,
      {
        ...draft,
        sections: [
          {
            heading: REGENERATION_HEADING,
            level: 1,
            statements: [
              { text: "v3: Conserva mi orden. Aplicada por el generador integrado.", sources: [] },
            ],
          },
          { ...draft.sections[0]!, heading: "1. Entendimiento de los trabajos" },
          { ...draft.sections[1]!, heading: "2.- Metodología y procedimiento constructivo" },
          ...draft.sections.slice(2),
        ],
      },
      false,
      3,
    );
    const earlier = [regenerated, ...EARLIER.filter((item) => item.phase !== 2)];
    const content = await buildIntegrated(
      memoryPhaseInput({ phase: 6, passages: ALL_PASSAGES, earlier, project }),
    );
    expect(content.sections.map((section) => section.heading)).not.toContain(REGENERATION_HEADING);
    const index = content.sections.find((section) => section.heading === "Índice");
    expect(index?.statements.map((statement) => statement.text).slice(0, 3)).toEqual([
      "1. Propuesta técnica",
      "1.1. Entendimiento de los trabajos",
      "1.1.1. Metodología y procedimiento constructivo",
    ]);
  });

  it("numbers a draft whose headings all sit at level 2 from its part ('1.1.', never '1.0.1.')", async () => {
    const deep = version(2, {
      ...draft,
      sections: draft.sections.map((section) => ({ ...section, level: 2 as const })),
    });
    const earlier = [deep, ...EARLIER.filter((item) => item.phase !== 2)];
    const content = await buildIntegrated(
      memoryPhaseInput({ phase: 6, passages: ALL_PASSAGES, earlier, project }),
    );
    const index = content.sections.find((section) => section.heading === "Índice");
    const lines = index?.statements.map((statement) => statement.text) ?? [];
    expect(lines[1]).toMatch(/^1\.1\. /u);
    expect(lines.some((line) => /\.0\./u.test(line))).toBe(false);
  });
});
