/**
 * The tender's number as its bases write it ('Licitación Pública Nacional No. LA-011000999-E12-2025'),
 * for the forms' 'número de licitación' blanks. Only a code with a digit counts, never a plain word.
 */
import type { CategorizedPassage, TSource } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { quoteAround } from "./applicant-text";

const NUMBER =
  /(?:licitaci[óo]n|procedimiento|concurso|invitaci[óo]n|expediente)[^.\n]{0,60}?(?:n[úu]mero|no\.|n[º°]|:)\s*:?\s*([A-Z0-9][A-Z0-9\-/.]*\d[A-Z0-9\-/]*)/iu;

export function findTenderNumber(bases: CategorizedPassage[]): { value: string; source: TSource } | null {
  for (const passage of bases) {
    const match = NUMBER.exec(passage.text);
    const value = match?.[1]?.replace(/[.]$/u, "");
    if (!match || !value || value.length < 4) continue;
    const start = match.index + match[0].lastIndexOf(value);
    return { value, source: sourceOf(passage, quoteAround(passage.text, start, start + value.length)) };
  }
  return null;
}
