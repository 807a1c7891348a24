/**
 * The calendar and the evaluation method read from sentences: a law's own date dates no event, and a
 * method named only for other procedures is not this tender's method.
 */
import { describe, expect, it } from "vitest";
import { awardMethodStatement } from "./calendar-events";
import { CALENDAR_HEADING, relevantPointsContent } from "./phase1-content";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { readTenderTables } from "./tender-tables";

function phase1(lines: string[]) {
  const sources = [
    {
      id: "p1",
      documentId: "d1",
      documentName: "pliego.pdf",
      page: 3,
      heading: null,
      text: lines.join("\n"),
    },
  ];
  return relevantPointsContent(extractRelevantPoints(sources), readTenderTables(sources));
}

function calendarOf(lines: string[]): string[][] {
  const calendar = phase1(lines).sections.find((section) => section.heading === CALENDAR_HEADING);
  return (calendar?.table?.rows ?? []).map((row) => row.cells);
}

describe("phase 1 calendar and method from sentences", () => {
  it("never dates an event with a law's own date", () => {
    const rows = calendarOf([
      "Los actos que se dicten en los procedimientos de adjudicación de contratos que no reúnan los requisitos serán recurribles conforme a la Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común.",
      "El fallo se dará a conocer el 25 de marzo de 2026 a las 13:00 horas.",
    ]);
    const fallo = rows.filter((cells) => cells[0] === "Fallo");
    expect(fallo).toEqual([["Fallo", "25 de marzo de 2026", "13:00 horas", "", ""]]);
    expect(rows.flat().join(" ")).not.toContain("1 de octubre");
  });

  it("says where an undated event is held, citing the sentence, and leaves only its date pending", () => {
    const rows = calendarOf([
      "El acto de apertura de sobres de la presente Licitación Privada se llevará a cabo en la Dirección General de Compras y Suministros, sita en calle Santa Fe 660 de esta ciudad.",
    ]);
    const opening = rows.find((cells) => cells[0] === "Presentación y apertura de proposiciones");
    expect(opening?.[1]).toBe("[PENDIENTE: fecha]");
    expect(opening?.[3]).toMatch(/^Dirección General de Compras y Suministros, sita en calle Santa Fe 660/u);
    expect(rows.find((cells) => cells[0] === "Fallo")).toEqual(["Fallo", "[PENDIENTE: fecha]", "", "", ""]);
  });

  it("reads a term's cells as the 'Requisito' does: a word cut at the line's end whole, in the document's spelling", () => {
    const lines = [
      "k) El plazo de entrega será de 30 días naturales contados a partir de la fecha de notificac-",
      "ion del fallo, conforme al calendario.",
      // The document writes the word with its accent elsewhere: the slip takes the document's spelling.
      "El fallo se dará a conocer mediante notificación a los licitantes; la notificación surte efectos el mismo día.",
    ];
    const rows = calendarOf(lines);
    expect(rows).toContainEqual([
      "Entrega",
      "30 días naturales contados a partir de la fecha de notificación del fallo",
      "",
      "",
      "",
    ]);
    // The quote a reviewer checks stays the document's own text.
    const calendar = phase1(lines).sections.find((section) => section.heading === CALENDAR_HEADING);
    const delivery = calendar?.table?.rows.find((row) => row.cells[0] === "Entrega");
    expect(delivery?.sources[0]?.quote).toContain("notificac-\nion");
  });

  it("takes no method from a mention of other procedures, and the method the bases adopt", () => {
    const lines = [
      "Ninguna oferta podrá ser desestimada en el acto de apertura, sin perjuicio de lo dispuesto en el presente pliego para los procedimientos realizados con la modalidad de subasta inversa.",
      "La evaluación de las proposiciones se realizará mediante el criterio de puntos y porcentajes.",
    ];
    const statement = phase1(lines).sections[0]?.statements[0]?.text;
    expect(statement).toBe("Método de evaluación: puntos y porcentajes.");
    const onlyMention = phase1(lines.slice(0, 1)).sections[0]?.statements[0]?.text;
    expect(onlyMention).toMatch(/^Método de evaluación: \[PENDIENTE/u);
  });

  it("takes lowest price as the method only when the award adopts it", () => {
    const improvement =
      "Las Entidades podrán solicitar mejora de ofertas a los oferentes que presentasen ofertas que difirieran en un rango de hasta un cinco por ciento (5%) del valor de aquellas que ofrecieran el menor precio.";
    expect(phase1([improvement]).sections[0]?.statements[0]?.text).toMatch(/\[PENDIENTE/u);
    const adopted =
      "El contrato se adjudicará al licitante cuya proposición resulte solvente y cuyo precio sea el más bajo.";
    expect(phase1([improvement, adopted]).sections[0]?.statements[0]?.text).toBe(
      "Método de evaluación: precio más bajo.",
    );
  });

  it("reads a mention that opens on the line before in phase 8's award statement", () => {
    const text = [
      "4.1.6. Ninguna oferta podrá ser desestimada en el acto de apertura, sin perjuicio de lo dispuesto",
      "en el presente pliego para el análisis de las ofertas presentadas en los procedimientos realizados",
      "con la modalidad de subasta inversa.",
    ].join("\n");
    expect(awardMethodStatement([{ id: "p1", text }])).toBeNull();
    const adopted = "La adjudicación se hará mediante subasta inversa electrónica.";
    expect(awardMethodStatement([{ id: "p1", text: `${text}\n${adopted}` }])?.text).toMatch(
      /^Método de evaluación de las bases: subasta\. Decide el precio/u,
    );
  });

  it("takes no denied method, nor two offered as alternatives, for the one the bases adopt", () => {
    const denied =
      "CARÁCTER DE LA LICITACIÓN\tNACIONAL PRESENCIAL Y NO CONTARÁ CON LA MODALIDAD DE SUBASTA INVERSA.";
    const options =
      "- LA EVALUACIÓN DE PROPUESTAS PODRÁ LLEVARSE A CABO CONFORME A LOS CRITERIOS DE EVALUACIÓN BINARIO O DE PUNTOS Y PORCENTAJES.";
    expect(awardMethodStatement([{ id: "p1", text: `${denied}\n${options}` }])).toBeNull();
    const adopted =
      "a) EL CRITERIO DE EVALUACIÓN DE LAS PROPUESTAS QUE SE APLICARÁ EN EL PRESENTE PROCEDIMIENTO SERÁ EL BINARIO.";
    expect(awardMethodStatement([{ id: "p1", text: `${denied}\n${options}\n${adopted}` }])?.text).toMatch(
      /^Método de evaluación de las bases: binario\. Decide el precio/u,
    );
    const either =
      "- UNA VEZ HECHA LA EVALUACIÓN, EL CONTRATO SE ADJUDICARÁ AL LICITANTE QUE HA OBTENIDO EL MEJOR RESULTADO EN LA EVALUACIÓN DE PUNTOS Y PORCENTAJES O HA OFRECIDO EL PRECIO MÁS BAJO.";
    expect(awardMethodStatement([{ id: "p1", text: `${either}\n${adopted}` }])?.text).toMatch(/binario/u);
    // Mixed case, and a method with a lowest-price award joined by 'y': both adopted, the first kept.
    expect(
      awardMethodStatement([
        {
          id: "p1",
          text: "La evaluación será por puntos y porcentajes y se adjudicará a la proposición solvente más baja.",
        },
      ])?.text,
    ).toMatch(/^Método de evaluación de las bases: puntos y porcentajes\./u);
    expect(
      awardMethodStatement([
        { id: "p1", text: "Las ofertas se evaluarán sin subasta, por el criterio binario." },
      ])?.text,
    ).toMatch(/binario/u);
  });
});
