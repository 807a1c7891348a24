/**
 * Forms and their blanks: one form per document or per new form title, every kind of blank (runs of
 * underscores, dots and ellipses, placeholders, empty labels) and the datum each asks for, on a Mexican
 * manifiesto and on the real Spanish 'Anexo II Modelo de declaración responsable'.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractDocument } from "../../documents/extraction/extract-document";
import { splitIntoPassages } from "../../documents/extraction/split-passages";
import { passage } from "../generation/memory-phase-input.test-support";
import { findBlanks, findFormats } from "./format-fields";
import { MANIFIESTO } from "./format-test-documents.test-support";

function fieldsOf(text: string): string[] {
  return findBlanks(text).map((blank) => blank.field);
}

describe("findBlanks", () => {
  it("finds every kind of blank and the datum it asks for", () => {
    expect(fieldsOf(MANIFIESTO)).toEqual([
      "numeroLicitacion",
      "representante",
      "razonSocial",
      "rfc",
      "domicilio",
      // '… cuento con facultades suficientes … según consta en la escritura': the power's deed.
      "escrituraPoder",
      "fechaPoder",
      "notarioPoder",
      "telefono",
      "correo",
      "fecha",
      "firma",
    ]);
  });

  it("merges a run with the placeholder that names it and keeps offsets on the blank", () => {
    const blank = findBlanks(MANIFIESTO)[1];
    expect(MANIFIESTO.slice(blank?.start, blank?.end)).toBe(
      "____________________ (nombre del representante legal)",
    );
    const empty = findBlanks(MANIFIESTO).find((item) => item.field === "correo");
    expect(empty?.start).toBe(empty?.end);
    expect(MANIFIESTO.slice(0, empty?.start).endsWith("Correo electrónico:")).toBe(true);
  });

  it("does not take an aside in parentheses or a heading with a colon for a blank", () => {
    const text =
      "DECLARA BAJO PROTESTA DE DECIR VERDAD:\nQue la empresa (en su caso) cumple con lo dispuesto.";
    expect(findBlanks(text)).toEqual([]);
  });

  it("reads '(Nombre)' before a first-person statement as the signer, and a blank's own words before an earlier blank's", () => {
    expect(
      fieldsOf(
        "(Nombre) manifiesto que mi representada está constituida conforme a las leyes mexicanas y pertenece al sector ________, con ______ trabajadores.",
      ),
    ).toEqual(["representante", "sector", "otro"]);
    expect(fieldsOf("con un número total de traba jadores de ______.")).toEqual(["trabajadores"]);
    expect(fieldsOf("Ley de Adquisiciones del Sector Público, ________")).toEqual(["otro"]);
    // The same in an OCR transcript, whose 'l' came out as a capital I.
    expect(
      fieldsOf("(Nombre) decIaro bajo protesta de decir verdad que me abstendré de adoptar conductas."),
    ).toEqual(["representante"]);
    expect(fieldsOf("(Nombre de la empresa), con domicilio en ________")).toEqual([
      "razonSocial",
      "domicilio",
    ]);
  });

  it("reads a letter's 'Ciudad, a ___ de ___ de 2026' as its date, not its place", () => {
    expect(fieldsOf("Ciudad de México, a ______ de __________ de 2026.")).toEqual(["fecha", "fecha"]);
    expect(fieldsOf("Lugar y fecha: ____________________")).toEqual(["fecha"]);
    expect(fieldsOf("Lugar: __________ Fecha: __________")).toEqual(["lugar", "fecha"]);
    expect(
      fieldsOf("Domicilio: ________\nATENTAMENTE\n__________\nNombre y firma del representante legal"),
    ).toEqual(["domicilio", "firma"]);
  });

  it("names what an unknown blank asks for in the form's words", () => {
    const [blank] = findBlanks("Número de cuenta CLABE interbancaria: ____________");
    expect(blank?.field).toBe("otro");
    expect(blank?.asks).toBe("cuenta CLABE interbancaria");
  });
});

describe("findFormats", () => {
  it("makes one form per document and per new form title, keeping sub-headings inside", () => {
    const one = passage("formatos", "formatos.docx", 1, MANIFIESTO, "FORMATO 3");
    const inside = passage(
      "formatos",
      "formatos.docx",
      1,
      "Atentamente,\n____________\nNombre y firma",
      "ATENTAMENTE",
    );
    const two = passage(
      "formatos",
      "formatos.docx",
      2,
      "FORMATO 4\nCARTA COMPROMISO\nEl licitante ______ se compromete.",
    );
    const other = passage(
      "formatos",
      "carta-proposicion.docx",
      1,
      "Me refiero a la licitación número _______.",
    );
    const bases = passage(
      "anexos",
      "anexos.pdf",
      3,
      "Las especificaciones técnicas se detallan a continuación.",
      "ESPECIFICACIONES",
    );
    const anexo = passage(
      "anexos",
      "anexos.pdf",
      4,
      "Yo, ________, declaro ...",
      "ANEXO 7 DECLARACIÓN DE INTEGRIDAD",
    );
    const formats = findFormats([one, inside, two, other, bases, anexo]);
    expect(formats.map((format) => format.title)).toEqual([
      "FORMATO 3 MANIFIESTO DE NACIONALIDAD Y FACULTADES",
      "FORMATO 4 CARTA COMPROMISO",
      "carta-proposicion",
      "ANEXO 7 DECLARACIÓN DE INTEGRIDAD",
    ]);
    expect(formats[0]?.passages.map((item) => item.id)).toEqual([one.id, inside.id]);
  });

  it("cuts a passage where another form's title opens a paragraph, each piece citing the passage", () => {
    const page = passage(
      "bases",
      "convocatoria.txt",
      24,
      [
        "FORMATO 5",
        "DECLARACIÓN DE INTEGRIDAD",
        "",
        "(Nombre) declaro que me abstendré de adoptar conductas indebidas.",
        "",
        "ANEXO 8",
        "RELACIÓN DE DOCUMENTOS QUE DEBE PRESENTAR EL LICITANTE",
        "Formato 1 Escrito de interés en participar",
      ].join("\n"),
      "FORMATO 5 DECLARACIÓN DE INTEGRIDAD",
    );
    const formats = findFormats([{ ...page, documentType: "anexos" }]);
    expect(formats.map((format) => format.title)).toEqual([
      "FORMATO 5 DECLARACIÓN DE INTEGRIDAD",
      "ANEXO 8 RELACIÓN DE DOCUMENTOS QUE DEBE PRESENTAR EL LICITANTE",
    ]);
    expect(formats[0]?.passages[0]?.text).not.toContain("ANEXO 8");
    expect(formats[1]?.passages[0]?.text.startsWith("ANEXO 8\n")).toBe(true);
    expect(formats.map((format) => format.passages[0]?.id)).toEqual([page.id, page.id]);
    // A reference to an annex inside a sentence is no title.
    const prose = passage(
      "anexos",
      "a.pdf",
      2,
      "FORMATO 1\n\nPresente el Anexo 8 firmado.\n\nAnexo 8 de las bases.",
    );
    expect(findFormats([prose]).map((format) => format.title)).toEqual(["FORMATO 1"]);
  });
});

const JAEN = path.resolve("../shared/fixtures/tenders/jaen-04-anexo-II-declaracion-responsable.pdf");

describe.skipIf(!existsSync(JAEN))("findBlanks on the real Anexo II of Jaén", () => {
  it("reads the blanks of the 'Modelo de declaración responsable'", async () => {
    const result = await extractDocument({ filePath: JAEN, fileType: "pdf", timeoutMs: 120_000 });
    if (result.status !== "listo") throw new Error("no se pudo leer el anexo");
    const passages = splitIntoPassages(result.units).map((item) =>
      passage("anexos", "jaen-04-anexo-II.pdf", item.page, item.text, item.heading),
    );
    const formats = findFormats(passages);
    expect(formats.map((format) => format.title)).toEqual(["ANEXO II MODELO DE DECLARACIÓN RESPONSABLE"]);
    const fields = formats[0]?.passages.flatMap((item) => findBlanks(item.text).map((blank) => blank.field));
    expect(fields?.slice(0, 8)).toEqual([
      "representante",
      "identificacion",
      "razonSocial",
      "rfc",
      "domicilio",
      "municipio",
      "calle",
      "numeroExterior",
    ]);
    // '… dispone de poder bastante … otorgado ante el Notario de ___': the power's notary, not the acta's.
    expect(fields).toContain("notarioPoder");
    expect(fields).toContain("correo");
    expect(fields).toContain("objetoContrato");
  }, 60_000);
});
