/**
 * A regeneration of phase 8 with the user's instructions: 'considerar el criterio de precio' searches
 * the bases for that criterion and adds it (with its points when the bases give them), 'excluir el
 * criterio de …' takes one out. Every change is reported in words so the user sees what was applied.
 */
import type { PhaseInput } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { criteriaFromPassages, type EvaluationCriterion } from "./evaluation-criteria";
import { piecesOf } from "./evaluation-segments";
import { firstWords, overlapShare, stemsOf } from "./evaluation-text";

const CATEGORIES = ["bases", "anexos"] as const;
const REMOVE =
  /(?:no considerar|excluir|quitar|omitir|eliminar)\s+(?:el\s+|los\s+)?(?:criterios?\s+(?:de(?:l| la)?\s+)?)?([\p{L}\s]{3,60}?)(?=[,.;]|$|\s(?:y|e|que|para|porque)\s)/giu;
const ADD =
  /criterios?\s+(?:de(?:l| la)?\s+)?([\p{L}\s]{3,60}?)(?=[,.;]|$|\s(?:y|e|que|para|con|en|porque)\s)/giu;
const SAME_TOPIC = 0.5;
// 'Considerar el precio', 'Incluir también la experiencia': the request's verb is not the topic.
const REQUEST_VERB =
  /^\s*(?:por favor,?\s+)?(?:considerar|considera|incluir|incluye|agregar|agrega|añadir|añade|tomar en cuenta|evaluar|eval[uú]a|revisar|revisa)\s+(?:tambi[ée]n\s+)?(?:el|la|los|las)?\s*/iu;
// A sentence of the bases mentions the topic when it holds at least half of its words.
const MENTIONS = 0.5;

export async function applyEvaluationInstructions(
  input: PhaseInput,
  criteria: EvaluationCriterion[],
): Promise<{ criteria: EvaluationCriterion[]; applied: string[] }> {
  const instructions = (input.instructions ?? "").trim();
  if (instructions === "") return { criteria, applied: [] };
  const applied: string[] = [];
  let result = [...criteria];
  const removed = new Set<string>();
  for (const match of instructions.matchAll(REMOVE)) {
    const topic = (match[1] ?? "").trim();
    removed.add(topic);
    const before = result.length;
    result = result.filter((item) => overlapShare(topic, item.criterion) < SAME_TOPIC);
    applied.push(`se excluyó el criterio «${topic}» (${before - result.length} fila(s))`);
  }
  const topics = [...instructions.matchAll(ADD)]
    .map((match) => (match[1] ?? "").trim())
    .filter((t) => !removed.has(t));
  if (topics.length === 0 && removed.size === 0) {
    topics.push(firstWords(instructions.replace(REQUEST_VERB, "").replace(/[.;]\s*$/u, ""), 8));
  }
  for (const topic of topics) {
    if (stemsOf(topic).size === 0) continue;
    const present = result.find((item) => overlapShare(topic, item.criterion) >= SAME_TOPIC);
    if (present) {
      applied.push(`el criterio «${present.criterion}» ya estaba en la evaluación`);
      continue;
    }
    const added = await findInBases(input, topic);
    result.push(...added.criteria);
    applied.push(added.message);
  }
  return { criteria: result, applied };
}

async function findInBases(
  input: PhaseInput,
  topic: string,
): Promise<{ criteria: EvaluationCriterion[]; message: string }> {
  const passages = await input.search(topic, { categories: CATEGORIES, limit: 6 });
  const scored = criteriaFromPassages(passages).filter((item) => overlapShare(topic, item.criterion) > 0);
  if (scored.length > 0) {
    return {
      criteria: scored,
      message: `se agregó el criterio «${scored.map((c) => c.criterion).join("», «")}» de las bases`,
    };
  }
  const name = topic.charAt(0).toUpperCase() + topic.slice(1);
  for (const passage of passages) {
    for (const piece of piecesOf(passage.text)) {
      const text = passage.text.slice(piece.start, piece.end);
      if (overlapShare(topic, text) < MENTIONS) continue;
      return {
        criteria: [
          {
            criterion: name,
            pointsAvailable: null,
            kind: "puntos",
            mandatory: false,
            sources: [sourceOf(passage, text)],
          },
        ],
        message: `se agregó el criterio «${name}»; las bases lo mencionan sin indicar sus puntos`,
      };
    }
  }
  return {
    criteria: [{ criterion: name, pointsAvailable: null, kind: "puntos", mandatory: false, sources: [] }],
    message: `se agregó el criterio «${name}», que no se encontró en las bases`,
  };
}
