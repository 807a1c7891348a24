/**
 * The total of points the bases state ('para un total de cien (100) puntos', 'sobre 100 puntos',
 * 'Total | 100 puntos'), with its citation. Phase 8 shows a total only when the bases state one: a sum
 * of the criteria it read is never presented as the tender's total.
 */
import type { SourcePassage, TSource } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { piecesOf } from "./evaluation-segments";

export interface StatedTotal {
  points: number;
  sources: TSource[];
}

// 'total de 100 puntos', 'un total de cien (100) puntos', 'Total | 100 puntos', 'sobre 100 puntos',
// 'puntuación máxima de 100 puntos': the figure in digits, optionally after the figure in words.
const TOTAL =
  /(?:\btotal(?:\s+de)?|\bsobre|\bpuntuaci[óo]n\s+(?:m[áa]xima|total)(?:\s+de)?|\bpuntaje\s+(?:m[áa]ximo|total)(?:\s+de)?)[\s:|]*(?:\p{L}+\s*)?\(?(\d{1,3}(?:[.,]\d{1,2})?)\)?\s*(?:puntos|pts)\b/iu;

/** A piece of the bases that states the total of points, or null. */
export function totalIn(text: string): number | null {
  const match = TOTAL.exec(text.replace(/\s+/gu, " "));
  if (!match?.[1]) return null;
  const value = Number.parseFloat(match[1].replace(",", "."));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The total the bases state: the value stated most often (the largest on a tie), cited on every piece
 * that states it; null when the bases state none.
 */
export function statedTotal(passages: readonly SourcePassage[]): StatedTotal | null {
  const found = new Map<number, TSource[]>();
  for (const passage of passages) {
    for (const piece of piecesOf(passage.text)) {
      const text = passage.text.slice(piece.start, piece.end);
      const points = totalIn(text);
      if (points === null) continue;
      found.set(points, [...(found.get(points) ?? []), sourceOf(passage, text)]);
    }
  }
  const best = [...found.entries()].sort((a, b) => b[1].length - a[1].length || b[0] - a[0])[0];
  return best ? { points: best[0], sources: best[1].slice(0, 3) } : null;
}
