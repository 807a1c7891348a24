import { describe, expect, it } from "vitest";
import { checkContent } from "../generation/check-content";
import { companyPassages, documentPassages, goodsPassages } from "./company-facts-documents.test-support";
import { evaluate } from "./company-facts-evaluation.test-support";
import type { EvidenceItem } from "./evaluation-coverage";
import {
  assessGoods,
  goodsNote,
  goodsPassageIds,
  isGoodsDescription,
  namesPartida,
} from "./evaluation-goods";
import { CRITERIA_HEADERS } from "./evaluation-rows";
import type { Partida } from "./tender-items";

const EVIDENCE = CRITERIA_HEADERS.indexOf("Evidencia encontrada");
const ESTIMATED = CRITERIA_HEADERS.indexOf("Puntos estimados");
const MISSING = CRITERIA_HEADERS.indexOf("Qué falta");
const GOODS = "Características de los bienes ofertados";

const partida = (number: string, description: string): Partida => ({
  number,
  description,
  unit: "pieza",
  quantity: "100",
  specification: "",
  quote: `${number} ${description}`,
  passageId: "b1",
  documentName: "bases.pdf",
  page: 3,
});
const PARTIDAS = [
  partida("1", "Guante de nitrilo para exploración, talla mediana"),
  partida("2", "Bata quirúrgica desechable de tela no tejida"),
  partida("3", "Termómetro infrarrojo sin contacto"),
  partida("4", "Tanque de oxígeno de 682 litros"),
];
const line = (text: string, passageId = "c1"): EvidenceItem => ({
  text,
  heading: "Documentos del cliente › fichas.pdf",
  sources: [{ passageId, quote: text }],
});
const criterion = { criterion: `I. ${GOODS}`, pointsAvailable: 20, kind: "puntos" as const };

describe("the offered goods read by the client's description of each partida", () => {
  it("knows a description of an offered good from a line about the client", () => {
    expect(isGoodsDescription("Ficha técnica: termómetro infrarrojo, marca Termix, modelo TX-9.")).toBe(true);
    expect(isGoodsDescription("Registro sanitario 1032E2021 SSA del tanque de oxígeno.")).toBe(true);
    expect(isGoodsDescription("Revisa las características técnicas de cada bien ofertado.")).toBe(false);
  });

  it("finds a partida by the words that name its good, singular or plural", () => {
    expect(namesPartida("Guantes de nitrilo, marca Nitra, modelo N-200", PARTIDAS[0] as Partida)).toBe(true);
    expect(namesPartida("Guantes de látex, marca Latexa", PARTIDAS[0] as Partida)).toBe(false);
    // 'desechable' names no good: the bata's words are 'bata' and 'quirúrgica'.
    expect(namesPartida("Batas quirúrgicas de SMS, marca Protex", PARTIDAS[1] as Partida)).toBe(true);
  });

  it("scores every partida described, in proportion for some, zero for none", () => {
    const goods = new Set(["c1"]);
    const all = PARTIDAS.map((item) => line(`${item.description}, marca X, modelo Y`));
    expect(assessGoods(criterion, PARTIDAS, all, goods)?.estimatedPoints).toBe(20);
    const some = assessGoods(criterion, PARTIDAS, all.slice(0, 1), goods);
    expect(some?.estimatedPoints).toBe(5);
    expect(goodsNote(some?.goods ?? { described: [], missing: [], total: 0, isShown: false })).toBe(
      "Cubierto parcialmente: los documentos del cliente describen el bien ofertado en 1 de las 4 partidas (1): " +
        "puntos en proporción. Falta en las partidas 2, 3, 4: la ficha técnica o el catálogo de cada bien, la " +
        "carta de respaldo o de distribución del fabricante, el registro sanitario o una tabla con partida, marca y modelo.",
    );
    const none = assessGoods(criterion, PARTIDAS, [], goods);
    expect(none?.estimatedPoints).toBe(0);
    expect(goodsNote(none?.goods ?? { described: [], missing: [], total: 0, isShown: true })).toMatch(
      /^Sin cubrir\. Ningún documento del cliente describe el bien ofertado en las 4 partidas de las bases; lo muestran la ficha técnica/u,
    );
    // A line of a document that describes no good (a CV's passage) names the partida in vain.
    expect(
      assessGoods(criterion, PARTIDAS, [line("Termómetro infrarrojo revisado.", "cv")], goods)
        ?.estimatedPoints,
    ).toBe(0);
    // Other criteria and the price are left to the other rules.
    expect(
      assessGoods({ ...criterion, criterion: "Capacidad del licitante" }, PARTIDAS, all, goods),
    ).toBeNull();
  });

  it("gives the points to a description of a good when the bases list no partida", () => {
    const shown = assessGoods(
      criterion,
      [],
      [line("Catálogo 2026: termómetro TX-9, marca Termix.")],
      new Set(["c1"]),
    );
    expect(shown?.estimatedPoints).toBe(20);
    expect(goodsNote(shown?.goods ?? { described: [], missing: [], total: 0, isShown: false })).toMatch(
      /^Cubierto: /u,
    );
  });

  it("takes a document as describing goods by its lines, never a CV", () => {
    const ficha = documentPassages(
      "otros",
      "ficha.txt",
      "Ficha técnica\nTermómetro infrarrojo TX-9 de Termix.",
    );
    const cv = documentPassages(
      "equipo",
      "cv.txt",
      "Verifica el registro sanitario de cada termómetro infrarrojo.",
    );
    const ids = goodsPassageIds([...ficha, ...cv]);
    expect(ficha.every((entry) => ids.has(entry.id))).toBe(true);
    expect(cv.some((entry) => ids.has(entry.id))).toBe(false);
  });
});

describe("phase 8's offered goods on the LAASSP convocatoria", async () => {
  const company = companyPassages();

  it("scores the partidas the client's fichas técnicas and carta de respaldo describe, cited", async () => {
    const run = await evaluate([...company, ...goodsPassages()]);
    const goods = run.row(GOODS);
    expect(goods[2]).toBe("24");
    // Partidas 1, 3, 8 and 12 by the fichas, 1 and 2 by the carta de respaldo: 5 of 12 → 24 × 5 / 12.
    expect(goods[ESTIMATED]).toBe("10");
    expect(goods[MISSING]).toMatch(
      /^Cubierto parcialmente: .* 5 de las 12 partidas \(1, 2, 3, 8, 12\): .*Falta en las partidas 4, 5, 6, 7, 9, 10, 11: /u,
    );
    expect(goods[EVIDENCE]).toContain("«1 | Gasa seca estéril 10 x 10 cm");
    const { stats } = checkContent(run.content, new Map(run.passages.map((entry) => [entry.id, entry])));
    expect(stats.droppedCitations).toBe(0);
  });

  it("gives no points to a team CV's sentence about each offered good", async () => {
    const cv = documentPassages(
      "equipo",
      "cv-responsable-calidad.txt",
      [
        "CURRÍCULUM VITAE",
        "Q.F.B. Rosa María Treviño Luna",
        "2014 - a la fecha: Responsable de calidad. Revisa las características técnicas de cada bien ofertado en las licitaciones.",
      ].join("\n"),
    );
    const run = await evaluate([...company, ...cv]);
    expect(run.row(GOODS)[ESTIMATED]).toBe("0");
    expect(run.row(GOODS)[MISSING]).toMatch(
      /^Sin cubrir\. Ningún documento del cliente describe el bien ofertado en las 12 partidas/u,
    );
  });
});
