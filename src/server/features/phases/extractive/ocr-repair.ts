/**
 * Reading slips of OCR text repaired for the rules, never for the quote: the quote stays the literal
 * text a reviewer finds on the page, while the rules and the 'Requisito' read 'licitación' where the
 * scan gave 'Licitaci6n', 'la' for '1a', 'legal' for 'Iegal', 'presentar' for 'prese ntar' and
 * 'veinticuatro' for 'veinticu-\natro'. A repair is taken only when the document itself spells the
 * word that way elsewhere (its own lexicon), so no word is invented.
 */

/** Every word by its key (lower case, no accents): its spellings and how often each occurs. */
export type Lexicon = Map<string, { forms: Map<string, number>; count: number }>;

const WORD = /[\p{L}\d|]+/gu;

/** A word's key: lower case, no accents. */
function fold(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();
}

/** Every word of the texts by its key, with the spellings the texts give it. */
export function buildLexicon(texts: readonly string[]): Lexicon {
  const lexicon: Lexicon = new Map();
  for (const text of texts) {
    for (const match of text.matchAll(WORD)) {
      const word = match[0];
      if (!/^\p{L}+$/u.test(word) || word.length < 2) continue;
      const lower = word.toLowerCase();
      const key = fold(lower);
      const entry = lexicon.get(key) ?? { forms: new Map<string, number>(), count: 0 };
      entry.forms.set(lower, (entry.forms.get(lower) ?? 0) + 1);
      entry.count++;
      lexicon.set(key, entry);
    }
  }
  return lexicon;
}

/** The accented spelling of a key when the document mostly writes it so ('licitación'), or null. */
function accentedForm(entry: { forms: Map<string, number>; count: number }): string | null {
  let best: [string, number] | null = null;
  for (const [form, count] of entry.forms) {
    if (form.normalize("NFD") !== fold(form) && (best === null || count > best[1])) best = [form, count];
  }
  return best && best[1] >= 2 ? best[0] : null;
}

// Letters OCR reads for others: grave accents for acute, 'I' or '1' for 'l', '6' for 'ó', '0' for 'o'.
const GRAVE: Record<string, string> = {
  à: "á",
  è: "é",
  ì: "í",
  ò: "ó",
  ù: "ú",
  À: "Á",
  È: "É",
  Ì: "Í",
  Ò: "Ó",
  Ù: "Ú",
};

function candidates(word: string): string[] {
  const graves = word.replace(/[àèìòùÀÈÌÒÙ]/gu, (letter) => GRAVE[letter] ?? letter);
  const out = new Set<string>([graves]);
  const isCapitals = graves === graves.toUpperCase();
  if (!isCapitals) out.add(graves.replace(/(?<=^|\p{Ll})[I1|](?=\p{Ll})/gu, "l"));
  out.add(graves.replace(/(?<=\p{L})6(?=n\b)/gu, "ó").replace(/(?<=\p{L})0(?=\p{L})/gu, "o"));
  out.add(graves.replace(/rn/g, "m"));
  return [...out];
}

function withCase(original: string, form: string): string {
  if (original === original.toUpperCase() && original.length > 1) return form.toUpperCase();
  if (/^\p{Lu}/u.test(original)) return form.charAt(0).toUpperCase() + form.slice(1);
  return form;
}

/**
 * Slips no Spanish word can be: a capital 'I' (or a '|') between small letters ('ceIebrados',
 * 'cumpIir') is an 'l', and 'rrn', a cluster Spanish never writes, is 'rm' ('firrnarse', 'forrnato').
 * Repaired whatever the lexicon holds, since the document may never spell the word right.
 */
function withoutImpossibleLetters(word: string): string {
  return word.replace(/(?<=\p{Ll})[I|](?=\p{Ll})/gu, "l").replace(/rrn/g, "rm");
}

/** The lexicon's spelling of a word that may hold a slip, or the word itself. */
function repairWord(written: string, lexicon: Lexicon): string {
  const word = withoutImpossibleLetters(written);
  const own = lexicon.get(fold(word))?.forms.get(word.toLowerCase()) ?? 0;
  for (const candidate of candidates(word)) {
    if (candidate === word || !/^\p{L}+$/u.test(candidate)) continue;
    const known = lexicon.get(fold(candidate));
    // Only a spelling the document uses more than the slip itself.
    if (known && known.count >= 2 && known.count > own) {
      return withCase(candidate, accentedForm(known) ?? candidate.toLowerCase());
    }
  }
  // A lost accent ('contratacion'): only where the document writes the word with it four times as often.
  const entry = lexicon.get(fold(word));
  if (!entry || word.length < 5 || /\p{M}/u.test(word.normalize("NFD"))) return word;
  const accented = accentedForm(entry);
  if (!accented) return word;
  const plain = entry.forms.get(word.toLowerCase()) ?? 0;
  return plain * 4 <= (entry.forms.get(accented) ?? 0) ? withCase(word, accented) : word;
}

function isSplitWord(first: string, second: string, lexicon: Lexicon): boolean {
  const whole = lexicon.get(fold(first + second));
  if (!whole) return false;
  const isPiece = (piece: string) => (lexicon.get(fold(piece))?.count ?? 0) <= 1;
  // A word the documents write whole only once ('encontrarse') still rejoins two pieces that are no
  // word of theirs ('ENCO NTRARSE'): two such pieces that spell a word of the documents are that word.
  if (whole.count < 2) return isPiece(first) && isPiece(second);
  return isPiece(first) || isPiece(second);
}

/** The text as the rules read it: hyphenated line ends joined, split words rejoined, slips repaired. */
export function readableText(text: string, lexicon: Lexicon): string {
  const joined = text
    .replace(/(\p{L})-\n(\p{Ll})/gu, "$1$2")
    .replace(/\b[I1](a|as|os|o)\b(?= \p{Ll})/gu, "l$1");
  // 'prese ntar', 'licita nte': two pieces that are a word of the document when written together.
  // The same in capitals ('ACREDI TACIÓN', 'ENCO NTRARSE'): a title's words, split alike.
  const rejoined = joined.replace(/\p{L}{2,}(?: \p{Ll}{2,})+|\p{Lu}{2,}(?: \p{Lu}{2,})+/gu, (run) => {
    const words = run.split(" ");
    const out: string[] = [];
    for (let index = 0; index < words.length; index++) {
      const first = words[index] as string;
      const second = words[index + 1];
      if (second !== undefined && isSplitWord(first, second, lexicon)) {
        out.push(first + second);
        index++;
      } else out.push(first);
    }
    return out.join(" ");
  });
  return rejoined.replace(/[\p{L}\d|]+/gu, (word, offset: number, whole: string) =>
    /\p{L}/u.test(word) && !/^\d+$/.test(word) && !/\d{2}/.test(word) && !inToken(whole, offset, word.length)
      ? repairWord(word, lexicon)
      : word,
  );
}

/** A piece of a file name, an address or a code ('jaen-03-anexo.pdf', 'ventas@empresa.mx'): kept as written. */
function inToken(text: string, start: number, length: number): boolean {
  const before = text.slice(Math.max(0, start - 2), start);
  const after = text.slice(start + length, start + length + 2);
  // A dot before the word is an abbreviation's as often ('e.firma'); only the one after marks a name.
  return /[\p{L}\d][-_/@\\]$/u.test(before) || /^[-_/@\\]|^\.[\p{L}\d]/u.test(after);
}
