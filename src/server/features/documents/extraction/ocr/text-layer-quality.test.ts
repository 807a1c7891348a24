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

/** The check as it was written before it counted by whole-text matches (issue 14): one regex per character. */
function garbageByCharacter(text: string): boolean {
  const characters = [...text.replace(/\s+/gu, "")];
  if (characters.length === 0) return false;
  const wordCharacters = characters.filter((character) => /[\p{L}\p{N}]/u.test(character)).length;
  const strange = characters.filter((character) =>
    /[\uFFFD\uE000-\uF8FF\p{Co}\p{Cn}]/u.test(character),
  ).length;
  if (strange / characters.length > 0.05) return true;
  if (wordCharacters / characters.length < 0.4) return true;
  const words = text.match(/\p{L}{4,}/gu) ?? [];
  if (words.length < 10) return false;
  return words.filter((word) => !/[aeiouáéíóúüyAEIOUÁÉÍÓÚÜY]/u.test(word)).length / words.length > 0.3;
}

describe("counting by whole-text matches", () => {
  it("decides as the per-character check on texts near every threshold", () => {
    // Letters, digits, blanks of every kind, symbols, replacement and private-use characters, emoji
    // (surrogate pairs), lone surrogates, unassigned code points: mixed in proportions around the limits.
    const alphabet = [
      "a",
      "ñ",
      "É",
      "7",
      " ",
      "\u00A0",
      "\t",
      "\n",
      "\u2003",
      "!",
      "$",
      "\uFFFD",
      "\uE001",
      "😀",
      "\uD800",
      "\uDC00",
      "\u0378",
      "𝐀",
      "x",
      "k",
      "garantía ",
      "licitación ",
      "xkcd ",
      "zrtp ",
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const seen = new Set<string>();
    for (let sample = 0; sample < 2_000; sample++) {
      const weights = alphabet.map(() => random() ** 3);
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let text = "";
      for (let index = 0; index < 5 + Math.floor(random() * 120); index++) {
        let pick = random() * total;
        let at = 0;
        while (pick > (weights[at] as number) && at < alphabet.length - 1) pick -= weights[at++] as number;
        text += alphabet[at];
      }
      expect(isGarbageLayer(text), JSON.stringify(text)).toBe(garbageByCharacter(text));
      const usable =
        [...text].filter((character) => /[\p{L}\p{N}]/u.test(character)).length >= 25 &&
        !garbageByCharacter(text);
      expect(isUsableTextLayer(text), JSON.stringify(text)).toBe(usable);
      seen.add(`${garbageByCharacter(text)} ${usable}`);
    }
    // Every outcome came up: usable, garbage, and neither (too short but clean).
    expect([...seen].sort()).toEqual(["false false", "false true", "true false"]);
  });
});
