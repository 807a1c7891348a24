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
const ITEM_HEADER = /^(?:no\.?\s+|núm\.?\s+|#\s+)?(?:documentos?|requisitos?|documentación)(?!\p{L})/iu;
const MARK_HEADER =
  /(?<!\p{L})(?:present[óoa]|entreg[óoa]|recibid[oa]|cumple|s[ií]\s*\/\s*no)(?!\p{L})(?:\s*\(\s*s[ií]\s*\/\s*no\s*\))?[\s:]*$/iu;
// What ends the list: a signature, a note, a page's furniture, a new form's title.
const LIST_END =
  /^(?:atentamente|nota\b|observaciones|nombre y firma|lugar y fecha|bajo protesta|-\s*\d+\s*-$|p[áa]gina\s+\d+|(?:formato|anexo)\s+[\dIVX]+\s*$)/iu;
const MAX_ROW_LENGTH = 120;
const MIN_ROWS = 3;

/** The header's cells: as the table separates them, or the item words and the mark phrase. */
function headerCells(line: string): string[] | null {
  const text = line.trim();
  if (!ITEM_HEADER.test(text)) return null;
  const cells = cellsOf(line).filter((cell) => cell !== "");
  if (cells.length >= 2 && cells.slice(1).some((cell) => MARK_HEADER.test(cell))) return cells;
  const mark = MARK_HEADER.exec(text);
  if (!mark || mark.index === 0) return null;
  const item = text.slice(0, mark.index).trim();
  return item ? [item, text.slice(mark.index).trim()] : null;
}

function sentenceCase(header: string): string {
  const text = header.replace(/\s+/gu, " ").trim();
  return /\p{Ll}/u.test(text) ? text : text.charAt(0) + text.slice(1).toLowerCase();
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
  const mark = sentenceCase(header.at(-1) ?? "");
  const note: TStatement = {
    text: `La columna «${mark}» queda en blanco: se marca al entregar la proposición.`,
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
