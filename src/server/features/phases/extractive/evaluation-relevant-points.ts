/**
 * Reads phase 1's matrix back (earlier(0)): its rows of kind 'Criterio de evaluación' become criteria,
 * and every row marked Obligatorio 'Sí' is a requirement the summary checks the proposal covers. Columns
 * are found by their header, so a user's adjusted workbook with reordered columns still reads.
 */
import type { TPhaseContent, TPhaseTable, TSource } from "../generation/phase-input";
import { type EvaluationCriterion, isThresholdText } from "./evaluation-criteria";
import { isHeadingLine } from "./evaluation-segments";
import { foldText } from "./evaluation-text";

export interface MandatoryRequirement {
  requirement: string;
  sources: TSource[];
}

export function readRelevantPoints(content: TPhaseContent | null): {
  criteria: EvaluationCriterion[];
  mandatory: MandatoryRequirement[];
} {
  const criteria: EvaluationCriterion[] = [];
  const mandatory: MandatoryRequirement[] = [];
  const table = content?.sections.find(
    (section) => section.table && columnOf(section.table, "requisito") >= 0,
  )?.table;
  if (!table) return { criteria, mandatory };
  const requirementAt = columnOf(table, "requisito");
  const kindAt = columnOf(table, "tipo");
  const weightAt = columnOf(table, "ponderacion");
  const mandatoryAt = columnOf(table, "obligatorio");
  for (const row of table.rows) {
    const requirement = (row.cells[requirementAt] ?? "").trim();
    if (requirement === "") continue;
    const isMandatory = /^s[ií]/iu.test((row.cells[mandatoryAt] ?? "").trim());
    const kind = foldText(row.cells[kindAt] ?? "");
    if (kind.startsWith("criterio")) {
      // The passing score and the section's own heading are rows of the matrix, not criteria to score.
      if (isThresholdText(requirement) || isHeadingLine(requirement)) continue;
      const weight = row.cells[weightAt] ?? "";
      const binary = /binari|cumple/iu.test(`${requirement} ${weight}`);
      criteria.push({
        criterion: requirement,
        pointsAvailable: binary ? null : pointsIn(weight),
        kind: binary ? "binario" : "puntos",
        mandatory: isMandatory || binary,
        sources: [...row.sources],
      });
    } else if (isMandatory) {
      mandatory.push({ requirement, sources: [...row.sources] });
    }
  }
  return { criteria, mandatory };
}

function columnOf(table: TPhaseTable, header: string): number {
  return table.headers.findIndex((candidate) => foldText(candidate).startsWith(header));
}

/** '24 puntos', '24', '24.5 pts', '30%': the first figure of the weight cell. */
function pointsIn(weight: string): number | null {
  const match = /(\d{1,3}(?:[.,]\d{1,2})?)/u.exec(weight);
  return match?.[1] ? Number.parseFloat(match[1].replace(",", ".")) : null;
}
