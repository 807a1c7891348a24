/**
 * A user's adjusted file read back as phase content, so later phases build on what the user wrote:
 * Word headings become sections, paragraphs statements, tables tables; Excel sheets become tables, and
 * where a row keeps the source columns this product writes (document, page, quote) the source is found
 * again among the project's passages and still counts as a citation.
 */
import type { ExtractedUnit } from "../../documents/extraction/extraction-types";
import { OCR_CITATION_NOTE } from "../render/citations";
import type { TPhaseContent, TPhaseSection, TSource } from "./phase-input";
import { SOURCE_COLUMNS } from "./render-content";

export type ResolveSource = (reference: {
  documentName: string;
  page: number | null;
  quote: string;
}) => Promise<TSource | null>;

const ABOUT_SHEET = "Acerca de";
// mammoth lists footnotes at the end as list items ending in a back-link arrow.
const FOOTNOTE_LINE = /^•.*↑\s*$/u;

function headingLevel(line: string): 1 | 2 | 3 | 0 {
  const match = /^(#{1,6})\s+/.exec(line);
  if (!match) return 0;
  return Math.min(3, match[1]!.length) as 1 | 2 | 3;
}

// A footnote as this product writes it: 'bases.pdf, p. 4', maybe '(texto reconocido por OCR)'.
const FOOTNOTE_REFERENCE = new RegExp(
  `^•\\s*(.+?)(?:,\\s*p\\.\\s*(\\d+))?(?:\\s*\\(${OCR_CITATION_NOTE}\\))?\\s*↑\\s*$`,
  "u",
);
// mammoth writes a footnote reference as '[3]' where it stood in the paragraph.
const FOOTNOTE_MARK = /\s?\[(\d{1,3})\]/g;
// The title page under the title: the project's name, then who generated it and when.
const TITLE_PAGE_LINE = /^(?:Generado por|Fecha):\s/u;

interface Footnote {
  documentName: string;
  page: number | null;
}

function footnotesOf(lines: readonly string[]): Footnote[] {
  return lines.flatMap((line) => {
    const match = FOOTNOTE_REFERENCE.exec(line);
    if (!match) return [];
    return [{ documentName: match[1]!.trim(), page: match[2] ? Number(match[2]) : null }];
  });
}

/**
 * A paragraph's footnotes as sources again: the quote is the paragraph's text, or what follows the
 * label this product put before a quotation ('Lo que piden las bases: …'); a footnote whose quote is
 * no longer in its document and page gives no source (the text stays, without its mark).
 */
async function paragraphSources(
  text: string,
  marks: readonly number[],
  footnotes: readonly Footnote[],
  resolve: ResolveSource | undefined,
): Promise<TSource[]> {
  if (!resolve) return [];
  const label = text.indexOf(": ");
  // A quoted table row was written with ' | ' between the cells the passage holds apart by tabs.
  const quotes = [text, ...(label > 0 ? [text.slice(label + 2)] : [])]
    .map((quote) => quote.replace(/\s*…$/u, "").trim())
    .flatMap((quote) => (quote.includes(" | ") ? [quote, quote.replaceAll(" | ", "\t")] : [quote]));
  const sources: TSource[] = [];
  for (const mark of marks) {
    const footnote = footnotes[mark - 1];
    if (!footnote) continue;
    for (const quote of quotes) {
      const source = quote ? await resolve({ ...footnote, quote }) : null;
      if (source) {
        sources.push(source);
        break;
      }
    }
  }
  return sources;
}

/**
 * Word text as the extractor writes it ('#' headings, ' | ' table rows) to sections. The title page's
 * furniture is left out; footnote marks leave the text and, with `resolve`, become its sources again.
 */
export async function wordTextToContent(
  text: string,
  fallbackTitle: string,
  resolve?: ResolveSource,
): Promise<TPhaseContent> {
  const sections: TPhaseSection[] = [];
  let title = fallbackTitle;
  let hasTitle = false;
  let current: TPhaseSection | null = null;
  // Lines read since the document's title, before its first section: its title page.
  let titlePageLines: number | null = null;
  const open = (heading: string, level: 1 | 2 | 3) => {
    current = { heading, level, statements: [] };
    sections.push(current);
    return current;
  };
  const lines = text
    .split("\n")
    .map((raw) => raw.trim())
    .filter(Boolean);
  const footnotes = footnotesOf(lines);
  for (const line of lines) {
    const level = headingLevel(line);
    if (level) {
      const heading = line.replace(/^#+\s+/, "");
      // The title page's title is the document's title, not a section. Only the first heading: the
      // title this product writes is the phase's name, the fallback itself, so 'still the fallback' is
      // no sign that the title is yet to come (the first section's heading was taken for it, and its
      // first paragraph, the client's own included, skipped as the title page's subtitle).
      if (!hasTitle && sections.length === 0 && level === 1 && !current) {
        hasTitle = true;
        title = heading;
        titlePageLines = 0;
        continue;
      }
      titlePageLines = null;
      open(heading, level);
      continue;
    }
    // Footnotes listed at the end repeat the citations already counted; they are not statements.
    if (FOOTNOTE_LINE.test(line)) continue;
    if (titlePageLines !== null && !current) {
      titlePageLines += 1;
      if (titlePageLines === 1 || TITLE_PAGE_LINE.test(line)) continue;
    }
    const section = current ?? open(title, 1);
    // A paragraph quoting a table's row as the reader wrote it ('1 | 25401001 | Gasa …') looks like a
    // row of a Word table; its footnote mark tells it apart (this product's tables cite in a column).
    const isQuotedRow = / \| /u.test(line) && /\[\d{1,3}\]\s*$/u.test(line);
    if (line.includes(" | ") && !isQuotedRow) {
      const cells = line.split(" | ").map((cell) => cell.trim());
      if (!section.table) section.table = { headers: cells, rows: [] };
      else
        section.table.rows.push({
          cells: section.table.headers.map((_, index) => cells[index] ?? ""),
          sources: [],
        });
      continue;
    }
    const marks = [...line.matchAll(FOOTNOTE_MARK)].map((match) => Number(match[1]));
    const clean = line.replace(FOOTNOTE_MARK, "").replace(/^•\s*/, "").trim();
    section.statements.push({
      text: clean,
      sources: await paragraphSources(clean, marks, footnotes, resolve),
    });
  }
  return {
    title,
    sections: sections.length > 0 ? sections : [{ heading: title, level: 1, statements: [] }],
    pending: [],
  };
}

/** Excel sheets (one unit each) to sections with tables, finding the written sources again. */
export async function sheetsToContent(
  units: ExtractedUnit[],
  fallbackTitle: string,
  resolve: ResolveSource,
): Promise<TPhaseContent> {
  const sections: TPhaseSection[] = [];
  for (const unit of units) {
    if (unit.location === ABOUT_SHEET) continue;
    const [headerLine, ...lines] = unit.text.split("\n").filter((line) => line.trim());
    if (!headerLine) continue;
    const headers = headerLine.split(" | ").map((cell) => cell.trim());
    const sourceIndex = SOURCE_COLUMNS.map((name) => headers.indexOf(name));
    const dataIndexes = headers.map((_, index) => index).filter((index) => !sourceIndex.includes(index));
    const rows = [];
    for (const line of lines) {
      const cells = line.split(" | ").map((cell) => cell.trim());
      const [documentIndex, pageIndex, quoteIndex] = sourceIndex;
      const documentName = documentIndex! >= 0 ? cells[documentIndex!] : undefined;
      const quote = quoteIndex! >= 0 ? cells[quoteIndex!] : undefined;
      const page = pageIndex! >= 0 ? Number.parseInt(cells[pageIndex!] ?? "", 10) : Number.NaN;
      const source =
        documentName && quote && !documentName.includes(";")
          ? await resolve({
              documentName,
              page: Number.isNaN(page) ? null : page,
              quote: quote.split(" … ")[0]!,
            })
          : null;
      rows.push({ cells: dataIndexes.map((index) => cells[index] ?? ""), sources: source ? [source] : [] });
    }
    sections.push({
      heading: unit.location ?? fallbackTitle,
      level: 1,
      statements: [],
      table: { headers: dataIndexes.map((index) => headers[index]!), rows },
    });
  }
  return {
    title: fallbackTitle,
    sections: sections.length > 0 ? sections : [{ heading: fallbackTitle, level: 1, statements: [] }],
    pending: [],
  };
}
