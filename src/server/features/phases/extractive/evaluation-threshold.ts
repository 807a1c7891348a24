/**
 * The least score the bases ask of the technical proposal ('La puntuación mínima que deberá obtener la
 * propuesta técnica para ser considerada solvente será de 45 puntos'). Under points and percentages a
 * technical proposal below it is rejected before its price is opened, so phase 8 sets its estimate
 * against it and says which side it falls. Read only where the bases state it, cited; the words are
 * vocabulary (company-fact-vocabulary.ts, group 'minimo').
 */
import type { SourcePassage, TSource } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { piecesOf } from "./evaluation-segments";
import { VOCABULARY } from "./tender-vocabulary";

const MINIMA = VOCABULARY.filter((entry) => entry.group === "minimo");
// The minimum of the technical proposal, not of one rubro or of a bidder's experience.
const TECHNICAL = /\bt[ée]cnic[oa]s?\b/iu;
const RUBRO = /\brubros?\b|\bsubrubros?\b|\bcriterio\b/iu;

export interface TechnicalMinimum {
  points: number;
  source: TSource;
}

/** The minimum score a sentence of the bases sets for the technical proposal, or null. */
export function technicalMinimumOf(sentence: string): number | null {
  const text = sentence.replace(/\s+/gu, " ");
  if (!TECHNICAL.test(text)) return null;
  for (const entry of MINIMA) {
    const match = entry.pattern.exec(text);
    if (!match?.[1]) continue;
    // 'La puntuación mínima en el rubro de capacidad será de 5 puntos' sets no minimum on the proposal.
    if (RUBRO.test(text.slice(0, match.index + match[0].length))) continue;
    const value = Number.parseFloat(match[1].replace(",", "."));
    if (Number.isFinite(value) && value > 0) return value;
  }
  return null;
}

/** The first minimum the bases state for the technical proposal, cited; null when they state none. */
export function technicalMinimum(passages: readonly SourcePassage[]): TechnicalMinimum | null {
  for (const passage of passages) {
    for (const piece of piecesOf(passage.text)) {
      const sentence = passage.text.slice(piece.start, piece.end);
      const value = technicalMinimumOf(sentence);
      if (value !== null) return { points: value, source: sourceOf(passage, sentence) };
    }
  }
  return null;
}
