/**
 * The section that lists the bid's documents binds its items, also where the reader took one of its
 * numbered items for a heading and began a new passage there ('5.- Cédula del Registro Federal…').
 */
import { describe, expect, it } from "vitest";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";
import { itemNumber } from "./point-rules";

function passage(id: string, heading: string, lines: string[]): SourcePassage {
  return { id, documentId: "d1", documentName: "bases.txt", page: 1, heading, text: lines.join("\n") };
}

describe("phase 1: a numbered section of the bid's documents", () => {
  it("reads '5.-' as item five", () => {
    expect(itemNumber("5.- Cédula del Registro Federal de Contribuyentes.")).toBe(5);
    expect(itemNumber("12) Carta de aceptación.")).toBe(12);
    expect(itemNumber("5.2 Garantías")).toBeNull();
  });

  it("binds the items after a passage break the reader made at one of them, up to the next section", () => {
    const title = "3.- Documentos que debe contener el sobre técnico-económico.";
    const cut = "3.- Cédula del Registro Federal de Contribuyentes de la empresa.";
    const next = "4.- Junta de aclaraciones";
    const points = extractRelevantPoints([
      passage("p1", title, [
        title,
        "",
        "La documentación legal y administrativa será presentada para su revisión por la convocante.",
        "1.- Acta constitutiva y sus modificaciones, en su caso.",
        "2.- Poder notarial de la persona que firme las ofertas.",
      ]),
      passage("p2", cut, [
        cut,
        "",
        "4.- Carta poder simple de la persona que presente las propuestas.",
        "5.- Estados financieros auditados al 31 de diciembre de 2025.",
      ]),
      // The same heading over the next page's passage: still the documents' section.
      passage("p2b", cut, [
        "6.- Carta de aceptación de las condiciones de estas bases, firmada por el representante.",
      ]),
      passage("p3", next, [
        next,
        "",
        "Las preguntas podrán enviarse por correo electrónico hasta el día anterior.",
      ]),
    ]);
    const flag = (start: string) => points.find((point) => point.quote.startsWith(start))?.mandatory;
    expect(flag("4.- Carta poder simple")).toBe(true);
    expect(flag("5.- Estados financieros")).toBe(true);
    expect(flag("6.- Carta de aceptación")).toBe(true);
    expect(flag("Las preguntas podrán")).not.toBe(true);
  });
});
