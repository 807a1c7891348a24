/**
 * The tables of the bases read by their headers: a list of items to price (partidas, renglones, lotes:
 * number, description, unit, quantity, specification) and a calendar laid out as a table (a
 * convocatoria's row per procedure with a column per event, or a row per event with its date, time and
 * place). Rows arrive as lines of tab- or ' | '-separated cells (PDF tables read from positions, Word
 * and Excel tables); a header row names the columns through the vocabulary's 'columna' cues.
 */
import { tableRowCells } from "../../../../shared/rules/table-rows";
import { generalPlaceOf, isBidderDeadline } from "./event-places";
import {
  DATE_ONLY,
  dateAndTime,
  EVENT_ROLES,
  EXECUTION_EVENTS,
  NOT_HELD,
  PENDING_DATE,
  RELATIVE_TERM,
} from "./table-dates";
import { markRepeatedItems, partidaRequirement, shortened } from "./tender-items";
import type { PriceFormTable, ReadRow, TableSource, TenderTables } from "./tender-table-types";
import { columnRoleOf } from "./tender-vocabulary";

export type {
  Partida,
  PriceFormTable,
  ReadRow,
  TableEvent,
  TableSource,
  TenderTables,
} from "./tender-table-types";

/** A row's cells in column order (a row printed over several lines included: table-rows.ts). */
export function cellsOf(line: string): string[] {
  return tableRowCells(line);
}

function isTableLine(line: string): boolean {
  return line.includes("\t") || line.includes(" | ");
}

interface Header {
  roles: Array<string | null>;
  /** The header as the row of the price form, until a line to price puts it in the rows. */
  form?: ReadRow;
  /** The price form this header opens, once a line shows its price empty. */
  table?: PriceFormTable;
  cells: string[];
  passageId: string;
  start: number;
}

const CONTRACTOR = /\b(?:contratista|proveedor|proponente|oferente|adjudicatario|licitante)\b/iu;

// The longest column name seen: 'Observaciones al informe de evaluación', 'Documento que lo acredita'.
const MAX_HEADER_WORDS = 7;

/** A header with a price column beside the items' number or description and their quantity or unit. */
function isPriceForm(header: Header): boolean {
  const roles = header.roles;
  return (
    roles.includes("precio") &&
    (roles.includes("número") || roles.includes("descripción")) &&
    (roles.includes("cantidad") || roles.includes("unidad"))
  );
}

function headerOf(cells: string[]): Pick<Header, "roles"> | null {
  // A header names columns: most of its cells carry no figure ('VALOR TOTAL (IVA 19%)' may).
  if (cells.filter((cell) => /\d{2}/.test(cell)).length * 2 >= cells.length) return null;
  // A date, or a term counted from an event ('dentro de los 3 días siguientes a la adjudicación'), is a
  // row's value, not a column's name; so is a phrase ('Aumento de precios de materias primas | Variación
  // del precio del acero, la madera y los plásticos…' names no price column).
  const roles = cells.map((cell) =>
    DATE_ONLY.test(cell) || RELATIVE_TERM.test(cell) || cell.split(/\s+/u).length > MAX_HEADER_WORDS
      ? null
      : columnRoleOf(cell),
  );
  return roles.filter((role) => role !== null).length >= 2 ? { roles } : null;
}

/** The date and the time of a cell ('09/09/2020 15:00 HRS.', '15 de junio de 2020, a las 10:00 horas'). */
function cellFor(cells: string[], header: Header, role: string): string {
  const index = header.roles.indexOf(role);
  return index >= 0 ? (cells[index] ?? "") : "";
}

/**
 * Reads every table of the passages (in document order): a header row sets the meaning of the rows
 * after it, across passages and pages, until running text ends the table.
 */
export function readTenderTables(passages: readonly TableSource[]): TenderTables {
  const result: TenderTables = {
    partidas: [],
    priceForms: [],
    events: [],
    rows: [],
    place: generalPlaceOf(passages),
    texts: new Map(passages.map((passage) => [passage.id, passage.text])),
  };
  let header: Header | null = null;
  let textLines = 0;
  for (const passage of passages) {
    let offset = 0;
    for (const line of passage.text.split("\n")) {
      const start = offset;
      offset += line.length + 1;
      if (!isTableLine(line)) {
        // A table goes on past a page's furniture; a paragraph of running text ends it.
        if (line.trim().length > 60 && ++textLines >= 2) header = null;
        continue;
      }
      textLines = 0;
      const cells = cellsOf(line);
      const roles = headerOf(cells);
      if (roles) {
        const at = start + (line.length - line.trimStart().length);
        const asHeader: Header = { ...roles, cells, passageId: passage.id, start: at };
        header = asHeader;
        // The header of items whose prices the bid fills in is that form: a point of its own, once a
        // line shows its price empty (a price list the buyer filled in is no form).
        // The header of a table of requirements is no point, and does not end the list it continues.
        if (asHeader.roles.includes("requisito") || asHeader.roles.includes("riesgo"))
          result.rows.push({
            ...rowAt(passage.id, at, line.trim(), "encabezado"),
            requirement: "",
            dateOrDeadline: null,
          });
        if (isPriceForm(asHeader))
          asHeader.form = {
            ...rowAt(passage.id, at, line.trim(), "formulario"),
            requirement: `Formulario de precios a diligenciar: ${cells.filter(Boolean).join(", ")}`,
            dateOrDeadline: null,
          };
        continue;
      }
      if (!header) continue;
      const quote = line.trim();
      const place = { passageId: passage.id, documentName: passage.documentName, page: passage.page };
      readRow(cells, header, quote, start + (line.length - line.trimStart().length), place, result);
    }
  }
  // A table the bases repeat (on another page, in an annex) lists its items and events once.
  const once = <T>(items: T[], key: (item: T) => string) =>
    items.filter((item, index) => items.findIndex((other) => key(other) === key(item)) === index);
  // Before the exact repeats go: each repeated row must learn which row it repeats.
  markRepeatedItems(result);
  result.partidas = once(result.partidas, (partida) => partida.quote);
  result.events = once(result.events, (entry) =>
    [entry.event, entry.date, entry.time, entry.subject].join("|"),
  );
  return result;
}

function readRow(
  cells: string[],
  header: Header,
  quote: string,
  start: number,
  place: { passageId: string; documentName: string; page: number | null },
  out: TenderTables,
): void {
  const subject = cellFor(cells, header, "número");
  // Without a 'descripción' header, the first unnamed column of text describes ('PLANTAS', 'Atrezos…').
  const unnamed = header.roles.findIndex(
    (role, index) => role === null && /\p{L}{3}/u.test(cells[index] ?? ""),
  );
  const description = cellFor(cells, header, "descripción") || (unnamed >= 0 ? (cells[unnamed] ?? "") : "");
  // A row per event: its name in the 'acto' column, its date (and time, place) in the others.
  const act = cellFor(cells, header, "acto") || (header.roles[0] === null ? (cells[0] ?? "") : "");
  const rowDate = cellFor(cells, header, "fecha");
  if (rowDate && act) {
    const named = columnRoleOf(act);
    const read = dateAndTime(`${rowDate} ${cellFor(cells, header, "hora")}`);
    // A stage dated from another ('dentro de los 3 días hábiles siguientes a la adjudicación') keeps
    // that term as its date: the bases do date it.
    const date =
      read.date ||
      (RELATIVE_TERM.test(rowDate) ? rowDate.trim() : "") ||
      // An act that will not be held ('VISITA | NO APLICA'): the calendar says so, not [PENDIENTE].
      (NOT_HELD.test(rowDate) ? "No aplica" : "");
    const time = read.time;
    if (date) {
      const event = named && EVENT_ROLES.has(named) ? named : act;
      out.events.push({
        event,
        date,
        time,
        place: date === "No aplica" ? "" : cellFor(cells, header, "lugar"),
        subject: "",
        quote,
        ...place,
      });
      out.rows.push({
        ...rowAt(place.passageId, start, quote, "calendario"),
        requirement: `${event}: ${[date, time].filter(Boolean).join(", ")}`,
        dateOrDeadline: [date, time].filter(Boolean).join(" "),
        isBidderDeadline: isBidderDeadline(event),
      });
    }
    return;
  }
  // An event the table names and leaves undated ('PUBLICACIÓN DE CONVOCATORIA | | Periódico El Sol de
  // Toluca'): on the calendar as pending, where it is held said.
  const undated = act && header.roles.includes("fecha") ? columnRoleOf(act) : null;
  if (undated && EVENT_ROLES.has(undated)) {
    const where = cellFor(cells, header, "lugar");
    out.events.push({
      event: undated,
      date: PENDING_DATE,
      time: "",
      place: where,
      subject: "",
      quote,
      ...place,
    });
    out.rows.push({
      ...rowAt(place.passageId, start, quote, "calendario"),
      requirement: `${undated}: ${PENDING_DATE}${where ? ` (${where})` : ""}`,
      dateOrDeadline: PENDING_DATE,
      isBidderDeadline: isBidderDeadline(undated),
    });
    return;
  }
  // A row per procedure or lot with a column per event.
  const dated = header.roles.flatMap((role, index) => {
    if (!role || !EVENT_ROLES.has(role)) return [];
    const { date, time } = dateAndTime(cells[index] ?? "");
    return date ? [{ event: role, date, time }] : [];
  });
  if (dated.length > 0) {
    for (const entry of dated)
      out.events.push({ ...entry, place: cellFor(cells, header, "lugar"), subject, quote, ...place });
    const what = [subject, shortened(description, 12)].filter(Boolean).join(" — ");
    // A row that describes what the lot buys ('Ampliación de red de agua potable…, 2,340 metros') and
    // dates only its execution (start, end) is first of all that work, a specification to meet; its
    // dates go to the calendar all the same. A row that dates the procedure's acts is its calendar.
    const describesWork =
      dated.every((entry) => EXECUTION_EVENTS.has(entry.event)) &&
      description.split(/\s+/u).filter((word) => /\p{L}{3}/u.test(word)).length >= 6;
    out.rows.push({
      ...rowAt(place.passageId, start, quote, "calendario"),
      requirement: describesWork
        ? [subject, shortened(description, 30)].filter(Boolean).join(" — ")
        : `Calendario${what ? ` de ${what}` : ""}`,
      describesWork,
      dateOrDeadline: dated.map((entry) => `${entry.event}: ${entry.date} ${entry.time}`.trim()).join("; "),
      // A procedure's row that dates the bidder's own deadline (buying the bases, submitting) binds it.
      isBidderDeadline: dated.some((entry) => isBidderDeadline(entry.event)),
    });
    return;
  }
  // A scored row of the evaluation ('II. Capacidad del licitante | 18' under 'RUBRO | PUNTOS').
  const points = cellFor(cells, header, "puntos");
  const named = cells.find((cell, index) => header.roles[index] !== "puntos" && /\p{L}{3}/u.test(cell)) ?? "";
  if (/^\d{1,3}(?:[.,]\d{1,2})?$/u.test(points) && named !== "") {
    out.rows.push({
      ...rowAt(place.passageId, start, quote, "criterio"),
      // Its numeral ('II.') is the table's, not the criterion's name.
      requirement: `${shortened(named.replace(/^[IVXL]{1,6}[.)]-?\s+/u, ""), 20)}: ${points} puntos`,
      dateOrDeadline: null,
      weight: `${points} puntos`,
    });
    return;
  }
  // A line of a table of requirements ('Requisito | Documento que lo acredita | Forma de entrega').
  const roles = header.roles;
  // A line of a risk matrix that the contractor bears ('Variación de la tasa de cambio | … | Contratista');
  // one the entity bears or shares binds no price of the offer.
  if (roles.includes("riesgo") && roles.includes("asignación")) {
    if (!CONTRACTOR.test(cellFor(cells, header, "asignación")) || cellFor(cells, header, "riesgo") === "")
      return;
    out.rows.push({
      ...rowAt(place.passageId, start, quote, "riesgo"),
      requirement: cells.filter(Boolean).join(" — "),
      dateOrDeadline: null,
    });
    return;
  }
  if (roles.includes("requisito") && !roles.includes("cantidad") && !roles.includes("unidad")) {
    if (cellFor(cells, header, "requisito") === "") return;
    out.rows.push({
      ...rowAt(place.passageId, start, quote, "requisito"),
      requirement: cells.filter(Boolean).join(" — "),
      dateOrDeadline: null,
    });
    return;
  }
  // A line of the items to price: it has a description and a quantity, unit or price column.
  const quantity = quantityOf(cells, header);
  const unit = cellFor(cells, header, "unidad");
  // A line to price has a quantity or a unit, or an empty price for the bidder to fill beside its
  // number or description. A price the buyer filled in with no quantity is a price list or a lot's
  // budget ('L1 | 7.040,00 €'), not a line to price.
  const price = cellFor(cells, header, "precio");
  const hasItemColumns =
    quantity !== "" ||
    unit !== "" ||
    (roles.includes("precio") && price === "" && (roles.includes("número") || roles.includes("descripción")));
  // A price form's total ('Subtotal | | $ | $', 'IVA 16 % | $'): the form's own line, no item and no row.
  const label = subject || description;
  if (TOTAL_LINE.test(label)) {
    if (isPriceForm(header) && cells.every((cell) => cell === label || /^[\s$€_.-]*$/u.test(cell)))
      out.rows.push({
        ...rowAt(place.passageId, start, quote, "encabezado"),
        requirement: "",
        dateOrDeadline: null,
      });
    return;
  }
  // A price form's line that numbers its item and leaves the description to the table of items above
  // ('2 | | Caja | 180 | 450 | $'): that item again (tender-items.ts cites it on the fullest row).
  const isNumberedLine = description === "" && subject !== "" && isPriceForm(header);
  if (!hasItemColumns || (description === "" && !isNumberedLine)) return;
  // Words alone in the description continue the item above, a row the page broke ('24 | Impresora
  // multifuncional láser | Unidad | 23', then 'monocromática' under the repeated header).
  const above = out.partidas[out.partidas.length - 1];
  if (above && subject === "" && cells.filter((cell) => cell !== "").length === 1) {
    const row = out.rows.find((entry) => entry.kind === "partida" && entry.quote === above.quote);
    above.description = `${above.description} ${description}`;
    if (row) row.requirement = partidaRequirement(above);
    // Phase 1 cites the line where it is, on the item's row.
    out.rows.push({
      ...rowAt(place.passageId, start, quote, "partida"),
      requirement: partidaRequirement(above),
      dateOrDeadline: null,
      duplicateOf: above.quote,
    });
    return;
  }
  if (header.form && roles.includes("precio") && price === "") {
    out.rows.push(header.form);
    header.form = undefined;
    header.table = {
      passageId: header.passageId,
      start: header.start,
      headers: header.cells,
      roles: header.roles,
      items: [],
    };
    out.priceForms.push(header.table);
  }
  const specification = cellFor(cells, header, "especificación");
  const partida = { number: subject, description, unit, quantity, specification, quote, ...place };
  out.partidas.push(partida);
  header.table?.items.push(partida);
  out.rows.push({
    ...rowAt(place.passageId, start, quote, "partida"),
    requirement: partidaRequirement(partida),
    dateOrDeadline: null,
  });
}

// The totals under a list of items: 'Subtotal', 'IVA 16 %', 'Total', 'Importe total', 'Suma'.
const TOTAL_LINE = /^\s*(?:sub-?total|total|importe total|monto total|suma|i\.?\s?v\.?\s?a\.?)(?![\p{L}])/iu;

/**
 * The quantity of a line to price: its one quantity column, or the least and most of an open contract's
 * two ('Cantidad mínima | Cantidad máxima' → 'mín. 180 – máx. 450').
 */
function quantityOf(cells: string[], header: Header): string {
  const columns = header.roles.flatMap((role, index) => (role === "cantidad" ? [index] : []));
  const values = columns.flatMap((index) => {
    const value = (cells[index] ?? "").trim();
    if (value === "") return [];
    const name = header.cells[index] ?? "";
    const bound = /\bm[íi]n/iu.test(name) ? "mín. " : /\bm[áa]x/iu.test(name) ? "máx. " : "";
    return [{ value, bound }];
  });
  if (values.length < 2 || values.some((entry) => entry.bound === "")) return values[0]?.value ?? "";
  return values.map((entry) => `${entry.bound}${entry.value}`).join(" – ");
}

function rowAt(passageId: string, start: number, quote: string, kind: ReadRow["kind"]) {
  return { passageId, start, quote, kind };
}
