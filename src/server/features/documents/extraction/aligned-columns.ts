/**
 * Tables typed or OCR'd as aligned columns ('1   Gasa seca estéril   paquete   12,000'): each line of
 * such a block becomes tab-separated cells, as PDF tables read from positions are (pdf-table.ts), so
 * phase 1 reads them through their header. Runs of two or more spaces separate cells; a block counts
 * as a table only when its lines share a column start, so justified prose (many wide gaps, none
 * aligned) stays text. A cell is put under the column whose start it sits at: an empty cell ('HORA'
 * of an event without time) stays empty instead of shifting the next one left.
 */

const GAP = / {2,}|\t/g;
// How far a cell may start from its column (OCR and hand-typed columns drift a little).
const DRIFT = 3;

interface Cell {
  start: number;
  text: string;
}

function cellsOf(line: string): Cell[] {
  const cells: Cell[] = [];
  let start = line.length - line.trimStart().length;
  for (const gap of line.matchAll(GAP)) {
    const at = gap.index ?? 0;
    if (at > start) cells.push({ start, text: line.slice(start, at) });
    start = at + gap[0].length;
  }
  if (start < line.trimEnd().length) cells.push({ start, text: line.slice(start).trimEnd() });
  return cells;
}

/** A line that may be a table row: cells of several words or figures, or a header in capitals. */
function isCandidate(cells: Cell[]): boolean {
  if (cells.length < 2 || cells.length > 10) return false;
  const words = cells.reduce((sum, cell) => sum + cell.text.split(/\s+/).length, 0);
  const letters = cells
    .map((cell) => cell.text)
    .join("")
    .replace(/[^\p{L}]/gu, "");
  const isCapitals = letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length > 0.85;
  // Justified prose has a wide gap between nearly every word: its 'cells' are single words.
  return isCapitals || cells.length * 2 <= words + 2;
}

function sharesColumn(first: Cell[], second: Cell[]): boolean {
  return first.some(
    (cell) =>
      cell.start > 0 &&
      second.some((other) => other.start > 0 && Math.abs(other.start - cell.start) <= DRIFT),
  );
}

/** The block's rows as tab-separated cells under the columns of its widest line. */
function asCells(block: Cell[][]): string[] {
  const widest = block.reduce((best, cells) => (cells.length > best.length ? cells : best));
  const columns = widest.map((cell) => cell.start);
  return block.map((cells) => {
    const row: string[] = columns.map(() => "");
    let next = 0;
    for (const cell of cells) {
      let column = columns.findLastIndex((start) => start <= cell.start + DRIFT);
      column = Math.max(column, next);
      if (column >= row.length) {
        row[row.length - 1] = `${row[row.length - 1]} ${cell.text}`.trim();
        continue;
      }
      row[column] = cell.text.trim();
      next = column + 1;
    }
    return row.join("\t").replace(/\t+$/u, "");
  });
}

/** The text with every aligned-column block turned into tab-separated rows; other lines untouched. */
export function alignedColumnsToCells(text: string): string {
  const lines = text.split("\n");
  const parsed = lines.map((line) => (line.includes("\t") ? null : cellsOf(line)));
  let index = 0;
  while (index < lines.length) {
    const start = index;
    while (index < lines.length && parsed[index] && isCandidate(parsed[index] as Cell[])) index++;
    const block = parsed.slice(start, index) as Cell[][];
    const twoCellsOnly = block.every((cells) => cells.length === 2);
    const aligned = block.filter((cells, at) => {
      const neighbours = [block[at - 1], block[at + 1]].filter((other): other is Cell[] => !!other);
      return neighbours.some((other) => sharesColumn(cells, other));
    });
    if (block.length >= (twoCellsOnly ? 3 : 2) && aligned.length * 2 >= block.length) {
      asCells(block).forEach((row, at) => {
        lines[start + at] = row;
      });
    }
    index = Math.max(index, start + 1);
  }
  return lines.join("\n");
}
