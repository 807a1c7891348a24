/**
 * 'Requisito' says the point and nothing else (issue 9): a section title printed on the line above the
 * sentence, a law reference left dangling at either end, and a cut that leaves a word or a citation
 * hanging are taken out. The quote keeps them (it is literal); only the requirement's words change.
 */

/** A vocabulary line: what it matches and a sentence of its own that it must match. */
interface TrimCue {
  pattern: RegExp;
  example: string;
}

// Words that open a sentence with a capital and never carry a title on ('Retiro de la oferta\nLos
// proponentes podrán…'): articles, quantifiers, 'Se', conditions. Case-sensitive: inside a sentence
// wrapped over two lines these words are written in small letters.
export const SENTENCE_OPENERS: TrimCue[] = [
  {
    pattern: /^(?:El|La|Los|Las)\s+\p{Ll}/u,
    example: "Plazo de entrega\nLos bienes se entregarán en el almacén central del hospital.",
  },
  // A capitalised name after the article, then a small word: 'La Entidad adjudicará', not 'La Paz, Baja…'.
  {
    pattern: /^(?:El|La|Los|Las)\s+\p{Lu}\p{Ll}+\s+\p{Ll}/u,
    example: "Adjudicación\nLa Dependencia adjudicará el contrato a la proposición solvente más baja.",
  },
  {
    pattern: /^(?:Todo|Toda|Todos|Todas|Cada|Ningún|Ninguna)\s/u,
    example: "Calidad de los equipos\nTodos los equipos deberán ser nuevos y de fabricación reciente.",
  },
  {
    pattern: /^(?:Se|No se)\s+\p{Ll}/u,
    example: "Idioma\nSe aceptarán únicamente documentos redactados en español o traducidos.",
  },
  {
    pattern: /^(?:En caso de|Cuando|Si)\s/u,
    example: "Penas convencionales\nEn caso de atraso en la entrega, el proveedor pagará una pena diaria.",
  },
  {
    pattern: /^(?:Dicho|Dicha|Dichos|Dichas|Este|Esta|Estos|Estas)\s/u,
    example: "Fianza de anticipo\nDicha fianza deberá entregarse antes de recibir el anticipo pactado.",
  },
];

// A reference to a law or clause that says where a rule comes from, not what it asks ('…, conforme al
// artículo 32-D del Código Fiscal'): taken out when the cut at 25 words leaves it hanging.
export const LAW_REFERENCE: TrimCue = {
  pattern:
    /,?\s+(?:siendo de aplicaci[óo]n\s+)?(?:conforme a(?:l|\s+lo)?|de conformidad con|de acuerdo con|en (?:los )?t[ée]rminos de(?:l)?|en concordancia con|seg[úu]n|en virtud de|previst[oa]s? en|establecid[oa]s? en|a que se refiere|lo (?:dispuesto|establecido|previsto) en)\s+(?:lo (?:dispuesto|establecido|previsto) en\s+)?(?:(?:el|la|los|las)\s+)?(?:art[íi]culos?|numeral|apartado|fracci[óo]n|ley|decreto|real decreto|c[óo]digo|reglamento)(?![\p{L}])/iu,
  example:
    "El proveedor presentará la constancia de situación fiscal vigente, conforme al artículo 32-D del Código Fiscal de la Federación y a las reglas del año.",
};

// A sentence that opens on the tail of a citation begun on the line before ('…según el numeral\n22.4 del
// artículo 22 de la Ley 80 de 1993, en concordancia con su decreto, el proponente…'): up to its comma. Or
// on the articles its section's title rests on, in parentheses ('18.- MODIFICACIONES DEL CONTRATO. (Artículo
// 203 y ss LCSP)' over 'No ha lugar a introducir modificaciones'): the parenthesis.
export const DANGLING_LAW_OPENING: TrimCue = {
  pattern:
    /^(?:(?:del|de la|de los|de las)\s+(?:art[íi]culos?|ley|decreto|reglamento|c[óo]digo|numeral|apartado)(?![\p{L}])[^,]{0,120},\s*(?:(?:en concordancia|de conformidad|de acuerdo) con\s[^,]{0,120},\s*)?|\(\s*(?:art[íi]culos?|arts?\.)\s[^()]{0,80}\)\s*)/iu,
  example:
    "del artículo 15 de la Ley de Adquisiciones, en concordancia con su reglamento, el licitante entregará la fianza de cumplimiento.",
};

// Small words a cut must not end on ('…de la Ley 2069 de 2020 en…').
const HANGING_WORD =
  /\s+(?:a|al|de|del|el|la|las|lo|los|en|y|e|o|u|por|para|con|sin|su|sus|que|un|una|se|según|conforme|sobre|entre|ante)$/iu;

const TITLE_WORDS = 8;
const REST_WORDS = 6;
// What a label's value opens with is no sentence of its own ('Apertura del sobre 2\nEl día 20/02/2026…').
const DATE_VALUE = /^(?:el\s+)?d[íi]a\s+\d/iu;

/**
 * The sentence without the title printed on its own line above it: a short line with no punctuation
 * that does not end on a small word, followed by a line that opens a sentence of its own.
 */
export function withoutTitleLine(text: string): string {
  const breakAt = text.indexOf("\n");
  if (breakAt < 0) return text;
  const title = text.slice(0, breakAt).trim();
  const rest = text.slice(breakAt + 1).trimStart();
  if (!/^\p{Lu}/u.test(title) || /[.,;:]/u.test(title) || HANGING_WORD.test(` ${title}`)) return text;
  if (title.split(/\s+/u).length > TITLE_WORDS || rest.split(/\s+/u).length < REST_WORDS) return text;
  if (DATE_VALUE.test(rest) || !SENTENCE_OPENERS.some((opener) => opener.pattern.test(rest))) return text;
  return rest;
}

// A word broken at a line's end and joined again with a space ('una du- ración'), not 'pre- y posventa'.
const BROKEN_WORD = /(\p{Ll})- (?!(?:y|e|o|u)\s)(\p{Ll}{2,})/gu;

/** The words of a word broken at a line's end written whole again. */
export function withWholeWords(text: string): string {
  return text.replace(BROKEN_WORD, "$1$2");
}

/** Without a citation's tail the sentence opens on, capitalised again. */
export function withoutDanglingLawOpening(text: string): string {
  const rest = text.replace(DANGLING_LAW_OPENING.pattern, "");
  if (rest === text || rest.split(/\s+/u).length < REST_WORDS) return text;
  return rest.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}

/**
 * The first `limit` words, whole when the sentence fits in a few more; a cut leaves out a law
 * reference it would leave hanging and any small word it ends on, and says so with '…'.
 */
export function cutAtWords(text: string, limit: number, slack: number): string {
  const words = text.split(" ");
  if (words.length <= limit + slack) return text;
  let cut = words.slice(0, limit).join(" ");
  // The reference may begin inside the cut and go on past it ('…, siendo de aplicación' | 'lo establecido…').
  const reference = LAW_REFERENCE.pattern.exec(text);
  const isHanging =
    reference !== null &&
    reference.index < cut.length &&
    !/[,;]/u.test(cut.slice(Math.min(cut.length, reference.index + reference[0].length)));
  if (reference && isHanging && cut.slice(0, reference.index).split(" ").length >= REST_WORDS * 2)
    cut = cut.slice(0, reference.index);
  let previous = "";
  while (previous !== cut) {
    previous = cut;
    cut = cut.replace(HANGING_WORD, "").replace(/[\s,;:]+$/u, "");
  }
  return `${cut}…`;
}
