import WordExtractor from "word-extractor";
import type { ExtractedUnit } from "./extraction-types";
import { normalizeText } from "./normalize-text";

/**
 * A Word 97-2003 document through word-extractor: body, then footnotes and endnotes. Each line it
 * gives is a paragraph; lines with tabs are table rows and keep together, cells joined by ' | '.
 */
export async function readDocText(data: Buffer): Promise<ExtractedUnit[]> {
  const document = await new WordExtractor().extract(data);
  const parts = [document.getBody(), document.getFootnotes(), document.getEndnotes()];
  const text = normalizeText(parts.map(paragraphsOf).filter(Boolean).join("\n\n"));
  return text ? [{ page: null, location: null, text }] : [];
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
