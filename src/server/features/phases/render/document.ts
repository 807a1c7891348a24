import {
  AlignmentType,
  Document,
  Footer,
  FootnoteReferenceRun,
  HeadingLevel,
  Packer,
  PageBreak,
  PageNumber,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { formatReferenceText } from "./citations";
import { formatGeneratedAt } from "./format-date";
import { withXmlText } from "./xml-text";

export interface DocumentReference {
  documentName: string;
  page: number | null;
  /** The cited page was read by OCR: the footnote says so. */
  isOcr?: boolean;
}

export type DocumentBlock =
  | { kind: "paragraph"; text: string; citations?: DocumentReference[] }
  | { kind: "table"; headers: string[]; rows: string[][] }
  | { kind: "pending"; text: string };

export interface DocumentSection {
  heading: string;
  level: 1 | 2 | 3;
  blocks: DocumentBlock[];
}

export interface DocumentSpec {
  title: string;
  subtitle?: string;
  /** "Generador extractivo integrado" or the model's name. */
  generatedBy: string;
  generatedAt: Date;
  sections: DocumentSection[];
}

type Footnotes = Record<number, { children: Paragraph[] }>;

interface PageRun {
  landscape: boolean;
  children: Array<Paragraph | Table>;
}

const HEADING_BY_LEVEL = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const;

function titlePage(spec: DocumentSpec): Paragraph[] {
  const centered = (text: string, size: number, bold = false) =>
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: [new TextRun({ text, size, bold })],
    });
  return [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, text: spec.title }),
    ...(spec.subtitle ? [centered(spec.subtitle, 28)] : []),
    centered(`Generado por: ${spec.generatedBy}`, 22),
    centered(`Fecha: ${formatGeneratedAt(spec.generatedAt)}`, 22),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

// Each citation becomes its own footnote, so Word numbers them and lists them at the foot of the page.
function citedParagraph(
  block: { text: string; citations?: DocumentReference[] },
  footnotes: Footnotes,
): Paragraph {
  const children: Array<TextRun | FootnoteReferenceRun> = textRuns(block.text);
  // A mark right after a figure reads as part of it ('QT5²', '$1,250.00³'): a narrow no-break space parts them.
  if (block.citations?.length && /\d$/.test(block.text)) children.push(new TextRun("\u202f"));
  for (const [index, citation] of (block.citations ?? []).entries()) {
    const id = Object.keys(footnotes).length + 1;
    footnotes[id] = { children: [new Paragraph(formatReferenceText(citation))] };
    // Two marks side by side read as one number ('SPC150310KX4²⁴²⁵'): a raised comma parts them.
    if (index > 0) children.push(new TextRun({ text: ",", superScript: true }));
    children.push(new FootnoteReferenceRun(id));
  }
  return new Paragraph({ children, spacing: { after: 120 } });
}

// The text width of the page the document is written on (docx's default: A4, 11,906 × 16,838 twips, with
// 1,440-twip margins), in twentieths of a point: a wider table runs past the right margin. A table of
// many columns (a price form: partida, descripción, unidad, cantidad, precio, importe, fuente) gets a
// landscape page of its own, as printed price forms do.
const PORTRAIT_TWIPS = 11_906 - 2 * 1_440;
const LANDSCAPE_TWIPS = 16_838 - 2 * 1_440;
const LANDSCAPE_FROM_COLUMNS = 6;

// About one character of 11-point text, and a cell's inner margins, in twentieths of a point.
const CHAR_TWIPS = 115;
const CELL_PADDING_TWIPS = 200;
// A longer word (a file name, a URL) breaks at its hyphens or anywhere: it does not claim its length.
const LONGEST_WORD_COUNTED = 14;
const MIN_WORD_COUNTED = 8;
// A pending cell ('[PENDIENTE: precio unitario de la partida 1]') is a blank to fill in, whatever its
// wording: it claims the room of a figure, so the description beside it keeps its width.
const PENDING_CELL_COUNTED = 14;
const PENDING_CELL = /^\[PENDIENTE:[^\]]*\]$/u;

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Each column's share of the table's width: room for its longest word (its header's too), so no word
 * breaks inside a letter run, and what is left shared by how much text the column holds on average, so
 * a number column stays narrow and a description gets the room.
 */
export function columnShares(
  headers: readonly string[],
  rows: readonly string[][],
  tableTwips: number = PORTRAIT_TWIPS,
): number[] {
  const columns = headers.map((header, index) => [header, ...rows.map((row) => row[index] ?? "")]);
  const longest = columns.map((texts) =>
    Math.max(...texts.flatMap((text) => text.split(/\s+/u)).map((word) => word.length)),
  );
  const minimumsUpTo = (cap: number) =>
    longest.map((length) => Math.min(cap, length) * CHAR_TWIPS + CELL_PADDING_TWIPS);
  // A table with many columns (a price form) may not hold every column's longest word: the longest
  // words (a file name in 'Fuente') give up their room first, so a short header word does not break.
  let cap = LONGEST_WORD_COUNTED;
  while (cap > MIN_WORD_COUNTED && sum(minimumsUpTo(cap)) > tableTwips) cap -= 1;
  const minimums = minimumsUpTo(cap);
  const counted = (text: string) =>
    PENDING_CELL.test(text.trim()) ? Math.min(text.length, PENDING_CELL_COUNTED) : text.length;
  const means = columns.map(
    (texts) =>
      texts.slice(1).reduce((total, text) => total + counted(text), 0) / Math.max(1, texts.length - 1),
  );
  const floor = minimums.reduce((sum, width) => sum + width, 0);
  const rest = Math.max(0, tableTwips - floor);
  const meanTotal = means.reduce((sum, mean) => sum + mean, 0) || 1;
  const widths = minimums.map((width, index) => width + (rest * (means[index] ?? 0)) / meanTotal);
  const total = widths.reduce((sum, width) => sum + width, 0);
  return widths.map((width) => width / total);
}

/** A table whose columns do not fit a portrait page's width is printed on a landscape page. */
export function wantsLandscape(block: DocumentBlock): boolean {
  return block.kind === "table" && block.headers.length >= LANDSCAPE_FROM_COLUMNS;
}

function table(block: { headers: string[]; rows: string[][] }, tableTwips: number): Table {
  const widths = columnShares(block.headers, block.rows, tableTwips).map((share) =>
    Math.round(share * tableTwips),
  );
  const cell = (text: string, bold: boolean, index: number) =>
    new TableCell({
      width: { size: widths[index] ?? 0, type: WidthType.DXA },
      children: [new Paragraph({ children: bold ? [new TextRun({ text, bold })] : textRuns(text) })],
    });
  return new Table({
    width: { size: tableTwips, type: WidthType.DXA },
    columnWidths: widths,
    rows: [
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: block.headers.map((header, index) => cell(header, true, index)),
      }),
      // A short row is padded so Word does not render a ragged table.
      ...block.rows.map(
        (row) =>
          // A row is never cut across two pages: the price of a partida stays beside its description.
          new TableRow({
            cantSplit: true,
            children: block.headers.map((_, index) => cell(row[index] ?? "", false, index)),
          }),
      ),
    ],
  });
}

// Pending points are what the person still has to supply: yellow and bold so they are not missed.
function pendingRun(text: string): TextRun {
  return new TextRun({ text, bold: true, highlight: "yellow" });
}

function pending(text: string): Paragraph {
  return new Paragraph({ spacing: { after: 120 }, children: [pendingRun(`[PENDIENTE: ${text}]`)] });
}

/** A statement's text with every "[PENDIENTE: …]" inside it highlighted like a pending block. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[PENDIENTE:[^\]]*\]/g)) {
    if (match.index > last) runs.push(new TextRun(text.slice(last, match.index)));
    runs.push(pendingRun(match[0]));
    last = match.index + match[0].length;
  }
  if (last < text.length || runs.length === 0) runs.push(new TextRun(text.slice(last)));
  return runs;
}

function pageFooter(): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ children: ["Página ", PageNumber.CURRENT, " de ", PageNumber.TOTAL_PAGES] }),
        ],
      }),
    ],
  });
}

/** Renders the phase's Word output (phases 2 to 7), with its citations as footnotes. */
export async function renderDocument(input: DocumentSpec): Promise<Buffer> {
  const spec = withXmlText(input);
  const footnotes: Footnotes = {};
  // Runs of sections on pages of one orientation: a section holding a wide table starts a landscape
  // run, the next section without one goes back to portrait (each run starts a new page).
  const runs: PageRun[] = [{ landscape: false, children: [...titlePage(spec)] }];
  for (const section of spec.sections) {
    const landscape = section.blocks.some(wantsLandscape);
    let run = runs[runs.length - 1] as PageRun;
    if (run.landscape !== landscape) {
      run = { landscape, children: [] };
      runs.push(run);
    }
    const tableTwips = landscape ? LANDSCAPE_TWIPS : PORTRAIT_TWIPS;
    // A heading never stands alone at a page's foot: it goes with the first line of its section.
    run.children.push(
      new Paragraph({ heading: HEADING_BY_LEVEL[section.level], text: section.heading, keepNext: true }),
    );
    for (const block of section.blocks) {
      if (block.kind === "paragraph") run.children.push(citedParagraph(block, footnotes));
      else if (block.kind === "table") run.children.push(table(block, tableTwips), new Paragraph(""));
      else run.children.push(pending(block.text));
    }
  }
  const document = new Document({
    title: spec.title,
    creator: spec.generatedBy,
    // Spanish proofing and hyphenation in Word, whatever the reader's own Word language is.
    styles: { default: { document: { run: { language: { value: "es-MX" } } } } },
    footnotes,
    sections: runs.map((run) => ({
      properties: run.landscape ? { page: { size: { orientation: PageOrientation.LANDSCAPE } } } : {},
      footers: { default: pageFooter() },
      children: run.children,
    })),
  });
  return Packer.toBuffer(document);
}
