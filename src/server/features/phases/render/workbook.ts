import ExcelJS from "exceljs";
import { neutralizeCell, neutralizeCellValue } from "./excel-safety";
import { formatGeneratedAt } from "./format-date";

export interface WorkbookSheetSpec {
  name: string;
  columns: Array<{ header: string; key: string; width?: number }>;
  rows: Array<Record<string, string | number | null>>;
}

export interface WorkbookSpec {
  title: string;
  sheets: WorkbookSheetSpec[];
  /** "Generador extractivo integrado" or the model's name. */
  generatedBy: string;
  generatedAt: Date;
}

export const ABOUT_SHEET_NAME = "Acerca de";
const MAX_SHEET_NAME = 31;
const DEFAULT_COLUMN_WIDTH = 24;

/**
 * Excel refuses to open a book whose sheet names exceed 31 characters, contain []:*?/\, start or end with
 * an apostrophe, are empty, or repeat one another ignoring case; this makes any given name acceptable.
 */
export function sanitizeSheetName(name: string, taken: Set<string>): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^'+|'+$/g, "")
    .trim();
  const base = (cleaned === "" ? "Hoja" : cleaned).slice(0, MAX_SHEET_NAME).trim();
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLocaleLowerCase("es-MX")); n++) {
    const suffix = ` (${n})`;
    candidate = `${base.slice(0, MAX_SHEET_NAME - suffix.length).trim()}${suffix}`;
  }
  taken.add(candidate.toLocaleLowerCase("es-MX"));
  return candidate;
}

function addDataSheet(workbook: ExcelJS.Workbook, sheet: WorkbookSheetSpec, name: string): void {
  const worksheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column) => ({
    header: neutralizeCell(column.header),
    key: column.key,
    width: column.width ?? DEFAULT_COLUMN_WIDTH,
  }));
  for (const row of sheet.rows) {
    const values: Record<string, string | number | null> = {};
    for (const column of sheet.columns) values[column.key] = neutralizeCellValue(row[column.key] ?? null);
    worksheet.addRow(values);
  }
  worksheet.getRow(1).font = { bold: true };
  worksheet.eachRow((row) => {
    row.alignment = { wrapText: true, vertical: "top" };
  });
  if (sheet.columns.length > 0) {
    worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  }
}

function addAboutSheet(workbook: ExcelJS.Workbook, spec: WorkbookSpec, name: string): void {
  const about = workbook.addWorksheet(name);
  about.columns = [
    { key: "label", width: 18 },
    { key: "value", width: 60 },
  ];
  about.addRow({ label: "Título", value: neutralizeCell(spec.title) });
  about.addRow({ label: "Generado por", value: neutralizeCell(spec.generatedBy) });
  about.addRow({ label: "Fecha", value: formatGeneratedAt(spec.generatedAt) });
  about.getColumn("label").font = { bold: true };
  about.getColumn("value").alignment = { wrapText: true, vertical: "top" };
}

/** Renders the phase's Excel output (phases 1 and 8): one sheet per table plus an 'Acerca de' sheet. */
export async function renderWorkbook(spec: WorkbookSpec): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = spec.generatedBy;
  workbook.title = spec.title;
  workbook.created = spec.generatedAt;
  // The about sheet's name is reserved first so a data sheet called the same gets a suffix instead.
  const taken = new Set<string>([ABOUT_SHEET_NAME.toLocaleLowerCase("es-MX")]);
  for (const sheet of spec.sheets) addDataSheet(workbook, sheet, sanitizeSheetName(sheet.name, taken));
  addAboutSheet(workbook, spec, ABOUT_SHEET_NAME);
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
