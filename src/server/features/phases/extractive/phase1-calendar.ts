/**
 * Phase 1's 'Calendario': every dated event under its own name, with its date, time and place, from the
 * bases' sentences and from their calendar tables (one row per event and procedure or lot). Offer
 * validity and contract terms are durations, never events; an event every procedure has is listed as
 * [PENDIENTE] only when nothing dates it.
 */
import type { TPhaseContent } from "../generation/phase-input";
import {
  actNotHeld,
  CALENDAR_EVENT_NAMES,
  calendarEventOf,
  datesIn,
  eventPieces,
  relativeTermOf,
} from "./calendar-events";
import { placeOf } from "./event-places";
import { buildLexicon, readableText } from "./ocr-repair";
import type { RelevantPoint } from "./phase1-relevant-points";
import { withoutLawCitations } from "./point-rules";
import { dateAndTime, PENDING_DATE } from "./table-dates";
import type { TableEvent } from "./tender-tables";

type Row = NonNullable<TPhaseContent["sections"][number]["table"]>["rows"][number];

export const CALENDAR_HEADERS = ["Evento", "Fecha", "Hora", "Lugar", "Procedimiento o lote"];

const PROCEDURE_EVENTS = [
  "Junta de aclaraciones",
  "Presentación y apertura de proposiciones",
  "Fallo",
  "Firma del contrato",
];
// Events a table may split finer ('Apertura de propuestas técnicas'): each counts as its parent.
const PARENT: Record<string, string> = {
  // Colombia: the pliego is clarified in the risks hearing ('audiencia de asignación de riesgos y
  // aclaración del pliego'), or by written observations to the final pliego.
  "Audiencia de asignación de riesgos": "Junta de aclaraciones",
  "Observaciones al pliego definitivo": "Junta de aclaraciones",
  "Apertura de propuestas técnicas": "Presentación y apertura de proposiciones",
  "Límite para presentar proposiciones": "Presentación y apertura de proposiciones",
  "Apertura de propuestas económicas": "Presentación y apertura de proposiciones",
};
const ORDER = [
  "Publicación de la convocatoria",
  "Publicación del proyecto de pliego",
  "Observaciones al proyecto de pliego",
  "Respuesta a las observaciones",
  "Apertura del proceso y pliego definitivo",
  "Límite para adquirir las bases",
  "Visita al sitio",
  "Audiencia de asignación de riesgos",
  "Límite para enviar preguntas",
  "Observaciones al pliego definitivo",
  "Junta de aclaraciones",
  "Límite para expedir adendas",
  "Entrega de muestras",
  "Límite para presentar proposiciones",
  "Presentación y apertura de proposiciones",
  "Apertura de propuestas técnicas",
  "Informe de evaluación",
  "Observaciones al informe de evaluación",
  "Apertura de propuestas económicas",
  "Fallo",
  "Firma del contrato",
  "Entrega de garantías",
  "Inicio de los trabajos",
  "Entrega",
  "Terminación de los trabajos",
];

// Stages of the contract, not acts of the procedure: the place the bases give for 'todos los actos' is not theirs.
const CONTRACT_STAGES = new Set(["Entrega", "Inicio de los trabajos", "Terminación de los trabajos"]);

/** The place all the procedure's acts are held in, for an act; none for a stage of the contract. */
function actPlace(event: string, generalPlace: string): string {
  return CONTRACT_STAGES.has(event) ? "" : generalPlace;
}

function sourceOf(point: RelevantPoint, sentence = point.quote) {
  return [
    { passageId: point.passageId, quote: sentence },
    ...point.alsoIn.map((place) => ({ passageId: place.passageId, quote: place.quote })),
  ];
}

// An envelope's opening is its own event ('Apertura del sobre 2'), one of the bids' opening.
const ENVELOPE = /\bapertura del sobre\s+(?:n[º°o.]*\s*)?(\d+|[A-C])(?![\p{L}\d])/iu;
const OPENING = "Presentación y apertura de proposiciones";
// An event a sentence dates at most this many times (one per procedure or lot it names).
const MAX_PER_EVENT = 4;

function parentOf(event: string): string {
  return event.startsWith("Apertura del sobre") ? OPENING : (PARENT[event] ?? event);
}

function rankOf(event: string): number {
  const named = event.startsWith("Apertura del sobre") ? "Apertura de propuestas técnicas" : event;
  const at = ORDER.indexOf(named);
  return at >= 0 ? at : ORDER.length + CALENDAR_EVENT_NAMES.indexOf(named);
}

/** The calendar's name of each event a sentence names ('Apertura del sobre 2' for an envelope's opening). */
export function calendarNamesIn(text: string): Array<{ event: string; text: string; at: number }> {
  return eventPieces(text).map((piece) => {
    const envelope = ENVELOPE.exec(piece.text);
    const named =
      parentOf(piece.event) === OPENING && envelope ? `Apertura del sobre ${envelope[1]}` : piece.event;
    return { ...piece, event: named };
  });
}

interface Place {
  place: string;
  source: Row["sources"][number];
}

/**
 * The quote up to its sentence's end in its passage: a quote cut after its date ('…a las 10:00 horas')
 * keeps where the event is held ('…, partiendo de las oficinas de la Residencia de Obra.').
 */
function sentenceOf(quote: string, passage: string | undefined): string {
  const at = passage?.indexOf(quote) ?? -1;
  if (!passage || at < 0 || /[.;:]\s*$/u.test(quote)) return quote;
  const rest = passage.slice(at + quote.length);
  // A layout text wraps its sentences over lines: up to the period, a blank line, or 300 characters.
  const end = rest.search(/\.(?=\s|$)|\n\s*\n|$/u);
  return `${quote}${rest.slice(0, Math.min(end, 300))}`;
}

/** The calendar's rows: sentences' events first found, tables' events per procedure, pending ones last. */
export function calendarRows(
  points: RelevantPoint[],
  tables: { events: TableEvent[]; place: string; texts?: ReadonlyMap<string, string> },
): Row[] {
  const generalPlace = tables.place;
  const rows: Array<{ event: string; row: Row }> = [];
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  // Every event a sentence names, dated or not: one the bases never name is pending only when every
  // procedure has it (submission, award, signature), never a Mexican 'junta' in a Spanish pliego.
  const named = new Set<string>();
  // Where an event the bases do not date is held ('El acto de apertura … se llevará a cabo en la
  // Dirección General de Compras…'): its pending row, or its table's row, still says where.
  const undatedPlaces = new Map<string, Place>();
  // An event dated only from another act ('dentro de los quince días siguientes a la notificación del
  // fallo'): the term is its date, shown as written, when nothing dates it on the calendar.
  const relative = new Map<string, { term: string; place: string; sources: Row["sources"] }>();
  const lexicon = buildLexicon([...(tables.texts?.values() ?? [])]);
  const push = (event: string, row: Row) => {
    const key = [event, row.cells[1], row.cells[2], row.cells[4]].join("|");
    if (seen.has(key)) return;
    seen.add(key);
    rows.push({ event, row });
  };
  for (const point of points) {
    if (point.quote.includes("\t")) continue;
    // A calendar printed as lines without punctuation (OCR text of a table: 'JUNTA DE ACLARACIONES
    // 15 de junio de 2020 10:00 horas') reaches here as one sentence: each dated line is its own event.
    const lines = point.quote.split("\n").filter((line) => calendarEventOf(line) && dateAndTime(line).date);
    const sentence = sentenceOf(point.quote, tables.texts?.get(point.passageId));
    const texts = lines.length >= 2 ? lines : [sentence];
    const cited = sourceOf(point, sentence);
    for (const text of texts) {
      // A law's own date ('Ley 39/2015, de 1 de octubre') dates no event of this procedure. A word the
      // line's end cut with a hyphen ('notificac-' / 'ion') and OCR's slips are read as in the 'Requisito'
      // (ocr-repair.ts); the quote stays literal.
      const read = readableText(withoutLawCitations(text), lexicon);
      for (const piece of calendarNamesIn(read)) {
        const event = piece.event;
        named.add(parentOf(event));
        const { date, time } = datesIn(piece.text) ? dateAndTime(piece.text) : { date: "", time: "" };
        if (!date && !time) {
          // 'No habrá junta de aclaraciones': the calendar says so instead of asking for its date.
          if (actNotHeld(read) === event) {
            push(event, { cells: [event, "No aplica", "", "", ""], sources: cited });
            continue;
          }
          const place = placeOf(piece.text);
          if (place && !undatedPlaces.has(event)) undatedPlaces.set(event, { place, source: cited[0]! });
          const term = relativeTermOf(piece.text, piece.at);
          if (term && !relative.has(event))
            relative.set(event, { term, place: placeOf(piece.text), sources: cited });
          continue;
        }
        if ((counts.get(event) ?? 0) >= MAX_PER_EVENT) continue;
        counts.set(event, (counts.get(event) ?? 0) + 1);
        const sources = texts.length > 1 ? [{ passageId: point.passageId, quote: text.trim() }] : cited;
        push(event, {
          cells: [
            event,
            date || PENDING_DATE,
            time,
            placeOf(piece.text) || actPlace(event, generalPlace),
            "",
          ],
          sources,
        });
      }
    }
  }
  const placeFor = (event: string) => undatedPlaces.get(event) ?? undatedPlaces.get(parentOf(event));
  // A table's event it leaves undated is pending below, unless another place dates it.
  const undatedInTables = tables.events.filter((entry) => entry.date === PENDING_DATE);
  for (const entry of tables.events) {
    if (entry.date === PENDING_DATE) continue;
    // A place the table leaves out, said in a sentence for that event: the row cites that sentence too.
    const where = entry.place ? undefined : placeFor(entry.event);
    push(entry.event, {
      cells: [
        entry.event,
        entry.date,
        entry.time,
        entry.date === "No aplica" ? "" : entry.place || where?.place || actPlace(entry.event, generalPlace),
        entry.subject,
      ],
      sources: [{ passageId: entry.passageId, quote: entry.quote }, ...(where ? [where.source] : [])],
    });
  }
  const dated = new Set(rows.map((entry) => parentOf(entry.event)));
  for (const [event, found] of relative) {
    if (dated.has(parentOf(event)) || dated.has(event)) continue;
    dated.add(event);
    push(event, {
      cells: [event, found.term, "", found.place || actPlace(event, generalPlace), ""],
      sources: found.sources,
    });
  }
  for (const entry of undatedInTables) {
    if (dated.has(parentOf(entry.event)) || dated.has(entry.event)) continue;
    dated.add(entry.event);
    push(entry.event, {
      cells: [entry.event, PENDING_DATE, "", entry.place || actPlace(entry.event, generalPlace), ""],
      sources: [{ passageId: entry.passageId, quote: entry.quote }],
    });
  }
  for (const event of PROCEDURE_EVENTS) {
    if (dated.has(event) || (event === "Junta de aclaraciones" && !named.has(event))) continue;
    const where = placeFor(event);
    rows.push({
      event,
      row: {
        cells: [event, PENDING_DATE, "", where?.place ?? "", ""],
        sources: where ? [where.source] : [],
      },
    });
  }
  // Stable: within one event, the order the bases give (procedure by procedure).
  return rows
    .map((entry, index) => ({ ...entry, index }))
    .sort((first, second) => rankOf(first.event) - rankOf(second.event) || first.index - second.index)
    .map((entry) => entry.row);
}
