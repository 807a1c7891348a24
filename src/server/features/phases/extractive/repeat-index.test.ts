/** Where the bases state one point again: one row citing every place (repeat-index.ts). */
import { describe, expect, it } from "vitest";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";
import { gistOf, isRestatedIn, itemKey, repeatKey } from "./repeat-index";

const passage = (text: string, heading: string | null = null, page = 1): SourcePassage => ({
  id: `p${page}`,
  documentId: "d",
  documentName: "bases.pdf",
  page,
  heading,
  text,
});

describe("repeated points", () => {
  it("a point restated with another ending or number is one key; other figures are another point", () => {
    const article =
      "Posteriormente a la adjudicación no se aceptarán cargos adicionales, demoras, modificaciones en la cotización u otros inconvenientes en la entrega.";
    const annex =
      "9. Posteriormente a la adjudicación no se aceptarán cargos adicionales, demoras, modificaciones en la cotización y otros inconvenientes atribuibles al oferente.";
    expect(repeatKey(article)).not.toBeNull();
    expect(repeatKey(annex)).toBe(repeatKey(article));
    const three =
      "Garantía del servidor: deberá extenderse por al menos 3 años, con atención en sitio y repuestos originales del fabricante.";
    expect(repeatKey(three.replace("3 años", "5 años"))).not.toBe(repeatKey(three));
    expect(repeatKey("Garantía del servidor: 3 años.")).toBeNull();
  });

  it("two lists' openings alike in their first words are two points; the very same one repeats (stop 31)", () => {
    const fourth =
      "4.- Los licitantes deberán presentar carta bajo protesta de decir verdad, en hoja membretada debidamente firmada por la persona autorizada para ello y sellada, en la que se comprometa en caso de resultar adjudicado a lo siguiente:";
    const fifth =
      "5.- Los licitantes deberán presentar carta bajo protesta de decir verdad en hoja membretada, debidamente firmada por la persona autorizada para ello y sellada, donde se comprometa en caso de resultar adjudicado a lo siguiente:";
    expect(repeatKey(fourth)).toBeNull();
    const rows = extractRelevantPoints([
      passage(
        `${fourth}\na) A realizar la entrega de los bienes en el plazo señalado.\n${fifth}\na) A no divulgar la información confidencial.`,
      ),
      passage(fourth, null, 7),
    ]).map((row) => [row.quote.slice(0, 3), row.alsoIn.map((place) => place.page)]);
    expect(rows).toEqual([
      ["4.-", [7]],
      ["a) ", []],
      ["5.-", []],
      ["a) ", []],
    ]);
  });

  it("the bases and their annex stating one point give one row citing both", () => {
    const points = extractRelevantPoints([
      passage(
        "Posteriormente a la adjudicación no se aceptarán cargos adicionales, demoras, modificaciones en la cotización u otros inconvenientes en la entrega.",
      ),
      {
        ...passage(
          "Posteriormente a la adjudicación no se aceptarán cargos adicionales, demoras, modificaciones en la cotización y otros inconvenientes atribuibles al oferente.",
          null,
          4,
        ),
        documentName: "anexo-tecnico.pdf",
      },
    ]);
    expect(points).toHaveLength(1);
    expect(points[0]?.alsoIn.map((place) => [place.documentName, place.page])).toEqual([
      ["anexo-tecnico.pdf", 4],
    ]);
  });

  it("an item is one key by its number, first words and quantity, in prose or as a table's item", () => {
    const article = itemKey("Item 1: 4 (cuatro) Servidores de aplicaciones tipo XEN");
    expect(article).not.toBeNull();
    expect(itemKey("ITEM1 - 4 (cuatro) Servidores de aplicaciones tipo XEN")).toBe(article);
    expect(itemKey("Partida 1: Servidores de aplicaciones tipo XEN — cantidad: 4")).toBe(article);
    // Another quantity or number is another item; a line with no quantity names none.
    expect(itemKey("Item 1: 8 (ocho) Servidores de aplicaciones tipo XEN")).not.toBe(article);
    expect(itemKey("Item 2: 4 (cuatro) Servidores de aplicaciones tipo XEN")).not.toBe(article);
    expect(itemKey("Lote 1: Suministro de plantas de temporada")).toBeNull();
  });

  it("an item listed in the bases and again in the technical annex is one row citing both", () => {
    const points = extractRelevantPoints([
      passage(
        "Artículo 2: Se licitan los siguientes ítems:\nItem 1: 4 (cuatro) Servidores de aplicaciones tipo XEN",
        null,
        3,
      ),
      passage(
        "ITEM1 - 4 (cuatro) Servidores de aplicaciones tipo XEN\nMemoria RAM: 128 GBytes.",
        "ESPECIFICACIONES TÉCNICAS",
        8,
      ),
    ]);
    const item = points.find((point) => point.quote.startsWith("Item 1"));
    expect(item?.alsoIn.map((place) => place.page)).toEqual([8]);
    expect(points.some((point) => point.quote.startsWith("ITEM1"))).toBe(false);
    expect(points.some((point) => point.quote.startsWith("Memoria RAM"))).toBe(true);
  });

  it("a shorter statement that adds no word or figure restates the longer one; a new figure does not", () => {
    const full = gistOf(
      "Las ofertas deberán presentarse en idioma español, sin enmiendas ni raspaduras, en sobre cerrado y foliadas.",
    );
    expect(
      isRestatedIn(gistOf("Las ofertas deberán presentarse en idioma español, en sobre cerrado."), full),
    ).toBe(true);
    expect(
      isRestatedIn(gistOf("Las ofertas deberán presentarse en 2 ejemplares, en sobre cerrado."), full),
    ).toBe(false);
    // One other word in a short sentence is another document ('… la opinión del INFONAVIT').
    expect(
      isRestatedIn(
        gistOf("El licitante deberá presentar la opinión del INFONAVIT."),
        gistOf("El licitante deberá presentar la opinión de cumplimiento emitida por el SAT."),
      ),
    ).toBe(false);
    // Too short to tell two items' specifications apart.
    expect(isRestatedIn(gistOf("Memoria RAM: 256 GBytes."), gistOf("Memoria RAM: 256 GBytes o más."))).toBe(
      false,
    );
  });

  it("the same duty stated again, shorter, on the same page is one row", () => {
    const points = extractRelevantPoints([
      passage(
        [
          "Las ofertas deberán presentarse en idioma español, sin enmiendas ni raspaduras, en sobre cerrado y foliadas.",
          "Las ofertas deberán presentarse en idioma español, en sobre cerrado.",
        ].join("\n"),
      ),
    ]);
    expect(points).toHaveLength(1);
  });
});
