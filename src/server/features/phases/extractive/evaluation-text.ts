/**
 * Word matching for the evaluation (phase 8): a "stemming-lite" for Spanish good enough to tell whether
 * a proposal talks about what a criterion asks. Lower case, no accents, stopwords dropped, and each word
 * cut to its first STEM_CHARS letters so 'experiencia', 'experiencias' and 'experiencial' meet.
 */

const STEM_CHARS = 6;

// Function words plus words every tender says everywhere (they would make every statement "evidence").
const STOPWORDS = new Set(
  (
    "a al algo ante antes asi aun bajo cada como con contra cual cuales cuando de del desde donde dos durante " +
    "e el ella ellas ellos en entre era es esa esas ese eso esos esta estas este esto estos fue fueron ha han " +
    "hasta hay la las le les lo los mas me mi mismo muy ni no nos o otra otras otro otros para pero por porque " +
    "que quien se sea segun ser si sin sobre solo su sus tal tambien tanto te tiene toda todas todo todos tres " +
    "tu un una uno unos unas y ya " +
    "debera deberan podra podran sera seran caso forma mediante conforme cual dicho dicha respecto parte " +
    "puntos punto pts porcentaje porcentajes maximo maxima otorgara otorgaran obtendra tendra valor " +
    "licitante licitantes participante participantes acredite acredita acreditar contar cuente cuenta"
  ).split(" "),
);

/** Lower case and no accents (ñ kept as n), single spaces. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The content words of a text, in order, each with its stem: the pairs keep the original word for messages. */
export function contentWords(text: string): Array<{ word: string; stem: string }> {
  const out: Array<{ word: string; stem: string }> = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(/[\p{L}\d]+/gu)) {
    const word = match[0];
    const folded = foldText(word);
    if (folded.length < 3 || STOPWORDS.has(folded) || /^\d+$/.test(folded)) continue;
    const stem = folded.slice(0, STEM_CHARS);
    if (seen.has(stem)) continue;
    seen.add(stem);
    out.push({ word: word.toLowerCase(), stem });
  }
  return out;
}

/** The set of stems of a text. */
export function stemsOf(text: string): Set<string> {
  return new Set(contentWords(text).map((entry) => entry.stem));
}

/** Share of `wanted`'s stems present in `text` (0 when `wanted` has none). */
export function overlapShare(wanted: string, text: string): number {
  const want = stemsOf(wanted);
  if (want.size === 0) return 0;
  const have = stemsOf(text);
  let hits = 0;
  for (const stem of want) if (have.has(stem)) hits += 1;
  return hits / want.size;
}

/** The `[PENDIENTE: …]` marks inside a text, as written. */
export function pendingMarks(text: string): string[] {
  return text.match(/\[PENDIENTE:[^\]]*\]/g) ?? [];
}

/**
 * What the text actually says once its [PENDIENTE: …] marks are out: nothing when only a field's label
 * is left ('Años de experiencia: [PENDIENTE: …]').
 */
export function withoutPendingMarks(text: string): string {
  const said = text.replace(/\[PENDIENTE:[^\]]*\]/g, " ").trim();
  return /^[^:.]{1,60}:$/u.test(said) ? "" : said;
}

/** The first `max` words of a text, with an ellipsis when cut. */
export function firstWords(text: string, max: number): string {
  const words = text.replace(/\s+/g, " ").trim().split(" ");
  return words.length <= max ? words.join(" ") : `${words.slice(0, max).join(" ")}…`;
}

// Words every criterion may hold: sharing one says nothing about being the same criterion.
const GENERIC_WORDS = new Set(
  "proponente proponentes licitante licitantes oferente oferentes oferta ofertas propuesta propuestas factor calidad experiencia tecnica economica precio puntos puntaje criterio personal".split(
    " ",
  ),
);

/** Whether a sentence (`long`) restates a short criterion's name (`short`) by one of its own words. */
export function restatesName(long: string, short: string): boolean {
  const shortWords = foldText(short).split(/[^a-z0-9ñ]+/u);
  if (shortWords.length > 8 || foldText(long).split(/\s+/u).length <= 8) return false;
  const longWords = new Set(foldText(long).split(/[^a-z0-9ñ]+/u));
  return shortWords.some((word) => word.length >= 6 && !GENERIC_WORDS.has(word) && longWords.has(word));
}
