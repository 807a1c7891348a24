import { describe, expect, it } from "vitest";
import { extractRelevantPoints } from "./phase1-relevant-points";

/**
 * Numbered section titles over what they announce (noise-context.ts isSectionTitle), on sentences written
 * for these tests, in mixed case and in capitals.
 */
const quotesOf = (text: string) =>
  extractRelevantPoints([
    { id: "p", documentId: "d", documentName: "bases.pdf", page: 2, heading: null, text },
  ]).map((point) => point.quote);

describe("numbered section titles (stop 27)", () => {
  const page = [
    "1. Información sobre los bienes objeto de esta licitación.",
    "Medio que utilizará la licitación y carácter de esta:",
    "a) La presente licitación será presencial, por lo que los licitantes presentarán sus propuestas en dos sobres cerrados durante el acto de apertura.",
    "b) La presente licitación se refiere a la adquisición de papelería cuyas especificaciones se detallan en el Anexo 1.",
    "20. Penas convencionales por atraso en la entrega de los bienes del contrato.",
    "a) En caso de atraso en la entrega de los bienes se aplicará al proveedor una pena convencional del 0.5% por cada día natural de atraso.",
    "b) Si el atraso persiste por diez días naturales, el municipio podrá rescindir el contrato.",
  ].join("\n");

  it("a title over a list's opening, and one of up to twelve words over lettered items, make no rows", () => {
    for (const text of [page, page.toUpperCase()]) {
      const quotes = quotesOf(text).map((quote) => quote.toLowerCase());
      expect(quotes.some((quote) => quote.startsWith("1. información sobre los bienes"))).toBe(false);
      expect(quotes.some((quote) => quote.startsWith("20. penas convencionales"))).toBe(false);
      expect(quotes.some((quote) => quote.includes("0.5% por cada día natural"))).toBe(true);
      expect(quotes.some((quote) => quote.includes("será presencial"))).toBe(true);
    }
  });

  it("a bare opening of rejection causes is no row; its causes are, each mandatory", () => {
    const text = [
      "Se descalificará a los proveedores por los motivos siguientes:",
      "a) Cuando no presenten la totalidad de los documentos solicitados en estas bases.",
      "b) Cuando se compruebe que han acordado con otros proveedores elevar los precios.",
    ].join("\n");
    const rows = extractRelevantPoints([
      { id: "p", documentId: "d", documentName: "bases.pdf", page: 3, heading: null, text },
    ]);
    expect(rows.some((row) => row.quote.includes("motivos siguientes"))).toBe(false);
    expect(rows.filter((row) => row.kind === "causal_rechazo" && row.mandatory)).toHaveLength(2);
  });
});
