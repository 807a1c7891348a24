/**
 * A list lettered in small letters whose 'c.' OCR read as 'C.': c, o, s, v, w, x and z have one shape in
 * both cases, told apart only by size, and a lone letter gives Tesseract no word to judge it by. A
 * capital marker whose list's markers before or after it are the small letters on either side of it
 * ('b.', 'C.', 'd.') is the small letter: left as read, the rules took 'C. Contuviesen
 * condicionamientos.' for a heading, and the causes of rejection under it lost their heading.
 */
const SAME_SHAPE = /^(\s*)([COSVWXZ])([.)]\s)/u;
const MARKER = /^\s*([a-zA-Z])[.)]\s/u;

/** The letter of the nearest list marker from `from` in `step`'s direction, within a few lines. */
function nearbyMarker(lines: string[], from: number, step: 1 | -1): string | undefined {
  for (let index = from + step, seen = 0; index >= 0 && index < lines.length && seen < 6; index += step) {
    const line = lines[index] as string;
    if (line.trim() === "") continue;
    seen++;
    const marker = MARKER.exec(line);
    if (marker) return marker[1];
  }
  return undefined;
}

export function lowerCaseMarkers(text: string): string {
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const match = SAME_SHAPE.exec(line);
    if (!match) return;
    const letter = (match[2] as string).toLowerCase();
    const code = letter.charCodeAt(0);
    const before = nearbyMarker(lines, index, -1);
    const after = nearbyMarker(lines, index, 1);
    const isInList = before === String.fromCharCode(code - 1) || after === String.fromCharCode(code + 1);
    if (isInList) lines[index] = `${match[1]}${letter}${line.slice((match[1] as string).length + 1)}`;
  });
  return lines.join("\n");
}
