/**
 * The index's instructions understood broadly: 'agrega experiencia', 'agregar un apartado de
 * experiencia' and 'incluir experiencia del licitante' find the heading that already covers the topic
 * and put the bases' requirements on it there; a topic no heading covers becomes a heading sourced
 * from the bases; a topic the bases never mention is said so or added as the user's own heading.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { TPhaseContent } from "../generation/phase-input";
import { buildIndex, INDEX_NOTES_HEADING } from "./phase2-index";
import { expectGrounded } from "./proposal-structure.test-support";
import { headingsToAdd, topicsToAdd } from "./proposal-structure-standard";

const BASES = () => [
  passage(
    "bases",
    "convocatoria-LO-009J2M002-E15-2026.pdf",
    2,
    [
      "3. REQUISITOS QUE DEBERÁN CUMPLIR LOS LICITANTES",
      "Los licitantes deberán presentar copia del acta constitutiva y sus modificaciones.",
      "Los licitantes deberán acreditar una experiencia mínima de cinco años en supervisión de obra.",
      "El licitante deberá presentar un programa de seguridad e higiene para el personal de supervisión.",
    ].join("\n"),
    "3. REQUISITOS QUE DEBERÁN CUMPLIR LOS LICITANTES",
  ),
  passage(
    "bases",
    "convocatoria-LO-009J2M002-E15-2026.pdf",
    3,
    [
      "4. CONTENIDO DE LA PROPUESTA TÉCNICA",
      "La propuesta técnica deberá contener los siguientes apartados:",
      "a) Metodología de la supervisión y plan de trabajo.",
      "b) Organización del equipo de supervisión y currículum de cada integrante.",
      "c) Experiencia y especialidad del licitante en contratos similares.",
      "d) Formatos debidamente llenados y firmados.",
    ].join("\n"),
    "4. CONTENIDO DE LA PROPUESTA TÉCNICA",
  ),
  passage(
    "bases",
    "convocatoria-LO-009J2M002-E15-2026.pdf",
    4,
    [
      "5. CRITERIOS DE EVALUACIÓN POR PUNTOS Y PORCENTAJES",
      "Capacidad del licitante: se otorgarán hasta 24 puntos.",
      "Experiencia y especialidad del licitante: se otorgarán hasta 18 puntos.",
    ].join("\n"),
    "5. CRITERIOS DE EVALUACIÓN POR PUNTOS Y PORCENTAJES",
  ),
];

const EXPERIENCE = "Experiencia y especialidad del licitante en contratos similares";
const headings = (content: TPhaseContent) => content.sections.map((section) => section.heading);
const textsOf = (content: TPhaseContent, heading: string) =>
  content.sections.find((section) => section.heading === heading)?.statements.map((s) => s.text) ?? [];
const noteOf = (content: TPhaseContent) =>
  textsOf(content, INDEX_NOTES_HEADING).find((text) => text.startsWith("Instrucciones aplicadas")) ?? "";

describe("topicsToAdd", () => {
  it("reads the topic after agrega/agregar/añade/incluye/incluir, with or without a part's name", () => {
    expect(topicsToAdd("agrega experiencia")).toEqual([{ topic: "Experiencia", asPart: false }]);
    expect(topicsToAdd("Agregar un apartado de experiencia.")).toEqual([
      { topic: "Experiencia", asPart: true },
    ]);
    expect(topicsToAdd("incluir experiencia del licitante")).toEqual([
      { topic: "Experiencia del licitante", asPart: false },
    ]);
    expect(topicsToAdd("Por favor añade la metodología de supervisión")).toEqual([
      { topic: "Metodología de supervisión", asPart: false },
    ]);
    expect(topicsToAdd("incluye por favor seguridad e higiene")).toEqual([
      { topic: "Seguridad e higiene", asPart: false },
    ]);
  });

  it("names a part without its article or the second request of the same sentence", () => {
    const instructions = "Agrega un apartado sobre el programa de entregas y cita la garantía de los bienes";
    expect(headingsToAdd(instructions)).toEqual(["Programa de entregas"]);
    expect(topicsToAdd(instructions)).toEqual([{ topic: "Programa de entregas", asPart: true }]);
    expect(
      headingsToAdd("Incluya una sección de la logística de distribución e indique los almacenes"),
    ).toEqual(["Logística de distribución"]);
    // 'y' inside the subject stays: 'seguridad y salud' is one heading.
    expect(headingsToAdd("agrega un apartado de seguridad y salud en el trabajo")).toEqual([
      "Seguridad y salud en el trabajo",
    ]);
  });
});

describe("buildIndex with instructions to add a topic", () => {
  it.each(["agrega experiencia", "agregar un apartado de experiencia", "incluir experiencia del licitante"])(
    "«%s»: says the experience heading covers it and adds the bases' requirements under it",
    async (instructions) => {
      const passages = BASES();
      const plain = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
      const input = memoryPhaseInput({ phase: 1, passages, instructions });
      const index = await buildIndex(input);
      expect(headings(index)).toEqual(headings(plain));
      const under = textsOf(index, EXPERIENCE).join("\n");
      expect(under).toContain("experiencia mínima de cinco años en supervisión de obra");
      expect(under).toContain("Experiencia y especialidad del licitante: se otorgarán hasta 18 puntos.");
      expect(textsOf(plain, EXPERIENCE).join("\n")).not.toContain("experiencia mínima de cinco años");
      const note = noteOf(index);
      expect(note).toContain(`ya está cubierto por el apartado «${EXPERIENCE}»`);
      expect(note).not.toContain("no se encontraron");
      // The item the heading answers is not repeated as a requirement.
      expect(under.match(/Experiencia y especialidad del licitante en contratos similares/gu)).toHaveLength(
        1,
      );
      expectGrounded(index, passages, input.retrieved);
    },
  );

  it("adds a heading sourced from the bases for a topic no heading covers", async () => {
    const passages = BASES();
    const input = memoryPhaseInput({ phase: 1, passages, instructions: "añade seguridad e higiene" });
    const index = await buildIndex(input);
    const statements = index.sections.find((s) => s.heading === "Seguridad e higiene")?.statements ?? [];
    expect(statements[0]?.text).toBe(
      "Responde a: El licitante deberá presentar un programa de seguridad e higiene para el personal de supervisión.",
    );
    expect(statements[0]?.sources[0]?.passageId).toBe(passages[0]?.id);
    expect(noteOf(index)).toContain(
      "se agregó el apartado «Seguridad e higiene» con 1 requisitos de las bases",
    );
    expectGrounded(index, passages, input.retrieved);
  });

  it("says when the bases say nothing of a vague request, and adds a named part anyway", async () => {
    const passages = BASES();
    const vague = await buildIndex(
      memoryPhaseInput({ phase: 1, passages, instructions: "agrega más detalle" }),
    );
    expect(headings(vague)).not.toContain("Más detalle");
    expect(noteOf(vague)).toContain("no se encontró en las bases nada sobre «Más detalle»");
    const named = await buildIndex(
      memoryPhaseInput({ phase: 1, passages, instructions: "agregar un apartado de gestión de riesgos" }),
    );
    expect(textsOf(named, "Gestión de riesgos")).toEqual([
      "Apartado agregado a petición del usuario; las bases no lo piden expresamente.",
    ]);
  });
});
