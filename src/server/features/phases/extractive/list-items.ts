/**
 * Whether a unit after a list's opening is one of its items (phase 1): by its own form, the list's kind
 * (every marked line of a list of rejection causes), a pointer list's marked lines, the cases a right or
 * an exemption lists, or a line of a table of requirements; a number at or below the list's last one,
 * one that skips ahead, or a number after lettered items opens the next section instead.
 */
import { hasListMarker, isListItem } from "./point-rules";
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
  const isItem =
    isListItem(sentence) ||
    (list.kind === "causal_rechazo" &&
      (hasListMarker(sentence) || (MARKED_LINE.test(`${marker} `) && !/\s/u.test(marker)))) ||
    (list.isPointer && MARKED_LINE.test(line)) ||
    // The cases a right or an exemption lists ('Cuando ningún proveedor reúna los requisitos…').
    (list.isNoise === true && CASE_ITEM.test(sentence)) ||
    unit.isRequirementLine;
  return isItem ? list : null;
}
