/**
 * The evaluation criteria of the bases (phase 8): each scored item of a 'puntos y porcentajes' table or
 * text ('Capacidad del licitante 24 puntos', 'se otorgarán hasta 6 puntos al licitante que…'), each
 * binary item ('cumple / no cumple'), and phase 1's rows of kind 'Criterio de evaluación', merged
 * without duplicates. Every criterion cites the literal piece of the bases it was read from.
 */
import { tableRowCells } from "../../../../shared/rules/table-rows";
import type { SourcePassage, TSource } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { piecesOf } from "./evaluation-segments";
import { firstWords, foldText, overlapShare, restatesName } from "./evaluation-text";

export interface EvaluationCriterion {
  criterion: string;
  pointsAvailable: number | null;
  kind: "puntos" | "binario";
  mandatory: boolean;
  sources: TSource[];
  /** The heading of the passage it was read from ('4.3 Apoyo a la industria nacional (10 puntos)'). */
  heading?: string | null;
}

// Passages that speak about scoring: only there a bare percentage can be a weight.
const EVALUATION_CONTEXT =
  /ponderaci[óo]n|puntos y porcentajes|criterios? de (?:evaluaci|adjudicaci)|puntuaci[óo]n|se otorgar[áa]n?|binari[oa]/iu;
// '24 puntos', '1 punto', '25 pts.', and the figure in words then digits: 'cuarenta (40) puntos'.
const POINTS =
  /(?:\p{L}+\s*)?\((\d{1,3}(?:[.,]\d{1,2})?)\)\s*(?:puntos?\b|pts\b\.?)|(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:puntos?\b|pts\b\.?)/giu;
// Outside a passage about scoring, a figure of points counts only where a verb awards it: 'pantalla
// táctil de 20 puntos' in a technical annex is a specification, not a criterion.
const AWARDS_POINTS = /\b(?:otorgar|asignar|conceder|obtendr|puntuar|calificar|valorar)\p{L}*|\bpuntaje\b/iu;
// A percentage is a weight only where the piece says so ('Ponderación del precio: 60 %').
export const WEIGHT_CUE = /ponderaci[óo]n|\bpeso\b|puntuaci[óo]n|puntaje|valoraci[óo]n/iu;
const PERCENT = /(\d{1,3}(?:[.,]\d{1,2})?)\s*%/gu;
const POINT_CUE = /\d\)?\s*(?:puntos?\b|pts\b)/iu;
const BINARY = /\bbinari[oa]\b|\bcumple\s*(?:\/|o|-|–)\s*no\s+cumple\b/iu;
// A figure that is a threshold or a total, not the value of one criterion.
const THRESHOLD_BEFORE =
  /(?:al menos|m[íi]nim[oa]s?(?: de)?|de los|de un total de|total(?: de)?|suma(?: de)?|igual o mayor a|\bsobre)\s*$/iu;
// 'Se otorgarán hasta 6 puntos al licitante que…': the award verb puts the criterion after the figure.
const AWARD_BEFORE =
  /(?:otorgar[áa]n?|asignar[áa]n?|conceder[áa]n?|dar[áa]n?)\s*(?:hasta|un m[áa]ximo de)?\s*$/iu;
// A piece that states the passing score ('La puntuación mínima para considerar solvente la propuesta
// técnica es de 45 puntos', 'deberá obtener al menos 45 puntos'): its figure is a threshold, never a
// criterion's value, wherever the figure sits in the sentence.
const THRESHOLD_PIECE =
  /puntuaci[óo]n m[íi]nima|puntaje m[íi]nimo|umbral m[íi]nimo|calificaci[óo]n m[íi]nima|m[íi]nimo de puntos|(?:considerad[ao]s?|considerar(?:se)?|\bser|\bsea)\s+solventes?\b|(?:al menos|como m[íi]nimo|por lo menos)\s+\d{1,3}(?:[.,]\d{1,2})?\s*(?:puntos|pts)/iu;
// Percentages that are rates, guarantees, tie-breaks or margins ('empate técnico … diferencia del 2%',
// 'al menos el 25% de su plantilla'): never the weight of a criterion.
export const NOT_A_WEIGHT =
  /garant|\biva\b|anticipo|fianza|pena|retenci|descuento|impuesto|sancion|deductiv|empate|desempate|igualdad|margen|diferencia|preferencia|plantilla|trabajadores|discapacidad|mipyme|contenido nacional|rebas|no aceptable|investigaci[óo]n de mercado|cantidad m[íi]nima|m[áa]xima del/iu;
// Rules of the award that carry no points of their own: tie-breaks, the formula, the method, the
// award by lot or item. Phase 1 lists them; phase 8 does not score them.
const AWARD_RULE =
  /\b(?:empate|desempate|sorteo|insaculaci|f[óo]rmula|puntos y porcentajes|rubros y subrubros|se adjudicar[áa]|adjudicaci[óo]n (?:de cada|se har[áa])|con fundamento)/iu;

// Two criteria of the same points are one when this share of one's words is in the other's name.
const SAME_POINTS_NAME = 0.6;
// 'Las proposiciones se evaluarán mediante el mecanismo binario': the method, not a criterion to meet.
// Also 'los criterios de evaluación binario o de puntos' and 'el criterio de evaluación de las propuestas
// que se aplicará … será el binario'.
const BINARY_METHOD =
  /(?<!\p{L})(?:mecanismos?|criterios?|m[ée]todos?|sistemas?)\s+(?:de\s+evaluaci[óo]n\s+)?binari[oa](?!\p{L})|(?<!\p{L})(?:mecanismos?|criterios?|m[ée]todos?|sistemas?)\s+de\s+evaluaci[óo]n(?!\p{L})[^.;]{0,160}?(?<!\p{L})(?:ser[áa]\s+(?:el\s+|la\s+)?)binari[oa](?!\p{L})/iu;

/** Whether a text awards points: in a passage about scoring, or with a verb that awards them. */
export function awardsPoints(
  text: string,
  passage: { text: string; heading: string | null } | undefined,
): boolean {
  if (!passage || AWARDS_POINTS.test(text) || EVALUATION_CONTEXT.test(text)) return true;
  return EVALUATION_CONTEXT.test(passage.text) || EVALUATION_CONTEXT.test(passage.heading ?? "");
}

/** A phase-1 criterion row that is an award rule, not a criterion a proposal can score on. */
export function isAwardRule(text: string): boolean {
  return AWARD_RULE.test(text);
}
// Verbs and fillers between a criterion's name and its points ('La propuesta técnica obtendrá hasta').
const TRAILING_FILLER =
  /[\s,.:;\-–—|(]*(?:(?<!\p{L})(?:obtendr[áa]n?|tendr[áa]n?|recibir[áa]n?|valdr[áa]n?|se (?:le )?(?:otorgar[áa]n?|asignar[áa]n?)|otorgar[áa]n?|asignar[áa]n?|(?:con )?un valor(?: de)?|equivalente a|un m[áa]ximo de|m[áa]ximo|hasta|de|con|por)|:)?[\s,.:;\-–—|(]*$/iu;
const LEADING_FILLER =
  /^(?:[\s,;.:\-–—|•·*]+|(?:y|e|o)\s+|(?:[a-zñ]\)|\d{1,2}(?:\.\d{1,2})*[.)]?|[IVX]{1,4}\.)\s+)+/u;

/** The criteria read from passages of the bases and annexes, in reading order, without repeats. */
export function criteriaFromPassages(passages: readonly SourcePassage[]): EvaluationCriterion[] {
  const found: EvaluationCriterion[] = [];
  for (const passage of passages) {
    const inContext = EVALUATION_CONTEXT.test(passage.text) || EVALUATION_CONTEXT.test(passage.heading ?? "");
    for (const piece of piecesOf(passage.text)) {
      const text = passage.text.slice(piece.start, piece.end);
      const add = (criterion: EvaluationCriterion | null) => criterion && found.push(criterion);
      if (piece.isTableRow) {
        add(fromTableRow(passage, text, inContext));
        continue;
      }
      if (BINARY.test(text) && !POINT_CUE.test(text)) {
        add(binary(passage, firstWords(text.replace(LEADING_FILLER, ""), 25), text));
        continue;
      }
      if (isThresholdText(text)) continue;
      if (inContext || AWARDS_POINTS.test(text)) {
        for (const criterion of fromRunningText(passage, text, POINTS)) add(criterion);
      }
      // A percentage is a weight where the piece calls it one or where it closes a short criterion's line
      // ('Propuesta técnica 60%'); 'permitida hasta el 40 % del precio del contrato' is a limit.
      const isWeightLine = WEIGHT_CUE.test(text) || /\d\s*%[\s.;:)]*$/u.test(text);
      if (inContext && text.length <= 120 && isWeightLine && !NOT_A_WEIGHT.test(text)) {
        for (const criterion of fromRunningText(passage, text, PERCENT)) add(criterion);
      }
    }
  }
  return mergeCriteria(found, []);
}

/** Each figure of a piece gives one criterion: its name is the text since the previous figure. */
function fromRunningText(passage: SourcePassage, text: string, pattern: RegExp): EvaluationCriterion[] {
  const out: EvaluationCriterion[] = [];
  let previousEnd = 0;
  let previousValue: number | null = null;
  let highest = 0;
  for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
    const index = match.index ?? 0;
    const before = text.slice(previousEnd, index);
    const matchEnd = index + match[0].length;
    previousEnd = matchEnd;
    const value = toNumber(match[1] ?? match[2] ?? "");
    // 'Garantía técnica adicional (25 puntos): se otorgarán 25 puntos al proponente que…': the same
    // criterion said again right after its name.
    const isRestated = value !== null && value === previousValue && AWARD_BEFORE.test(before);
    // '…se otorgarán 25 puntos al que ofrezca dos años y 12 puntos al que ofrezca uno': a lower step of
    // the same criterion's scale, not another criterion.
    const isStep = value !== null && value < highest && /(?:\by|,)\s*$/u.test(before);
    previousValue = value;
    highest = Math.max(highest, value ?? 0);
    if (isRestated || isStep) continue;
    if (THRESHOLD_BEFORE.test(before.replace(/\s*(?:hasta|un m[áa]ximo de)\s*$/iu, ""))) continue;
    let name = cleanName(before.includes(":") ? afterLastColon(before) : before);
    let quote = text.slice(Math.max(0, index - before.length), matchEnd);
    const after = text.slice(matchEnd).replace(/^[\s,:;]+/u, "");
    const nameAfter = capitalize(firstWords(after.replace(/[.;]\s*$/u, ""), 20));
    if (!hasWords(name) || (AWARD_BEFORE.test(before) && hasWords(nameAfter))) {
      // 'Se otorgarán 6 puntos al licitante que acredite…': the criterion follows the figure.
      name = nameAfter;
      quote = text;
    }
    if (!hasWords(name) || /^total\b/iu.test(foldText(name))) continue;
    out.push({
      criterion: name,
      pointsAvailable: value,
      kind: "puntos",
      mandatory: /obligatori|indispensable/iu.test(text),
      sources: [sourceOf(passage, quote)],
      heading: passage.heading,
    });
  }
  return out;
}

/** 'Capacidad del licitante | 24' or 'Acta constitutiva | Cumple / No cumple'. */
function fromTableRow(passage: SourcePassage, row: string, inContext: boolean): EvaluationCriterion | null {
  const cells = tableRowCells(row.replace(/\s*\|\s*/gu, "\t"));
  const name = cells.find((cell) => hasWords(cell) && !BINARY.test(cell) && !/^\d/u.test(cell));
  if (!name || /^total\b/iu.test(foldText(name))) return null;
  if (BINARY.test(row)) return binary(passage, cleanName(name), row);
  const isFigure = (cell: string) => /^\d{1,3}(?:[.,]\d{1,2})?\s*(?:puntos?|pts\.?|%)?$/iu.test(cell);
  const saysPoints = /puntos|pts/iu.test(row);
  // The points follow the criterion's name; a figure before it numbers the row ('1 | Descripción general
  // de los bienes | …', a data sheet on a page that speaks of evaluation elsewhere), unless the row says
  // it is points ('25 puntos | Experiencia').
  const nameAt = cells.indexOf(name);
  const after = cells.findIndex((cell, index) => index > nameAt && isFigure(cell));
  const figure = cells[after >= 0 ? after : saysPoints ? cells.findIndex(isFigure) : -1];
  const hasPoints = saysPoints || inContext;
  if (!figure || !hasPoints || (figure.includes("%") && NOT_A_WEIGHT.test(row))) return null;
  return {
    criterion: cleanName(name),
    pointsAvailable: toNumber(figure),
    kind: "puntos",
    mandatory: /obligatori|indispensable/iu.test(row),
    sources: [sourceOf(passage, row)],
  };
}

function binary(passage: SourcePassage, name: string, quote: string): EvaluationCriterion | null {
  if (!hasWords(name) || isBinaryMethod(name)) return null;
  return {
    criterion: name,
    pointsAvailable: null,
    kind: "binario",
    mandatory: true,
    sources: [sourceOf(passage, quote)],
  };
}

/**
 * Adds `extra` to `base` unless it is already there: the same name, most of the same words, or a
 * citation of the same passage whose quote contains (or is contained in) one already cited.
 */
export function mergeCriteria(
  base: readonly EvaluationCriterion[],
  extra: readonly EvaluationCriterion[],
): EvaluationCriterion[] {
  const merged: EvaluationCriterion[] = [];
  for (const candidate of [...base, ...extra]) {
    const twin = merged.find((kept) => isSameCriterion(kept, candidate));
    if (!twin) {
      merged.push({ ...candidate, sources: [...candidate.sources] });
      continue;
    }
    if (twin.pointsAvailable === null && candidate.pointsAvailable !== null) {
      twin.pointsAvailable = candidate.pointsAvailable;
    }
    twin.mandatory ||= candidate.mandatory;
  }
  return merged;
}

function isSameCriterion(a: EvaluationCriterion, b: EvaluationCriterion): boolean {
  const keyA = foldText(a.criterion);
  const keyB = foldText(b.criterion);
  if (keyA === keyB) return true;
  // 'III. Experiencia y especialidad | 10' and 'Para el rubro de experiencia se otorgarán hasta 10
  // puntos al licitante que…': one criterion, said in the table and again in the text.
  if (a.pointsAvailable !== null && a.pointsAvailable === b.pointsAvailable) {
    if (quoteNames(a, b) || quoteNames(b, a)) return true;
    // 'Garantía técnica adicional (25 puntos)' under 'Factor de calidad: garantía técnica adicional | 25':
    // the same points and most of one name inside the other.
    if (
      overlapShare(a.criterion, b.criterion) >= SAME_POINTS_NAME ||
      overlapShare(b.criterion, a.criterion) >= SAME_POINTS_NAME
    )
      return true;
    // 'A la oferta de bienes nacionales…' under '4.3 Apoyo a la industria nacional (10 puntos)'.
    if (namedByHeading(a, b) || namedByHeading(b, a)) return true;
    // 'Se asignará un (1) punto al proponente que acredite … trabajadores con discapacidad' restates the
    // table's 'Vinculación de personas con discapacidad | 1 punto': a sentence and a short name with the
    // same points and a word of the name's own.
    if (restatesName(a.criterion, b.criterion) || restatesName(b.criterion, a.criterion)) return true;
  }
  if (overlapShare(a.criterion, b.criterion) >= 0.8 && overlapShare(b.criterion, a.criterion) >= 0.8)
    return true;
  // A phase-1 row quoting the whole table sentence repeats criteria already read from that sentence.
  return a.sources.some((sa) =>
    b.sources.some((sb) => {
      if (sa.passageId !== sb.passageId) return false;
      const qa = foldText(sa.quote);
      const qb = foldText(sb.quote);
      return qa.includes(qb) || qb.includes(qa);
    }),
  );
}

/** Whether `under`'s passage heading names `named` (most of its words). */
function namedByHeading(under: EvaluationCriterion, named: EvaluationCriterion): boolean {
  return !!under.heading && overlapShare(named.criterion, under.heading) >= 0.8;
}

/** Whether one criterion's quote names the other by its first significant word ('experiencia'). */
function quoteNames(quoting: EvaluationCriterion, named: EvaluationCriterion): boolean {
  const word = foldText(named.criterion)
    .split(/[^a-z0-9ñ]+/u)
    .find((candidate) => candidate.length >= 6);
  if (!word) return false;
  return quoting.sources.some((source) =>
    new RegExp(`\\brubro de ${word}`, "u").test(foldText(source.quote)),
  );
}

/** 'Se evaluará mediante el criterio binario': the statement of the method, not an item to meet. */
export function isBinaryMethod(text: string): boolean {
  return BINARY_METHOD.test(text);
}

/** True when a text states the minimum score to be solvent rather than what a criterion is worth. */
export function isThresholdText(text: string): boolean {
  return THRESHOLD_PIECE.test(text);
}

/**
 * 'Capacidad del licitante: se otorgarán hasta': the name is after the colon unless only the award
 * verb is there, then it is the text before the colon.
 */
function afterLastColon(text: string): string {
  const after = text.slice(text.lastIndexOf(":") + 1);
  return hasWords(cleanName(after)) ? after : text.slice(0, text.lastIndexOf(":"));
}

function cleanName(text: string): string {
  let name = text.replace(/\s+/g, " ");
  for (let round = 0; round < 4; round++)
    name = name.replace(TRAILING_FILLER, "").replace(LEADING_FILLER, "");
  name = name.trim();
  return firstWords(capitalize(name), 20);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function hasWords(text: string): boolean {
  return /\p{L}{3}/u.test(text);
}

function toNumber(text: string): number | null {
  const value = Number.parseFloat(text.replace(",", "."));
  return Number.isFinite(value) ? value : null;
}
