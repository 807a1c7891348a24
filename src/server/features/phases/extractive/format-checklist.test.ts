/**
 * A checklist of the documents handed in ('DOCUMENTO | PRESENTÓ (SÍ / NO)') is written by phase 4 as a
 * table: each document in its row, cited to its line, the mark column blank; a list in running text or
 * a header without a mark column stays text.
 */
import { describe, expect, it } from "vitest";
import { passage } from "../generation/memory-phase-input.test-support";
import { checklistTablesOf } from "./format-checklist";

function form(lines: string[]) {
  const text = lines.join("\n");
  return { title: lines[0] ?? "", passages: [passage("formatos", "formatos.pdf", 7, text)] };
}

describe("checklistTablesOf", () => {
  it("reads a checklist whose columns a text file lost, its mark column blank", () => {
    const checklist = form([
      "ANEXO 6",
      "CONSTANCIA DE RECEPCIÓN DE DOCUMENTOS",
      "DOCUMENTO ENTREGÓ (SÍ / NO)",
      "Escrito de interés en participar",
      "",
      "Acreditación de la personalidad jurídica",
      "Manifiesto de no encontrarse en los supuestos del artículo 50",
      "Propuesta técnica",
      "- 31 -",
      "Nombre y firma del servidor público que recibe",
    ]);
    const [table] = checklistTablesOf(checklist, []);
    expect(table?.table.headers).toEqual(["Documento", "Entregó (sí / no)"]);
    expect(table?.table.rows.map((row) => row.cells)).toEqual([
      ["Escrito de interés en participar", ""],
      ["Acreditación de la personalidad jurídica", ""],
      ["Manifiesto de no encontrarse en los supuestos del artículo 50", ""],
      ["Propuesta técnica", ""],
    ]);
    expect(table?.table.rows[1]?.sources[0]?.quote).toBe("Acreditación de la personalidad jurídica");
    expect(table?.pending).toBe("");
    expect(table?.note?.text).toBe(
      "La columna «Entregó (sí / no)» queda en blanco: se marca al entregar la proposición.",
    );
    // The span ends at the last document: the page number and the signature stay the form's text.
    const text = checklist.passages[0]?.text ?? "";
    expect(text.slice(table?.spans[0]?.start, table?.spans[0]?.end).trim().split("\n").at(-1)).toBe(
      "Propuesta técnica",
    );
  });

  it("keeps a table's own columns (number, document, the bases' numeral, the mark)", () => {
    const checklist = form([
      "FORMATO 10 RELACIÓN DE DOCUMENTOS",
      "No.\tDocumento\tNumeral de la convocatoria\tPresenta",
      "1\tCopia de identificación oficial\t4.1 a)\t",
      "2\tOpinión de cumplimiento del SAT\t4.1 b)\t",
      "3\tCurrículum de la empresa\t4.2 c)\t",
    ]);
    const [table] = checklistTablesOf(checklist, []);
    expect(table?.table.headers).toEqual(["No.", "Documento", "Numeral de la convocatoria", "Presenta"]);
    expect(table?.table.rows[1]?.cells).toEqual(["2", "Opinión de cumplimiento del SAT", "4.1 b)", ""]);
  });

  it("reads a mark in two columns, yes and no, from a table or from a text file that lost them", () => {
    const tabbed = form([
      "FORMATO PARA VERIFICAR LA RECEPCIÓN DE LOS DOCUMENTOS",
      "Numeral\tDocumento\tPresentó sí\tNo",
      "4.1\tEscrito de interés en participar\t\t",
      "4.2\tAcreditación de la personalidad jurídica\t\t",
      "4.3\tPropuesta técnica\t\t",
    ]);
    const [table] = checklistTablesOf(tabbed, []);
    expect(table?.table.headers).toEqual(["Numeral", "Documento", "Sí", "No"]);
    expect(table?.table.rows[1]?.cells).toEqual(["4.2", "Acreditación de la personalidad jurídica", "", ""]);
    expect(table?.note?.text).toBe(
      "Las columnas «Sí» y «No» quedan en blanco: se marcan al entregar la proposición.",
    );
    const flat = form([
      "ANEXO 9 ACUSE DE RECIBO",
      "DOCUMENTO SI PRESENTA NO PRESENTA",
      "Escrito de interés en participar",
      "Acreditación de la personalidad jurídica",
      "Opinión de cumplimiento de obligaciones fiscales",
    ]);
    const [flatTable] = checklistTablesOf(flat, []);
    expect(flatTable?.table.headers).toEqual(["Documento", "Si presenta", "No presenta"]);
    expect(flatTable?.table.rows[2]?.cells).toEqual([
      "Opinión de cumplimiento de obligaciones fiscales",
      "",
      "",
    ]);
    // 'No' alone after a document's name is no mark column: the header needs the yes before it.
    const noYes = form([
      "FORMATO 3",
      "DOCUMENTO NO",
      "Escrito de interés en participar",
      "Acreditación de personalidad",
      "Propuesta técnica",
    ]);
    expect(checklistTablesOf(noYes, [])).toEqual([]);
  });

  it("leaves a list in running text, a short list and a header without a mark column as text", () => {
    const prose = form([
      "ANEXO 8 DOCUMENTOS",
      "Documentos que deberá presentar el licitante en su proposición, sin los cuales se desechará:",
      "a) Escrito de interés en participar;",
      "b) Acreditación de personalidad;",
      "c) Propuesta técnica.",
    ]);
    const short = form(["FORMATO 2", "DOCUMENTO PRESENTÓ", "Escrito de interés", "Propuesta técnica"]);
    const noMark = form([
      "FORMATO 3",
      "DOCUMENTO DESCRIPCIÓN",
      "Escrito de interés en participar",
      "Acreditación de personalidad",
      "Propuesta técnica",
    ]);
    expect(checklistTablesOf(prose, [])).toEqual([]);
    expect(checklistTablesOf(short, [])).toEqual([]);
    expect(checklistTablesOf(noMark, [])).toEqual([]);
  });

  it("yields to a price table on the same lines", () => {
    const checklist = form([
      "ANEXO 6",
      "DOCUMENTO PRESENTÓ (SÍ / NO)",
      "Escrito de interés en participar",
      "Acreditación de la personalidad jurídica",
      "Propuesta técnica",
    ]);
    const id = checklist.passages[0]?.id ?? "";
    expect(checklistTablesOf(checklist, [{ passageId: id, start: 0, end: 20 }])).toEqual([]);
  });
});
