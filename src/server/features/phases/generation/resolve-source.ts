/**
 * A footnote of an adjusted Word file found again among its document's passages: the passage (on the
 * footnote's page) that holds the quote. A table row the draft quoted in column order ('FISM-LP-002/2026 |
 * Construcción de red … | 09/03/2026', read back with tabs) is found in the row the passage writes as
 * printed over several lines, and cites that row's literal text, as it did when it was written.
 */
import { tableRowCells } from "../../../../shared/rules/table-rows";
import { type RetrievedPassage, verifyCitations } from "../render/citations";
import type { TSource } from "./phase-input";

function cellOrder(text: string): string {
  return tableRowCells(text)
    .map((cell) => cell.replace(/\s+/gu, " ").trim())
    .filter((cell) => cell !== "")
    .join(" ");
}

/** The passage's row whose cells, in column order, are the quote's (tabs between them). */
function rowQuoted(passage: RetrievedPassage, quote: string): string | null {
  if (!quote.includes("\t")) return null;
  const wanted = cellOrder(quote);
  return passage.text.split("\n").find((line) => line.includes("\t") && cellOrder(line) === wanted) ?? null;
}

/** The first candidate passage that holds the quote, as a source; null when none does. */
export function sourceAmong(candidates: readonly RetrievedPassage[], quote: string): TSource | null {
  for (const candidate of candidates) {
    const check = verifyCitations([{ passageId: candidate.id, quote }], new Map([[candidate.id, candidate]]));
    if (check.kept.length > 0) return { passageId: candidate.id, quote };
  }
  for (const candidate of candidates) {
    const row = rowQuoted(candidate, quote);
    if (row) return { passageId: candidate.id, quote: row };
  }
  return null;
}
