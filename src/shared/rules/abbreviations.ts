/**
 * Words after which a period ends no sentence: the sentence splitter of phase 1 (segment-units.ts) and the
 * cutter of long paragraphs into passages (split-passages.ts) read the same list, so an address
 * ('C.P. 50400', 'Col. Centro', 'Esq. Hidalgo') or a reference ('Art. 5', 'No. 12') is never cut.
 */
// Words after which a period does not end a sentence ('art. 5', 'Sr. Pérez', 'inc. b', 'Blvd. Juárez').
const ABBREVIATIONS: ReadonlySet<string> = new Set([
  "art",
  "arts",
  "artículo",
  "inc",
  "incs",
  "sr",
  "sra",
  "sres",
  "dr",
  "dra",
  "lic",
  "ing",
  "núm",
  "nro",
  "no",
  "nº",
  "n°",
  "pág",
  "págs",
  "etc",
  "ej",
  "cap",
  "fs",
  "ap",
  "apdo",
  "aprox",
  "cía",
  "dto",
  "dec",
  "tel",
  "av",
  // An address: 'Blvd. Adolfo López Mateos', 'Col. Centro', 'Calz. de Tlalpan', 'Fracc. Las Águilas', 'Esq. Hidalgo'.
  "avda",
  "blvd",
  "bv",
  "col",
  "calz",
  "fracc",
  "esq",
  "mpio",
  "vs",
  "p",
  "pp",
  "ee",
  "uu",
  "s",
  "a",
  "c",
  "v",
  "cv",
  "vta",
  "mín",
  "máx",
  "ud",
  "uds",
]);

/** Whether `word` (its letters only, without the period) takes an abbreviation period. */
export function isAbbreviation(word: string): boolean {
  return ABBREVIATIONS.has(word.toLowerCase());
}

/** Whether `text` ends with an abbreviation and its period ('… C.P.', '… Col.'). */
export function endsWithAbbreviation(text: string): boolean {
  const word = /([\p{L}º°]+)\.\s*$/u.exec(text)?.[1];
  return word !== undefined && isAbbreviation(word);
}
