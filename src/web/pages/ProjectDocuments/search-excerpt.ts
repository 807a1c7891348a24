import type { TSearchHit } from "../../../shared/contracts/documents";

/** One piece of a search excerpt: plain text, or a match. */
export interface ExcerptPart {
  text: string;
  isMatch: boolean;
  /** Where the part starts in the excerpt: a stable key for rendering. */
  start: number;
}

/**
 * Splits an excerpt at the server's match offsets. The parts are rendered as text nodes (and
 * <mark>s), never as HTML, so whatever a document contains cannot inject markup. Offsets that overlap
 * or fall outside the text are skipped.
 */
export function splitExcerpt(excerpt: string, highlights: TSearchHit["highlights"]): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let position = 0;
  for (const { start, length } of highlights) {
    if (start < position || start + length > excerpt.length) continue;
    if (start > position)
      parts.push({ text: excerpt.slice(position, start), isMatch: false, start: position });
    parts.push({ text: excerpt.slice(start, start + length), isMatch: true, start });
    position = start + length;
  }
  if (position < excerpt.length)
    parts.push({ text: excerpt.slice(position), isMatch: false, start: position });
  return parts;
}
