import ExcelJS from "exceljs";
import type { ExtractedUnit } from "./extraction-types";
import { normalizeText } from "./normalize-text";
import { openOfficeZip } from "./office-zip";
import { withoutHugeRanges } from "./xlsx-ranges";

/** Cells read over the whole workbook; past this the rest is left out (a price list, not a database). */
export const MAX_CELLS = 200_000;

/**
 * One unit per sheet (location = its name): each non-empty row becomes a line of its cells' texts joined
 * by ' | '. Formulas give their cached result (exceljs computes nothing; LibreOffice stores results when
 * it converts an .xls). Merged cells count once.
 */
export async function readXlsxText(data: Buffer): Promise<ExtractedUnit[]> {
  const zip = await openOfficeZip(data, "Excel");
  const loadable = (await withoutHugeRanges(zip, MAX_CELLS)) ?? data;
  const workbook = new ExcelJS.Workbook();
  // exceljs's own typing wants its older Buffer type.
  await workbook.xlsx.load(loadable as unknown as ArrayBuffer);
  const units: ExtractedUnit[] = [];
  let cellsRead = 0;
  for (const sheet of workbook.worksheets) {
    if (cellsRead >= MAX_CELLS) break;
    const lines: string[] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (cellsRead >= MAX_CELLS) return;
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cellsRead += 1;
        const isMergedCopy = cell.isMerged && cell.master !== cell;
        cells[column - 1] = isMergedCopy ? "" : cellText(cell.value);
      });
      while (cells.length && !cells[cells.length - 1]) cells.pop();
      const first = cells.findIndex((value) => value);
      if (first >= 0)
        lines.push(
          cells
            .slice(first)
            .map((value) => value ?? "")
            .join(" | "),
        );
    });
    const text = normalizeText(lines.join("\n"));
    if (text) units.push({ page: null, location: sheet.name, text });
  }
  return units;
}

export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value.replace(/\s+/g, " ").trim();
  if (typeof value === "number") return formatNumber(value);
  if (typeof value === "boolean") return value ? "VERDADERO" : "FALSO";
  if (value instanceof Date) return formatDate(value);
  if ("richText" in value) return cellText(value.richText.map((part) => part.text).join(""));
  if ("formula" in value || "sharedFormula" in value) return cellText(value.result as ExcelJS.CellValue);
  if ("error" in value) return value.error;
  if ("text" in value) return cellText(value.text as ExcelJS.CellValue);
  return "";
}

/** 12 significant digits: binary noise such as 11880.000000000002 goes away. */
function formatNumber(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(12))) : "";
}

/** Sheet dates carry no time zone; exceljs reads them as UTC. dd/MM/yyyy, with HH:mm when set. */
function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const pad = (value: number) => String(value).padStart(2, "0");
  const day = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  const hasTime = date.getUTCHours() || date.getUTCMinutes();
  return hasTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}
