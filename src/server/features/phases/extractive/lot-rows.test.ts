/**
 * A convocatoria of several works or lots (each its own row of a table): the index puts every one under
 * the heading about the object ('Entendimiento de los requerimientos'), and the draft quotes them all
 * there, where before two went to 'Otros requisitos técnicos' and the third was lost.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import { isLotRow } from "./lot-rows";
import { buildIndex, OTHER_REQUIREMENTS_HEADING } from "./phase2-index";
import { buildDraft } from "./phase3-draft";
import { phase1Version } from "./proposal-structure.test-support";

const WORKS = [
  [
    "OP-LP-011/2027",
    "Rehabilitación del puente vehicular sobre el arroyo Seco, 48 metros de claro",
    "120 días naturales",
  ],
  [
    "OP-LP-012/2027",
    "Perforación y equipamiento de pozo profundo en la comunidad de Tepetates",
    "150 días naturales",
  ],
  [
    "OP-LP-013/2027",
    "Alumbrado público con luminarias LED en el boulevard Independencia, 2.6 km",
    "90 días naturales",
  ],
];
const ENTENDIMIENTO = "Entendimiento de los requerimientos";

function works() {
  const table = passage(
    "bases",
    "convocatoria-obras-2027.pdf",
    1,
    [
      "Número de licitación\tDescripción general de la obra\tPlazo de ejecución",
      ...WORKS.map((row) => row.join("\t")),
    ].join("\n"),
  );
  const phase1 = phase1Version(
    WORKS.map(([id, description, term]) => ({
      cells: [`${id} — ${description}`, "Técnico", "", term ?? "", "", "Sí"],
      passage: table,
      quote: [id, description, term].join("\t"),
    })),
  );
  return { passages: [table], phase1 };
}

describe("the works or lots of a convocatoria in the index and the draft", () => {
  it("reads a row of a table of works as one of them, and a sentence with a dash as none", () => {
    expect(
      isLotRow("OP-LP-011/2027 — Rehabilitación del puente", ["OP-LP-011/2027\tRehabilitación del puente"]),
    ).toBe(true);
    expect(isLotRow("Lote 2 — Mobiliario escolar", ["Lote 2\tMobiliario escolar\t420"])).toBe(true);
    expect(isLotRow("OP-LP-011/2027 — Rehabilitación del puente", ["OP-LP-011/2027 — Rehabilitación"])).toBe(
      false,
    );
    expect(isLotRow("El plazo — de 90 días — es improrrogable", ["El plazo\tde 90 días"])).toBe(false);
  });

  it("ties every work to the heading about the object and quotes each in the draft", async () => {
    const { passages, phase1 } = works();
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages, earlier: [phase1] }));
    const headingOf = (id: string) =>
      index.sections.find((section) => section.statements.some((statement) => statement.text.includes(id)))
        ?.heading;
    for (const [id] of WORKS) expect(headingOf(id!), id).toBe(ENTENDIMIENTO);
    expect(index.sections.find((section) => section.heading === OTHER_REQUIREMENTS_HEADING)).toBeUndefined();

    const indexVersion = {
      ...phase1,
      phase: 1,
      fileName: "Indice_de_la_propuesta_tecnica_v1.docx",
      content: index,
    };
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [phase1, indexVersion] }));
    const requests = draft.sections
      .find((section) => section.heading === ENTENDIMIENTO)
      ?.statements.filter((statement) => statement.text.startsWith("Lo que piden las bases:"))
      .map((statement) => statement.text);
    expect(requests).toEqual(WORKS.map((row) => `Lo que piden las bases: ${row.join(" | ")}`));
  });
});
