/**
 * Text helpers for reading the applicant's data: accent-free comparison keys, sentence cutting that
 * survives Mexican abbreviations ('C.P.', 'S.A. de C.V.', 'Núm.') and quotes that always contain the value.
 */

/** Lower-case, accent-free, punctuation-free key: two spellings of one value compare equal. */
export function foldKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/sociedad anonima promotora de inversion/g, "sapi")
    .replace(/sociedad anonima/g, "sa")
    .replace(/sociedad de responsabilidad limitada/g, "s de rl")
    .replace(/sociedad civil/g, "sc")
    .replace(/de capital variable/g, "de cv")
    .replace(/[^a-z0-9ñ@]+/g, " ")
    .replace(/\b([a-z]) (?=[a-z]\b)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Accent-free lower-case text with the same length as the input, so offsets stay valid. */
export function foldSameLength(text: string): string {
  let out = "";
  for (const char of text) {
    const base = char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    out += base.length === char.length ? base : char.toLowerCase();
  }
  return out;
}

// Words after which a period does not end a sentence in Mexican legal text.
const NO_STOP = new Set([
  "c",
  "p",
  "cp",
  "s",
  "a",
  "v",
  "cv",
  "r",
  "l",
  "no",
  "núm",
  "num",
  "col",
  "av",
  "int",
  "ext",
  "mpio",
  "edo",
  "lic",
  "ing",
  "arq",
  "dr",
  "dra",
  "sr",
  "sra",
  "tel",
  "d",
  "dña",
  "i",
  "de",
  "blvd",
  "fracc",
  "carr",
  "km",
]);

/** The text up to the first real sentence end (a period not after an abbreviation) or line break. */
export function cutAtSentenceEnd(text: string, stopAtLineEnd = true): string {
  const pattern = stopAtLineEnd ? /\.(?=\s|$)|;|\n/g : /\.(?=\s|$)|;/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0] !== ".") return text.slice(0, match.index);
    const before = /([\p{L}]+)$/u.exec(text.slice(0, match.index));
    if (!before || !NO_STOP.has(before[1]?.toLowerCase() ?? "")) return text.slice(0, match.index);
  }
  return text;
}

const QUOTE_LIMIT = 380;

/**
 * A literal slice of `text` that contains [start, end): the line(s) it sits on, narrowed to a window
 * around the value when the lines are too long for a quote.
 */
export function quoteAround(text: string, start: number, end: number): string {
  let from = text.lastIndexOf("\n", start - 1) + 1;
  let to = text.indexOf("\n", end);
  if (to < 0) to = text.length;
  if (to - from > QUOTE_LIMIT) {
    const room = Math.max(0, QUOTE_LIMIT - (end - start));
    from = Math.max(from, start - Math.floor(room / 2));
    to = Math.min(to, from + Math.max(QUOTE_LIMIT, end - start));
    // Start and end on word boundaries so the quote reads well.
    const space = text.indexOf(" ", from);
    if (from > 0 && space >= 0 && space < start) from = space + 1;
    const lastSpace = text.lastIndexOf(" ", to);
    if (to < text.length && lastSpace > end) to = lastSpace;
  }
  return text.slice(from, to).trim();
}

const MONTHS =
  "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre";

/** A date as written in Mexican documents: '10 de marzo de 2015', '10/03/2015', '2015-03-10'. */
export const DATE_PATTERN = new RegExp(
  `\\b(?:\\d{1,2}\\s+de\\s+(?:${MONTHS})\\s+(?:de|del)\\s+\\d{4}|\\d{1,2}[/-]\\d{1,2}[/-]\\d{4}|\\d{4}-\\d{2}-\\d{2})\\b`,
  "iu",
);

// A person's name: two to five capitalised words, with the particles of Spanish surnames.
const NAME_WORD = "(?:[A-ZÁÉÍÓÚÑÜ][a-záéíóúñü]+|[A-ZÁÉÍÓÚÑÜ]{2,})";
export const PERSON_NAME = `${NAME_WORD}(?:\\s+(?:(?:de|del|de la|de los|y)\\s+)?${NAME_WORD}){1,4}`;

// Words that start a phrase, not a name ('La Sociedad', 'Que comparece'); not a name's start ('Elías',
// 'Suárez', 'Cárdenas'), which an ASCII `\b` before the accented letter took for 'el', 'su', 'c'.
const NOT_NAME =
  /^(la|el|los|las|de|del|que|se|su|sus|sociedad|empresa|para|con|en|por|quien|dicha|dicho|ante|este|esta|c|ciudadano|licitante|notario)(?![\p{L}\d])/iu;

export function isPersonName(candidate: string): boolean {
  return !NOT_NAME.test(candidate) && candidate.split(/\s+/).length >= 2;
}
