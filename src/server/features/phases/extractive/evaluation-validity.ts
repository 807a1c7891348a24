/**
 * Phase 8's reading of the client's papers' validity: the same measure as phase 1's sheet ('Vigencia de
 * los documentos del licitante', phase1-validity.ts), so a document past its validity on the submission
 * date (or today, once the act has passed) covers no requirement; the summary says it is there but
 * expired, with the day it expired, cited to the words that date it.
 */
import { formatMexicoDate } from "../../../adapters/mail/html";
import type { PhaseInput, TPhaseContent, TSource } from "../generation/phase-input";
import type { ClientDocument } from "./evaluation-documents";
import { CLIENT_CATEGORIES } from "./evaluation-evidence";
import { calendarSubmission, measuredValidity } from "./phase1-validity";

export const EXPIRED_DOCUMENT = "Requisito obligatorio con documento vencido";

/**
 * Marks each of the client's documents that is past its validity and returns how the reference day is
 * said ('la presentación y apertura de proposiciones (15/12/2027)'), or null when none is.
 */
export async function markExpired(
  input: Pick<PhaseInput, "passagesOf">,
  documents: ClientDocument[],
  relevantPoints: TPhaseContent | null,
  today: Date = new Date(),
): Promise<string | null> {
  const calendar = relevantPoints ? calendarSubmission(relevantPoints) : null;
  // Every category the client's documents are read from: an opinión filed under 'Otros' counts as much.
  const { items, when } = await measuredValidity(input, today, calendar, CLIENT_CATEGORIES);
  let marked = false;
  for (const item of items) {
    if (!item.isExpired) continue;
    for (const document of documents) {
      if (document.id !== item.documentId) continue;
      document.expired = { validUntil: item.validUntil, basis: item.basis, source: item.source };
      marked = true;
    }
  }
  return marked ? when : null;
}

/** The summary's row for a requirement answered only by documents past their validity. */
export function expiredRequirement(
  item: { requirement: string; sources: TSource[] },
  documents: readonly ClientDocument[],
  when: string,
): { requirement: string; sources: TSource[] } {
  const named = documents.map(
    (document) =>
      `«${document.name}» venció el ${formatMexicoDate(document.expired!.validUntil)} (${document.expired!.basis})`,
  );
  return {
    requirement: `${item.requirement} — Está entre los documentos del cliente, pero ${named.join("; ")} y no es vigente a ${when}. Obtenga una versión actualizada.`,
    sources: [...documents.map((document) => document.expired!.source), ...item.sources],
  };
}
