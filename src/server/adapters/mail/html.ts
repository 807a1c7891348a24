/** Helpers shared by the mail templates and the outbox pages: escaping, links, Mexican dates. */

const MEXICO_TIME_ZONE = "America/Mexico_City";

const mexicoDateTime = new Intl.DateTimeFormat("es-MX", {
  timeZone: MEXICO_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for an HTML element or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** An http(s) URL in plain text; it ends at whitespace, quotes or angle brackets. */
const LINK_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
/** Sentence punctuation that follows a URL in prose but is rarely part of it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

interface TextPiece {
  text: string;
  isLink: boolean;
}

/** Splits text into plain pieces and http(s) links, in order. */
function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let position = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const link = match[0].replace(TRAILING_PUNCTUATION, "");
    const start = match.index;
    if (start > position) pieces.push({ text: text.slice(position, start), isLink: false });
    pieces.push({ text: link, isLink: true });
    position = start + link.length;
  }
  if (position < text.length) pieces.push({ text: text.slice(position), isLink: false });
  return pieces;
}

/** Every distinct http(s) URL in the text, in order of appearance. */
export function extractLinks(text: string): string[] {
  const links = splitLinks(text)
    .filter((piece) => piece.isLink)
    .map((piece) => piece.text);
  return [...new Set(links)];
}

/** Escaped HTML of the text with each http(s) URL turned into a link; nothing else becomes markup. */
export function linkifyText(text: string): string {
  return splitLinks(text)
    .map((piece) => {
      if (!piece.isLink) return escapeHtml(piece.text);
      const link = escapeHtml(piece.text);
      return `<a href="${link}" rel="noopener noreferrer">${link}</a>`;
    })
    .join("");
}

/** Whether `value` is an absolute http(s) URL: templates refuse anything else as a button target. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function mexicoParts(date: Date): Record<string, string> {
  return Object.fromEntries(mexicoDateTime.formatToParts(date).map((part) => [part.type, part.value]));
}

/** dd/MM/yyyy in America/Mexico_City (DECISIONS: dates). */
export function formatMexicoDate(date: Date): string {
  const parts = mexicoParts(date);
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** dd/MM/yyyy HH:mm in America/Mexico_City. */
export function formatMexicoDateTime(date: Date): string {
  const parts = mexicoParts(date);
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
