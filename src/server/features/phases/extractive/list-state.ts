/**
 * The list phase 1 reads its sentences in, across units and passages: the opening's duty and kind bind
 * its items (list-items.ts), its numbering tells the next item from the next section, and it goes on into
 * the next passage only where that passage carries on its numbering or holds the items it opened.
 */
import { FIRST_ITEM, itemOf, itemRoman } from "./list-items";
import { isCitationTail } from "./noise-rows";
import { itemLetter, itemNumber } from "./point-rules";
import type { TextUnit } from "./segment-units";
import type { ListOpening } from "./sentence-kind";

export class ListState {
  /** The list the sentences are read in: its opening's kind and duty; null outside any list. */
  list: ListOpening | null = null;
  private lastItem: number | null = null; // the number of the list's last numbered item ('9.')
  private lastLetter: number | null = null; // the letter of the list's last lettered item ('i.'), a = 1
  private lastRoman: number | null = null; // the roman number of the list's last item ('IV.'), I = 1
  private endedOpening = false; // the previous passage ended on a list's opening ('…manifieste que:')

  /**
   * A passage begins. A list of rejection causes goes on in the next passage of its section, any list where
   * the next passage carries on its numbering ('9.' then '10.', whatever its heading) or holds the items the
   * previous one opened ('…en la que manifieste que:' | 'I. Que no me encuentro…'); other lists end with
   * their passage (a contents list's tail is no duty).
   */
  enter(text: string, units: TextUnit[], place: { isSameDocument: boolean; isSameSection: boolean }): void {
    // Its first unit past the tail of a citation the passage's cut left ('7 fracción XVII…' then 'B) …').
    const lead = units.find((unit) => !isCitationTail(unit.text));
    const leadText = lead && lead !== units[0] ? text.slice(lead.start) : text;
    const opensInto = this.endedOpening && FIRST_ITEM.test(lead?.text ?? "");
    this.endedOpening = /:\s*$/u.test(units.at(-1)?.text ?? "");
    const carriesNumbering =
      place.isSameDocument &&
      (opensInto ||
        (this.lastItem !== null && itemNumber(lead?.text) === this.lastItem + 1) ||
        (this.lastLetter !== null && itemLetter(leadText) === this.lastLetter + 1) ||
        (this.lastRoman !== null && itemRoman(leadText) === this.lastRoman + 1));
    if (!carriesNumbering && (!place.isSameSection || this.list?.kind !== "causal_rechazo")) this.list = null;
  }

  /**
   * The list a sentence is an item of, or null when it ends the list. A number at or below the list's last
   * one ('15. Análisis…' then '6. Capital contable') is the next section's; so is a number after lettered
   * items ('a) … o) …' then '16. CRITERIOS DE EVALUACIÓN'), or one that skips ahead ('3.' then '16.').
   */
  itemOf(
    sentence: string,
    at: { line: string; marker: string; isRequirementLine: boolean },
  ): { item: ListOpening | null; number: number | null } {
    const number = itemNumber(sentence);
    const item = itemOf(this.list, {
      sentence,
      number,
      lastItem: this.lastItem,
      lastLetter: this.lastLetter,
      lastRoman: this.lastRoman,
      ...at,
    });
    // A sentence of its own ends the list.
    if (item !== this.list) this.lastItem = null;
    this.list = item;
    this.lastItem = (item && number) ?? this.lastItem;
    return { item, number };
  }

  /** The letter and roman number an item's line opens with, for telling the list's next item. */
  markLine(item: ListOpening | null, line: string): void {
    this.lastLetter = item ? itemLetter(line) : null;
    this.lastRoman = item ? itemRoman(line) : null;
  }
}
