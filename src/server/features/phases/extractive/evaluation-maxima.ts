/**
 * The bases' maxima on what a rubro counts. LAASSP's points-and-percentages rubros are relative: 'se
 * otorgarán hasta 8 puntos al licitante que presente el mayor número de contratos cumplidos
 * satisfactoriamente, con un máximo de 6 contratos' gives the rubro's points to whoever reaches the
 * maximum, and the others in proportion. When a sentence of the bases states both a maximum and such a
 * proportional rule, phase 8 scores the client's counted figure (years stated, contracts counted) against
 * the maximum ('3 de 6 contratos'); without one, the rule of evaluation-facts.ts stands. The words are
 * vocabulary (company-fact-vocabulary.ts, groups 'tope' and 'proporcional').
 */
import type { CategorizedPassage, TSource } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { piecesOf } from "./evaluation-segments";
import { type FactAspect, VOCABULARY } from "./tender-vocabulary";

const TOPES = VOCABULARY.filter((entry) => entry.group === "tope");
const PROPORTIONAL = VOCABULARY.filter((entry) => entry.group === "proporcional");

/** A maximum of the bases on one fact a rubro counts, with the sentence that states it. */
export interface BasesMaximum {
  aspect: FactAspect;
  maximum: number;
  /** 'años' or 'contratos', as the bases count it. */
  unit: string;
  source: TSource;
}

/**
 * The maximum a sentence of the bases sets on a rubro's count, or null when it states no maximum or no
 * proportional rule: 'años' are the years of experience; 'contratos' are the contracts fulfilled when
 * the sentence speaks of fulfilment ('cumplidos', 'cumplimiento'), else the similar contracts.
 */
export function maximumOf(sentence: string): Omit<BasesMaximum, "source"> | null {
  const text = sentence.replace(/\s+/gu, " ");
  if (!PROPORTIONAL.some((entry) => entry.pattern.test(text))) return null;
  for (const entry of TOPES) {
    const maximum = Number(entry.pattern.exec(text)?.[1] ?? 0);
    if (!(maximum > 0) || !entry.name) continue;
    const aspect: FactAspect =
      entry.name === "años"
        ? "anos"
        : /\bcumpli(?:d[oa]s|miento)\b/iu.test(text)
          ? "cumplimiento"
          : "contratos";
    return { aspect, maximum, unit: entry.name };
  }
  return null;
}

/** Every maximum the bases state with a proportional rule, the first one per fact, cited. */
export function basesMaxima(passages: readonly CategorizedPassage[]): BasesMaximum[] {
  const found: BasesMaximum[] = [];
  for (const passage of passages) {
    for (const piece of piecesOf(passage.text)) {
      const sentence = passage.text.slice(piece.start, piece.end);
      const read = maximumOf(sentence);
      if (read && !found.some((entry) => entry.aspect === read.aspect)) {
        found.push({ ...read, source: sourceOf(passage, sentence) });
      }
    }
  }
  return found;
}

// 'desde 2012', 'constituida en 2011': a year the client's activity starts.
const SINCE_YEAR = /\b(?:desde|en) ((?:19|20)\d{2})\b/u;
const YEARS = /(?<![\p{L}\d])(\d{1,2})\s+a[ñn]os de (?:experiencia|trayectoria|operaci[óo]n)\b/iu;

/**
 * The years of experience a client's sentence states: 'con 14 años de experiencia' → 14; 'desde 2012'
 * → the years from that year to `year` (the year of the evaluation), with the year it counts from.
 * Null when it states neither.
 */
export function yearsStated(text: string, year: number): { years: number; since?: number } | null {
  const direct = YEARS.exec(text);
  if (direct?.[1]) return { years: Number(direct[1]) };
  const since = Number(SINCE_YEAR.exec(text)?.[1] ?? 0);
  return since > 0 && since <= year ? { years: year - since, since } : null;
}
