/**
 * Phase 1 on bases printed in capitals (many municipal ones are): the same rows, kinds, flags and values
 * as the same bases in ordinary case, every quote a literal slice of the text in capitals; a cased
 * document keeps reading its titles and notes in capitals as it did.
 */
import { describe, expect, it } from "vitest";
import { splitIntoPassages } from "../../documents/extraction/split-passages";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";

const BASES = [
  "4. DOCUMENTACIÓN REQUERIDA",
  "",
  "El licitante deberá presentar los siguientes documentos en sobre cerrado, firmados por su representante",
  "legal:",
  "a) Acta constitutiva y sus modificaciones, inscrita en el Registro Público de Comercio.",
  "b) Poder notarial del representante legal e identificación oficial vigente con fotografía.",
  "c) Constancia de situación fiscal con el RFC del licitante, con antigüedad no mayor a tres meses.",
  "",
  "5. CALENDARIO DE LOS ACTOS",
  "",
  "La junta de aclaraciones se celebrará en la sala de juntas de la Dirección de Obras Públicas",
  "Municipales el 18 de febrero de 2026 a las 10:00 horas.",
  "Las preguntas se recibirán por escrito a más tardar veinticuatro horas",
  "antes de la junta de aclaraciones.",
  "La visita al sitio de los trabajos será el 17 de febrero de 2026 a las 9:00 horas,",
  "partiendo de la Presidencia Municipal.",
  "La presentación y apertura de proposiciones será el 25 de febrero de 2026 a las 10:00 horas.",
  "",
  "El fallo se dará a conocer el 4 de marzo de 2026 a las 13:00 horas.",
  "",
  "6. GARANTÍAS Y DESECHAMIENTO",
  "",
  "El licitante ganador deberá entregar una fianza de cumplimiento por el 10 % del monto del contrato,",
  "dentro de los diez días naturales siguientes a la notificación del fallo.",
  "Se desechará la proposición que no incluya la totalidad de los documentos solicitados.",
].join("\n");

function passagesOf(text: string): SourcePassage[] {
  return splitIntoPassages([{ page: 1, location: null, text }]).map((passage) => ({
    id: `p${passage.ordinal}`,
    documentId: "d1",
    documentName: "bases.pdf",
    page: passage.page,
    heading: passage.heading,
    text: passage.text,
  }));
}

const upper = (text: string) => text.toLocaleUpperCase("es-MX");

describe("phase 1 on bases in capitals", () => {
  const cased = extractRelevantPoints(passagesOf(BASES));
  const capitalsPassages = passagesOf(upper(BASES));
  const capitals = extractRelevantPoints(capitalsPassages);

  it("finds the rows of the same bases in ordinary case, with their kinds, flags and values", () => {
    expect(cased.length).toBeGreaterThanOrEqual(8);
    expect(capitals.map((point) => upper(point.quote))).toEqual(cased.map((point) => upper(point.quote)));
    expect(capitals.map((point) => [point.kind, point.mandatory])).toEqual(
      cased.map((point) => [point.kind, point.mandatory]),
    );
    expect(capitals.map((point) => point.dateOrDeadline && upper(point.dateOrDeadline))).toEqual(
      cased.map((point) => point.dateOrDeadline && upper(point.dateOrDeadline)),
    );
  });

  it("reads 'EL LICITANTE DEBERÁ PRESENTAR…' as the duty it is and each 'A) ACTA CONSTITUTIVA…' as its item", () => {
    const acta = capitals.find((point) => point.quote.includes("ACTA CONSTITUTIVA"));
    expect(acta?.quote).toBe(
      "A) ACTA CONSTITUTIVA Y SUS MODIFICACIONES, INSCRITA EN EL REGISTRO PÚBLICO DE COMERCIO.",
    );
    expect(acta?.mandatory).toBe(true);
    expect(capitals.find((point) => point.quote.includes("PODER NOTARIAL"))?.mandatory).toBe(true);
  });

  it("dates the calendar lines in capitals, over two lines or standing alone", () => {
    const junta = capitals.find((point) => point.quote.startsWith("LA JUNTA DE ACLARACIONES"));
    expect(junta?.kind).toBe("fecha");
    expect(junta?.dateOrDeadline).toBe("18 DE FEBRERO DE 2026 A LAS 10:00 HORAS");
    const visita = capitals.find((point) => point.quote.startsWith("LA VISITA"));
    expect(visita?.kind).toBe("fecha");
    expect(visita?.dateOrDeadline).toBe("17 DE FEBRERO DE 2026 A LAS 9:00 HORAS");
    const preguntas = capitals.find((point) => point.quote.startsWith("LAS PREGUNTAS"));
    expect([preguntas?.kind, preguntas?.mandatory]).toEqual(["fecha", true]);
    expect(preguntas?.dateOrDeadline).toBe("VEINTICUATRO HORAS");
    const fallo = capitals.find((point) => point.quote.startsWith("EL FALLO"));
    expect(fallo?.quote).toBe("EL FALLO SE DARÁ A CONOCER EL 4 DE MARZO DE 2026 A LAS 13:00 HORAS.");
    expect(fallo?.kind).toBe("fecha");
    expect(fallo?.dateOrDeadline).toBe("4 DE MARZO DE 2026 A LAS 13:00 HORAS");
  });

  it("quotes the text in capitals literally, in every place it cites", () => {
    const texts = new Map(capitalsPassages.map((passage) => [passage.id, passage.text]));
    for (const point of capitals) {
      for (const place of [point, ...point.alsoIn]) {
        expect(texts.get(place.passageId)).toContain(place.quote);
      }
      expect(point.requirement).toBe(upper(point.requirement));
    }
  });

  it("reads a cased document's title in capitals as its title, and its note in capitals (a 'DESECHAMIENTO' cause) as a row", () => {
    const text = [
      "DISPOSICIONES GENERALES",
      "",
      "El licitante deberá presentar su proposición en idioma español y en moneda nacional.",
      "",
      "NOTA: LA FALTA DE FIRMA AUTÓGRAFA DEL REPRESENTANTE LEGAL EN LA PROPOSICIÓN SERÁ CAUSA DE",
      "DESECHAMIENTO DE LA MISMA.",
    ].join("\n");
    const passages = passagesOf(text);
    expect(passages[0]?.heading).toBe("DISPOSICIONES GENERALES");
    const note = extractRelevantPoints(passages).find((point) => point.quote.includes("FIRMA"));
    expect(note?.quote).toBe(
      "NOTA: LA FALTA DE FIRMA AUTÓGRAFA DEL REPRESENTANTE LEGAL EN LA PROPOSICIÓN SERÁ CAUSA DE\nDESECHAMIENTO DE LA MISMA.",
    );
    expect(note?.kind).toBe("causal_rechazo");
  });

  it("reads a paragraph in capitals of a cased document as it reads the paragraph in ordinary case", () => {
    const paragraphs = BASES.split("\n\n");
    const last = paragraphs.length - 1;
    const mixed = paragraphs
      .map((paragraph, index) => (index === last ? upper(paragraph) : paragraph))
      .join("\n\n");
    const rows = extractRelevantPoints(passagesOf(mixed));
    expect(rows.map((point) => [upper(point.quote), point.kind, point.mandatory])).toEqual(
      cased.map((point) => [upper(point.quote), point.kind, point.mandatory]),
    );
    expect(rows.at(-1)?.quote).toBe(
      "SE DESECHARÁ LA PROPOSICIÓN QUE NO INCLUYA LA TOTALIDAD DE LOS DOCUMENTOS SOLICITADOS.",
    );
  });
});
