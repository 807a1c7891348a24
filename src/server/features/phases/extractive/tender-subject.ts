/**
 * Whether a statement of the client's track record ('La sociedad ha prestado el servicio de recolección
 * de residuos sólidos urbanos a los municipios de Zapopan…') bears on what the bases tender. Phase 8
 * counts years, contracts and their fulfilment as 'similares' only then: a company's waste-collection
 * contracts are no experience in supplying surgical dressings. Read by the words that say what was
 * supplied or done (not who, where, when or how much), each compared with the words of the bases by its
 * stem. Nothing is guessed where the statement names nothing of its own.
 */

// Words of contracting, parties, places, time and money, by the start of their stem (any form:
// 'prestó', 'prestado', 'prestación'): any record and any bases share them.
const GENERIC = new Set([
  "presta",
  "presto",
  "brinda",
  "brindo",
  "propor",
  "realiz",
  "ejecut",
  "ejecuc",
  "sumini",
  "adquis",
  "adquir",
  "entreg",
  "atendi",
  "servic",
  "contra",
  "socied",
  "empres",
  "client",
  "munici",
  "gobier",
  "estado",
  "estata",
  "federa",
  "nacion",
  "public",
  "depend",
  "entida",
  "ayunta",
  "secret",
  "comisi",
  "direcc",
  "instit",
  "monto",
  "import",
  "pesos",
  "period",
  "proyec",
  "trabaj",
  "materi",
  "equipo",
  "unidad",
  "final",
  "genera",
  "divers",
  "simila",
  "experi",
  "durant",
  "median",
  "trav",
  "entre",
  "desde",
  "hasta",
  "sobre",
  "cuenta",
  "total",
  "fecha",
  "vigent",
  "conclu",
  "cumpli",
  "satisf",
  // The papers of any tender: a proposal's title says its subject after them.
  "propue",
  "tecnic",
  "econom",
  "licita",
  "oferta",
  "convoc",
  "anexo",
  // How a contract was closed: the fulfilment column of a record, not what it was for.
  "carta",
  "fianza",
  "libera",
  "recepc",
  "penali",
  "consta",
  "finiqu",
  "garant",
  "factur",
]);

/** A word's stem: lower case, no accents, no plural, its first seven letters. */
function stem(word: string): string {
  const folded = word
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();
  const singular = folded.length > 4 ? folded.replace(/(?:es|s)$/u, "") : folded;
  return singular.slice(0, 7);
}

function isGeneric(root: string): boolean {
  for (const start of GENERIC) if (root.startsWith(start)) return true;
  return false;
}

/** Every word's stem in the bases' texts. */
export function basesVocabulary(texts: readonly string[]): Set<string> {
  const stems = new Set<string>();
  for (const text of texts) for (const [word] of text.matchAll(/\p{L}{4,}/gu)) stems.add(stem(word));
  return stems;
}

/**
 * The stems of what a statement says was supplied or done: words of five letters or more, neither
 * generic nor a name (a capitalised word inside a sentence written in small letters: 'Zapopan').
 */
export function subjectStems(text: string): Set<string> {
  const letters = text.match(/\p{L}/gu) ?? [];
  const isSmallWritten = letters.filter((letter) => /\p{Ll}/u.test(letter)).length > letters.length / 2;
  const stems = new Set<string>();
  for (const match of text.matchAll(/\p{L}{5,}/gu)) {
    const word = match[0];
    const before = text.slice(0, match.index).trimEnd();
    // A sentence's or a table cell's first word is capitalised without being a name.
    const opensSentence = before === "" || /[.:;!?¿¡(•–—|-]$/u.test(before);
    // In a text written in small letters a word in capitals is a code or an acronym ('IMSS', 'SSSLP').
    if (isSmallWritten && (/^\p{Lu}{2}/u.test(word) || (/^\p{Lu}/u.test(word) && !opensSentence))) continue;
    const root = stem(word);
    if (!isGeneric(root)) stems.add(root);
  }
  return stems;
}

/**
 * Whether the statement shares with the bases what it is about: one word of its own when it names up to
 * three, two when it names more; a statement that names nothing of its own is not judged (true).
 */
export function bearsOnTender(text: string, vocabulary: ReadonlySet<string>): boolean {
  const own = [...subjectStems(text)];
  if (own.length === 0 || vocabulary.size === 0) return true;
  const shared = own.filter((root) => vocabulary.has(root)).length;
  return shared >= (own.length > 3 ? 2 : 1);
}
