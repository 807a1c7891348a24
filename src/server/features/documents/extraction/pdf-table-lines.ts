/**
 * A page's pieces of text grouped into lines by their baseline, and each line into chunks: the pieces
 * a column-wide gap separates (or a narrower one before a piece that starts where other rows start a
 * column). What the table reader (pdf-table.ts) reads its tables from.
 */
import { type Column, TOLERANCE } from "./pdf-table-columns";

export interface Piece {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  index: number;
}

export interface GeoLine {
  y: number;
  size: number;
  pieces: Piece[];
  /** Groups of pieces separated by a column-wide gap. */
  chunks: Column[];
}

// A gap this many font sizes wide between two pieces of a line separates columns.
const COLUMN_GAP = 1.2;
// A narrower gap (a word space is about a third of the size) still separates columns before a piece
// that starts where this many other rows start a column.
const NARROW_GAP = 0.5;
const ALIGNED_ROWS = 3;

/**
 * The page's lines, top to bottom, each with its pieces left to right and its chunks. With
 * `piecesAreCells` every piece is a chunk of its own: OCR's runs (ocr/page-words.ts) are already cut
 * where a column opens.
 */
export function geometricLines(pieces: Piece[], piecesAreCells = false): GeoLine[] {
  const sorted = [...pieces].sort((first, second) => second.y - first.y || first.x0 - second.x0);
  const lines: GeoLine[] = [];
  for (const piece of sorted) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line.y - piece.y) <= Math.min(line.size, piece.size) * 0.3) {
      line.pieces.push(piece);
      line.size = Math.max(line.size, piece.size);
    } else lines.push({ y: piece.y, size: piece.size, pieces: [piece], chunks: [] });
  }
  for (const line of lines) {
    line.pieces.sort((first, second) => first.x0 - second.x0);
    line.chunks = chunksOf(line, () => piecesAreCells);
  }
  // A cell filled to its edge leaves less than a column gap before the next cell ('… talla 1' then
  // 'Unidad'): a piece that starts where other rows start a column still opens a chunk of its own.
  // Where each line of two or more chunks starts one, by whole point (a lookup per piece, not a scan).
  const startsAt = new Map<number, Array<{ line: GeoLine; x: number }>>();
  for (const line of lines) {
    if (line.chunks.length < 2) continue;
    for (const chunk of line.chunks) {
      const at = Math.round(chunk.x0);
      const here = startsAt.get(at) ?? [];
      if (here.length === 0) startsAt.set(at, here);
      here.push({ line, x: chunk.x0 });
    }
  }
  for (const line of lines) {
    if (line.chunks.length < 2) continue;
    line.chunks = chunksOf(line, (piece) => {
      if (piecesAreCells) return true;
      const others = new Set<GeoLine>();
      const at = Math.round(piece.x0);
      for (let x = at - TOLERANCE; x <= at + TOLERANCE; x++) {
        // Stop at the third other row: a long table's column starts on every row, and reading them all
        // for each piece made the table's cost grow with the square of its rows.
        for (const start of startsAt.get(x) ?? []) {
          if (start.line !== line && Math.abs(start.x - piece.x0) <= TOLERANCE) others.add(start.line);
          if (others.size >= ALIGNED_ROWS) return true;
        }
      }
      return false;
    });
  }
  return lines;
}

/** The line's pieces grouped by column-wide gaps, or by a narrower one before a piece that opens a column. */
function chunksOf(line: GeoLine, opensColumn: (piece: Piece) => boolean): Array<{ x0: number; x1: number }> {
  const chunks: Array<{ x0: number; x1: number }> = [];
  for (const piece of line.pieces) {
    const last = chunks[chunks.length - 1];
    const gap = last ? piece.x0 - last.x1 : Number.POSITIVE_INFINITY;
    const isNarrowColumn = gap >= NARROW_GAP * line.size && opensColumn(piece);
    if (last && gap < COLUMN_GAP * line.size && !isNarrowColumn) last.x1 = Math.max(last.x1, piece.x1);
    else chunks.push({ x0: piece.x0, x1: piece.x1 });
  }
  return chunks;
}
