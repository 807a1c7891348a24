import WordExtractor from "word-extractor";
import type { WordText } from "./docx-text";
import { normalizeText } from "./normalize-text";
import { assignPrintedPages } from "./word-pages";

/**
 * A Word 97-2003 document through word-extractor: body, then footnotes and endnotes. Each line it
 * gives is a paragraph; lines with tabs are table rows and keep together, cells joined by ' | '.
 * The format keeps no page breaks a reader can use: pages come only from `printedPages`, the same
 * document printed to PDF (the notes, printed at the foot of their pages, follow the last body page).
 */
export async function readDocText(data: Buffer, printedPages?: string[]): Promise<WordText> {
  const document = await new WordExtractor().extract(data);
  const parts = [document.getBody(), document.getFootnotes(), document.getEndnotes()];
  const text = normalizeText(parts.map(paragraphsOf).filter(Boolean).join("\n\n"));
  if (!text) return { units: [], pageCount: null, pagination: "none" };
  if (printedPages) {
    return {
      units: assignPrintedPages(text, printedPages),
      pageCount: printedPages.length,
      pagination: "printed",
    };
  }
  return { units: [{ page: null, location: null, text }], pageCount: null, pagination: "none" };
}

function paragraphsOf(text: string): string {
  let result = "";
  let wasRow = false;
  for (const rawLine of text.replace(/\r\n?/g, "\n").split("\n")) {
    const isRow = rawLine.includes("\t");
    const line = isRow
      ? rawLine
          .split("\t")
          .map((cell) => cell.trim())
          .join(" | ")
          .replace(/^( \| )+|( \| )+$/g, "")
      : rawLine.trim();
    if (!line.replace(/[|\s]/g, "")) continue;
    if (result) result += isRow && wasRow ? "\n" : "\n\n";
    result += line;
    wasRow = isRow;
  }
  return result;
}
