/**
 * Issue 9, stop 25 (w-25b): the cues of 'Tipo' and 'Obligatorio' read Spanish procurement grammar, not one
 * document's wording. Each sentence here is written for the test (none comes from a labelled document): the
 * singular and the plural of the offer and the bidder, the other forms of a duty ('ha de', 'tiene que',
 * 'debiendo', 'son obligatorios'), and the synonyms Spain, Argentina, Colombia and Mexico use.
 */
import { describe, expect, it } from "vitest";
import { calendarEventOf, evaluationMethodOf } from "./calendar-events";
import { bindsBidderByDate } from "./event-places";
import { isMandatory } from "./mandatory-rules";
import { classify, findDateOrDeadline } from "./point-rules";
import { dateAndTime } from "./table-dates";

const mandatory = (sentence: string) =>
  isMandatory(classify(sentence) ?? "requisito_administrativo", sentence);
const bindsByDate = (sentence: string) => bindsBidderByDate(sentence, findDateOrDeadline(sentence) !== null);

describe("calendar: the bidder's deadline with the offer in the singular or the plural", () => {
  it("names the submission deadline however the offer is written", () => {
    for (const sentence of [
      "Plazo de presentación de oferta: hasta el 25/11/2024 a las 14:00 horas.",
      "Fecha límite de recepción de la proposición: 4 de marzo de 2026 a las 10:00 horas.",
      "Término para la presentación de la propuesta: hasta el 9 de abril de 2026 a las 12:00 horas.",
    ]) {
      expect(calendarEventOf(sentence), sentence).toBe("Límite para presentar proposiciones");
      expect(bindsByDate(sentence), sentence).toBe(true);
    }
  });

  it("names the act of presenting one offer or envelope as it names many", () => {
    for (const sentence of [
      "La presentación de la proposición se llevará a cabo el 12 de mayo de 2026 a las 11:00 horas.",
      "Entrega de la propuesta: hasta el 3 de junio de 2026 a las 12:00 horas.",
      "La recepción de los sobres será el 18 de mayo de 2026 a las 9:00 horas.",
    ]) {
      expect(calendarEventOf(sentence), sentence).toBe("Presentación y apertura de proposiciones");
      expect(bindsByDate(sentence), sentence).toBe(true);
    }
  });

  it("reads Colombia's 'cierre' as the deadline for offers, a bidder's date", () => {
    const sentence = "Cierre de la convocatoria: 20 de abril de 2026 a las 3:00 p. m., por SECOP II.";
    expect(calendarEventOf(sentence)).toBe("Presentación y apertura de proposiciones");
    expect(bindsByDate(sentence)).toBe(true);
    // The buyer's act alone binds no bidder, whatever the number.
    expect(bindsByDate("La apertura del sobre técnico será el 21 de abril de 2026 a las 10:00 horas.")).toBe(
      false,
    );
  });

  it("binds the bidder's own act on the calendar's days, with one offer as with many", () => {
    expect(
      bindsBidderByDate(
        "La entrega de la propuesta se hará en la oficina de contratación, en la fecha y hora señaladas en el cronograma.",
        false,
      ),
    ).toBe(true);
  });
});

describe("calendar: a figure of money is no time of day", () => {
  it("takes the act's hour, not the digits of an amount printed before it", () => {
    expect(
      dateAndTime(
        "Presupuesto oficial: $2.350.000.000. Cierre de la convocatoria: 20 de abril de 2026 a las 3:00 p. m.",
      ),
    ).toEqual({ date: "20 de abril de 2026", time: "3:00 p. m." });
    // A cell's bare hour still reads.
    expect(dateAndTime("18 de mayo de 2026 10.30")).toEqual({ date: "18 de mayo de 2026", time: "10.30" });
  });
});

describe("kind: a rejection, with one offer or many, in each country's words", () => {
  it("reads a refused, inadmissible, discarded or disregarded offer as a cause of rejection", () => {
    for (const sentence of [
      "No se aceptará la oferta que se envíe por correo electrónico.",
      "No se admitirá la proposición entregada después de la hora señalada.",
      "Será inadmitida la oferta que no incluya la declaración responsable.",
      "La propuesta que no alcance el puntaje técnico mínimo será descartada.",
      "Se descartarán las ofertas que condicionen el precio.",
      "La propuesta que omita alguno de los documentos habilitantes no será tomada en cuenta.",
    ]) {
      expect(classify(sentence), sentence).toBe("causal_rechazo");
      expect(mandatory(sentence), sentence).toBe(true);
    }
  });

  it("reads a rejection the bases deny, in the plural too, as none", () => {
    for (const sentence of [
      "No serán causales de rechazo los errores de forma que no alteren el precio.",
      "Los errores de mecanografía no serán motivos de descalificación.",
      "La falta de foliado no será causa de exclusión.",
    ]) {
      expect(classify(sentence), sentence).not.toBe("causal_rechazo");
      expect(mandatory(sentence), sentence).toBe(false);
    }
    // Days left out of a count are no offer left out.
    expect(classify("Para el cómputo del plazo no serán tomados en cuenta los días inhábiles.")).not.toBe(
      "causal_rechazo",
    );
  });
});

describe("cues that end on an accented letter read the singular too", () => {
  // A word boundary after 'aceptará' or before 'últimos' never holds: the accented letter is no \w.
  it("reads the future in the singular as in the plural", () => {
    expect(classify("La Entidad pagará dentro de los treinta días siguientes a la factura.")).toBe(
      "requisito_economico",
    );
    expect(classify("Se pagarán dentro de los treinta días siguientes a la factura.")).toBe(
      "requisito_economico",
    );
    expect(evaluationMethodOf(["Se evaluará la oferta solvente más baja de cada partida."])?.name).toBe(
      "precio más bajo",
    );
    expect(evaluationMethodOf(["El único criterio de adjudicación será el precio."])?.name).toBe(
      "precio más bajo",
    );
  });

  it("reads a look-back over the bidder's record as no term, with its accent", () => {
    expect(
      classify("Contratos ejecutados en los últimos tres años por valor igual al presupuesto."),
    ).not.toBe("fecha");
  });
});
