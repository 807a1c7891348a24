/** Fewer letters and digits than this on a page: its text layer is a stamp or a page number, not the page. */
const MIN_USEFUL_CHARACTERS = 25;

/**
 * Whether a PDF page's text layer can be trusted as the page's text. Not when it is empty or nearly
 * (a scan with a stamped 'Página 1 de 7'), nor when it is garbage: a font without a Unicode map yields
 * symbols, replacement characters or private-use code points, and a bad OCR layer left by a scanner
 * yields 'words' with no vowel. Such pages are read again by OCR.
 */
export function isUsableTextLayer(text: string): boolean {
  return count(text, WORD_CHARACTER) >= MIN_USEFUL_CHARACTERS && !isGarbageLayer(text);
}

// Counted over the whole text, one match per code point (as a spread of the text would give them);
// none of them matches a blank.
const WORD_CHARACTER = /[\p{L}\p{N}]/gu;
const NOT_BLANK = /\S/gu;
const STRANGE_CHARACTER = /[\uFFFD\uE000-\uF8FF\p{Co}\p{Cn}]/gu;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** A text layer made of symbols, unknown code points or vowel-less 'words': not the page's text. */
export function isGarbageLayer(text: string): boolean {
  const characters = count(text, NOT_BLANK);
  if (characters === 0) return false;
  const wordCharacters = count(text, WORD_CHARACTER);
  const strange = count(text, STRANGE_CHARACTER);
  if (strange / characters > 0.05) return true;
  if (wordCharacters / characters < 0.4) return true;
  const words = text.match(/\p{L}{4,}/gu) ?? [];
  if (words.length < 10) return false;
  const withoutVowel = words.filter((word) => !/[aeiouáéíóúüyAEIOUÁÉÍÓÚÜY]/u.test(word)).length;
  return withoutVowel / words.length > 0.3;
}
