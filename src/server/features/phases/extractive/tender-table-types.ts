/**
 * What readTenderTables returns and reads: the passages it reads, the events, rows and price forms it
 * finds in the bases' tables (tender-tables.ts).
 */
import type { Partida } from "./tender-items";

export interface TableSource {
  id: string;
  documentName: string;
  page: number | null;
  text: string;
}

/** One dated event read from a table cell, under its own name. */
export interface TableEvent {
  event: string;
  date: string;
  time: string;
  place: string;
  /** The procedure, lot or item the row is about ('LOE-CAPDAM-F5-20'), when the row names one. */
  subject: string;
  quote: string;
  passageId: string;
  documentName: string;
  page: number | null;
}

/** A table row understood through its header: what phase 1 shows for it instead of the bare line. */
export interface ReadRow {
  passageId: string;
  /** Offset of the row's line in the passage text. */
  start: number;
  quote: string;
  /** 'requisito': a line of a table of requirements, read by phase 1's rules like a sentence. */
  kind: "partida" | "calendario" | "criterio" | "requisito" | "riesgo" | "formulario" | "encabezado";
  requirement: string;
  dateOrDeadline: string | null;
  /** A scored row's points as the table states them ('24 puntos'). */
  weight?: string;
  /** A calendar row whose date the bidder must meet itself (questions, submission, signature). */
  isBidderDeadline?: boolean;
  /** A procedure's or lot's row that describes the works or goods it buys, besides dating them. */
  describesWork?: boolean;
  /** An item another table lists more fully (a summary, the price form): the fuller row's quote. */
  duplicateOf?: string;
}

export type { Partida } from "./tender-items";

/**
 * A price form of the bases (a header naming items with a price column left empty for the bidder):
 * its header row as printed and every item row read under it, kept even where another table lists the
 * same item more fully (phase 4 writes the form with its own rows).
 */
export interface PriceFormTable {
  passageId: string;
  /** Offset of the header line in the passage text. */
  start: number;
  headers: string[];
  roles: Array<string | null>;
  items: Partida[];
}

export interface TenderTables {
  partidas: Partida[];
  /** The price forms, in document order. */
  priceForms: PriceFormTable[];
  events: TableEvent[];
  rows: ReadRow[];
  /** Where the bases hold all their events ('Todos los eventos … se llevarán a cabo en …'), or ''. */
  place: string;
  /** Each passage's text by its id: the calendar reads a quote's whole sentence for its place. */
  texts?: ReadonlyMap<string, string>;
}
