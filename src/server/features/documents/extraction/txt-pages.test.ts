/** Pages of text files: form feeds and the page-marker lines OCR and copy-paste leave. */
import { describe, expect, it } from "vitest";
import { splitTextPages } from "./txt-pages";
import { readTxtText } from "./txt-text";

const pagesOf = (text: string) => splitTextPages(text)?.map((page) => [page.page, page.text.trim()]);

describe("splitTextPages", () => {
  it("splits on form feeds, without an empty last page", () => {
    expect(pagesOf("Uno\fDos\fTres\f")).toEqual([
      [1, "Uno"],
      [2, "Dos"],
      [3, "Tres"],
    ]);
  });

  it("reads '=== PÁGINA N ===' as the header of page N and drops the marker", () => {
    expect(
      pagesOf("=== PÁGINA 1 ===\nBases de la licitación\n=== PÁGINA 2 ===\nJunta de aclaraciones"),
    ).toEqual([
      [1, "Bases de la licitación"],
      [2, "Junta de aclaraciones"],
    ]);
  });

  it("reads 'Página N de M' and '- N -' at the foot of a page as its footer", () => {
    const text = "Convocatoria LPN-001-2025\nObjeto: obra\nPágina 1 de 3\nRequisitos\nPágina 2 de 3\nFallo";
    expect(pagesOf(text)).toEqual([
      [1, "Convocatoria LPN-001-2025\nObjeto: obra"],
      [2, "Requisitos"],
      [3, "Fallo"],
    ]);
    expect(pagesOf("Primera hoja\n- 1 -\nSegunda hoja\n- 2 -\nTercera hoja\n- 3 -")).toEqual([
      [1, "Primera hoja"],
      [2, "Segunda hoja"],
      [3, "Tercera hoja"],
    ]);
  });

  it("keeps counting over a misread number and leaves a text without markers whole", () => {
    expect(pagesOf("A\n- 1 -\nB\n- 7 -\nC\n- 3 -")?.map((page) => page[0])).toEqual([1, 2, 3]);
    expect(splitTextPages("Una sola página.\nPágina 1 de 1")).toBeNull();
  });

  it("gives the extracted units of a paged text file their page numbers", () => {
    const units = readTxtText(new TextEncoder().encode("=== PÁGINA 1 ===\nUno\n=== PÁGINA 2 ===\nDos"));
    expect(units.map((unit) => [unit.page, unit.text])).toEqual([
      [1, "Uno"],
      [2, "Dos"],
    ]);
    expect(readTxtText(new TextEncoder().encode("Sin páginas")).map((unit) => unit.page)).toEqual([null]);
  });
});
