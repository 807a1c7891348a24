/**
 * The section that lists the bid's documents ('3.- Documentos que debe contener el sobre'), kept over the
 * passages its numbered items open when the reader took an item for a heading ('5.- Cédula del RFC.'):
 * its title still heads those items, up to a heading numbered at or below its last item (the next
 * section, '4.- Junta de aclaraciones'), or another document.
 */
import { namesBidDocuments } from "./mandatory-rules";
import { itemNumber } from "./point-rules";

export class DocumentsSection {
  private section = null as { heading: string; last: number } | null;
  private previous = null as string | null;

  /** At each passage: whether it goes on with the section, opens one, or leaves it. */
  enter(heading: string | null, isSameDocument: boolean): void {
    const isNewHeading = heading !== this.previous;
    this.previous = heading;
    const number = itemNumber(heading ?? undefined);
    if (this.section && isNewHeading && heading !== this.section.heading) {
      if (!isSameDocument || number === null || number <= this.section.last) this.section = null;
      else this.section.last = number;
    }
    if (heading !== null && namesBidDocuments(heading)) this.section = { heading, last: 0 };
  }

  /** Each numbered line read in it (the section's own number, '3.- Documentos…', is not an item's). */
  count(sentence: string, number: number | null): void {
    if (this.section && number !== null && !sameStart(sentence, this.section.heading))
      this.section.last = Math.max(this.section.last, number);
  }

  get heading(): string | null {
    return this.section?.heading ?? null;
  }
}

function sameStart(first: string, second: string): boolean {
  const start = (text: string) => text.replace(/\s+/gu, " ").trim().slice(0, 40);
  return start(first) === start(second);
}
