/**
 * Phase 1's warning on the client's own papers: each fiscal or legal document whose validity is known
 * (the same rules and dates as the documents view: company-profile/document-validity.ts), measured
 * against the tender's submission date, with the one that will have expired named first.
 */
import type { DocumentCategory } from "../../../../shared/rules/files";
import { formatMexicoDate } from "../../../adapters/mail/html";
import {
  type DocumentValidity,
  documentValidity,
  parseSpanishDate,
  submissionDate,
  validityReference,
} from "../../company-profile/document-validity";
import type { PhaseInput, TPhaseContent, TPhaseSection } from "../generation/phase-input";
import { CALENDAR_HEADING } from "./phase1-content";

export const VALIDITY_HEADING = "Vigencia de los documentos del licitante";
export const VALIDITY_HEADERS = ["Documento", "Tipo", "Emitido el", "Vigente hasta", "Vigencia", "Situación"];

/** The client's validity-bearing documents measured against the submission date (or today), and how to say when. */
export interface MeasuredValidity {
  items: DocumentValidity[];
  /** 'la presentación y apertura de proposiciones (15/12/2027)', 'hoy (30/11/2026): …'. */
  when: string;
}

/**
 * The fiscal and legal documents' validity, measured as phase 1's sheet measures it: against the
 * submission date the bases (or phase 1's calendar) state, or today when the act has passed or is not
 * dated. Phase 8 reads it too, so a document expired here covers no requirement there.
 */
export async function measuredValidity(
  input: Pick<PhaseInput, "passagesOf">,
  today: Date = new Date(),
  calendar: Date | null = null,
  categories: readonly DocumentCategory[] = ["fiscal", "legal"],
): Promise<MeasuredValidity> {
  const own = await input.passagesOf(categories);
  if (own.length === 0) return { items: [], when: "" };
  const bases = await input.passagesOf(["bases", "anexos"]);
  const stated = submissionDate(bases) ?? calendar;
  // A submission day already over is no reference: a document is measured against today, and the line
  // says the act has passed.
  const { reference, submission } = validityReference(stated, today);
  const when = submission
    ? `la presentación y apertura de proposiciones (${formatMexicoDate(reference)})`
    : stated
      ? `hoy (${formatMexicoDate(reference)}): la presentación y apertura de proposiciones que indican las bases (${formatMexicoDate(stated)}) ya pasó`
      : `hoy (${formatMexicoDate(reference)}), porque las bases leídas no indican la fecha de presentación`;
  return { items: documentValidity(own, bases, reference), when };
}

/** The section, or null when the client gave no fiscal or legal document whose validity can be judged. */
export async function validitySection(
  input: Pick<PhaseInput, "passagesOf">,
  today: Date = new Date(),
  calendar: Date | null = null,
): Promise<TPhaseSection | null> {
  const { items, when } = await measuredValidity(input, today, calendar);
  if (items.length === 0) return null;
  const expired = items.filter((item) => item.isExpired);
  const statements =
    expired.length > 0
      ? expired.map((item) => ({
          text: `Advertencia: ${item.label} «${item.documentName}», emitida el ${formatMexicoDate(item.issueDate)} y vigente hasta el ${formatMexicoDate(item.validUntil)} (${item.basis}), habrá vencido a ${when}. Obtenga una versión actualizada antes de presentar la propuesta.`,
          sources: [item.source],
        }))
      : [
          {
            text: `Los documentos fiscales y legales revisados siguen vigentes a ${when}.`,
            sources: items.map((item) => item.source),
          },
        ];
  return {
    heading: VALIDITY_HEADING,
    level: 1,
    statements,
    table: {
      headers: VALIDITY_HEADERS,
      rows: items.map((item) => ({
        cells: [
          item.documentName,
          item.label,
          formatMexicoDate(item.issueDate),
          formatMexicoDate(item.validUntil),
          item.basis,
          item.isExpired ? `Vencido a ${when}` : "Vigente",
        ],
        sources: [item.source],
      })),
    },
  };
}

/** Phase 1 with the validity section first (after any 'Instrucciones y cambios'), by either generator. */
export async function withValidity(
  input: Pick<PhaseInput, "passagesOf">,
  content: TPhaseContent,
  today?: Date,
): Promise<TPhaseContent> {
  const section = await validitySection(input, today, calendarSubmission(content));
  if (!section) return content;
  const sections = content.sections.filter((item) => item.heading !== VALIDITY_HEADING);
  return { ...content, sections: [section, ...sections] };
}

const SUBMISSION_EVENT = /^presentaci[óo]n y apertura de (?:las )?proposiciones\b/iu;
const NUMERIC_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/u;

/**
 * The submission date of phase 1's calendar, for bases that date the act only in a table ('25/02/2026'
 * under 'Presentación y apertura'): the latest when several procedures or lots date it apart, so that a
 * document valid for the first act but not the last is still named.
 */
export function calendarSubmission(content: TPhaseContent): Date | null {
  const rows = content.sections.find((section) => section.heading === CALENDAR_HEADING)?.table?.rows ?? [];
  let latest: Date | null = null;
  for (const row of rows) {
    if (!SUBMISSION_EVENT.test(row.cells[0] ?? "")) continue;
    const cell = (row.cells[1] ?? "").trim();
    const numeric = NUMERIC_DAY.exec(cell);
    const day = numeric
      ? new Date(Date.UTC(Number(numeric[3]), Number(numeric[2]) - 1, Number(numeric[1]), 18))
      : parseSpanishDate(cell);
    if (day && !Number.isNaN(day.getTime()) && (!latest || day > latest)) latest = day;
  }
  return latest;
}
