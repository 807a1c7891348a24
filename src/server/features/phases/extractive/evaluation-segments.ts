/**
 * Cuts a passage of the bases into the pieces an evaluation criterion is read from: each table row on
 * its own, running text at semicolons, sentence ends and list items. Pieces are offsets into the
 * passage text, so every quote taken from them is literal.
 */

export interface Piece {
  start: number;
  end: number;
  isTableRow: boolean;
}

const TABLE_ROW = /\s\|\s|\t/;
// A new list item ('a) ', '2. ', '• ') at the start of a line opens a new piece.
const LIST_ITEM = /^\s*(?:[a-zñ]\)|\d{1,2}(?:\.\d{1,2})*[.)]|[IVX]{1,4}\.|[•\-–·*])\s/u;

export function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  let position = 0;
  let runStart = -1;
  const flush = (end: number) => {
    if (runStart >= 0) splitRunning(text, runStart, end, pieces);
    runStart = -1;
  };
  for (const line of text.split("\n")) {
    const lineEnd = position + line.length;
    if (TABLE_ROW.test(line)) {
      flush(position);
      pushTrimmed(text, position, lineEnd, true, pieces);
    } else if (isHeadingLine(line)) {
      // '5. CRITERIOS DE EVALUACIÓN POR PUNTOS Y PORCENTAJES' must not become part of the first item's name.
      flush(position);
      pushTrimmed(text, position, lineEnd, false, pieces);
    } else if (line.trim() === "" || LIST_ITEM.test(line)) {
      flush(position);
      if (line.trim() !== "") runStart = position;
    } else if (runStart < 0) {
      runStart = position;
    }
    position = lineEnd + 1;
  }
  flush(text.length);
  return pieces;
}

/** 'CRITERIOS DE EVALUACIÓN POR PUNTOS Y PORCENTAJES': a line in capitals without a figure of points. */
export function isHeadingLine(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  const upper = letters.replace(/[^\p{Lu}]/gu, "");
  return (
    letters.length >= 8 && upper.length / letters.length >= 0.85 && !/\d\s*(?:puntos|pts|%)/iu.test(text)
  );
}

/** Running text: cut at ';' and at a period followed by a capital (a new sentence). */
function splitRunning(text: string, from: number, to: number, out: Piece[]) {
  const block = text.slice(from, to);
  let cursor = 0;
  for (const match of block.matchAll(/;|\.(?=\s+[A-ZÁÉÍÓÚÑ¿])/gu)) {
    const cut = (match.index ?? 0) + 1;
    pushTrimmed(text, from + cursor, from + cut, false, out);
    cursor = cut;
  }
  pushTrimmed(text, from + cursor, to, false, out);
}

function pushTrimmed(text: string, from: number, to: number, isTableRow: boolean, out: Piece[]) {
  const slice = text.slice(from, to);
  const lead = slice.length - slice.trimStart().length;
  const trimmed = slice.trim();
  if (trimmed.length < 4) return;
  out.push({ start: from + lead, end: from + lead + trimmed.length, isTableRow });
}
