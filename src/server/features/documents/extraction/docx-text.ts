import { randomUUID } from "node:crypto";
import mammoth from "mammoth";
import { markDocxPageBreaks } from "./docx-pages";
import type { ExtractedUnit, WordPagination } from "./extraction-types";
import { normalizeText } from "./normalize-text";
import { decodeXmlEntities, openOfficeZip } from "./office-zip";
import { assignPrintedPages, splitMarkedPages } from "./word-pages";

export interface WordText {
  units: ExtractedUnit[];
  pageCount: number | null;
  pagination: WordPagination;
}

// Title and Subtitle are headings too; built-in style names are English in every Word language.
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

/**
 * A Word document through mammoth's HTML, which keeps what plain text loses: headings become lines
 * starting with '#' (one per level) that the splitter takes as section titles, table rows become
 * lines of cells joined by ' | ', list items start with '• '. Headers and footers are not read.
 * The whole text as one unit without pages (what reading a generated or adjusted file back needs).
 */
export async function readDocxText(data: Buffer): Promise<ExtractedUnit[]> {
  await openOfficeZip(data, "Word");
  const text = normalizeText(htmlToText(await convertToHtml(data)));
  return text ? [{ page: null, location: null, text }] : [];
}

/**
 * The same text, one unit per page. Pages: Word's own layout when the file carries it; else, given
 * `printedPages` (the document printed to PDF), the pages of that print; else the explicit page
 * breaks; else none (`page` null).
 */
export async function readDocxPages(data: Buffer, printedPages?: string[]): Promise<WordText> {
  const zip = await openOfficeZip(data, "Word");
  const marker = `licita-pagina-${randomUUID()}`;
  const found = await markDocxPageBreaks(zip, marker);
  if (found === "rendered" || (found === "explicit" && !printedPages)) {
    // Stored, not deflated: mammoth reads it right back, and the images inside are compressed already.
    const marked = await zip.generateAsync({ type: "nodebuffer", compression: "STORE" });
    const { units, pageCount } = splitMarkedPages(htmlToText(await convertToHtml(marked), marker), marker);
    return { units, pageCount, pagination: found };
  }
  const text = htmlToText(await convertToHtml(data));
  if (printedPages) {
    return {
      units: assignPrintedPages(text, printedPages),
      pageCount: printedPages.length,
      pagination: "printed",
    };
  }
  const clean = normalizeText(text);
  return {
    units: clean ? [{ page: null, location: null, text: clean }] : [],
    pageCount: null,
    pagination: "none",
  };
}

async function convertToHtml(data: Buffer): Promise<string> {
  const { value } = await mammoth.convertToHtml(
    { buffer: data },
    {
      styleMap: STYLE_MAP,
      externalFileAccess: false,
      // Images would be inlined as base64; only the text matters here.
      convertImage: mammoth.images.imgElement(async () => ({ src: "" })),
    },
  );
  return value;
}

/**
 * mammoth writes a small, regular HTML: p, h1-h6, ul/ol/li, table/tr/td/th, br, inline tags. A page
 * `marker` in the text becomes a block of its own: before a heading, list item or table row that it
 * falls in (they stay whole), or where it falls in a paragraph (which the page start cuts in two).
 */
export function htmlToText(html: string, marker?: string): string {
  const blocks: string[] = [];
  let line = "";
  let cell: string | null = null;
  let row: string[] | null = null;
  let rowBreaks = 0;
  let tableDepth = 0;
  let headingLevel = 0;
  let isListItem = false;

  const endLine = () => {
    let text = line.replace(/\s+/g, " ").trim();
    line = "";
    const parts = marker && text.includes(marker) ? text.split(marker) : null;
    if (parts && marker) {
      const breaks = parts.length - 1;
      text = parts.join(" ").replace(/\s+/g, " ").trim();
      if (cell !== null) rowBreaks += breaks;
      else if (headingLevel || isListItem) blocks.push(...Array<string>(breaks).fill(marker));
      else {
        // A paragraph that runs onto the next page: its first part ends one page, the rest starts the next.
        parts.forEach((part, index) => {
          if (index > 0) blocks.push(marker);
          if (part.trim()) blocks.push(part.replace(/\s+/g, " ").trim());
        });
        return;
      }
    }
    if (cell !== null) {
      if (text) cell = cell ? `${cell} ${text}` : text;
      return;
    }
    if (!text) return;
    const prefix = headingLevel ? `${"#".repeat(headingLevel)} ` : isListItem ? "• " : "";
    blocks.push(prefix + text);
  };

  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>|([^<]+)/gi)) {
    const [, closing, rawTag, textNode] = match;
    if (textNode !== undefined) {
      line += decodeXmlEntities(textNode);
      continue;
    }
    const tag = (rawTag ?? "").toLowerCase();
    const isClosing = closing === "/";
    if (/^h[1-6]$/.test(tag)) {
      endLine();
      headingLevel = isClosing ? 0 : Number(tag[1]);
    } else if (tag === "p" || tag === "li" || tag === "ul" || tag === "ol") {
      endLine();
      if (tag === "li") isListItem = !isClosing;
    } else if (tag === "br") {
      endLine();
    } else if (tag === "table") {
      endLine();
      tableDepth += isClosing ? -1 : 1;
      if (isClosing && tableDepth === 0) blocks.push("");
    } else if (tag === "tr" && tableDepth === 1) {
      if (!isClosing) row = [];
      else if (row) {
        if (marker && rowBreaks > 0) blocks.push(...Array<string>(rowBreaks).fill(marker));
        rowBreaks = 0;
        if (row.some((value) => value !== "")) blocks.push(row.join(" | "));
        row = null;
      }
    } else if ((tag === "td" || tag === "th") && tableDepth === 1) {
      if (!isClosing) {
        cell = "";
      } else {
        endLine();
        row?.push(cell ?? "");
        cell = null;
      }
    }
  }
  endLine();
  // Paragraphs are separate blocks; consecutive table rows stay one block, one row per line.
  return joinBlocks(blocks);
}

function joinBlocks(blocks: string[]): string {
  let text = "";
  let wasRow = false;
  for (const block of blocks) {
    const isRow = block.includes(" | ");
    if (block === "") {
      wasRow = false;
      continue;
    }
    if (text) text += isRow && wasRow ? "\n" : "\n\n";
    text += block;
    wasRow = isRow;
  }
  return text;
}
