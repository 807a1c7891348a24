/**
 * The citation guard applied to a whole phase: every source of every statement and table row must name a
 * passage that was really retrieved for this generation and quote words that really are in it. What
 * fails is dropped before anything is rendered; a statement or table row left without any of the
 * sources it claimed is not presented as a fact but as a point to verify.
 */
import { type KeptCitation, type RetrievedPassage, verifyCitations } from "../render/citations";
import type { TPhaseContent, TSource } from "./phase-input";

export type CheckedSource = KeptCitation;

export interface CheckedStatement {
  text: string;
  sources: CheckedSource[];
}

export interface CheckedSection {
  heading: string;
  level: 1 | 2 | 3;
  statements: CheckedStatement[];
  table?: { headers: string[]; rows: Array<{ cells: string[]; sources: CheckedSource[] }> };
}

/** Content whose every source was verified and carries its document's name and page. */
export interface CheckedContent {
  title: string;
  sections: CheckedSection[];
  pending: string[];
}

export interface ContentStats {
  /** Statements and table rows written. */
  statements: number;
  /** Of those, how many rest on at least one verified citation. */
  cited: number;
  /** Citations refused by the guard (not retrieved, or the quote is not in the passage). */
  droppedCitations: number;
  /** Distinct passages cited. */
  passagesCited: number;
  /** [PENDIENTE: …] marks in the file. */
  pending: number;
  /** Statements and rows written as points to verify because every source they claimed was refused. */
  unverified: number;
}

const PENDING_MARK = /\[PENDIENTE:/g;

/** The text written instead of a statement whose every citation was refused. */
export function unverifiedStatement(text: string): string {
  return `[PENDIENTE: verificar en los documentos, la cita no se encontró: «${text}»]`;
}

/**
 * A table row whose every citation was refused: its cells are not shown as fact in their columns; the
 * first cell says what to verify (the row's cells, joined) and the others stay empty.
 */
export function unverifiedRow(cells: string[]): string[] {
  const claim = cells
    .map((cell) => cell.trim())
    .filter(Boolean)
    .join(" | ");
  return cells.map((_, index) => (index === 0 ? unverifiedStatement(claim) : ""));
}

function countPending(text: string): number {
  return text.match(PENDING_MARK)?.length ?? 0;
}

export function checkContent(
  content: TPhaseContent,
  retrieved: Map<string, RetrievedPassage>,
): { content: CheckedContent; stats: ContentStats } {
  const stats: ContentStats = {
    statements: 0,
    cited: 0,
    droppedCitations: 0,
    passagesCited: 0,
    pending: 0,
    unverified: 0,
  };
  const citedPassages = new Set<string>();
  const check = (sources: TSource[]) => {
    const { kept, dropped } = verifyCitations(sources, retrieved);
    stats.droppedCitations += dropped.length;
    // The same passage twice under one statement would print two identical footnotes.
    const unique = kept.filter(
      (source, index) => kept.findIndex((other) => other.passageId === source.passageId) === index,
    );
    for (const source of unique) citedPassages.add(source.passageId);
    return { kept: unique, claimedAny: sources.length > 0 };
  };

  const sections: CheckedSection[] = content.sections.map((section) => {
    const statements = section.statements.map((statement) => {
      const { kept, claimedAny } = check(statement.sources);
      const isUnverified = claimedAny && kept.length === 0;
      const text = isUnverified ? unverifiedStatement(statement.text) : statement.text;
      stats.statements += 1;
      if (isUnverified) stats.unverified += 1;
      if (kept.length > 0) stats.cited += 1;
      stats.pending += countPending(text);
      return { text, sources: kept };
    });
    const table = section.table && {
      headers: section.table.headers,
      rows: section.table.rows.map((row) => {
        const { kept, claimedAny } = check(row.sources);
        const isUnverified = claimedAny && kept.length === 0;
        const cells = isUnverified ? unverifiedRow(row.cells) : row.cells;
        stats.statements += 1;
        if (isUnverified) stats.unverified += 1;
        if (kept.length > 0) stats.cited += 1;
        stats.pending += cells.reduce((sum, cell) => sum + countPending(cell), 0);
        return { cells, sources: kept };
      }),
    };
    return { heading: section.heading, level: section.level, statements, ...(table ? { table } : {}) };
  });
  // The list often repeats what the text already marks; only the points not marked anywhere are kept,
  // and the file lists them at its end.
  const written = sections
    .flatMap((section) => [
      section.heading,
      ...section.statements.map((statement) => statement.text),
      ...(section.table?.rows.flatMap((row) => row.cells) ?? []),
    ])
    .join("\n");
  const pending = [...new Set(content.pending.map((item) => item.trim()).filter(Boolean))].filter(
    (item) => !written.includes(`[PENDIENTE: ${item}]`),
  );
  stats.pending += pending.length;
  stats.passagesCited = citedPassages.size;
  return { content: { title: content.title, sections, pending }, stats };
}
