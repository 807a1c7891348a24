/**
 * Issue 9, stop 25 (w-25b): the cues of 'Tipo' and 'Obligatorio' read Spanish procurement grammar, not one
 * document's wording. Each sentence here is written for the test (none comes from a labelled document): the
 * singular and the plural of the offer and the bidder, the other forms of a duty ('ha de', 'tiene que',
 * 'debiendo', 'son obligatorios'), and the synonyms Spain, Argentina, Colombia and Mexico use.
 */
import { describe, expect, it } from "vitest";
import { calendarEventOf, evaluationMethodOf } from "./calendar-events";
import { bindsBidderByDate } from "./event-places";
import { isMandatory, isParticipationBar, isProcedureCondition } from "./mandatory-rules";
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

describe("mandatory: every form Spanish gives a duty", () => {
  it("binds with 'ha de', 'tiene que', 'debiendo', 'son obligatorios', 'se requerirá', 'son necesarios'", () => {
    for (const sentence of [
      "La oferta ha de presentarse en castellano.",
      "El licitador tiene que estar inscrito en el registro oficial de licitadores.",
      "Los proponentes tienen que estar inscritos en el registro único de proponentes.",
      "Cada oferta irá en sobre cerrado, debiendo consignarse en su exterior el nombre del licitador.",
      "Los certificados de calidad son obligatorios para todos los licitadores.",
      "La visita a las instalaciones es de carácter obligatorio.",
      "Es de presentación obligatoria el certificado de estar al corriente con la Seguridad Social.",
      "Se requerirá que el oferente cuente con certificación ISO 9001 vigente.",
      "Son necesarios dos técnicos certificados por el fabricante.",
    ]) {
      expect(mandatory(sentence), sentence).toBe(true);
    }
  });

  it("binds what affects the bid's solvency, in any person or mood", () => {
    for (const sentence of [
      "Los documentos cuya omisión afecte la solvencia de la proposición se señalan con un asterisco.",
      "Las omisiones en estos requisitos afectan directamente la solvencia de las proposiciones.",
    ]) {
      expect(mandatory(sentence), sentence).toBe(true);
    }
  });

  it("denies the same forms when the bases deny them", () => {
    for (const sentence of [
      "No son necesarios los certificados de calidad para el lote 2.",
      "No serán obligatorias las muestras físicas.",
    ]) {
      expect(mandatory(sentence), sentence).toBe(false);
    }
    // 'Tiene que ver' states no duty, nor the bases that 'han de regir', nor a passive act of the buyer's.
    expect(mandatory("El objeto tiene que ver con el mantenimiento de parques.")).toBe(false);
    expect(mandatory("Pliego de condiciones que ha de regir la contratación del servicio de limpieza.")).toBe(
      false,
    );
    expect(
      mandatory(
        "El fallo se comunicará a los participantes, debiendo ser difundido en el portal en cinco días.",
      ),
    ).toBe(false);
  });

  it("leaves a duty that only follows the bidder's own choice an option, in the present as in the future", () => {
    for (const sentence of [
      "Los oferentes pueden recurrir el dictamen en tres días, debiendo para ello depositar una fianza.",
      "Si el licitador opta por presentar la garantía en efectivo, se requerirá su depósito en la Tesorería.",
    ]) {
      expect(mandatory(sentence), sentence).toBe(false);
    }
  });

  it("reads the participant, Mexico's and Argentina's other word for the bidder, as the bidder", () => {
    expect(mandatory("El participante indicará en su propuesta la marca y el modelo de cada equipo.")).toBe(
      true,
    );
  });
});

describe("mandatory: who may not bid, and how the procedure runs, in the singular", () => {
  it("reads one barred bidder as it reads many", () => {
    expect(mandatory("No podrá presentar oferta quien se encuentre inhabilitado para contratar.")).toBe(true);
    expect(
      isParticipationBar(
        "No podrá participar la persona que se encuentre en los supuestos del artículo 50 de la Ley.",
      ),
    ).toBe(true);
    expect(isProcedureCondition("No se admitirá la oferta enviada por servicio postal.")).toBe(true);
  });
});

describe("mandatory: the contractor's duties, in the plural and in Argentina's word", () => {
  it("reads execution duties of contractors and the 'cocontratante' as no condition of the bid", () => {
    for (const sentence of [
      "Los contratistas deberán mantener limpias las zonas de obra.",
      "Los adjudicatarios deberán instalar los equipos en cada sede.",
      "El cocontratante deberá designar un responsable técnico de la obra.",
    ]) {
      expect(mandatory(sentence), sentence).toBe(false);
    }
  });
});

describe("kind: the award rule in each country's words, one offer or many", () => {
  it("reads the most advantageous, favourable or cheapest offer and the comparison of offers as criteria", () => {
    for (const sentence of [
      // Spain (LCSP), Colombia (Ley 1150), Argentina, Mexico.
      "La selección recaerá en la oferta económicamente más ventajosa.",
      "Se seleccionará el ofrecimiento más favorable para la Entidad.",
      "Las propuestas más convenientes serán las de menor costo total.",
      "Resultará ganadora la proposición que ofrezca el precio más bajo.",
      "La comparación de las proposiciones se hará por partida.",
      "En caso de igualdad entre dos o más ofertas, se preferirá a la empresa con más trabajadores con discapacidad.",
    ]) {
      expect(classify(sentence), sentence).toBe("criterio_evaluacion");
      expect(mandatory(sentence), sentence).toBe(false);
    }
  });
});

describe("kind: one offer's evaluation named as a purpose is no criterion", () => {
  it("keeps the subject's kind", () => {
    expect(
      classify(
        "b. El catálogo de los equipos ofrecidos, con todo dato técnico que sirva para la evaluación de la oferta.",
      ),
    ).not.toBe("criterio_evaluacion");
  });
});

describe("kind: what a law or a count leaves out is no excluded bidder", () => {
  it("reads what a law does not cover as no rejection", () => {
    for (const sentence of [
      "Este reglamento rige todas las compras del Municipio y los contratos no excluidos por el artículo 3 de la Ley.",
    ])
      expect(classify(sentence), sentence).not.toBe("causal_rechazo");
    // The bidder or its offer excluded stays a rejection.
    expect(classify("Quedará excluido el licitador que no presente la declaración responsable.")).toBe(
      "causal_rechazo",
    );
    expect(classify("La falta de firma será causa de exclusión de la oferta.")).toBe("causal_rechazo");
  });
});

describe("kind: Argentina's 'contragarantía' is a guarantee", () => {
  it("reads the counter-guarantee of an advance as the guarantee it is", () => {
    const sentence =
      "Los contratistas deberán constituir una contragarantía equivalente al ciento veinte por ciento (120%) del anticipo recibido.";
    expect(classify(sentence)).toBe("garantia");
    expect(mandatory(sentence)).toBe(true);
  });
});

describe("calendar: the bases in the singular, and the deadline told as the bidder's duty", () => {
  it("names the purchase or collection of one 'pliego' as it names 'pliegos' and 'bases'", () => {
    for (const sentence of [
      "El retiro del pliego podrá hacerse hasta el 3 de marzo de 2026 a las 12:00 horas.",
      "La adquisición del pliego de bases y condiciones será hasta el 3 de marzo de 2026.",
    ])
      expect(calendarEventOf(sentence), sentence).toBe("Límite para adquirir las bases");
  });

  it("names the submission deadline when the bases tell it as what the bidder must do by a date", () => {
    for (const sentence of [
      "Los concursantes deberán presentar su oferta hasta el 5 de marzo de 2026 a las 10:00 horas.",
      "Las proposiciones deberán presentarse a más tardar el 5 de marzo de 2026 a las 10:00 horas.",
      "La oferta deberá entregarse antes del 5 de marzo de 2026 a las 10:00 horas.",
    ]) {
      expect(calendarEventOf(sentence), sentence).toBe("Límite para presentar proposiciones");
      expect(bindsByDate(sentence), sentence).toBe(true);
    }
    // A document handed in with the offer is no deadline for the offer.
    expect(
      calendarEventOf("El licitante deberá presentar la garantía de seriedad hasta el 5 de marzo de 2026."),
    ).not.toBe("Límite para presentar proposiciones");
  });
});

describe("mandatory: what the buyer will require of the participant", () => {
  it("reads the participant and the concursante as the bidder the buyer requires", () => {
    expect(
      mandatory(
        "La Municipalidad requerirá al participante que presente la documentación faltante en dos días hábiles.",
      ),
    ).toBe(true);
  });
});

describe("each cue's own example with the other number (a scan of the tables)", () => {
  it("reads the bidders' consent and who may make one offer in either number", () => {
    expect(classify("Por el solo hecho de cotizar, los oferentes habrán consentido las bases.")).toBe(
      "requisito_legal",
    );
    expect(mandatory("Podrán presentar oferta las personas físicas con plena capacidad de obrar.")).toBe(
      true,
    );
  });
});
