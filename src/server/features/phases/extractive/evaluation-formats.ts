/**
 * Phase 8's reading of the forms phase 4 filled: a requirement that names a form of the bases ('Formato
 * 2. Escrito de acreditación…', '…conforme al formato DT-08') is covered by that form as the project's own
 * phase 4 stored it (the client's content, as phase 7 is), cited to phase 4's file and to the form's
 * page; the data still [PENDIENTE] in it are said. A form phase 4 only names (a technical annex, the
 * contract's model: 'no se reproduce') covers nothing.
 */
import type { EarlierPhase, TSource } from "../generation/phase-input";
import { pendingMarks } from "./evaluation-text";

export const COVERED_BY_FORMAT = "Requisito obligatorio cubierto por un formato llenado (fase 4)";

// 'Formato 2', 'FORMATO DT-08', 'Anexo No. 3', 'Anexo II', 'Formato A-2', 'Anexo 8.1'. The name is read
// case-blind, its letters only in capitals: 'anexo a la propuesta' names no 'Anexo A'.
const FORM_ID =
  /\b([Aa][Nn][Ee][Xx][Oo]|[Ff][Oo][Rr][Mm][Aa][Tt][Oo])\s+(?:[Nn](?:[º°oO]|[úuÚU][Mm](?:[Ee][Rr][Oo])?)?\.?\s*)?([A-Z]{1,3}-?\d{1,3}(?:[.-]\d{1,3})?|\d{1,3}(?:[.-]\d{1,3})?|[IVXL]{1,5}|[A-Z])(?![\p{L}\d])/gu;
// Phase 4's words for a form of the bases it does not reproduce (an annex describing the contract, the model
// of the contract): named there, filled nowhere.
const NOT_FILLED = /\bno se reproduce\b/iu;

export interface FilledForm {
  key: string;
  title: string;
  /** The data phase 4 left [PENDIENTE] in the form ('Representante legal', 'día'). */
  pending: string[];
  sources: TSource[];
}

/** The forms a text names, each as a key ('formato 2', 'formato DT08'). */
export function formKeysOf(text: string): string[] {
  const keys = [...text.matchAll(FORM_ID)].map(
    (match) => `${match[1]!.toLowerCase()} ${match[2]!.toUpperCase().replace(/[-.\s]/gu, "")}`,
  );
  return [...new Set(keys)];
}

/** The forms phase 4 filled, by the key its section's heading names (continuations folded in). */
export function filledForms(phase4: EarlierPhase | null): FilledForm[] {
  const forms: FilledForm[] = [];
  let current: (FilledForm & { isFilled: boolean }) | null = null;
  const close = () => {
    if (current?.isFilled) forms.push({ ...current, pending: [...new Set(current.pending)] });
    current = null;
  };
  for (const section of phase4?.content.sections ?? []) {
    const texts = [
      ...section.statements.map((statement) => statement.text),
      ...(section.table?.rows.flatMap((row) => row.cells) ?? []),
    ];
    if (section.level === 1) {
      close();
      const key = formKeysOf(section.heading)[0];
      if (!key) continue;
      current = { key, title: section.heading, pending: [], sources: [], isFilled: true };
      current.isFilled = !texts.some((text) => NOT_FILLED.test(text));
    }
    if (!current) continue;
    const open: FilledForm & { isFilled: boolean } = current;
    open.pending.push(
      ...texts.flatMap(pendingMarks).map((mark) => mark.replace(/^\[PENDIENTE:\s*|\]$/gu, "").trim()),
    );
    open.sources.push(...section.statements.flatMap((statement) => statement.sources));
  }
  close();
  return forms;
}

/**
 * The forms of phase 4 that answer a requirement: every form it names filled; null when it names none
 * or one phase 4 did not fill (the requirement is then read as before).
 */
export function formCoverage(requirement: string, forms: readonly FilledForm[]): FilledForm[] | null {
  const keys = formKeysOf(requirement);
  if (keys.length === 0) return null;
  const found = keys.map((key) => forms.find((form) => form.key === key));
  return found.every((form) => form !== undefined) ? (found as FilledForm[]) : null;
}

/** The summary's row for a requirement a form of phase 4 answers, cited to the form's pages. */
export function formRequirement(
  item: { requirement: string; sources: TSource[] },
  forms: readonly FilledForm[],
  fileName: string,
): { requirement: string; sources: TSource[] } {
  const named = forms.map((form) => `«${form.title}»`).join(", ");
  const pending = [...new Set(forms.flatMap((form) => form.pending))];
  const rest = pending.length > 0 ? `; datos por completar en el formato: ${pending.join("; ")}` : "";
  return {
    requirement: `${item.requirement} — ${named}, en ${fileName}${rest}`,
    sources: [...forms.flatMap((form) => form.sources.slice(0, 2)), ...item.sources],
  };
}
