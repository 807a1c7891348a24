import mammoth from "mammoth";
import type { ExtractedUnit } from "./extraction-types";
import { normalizeText } from "./normalize-text";
import { decodeXmlEntities, openOfficeZip } from "./office-zip";

// Title and Subtitle are headings too; built-in style names are English in every Word language.
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

/**
 * A Word document through mammoth's HTML, which keeps what plain text loses: headings become lines
 * starting with '#' (one per level) that the splitter takes as section titles, table rows become
 * lines of cells joined by ' | ', list items start with '• '. Headers and footers are not read.
 */
export async function readDocxText(data: Buffer): Promise<ExtractedUnit[]> {
  await openOfficeZip(data, "Word");
  const { value: html } = await mammoth.convertToHtml(
    { buffer: data },
    {
      styleMap: STYLE_MAP,
      externalFileAccess: false,
      // Images would be inlined as base64; only the text matters here.
      convertImage: mammoth.images.imgElement(async () => ({ src: "" })),
    },
  );
  const text = normalizeText(htmlToText(html));
  return text ? [{ page: null, location: null, text }] : [];
}

/** mammoth writes a small, regular HTML: p, h1-h6, ul/ol/li, table/tr/td/th, br, inline tags. */
export function htmlToText(html: string): string {
  const blocks: string[] = [];
  let line = "";
  let cell: string | null = null;
  let row: string[] | null = null;
  let tableDepth = 0;
  let headingLevel = 0;
  let isListItem = false;

  const endLine = () => {
    const text = line.replace(/\s+/g, " ").trim();
    line = "";
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
