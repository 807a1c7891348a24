/**
 * Pages of a plain-text file: form feeds (pdftotext's page ends) or page-marker lines that OCR and
 * copy-paste leave behind ('=== PÁGINA 3 ===', 'Página 3 de 53', '- 3 -'). '=== PÁGINA N ===', or a
 * marker before any text, heads its page; otherwise markers are footers and close theirs. Markers are
 * page furniture and leave the text; their number, when it follows on from the last, is the page's.
 * An OCR tool's '=== PÁGINA N ===' marks are the pages when the file has them: the document's own
 * printed numbers ('Página 3 de 53' at the foot of the same page) are then furniture, not more pages.
 */

// The marker forms, each with the page number as group 1.
const PAGE_MARKERS: RegExp[] = [
  /^\s*=+\s*P[ÁA]GINA\s+(\d{1,4})\s*=+\s*$/iu,
  /^\s*P[áa]gina\s+(\d{1,4})\s+de\s+\d{1,4}\s*$/iu,
  /^\s*P[ÁA]GINA\s+(\d{1,4})\s*$/u,
  /^\s*[-–—]\s*(\d{1,4})\s*[-–—]\s*$/u,
];

export interface TextPage {
  page: number;
  text: string;
}

function markerOf(line: string): { number: number; form: number } | null {
  for (const [form, pattern] of PAGE_MARKERS.entries()) {
    const match = pattern.exec(line);
    if (match?.[1]) return { number: Number(match[1]), form };
  }
  return null;
}

/** The text's pages in order, or null when it has neither form feeds nor two page markers. */
export function splitTextPages(text: string): TextPage[] | null {
  if (text.includes("\f")) {
    const pages = text.split("\f").map((page, index) => ({ page: index + 1, text: page }));
    // pdftotext ends its output with a form feed: no empty last page.
    return pages.filter((page, index) => index < pages.length - 1 || page.text.trim() !== "");
  }
  const all = text.split(/\r?\n/).flatMap((line, index) => {
    const marker = markerOf(line);
    return marker === null ? [] : [{ index, ...marker }];
  });
  const ocrMarks = all.filter((marker) => marker.form === 0);
  const markers = ocrMarks.length >= 2 ? ocrMarks : all;
  if (markers.length < 2) return null;
  // The other marker lines are the document's printed page numbers: furniture, dropped.
  const printed = new Set(all.filter((marker) => !markers.includes(marker)).map((marker) => marker.index));
  const lines = text.split(/\r?\n/).map((line, index) => (printed.has(index) ? "" : line));
  const firstContent = lines.findIndex((line) => line.trim() !== "");
  const first = markers[0] as { index: number };
  const isHeader = first.index <= firstContent || /^\s*=/.test(lines[first.index] ?? "");
  // A number that does not follow on (an OCR misread, a list item '- 4 -') keeps the count going.
  let previous = 0;
  const numbers = markers.map((marker) => {
    previous = marker.number > previous && marker.number <= previous + 2 ? marker.number : previous + 1;
    return previous;
  });
  const bounds = [-1, ...markers.map((marker) => marker.index), lines.length];
  const pages: TextPage[] = [];
  for (let slot = 0; slot + 1 < bounds.length; slot++) {
    const body = lines.slice((bounds[slot] as number) + 1, bounds[slot + 1]).join("\n");
    // Header markers number the text after them (a title line before the first joins page one);
    // footer markers the text before them, and what follows the last is the next page.
    const number = isHeader
      ? (numbers[Math.max(0, slot - 1)] as number)
      : (numbers[slot] ?? (numbers.at(-1) as number) + 1);
    const last = pages.at(-1);
    if (last && last.page === number) last.text += `\n${body}`;
    else pages.push({ page: number, text: body });
  }
  return pages.filter((page) => page.text.trim() !== "");
}
