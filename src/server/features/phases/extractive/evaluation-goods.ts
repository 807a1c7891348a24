/**
 * Phase 8's reading of a criterion about the offered goods ('Características de los bienes ofertados')
 * by the client's own description of them, never by words: a team member's CV saying 'cada bien ofertado'
 * shows no good. What shows one is a document of the client describing a good it offers — a ficha
 * técnica, a catálogo, a carta de respaldo or de distribución del fabricante, a registro sanitario, a
 * table with marca and modelo (cues 'bien', company-fact-vocabulary.ts) — read against the bases'
 * partidas (readTenderTables). The rule: every partida described → all the points; some → the points in
 * proportion, naming the partidas missing; none → zero, saying which documents would show it. Bases
 * without partidas read: a description of any good offered gives the points. CVs (the company's or a
 * person's), the bases' own text, a heading and the proposal's notes are never this evidence.
 */
import type { CategorizedPassage } from "../generation/phase-input";
import {
  type CriterionCoverage,
  type EvidenceItem,
  factorCoverage,
  isPriceCriterion,
} from "./evaluation-coverage";
import { aspectsAsked } from "./evaluation-facts";
import { foldText } from "./evaluation-text";
import type { Partida } from "./tender-items";
import { VOCABULARY } from "./tender-vocabulary";

const GOODS_CUES = VOCABULARY.filter((entry) => entry.group === "bien");
// A CV (the company's or a person's) speaks of the client, not of a good it offers.
const NOT_GOODS = new Set(["curricula", "equipo"]);
const MAX_EVIDENCE = 3;
// Words that do not name a good: its first two other words do ('Gasa seca', 'Sonda Foley').
const FILLER = new Set(["para", "como", "tipo", "clase", "marca", "modelo", "desechable", "desechables"]);
const SHOWN_BY =
  "la ficha técnica o el catálogo de cada bien, la carta de respaldo o de distribución del fabricante, el registro sanitario o una tabla con partida, marca y modelo";

/** Whether a line of a client's document describes a good it offers (a cue of group 'bien'). */
export function isGoodsDescription(text: string): boolean {
  return GOODS_CUES.some((entry) => entry.pattern.test(text));
}

/** The passages of the client's documents that describe goods it offers: every document with such a line. */
export function goodsPassageIds(passages: readonly CategorizedPassage[]): Set<string> {
  const documents = new Set(
    passages
      .filter((passage) => !NOT_GOODS.has(passage.documentType) && isGoodsDescription(passage.text))
      .map((passage) => passage.documentId),
  );
  return new Set(
    passages.filter((passage) => documents.has(passage.documentId)).map((passage) => passage.id),
  );
}

/** The first two words of a partida's description that name the good, folded: 'gasa seca'. */
function nameWords(partida: Partida): string[] {
  return foldText(partida.description)
    .split(/[^\p{L}\d]+/u)
    .filter((word) => /^\p{L}{4,}$/u.test(word) && !FILLER.has(word))
    .slice(0, 2);
}

/** Whether a line names the good of a partida: each of its name words, singular or plural. */
export function namesPartida(text: string, partida: Partida): boolean {
  const words = nameWords(partida);
  if (words.length === 0) return false;
  const said = foldText(text).split(/[^\p{L}\d]+/u);
  return words.every((word) =>
    said.some((each) => each === word || each === `${word}s` || each === `${word}es`),
  );
}

/**
 * The criterion read by the client's description of its goods, or null when it is not about them (or is
 * priced). `items` are the client's own lines (the bases' quotations already out), `goodsPassages` the
 * passages of its documents that describe goods.
 */
export function assessGoods(
  criterion: { criterion: string; pointsAvailable: number | null; kind: "puntos" | "binario" },
  partidas: readonly Partida[],
  items: readonly EvidenceItem[],
  goodsPassages: ReadonlySet<string>,
): CriterionCoverage | null {
  if (isPriceCriterion(criterion.criterion) || !aspectsAsked(criterion.criterion).includes("bienes"))
    return null;
  const own = items.filter((item) => item.sources.some((source) => goodsPassages.has(source.passageId)));
  const evidence: EvidenceItem[] = [];
  const described: Partida[] = [];
  for (const partida of partidas) {
    const item = own.find((entry) => namesPartida(entry.text, partida));
    if (!item) continue;
    described.push(partida);
    if (!evidence.includes(item) && evidence.length < MAX_EVIDENCE) evidence.push(item);
  }
  if (partidas.length === 0)
    evidence.push(...own.filter((item) => isGoodsDescription(item.text)).slice(0, 1));
  const factor = partidas.length > 0 ? described.length / partidas.length : evidence.length > 0 ? 1 : 0;
  const number = (partida: Partida) => partida.number || partida.description;
  return {
    ...factorCoverage(criterion, evidence, factor, factor),
    goods: {
      described: described.map(number),
      missing: partidas.filter((partida) => !described.includes(partida)).map(number),
      total: partidas.length,
      isShown: factor > 0,
    },
  };
}

/** 'Qué falta' of the offered goods: the partidas described, those missing, what would show them. */
export function goodsNote(goods: NonNullable<CriterionCoverage["goods"]>): string {
  if (goods.total === 0) {
    return goods.isShown
      ? "Cubierto: un documento del cliente describe el bien ofertado (las bases leídas no listan partidas)."
      : `Sin cubrir. Ningún documento del cliente describe el bien ofertado (las bases leídas no listan partidas); lo muestran ${SHOWN_BY}.`;
  }
  const list = (numbers: readonly string[]) => numbers.join(", ");
  if (goods.missing.length === 0) {
    return `Cubierto: los documentos del cliente describen el bien ofertado en las ${goods.total} partidas de las bases.`;
  }
  if (goods.described.length === 0) {
    return `Sin cubrir. Ningún documento del cliente describe el bien ofertado en las ${goods.total} partidas de las bases; lo muestran ${SHOWN_BY}.`;
  }
  return (
    `Cubierto parcialmente: los documentos del cliente describen el bien ofertado en ${goods.described.length} de las ` +
    `${goods.total} partidas (${list(goods.described)}): puntos en proporción. Falta en las partidas ` +
    `${list(goods.missing)}: ${SHOWN_BY}.`
  );
}
