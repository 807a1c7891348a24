/**
 * A form that is a table (a price form: 'PARTIDA | DESCRIPCIÓN | UNIDAD | CANTIDAD | PRECIO UNITARIO |
 * IMPORTE', its item rows, then 'SUBTOTAL ____', 'I.V.A. ____', 'TOTAL ____') written as a table: the
 * bases' cells of each row as printed, cited to the row, and every cell the bidder fills (the columns
 * no row fills: price, amount, brand, model…; the totals) as a pending mark naming that cell. The rows
 * are the ones the bases' table reader finds (readTenderTables): no second reading of the table.
 */
import type { CategorizedPassage, TPhaseTable, TSource, TStatement } from "../generation/phase-input";
import { foldKey } from "./applicant-text";
import type { FillableFormat } from "./format-fields";
import { type Partida, shortened } from "./tender-items";
import { cellsOf, type PriceFormTable, readTenderTables } from "./tender-tables";
import { VOCABULARY } from "./tender-vocabulary";

/** Where a form's table sits in a passage: that text is written as the table, not as paragraphs. */
export interface TableSpan {
  passageId: string;
  start: number;
  end: number;
}

export interface FormTable {
  table: TPhaseTable;
  spans: TableSpan[];
  /** What the bidder must fill in it, in one line for the pending list. */
  pending: string;
  /** Said above the table when items of the bases were added to the form's own rows. */
  note: TStatement | null;
}

const TOTALS = VOCABULARY.filter((entry) => entry.group === "total" && entry.name);
// After a total's label: a rate ('(16 %)'), then only blanks, a colon or the currency sign.
const AFTER_TOTAL = /^\s*(?:\(?\s*\d{1,2}(?:[.,]\d+)?\s?%\s*\)?)?[\s:$_.…]*$/u;
// An empty cell: blanks to write on, or nothing (a Word row's empty last cells end as ' |  |').
const BLANK_CELL = /^[\s_.…$|-]*$/u;

function isTableLine(line: string): boolean {
  return line.includes("\t") || line.includes(" | ");
}

/** A line of a price form's foot that names a total to fill ('I.V.A. ______'): its cue and label. */
export function totalLineOf(line: string): { name: string; label: string } | null {
  const text = cellsOf(line).filter(Boolean).join(" ").trim();
  for (const entry of TOTALS) {
    const match = entry.pattern.exec(text);
    if (!match || !entry.name) continue;
    const rest = text.slice(match[0].length);
    if (!AFTER_TOTAL.test(rest)) return null;
    const blank = rest.search(/[:$_]|\.{3,}|…/u);
    const label = `${match[0]}${blank >= 0 ? rest.slice(0, blank) : rest}`.trim();
    return { name: entry.name, label };
  }
  return null;
}

export interface Line {
  start: number;
  end: number;
  text: string;
}

/** A text's lines, each with its offsets in the text. */
export function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const line of text.split("\n")) {
    lines.push({ start, end: start + line.length, text: line });
    start += line.length + 1;
  }
  return lines;
}

/**
 * The table's lines in one passage, from `from`: its rows, a header repeated on a new page, a row's
 * wrapped words (one cell) and the totals, blank lines between them; the first other line ends it.
 */
function spanFrom(passage: CategorizedPassage, from: number, rows: Set<string>, header: string): TableSpan {
  let end = from;
  for (const line of linesOf(passage.text)) {
    if (line.start < from) continue;
    const text = line.text.trim();
    const isRow =
      text === "" ||
      rows.has(text) ||
      cellsOf(text).join("\t") === header ||
      (isTableLine(line.text) && cellsOf(line.text).filter(Boolean).length === 1) ||
      totalLineOf(text) !== null;
    if (!isRow) break;
    if (text !== "") end = line.end;
  }
  return { passageId: passage.id, start: from, end };
}

function lowerFirst(header: string): string {
  const text = header.replace(/\s+/gu, " ").trim();
  // A header in capitals is named in lower case ('PRECIO UNITARIO' → 'precio unitario').
  return /\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text.toLowerCase();
}

/** How the form names its items: 'del renglón 2', 'del lote 2', 'del concepto 2'; else 'de la partida 2'. */
function itemWord(header: string): string {
  const word = /^(rengl[óo]n|lote|concepto)\b/iu.exec(header.trim())?.[1];
  return word ? `del ${word.toLowerCase()}` : "de la partida";
}

function listed(items: string[]): string {
  const last = items.at(-1) ?? "";
  // 'precio unitario e importe': 'y' is 'e' before an 'i' sound.
  const and = /^h?i(?![aeiouáéó])/iu.test(last) ? "e" : "y";
  return items.length <= 1 ? last : `${items.slice(0, -1).join(", ")} ${and} ${last}`;
}

const firstWords = (text: string) => foldKey(shortened(text, 3).replace(/…$/u, ""));

/**
 * The bases' items the form leaves out: when the form prints some of the items of the bases' own table
 * (the same numbers, the same descriptions) and that table has more, the bidder prices them all.
 */
function missingItems(form: PriceFormTable, tenderItems: Partida[]): Partida[] {
  const numbered = tenderItems.filter((item) => item.number);
  if (form.items.length === 0 || numbered.length <= form.items.length) return [];
  const byNumber = new Map(numbered.map((item) => [item.number, item]));
  const agrees = form.items.every((item) => {
    const same = byNumber.get(item.number);
    return same !== undefined && firstWords(same.description) === firstWords(item.description);
  });
  if (!agrees) return [];
  const printed = new Set(form.items.map((item) => item.number));
  return numbered.filter((item) => !printed.has(item.number));
}

function addedNote(added: Partida[]): TStatement {
  const pages = [...new Set(added.map((item) => item.page).filter((page) => page !== null))];
  const where = `«${added[0]?.documentName}»${pages.length > 0 ? `, página${pages.length > 1 ? "s" : ""} ${pages.join(", ")}` : ""}`;
  const numbers = added.map((item) => item.number);
  const which =
    numbers.length === 1 ? `la partida ${numbers[0]}` : `las partidas ${numbers[0]} a ${numbers.at(-1)}`;
  return {
    text: `El formato impreso lista solo algunas partidas; se agregan ${which} de la tabla de partidas de la convocatoria (${where}) para cotizarlas todas.`,
    sources: added.slice(0, 1).map((item) => ({ passageId: item.passageId, quote: item.quote })),
  };
}

function formTable(
  form: PriceFormTable,
  passages: CategorizedPassage[],
  tenderItems: Partida[],
): FormTable | null {
  // A header in capitals is written in sentence case: a narrow column breaks 'CANTIDAD' inside the word.
  const headers = form.headers
    .map((header) => header.replace(/\s+/gu, " ").trim())
    .map((header) => (/\p{Ll}/u.test(header) ? header : header.charAt(0) + header.slice(1).toLowerCase()));
  const width = headers.length;
  const cellRows = form.items.map((item) => {
    const cells = cellsOf(item.quote)
      .slice(0, width)
      .map((cell) => (BLANK_CELL.test(cell) ? "" : cell));
    while (cells.length < width) cells.push("");
    return cells;
  });
  // The bidder's columns: those no row of the bases fills (a price the buyer stated is the buyer's).
  const bidder = headers.flatMap((header, index) =>
    header !== "" && cellRows.every((cells) => BLANK_CELL.test(cells[index] ?? "")) ? [index] : [],
  );
  if (bidder.length === 0 || form.items.length === 0) return null;
  const number = form.roles.indexOf("número");
  const description = form.roles.indexOf("descripción");
  const rows: TPhaseTable["rows"] = form.items.map((item, row) => {
    const cells = [...(cellRows[row] ?? [])];
    // A row the page wrapped: its description is the whole one the reader joined.
    if (description >= 0) cells[description] = item.description;
    const which = item.number
      ? `${itemWord(headers[number] ?? "")} ${item.number}`
      : `de «${shortened(item.description, 6)}»`;
    for (const index of bidder) cells[index] = `[PENDIENTE: ${lowerFirst(headers[index] ?? "")} ${which}]`;
    return { cells, sources: [{ passageId: item.passageId, quote: item.quote }] };
  });
  const added = missingItems(form, tenderItems);
  for (const item of added) {
    const cells = headers.map((_, index) => {
      const role = form.roles[index];
      if (bidder.includes(index))
        return `[PENDIENTE: ${lowerFirst(headers[index] ?? "")} ${itemWord(headers[number] ?? "")} ${item.number}]`;
      if (role === "número") return item.number;
      if (role === "descripción") return item.description;
      if (role === "unidad") return item.unit;
      if (role === "cantidad") return item.quantity;
      return "";
    });
    rows.push({ cells, sources: [{ passageId: item.passageId, quote: item.quote }] });
  }
  // The spans: from the header in its passage, from the first row in each later passage.
  const quotes = new Set(form.items.map((item) => item.quote));
  const header = form.headers.join("\t");
  const spans: TableSpan[] = [];
  for (const passage of passages) {
    const first =
      passage.id === form.passageId
        ? form.start
        : form.items.find((item) => item.passageId === passage.id)
          ? passage.text.indexOf(form.items.find((item) => item.passageId === passage.id)?.quote ?? "")
          : -1;
    if (first >= 0) spans.push(spanFrom(passage, first, quotes, header));
  }
  // The foot: each total in the amount's column (the last price column the bidder fills).
  const prices = bidder.filter((index) => form.roles[index] === "precio");
  const amount = prices.at(-1) ?? bidder.at(-1) ?? width - 1;
  const totals: string[] = [];
  for (const span of spans) {
    const passage = passages.find((item) => item.id === span.passageId);
    if (!passage) continue;
    for (const line of linesOf(passage.text.slice(span.start, span.end))) {
      const total = totalLineOf(line.text);
      if (!total || rows.length === 0) continue;
      const cells = headers.map(() => "");
      cells[Math.max(0, amount - 1)] = total.label;
      cells[amount] = `[PENDIENTE: ${total.name}]`;
      const source: TSource = { passageId: passage.id, quote: line.text.trim() };
      rows.push({ cells, sources: [source] });
      if (!totals.includes(total.name)) totals.push(total.name);
    }
  }
  const items = form.items.length + added.length;
  const count = items === 1 ? "de la partida" : `de las ${items} partidas`;
  const columns = listed(bidder.map((index) => lowerFirst(headers[index] ?? "")));
  const pending = `${columns} ${count}${totals.length > 0 ? `; ${listed(totals)}` : ""}`;
  return { table: { headers, rows }, spans, pending, note: added.length > 0 ? addedNote(added) : null };
}

/**
 * A Word row's empty last cells end the line as ' |  |  |': written as spaces of the same length, the
 * reader sees the row's price empty, and every offset and quote stays the passage's own.
 */
function withoutTrailingCells(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const tail = /(?:[ \t]*\|)+[ \t]*$/u.exec(line);
      return tail && line.includes(" | ") ? line.slice(0, tail.index).padEnd(line.length, " ") : line;
    })
    .join("\n");
}

/**
 * The form's tables to price, in document order; none when the form is running text. `tenderItems`
 * (the bases' partidas) complete a form that prints only some of them.
 */
export function formTablesOf(format: FillableFormat, tenderItems: Partida[] = []): FormTable[] {
  const passages = format.passages.map((passage) => ({
    ...passage,
    text: withoutTrailingCells(passage.text),
  }));
  const sources = passages.map((passage) => ({
    id: passage.id,
    documentName: passage.documentName,
    page: passage.page,
    text: passage.text,
  }));
  return readTenderTables(sources).priceForms.flatMap((form) => {
    const table = formTable(form, passages, tenderItems);
    return table ? [table] : [];
  });
}
