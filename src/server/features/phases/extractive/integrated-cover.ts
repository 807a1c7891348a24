/**
 * The cover of the integrated proposal (phase 7): the project's name and description, the applicant's
 * legal name as phase 4 filled it ('Datos del licitante', row 'Razón social') and the submission date
 * from phase 1's calendar. What those phases do not give stays [PENDIENTE: …].
 */
import type { TPhaseContent, TPhaseSection, TPhaseTable, TStatement } from "../generation/phase-input";
import { foldText } from "./evaluation-text";
import { projectNames } from "./lot-rows";

const NO_APPLICANT = "[PENDIENTE: razón social del licitante]";
const NO_DATE = "[PENDIENTE: fecha de presentación]";

export function coverSection(
  project: { name: string; description: string },
  formats: TPhaseContent | null,
  relevantPoints: TPhaseContent | null,
): TPhaseSection {
  const statements: TStatement[] = [{ text: project.name, sources: [] }];
  if (project.description.trim() !== "") statements.push({ text: project.description.trim(), sources: [] });
  const applicant = applicantRow(formats);
  statements.push(
    applicant
      ? { text: `Licitante: ${applicant.value}`, sources: applicant.sources }
      : { text: `Licitante: ${NO_APPLICANT}`, sources: [] },
  );
  const date = submissionRow(relevantPoints, project);
  statements.push(
    date
      ? { text: `Fecha de presentación de proposiciones: ${date.value}`, sources: date.sources }
      : { text: `Fecha de presentación de proposiciones: ${NO_DATE}`, sources: [] },
  );
  return { heading: "Portada", level: 1, statements };
}

type Found = { value: string; sources: TPhaseTable["rows"][number]["sources"] };

/** The 'Razón social' row of the 'Datos del licitante' table (any Campo/Valor table as a fallback). */
function applicantRow(formats: TPhaseContent | null): Found | null {
  const tables = (formats?.sections ?? [])
    .filter(
      (section) =>
        section.table && column(section.table, "campo") >= 0 && column(section.table, "valor") >= 0,
    )
    .sort((a, b) => Number(isApplicantTable(b.heading)) - Number(isApplicantTable(a.heading)));
  for (const section of tables) {
    const table = section.table as TPhaseTable;
    const field = column(table, "campo");
    const value = column(table, "valor");
    const row = table.rows.find((candidate) =>
      /^raz[oó]n social/iu.test((candidate.cells[field] ?? "").trim()),
    );
    const text = (row?.cells[value] ?? "").trim();
    if (row && text !== "" && !text.includes("[PENDIENTE")) return { value: text, sources: row.sources };
  }
  return null;
}

/**
 * The 'Presentación y apertura' row of phase 1's 'Calendario' sheet, when it carries a date: with its
 * hour, and, when the bases hold several procedures, the row of the one the project names (each has its
 * own hour: 'FISM-LP-002/2026' opens at 12:00, not at the first row's 10:00), said with its identifier.
 */
function submissionRow(
  relevantPoints: TPhaseContent | null,
  project: { name: string; description: string },
): Found | null {
  const section = relevantPoints?.sections.find(
    (candidate) => foldText(candidate.heading).startsWith("calendario") && candidate.table,
  );
  const table = section?.table;
  if (!table) return null;
  const event = column(table, "evento");
  const date = column(table, "fecha");
  const hour = column(table, "hora");
  const lot = column(table, "procedimiento");
  const cell = (row: TPhaseTable["rows"][number], index: number) =>
    index < 0 ? "" : (row.cells[index] ?? "").trim();
  const dated = table.rows.filter((row) => {
    const value = cell(row, date);
    return (
      /apertura|presentaci[oó]n/iu.test(row.cells[event] ?? "") &&
      value !== "" &&
      !value.includes("[PENDIENTE")
    );
  });
  const named = dated.find((row) => projectNames(project, cell(row, lot)));
  const row = named ?? dated[0];
  if (!row) return null;
  const at = cell(row, hour) && !cell(row, hour).includes("[PENDIENTE") ? `, ${cell(row, hour)}` : "";
  const of = named ? ` (${cell(row, lot)})` : "";
  return { value: `${cell(row, date)}${at}${of}`, sources: row.sources };
}

function isApplicantTable(heading: string): boolean {
  return foldText(heading).includes("datos del licitante");
}

function column(table: TPhaseTable, header: string): number {
  return table.headers.findIndex((candidate) => foldText(candidate).startsWith(header));
}
