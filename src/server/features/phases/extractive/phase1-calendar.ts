/**
 * Phase 1's 'Calendario': every dated event under its own name, with its date, time and place, from the
 * bases' sentences and from their calendar tables (one row per event and procedure or lot). Offer
 * validity and contract terms are durations, never events; an event every procedure has is listed as
 * [PENDIENTE] only when nothing dates it.
 */
import type { TPhaseContent } from "../generation/phase-input";
import { CALENDAR_EVENT_NAMES, calendarEventOf, datesIn } from "./calendar-events";
import type { RelevantPoint } from "./phase1-relevant-points";
import { withoutLawCitations } from "./point-rules";
import { dateAndTime, placeOf, type TableEvent } from "./tender-tables";

export { placeOf } from "./tender-tables";

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

function sourceOf(point: RelevantPoint) {
  return [
    { passageId: point.passageId, quote: point.quote },
    ...point.alsoIn.map((place) => ({ passageId: place.passageId, quote: place.quote })),
  ];
}

/** The calendar's rows: sentences' events first found, tables' events per procedure, pending ones last. */
export function calendarRows(
  points: RelevantPoint[],
  tables: { events: TableEvent[]; place: string },
): Row[] {
  const generalPlace = tables.place;
  const tableEvents = tables.events;
  const rows: Array<{ event: string; row: Row }> = [];
  const counts = new Map<string, number>();
  for (const point of points) {
    if (point.quote.includes("\t")) continue;
    // A calendar printed as lines without punctuation (OCR text of a table: 'JUNTA DE ACLARACIONES
    // 15 de junio de 2020 10:00 horas') reaches here as one sentence: each dated line is its own event.
    const lines = point.quote.split("\n").filter((line) => calendarEventOf(line) && dateAndTime(line).date);
    const pieces = lines.length >= 2 ? lines : [point.quote];
    for (const text of pieces) {
      // A law's own date ('Ley 39/2015, de 1 de octubre') dates no event of this procedure.
      const own = withoutLawCitations(text);
      const event = calendarEventOf(own);
      if (!event || !datesIn(own) || (counts.get(event) ?? 0) >= 2) continue;
      const { date, time } = dateAndTime(own);
      if (!date && !time) continue;
      counts.set(event, (counts.get(event) ?? 0) + 1);
      const sources =
        pieces.length > 1 ? [{ passageId: point.passageId, quote: text.trim() }] : sourceOf(point);
      rows.push({
        event,
        row: {
          cells: [event, date || "[PENDIENTE: fecha]", time, placeOf(text) || generalPlace, ""],
          sources,
        },
      });
    }
  }
  for (const entry of tableEvents) {
    rows.push({
      event: entry.event,
      row: {
        cells: [entry.event, entry.date, entry.time, entry.place || generalPlace, entry.subject],
        sources: [{ passageId: entry.passageId, quote: entry.quote }],
      },
    });
  }
  const dated = new Set(rows.map((entry) => PARENT[entry.event] ?? entry.event));
  for (const event of PROCEDURE_EVENTS) {
    if (!dated.has(event))
      rows.push({ event, row: { cells: [event, "[PENDIENTE: fecha]", "", "", ""], sources: [] } });
  }
  const rank = (event: string) => {
    const at = ORDER.indexOf(event);
    return at >= 0 ? at : ORDER.length + CALENDAR_EVENT_NAMES.indexOf(event);
  };
  // Stable: within one event, the order the bases give (procedure by procedure).
  return rows
    .map((entry, index) => ({ ...entry, index }))
    .sort((first, second) => rank(first.event) - rank(second.event) || first.index - second.index)
    .map((entry) => entry.row);
}
