/**
 * The user's instructions applied to the index (phase 2): headings removed by name, topics added
 * ('agrega experiencia', 'agregar un apartado de gestión de riesgos', 'incluir experiencia del
 * licitante'). A topic an existing heading already covers is said so and that heading gets the bases'
 * requirements on the topic; otherwise a new heading is sourced from the bases when they mention it.
 */
import type { CategorizedPassage, PhaseInput, TPhaseSection, TStatement } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import {
  headingsToRemove,
  INDEX_NOTES_HEADING,
  OTHER_REQUIREMENTS_HEADING,
  type TopicToAdd,
  topicsToAdd,
} from "./proposal-structure-standard";
import { bestSentences, fold, keywords, overlap, sameHeading } from "./proposal-structure-text";

const TENDER = ["bases", "anexos"] as const;
// A heading covers a topic when it carries most of the topic's words.
const COVERED_SHARE = 0.6;
const PER_TOPIC = 4;
const VAGUE_TOPIC =
  /^(?:m[áa]s|mejor|mayor|menos|otr[oa]s?|detalles?|informaci[óo]n|contenido|texto|cambios?)\b/iu;

/** A heading being built, with the extra words that tie requirements to it. */
export interface IndexPart {
  section: TPhaseSection;
  words: string;
}

export function answers(passage: CategorizedPassage, quote: string): TStatement {
  const source = sourceOf(passage, quote);
  return { text: `Responde a: ${source.quote}`, sources: [source] };
}

/** The bases' lines already under a heading: a line quoted again (or within a longer quote) adds nothing. */
class TakenQuotes {
  private readonly quotes: string[] = [];
  constructor(parts: readonly IndexPart[]) {
    for (const part of parts)
      for (const statement of part.section.statements) {
        this.add(statement.text);
        for (const source of statement.sources) this.add(source.quote);
      }
  }
  add(text: string): void {
    this.quotes.push(fold(text).replace(/\s+/g, " ").trim());
  }
  has(text: string): boolean {
    const key = fold(text).replace(/\s+/g, " ").trim();
    return this.quotes.some((known) => known.includes(key) || key.includes(known));
  }
}

/** Statements of the bases found with the words of `query`, not already under any heading. */
async function foundInBases(input: PhaseInput, query: string, taken: TakenQuotes, min: number) {
  const wanted = keywords(query);
  const found: TStatement[] = [];
  for (const passage of await input.search(query, { categories: TENDER, limit: 5 })) {
    for (const sentence of bestSentences(passage.text, wanted, 1, Math.min(min, wanted.size))) {
      const statement = answers(passage, sentence);
      const quote = statement.sources[0]?.quote ?? sentence;
      if (taken.has(quote)) continue;
      taken.add(quote);
      found.push(statement);
    }
  }
  return found;
}

/** Removes the headings the instructions name (and the level-2 headings under a removed one). */
function removeParts(parts: IndexPart[], phrases: string[]): { kept: IndexPart[]; removed: string[] } {
  const removed: string[] = [];
  const kept: IndexPart[] = [];
  let droppingChildren = false;
  for (const part of parts) {
    const heading = keywords(part.section.heading);
    const hit = phrases.some((phrase) => {
      const wanted = keywords(phrase);
      return wanted.size > 0 && overlap(wanted, heading) >= Math.ceil(wanted.size * 0.6);
    });
    if (hit || (droppingChildren && part.section.level > 1)) {
      if (hit) removed.push(part.section.heading);
      droppingChildren = droppingChildren || part.section.level === 1;
      continue;
    }
    droppingChildren = false;
    kept.push(part);
  }
  return { kept, removed };
}

/** The heading that already covers a topic: by its own words, or by the request it answers. */
function coveringPart(parts: readonly IndexPart[], topic: string): IndexPart | null {
  const wanted = keywords(topic);
  if (wanted.size === 0) return null;
  const needed = Math.max(1, Math.ceil(wanted.size * COVERED_SHARE));
  let best: { part: IndexPart; score: number } | null = null;
  for (const part of parts) {
    const heading = part.section.heading;
    if (sameHeading(heading, OTHER_REQUIREMENTS_HEADING) || sameHeading(heading, INDEX_NOTES_HEADING))
      continue;
    const byHeading = overlap(wanted, keywords(heading));
    const byRequest = overlap(wanted, keywords(part.words));
    const score = byHeading >= needed ? 2 * byHeading : byRequest === wanted.size ? byRequest : 0;
    if (score > (best?.score ?? 0)) best = { part, score };
  }
  return best?.part ?? null;
}

async function addTopic(
  input: PhaseInput,
  parts: IndexPart[],
  taken: TakenQuotes,
  { topic, asPart }: TopicToAdd,
): Promise<string> {
  const found = (await foundInBases(input, topic, taken, 1)).slice(0, PER_TOPIC);
  const covering = coveringPart(parts, topic);
  if (covering) {
    const heading = covering.section.heading;
    covering.section.statements.push(...found);
    covering.words += ` ${topic}`;
    return found.length > 0
      ? `«${topic}» ya está cubierto por el apartado «${heading}»; se agregaron bajo él ${found.length} requisitos de las bases sobre el tema`
      : `«${topic}» ya está cubierto por el apartado «${heading}», que ya incluye lo que piden las bases sobre el tema`;
  }
  // 'agrega más detalle' names no part: without the bases' words there is nothing to add a heading for.
  if (found.length === 0 && !asPart && VAGUE_TOPIC.test(topic))
    return `no se encontró en las bases nada sobre «${topic}»`;
  if (parts.some((part) => sameHeading(part.section.heading, topic))) return "";
  const statements =
    found.length > 0
      ? found
      : [
          {
            text: "Apartado agregado a petición del usuario; las bases no lo piden expresamente.",
            sources: [],
          },
        ];
  const otherAt = parts.findIndex((part) => sameHeading(part.section.heading, OTHER_REQUIREMENTS_HEADING));
  const part = { section: { heading: topic, level: 1 as const, statements }, words: topic };
  parts.splice(otherAt < 0 ? parts.length : otherAt, 0, part);
  return found.length > 0
    ? `se agregó el apartado «${topic}» con ${found.length} requisitos de las bases sobre el tema`
    : `se agregó el apartado «${topic}»`;
}

/** Applies the instructions to the index's parts; `others` receives related lines no heading takes. */
export async function applyIndexInstructions(
  input: PhaseInput,
  parts: IndexPart[],
  others: TStatement[],
): Promise<{ parts: IndexPart[]; note: TStatement | null }> {
  const instructions = input.instructions?.trim();
  if (!instructions) return { parts, note: null };
  const { kept, removed } = removeParts(parts, headingsToRemove(instructions));
  const applied: string[] = removed.map((heading) => `se eliminó el apartado «${heading}»`);
  const taken = new TakenQuotes(kept);
  for (const topic of topicsToAdd(instructions)) {
    const said = await addTopic(input, kept, taken, topic);
    if (said) applied.push(said);
  }
  // Whatever else the instructions talk about: the passages of the bases that mention it.
  const extra = await foundInBases(input, instructions, taken, 2);
  for (const statement of extra) {
    const words = keywords(statement.text);
    const target = kept
      .map((part) => ({ part, score: overlap(words, keywords(`${part.section.heading} ${part.words}`)) }))
      .sort((a, b) => b.score - a.score)[0];
    if (target && target.score >= 2) target.part.section.statements.push(statement);
    else others.push(statement);
  }
  if (extra.length > 0)
    applied.push(
      `se incorporaron ${extra.length} requisitos de las bases relacionados con las instrucciones`,
    );
  const summary =
    applied.length > 0
      ? applied.join("; ")
      : "no se encontraron en las bases apartados ni requisitos relacionados, por lo que el índice conserva su estructura";
  return {
    parts: kept,
    note: { text: `Instrucciones aplicadas («${instructions.slice(0, 300)}»): ${summary}.`, sources: [] },
  };
}
