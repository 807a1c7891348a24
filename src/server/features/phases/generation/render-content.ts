/**
 * Checked content to the phase's file: Word for phases 2-7 (statements as paragraphs with footnotes,
 * tables with a source column), Excel for phases 1 and 8 (one sheet per table, with the source columns
 * Documento fuente / Página / Cita textual taken from each row's verified sources).
 */
import { formatReferenceText, OCR_CITATION_NOTE } from "../render/citations";
import { type DocumentBlock, type DocumentSection, renderDocument } from "../render/document";
import { renderWorkbook, type WorkbookSheetSpec } from "../render/workbook";
import type { CheckedContent, CheckedSource } from "./check-content";

export const SOURCE_COLUMNS = ["Documento fuente", "Página", "Cita textual"] as const;
export const PENDING_HEADING = "Pendientes por completar";
const NOTES_SHEET = "Notas";

interface RenderMeta {
  projectName: string;
  generatedBy: string;
  generatedAt: Date;
}

function references(sources: CheckedSource[]): string {
  return sources.map(formatReferenceText).join("; ");
}

export async function renderContentDocument(content: CheckedContent, meta: RenderMeta): Promise<Buffer> {
  const sections: DocumentSection[] = content.sections.map((section) => {
    const blocks: DocumentBlock[] = section.statements.map((statement) => ({
      kind: "paragraph",
      text: statement.text,
      citations: statement.sources.map(({ documentName, page, isOcr }) => ({ documentName, page, isOcr })),
    }));
    if (section.table) {
      const hasSources = section.table.rows.some((row) => row.sources.length > 0);
      blocks.push({
        kind: "table",
        headers: hasSources ? [...section.table.headers, "Fuente"] : section.table.headers,
        rows: section.table.rows.map((row) =>
          hasSources ? [...row.cells, references(row.sources)] : row.cells,
        ),
      });
    }
    return { heading: section.heading, level: section.level, blocks };
  });
  if (content.pending.length > 0) {
    sections.push({
      heading: PENDING_HEADING,
      level: 1,
      blocks: content.pending.map((text) => ({ kind: "pending", text })),
    });
  }
  return renderDocument({
    title: content.title,
    subtitle: meta.projectName,
    generatedBy: meta.generatedBy,
    generatedAt: meta.generatedAt,
    sections,
  });
}

function sourceCells(sources: CheckedSource[]) {
  const pages = [...new Set(sources.map((source) => source.page).filter((page) => page !== null))];
  return {
    __document: [...new Set(sources.map((source) => source.documentName))].join("; ") || null,
    // One page stays a number, so the column sorts and filters as numbers in Excel.
    __page: pages.length === 1 ? pages[0]! : pages.length > 1 ? pages.join(", ") : null,
    // Layout line breaks inside a quote are the PDF's, not the sentence's: one line of text per quote.
    // A quote from a scanned page says it was read by OCR: the reader checks it against the scan.
    __quote:
      sources
        .map((source) => {
          const quote = source.quote.replace(/\s+/g, " ").trim();
          return source.isOcr ? `${quote} (${OCR_CITATION_NOTE})` : quote;
        })
        .join(" … ") || null,
  };
}

/**
 * A column as wide as most of its cells (the 90th percentile, so one long cell does not widen it),
 * never narrower than its header nor wider than 50 characters: longer text wraps.
 */
export function columnWidth(header: string, values: readonly string[]): number {
  const lengths = values.map((value) => value.length).sort((a, b) => a - b);
  const typical = lengths[Math.floor(lengths.length * 0.9)] ?? 0;
  return Math.min(50, Math.max(header.length + 4, 10, typical + 2));
}

export async function renderContentWorkbook(content: CheckedContent, meta: RenderMeta): Promise<Buffer> {
  const sheets: WorkbookSheetSpec[] = [];
  const notes: Array<Record<string, string | number | null>> = [];
  for (const section of content.sections) {
    if (section.table) {
      const table = section.table;
      const columns = table.headers.map((header, index) => ({
        header,
        key: `c${index}`,
        width: columnWidth(
          header,
          table.rows.map((row) => row.cells[index] ?? ""),
        ),
      }));
      columns.push(
        { header: SOURCE_COLUMNS[0], key: "__document", width: 24 },
        { header: SOURCE_COLUMNS[1], key: "__page", width: 9 },
        { header: SOURCE_COLUMNS[2], key: "__quote", width: 60 },
      );
      sheets.push({
        name: section.heading,
        columns,
        rows: section.table.rows.map((row) => ({
          ...Object.fromEntries(row.cells.map((cell, index) => [`c${index}`, cell])),
          ...sourceCells(row.sources),
        })),
      });
    }
    for (const statement of section.statements) {
      notes.push({ section: section.heading, text: statement.text, ...sourceCells(statement.sources) });
    }
  }
  for (const item of content.pending) {
    notes.push({ section: PENDING_HEADING, text: `[PENDIENTE: ${item}]`, ...sourceCells([]) });
  }
  if (notes.length > 0) {
    sheets.push({
      name: NOTES_SHEET,
      columns: [
        { header: "Sección", key: "section", width: 30 },
        { header: "Nota", key: "text", width: 80 },
        { header: SOURCE_COLUMNS[0], key: "__document", width: 30 },
        { header: SOURCE_COLUMNS[1], key: "__page", width: 9 },
        { header: SOURCE_COLUMNS[2], key: "__quote", width: 80 },
      ],
      rows: notes,
    });
  }
  return renderWorkbook({
    title: `${content.title} — ${meta.projectName}`,
    generatedBy: meta.generatedBy,
    generatedAt: meta.generatedAt,
    sheets,
  });
}
