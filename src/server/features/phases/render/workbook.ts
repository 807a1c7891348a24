import ExcelJS from "exceljs";
import { neutralizeCell, neutralizeCellValue } from "./excel-safety";
import { formatGeneratedAt } from "./format-date";
import { withXmlText } from "./xml-text";

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
// Points per line of 11-pt text, as Excel lays rows out.
const LINE_HEIGHT = 15;

/** The lines a cell's text takes in a column of `width` characters, wrapping at word boundaries. */
export function wrappedLines(value: string | number | null | undefined, width: number): number {
  if (value === null || value === undefined) return 1;
  // A column's width counts digits; running Spanish text fits about as many letters and spaces.
  const room = Math.max(4, Math.floor(width));
  return String(value)
    .split("\n")
    .reduce((total, paragraph) => {
      let lines = 1;
      let used = 0;
      for (const word of paragraph.split(/\s+/)) {
        const length = word.length + (used > 0 ? 1 : 0);
        if (used + length > room && used > 0) {
          lines += 1 + Math.floor(word.length / room);
          used = word.length % room;
        } else if (used === 0 && word.length > room) {
          // A word longer than the column ('rosario-pliego-licitacion-privada-servidores.pdf') wraps too.
          lines += Math.floor(word.length / room);
          used = word.length % room;
        } else used += length;
      }
      return total + lines;
    }, 0);
}

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
  const base = shortened(cleaned === "" ? "Hoja" : cleaned, MAX_SHEET_NAME);
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLocaleLowerCase("es-MX")); n++) {
    const suffix = ` (${n})`;
    candidate = `${shortened(base, MAX_SHEET_NAME - suffix.length)}${suffix}`;
  }
  taken.add(candidate.toLocaleLowerCase("es-MX"));
  return candidate;
}

// Words a shortened name may not end on: 'Vigencia de los documentos del' reads as cut.
const DANGLING = /\s+(?:a|al|con|de|del|e|el|en|la|las|lo|los|o|para|por|sin|u|un|una|y)$/iu;

/**
 * A name cut to `limit` characters at a word's end, without a trailing article or preposition
 * ('Vigencia de los documentos del licitante' → 'Vigencia de los documentos'); a single word longer
 * than the limit is cut inside it, as nothing else fits.
 */
function shortened(name: string, limit: number): string {
  if (name.length <= limit) return name;
  const cut = name.slice(0, limit + 1);
  const atWord = cut.slice(0, cut.lastIndexOf(" ")).trim();
  if (atWord === "") return name.slice(0, limit).trim();
  let words = atWord;
  while (DANGLING.test(words)) words = words.replace(DANGLING, "");
  return words;
}

function addDataSheet(workbook: ExcelJS.Workbook, sheet: WorkbookSheetSpec, name: string): void {
  // Printed landscape (the reader's default paper), every column on one page width, the header repeated on each page.
  const worksheet = workbook.addWorksheet(name, {
    views: [{ state: "frozen", ySplit: 1 }],
    pageSetup: {
      orientation: "landscape",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: "1:1",
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: "Página &P de &N" },
  });
  worksheet.columns = sheet.columns.map((column) => ({
    header: neutralizeCell(column.header),
    key: column.key,
    width: column.width ?? DEFAULT_COLUMN_WIDTH,
  }));
  for (const row of sheet.rows) {
    const values: Record<string, string | number | null> = {};
    for (const column of sheet.columns) values[column.key] = neutralizeCellValue(row[column.key] ?? null);
    // Neither Excel nor LibreOffice grows a row for wrapped text written by a library: the height is
    // set from the lines the longest cell wraps to, so no text overlaps the next row.
    worksheet.addRow(values).height =
      LINE_HEIGHT *
      Math.max(
        1,
        ...sheet.columns.map((column) =>
          wrappedLines(values[column.key], column.width ?? DEFAULT_COLUMN_WIDTH),
        ),
      );
  }
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE7EEF7" } };
  // The page number is centred: right-aligned against the quote beside it, '10' read as part of it.
  const pageColumn = sheet.columns.findIndex((column) => column.key === "__page") + 1;
  worksheet.eachRow((row) => {
    row.alignment = { wrapText: true, vertical: "top" };
    if (pageColumn > 0)
      row.getCell(pageColumn).alignment = { wrapText: true, vertical: "top", horizontal: "center" };
  });
  if (sheet.columns.length > 0) {
    worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  }
}

function addAboutSheet(workbook: ExcelJS.Workbook, spec: WorkbookSpec, name: string): void {
  // On one page width too: LibreOffice otherwise prints the labels and their values on separate pages.
  const about = workbook.addWorksheet(name, {
    pageSetup: { orientation: "portrait", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
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
export async function renderWorkbook(input: WorkbookSpec): Promise<Buffer> {
  const spec = withXmlText(input);
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
