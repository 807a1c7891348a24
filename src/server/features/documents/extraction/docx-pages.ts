import type JSZip from "jszip";
import type { WordPagination } from "./extraction-types";
import { assertSafeXml } from "./office-zip";

const DOCUMENT_PART = "word/document.xml";
const STYLES_PART = "word/styles.xml";

// Where Word last laid out a new page (written by Word itself when it saves).
const RENDERED_BREAK = /<w:lastRenderedPageBreak\s*\/>/g;
// A manual page break inside a run.
const EXPLICIT_BREAK = /<w:br\b[^>]*\bw:type\s*=\s*["']page["'][^>]*\/>/g;
// A paragraph with its properties: the properties say whether it starts or ends a page.
const PARAGRAPH_WITH_PROPERTIES =
  /(<w:p(?:\s[^>]*)?(?<!\/)>\s*<w:pPr(?:\s[^>]*)?(?<!\/)>)([\s\S]*?)(<\/w:pPr>)/g;
const IS_ON = /^(?!.*\bw:val\s*=\s*["'](?:0|false|off)["'])/;

/**
 * Writes `marker` into a docx's body text wherever a page starts, so that the page survives mammoth's
 * conversion (which drops every break). Word's own layout (`w:lastRenderedPageBreak`, saved by Word) is
 * used when the file has it; otherwise the explicit breaks: manual page breaks, 'page break before'
 * on the paragraph or its style, and section breaks that start a new page. Explicit breaks alone miss
 * the pages that text fills up by itself, so the caller prefers a printed layout when it can get one.
 * Changes the zip in place; returns which pagination it found.
 */
export async function markDocxPageBreaks(zip: JSZip, marker: string): Promise<WordPagination> {
  const part = zip.file(DOCUMENT_PART);
  if (!part) return "none";
  const xml = await part.async("string");
  assertSafeXml(xml);
  const run = `<w:t>${marker}</w:t>`;
  if (xml.includes("<w:lastRenderedPageBreak")) {
    zip.file(DOCUMENT_PART, xml.replace(RENDERED_BREAK, run));
    return "rendered";
  }
  const breakingStyles = await stylesWithPageBreakBefore(zip);
  let count = 0;
  let marked = xml.replace(EXPLICIT_BREAK, () => {
    count += 1;
    return run;
  });
  marked = marked.replace(PARAGRAPH_WITH_PROPERTIES, (whole, open: string, properties: string, close) => {
    const style = /<w:pStyle\b[^>]*\bw:val\s*=\s*["']([^"']+)["']/.exec(properties)?.[1];
    const directBreak = /<w:pageBreakBefore\b([^>]*)\/>/.exec(properties);
    const startsPage = directBreak
      ? IS_ON.test(directBreak[1] ?? "")
      : style !== undefined && breakingStyles.has(style);
    if (!startsPage) return whole;
    count += 1;
    return `${open}${properties}${close}<w:r>${run}</w:r>`;
  });
  // A section break that is not 'continuous' starts the next paragraph on a new page.
  marked = marked.replace(/<w:sectPr\b[\s\S]*?<\/w:sectPr>\s*<\/w:pPr>[\s\S]*?<\/w:p>/g, (section) => {
    if (/<w:type\b[^>]*\bw:val\s*=\s*["']continuous["']/.test(section)) return section;
    count += 1;
    return `${section}<w:p><w:r>${run}</w:r></w:p>`;
  });
  if (count === 0) return "none";
  zip.file(DOCUMENT_PART, marked);
  return "explicit";
}

/** Paragraph styles that start a new page (directly; inherited ones are not followed). */
async function stylesWithPageBreakBefore(zip: JSZip): Promise<Set<string>> {
  const styles = await zip.file(STYLES_PART)?.async("string");
  const found = new Set<string>();
  if (!styles) return found;
  assertSafeXml(styles);
  for (const [style] of styles.matchAll(/<w:style\b[\s\S]*?<\/w:style>/g)) {
    const id = /\bw:styleId\s*=\s*["']([^"']+)["']/.exec(style)?.[1];
    const directBreak = /<w:pageBreakBefore\b([^>]*)\/>/.exec(style);
    if (id && directBreak && IS_ON.test(directBreak[1] ?? "")) found.add(id);
  }
  return found;
}
