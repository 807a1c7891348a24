/**
 * A form's letterhead printed over each annex of Mexican bases ('MUNICIPIO DE … / DIRECCIÓN DE
 * ADMINISTRACIÓN … / PROCEDIMIENTO DE LICITACIÓN … / LPNP-…'): segment-units.ts cuts it into a unit of its
 * own, noise-rows.ts reads it as page furniture when it carries no figure or verb.
 */

// The buyer named first in a letterhead ('MUNICIPIO DE SAN PEDRO', 'H. Ayuntamiento de…', 'Dirección de…').
const BUYER_LINE =
  /^\W*(?:h\.\s*)?(?:municipio|ayuntamiento|gobierno|secretar[íi]a|direcci[óo]n|subdirecci[óo]n|instituto|comit[ée]|servicios|universidad|comisi[óo]n|poder|organismo|coordinaci[óo]n|departamento)(?!\p{L})/iu;
const LIST_START = /^\s*(?:[a-zñ]\)|\d{1,2}[.)-]|[IVXL]{1,5}\.|[•\-–·*])\s/iu;

/** Whether a line may be one of a letterhead's: short, no sentence end, no list item. */
function isLetterheadLine(line: string): boolean {
  const text = line.trim();
  return text !== "" && text.split(/\s+/u).length <= 10 && !/[.;]$/u.test(text) && !LIST_START.test(text);
}

/**
 * Where the letterhead that starts at line `index` ends (exclusive), or -1: a form's heading printed over
 * each annex ('MUNICIPIO DE … / DIRECCIÓN DE ADMINISTRACIÓN … / PROCEDIMIENTO DE LICITACIÓN … / LPNP-…'),
 * three or more short lines naming the buyer first. A line ending in a colon (the form's first field) ends it.
 */
export function letterheadEnd(lines: readonly string[], index: number): number {
  if (!BUYER_LINE.test(lines[index] ?? "")) return -1;
  let end = index;
  while (end < lines.length && isLetterheadLine(lines[end] ?? "")) {
    end += 1;
    if (/:$/u.test((lines[end - 1] ?? "").trim())) break;
  }
  return end - index >= 3 ? end : -1;
}

/** A unit that is a letterhead's lines (letterheadEnd), whatever else it holds. */
export function isLetterhead(sentence: string): boolean {
  const lines = sentence.split("\n").filter((line) => line.trim() !== "");
  return lines.length >= 3 && letterheadEnd(lines, 0) === lines.length;
}
