/**
 * Word helpers shared by the index and the draft: keywords without the words every tender repeats,
 * their overlap, the sentences of a passage that mention them, and a heading cut from the bases' words.
 */
import { segmentUnits } from "./segment-units";

/** A word's stem: no plural 's', seven letters, so 'metodologías' meets 'metodológico' but 'especial' not 'especificación'. */
function stem(word: string): string {
  // 'Constitución' (the law) is not 'constitutiva' (the company's deed).
  if (word.startsWith("constituci")) return "constituci";
  return word.replace(/s$/u, "").slice(0, 7);
}

// Words every part of a tender carries: they would tie anything to anything.
const STOPWORDS = new Set(
  [
    "para",
    "como",
    "este",
    "esta",
    "estos",
    "estas",
    "dicho",
    "dicha",
    "cada",
    "todo",
    "toda",
    "todos",
    "todas",
    "sobre",
    "entre",
    "desde",
    "hasta",
    "donde",
    "cual",
    "cuales",
    "deber",
    "debera",
    "deberan",
    "debe",
    "deben",
    "podra",
    "podran",
    "sera",
    "seran",
    "mismo",
    "misma",
    "otros",
    "otras",
    "propuesta",
    "propuestas",
    "tecnica",
    "tecnicas",
    "tecnico",
    "tecnicos",
    "licitante",
    "licitantes",
    "oferente",
    "oferentes",
    "proveedor",
    "bases",
    "presente",
    "presentar",
    "presentara",
    "incluir",
    "contener",
    "contendra",
    "indicar",
    "acuerdo",
    "conforme",
    "dentro",
    "parte",
    "caso",
    "forma",
    "debidamente",
    "respectiva",
    "respectivo",
    "licitacion",
    "convocante",
    "empresa",
    "apartado",
    "seccion",
    "agregar",
    "anadir",
    "incluya",
    "favor",
    "mencionar",
  ].map(stem),
);

// Words a heading shares with requirements of every subject ('Cumplimiento de especificaciones' and
// 'opinión de cumplimiento', 'plan de trabajo' and 'el sitio de los trabajos', 'Entendimiento de los
// requerimientos' and 'los documentos requeridos'): they do not tie a requirement to the heading alone.
const GENERIC_IN_HEADINGS = new Set(
  [
    "cumplimiento",
    "requerimiento",
    "requerido",
    "trabajo",
    "documentacion",
    "documento",
    "general",
    "relacion",
  ].map(stem),
);

/** A heading's keywords that name its subject (without the words every kind of requirement uses). */
export function headingKeywords(heading: string): Set<string> {
  return new Set([...keywords(heading)].filter((word) => !GENERIC_IN_HEADINGS.has(word)));
}

/** Lower case without accents. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

// 'Equipo' is the team and the equipment: 'equipo médico', 'equipo para venoclisis', 'equipo de
// cómputo' are goods, and share no word with 'Organización y equipo de trabajo'.
const EQUIPMENT =
  /\bequipos?\s+(?=para\b|medicos?\b|electromedicos?\b|menor(?:es)?\b|mayor(?:es)?\b|industrial(?:es)?\b|hospitalarios?\b|de\s+(?:computo|laboratorio|proteccion|seguridad|oficina|transporte|bombeo|medicion|venoclisis|curacion|diagnostico|rayos)\b)/gu;

/** The distinct significant words of a text, as stems. */
export function keywords(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of fold(text)
    .replace(EQUIPMENT, "equipamiento ")
    .split(/[^a-z0-9ñ]+/u)) {
    if (word.length <= 3 || /^\d+$/.test(word)) continue;
    const root = stem(word);
    if (!STOPWORDS.has(root)) out.add(root);
  }
  return out;
}

export function overlap(a: Set<string>, b: Set<string>): number {
  let count = 0;
  for (const word of a) if (b.has(word)) count += 1;
  return count;
}

export interface Sentence {
  text: string;
  start: number;
}

/** The sentences and table rows of a passage, each a literal slice of its text. */
export function sentencesOf(text: string): Sentence[] {
  return segmentUnits(text)
    .filter((unit) => unit.text.length >= 20 && /\p{L}{3}/u.test(unit.text))
    .map((unit) => ({ text: unit.text, start: unit.start }));
}

/** The passage's sentences that share most words with `wanted`, best first, at least `min` shared. */
export function bestSentences(text: string, wanted: Set<string>, limit: number, min = 1): string[] {
  return sentencesOf(text)
    .map((sentence, order) => ({ sentence, order, score: overlap(keywords(sentence.text), wanted) }))
    .filter((entry) => entry.score >= min)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.sentence.text);
}

const HEADING_WORDS = 10;
// Where the name of a part ends and its explanation begins.
const HEADING_BREAK =
  /[:;.(]|,\s|\s(?:hasta\s)?\d+(?:[.,]\d+)?\s*(?:puntos|pts|%)|\s[-–—]\s|\s(?:que|en el que|en la que|donde|mediante|el cual|la cual|conforme|de acuerdo|según|debidamente|describiendo|indicando|señalando|incluyendo|el licitante|los licitantes)\s/iu;

/** A heading cut from the bases' own words: the item's first phrase, at most ten words, capitalised. */
export function headingFrom(itemText: string): string {
  const flat = itemText.replace(/\s+/g, " ").trim();
  const cut = HEADING_BREAK.exec(flat);
  let phrase = (cut && cut.index >= 3 ? flat.slice(0, cut.index) : flat).trim();
  const words = phrase.split(" ");
  if (words.length > HEADING_WORDS) phrase = words.slice(0, HEADING_WORDS).join(" ");
  phrase = phrase.replace(/\s+(?:y|o|e|u|de|del|la|las|el|los|en|con|por|para|a|al)$/iu, "").trim();
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** Same heading regardless of case, accents, numbering and spacing. */
export function sameHeading(a: string, b: string): boolean {
  const key = (text: string) =>
    fold(text)
      .replace(/^[\s\dIVXivx.)-]+\s/u, "")
      .replace(/[^a-z0-9ñ]+/gu, " ")
      .trim();
  return key(a) === key(b);
}

// A heading's own list numbering: '1.', '2.-', '3)', '1.2', '1.2.', 'IV.', 'a)'. A bare figure ('2025
// Obras') is a word of the heading, not its numbering.
const HEADING_NUMBERING =
  /^\s*(?:\d{1,2}(?:\.\d{1,2})+\.?|\d{1,2}(?:\.-|\.|\)|-)|[IVXL]{1,6}(?:\.-|\.|\))|[a-z]\))\s+/u;

/** The heading without the numbering the user or the bases wrote in front, for a place that numbers it again. */
export function withoutNumbering(heading: string): string {
  const bare = heading.replace(HEADING_NUMBERING, "").trim();
  return bare === "" ? heading.trim() : bare;
}

/**
 * A table's header row ('Cliente | Contrato | Objeto | Monto') or a short title in capitals ('MODELO DE
 * CONTRATO ABIERTO'): it names columns or a part of a document, and answers or asks nothing.
 */
export function isHeaderOrTitle(text: string): boolean {
  if (/\d/.test(text)) return false;
  // A label whose value is on the lines after it ('Experiencia profesional:').
  if (/:\s*$/u.test(text) && text.trim().split(/\s+/u).length <= 4) return true;
  const cells = text
    .split(/\s*\|\s*|\t/u)
    .map((cell) => cell.trim())
    .filter(Boolean);
  if (cells.length >= 3 && cells.every((cell) => cell.split(/\s+/u).length <= 4)) return true;
  return !/\p{Ll}/u.test(text) && text.trim().split(/\s+/u).length <= 10 && !/[.;:]$/u.test(text.trim());
}
