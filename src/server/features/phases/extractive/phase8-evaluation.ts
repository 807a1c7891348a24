/**
 * Phase 8 of the built-in extractive generator: the integrated proposal scored against each criterion
 * of the bases. Criteria come from the bases and phase 1's matrix; evidence from the integrated
 * proposal (phase 7) or, before it exists, from phases 3-6; totals are computed from the rows.
 */
import { DOCUMENT_CATEGORY_IDS } from "../../../../shared/rules/files";
import { PHASES } from "../../../../shared/rules/phases";
import type { ExtractiveBuilder, PhaseInput, TPhaseContent, TStatement } from "../generation/phase-input";
import { awardMethodStatement, CONVENIENT } from "./calendar-events";
import { assessCriterion, type EvidenceItem, evidenceFromContent } from "./evaluation-coverage";
import { criteriaFromPassages, type EvaluationCriterion, mergeCriteria } from "./evaluation-criteria";
import { clientDocumentsOf } from "./evaluation-documents";
import { CLIENT_CATEGORIES, evaluationEvidence } from "./evaluation-evidence";
import { assessByFacts, companyFacts } from "./evaluation-facts";
import { assessGoods, goodsPassageIds } from "./evaluation-goods";
import { applyEvaluationInstructions } from "./evaluation-instructions";
import { basesMaxima } from "./evaluation-maxima";
import { readRelevantPoints } from "./evaluation-relevant-points";
import { readMandatoryRequirements } from "./evaluation-requirements";
import { CRITERIA_HEADERS, criterionRow, type PassageIndex, withoutParts } from "./evaluation-rows";
import { summaryTable } from "./evaluation-summary";
import { pendingMarks } from "./evaluation-text";
import { technicalMinimum } from "./evaluation-threshold";
import { statedTotal, totalIn } from "./evaluation-totals";
import { buildLexicon, readableText } from "./ocr-repair";
import { BASES_FORMS_NOTE } from "./phase4-formats";
import { basesVocabulary, bearsOnTender } from "./tender-subject";
import { readTenderTables } from "./tender-tables";

const INTEGRATED_PHASE = 6;
/** The tender's documents: the bases, their annexes and its blank forms. */
const TENDER_CATEGORIES = ["bases", "anexos", "formatos"] as const;
const PARTS = [2, 3, 4, 5];
const NO_METHOD =
  "Método de evaluación de las bases: [PENDIENTE: las bases leídas no nombran el método (binario, puntos y porcentajes, costo-beneficio, precio más bajo o subasta)]";
const PRICE_DECIDES =
  "No hay criterios con puntos: decide el precio. Cada requisito obligatorio se verifica como cumple / no cumple (ver «Requisito obligatorio sin cubrir» en el Resumen).";
export const AFTER_AWARD_HEADING = "Después del fallo";
const AFTER_AWARD_NOTE =
  "Lo que las bases piden a quien resulte adjudicado (firma del contrato, garantía de cumplimiento, entrega, recepción): ninguna propuesta lo cubre ni se evalúa aquí; téngalo previsto para el fallo.";
const NO_POINTS =
  "No hay criterios con puntos: las bases adjudican a la oferta más conveniente de las que cumplen. Cada requisito obligatorio se verifica como cumple / no cumple (ver «Requisito obligatorio sin cubrir» en el Resumen).";
const NO_CRITERIA =
  "[PENDIENTE: criterios de evaluación de las bases (no se encontraron puntos ni criterios binarios)]";

export const buildEvaluation: ExtractiveBuilder = async (input) => {
  const bases = await input.passagesOf(["bases", "anexos"]);
  const basesById = new Map(bases.map((passage) => [passage.id, passage]));
  const relevantPoints = (await input.earlier(0))?.content ?? null;
  const lexicon = buildLexicon(bases.map((passage) => passage.text));
  const relevant = readRelevantPoints(
    relevantPoints,
    (id) => basesById.get(id),
    (text) => readableText(text, lexicon),
    input.project,
  );
  // Only criteria whose points the bases state, or binary ones, are scored: a criterion named without
  // points (a tie-break, the award rule, a reference to an annex not uploaded) stays in phase 1's matrix.
  const read = mergeCriteria(criteriaFromPassages(bases), relevant.criteria);
  const merged = read.filter(
    (criterion) =>
      (criterion.kind === "binario" || criterion.pointsAvailable !== null) &&
      !/^total\b/iu.test(criterion.criterion.trim()) &&
      // 'Se adjudicará … conforme a los criterios siguientes, sobre 100 puntos': the total, no criterion.
      !(
        criterion.pointsAvailable !== null &&
        criterion.sources.some((source) => totalIn(source.quote) === criterion.pointsAvailable)
      ),
  );
  const { criteria, applied } = await applyEvaluationInstructions(input, merged);
  const basis = await evaluationBasis(input);
  const tenderPassages = await input.passagesOf(TENDER_CATEGORIES);
  const clientPassages = await input.passagesOf(CLIENT_CATEGORIES);
  const evidence = evaluationEvidence(basis.items, tenderPassages, clientPassages);
  basis.items = evidence.items;
  // Capacity, experience and fulfilment are read by the facts the client's documents state (figures,
  // cited), not by the words a sentence shares with the criterion.
  const teamPassages = new Set(
    clientPassages.filter((passage) => passage.documentType === "equipo").map((passage) => passage.id),
  );
  const facts = companyFacts(evidence.clientItems, (item) =>
    item.sources.some((source) => teamPassages.has(source.passageId)),
  );
  // The offered goods are read by the client's description of each of the bases' partidas; a rubro's
  // count by the bases' maximum, when they state one with a proportional rule.
  const partidas = readTenderTables(tenderPassages).partidas;
  const goodsPassages = goodsPassageIds(clientPassages);
  const maxima = basesMaxima(bases);
  // A record of years or contracts is 'similar' only when it is of what the bases tender.
  const vocabulary = basesVocabulary(bases.map((passage) => passage.text));
  const clientDocuments = [...new Set(clientPassages.map((passage) => passage.documentName))];
  if (clientDocuments.length > 0) {
    basis.description += ` Se leyeron también los documentos del cliente: ${clientDocuments.join(", ")}.`;
  }
  const index: PassageIndex = new Map(
    (await input.passagesOf(DOCUMENT_CATEGORY_IDS)).map((passage) => [passage.id, passage]),
  );

  const award = awardMethodStatement(bases);
  // Phase 4's note that it fills the convocatoria's forms names them (so it answers 'Formato 2. Escrito
  // de acreditación…'), but its words are the bases' titles: they show no criterion's merit.
  const meritItems = basis.items.filter((item) => !item.text.startsWith(BASES_FORMS_NOTE));
  const assessed = criteria.map((criterion) => ({
    criterion,
    result:
      assessGoods(criterion, partidas, evidence.clientItems, goodsPassages) ??
      assessByFacts(criterion, facts, maxima, undefined, (text) => bearsOnTender(text, vocabulary)) ??
      assessCriterion(criterion, meritItems),
  }));
  const pointed = assessed.filter(
    (entry) => entry.criterion.kind === "puntos" && entry.criterion.pointsAvailable !== null,
  );
  const kept = new Set(withoutParts(pointed));
  const parts = new Set(pointed.filter((entry) => !kept.has(entry)).map((entry) => entry.criterion));
  const rows = assessed.map((entry) =>
    criterionRow(entry.criterion, entry.result, index, parts.has(entry.criterion)),
  );
  if (rows.length === 0) {
    // awardMethodStatement says 'Decide el precio' for a reverse auction, lowest price or binary award.
    const elsewhere = annexWithCriteria(read);
    let text = award?.text.includes("Decide el precio")
      ? PRICE_DECIDES
      : award?.text.includes(`: ${CONVENIENT}.`)
        ? NO_POINTS
        : NO_CRITERIA;
    if (elsewhere && text === NO_CRITERIA) {
      text = `[PENDIENTE: las bases remiten los criterios de evaluación y sus puntos al ${elsewhere.annex}: súbalo en «Anexos de las bases» y genere de nuevo esta fase]`;
    }
    const cited = elsewhere ? elsewhere.sources : award ? [award.source] : [];
    rows.push({ cells: [text, "—", "—", "—", "—", "—", "—"], sources: cited });
  }

  const mandatoryCriteria = assessed
    .filter((entry) => entry.criterion.mandatory && !entry.result.isMet)
    .map((entry) => ({ requirement: entry.criterion.criterion, sources: entry.criterion.sources }));
  // What the awardee owes after the award (signing, performance guarantee, acceptance) no proposal
  // covers: it is listed on its own sheet, not as missing from the proposal.
  const afterAward = relevant.mandatory.filter((item) => item.afterAward);
  const requirements = await readMandatoryRequirements(input, {
    mandatory: relevant.mandatory,
    documents: clientDocumentsOf(clientPassages, evidence.shingles),
    relevantPoints,
    items: basis.items,
  });
  const summary = summaryTable({
    method: award ? { text: award.text, sources: [award.source] } : { text: NO_METHOD, sources: [] },
    total: statedTotal(bases),
    minimum: technicalMinimum(bases),
    basis: basis.description,
    criteria: assessed,
    uncovered: [...mandatoryCriteria, ...requirements.uncovered],
    byDocument: requirements.byDocument,
    byFormat: requirements.byFormat,
    expired: requirements.expired,
    causes: requirements.causes,
    procedure: requirements.procedure,
    afterAward: afterAward.length,
    applied,
  });

  const method: TStatement[] = [
    award ? { text: award.text, sources: [award.source] } : { text: NO_METHOD, sources: [] },
    { text: `Base de la evaluación: ${basis.description}`, sources: [] },
    {
      text:
        "Estimación por coincidencia de palabras entre cada criterio y la propuesta: con 60 % o más de sus " +
        "palabras se estiman todos los puntos, con 30 % o más la mitad, con menos cero; la evidencia con " +
        "datos [PENDIENTE] baja un nivel. Un criterio binario se cumple en el nivel completo. Solo cuenta " +
        "lo que dicen del licitante la propuesta y sus propios documentos: lo que reproduce las bases, sus anexos " +
        "o sus formatos (una cita de sus criterios, un formato copiado, una celda que es texto de las bases) " +
        "no puntúa. La capacidad, la experiencia, la especialidad y el cumplimiento de contratos se estiman por " +
        "los hechos con cifras de los documentos del cliente, citados: con todos los que pide el criterio " +
        "(capacidad: recursos humanos, económicos y de equipamiento o infraestructura; experiencia: años; " +
        "especialidad: contratos similares; cumplimiento: contratos cumplidos; los subrubros de personal con " +
        "discapacidad, MIPYME con innovación tecnológica e igualdad de género: su alta ante el IMSS, su " +
        "estratificación o su certificado) se estiman todos sus puntos (cubierto), con parte de ellos la mitad " +
        "(cubierto parcialmente), sin ellos cero. Si las bases fijan un máximo y dan los puntos en proporción " +
        "(«con un máximo de 6 contratos»), se estima la cifra del cliente contra ese máximo (años declarados, " +
        "contratos contados: 3 de 6 contratos, la mitad). Las características de los bienes ofertados se " +
        "estiman por la descripción que el cliente da de cada partida de las bases en sus propios documentos " +
        "(ficha técnica, catálogo, carta de respaldo o de distribución del fabricante, registro sanitario, tabla " +
        "con marca y modelo): todas las partidas, todos los puntos; algunas, en proporción; ninguna, cero. Un " +
        "currículum, un texto de las bases o un título no describen un bien. El precio no se estima: depende de " +
        "la oferta económica.",
      sources: [],
    },
  ];
  const summaryStatements: TStatement[] =
    applied.length > 0 ? [{ text: `Instrucciones aplicadas: ${applied.join("; ")}.`, sources: [] }] : [];
  const content: TPhaseContent = {
    // The renderer adds the project's name ('… — Proyecto'): not written here too.
    title: "Evaluación de la propuesta",
    sections: [
      {
        heading: "Evaluación por criterio",
        level: 1,
        statements: method,
        table: { headers: CRITERIA_HEADERS, rows },
      },
      { heading: "Resumen", level: 1, statements: summaryStatements, table: summary },
      ...(afterAward.length > 0
        ? [
            {
              heading: AFTER_AWARD_HEADING,
              level: 1 as const,
              statements: [{ text: AFTER_AWARD_NOTE, sources: [] }],
              table: {
                headers: ["Obligación de quien resulte adjudicado"],
                rows: afterAward.map((item) => ({
                  cells: [item.requirement],
                  sources: item.sources.slice(0, 5),
                })),
              },
            },
          ]
        : []),
    ],
    pending: [],
  };
  content.pending = pendingOf(content);
  return content;
};

// 'Los criterios … es el señalado en el apartado 10 del Anexo I': the criteria are in an annex.
const CRITERIA_IN_ANNEX =
  /\bcriterios?\b[^.]*?\b(anexo\s+(?:n[º°o.]*\s*)?(?:[IVXL]{1,5}|\d{1,3}|[A-Z]))(?![\p{L}\d])/iu;

/** The annex the bases send the evaluation criteria to, from a criterion read without points. */
function annexWithCriteria(
  criteria: readonly EvaluationCriterion[],
): { annex: string; sources: TStatement["sources"] } | null {
  for (const criterion of criteria) {
    if (criterion.pointsAvailable !== null || criterion.kind !== "puntos") continue;
    const match = CRITERIA_IN_ANNEX.exec(criterion.criterion);
    if (match?.[1]) {
      const annex = match[1].replace(/\s+/gu, " ").replace(/^anexo/iu, "Anexo");
      return { annex, sources: criterion.sources.slice(0, 2) };
    }
  }
  return null;
}

/** What the criteria are checked against, and how to say so. */
async function evaluationBasis(input: PhaseInput): Promise<{ items: EvidenceItem[]; description: string }> {
  const integrated = await input.earlier(INTEGRATED_PHASE);
  if (integrated) {
    const adjusted = integrated.isUserAdjusted ? ", ajustada por el usuario" : "";
    return {
      items: evidenceFromContent(integrated.content),
      description: `${PHASES[INTEGRATED_PHASE]?.name}, versión ${integrated.version}${adjusted} (${integrated.fileName}).`,
    };
  }
  const found: string[] = [];
  const items: EvidenceItem[] = [];
  for (const phase of PARTS) {
    const part = await input.earlier(phase);
    if (!part) continue;
    found.push(`${PHASES[phase]?.name} (${part.fileName})`);
    items.push(...evidenceFromContent(part.content, PHASES[phase]?.name));
  }
  if (found.length === 0) {
    return {
      items,
      description:
        "[PENDIENTE: generar la propuesta técnica (fases 3 a 7); no hay ninguna parte de la propuesta que evaluar]",
    };
  }
  return {
    items,
    description: `No hay ${PHASES[INTEGRATED_PHASE]?.name.toLowerCase()}: se evaluó contra la unión de las fases 3 a 6 encontradas: ${found.join(", ")}.`,
  };
}

/** Every [PENDIENTE: …] written in the content, once each, without the brackets. */
function pendingOf(content: TPhaseContent): string[] {
  const texts = content.sections.flatMap((section) => [
    ...section.statements.map((statement) => statement.text),
    ...(section.table?.rows.flatMap((row) => row.cells) ?? []),
  ]);
  const marks = texts.flatMap(pendingMarks).map((mark) => mark.replace(/^\[PENDIENTE:\s*|\]$/gu, "").trim());
  return [...new Set(marks)].filter(Boolean);
}
