/** One piece of a search excerpt: plain text, or a match the server wrapped in «». */
export interface ExcerptPart {
  text: string;
  isMatch: boolean;
  /** Where the part starts in the excerpt: a stable key for rendering. */
  start: number;
}

const MATCH = /«([^«»]*)»/g;

/**
 * Splits the server's excerpt at its «» marks. The parts are rendered as text nodes (and <mark>s),
 * never as HTML, so whatever a document contains cannot inject markup. Unpaired marks stay as text.
 */
export function splitExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let position = 0;
  for (const match of excerpt.matchAll(MATCH)) {
    const start = match.index;
    if (start > position)
      parts.push({ text: excerpt.slice(position, start), isMatch: false, start: position });
    if (match[1]) parts.push({ text: match[1], isMatch: true, start });
    position = start + match[0].length;
  }
  if (position < excerpt.length)
    parts.push({ text: excerpt.slice(position), isMatch: false, start: position });
  return parts;
}
