/** Fewer letters and digits than this on a page: its text layer is a stamp or a page number, not the page. */
const MIN_USEFUL_CHARACTERS = 25;

/**
 * Whether a PDF page's text layer can be trusted as the page's text. Not when it is empty or nearly
 * (a scan with a stamped 'Página 1 de 7'), nor when it is garbage: a font without a Unicode map yields
 * symbols, replacement characters or private-use code points, and a bad OCR layer left by a scanner
 * yields 'words' with no vowel. Such pages are read again by OCR.
 */
export function isUsableTextLayer(text: string): boolean {
  const wordCharacters = [...text].filter((character) => /[\p{L}\p{N}]/u.test(character)).length;
  return wordCharacters >= MIN_USEFUL_CHARACTERS && !isGarbageLayer(text);
}

/** A text layer made of symbols, unknown code points or vowel-less 'words': not the page's text. */
export function isGarbageLayer(text: string): boolean {
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
  const withoutVowel = words.filter((word) => !/[aeiouáéíóúüyAEIOUÁÉÍÓÚÜY]/u.test(word)).length;
  return withoutVowel / words.length > 0.3;
}
