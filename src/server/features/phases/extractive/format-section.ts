/**
 * One form of phase 4 as sections of the Word file: where it was taken from, its text with the blanks
 * filled, and each table of the form (a price form) as a table — the form's text after a table goes on
 * in a section of its own, so the file reads in the form's order.
 */
import type { CategorizedPassage, TPhaseSection, TStatement } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { checklistTablesOf } from "./format-checklist";
import { type FillableFormat, isContractModel, isTenderAnnex } from "./format-fields";
import { type FilledFormat, fillFormat, type ValueResolver } from "./format-fill";
import { type FormTable, formTablesOf, type TableSpan } from "./format-price-table";
import { sameHeading } from "./proposal-structure-text";
import type { Partida } from "./tender-items";

function firstLine(text: string): string {
  return text.trim().split("\n")[0]?.trim() || text.trim();
}

/** A piece of the form's text between its tables, and the table that follows it (none for the last). */
interface Segment {
  passages: CategorizedPassage[];
  table: FormTable | null;
}

/** The passage's text without the spans given: before the first, between them, after the last. */
function piecesOf(passage: CategorizedPassage, spans: TableSpan[]): CategorizedPassage[] {
  const pieces: CategorizedPassage[] = [];
  let cursor = 0;
  for (const span of spans) {
    pieces.push({ ...passage, text: passage.text.slice(cursor, span.start) });
    cursor = span.end;
  }
  pieces.push({ ...passage, text: passage.text.slice(cursor) });
  return pieces;
}

/** The form cut at its tables: each table comes after the text before it, once, at its first span. */
function segmentsOf(format: FillableFormat, tables: FormTable[]): Segment[] {
  const segments: Segment[] = [{ passages: [], table: null }];
  for (const passage of format.passages) {
    const spans = tables
      .flatMap((table) => table.spans.map((span) => ({ span, table })))
      .filter((entry) => entry.span.passageId === passage.id)
      .sort((a, b) => a.span.start - b.span.start);
    const pieces = piecesOf(
      passage,
      spans.map((entry) => entry.span),
    );
    pieces.forEach((piece, index) => {
      const current = segments[segments.length - 1] as Segment;
      if (piece.text.trim()) current.passages.push(piece);
      const entry = spans[index];
      // A table continued on a later page is cut out there, not written again.
      if (entry && entry.table.spans[0] === entry.span) {
        current.table = entry.table;
        segments.push({ passages: [], table: null });
      }
    });
  }
  return segments;
}

function where(format: FillableFormat): string {
  const pages = [...new Set(format.passages.map((passage) => passage.page).filter((page) => page !== null))];
  return pages.length > 1
    ? `, páginas ${pages[0]} a ${pages.at(-1)}`
    : pages.length === 1
      ? `, página ${pages[0]}`
      : "";
}

function addPending(filled: FilledFormat, tables: FormTable[], title: string, pending: string[]): void {
  const labels = [
    ...filled.pending,
    ...tables.filter((table) => table.pending).map((table) => `Precios del formato: ${table.pending}`),
  ];
  for (const label of labels) {
    const entry = `${label} (${title})`;
    if (!pending.includes(entry)) pending.push(entry);
  }
}

export function formatSection(
  format: FillableFormat,
  resolve: ValueResolver,
  pending: string[],
  tenderItems: Partida[] = [],
): TPhaseSection[] {
  const first = format.passages[0];
  const statements: TStatement[] = [];
  if (first) {
    const page = first.page === null ? "sin número de página" : `página ${first.page}`;
    statements.push({
      text: `Formato tomado de «${first.documentName}», ${page}.`,
      sources: [sourceOf(first, firstLine(first.text))],
    });
  }
  // The model contract is signed by the awardee after the award: nothing of it is filled with the proposal.
  if (isContractModel(format)) {
    statements.push({
      text: `Es el modelo del contrato que firmará quien resulte adjudicado, no un formato de la propuesta: no se llena ni se reproduce (consúltelo en «${first?.documentName}»${where(format)}).`,
      sources: [],
    });
    return [{ heading: format.title.slice(0, 200), level: 1, statements }];
  }
  // Its tables to price, and its checklists of documents ('DOCUMENTO | PRESENTÓ (SÍ / NO)').
  const priced = formTablesOf(format, tenderItems);
  const tables = [
    ...priced,
    ...checklistTablesOf(
      format,
      priced.flatMap((table) => table.spans),
    ),
  ];
  const segments = segmentsOf(format, tables);
  const text = { title: format.title, passages: segments.flatMap((segment) => segment.passages) };
  const whole = fillFormat(text, resolve);
  // A form with a table to price is a form to fill, whatever its length.
  const isAnnex =
    tables.length === 0 && isTenderAnnex(format, { blanks: whole.blanks, lines: whole.statements.length });
  // The tender's own characteristics annex is not copied line by line: only its fields are written.
  const filled = isAnnex ? fillFormat(format, resolve, { onlyFields: true }) : whole;
  if (isAnnex) {
    const source = `«${first?.documentName}»${where(format)}`;
    statements.push({
      text:
        filled.blanks > 0
          ? `Es un anexo de la convocatoria que describe el contrato, no un formato por llenar: no se reproduce (consúltelo en ${source}); abajo se llenan solo sus ${filled.blanks === 1 ? "campo" : `${filled.blanks} campos`}.`
          : `Es un anexo de la convocatoria que describe el contrato, no un formato por llenar: no se reproduce (consúltelo en ${source}) y no tiene campos por llenar.`,
      sources: [],
    });
  } else if (filled.blanks === 0 && tables.length === 0) {
    statements.push({
      text: "Este formato no tiene espacios por llenar; se transcribe tal como viene.",
      sources: [],
    });
  }
  addPending(filled, tables, format.title, pending);
  const heading = format.title.slice(0, 200);
  if (isAnnex || tables.length === 0) {
    statements.push(...withoutTitle(filled.statements, format.title));
    return [{ heading, level: 1, statements }];
  }
  // The text before each table, then the table; the text after a table opens a section of its own.
  const sections: TPhaseSection[] = [];
  segments.forEach((segment, index) => {
    const body = fillFormat({ title: format.title, passages: segment.passages }, resolve).statements;
    const own = index === 0 ? [...statements, ...withoutTitle(body, format.title)] : body;
    if (segment.table?.note) own.push(segment.table.note);
    if (index > 0 && own.length === 0 && !segment.table) return;
    sections.push({
      heading: index === 0 ? heading : `${heading} (continuación)`.slice(0, 200),
      level: index === 0 ? 1 : 2,
      statements: own,
      ...(segment.table ? { table: segment.table.table } : {}),
    });
  });
  return sections;
}

// The form's title lines are the section's heading already: written again under it, they read twice.
// A statement that goes on past the title's last words keeps what follows them.
function withoutTitle(body: TStatement[], title: string): TStatement[] {
  let joined = "";
  for (const [index, statement] of body.slice(0, 3).entries()) {
    const words = statement.text.split(/\s+/u);
    for (let count = 1; count <= words.length; count += 1) {
      const read = `${joined} ${words.slice(0, count).join(" ")}`.trim();
      if (!sameHeading(read, title)) continue;
      const rest = words.slice(count).join(" ").trim();
      const after = body.slice(index + 1);
      return rest ? [{ ...statement, text: rest }, ...after] : after;
    }
    joined = `${joined} ${statement.text}`.trim();
  }
  return body;
}
