/**
 * How a table row is written in a passage's text: one text line per row, its cells separated by tabs
 * (or ' | ' in Word tables). A row the document prints on several lines (a wrapped description beside
 * its unit and quantity) is written as printed, so that its quote is the row as the reader sees it on
 * the page: each printed line's pieces in their columns' slots (tab-separated, empty slots kept), the
 * printed lines joined by U+2028 (LINE SEPARATOR: whitespace for every check that compares quotes, and
 * not a '\n', so the row stays one line for the splitter and the readers). The cells come back from
 * the slots: cell j is slot j of each printed line, joined.
 */

/** Between the printed lines of one table row. */
export const PRINTED_LINE_BREAK = "\u2028";

/** A row's text from its printed lines, each line's cells (slots) in column order. */
export function printedRowText(printedLines: readonly (readonly string[])[]): string {
  return printedLines.map((slots) => slots.join("\t")).join(PRINTED_LINE_BREAK);
}

/** Joins a cell's pieces as the PDF reader does: 'LOE-CAPDAM-' over 'F5-20' is one code, else words. */
export function joinCellPieces(cell: string, piece: string): string {
  if (cell === "") return piece;
  if (piece === "") return cell;
  return cell.endsWith("-") ? cell + piece : `${cell} ${piece}`;
}

/** A table row's cells in column order, however it was printed ('a\tb', 'a | b', printed lines). */
export function tableRowCells(line: string): string[] {
  const printed = line.split(PRINTED_LINE_BREAK).map((part) => part.split(/\t| \| /));
  const width = Math.max(...printed.map((slots) => slots.length));
  const cells: string[] = [];
  for (let column = 0; column < width; column++) {
    let cell = "";
    for (const slots of printed)
      cell = joinCellPieces(cell, (slots[column] ?? "").replace(/\s+/g, " ").trim());
    cells.push(cell);
  }
  return cells;
}

/** A row printed on several lines read in cell order (cells joined by tabs); any other line as it is. */
export function inCellOrder(line: string): string {
  return line.includes(PRINTED_LINE_BREAK) ? tableRowCells(line).join("\t") : line;
}

/** Whether a row's text was written as printed over several lines. */
export function isPrintedOverLines(line: string): boolean {
  return line.includes(PRINTED_LINE_BREAK);
}
