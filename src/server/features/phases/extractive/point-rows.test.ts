import { describe, expect, it } from "vitest";
import { summarize } from "./point-rows";
import { findDateOrDeadline, findDeliverable, withoutLawCitations } from "./point-rules";

describe("'Requisito' in the document's words", () => {
  it("drops a long legal basis that opens the sentence, up to its comma", () => {
    expect(
      summarize(
        "En observancia al artículo 134 de la Constitución Política de los Estados Unidos Mexicanos y de conformidad con la Ley de Obras Públicas y Servicios Relacionados con las Mismas y su Reglamento, el Municipio convoca a las personas físicas y morales a participar en la licitación pública nacional.",
      ),
    ).toBe(
      "El Municipio convoca a las personas físicas y morales a participar en la licitación pública nacional.",
    );
  });

  it("drops an article with its fraction after a comma as one citation, not up to the comma inside it", () => {
    expect(
      summarize(
        "a) Con fundamento en lo que establece el artículo 28, fracción I de la Ley de Contratación Pública del Estado de México y Municipios, la presente licitación será presencial.",
      ),
    ).toBe("La presente licitación será presencial.");
  });

  it.each([
    [
      "3.2.1 Las personas jurídicas deben presentar el certificado de existencia.",
      "Las personas jurídicas deben presentar el certificado de existencia.",
    ],
    ["4.1 Oferta económica (40 puntos)", "Oferta económica (40 puntos)"],
    [
      "C. Los coeficientes de ponderación que se aplicarán a cada factor.",
      "Los coeficientes de ponderación que se aplicarán a cada factor.",
    ],
    [
      "A) Mayor porcentaje de trabajadores con discapacidad en la plantilla.",
      "Mayor porcentaje de trabajadores con discapacidad en la plantilla.",
    ],
    [
      "V. En su caso, presentar copia del documento expedido por autoridad competente.",
      "En su caso, presentar copia del documento expedido por autoridad competente.",
    ],
    [
      "La Mesa de contratación , constituida conforme al artículo 326 , calificará la documentación.",
      "La Mesa de contratación, constituida conforme al artículo 326, calificará la documentación.",
    ],
    ["c. Contuviesen condicionamientos.", "Contuviesen condicionamientos."],
    ["a.      Careciesen de la garantía exigida.", "Careciesen de la garantía exigida."],
    ["s. Plazo para el otorgamiento de la recepción.", "Plazo para el otorgamiento de la recepción."],
    ["XIV.- Presentar currículum del licitante.", "Presentar currículum del licitante."],
    ["2.4.- Los proponentes podrán retirar su oferta.", "Los proponentes podrán retirar su oferta."],
  ])("drops the item's or clause's number: %s", (sentence, requirement) => {
    expect(summarize(sentence)).toBe(requirement);
  });

  it("keeps a figure or a word that opens the sentence itself", () => {
    for (const sentence of [
      "30 días naturales es el plazo de entrega de los bienes.",
      "IVA incluido en todos los precios ofertados.",
      "CompraNet es el medio de presentación de las proposiciones.",
      // A time printed with spaces keeps them: the figure stays as the document has it.
      "La apertura será a las 10 : 00 horas en la sala de juntas.",
    ])
      expect(summarize(sentence)).toBe(sentence);
    // A copy's 'c. c. p.' is no list marker.
    expect(summarize("c. c. p. Contraloría Municipal, para su conocimiento.")).toBe(
      "C. c. p. Contraloría Municipal, para su conocimiento.",
    );
  });

  it("keeps the opening when the comma only separates a law's number from its date", () => {
    const sentence =
      "De conformidad con la Ley 39/2015, de 1 de octubre, los licitadores deberán relacionarse por medios electrónicos.";
    expect(summarize(sentence)).toBe(sentence);
  });
});

describe("'Fecha o plazo' is never a law's own date", () => {
  it.each([
    "Deberán aportar justificante de los pagos dentro de los plazos de la Ley 3/2004 de 29 de diciembre, por la que se establecen medidas de lucha contra la morosidad.",
    "El adjudicatario guardará secreto profesional de conformidad con el artículo 10 de la Ley Orgánica de Protección de Datos de Carácter Personal, de 13 de diciembre de 1999.",
    "Se aplicará el Real Decreto 1098/2001, de 12 de octubre, por el que se aprueba el Reglamento general.",
  ])("%s", (sentence) => {
    expect(findDateOrDeadline(withoutLawCitations(sentence))).toBeNull();
  });

  it("keeps a date the tender sets, even right after a law is named", () => {
    expect(
      findDateOrDeadline(
        withoutLawCitations(
          "Conforme a la Ley de Obras Públicas, las proposiciones se presentarán el 5 de marzo de 2025 a las 10:00 horas.",
        ),
      ),
    ).toContain("5 de marzo de 2025");
  });
});

describe("'Plazo o fecha' is a term to keep, not a look-back over the bidder's record", () => {
  it("leaves out 'los últimos cinco años' and 'los tres años anteriores'", () => {
    expect(
      findDateOrDeadline(
        "El licitante deberá acreditar contratos de recolección de residuos sólidos con municipios en los últimos cinco años.",
      ),
    ).toBeNull();
    expect(findDateOrDeadline("Relación de contratos celebrados durante los 3 años anteriores.")).toBeNull();
  });

  it("keeps the age a document may have ('antigüedad no mayor a 30 días')", () => {
    expect(
      findDateOrDeadline(
        "El licitante presentará la constancia de situación fiscal con antigüedad no mayor a 30 días y la opinión de cumplimiento.",
      ),
    ).toBe("30 días");
  });
});

describe("'Plazo o fecha' holds the whole time the bases write", () => {
  it.each([
    [
      "La entrega se hará en días hábiles, siempre entre las 8:00 h y las 13:30 h.",
      "entre las 8:00 h y las 13:30 h",
    ],
    ["El horario de recepción será de las 9:00 a las 14:00 horas.", "de las 9:00 a las 14:00 horas"],
    [
      "Las proposiciones se recibirán el 5 de marzo de 2026 de las 9:00 a las 14:00 horas.",
      "5 de marzo de 2026 de las 9:00 a las 14:00 horas",
    ],
    ["Plazo de presentación: hasta el 25/11/2026 a las 14:00.", "25/11/2026 a las 14:00"],
    ["Recepción: 12 de mayo de 2026 hasta las 13:00 horas.", "12 de mayo de 2026 hasta las 13:00 horas"],
    [
      "La visita al sitio será el 3 de marzo de 2026 a las 10:00 horas.",
      "3 de marzo de 2026 a las 10:00 horas",
    ],
    // A period to its end, as Mexican bases write it ('a partir del … y hasta el …', '… y hasta al …').
    [
      "La vigencia del contrato será a partir del 1 de abril y hasta el 31 de diciembre de 2026.",
      "del 1 de abril y hasta el 31 de diciembre de 2026",
    ],
    [
      "Tiempo de entrega de los bienes: a partir del 24 de marzo y hasta al 31 de diciembre de 2026.",
      "del 24 de marzo y hasta al 31 de diciembre de 2026",
    ],
  ])("%s", (sentence, expected) => {
    expect(findDateOrDeadline(sentence)).toBe(expected);
  });
});

describe("'Qué se entrega' ends on a word of its own", () => {
  it("drops a trailing conjunction ('certificados en línea e-Certis' → 'certificados en línea')", () => {
    expect(
      findDeliverable(
        "Las empresas interesadas tienen a su disposición el depósito de certificados en línea e-Certis, en el cual consta una lista.",
      ),
    ).toBe("certificados en línea");
  });

  it("never ends its eight-word cut on a linking word ('… pronto despacho de' → '… pronto despacho')", () => {
    expect(
      findDeliverable(
        "Los licitantes deberán presentar copia de la solicitud de pronto despacho de la mercadería importada.",
      ),
    ).toBe("copia de la solicitud de pronto despacho");
  });

  it("keeps a clause number whole ('del punto 5.4', not 'del punto 5')", () => {
    expect(
      findDeliverable(
        "El licitante presentará los estados financieros del punto 5.4 firmados por contador público.",
      ),
    ).toBe("estados financieros del punto 5.4 firmados");
    expect(findDeliverable("Deberá adjuntar copia del inciso 3.2.1 de la convocatoria.")).toBe(
      "copia del inciso 3.2.1 de la convocatoria",
    );
  });

  it("never stops inside a word where the pattern's length runs out ('… cada bien ofe')", () => {
    expect(
      findDeliverable(
        "Los licitantes deberán presentar copia del registro sanitario de cada bien ofertado y el certificado del fabricante.",
      ),
    ).toBe("copia del registro sanitario de cada bien ofertado");
  });

  it("names an annex by its number or letter, never by the first letter of a word ('anexo técnico')", () => {
    expect(findDeliverable("El licitante deberá presentar el Anexo 7 firmado.")).toBe("Anexo 7");
    expect(
      findDeliverable(
        "El proveedor se obliga a entregar los bienes descritos en el anexo técnico del contrato.",
      ),
    ).toBe("los bienes descritos en el anexo técnico");
  });
});
