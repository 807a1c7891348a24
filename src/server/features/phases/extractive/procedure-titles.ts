/**
 * The procedure's number printed again as a title: on the cover, over the calendar, in each annex's
 * letterhead ('BASES / INVITACIÓN RESTRINGIDA NÚMERO IR.MSJR.SER.202502.DS', 'CALENDARIO DE EVENTOS DE LA
 * INVITACIÓN RESTRINGIDA NÚMERO IR.MSJR.SER.202502.DS'). A bidder quotes the number once: one row per
 * document and number, citing each place.
 */
import type { RelevantPoint } from "./phase1-relevant-points";

// A procedure's code: letters, then two or more parts joined by '-', '/' or '.', a figure among them.
const CODE = /(?<![\p{L}\d])[A-Z]{2,}[A-Z0-9]*(?:[-/.][A-Z0-9]+){2,}(?![\p{L}\d])/u;
// A verb in the future or a modal: a sentence that says something, not a title.
const VERB = /\p{L}{2,}r[áa]n?(?!\p{L})|(?<!\p{L})(?:deben?|pueden?|es|son|ser[áa]n?)(?!\p{L})/iu;

/** The code a title carries (twenty words or fewer, no verb), or null. */
export function procedureCodeOfTitle(sentence: string): string | null {
  const text = sentence.replace(/\s+/gu, " ").trim();
  const code = CODE.exec(text)?.[0];
  if (code === undefined || !/\d/u.test(code)) return null;
  if (text.split(" ").length > 20 || VERB.test(text.replace(code, " "))) return null;
  return code;
}

export class ProcedureTitles {
  private readonly rows = new Map<string, RelevantPoint>();

  /** The row that already carries this title's number in the same document. */
  find(documentId: string, code: string | null): RelevantPoint | undefined {
    return code === null ? undefined : this.rows.get(`${documentId}\u0000${code}`);
  }

  add(documentId: string, code: string | null, point: RelevantPoint): void {
    if (code !== null && !this.rows.has(`${documentId}\u0000${code}`))
      this.rows.set(`${documentId}\u0000${code}`, point);
  }
}
