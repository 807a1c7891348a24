/**
 * The validity of the client's fiscal and legal documents: each known kind is recognised by its title,
 * its issue date read, and its validity taken from the document itself ('vigencia de 30 días'), from
 * the bases ('con antigüedad no mayor a 30 días') or from the rule that sets it (the SAT, IMSS and
 * INFONAVIT opinions: 30 natural days). Measured against the tender's submission date when the bases
 * give it, else today. The kinds are data: a new one is one line.
 */
import type { CategorizedPassage } from "../phases/generation/phase-input";

interface ValidityKind {
  kind: string;
  label: string;
  title: RegExp;
  /** Days the rule gives it; null when only the bases or the document set one. */
  days: number | null;
  /** How the bases name it when they bound its age. */
  inBases: RegExp;
}

export const VALIDITY_KINDS: ValidityKind[] = [
  {
    kind: "opinion_imss",
    label: "Opinión de cumplimiento de obligaciones en materia de seguridad social (IMSS)",
    title: /opini[oó]n (?:de|del) cumplimiento de obligaciones en materia de seguridad social/iu,
    days: 30,
    inBases: /opini[oó]n[^.]{0,80}seguridad social/iu,
  },
  {
    kind: "opinion_infonavit",
    label: "Constancia de situación fiscal en materia de aportaciones patronales (INFONAVIT)",
    title:
      /infonavit[\s\S]{0,200}(?:constancia|opini[oó]n)|(?:constancia|opini[oó]n)[\s\S]{0,200}infonavit/iu,
    days: 30,
    inBases: /infonavit/iu,
  },
  {
    kind: "opinion_sat",
    label: "Opinión de cumplimiento de obligaciones fiscales (SAT, artículo 32-D)",
    title: /opini[oó]n (?:de|del) cumplimiento de obligaciones fiscales|art[ií]culo 32-D/iu,
    days: 30,
    inBases: /opini[oó]n[^.]{0,80}(?:obligaciones fiscales|32-D|SAT)/iu,
  },
  {
    kind: "constancia_fiscal",
    label: "Constancia de situación fiscal",
    title: /constancia de situaci[oó]n fiscal/iu,
    days: null,
    inBases: /constancia de situaci[oó]n fiscal/iu,
  },
];

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];
const DATE = new RegExp(
  `(\\d{1,2})\\s+de\\s+(${MONTHS.join("|")}|setiembre)\\s+(?:de(?:l)?\\s+)?(\\d{4})`,
  "iu",
);
const ISSUE_LABEL = /fecha de emisi[oó]n|emitid[oa] el|fecha de expedici[oó]n|lugar y fecha de emisi[oó]n/iu;
const STATED_VALIDITY = /vigencia de (\d{1,3}) d[ií]as/iu;
const AGE_LIMIT =
  /(?:antig[uü]edad|expedici[oó]n|emisi[oó]n)\s+no\s+mayor\s+(?:a|de)\s+(\d{1,3})\s+d[ií]as/iu;
const SUBMISSION =
  /presentaci[oó]n y apertura de (?:las )?proposiciones[^.]{0,80}?(\d{1,2}\s+de\s+\p{L}+\s+(?:de(?:l)?\s+)?\d{4})/iu;

/** '2 de septiembre de 2026' → that day at noon in Mexico City (no time of day is stated). */
export function parseSpanishDate(text: string): Date | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const month = match[2]!.toLowerCase() === "setiembre" ? 8 : MONTHS.indexOf(match[2]!.toLowerCase());
  return new Date(Date.UTC(Number(match[3]), month, Number(match[1]), 18));
}

export interface DocumentValidity {
  documentId: string;
  documentName: string;
  kind: string;
  label: string;
  issueDate: Date;
  validUntil: Date;
  /** Where the validity comes from: the document, the bases or the rule. */
  basis: string;
  isExpired: boolean;
  /** The passage and words that date it (phase 1 cites them). */
  source: { passageId: string; quote: string };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ");
}

/** The submission date the bases state, if any. */
export function submissionDate(bases: readonly CategorizedPassage[]): Date | null {
  for (const passage of bases) {
    const match = SUBMISSION.exec(collapse(passage.text));
    if (match) return parseSpanishDate(match[1]!);
  }
  return null;
}

/**
 * The day the documents are measured against: the submission date the bases (or phase 1's calendar)
 * state while it is ahead; today once that day is over (the dates are noon in Mexico, the day ends 12
 * hours later) or when no date is stated. `passed` is the stated day when it is over.
 */
export function validityReference(
  stated: Date | null,
  today: Date,
): { reference: Date; submission: Date | null; passed: Date | null } {
  const isPast = stated !== null && stated.getTime() + 12 * 3_600_000 < today.getTime();
  const submission = isPast ? null : stated;
  return { reference: submission ?? today, submission, passed: isPast ? stated : null };
}

function basesLimit(kind: ValidityKind, bases: readonly CategorizedPassage[]): number | null {
  for (const passage of bases) {
    for (const sentence of collapse(passage.text).split(/(?<=\.)\s/u)) {
      if (!kind.inBases.test(sentence)) continue;
      const limit = AGE_LIMIT.exec(sentence);
      if (limit) return Number(limit[1]);
    }
  }
  return null;
}

/** Each recognised document with its validity against `reference`. */
export function documentValidity(
  own: readonly CategorizedPassage[],
  bases: readonly CategorizedPassage[],
  reference: Date,
): DocumentValidity[] {
  const byDocument = new Map<string, CategorizedPassage[]>();
  for (const passage of own)
    byDocument.set(passage.documentId, [...(byDocument.get(passage.documentId) ?? []), passage]);
  const found: DocumentValidity[] = [];
  for (const passages of byDocument.values()) {
    const raw = passages.map((passage) => passage.text).join("\n");
    const text = collapse(raw);
    const kind = VALIDITY_KINDS.find((item) => item.title.test(text.slice(0, 1500)));
    if (!kind) continue;
    const labelled = raw.split("\n").find((line) => ISSUE_LABEL.test(line) && DATE.test(line));
    const issueDate = parseSpanishDate(labelled ?? text);
    if (!issueDate) continue;
    const datedLine = labelled ?? raw.split("\n").find((line) => DATE.test(line)) ?? "";
    const datedPassage = passages.find((passage) => passage.text.includes(datedLine)) ?? passages[0]!;
    const stated = STATED_VALIDITY.exec(text);
    const fromBases = basesLimit(kind, bases);
    const days = stated ? Number(stated[1]) : (fromBases ?? kind.days);
    if (days === null) continue;
    const basis = stated ? "el propio documento" : fromBases !== null ? "las bases" : "la regla que la rige";
    const validUntil = new Date(issueDate.getTime() + days * 86_400_000);
    found.push({
      documentId: passages[0]!.documentId,
      documentName: passages[0]!.documentName,
      kind: kind.kind,
      label: kind.label,
      issueDate,
      validUntil,
      basis: `${days} días según ${basis}`,
      isExpired: validUntil.getTime() < reference.getTime(),
      source: {
        passageId: datedPassage.id,
        quote: (datedLine || datedPassage.text).replace(/\s+/g, " ").trim().slice(0, 400),
      },
    });
  }
  return found;
}
