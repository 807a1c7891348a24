import type JSZip from "jszip";

const SHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/i;
/** The two lists exceljs turns into one object per cell of their ranges as it loads a sheet. */
const RANGE_LISTS = ["mergeCells", "dataValidations"] as const;
const RANGE_ATTRIBUTE = /<(?:\w+:)?(?:mergeCell|dataValidation)\b[^>]*?\s(?:ref|sqref)="([^"]*)"/g;
const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;

/**
 * exceljs makes an object for every cell a merged range or a data validation covers: one
 * `<mergeCell ref="A1:XFD1048576"/>` (17 thousand million cells) in a 1.6 KB workbook took the reading
 * worker to its memory limit (27 s, 1 GB) and 3.8 GB in a plain process. Neither list holds text, so
 * a sheet whose ranges cover more than `maxCells` is loaded without them (its cells' values are the
 * same); a workbook with sane ranges is loaded untouched. Returns the rewritten file, or null.
 */
export async function withoutHugeRanges(zip: JSZip, maxCells: number): Promise<Buffer | null> {
  let isChanged = false;
  for (const [name, entry] of Object.entries(zip.files)) {
    if (entry.dir || !SHEET_PART.test(name)) continue;
    const xml = await entry.async("string");
    if (!RANGE_LISTS.some((list) => xml.includes(list))) continue;
    let covered = 0;
    for (const match of xml.matchAll(RANGE_ATTRIBUTE)) {
      for (const range of match[1]!.split(/\s+/)) covered += cellsIn(range);
    }
    if (covered <= maxCells) continue;
    let stripped = xml;
    for (const list of RANGE_LISTS) {
      const element = new RegExp(
        `<(\\w+:)?${list}\\b[^>]*/>|<(\\w+:)?${list}\\b[\\s\\S]*?</(\\w+:)?${list}>`,
        "g",
      );
      stripped = stripped.replace(element, "");
    }
    zip.file(name, stripped);
    isChanged = true;
  }
  return isChanged ? zip.generateAsync({ type: "nodebuffer", compression: "STORE" }) : null;
}

/** Cells of an A1-style range ('B2', 'A1:XFD1048576', 'A:C', '3:5'); 0 for what is none. */
export function cellsIn(range: string): number {
  const [from, to = from] = range.replaceAll("$", "").toUpperCase().split(":");
  const start = cellAt(from ?? "");
  const end = cellAt(to ?? "");
  if (!start || !end) return 0;
  const rows = Math.abs((end.row ?? MAX_ROW) - (start.row ?? 1)) + 1;
  const columns = Math.abs((end.column ?? MAX_COLUMN) - (start.column ?? 1)) + 1;
  return rows * columns;
}

function cellAt(reference: string): { row?: number; column?: number } | null {
  const match = /^([A-Z]{0,3})(\d{0,7})$/.exec(reference);
  if (!match || (!match[1] && !match[2])) return null;
  const column = match[1]
    ? [...match[1]].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0)
    : undefined;
  return { column, row: match[2] ? Number(match[2]) : undefined };
}
