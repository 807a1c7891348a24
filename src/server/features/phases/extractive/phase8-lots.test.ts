/**
 * A convocatoria of several works or lots, each its own procedure: phase 8 asks the bidder to cover the
 * one it bids (one requirement, covered when the proposal answers any of them), not every work.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { TPhaseContent } from "../generation/phase-input";
import { relevantPointsWith, version } from "./evaluation-phases.test-support";
import { readRelevantPoints } from "./evaluation-relevant-points";
import { buildEvaluation } from "./phase8-evaluation";

const table = passage(
  "bases",
  "convocatoria.pdf",
  2,
  [
    "FISM-LP-001/2026\tAmpliación de red de agua potable en la localidad de El Xithi, 2,340 metros lineales de tubería de PVC hidráulico\t09/03/2026\t90 días",
    "FISM-LP-002/2026\tConstrucción de red de drenaje sanitario en la colonia Lomas de San Bartolo, 1,860 metros lineales de tubería de PEAD\t09/03/2026\t120 días",
    "FISM-LP-003/2026\tPavimentación con concreto hidráulico de 15 cm de espesor de la calle Benito Juárez, 4,150 metros cuadrados\t16/03/2026\t75 días",
  ].join("\n"),
);
const sign = passage(
  "bases",
  "convocatoria.pdf",
  3,
  "El licitante deberá presentar el programa de ejecución de los trabajos — calendarizado por semanas.",
);
const lines = table.text.split("\n");
const works = [
  "FISM-LP-001/2026 — Ampliación de red de agua potable en la localidad de El Xithi, 2,340 metros lineales de tubería de PVC hidráulico",
  "FISM-LP-002/2026 — Construcción de red de drenaje sanitario en la colonia Lomas de San Bartolo, 1,860 metros lineales de tubería de PEAD",
  "FISM-LP-003/2026 — Pavimentación con concreto hidráulico de 15 cm de espesor de la calle Benito Juárez, 4,150 metros cuadrados",
];
const phase1 = relevantPointsWith([
  ...works.map((work, index) => ({
    cells: [work, "Técnico", "", "Inicio de los trabajos: 09/03/2026", "", "Sí"],
    sources: [{ passageId: table.id, quote: lines[index] ?? "" }],
  })),
  {
    cells: [sign.text, "Técnico", "", "", "", "Sí"],
    sources: [{ passageId: sign.id, quote: sign.text }],
  },
]);

function proposalSaying(text: string): TPhaseContent {
  return {
    title: "Propuesta técnica integrada",
    sections: [{ heading: "Descripción de los trabajos", level: 1, statements: [{ text, sources: [] }] }],
    pending: [],
  };
}

async function uncoveredWith(proposal: TPhaseContent): Promise<string[]> {
  const content = await buildEvaluation(
    memoryPhaseInput({
      phase: 7,
      passages: [table, sign],
      earlier: [version(0, phase1), version(6, proposal)],
    }),
  );
  return (content.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [])
    .filter((row) => row.cells[0] === "Requisito obligatorio sin cubrir")
    .map((row) => row.cells[1] ?? "");
}

describe("phase 8 on a convocatoria of several works", () => {
  it("reads the works' rows as one requirement with each work as an alternative, cited to each row", () => {
    const { mandatory } = readRelevantPoints(phase1);
    const lots = mandatory.filter((item) => item.alternatives);
    expect(lots).toHaveLength(1);
    expect(lots[0]?.requirement).toMatch(
      /^Cumplir la obra o lote que oferte \(uno de 3\): FISM-LP-001\/2026 — Ampliación de red .*…; FISM-LP-002\/2026 — .*; FISM-LP-003\/2026 — /u,
    );
    expect(lots[0]?.alternatives).toEqual(works);
    expect(lots[0]?.sources.map((source) => source.quote)).toEqual(lines);
    // A sentence with a dash that is no table row stays a requirement of its own.
    expect(mandatory.map((item) => item.requirement)).toContain(sign.text);
  });

  it("is covered when the proposal answers one of the works, and uncovered when it answers none", async () => {
    const none = await uncoveredWith(proposalSaying("Nuestra empresa cuenta con personal capacitado."));
    expect(none.filter((text) => text.startsWith("Cumplir la obra o lote"))).toHaveLength(1);
    expect(none.filter((text) => text.startsWith("FISM-LP-"))).toEqual([]);
    const one = await uncoveredWith(
      proposalSaying(
        "Ofertamos la ampliación de la red de agua potable en la localidad de El Xithi: 2,340 metros lineales de tubería de PVC hidráulico, con tomas domiciliarias.",
      ),
    );
    expect(one.filter((text) => text.startsWith("Cumplir la obra o lote"))).toEqual([]);
  });

  it("asks only for the work the project names, where it names one", () => {
    const project = {
      name: "Drenaje sanitario",
      description: "Licitación pública nacional FISM-LP-002/2026",
    };
    const { mandatory } = readRelevantPoints(phase1, undefined, undefined, project);
    expect(mandatory.filter((item) => item.alternatives)).toEqual([]);
    expect(mandatory.map((item) => item.requirement)).toContain(works[1]);
    expect(mandatory.map((item) => item.requirement)).not.toContain(works[0]);
    // A project that names none of them bids any: the one requirement of three stays.
    const any = readRelevantPoints(phase1, undefined, undefined, { name: "Obra", description: "" });
    expect(any.mandatory.filter((item) => item.alternatives)).toHaveLength(1);
  });

  it("keeps a single work's row as it is", () => {
    const single = relevantPointsWith([
      {
        cells: [works[0] ?? "", "Técnico", "", "", "", "Sí"],
        sources: [{ passageId: table.id, quote: lines[0] ?? "" }],
      },
    ]);
    expect(readRelevantPoints(single).mandatory).toEqual([
      { requirement: works[0], sources: [{ passageId: table.id, quote: lines[0] }] },
    ]);
  });
});
