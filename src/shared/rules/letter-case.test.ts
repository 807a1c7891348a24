import { describe, expect, it } from "vitest";
import { isCased, recase, recaseParagraphs, restoreCase } from "./letter-case";

const LONG = "EL LICITANTE DEBERÁ PRESENTAR SU PROPOSICIÓN EN IDIOMA ESPAÑOL. ".repeat(8);

describe("isCased", () => {
  it("tells a long stretch in capitals from cased text, a short title or note in capitals aside", () => {
    expect(isCased(LONG)).toBe(false);
    expect(isCased(LONG.toLocaleLowerCase("es-MX"))).toBe(true);
    expect(isCased("4. DOCUMENTACIÓN REQUERIDA")).toBe(true);
    // A page of a cased document with its title and a note in capitals stays cased.
    expect(
      isCased(
        `DISPOSICIONES GENERALES\n${"El licitante deberá firmar cada hoja. ".repeat(10)}\nNOTA: SIN FIRMA SE DESECHA.`,
      ),
    ).toBe(true);
  });
});

describe("recase", () => {
  const read = (text: string) => recase(text);

  it("writes sentences as a cased document would, and keeps the text's length", () => {
    const text =
      "EL LICITANTE DEBERÁ PRESENTAR LA DOCUMENTACIÓN. LA FALTA DE ALGUNO SERÁ CAUSA DE DESECHAMIENTO.";
    expect(read(text)).toBe(
      "El licitante deberá presentar la documentación. La falta de alguno será causa de desechamiento.",
    );
    expect(read(LONG)).toHaveLength(LONG.length);
  });

  it("opens a numbered title, an item after a stop and a line after a short title with a capital", () => {
    expect(
      read(
        "4. DOCUMENTACIÓN REQUERIDA\nEL LICITANTE DEBERÁ PRESENTAR LOS SIGUIENTES DOCUMENTOS EN SOBRE CERRADO:\nA) ACTA CONSTITUTIVA Y SUS MODIFICACIONES.\nB) PODER NOTARIAL DEL REPRESENTANTE LEGAL.",
      ),
    ).toBe(
      "4. Documentación requerida\nEl licitante deberá presentar los siguientes documentos en sobre cerrado:\na) Acta constitutiva y sus modificaciones.\nb) Poder notarial del representante legal.",
    );
  });

  it("goes on in lower case where a sentence runs over its line, and in a list within a sentence", () => {
    expect(
      read(
        "LA JUNTA DE ACLARACIONES SE CELEBRARÁ EN LA SALA DE JUNTAS DE LA DIRECCIÓN DE OBRAS\nPÚBLICAS EL 18 DE FEBRERO DE 2026 A LAS 10:00 HORAS.",
      ),
    ).toBe(
      "La junta de aclaraciones se celebrará en la sala de juntas de la dirección de obras\npúblicas el 18 de febrero de 2026 a las 10:00 horas.",
    );
    expect(read("SE REGIRÁN POR:\nA. LA LEY DE OBRAS PÚBLICAS,\nB. SU REGLAMENTO.")).toBe(
      "Se regirán por:\na. La ley de obras públicas,\nb. su reglamento.",
    );
    // A page that goes on with the sentence of the page before.
    const before = "LA JUNTA DE ACLARACIONES SE CELEBRARÁ EN LA SALA DE JUNTAS DE LA DIRECCIÓN DE OBRAS";
    expect(recase("PÚBLICAS EL 18 DE FEBRERO.", before)).toBe("públicas el 18 de febrero.");
    expect(recase("PÚBLICAS EL 18 DE FEBRERO.", `${before}.`)).toBe("Públicas el 18 de febrero.");
  });

  it("keeps acronyms, codes, initials and Roman numerals in capitals", () => {
    expect(
      read(
        "PRESENTAR EL RFC Y LA OPINIÓN DEL IMSS, FRACCIÓN IV DEL ARTÍCULO 32-D; LICITACIÓN NO. LO-812008999-E1-2026 DE LA U.T.",
      ),
    ).toBe(
      "Presentar el RFC y la opinión del IMSS, fracción IV del artículo 32-D; licitación no. LO-812008999-E1-2026 de la U.T.",
    );
    expect(read("I. ESCRITO DE NACIONALIDAD.\nH) UNA CARTA.\nI) OTRA CARTA DE 10 X 10 CM.")).toBe(
      "I. Escrito de nacionalidad.\nh) Una carta.\ni) Otra carta de 10 x 10 cm.",
    );
  });

  it("opens each cell of a table row in capitals", () => {
    expect(read("JUNTA DE ACLARACIONES\t18 DE FEBRERO DE 2026\t10:00 HORAS\tSALA DE JUNTAS")).toBe(
      "Junta de aclaraciones\t18 de febrero de 2026\t10:00 horas\tSala de juntas",
    );
  });
});

describe("restoreCase", () => {
  it("gives a piece of the reading copy back in the text's own letters, blanks aside", () => {
    const text = "4. DOCUMENTACIÓN\nREQUERIDA DEL LICITANTE";
    const reading = recase(text);
    const piece = reading.slice(3).replace("\n", " "); // a title joined from its two lines
    expect(piece).not.toBe(text.slice(3).replace("\n", " "));
    expect(restoreCase(piece, reading, text)).toBe("DOCUMENTACIÓN REQUERIDA DEL LICITANTE");
    expect(restoreCase("otra cosa", reading, text)).toBe("otra cosa");
  });
});

describe("recaseParagraphs", () => {
  it("recases a cased text's paragraphs in capitals, not its titles or one-line notes", () => {
    const note = "NOTA: SIN FIRMA NO SE ACEPTA.";
    const paragraph =
      "EL LICITANTE DEBERÁ PRESENTAR SU PROPOSICIÓN EN SOBRE CERRADO, FIRMADA EN TODAS SUS HOJAS.\n"
        .repeat(3)
        .trim();
    const text = `4. DOCUMENTACIÓN REQUERIDA\n\nEl texto sigue en minúsculas.\n\n${note}\n\n${paragraph}`;
    const read = recaseParagraphs(text);
    expect(read).toHaveLength(text.length);
    expect(
      read.startsWith(
        `4. DOCUMENTACIÓN REQUERIDA\n\nEl texto sigue en minúsculas.\n\n${note}\n\nEl licitante deberá`,
      ),
    ).toBe(true);
  });
});
