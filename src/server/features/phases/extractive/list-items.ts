/**
 * Whether a unit after a list's opening is one of its items (phase 1): by its own form, the list's kind
 * (every marked line of a list of rejection causes), a pointer list's marked lines, the cases a right or
 * an exemption lists, or a line of a table of requirements; a number at or below the list's last one,
 * one that skips ahead, or a number after lettered items opens the next section instead.
 */
import { hasListMarker, isListItem, itemLetter } from "./point-rules";
import type { ListOpening } from "./sentence-kind";

/** A list that noise opened: its items are no rows. */
export const NOISE_LIST: ListOpening = {
  isMandatory: false,
  kind: "requisito_administrativo",
  isPointer: false,
  isNoise: true,
};

// A case that a list's opening introduces: 'Cuando …', 'Si …', 'En caso de …', 'Por …'.
const CASE_ITEM = /^\W*(?:(?:[a-zñ]|\d{1,2}|[ivx]{1,5})[.)-]+\s*)?(?:cuando|si|en\s+caso|por)(?!\p{L})/iu;
const MARKED_LINE = /^\s*(?:[a-zñ][.)]|\d{1,2}[.)]|[ivx]{1,5}[.)]|[•\-–·*])\s/iu;

export function itemOf(
  list: ListOpening | null,
  unit: {
    sentence: string;
    /** Its number ('9.'), the list's last number and last letter. */
    number: number | null;
    lastItem: number | null;
    lastLetter: number | null;
    /** The roman number of the list's last item ('IV.' → 4). */
    lastRoman: number | null;
    /** Its line's start, and what stands before it on that line. */
    line: string;
    marker: string;
    isRequirementLine: boolean;
  },
): ListOpening | null {
  const { sentence, number, lastItem, lastLetter, line, marker } = unit;
  if (list === null) return null;
  if (number !== null && lastItem !== null && (number <= lastItem || number > lastItem + 2)) return null;
  if (number !== null && lastLetter !== null) return null;
  // The next letter or roman number of the list's items ('II.' after 'I.') goes on with the list, even
  // where the item adds a duty of its own ('II. La obligación de no usar…, debiendo utilizarla…'); not
  // a line that opens a list of its own (an item the reader joined to the next list's opening).
  const isNext =
    !/:\s*$/u.test(sentence) &&
    ((unit.lastLetter !== null && itemLetter(line) === unit.lastLetter + 1) ||
      (unit.lastRoman !== null && itemRoman(line) === unit.lastRoman + 1));
  const isItem =
    isListItem(sentence) ||
    isNext ||
    (list.kind === "causal_rechazo" &&
      (hasListMarker(sentence) || (MARKED_LINE.test(`${marker} `) && !/\s/u.test(marker)))) ||
    (list.isPointer && MARKED_LINE.test(line)) ||
    // The cases a right or an exemption lists ('Cuando ningún proveedor reúna los requisitos…').
    (list.isNoise === true && CASE_ITEM.test(sentence)) ||
    unit.isRequirementLine;
  return isItem ? list : null;
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50 };

/** The roman number a list item opens with ('IV.- …' → 4), or null. */
export function itemRoman(line: string | undefined): number | null {
  const found = /^\s*([IVXL]{1,6})(?:\.-?|[)-])\s/u.exec(line ?? "");
  if (!found?.[1]) return null;
  const digits = [...found[1]].map((letter) => ROMAN[letter] ?? 0);
  return digits.reduce((sum, value, index) => sum + (value < (digits[index + 1] ?? 0) ? -value : value), 0);
}

// 'para personas morales', 'en el caso de personas jurídicas colectivas', 'tratándose de personas físicas'.
const PERSON_CASE_WORDS = String.raw`(?:para|en (?:el )?caso de|tratándose de)\s+(?:las?\s+|los?\s+)?personas?\s+(?:f[íi]sicas?|moral(?:es)?|jur[íi]dicas?(?:\s+colectivas?)?)\s*:`;

/**
 * A case's sub-heading inside a list ('PARA PERSONA FÍSICA:', 'En el caso de personas morales:'): the
 * list's items go on under it, as what the same declaration states for that kind of bidder.
 */
export const PERSON_CASE = new RegExp(`^\\s*${PERSON_CASE_WORDS}\\s*$`, "iu");

/**
 * A blank form's field, its colon waiting for the bidder's answer ('NOMBRE O RAZÓN SOCIAL DEL OFERENTE:',
 * 'Domicilio fiscal:', 'Fecha:', 'MONTO CON LETRA'): it opens no list; the lines under it are the form's, not its
 * items. A date's label that names its event ('Fecha de la junta de aclaraciones:') is no blank field.
 */
export const FIELD_LABEL =
  /^\s*(?:(?:nombre|raz[óo]n social|denominaci[óo]n|domicilio|direcci[óo]n|r\.?\s?f\.?\s?c\.?|tel[ée]fono|correo)\b[^:.;]{0,60}:|(?:lugar y )?fecha(?: y hora)?\s*:|firma\s*:|(?:monto|importe|total|cantidad)(?: total)? con letra:?)\s*$/iu;

/** A list's first item as a new passage opens with it: 'I.', 'a)', 'A)', or a case's sub-heading before it. */
export const FIRST_ITEM = new RegExp(`^\\s*(?:I\\.-?\\s|[aA]\\)\\s|(?:${PERSON_CASE_WORDS}))`, "iu");
