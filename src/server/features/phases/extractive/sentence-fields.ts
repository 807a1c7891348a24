/**
 * A phase-1 row's fields from its sentence, once its kind is known: what is handed in, the date or term,
 * the weight, whether it binds, and the shortest literal quote that proves it. Null when the sentence
 * only narrates the procedure or no literal quote can be taken from it.
 */
import { bindsBidderByDate } from "./event-places";
import { isForInformationOnly, isMandatory, statesOption } from "./mandatory-rules";
import { isPlantedOrder } from "./noise-rows";
import type { SourcePassage } from "./phase1-relevant-points";
import {
  findDateOrDeadline,
  findDeliverable,
  findWeight,
  isProcedureNarration,
  type PointKind,
  withoutLawCitations,
} from "./point-rules";
import { shortestQuote } from "./quote-span";
import { withoutTitleLine } from "./requirement-text";
import type { TextUnit } from "./segment-units";
import type { ListOpening } from "./sentence-kind";

export interface SentenceFields {
  deliverable: string | null;
  dateOrDeadline: string | null;
  weight: string | null;
  mandatory: boolean;
  quote: string;
}

export function sentenceFields(input: {
  kind: PointKind;
  sentence: string;
  heading: string | null;
  item: ListOpening | null;
  passage: SourcePassage;
  unit: TextUnit;
  /** Where the unit's first line starts in the passage, and that line up to the unit's end. */
  lineStart: number;
  lineText: string;
}): SentenceFields | null {
  const { kind, sentence, heading, item, passage, unit } = input;
  const deliverable = findDeliverable(sentence);
  // A law's own date (Ley 9/2017, de 8 de noviembre) is not a date of the tender.
  const dateOrDeadline = findDateOrDeadline(withoutLawCitations(sentence));
  const weight = findWeight(kind, sentence);
  // A date the bidder itself must meet (submission, questions, signature) costs the bid when missed.
  const mandatory =
    !isForInformationOnly(sentence) &&
    ((item?.isMandatory && !statesOption(sentence)) ||
      isMandatory(kind, sentence, heading) ||
      (kind === "fecha" && bindsBidderByDate(sentence, dateOrDeadline !== null)));
  // The shortest literal span that proves the point: the sentence up to the clause boundary after its
  // cue, duty, figures and document (quote-span.ts). Layout text is read by lines: the quote starts
  // where its first line does.
  // A planted order before it on its line is left out: it would ride into the quote (isPlantedOrder).
  const lineOpening = passage.text.slice(input.lineStart, unit.start);
  const quote = unit.isTableRow
    ? input.lineText
    : withoutSectionTitle(
        (isPlantedOrder(lineOpening) ? "" : lineOpening) +
          shortestQuote(unit.text, {
            kind,
            isMandatory: mandatory,
            keep: [deliverable, dateOrDeadline, weight],
          }),
      );
  if (!item && isProcedureNarration(kind, sentence)) return null;
  // The quote is what a reviewer checks against the document: never keep one that is not literal.
  if (!passage.text.includes(quote)) return null;
  return { deliverable, dateOrDeadline, weight, mandatory: Boolean(mandatory), quote };
}

// A section's number and title on the line above the sentence ('7.4 Aprobación\nLa Entidad aprobará…'): the
// title proves nothing, so the quote starts at the sentence (the 'Requisito' already leaves it out).
const SECTION_NUMBER = /^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?-?|[A-Z]\d+(?:\.\d+)+)\s+(?=\p{Lu})/u;

function withoutSectionTitle(quote: string): string {
  const numbered = SECTION_NUMBER.exec(quote);
  if (!numbered) return quote;
  const titled = quote.slice(numbered[0].length);
  const body = withoutTitleLine(titled);
  return body === titled ? quote : body;
}
