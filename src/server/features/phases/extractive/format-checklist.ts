/**
 * A form that is a checklist of the documents handed in ('RELACIÓN DE DOCUMENTOS QUE DEBE PRESENTAR EL
 * LICITANTE': 'DOCUMENTO | PRESENTÓ (SÍ / NO)', then one document a line) written as a table: each
 * document in its row, cited to its line, the mark column left blank to be marked at the delivery.
 * Mexican convocatorias carry one as their 'constancia de recepción de documentos'.
 */
import type { CategorizedPassage, TPhaseTable, TStatement } from "../generation/phase-input";
import type { FillableFormat } from "./format-fields";
import { type FormTable, linesOf, type TableSpan } from "./format-price-table";
import { cellsOf } from "./tender-tables";

// The header's item column and its mark column ('Presentó (sí / no)', 'Entregó', 'Cumple', 'Sí / No').
// (A letter's edge is `(?<!\p{L})` / `(?!\p{L})`: `\b` knows no accented letter, 'PRESENTÓ' has none.)
const ITEM_HEADER =
  /^(?:(?:no\.?|núm\.?|#|numeral|punto|inciso)\s+)?(?:documentos?|requisitos?|documentación|descripción del documento)(?!\p{L})/iu;
const MARK_HEADER =
  /(?<!\p{L})(?:present[óoa]|entreg[óoa]|recibid[oa]|cumple|s[ií]\s*\/\s*no)(?!\p{L})(?:\s*\(\s*s[ií]\s*\/\s*no\s*\))?[\s:]*$/iu;
// What ends the list: a signature, a note, a page's furniture, a new form's title.
const LIST_END =
  /^(?:atentamente|nota\b|observaciones|nombre y firma|lugar y fecha|bajo protesta|-\s*\d+\s*-$|p[áa]gina\s+\d+|(?:formato|anexo)\s+[\dIVX]+\s*$)/iu;
const MAX_ROW_LENGTH = 120;
const MIN_ROWS = 3;

// A mark in two columns, one to tick for yes and one for no ('SÍ | NO', 'PRESENTÓ SÍ NO', 'SI PRESENTA
// NO PRESENTA'): the group's word above them ('Presentó') is dropped, each column keeps its own.
const YES_CELL = /^(?:present[óoa]\s+)?(s[ií](?:\s+present[óoa])?)$/iu;
const NO_CELL = /^(no(?:\s+present[óoa])?)$/iu;
const YES_NO_END =
  /(?<!\p{L})(?:present[óoa]\s+)?(s[ií](?:\s+present[óoa])?)\s+(no(?:\s+present[óoa])?)\s*$/iu;

/** The header's cells: as the table separates them, or the item words and the mark phrase. */
function headerCells(line: string): string[] | null {
  const text = line.trim();
  if (!ITEM_HEADER.test(text)) return null;
  const cells = cellsOf(line).filter((cell) => cell !== "");
  const yes = YES_CELL.exec(cells.at(-2) ?? "");
  if (cells.length >= 3 && yes?.[1] && NO_CELL.test(cells.at(-1) ?? ""))
    return [...cells.slice(0, -2), yes[1], cells.at(-1) as string];
  if (cells.length >= 2 && cells.slice(1).some((cell) => MARK_HEADER.test(cell))) return cells;
  const pair = YES_NO_END.exec(text);
  const before = pair ? text.slice(0, pair.index).trim() : "";
  if (pair?.[1] && pair[2] && before) return [before, pair[1], pair[2]];
  const mark = MARK_HEADER.exec(text);
  if (!mark || mark.index === 0) return null;
  const item = text.slice(0, mark.index).trim();
  return item ? [item, text.slice(mark.index).trim()] : null;
}

function sentenceCase(header: string): string {
  const text = header.replace(/\s+/gu, " ").trim();
  const rest = /\p{Ll}/u.test(text) ? text.slice(1) : text.slice(1).toLowerCase();
  return text.charAt(0).toUpperCase() + rest;
}

function checklistIn(passage: CategorizedPassage): FormTable | null {
  const lines = linesOf(passage.text);
  const at = lines.findIndex((line) => headerCells(line.text) !== null);
  if (at < 0) return null;
  const header = headerCells(lines[at]?.text ?? "") as string[];
  const rows: TPhaseTable["rows"] = [];
  let end = lines[at]?.end ?? 0;
  for (const line of lines.slice(at + 1)) {
    const text = line.text.trim();
    if (text === "") continue;
    if (LIST_END.test(text) || text.length > MAX_ROW_LENGTH || /[.:;]$/u.test(text)) break;
    const read = cellsOf(line.text).slice(0, header.length);
    const cells = header.map((_, index) => (index < read.length ? (read[index] ?? "") : ""));
    if (read.length < 2) cells[0] = text;
    rows.push({ cells, sources: [{ passageId: passage.id, quote: text }] });
    end = line.end;
  }
  if (rows.length < MIN_ROWS) return null;
  const span: TableSpan = { passageId: passage.id, start: lines[at]?.start ?? 0, end };
  const marks = NO_CELL.test(header.at(-1) ?? "") ? header.slice(-2) : header.slice(-1);
  const [first, second] = marks.map(sentenceCase);
  const note: TStatement = {
    text: second
      ? `Las columnas «${first}» y «${second}» quedan en blanco: se marcan al entregar la proposición.`
      : `La columna «${first}» queda en blanco: se marca al entregar la proposición.`,
    sources: [],
  };
  return { table: { headers: header.map(sentenceCase), rows }, spans: [span], pending: "", note };
}

/** The form's checklists of documents, one per passage at most; none where a price table lies. */
export function checklistTablesOf(format: FillableFormat, taken: readonly TableSpan[]): FormTable[] {
  return format.passages.flatMap((passage) => {
    const table = checklistIn(passage);
    const span = table?.spans[0];
    if (!table || !span) return [];
    const overlaps = taken.some(
      (other) => other.passageId === span.passageId && other.start < span.end && span.start < other.end,
    );
    return overlaps ? [] : [table];
  });
}
