/**
 * A regeneration of the integrated proposal with the user's instructions ('incluir la carta de
 * presentación', 'agregar la constancia de situación fiscal'): the instruction's words are searched in
 * the project's documents and the matching sentences are added, cited, in a closing section.
 */
import { DOCUMENT_CATEGORY_IDS } from "../../../../shared/rules/files";
import type { PhaseInput, TPhaseSection, TStatement } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { piecesOf } from "./evaluation-segments";
import { firstWords, overlapShare } from "./evaluation-text";

const MAX_ADDED = 6;
// A sentence joins when it shares this much of the instruction's content words.
const MIN_SHARE = 0.3;

export async function instructionsSection(input: PhaseInput): Promise<TPhaseSection | null> {
  const instructions = (input.instructions ?? "").trim();
  if (instructions === "") return null;
  const found = await input.search(instructions, { categories: DOCUMENT_CATEGORY_IDS, limit: 8 });
  const added: TStatement[] = [];
  const places: string[] = [];
  for (const passage of found) {
    for (const piece of piecesOf(passage.text)) {
      if (added.length >= MAX_ADDED) break;
      const text = passage.text.slice(piece.start, piece.end);
      if (text.length < 20 || overlapShare(instructions, text) < MIN_SHARE) continue;
      added.push({ text: text.replace(/\s+/g, " ").slice(0, 1500), sources: [sourceOf(passage, text)] });
      const place =
        passage.page === null ? passage.documentName : `${passage.documentName}, p. ${passage.page}`;
      if (!places.includes(place)) places.push(place);
    }
  }
  const summary =
    added.length > 0
      ? `Instrucciones aplicadas: «${firstWords(instructions, 40)}»; se buscaron en los documentos del proyecto y se agregaron ${added.length} fragmento(s) de ${places.join("; ")}.`
      : `Instrucciones aplicadas: «${firstWords(instructions, 40)}»; se buscaron en los documentos del proyecto sin encontrar texto que agregar. [PENDIENTE: material solicitado en las instrucciones]`;
  return { heading: "Material adicional", level: 1, statements: [{ text: summary, sources: [] }, ...added] };
}
