/** Fewer letters and digits than this on a page: its text layer is a stamp or a page number, not the page. */
const MIN_USEFUL_CHARACTERS = 25;

/**
 * Whether a PDF page's text layer can be trusted as the page's text. Not when it is empty or nearly
 * (a scan with a stamped 'Página 1 de 7'), nor when it is garbage: a font without a Unicode map yields
 * symbols, replacement characters or private-use code points, and a bad OCR layer left by a scanner
 * yields 'words' with no vowel. Such pages are read again by OCR.
 */
export function isUsableTextLayer(text: string): boolean {
  const counts = countCharacters(text);
  return counts.word >= MIN_USEFUL_CHARACTERS && !isGarbage(text, counts);
}

/** A text layer made of symbols, unknown code points or vowel-less 'words': not the page's text. */
export function isGarbageLayer(text: string): boolean {
  return isGarbage(text, countCharacters(text));
}

const BLANK = /\s/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const STRANGE_CHARACTER = /[\uFFFD\uE000-\uF8FF\p{Co}\p{Cn}]/u;

interface CharacterCounts {
  /** Code points that are not blank. */
  visible: number;
  /** Letters and digits. */
  word: number;
  /** Replacement, private-use and unassigned code points. */
  strange: number;
}

/**
 * Counts a page's characters by code point in one pass: ASCII (nearly all of a Spanish page) by its
 * code, the rest by the patterns. A page's text is tens of thousands of characters and every page is
 * checked, so no string or array is made per character.
 */
function countCharacters(text: string): CharacterCounts {
  const counts: CharacterCounts = { visible: 0, word: 0, strange: 0 };
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 128) {
      if (code === 32 || (code >= 9 && code <= 13)) continue;
      counts.visible++;
      if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122))
        counts.word++;
      continue;
    }
    const isPair = code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(index + 1));
    const character = isPair ? text.slice(index, index + 2) : (text[index] as string);
    if (isPair) index++;
    if (BLANK.test(character)) continue;
    counts.visible++;
    if (WORD_CHARACTER.test(character)) counts.word++;
    else if (STRANGE_CHARACTER.test(character)) counts.strange++;
  }
  return counts;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function isGarbage(text: string, counts: CharacterCounts): boolean {
  if (counts.visible === 0) return false;
  if (counts.strange / counts.visible > 0.05) return true;
  if (counts.word / counts.visible < 0.4) return true;
  const words = text.match(/\p{L}{4,}/gu) ?? [];
  if (words.length < 10) return false;
  const withoutVowel = words.filter((word) => !/[aeiouáéíóúüyAEIOUÁÉÍÓÚÜY]/u.test(word)).length;
  return withoutVowel / words.length > 0.3;
}
