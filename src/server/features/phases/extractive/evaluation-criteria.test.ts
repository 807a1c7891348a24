/**
 * The evaluation criteria read from Mexican bases: a 'puntos y porcentajes' table written as text,
 * 'se otorgarán hasta N puntos al licitante que…', binary annex rows, thresholds and guarantees that are
 * not criteria, and phase 1's rows merged without repeating what the bases already gave.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractDocument } from "../../documents/extraction/extract-document";
import { splitIntoPassages } from "../../documents/extraction/split-passages";
import { passage } from "../generation/memory-phase-input.test-support";
import { criteriaFromPassages, isBinaryMethod, mergeCriteria } from "./evaluation-criteria";
import { bases } from "./evaluation-fixtures.test-support";
import { relevantPoints, relevantPointsWith } from "./evaluation-phases.test-support";
import { readRelevantPoints } from "./evaluation-relevant-points";

function expectLiteral(criteria: ReturnType<typeof criteriaFromPassages>, texts: string[]) {
  for (const criterion of criteria) {
    for (const source of criterion.sources) {
      expect(texts.some((text) => text.replace(/\s+/g, " ").includes(source.quote))).toBe(true);
    }
  }
}

describe("criteriaFromPassages", () => {
  it("reads each item of a 'puntos y porcentajes' table with its points and cites it", () => {
    const criteria = criteriaFromPassages([bases.table]);
    expect(criteria.map((item) => [item.criterion, item.pointsAvailable, item.kind])).toEqual([
      ["Capacidad del licitante", 24, "puntos"],
      ["Experiencia y especialidad", 18, "puntos"],
      ["Propuesta de trabajo", 12, "puntos"],
      ["Cumplimiento de contratos", 6, "puntos"],
    ]);
    // The passing threshold ('al menos 45 de los 60 puntos') is not a criterion.
    expect(criteria.some((item) => item.pointsAvailable === 60)).toBe(false);
    expect(criteria[1]?.sources[0]?.quote).toContain("Experiencia y especialidad 18 puntos");
    expectLiteral(criteria, [bases.table.text]);
  });

  it("takes the criterion after the figure in 'se otorgarán hasta N puntos al licitante que…'", () => {
    const [criterion] = criteriaFromPassages([bases.iso]);
    expect(criterion?.criterion).toBe(
      "Al licitante que acredite contar con la certificación ISO 9001 vigente",
    );
    expect(criterion?.pointsAvailable).toBe(6);
    expectLiteral([criterion!], [bases.iso.text]);
  });

  it("splits one sentence with two scored parts", () => {
    const text = "La propuesta técnica obtendrá hasta 40 puntos y la propuesta económica hasta 60 puntos.";
    const criteria = criteriaFromPassages([passage("bases", "bases.pdf", 9, text)]);
    expect(criteria.map((item) => [item.criterion, item.pointsAvailable])).toEqual([
      ["La propuesta técnica", 40],
      ["La propuesta económica", 60],
    ]);
  });

  it("reads binary 'cumple / no cumple' rows as mandatory and ignores guarantees' percentages", () => {
    const criteria = criteriaFromPassages([bases.binary, bases.guarantee, bases.price]);
    expect(criteria.map((item) => [item.criterion, item.kind, item.mandatory, item.pointsAvailable])).toEqual(
      [
        ["Acta constitutiva y sus reformas", "binario", true, null],
        ["Constancia de situación fiscal vigente", "binario", true, null],
      ],
    );
    expectLiteral(criteria, [bases.binary.text]);
  });

  it("reads a weights table in a criteria section, percentages included", () => {
    const text =
      "Criterio | Ponderación\nPropuesta técnica | 70%\nPlan de calidad y entrega por el Grande | 10%\nPropuesta económica | 20%\nTotal | 100%";
    const criteria = criteriaFromPassages([
      passage("bases", "bases.pdf", 10, text, "Criterios de adjudicación"),
    ]);
    expect(criteria.map((item) => [item.criterion, item.pointsAvailable])).toEqual([
      ["Propuesta técnica", 70],
      ["Plan de calidad y entrega por el Grande", 10],
      ["Propuesta económica", 20],
    ]);
  });
});

describe("criteriaFromPassages on a section with the passing score", () => {
  const section = passage(
    "bases",
    "convocatoria-bases.pdf",
    4,
    "5. CRITERIOS DE EVALUACIÓN POR PUNTOS Y PORCENTAJES\n" +
      "Capacidad del licitante: se otorgarán hasta 24 puntos.\n" +
      "Experiencia y especialidad del licitante: se otorgarán hasta 18 puntos.\n" +
      "Propuesta de trabajo, metodología y plan de trabajo: se otorgarán hasta 12 puntos.\n" +
      "Cumplimiento de contratos similares: se otorgarán hasta 6 puntos.\n" +
      "La puntuación mínima para considerar solvente la propuesta técnica es de 45 puntos.",
  );

  it("names 'Criterio: se otorgarán hasta N puntos' by the text before the colon and skips the minimum", () => {
    const criteria = criteriaFromPassages([section]);
    expect(criteria.map((item) => [item.criterion, item.pointsAvailable])).toEqual([
      ["Capacidad del licitante", 24],
      ["Experiencia y especialidad del licitante", 18],
      ["Propuesta de trabajo, metodología y plan de trabajo", 12],
      ["Cumplimiento de contratos similares", 6],
    ]);
    expect(criteria.reduce((sum, item) => sum + (item.pointsAvailable ?? 0), 0)).toBe(60);
    expectLiteral(criteria, [section.text]);
  });

  it.each([
    "La puntuación mínima para considerar solvente la propuesta técnica es de 45 puntos.",
    "Se requiere una puntuación mínima de 37.5 puntos para que la propuesta técnica sea evaluada.",
    "La propuesta técnica deberá obtener al menos 45 puntos para ser considerada solvente.",
    "Solo las proposiciones con 45 puntos o más podrán ser consideradas solventes.",
  ])("does not score the threshold line «%s»", (text) => {
    expect(
      criteriaFromPassages([passage("bases", "bases.pdf", 12, text, "Criterios de evaluación")]),
    ).toEqual([]);
  });
});

describe("readRelevantPoints + mergeCriteria", () => {
  it("skips phase 1's heading and passing-score rows of kind 'Criterio de evaluación'", () => {
    const row = (requirement: string, weight: string) => ({
      cells: [requirement, "Criterio de evaluación", "", "", weight, "No"],
      sources: [],
    });
    const { criteria } = readRelevantPoints(
      relevantPointsWith([
        row("CRITERIOS DE EVALUACIÓN POR PUNTOS Y PORCENTAJES", ""),
        row("Capacidad del licitante: se otorgarán hasta 24 puntos.", "hasta 24 puntos"),
        row(
          "La puntuación mínima para considerar solvente la propuesta técnica es de 45 puntos.",
          "45 puntos",
        ),
      ]),
    );
    expect(criteria.map((item) => [item.criterion, item.pointsAvailable])).toEqual([
      ["Capacidad del licitante: se otorgarán hasta 24 puntos.", 24],
    ]);
  });

  it("adds phase 1's criteria the bases' text did not give, without repeating the table row", () => {
    const fromBases = criteriaFromPassages([bases.table, bases.quality, bases.binary]);
    const phase1 = readRelevantPoints(relevantPoints);
    expect(phase1.criteria).toHaveLength(2);
    const merged = mergeCriteria(fromBases, phase1.criteria);
    expect(merged.map((item) => item.criterion)).toEqual([
      "Capacidad del licitante",
      "Experiencia y especialidad",
      "Propuesta de trabajo",
      "Cumplimiento de contratos",
      "Acta constitutiva y sus reformas",
      "Constancia de situación fiscal vigente",
      "Plan de aseguramiento de la calidad: ponderación de 8 (ocho).",
    ]);
    expect(merged.at(-1)?.pointsAvailable).toBe(8);
    expect(merged.at(-1)?.sources[0]?.passageId).toBe(bases.quality.id);
  });

  it("lists phase 1's other rows marked Obligatorio 'Sí' as mandatory requirements", () => {
    const { mandatory } = readRelevantPoints(relevantPoints);
    expect(mandatory.map((item) => item.requirement)).toEqual([
      "El licitante deberá presentar escrito bajo protesta de decir verdad de nacionalidad mexicana.",
      "Deberá presentar el acta constitutiva de Constructora y sus reformas",
    ]);
    expect(readRelevantPoints(null)).toEqual({ criteria: [], mandatory: [] });
  });
});

const tenders = path.resolve(__dirname, "../../../../../../shared/fixtures/tenders");
const annex = path.join(tenders, "jaen-03-anexo-I-caracteristicas.pdf");

describe.skipIf(!existsSync(annex))("criteriaFromPassages on a real annex", () => {
  it("finds the price criterion and its 100 points in Jaén's Anexo I", async () => {
    const result = await extractDocument({ filePath: annex, fileType: "pdf", timeoutMs: 120_000 });
    expect(result.status).toBe("listo");
    if (result.status !== "listo") return;
    const passages = splitIntoPassages(result.units).map((item) => ({
      id: `p${item.ordinal}`,
      documentId: "anexo",
      documentName: "jaen-03-anexo-I-caracteristicas.pdf",
      page: item.page,
      heading: item.heading,
      text: item.text,
    }));
    const criteria = criteriaFromPassages(passages);
    expect(criteria[0]).toMatchObject({
      criterion: "Oferta económica",
      pointsAvailable: 100,
      kind: "puntos",
    });
    expectLiteral(
      criteria,
      passages.map((item) => item.text),
    );
  }, 60_000);
});

describe("percentages that are not weights", () => {
  it("never turns a tie-break share or a technical-tie margin into points", () => {
    const text = [
      "Criterios de evaluación y desempate.",
      "En caso de empate se preferirá a quien acredite al menos el 25% de trabajadores con discapacidad.",
      "Se considera empate técnico una diferencia de precio menor al 2%.",
      "Propuesta técnica 60%",
    ].join("\n");
    const criteria = criteriaFromPassages([passage("bases", "bases.pdf", 4, text)]);
    expect(criteria.map((item) => item.pointsAvailable)).toEqual([60]);
  });

  it("reads the statement of a binary method as the method, not a criterion to meet", () => {
    for (const method of [
      "Las proposiciones se evaluarán mediante el mecanismo binario.",
      "LA EVALUACIÓN DE PROPUESTAS PODRÁ LLEVARSE A CABO CONFORME A LOS CRITERIOS DE EVALUACIÓN BINARIO O DE PUNTOS Y PORCENTAJES.",
      "a) EL CRITERIO DE EVALUACIÓN DE LAS PROPUESTAS QUE SE APLICARÁ EN EL PRESENTE PROCEDIMIENTO ADQUISITIVO SERÁ EL BINARIO, DE CONFORMIDAD CON EL ARTÍCULO 36.",
    ]) {
      expect(isBinaryMethod(method), method).toBe(true);
    }
    for (const criterion of [
      "Se verificará de forma binaria que el licitante presente la carta del fabricante.",
      "Experiencia mínima de tres años en contratos similares: cumple / no cumple.",
      "El criterio de evaluación de la experiencia será documental y se revisará su cumplimiento.",
    ]) {
      expect(isBinaryMethod(criterion), criterion).toBe(false);
    }
  });

  it("takes a data sheet's row numbers for numbering, not points, and reads the points after the name", () => {
    const sheet = [
      "Apartado A. Disposiciones específicas",
      "1\tDescripción general de los bienes\tLas especificaciones técnicas se encuentran en el Anexo Uno.",
      "2\tLugar y plazo de entrega\tLa entrega se hará en el almacén central dentro de los 45 días hábiles.",
      "3\tFallo\tEl fallo se dará a conocer el día 12 a las 10:00 horas.",
      "Los criterios de evaluación se aplicarán conforme al apartado B.",
    ].join("\n");
    expect(criteriaFromPassages([passage("bases", "bases.pdf", 2, sheet)])).toEqual([]);
    const scored = [
      "Criterios de evaluación por puntos y porcentajes:",
      "1\tCapacidad del licitante\t24",
      "2\tExperiencia y especialidad\t18",
    ].join("\n");
    expect(
      criteriaFromPassages([passage("bases", "bases.pdf", 3, scored)]).map((item) => [
        item.criterion,
        item.pointsAvailable,
      ]),
    ).toEqual([
      ["Capacidad del licitante", 24],
      ["Experiencia y especialidad", 18],
    ]);
  });
});
