import { describe, expect, it } from "vitest";
import { isGarbageLayer, isUsableTextLayer } from "./text-layer-quality";

const CLAUSE =
  "La garantía de cumplimiento será del diez por ciento del monto total del contrato, sin incluir el IVA, y se entregará dentro de los diez días naturales siguientes a la firma.";

describe("isUsableTextLayer", () => {
  it("keeps a page's real text layer, tables of figures included", () => {
    expect(isUsableTextLayer(CLAUSE)).toBe(true);
    expect(
      isUsableTextLayer("Partida | Cantidad | Precio\n1 | 250 | $1,234.00\n2 | 10 | $99.50\n3 | 7 | $5.25"),
    ).toBe(true);
  });

  it("sends empty pages, a stamped page number and garbage to OCR", () => {
    expect(isUsableTextLayer("")).toBe(false);
    expect(isUsableTextLayer("Página 1 de 7")).toBe(false);
    expect(isUsableTextLayer("\uFFFD\uFFFD\uFFFD \uE001\uE002\uE003 ".repeat(20))).toBe(false);
    expect(isGarbageLayer("!#$%&/()=?¡ ".repeat(20))).toBe(true);
    expect(isGarbageLayer("xkcd qwrt zxcvb plmnk ghjkl trwq bcdf ".repeat(4))).toBe(true);
    expect(isGarbageLayer(CLAUSE)).toBe(false);
  });
});
