/** OCR slips are read through for the rules with the document's own spelling; nothing is invented. */
import { describe, expect, it } from "vitest";
import { buildLexicon, readableText } from "./ocr-repair";

const DOCUMENT = [
  "La licitación pública se rige por la convocatoria. Los licitantes deberán presentar la proposición.",
  "Cada licitante presentará su proposición legal. La licitación es electrónica; el licitante firma.",
  "La documentación legal y la contratación del servicio. La contratación es anual. La contratación.",
  "Presentar la opinión del SAT. Presentar la opinión del IMSS. El licitante publicó en CompraNet.",
];
const lexicon = buildLexicon(DOCUMENT);

describe("readableText", () => {
  it("repairs slips the document spells right elsewhere", () => {
    expect(readableText("Licitaci6n pública: Ia proposición Iegal", lexicon)).toBe(
      "Licitación pública: la proposición legal",
    );
    expect(readableText("Cada licita nte deberá prese ntar 1a proposiciòn", lexicon)).toBe(
      "Cada licitante deberá presentar la proposición",
    );
    expect(readableText("la contratacion de la contrata-\nción", lexicon)).toBe(
      "la contratación de la contratación",
    );
  });

  it("repairs a slip no Spanish word can be, even where the document never spells the word right", () => {
    const none = buildLexicon(["Un texto sin esas palabras."]);
    expect(readableText("contratos ceIebrados; cumpIir la norma", none)).toBe(
      "contratos celebrados; cumplir la norma",
    );
    expect(readableText("deberá firrnarse en forrnato PDF", none)).toBe("deberá firmarse en formato PDF");
    // A capital between small letters is a name's only when the letter is not an 'I' ('CompraNet').
    expect(readableText("CompraNet y el Gobierno", none)).toBe("CompraNet y el Gobierno");
  });

  it("leaves figures, accented words, names and unknown words as written", () => {
    const text = "El público, CompraNet, LA-012M7B997-E45-2026, 12,000 piezas y gubernarnental.";
    expect(readableText(text, lexicon)).toBe(text);
  });

  it("rejoins a title's words split in capitals, not two words the document writes apart", () => {
    const titles = buildLexicon([
      "ANEXO 2 PROPUESTA ECONÓMICA. La propuesta económica se presenta en el Anexo 2.",
      "FORMATO 2 ACREDITACIÓN DE PERSONALIDAD. La acreditación de personalidad es obligatoria.",
    ]);
    expect(readableText("ANEXO 2 PROPUESTA ECONÓM ICA", titles)).toBe("ANEXO 2 PROPUESTA ECONÓMICA");
    expect(readableText("FORMATO 2 ACREDI TACIÓN DE PERSONALIDAD", titles)).toBe(
      "FORMATO 2 ACREDITACIÓN DE PERSONALIDAD",
    );
    expect(readableText("ACREDITACIÓN DE PERSONALIDAD", titles)).toBe("ACREDITACIÓN DE PERSONALIDAD");
  });

  it("rejoins two pieces that are no word of the documents into the word they write once", () => {
    const once = buildLexicon([
      "c) Formato 3. Manifiesto de no encontrarse en los supuestos de los artículos 50 y 60 de la Ley.",
      "MANIFIESTO DE NO ENCO NTRARSE EN LOS SUPUESTOS. Sin perjuicio de lo anterior, se podrá.",
    ]);
    expect(readableText("MANIFIESTO DE NO ENCO NTRARSE EN LOS SUPUESTOS", once)).toBe(
      "MANIFIESTO DE NO ENCONTRARSE EN LOS SUPUESTOS",
    );
    // 'sin' and 'perjuicio' are words of the documents: written once together, they stay apart.
    expect(readableText("sin perjuicio", buildLexicon(["sin perjuicio; sinperjuicio", "sin"]))).toBe(
      "sin perjuicio",
    );
  });

  it("keeps a file name, an address or a code as written", () => {
    const names = buildLexicon([
      "Las características del bien. Las características técnicas. Características.",
    ]);
    const text = "Consulte jaen-03-anexo-I-caracteristicas.pdf o escriba a caracteristicas@empresa.mx";
    expect(readableText(text, names)).toBe(text);
    expect(readableText("las caracteristicas del bien", names)).toBe("las características del bien");
    // An abbreviation's dot before a word is no file name: 'e.firrna' is still the e.firma.
    expect(readableText("con la e.firrna vigente", buildLexicon(["la firma y la firma"]))).toBe(
      "con la e.firma vigente",
    );
  });
});
