/**
 * Text as every extractor hands it on: NFC, no control characters but newlines and tabs, single spaces,
 * no trailing blanks, at most one empty line in a row.
 */

// C0 and C1 controls except \t (09) and \n (0A); \r is turned into \n before this runs.
const CONTROL_CHARACTERS = /[^\P{Cc}\t\n]/gu;
// Invisible characters that only split words for search: soft hyphen, zero-width space/joiners, BOM.
const INVISIBLE_CHARACTERS = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
// Every horizontal blank but the tab (no-break and typographic spaces included).
const HORIZONTAL_SPACES = /[^\S\n\t]+/g;
// Symbol-font bullets that PDF and Word files carry as private-use characters.
const PRIVATE_USE_BULLET = /^([ \t]*)[\uE000-\uF8FF](?=\s)/gm;
const PRIVATE_USE = /[\uE000-\uF8FF]/g;
const LIGATURES: Record<string, string> = {
  "\uFB00": "ff",
  "\uFB01": "fi",
  "\uFB02": "fl",
  "\uFB03": "ffi",
  "\uFB04": "ffl",
  "\uFB05": "st",
  "\uFB06": "st",
};

export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(/[\f\v\u2028\u2029\u0085]/g, "\n");
}

export function normalizeText(text: string): string {
  return normalizeNewlines(text)
    .normalize("NFC")
    .replace(/[\uFB00-\uFB06]/g, (ligature) => LIGATURES[ligature] ?? ligature)
    .replace(INVISIBLE_CHARACTERS, "")
    .replace(CONTROL_CHARACTERS, "")
    .replace(PRIVATE_USE_BULLET, "$1•")
    .replace(PRIVATE_USE, "")
    .replace(HORIZONTAL_SPACES, " ")
    .replace(/[ \t]+$/gm, "")
    .replace(/^ +/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Joins words that a PDF broke across a line end with a hyphen ('licita-\nción' → 'licitación'). Only
 * when a lower-case letter follows: 'Norma ISO-\n9001' and 'Anexo A-\nB' keep their hyphen.
 */
export function joinHyphenatedLines(text: string): string {
  return text.replace(/(\p{Ll}) ?-\n(\p{Ll})/gu, "$1$2");
}
