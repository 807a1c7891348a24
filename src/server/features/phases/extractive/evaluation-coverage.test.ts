/**
 * The coverage of a criterion by the proposal: evidence chosen by shared words (stemming-lite), the
 * tiers that turn coverage into points, [PENDIENTE] lowering a tier, binary criteria met or not, and
 * what the proposal lacks, named with the criterion's own words.
 */
import { describe, expect, it } from "vitest";
import type { TPhaseContent } from "../generation/phase-input";
import { assessCriterion, evidenceFromContent } from "./evaluation-coverage";
import { draft, formats } from "./evaluation-phases.test-support";
import { contentWords } from "./evaluation-text";

const proposal: TPhaseContent = {
  title: "Licitación LA-009000999-E12-2026",
  sections: [
    {
      heading: "Portada",
      level: 1,
      statements: [{ text: "Experiencia y especialidad, Cumplimiento de contratos", sources: [] }],
    },
    { heading: "Índice", level: 1, statements: [{ text: "1. Cumplimiento de contratos", sources: [] }] },
    { heading: "Propuesta técnica", level: 1, statements: [] },
    ...draft.sections.map((section) => ({ ...section, level: (section.level === 1 ? 2 : 3) as 2 | 3 })),
    { heading: "Formatos", level: 1, statements: [] },
    ...formats.sections.map((section) => ({ ...section, level: (section.level === 1 ? 2 : 3) as 2 | 3 })),
  ],
  pending: [],
};

describe("contentWords", () => {
  it("drops stopwords, words every tender says, and accents, and meets words by their first letters", () => {
    expect(
      contentWords("Experiencia y especialidad de los licitantes en licitación pública").map(
        (entry) => entry.stem,
      ),
    ).toEqual(["experi", "especi", "licita", "public"]);
    expect(contentWords("Cumplimiento de contratos")[0]?.stem).toBe(contentWords("cumplir")[0]?.stem);
  });
});

describe("evidenceFromContent", () => {
  it("gives statements and table rows with their heading path, never the cover or the index", () => {
    const items = evidenceFromContent(proposal);
    expect(
      items.some((item) => item.heading.startsWith("Portada") || item.heading.startsWith("Índice")),
    ).toBe(false);
    expect(items[1]).toMatchObject({
      heading: "Propuesta técnica › Capacidad del licitante › Experiencia y especialidad",
      text: "Contamos con 12 años de experiencia y especialidad en supervisión de obra pública.",
    });
    expect(items.find((item) => item.text.startsWith("Razón social"))?.text).toBe(
      "Razón social o denominación — Constructora Tlaloc, S.A. de C.V.",
    );
  });
});

describe("assessCriterion", () => {
  const items = evidenceFromContent(proposal);

  it("estimates all the points when the proposal answers the criterion", () => {
    const result = assessCriterion(
      { criterion: "Experiencia y especialidad", pointsAvailable: 18, kind: "puntos" },
      items,
    );
    expect(result.coverage).toBe(1);
    expect(result.estimatedPoints).toBe(18);
    expect(result.evidence[0]?.heading).toContain("Experiencia y especialidad");
    expect(result.missingWords).toEqual([]);
  });

  it("estimates zero and names the missing words when nothing answers it", () => {
    const result = assessCriterion(
      { criterion: "Cumplimiento de contratos", pointsAvailable: 6, kind: "puntos" },
      items,
    );
    expect(result.coverage).toBe(0);
    expect(result.estimatedPoints).toBe(0);
    expect(result.evidence).toEqual([]);
    expect(result.missingWords).toEqual(["cumplimiento", "contratos"]);
  });

  it("drops a tier when the evidence still holds a [PENDIENTE]", () => {
    const result = assessCriterion(
      { criterion: "Propuesta de trabajo", pointsAvailable: 12, kind: "puntos" },
      items,
    );
    expect(result.coverage).toBe(1);
    expect(result.pending).toEqual(["[PENDIENTE: plan de trabajo detallado]"]);
    expect(result.estimatedPoints).toBe(6);
  });

  it("scores nothing for a placeholder alone, however well its words and heading match", () => {
    const placeholder = [
      {
        text: "[PENDIENTE: redactar «Experiencia y especialidad» con información de la empresa]",
        heading: "Propuesta técnica › Experiencia y especialidad",
        sources: [],
      },
      {
        text: "Años de experiencia: [PENDIENTE: años de experiencia del licitante]",
        heading: "Currículum del licitante › Experiencia y especialidad",
        sources: [],
      },
    ];
    const result = assessCriterion(
      { criterion: "Experiencia y especialidad del licitante", pointsAvailable: 10, kind: "puntos" },
      placeholder,
    );
    expect(result.evidence).toEqual([]);
    expect(result.estimatedPoints).toBe(0);
    expect(result.missingWords).toEqual(["experiencia", "especialidad"]);
  });

  it("gives half the points at partial coverage and rounds", () => {
    const result = assessCriterion(
      { criterion: "Capacidad técnica, financiera y de equipamiento", pointsAvailable: 5, kind: "puntos" },
      items,
    );
    expect(result.coverage).toBeCloseTo(2 / 4);
    expect(result.estimatedPoints).toBe(3);
    expect(result.missingWords).toEqual(["financiera", "equipamiento"]);
  });

  it("says whether a binary criterion is met", () => {
    const met = assessCriterion(
      { criterion: "Acta constitutiva y sus reformas", pointsAvailable: null, kind: "binario" },
      items,
    );
    expect(met.isMet).toBe(true);
    expect(met.estimatedPoints).toBeNull();
    const unmet = assessCriterion(
      { criterion: "Constancia de situación fiscal vigente", pointsAvailable: null, kind: "binario" },
      items,
    );
    expect(unmet.isMet).toBe(false);
  });
});
