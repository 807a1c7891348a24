/**
 * A form's text with its blanks filled, written as the form lays it out: a letter's closing lines, its
 * addressee and a list of documents stay lines of their own; a sentence wrapped across lines is one
 * paragraph; a label and the blank printed under it stay together.
 */
import { describe, expect, it } from "vitest";
import { passage } from "../generation/memory-phase-input.test-support";
import { fillFormat, type ValueResolver } from "./format-fill";

const resolve: ValueResolver = (field) => {
  if (field === "firma") return "firma";
  if (field === "rfc") return { value: "IHA110823QT5", sources: [] };
  return null;
};

function lines(text: string): string[] {
  const form = passage("anexos", "convocatoria.txt", 21, text, "FORMATO 1");
  return fillFormat({ title: "FORMATO 1", passages: [form] }, resolve).statements.map((item) => item.text);
}

describe("fillFormat", () => {
  it("keeps a letter's addressee, fields and closing as lines, and a wrapped sentence as one", () => {
    expect(
      lines(
        [
          "Ciudad de México, a ___ de __________ de 2026.",
          "COMISIÓN NACIONAL DE ABASTO HOSPITALARIO",
          "PRESENTE.",
          "Yo, ______________________, manifiesto bajo protesta de decir verdad que tengo interés en",
          "participar en la Licitación Pública Nacional Electrónica No. LA-012M7B997-E45-2026.",
          "Registro Federal de Contribuyentes: ____________________",
          "Correo electrónico: ________________________________",
          "ATENTAMENTE",
          "______________________",
          "Nombre y firma del representante legal",
        ].join("\n"),
      ),
    ).toEqual([
      "Ciudad de México, a [PENDIENTE: día] de [PENDIENTE: mes] de 2026.",
      "COMISIÓN NACIONAL DE ABASTO HOSPITALARIO",
      "PRESENTE.",
      "Yo, [PENDIENTE: Representante legal], manifiesto bajo protesta de decir verdad que tengo interés en participar en la Licitación Pública Nacional Electrónica No. LA-012M7B997-E45-2026.",
      "Registro Federal de Contribuyentes: IHA110823QT5",
      "Correo electrónico: [PENDIENTE: Correo electrónico]",
      "ATENTAMENTE",
      "____________________",
      "Nombre y firma del representante legal",
    ]);
  });

  it("asks for a date written in parts by its parts, and for a whole date as a date", () => {
    expect(lines("Ciudad de México, a ____ de __________ de ______.")).toEqual([
      "Ciudad de México, a [PENDIENTE: día] de [PENDIENTE: mes] de [PENDIENTE: fecha].",
    ]);
    expect(lines("Lugar y fecha: ________________")).toEqual(["Lugar y fecha: [PENDIENTE: fecha]"]);
  });

  it("keeps a label with the blank under it, a blank with the placeholder under it, and a list's items apart", () => {
    expect(
      lines(
        [
          "Del licitante: número de la escritura pública en la que consta su acta constitutiva:",
          "__________",
          "Nombre del representante: ____________________",
          "(nombre del representante legal)",
          "Opinión de cumplimiento SAT (32-D)",
          "Opinión de cumplimiento IMSS",
          "Constancia INFONAVIT",
          "El licitante presentará su proposición en sobre cerrado ante la convocante, en la fecha y",
          "Hora señaladas.",
        ].join("\n"),
      ),
    ).toEqual([
      "Del licitante: número de la escritura pública en la que consta su acta constitutiva: [PENDIENTE: Escritura pública o instrumento número]",
      "Nombre del representante: [PENDIENTE: Representante legal]",
      "Opinión de cumplimiento SAT (32-D)",
      "Opinión de cumplimiento IMSS",
      "Constancia INFONAVIT",
      "El licitante presentará su proposición en sobre cerrado ante la convocante, en la fecha y Hora señaladas.",
    ]);
  });

  it("writes a deed's number and date where one blank asks both, and the date pending when unknown", () => {
    const deeds: ValueResolver = (field) => {
      if (field === "escritura") return { value: "31,408", sources: [] };
      if (field === "fechaEscritura") return { value: "23 de agosto de 2011", sources: [] };
      if (field === "escrituraPoder") return { value: "15,870", sources: [] };
      return null;
    };
    const form = passage(
      "anexos",
      "convocatoria.txt",
      22,
      [
        "Del licitante: número y fecha de la escritura pública en la que consta su acta constitutiva: ________",
        "Del representante legal: número y fecha de la escritura pública del poder: ________",
      ].join("\n"),
      "FORMATO 2",
    );
    const filled = fillFormat({ title: "FORMATO 2", passages: [form] }, deeds);
    expect(filled.statements.map((item) => item.text)).toEqual([
      "Del licitante: número y fecha de la escritura pública en la que consta su acta constitutiva: 31,408 de fecha 23 de agosto de 2011",
      "Del representante legal: número y fecha de la escritura pública del poder: 15,870 de fecha [PENDIENTE: Fecha de la escritura del poder]",
    ]);
    expect(filled.pending).toEqual(["Fecha de la escritura del poder"]);
  });
});
