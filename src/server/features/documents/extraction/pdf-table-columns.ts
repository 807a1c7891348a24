/**
 * The columns of a PDF table: x ranges of the lines' chunks merged where they touch (within
 * TOLERANCE), counted at once (`columnsOf`) or grown line by line (`withLines`) with the same result,
 * since merging ranges that touch does not depend on their order.
 */

export const TOLERANCE = 2;

export type Column = { x0: number; x1: number };

/** The x ranges covered by the chunks of these lines, merged: the table's columns, left to right. */
export function columnsOf(lines: ReadonlyArray<{ chunks: Column[] }>): Column[] {
  const spans = lines.flatMap((line) => line.chunks).sort((first, second) => first.x0 - second.x0);
  const columns: Column[] = [];
  for (const span of spans) {
    const last = columns[columns.length - 1];
    if (last && span.x0 <= last.x1 + TOLERANCE) last.x1 = Math.max(last.x1, span.x1);
    else columns.push({ ...span });
  }
  return columns;
}

/**
 * `columns` (merged as `columnsOf` merges) with the chunks of lines `from`..`to` added, as a new list:
 * the same columns `columnsOf` gives for all those lines together, since merging ranges that touch
 * (within TOLERANCE) does not depend on their order.
 */
export function withLines(
  columns: Column[],
  lines: ReadonlyArray<{ chunks: Column[] }>,
  from: number,
  to: number,
): Column[] {
  let merged = columns.map((column) => ({ ...column }));
  for (let at = from; at <= to; at++)
    for (const chunk of (lines[at] as { chunks: Column[] }).chunks) merged = withSpan(merged, chunk);
  return merged;
}

function withSpan(columns: Column[], span: Column): Column[] {
  const joined = { ...span };
  const kept: Column[] = [];
  for (const column of columns) {
    const touches = column.x0 <= joined.x1 + TOLERANCE && joined.x0 <= column.x1 + TOLERANCE;
    if (!touches) kept.push(column);
    else {
      joined.x0 = Math.min(joined.x0, column.x0);
      joined.x1 = Math.max(joined.x1, column.x1);
    }
  }
  // A widened range may now reach a neighbour it did not touch before: merge again until none does.
  const reaches = kept.some(
    (column) => column.x0 <= joined.x1 + TOLERANCE && joined.x0 <= column.x1 + TOLERANCE,
  );
  if (reaches) return withSpan(kept, joined);
  kept.push(joined);
  return kept.sort((first, second) => first.x0 - second.x0);
}

export function columnOf(piece: { x0: number; x1: number }, columns: Column[]): number {
  const centre = (piece.x0 + piece.x1) / 2;
  let best = 0;
  let distance = Number.POSITIVE_INFINITY;
  columns.forEach((column, index) => {
    const away = centre < column.x0 ? column.x0 - centre : centre > column.x1 ? centre - column.x1 : 0;
    if (away < distance) {
      distance = away;
      best = index;
    }
  });
  return best;
}
