/**
 * What a table's cells date: the events a calendar table's columns name, a cell's date and time, and a
 * stage dated from another ('dentro de los 3 días hábiles siguientes a la adjudicación').
 */
import { DAY_SOURCE, DURATION_SOURCE, TIME_SOURCE } from "./tender-vocabulary";

/** What the calendar shows for an event the documents name and leave undated. */
export const PENDING_DATE = "[PENDIENTE: fecha]";

export const EVENT_ROLES = new Set([
  "Publicación de la convocatoria",
  // Colombia's cronograma (SECOP II).
  "Publicación del proyecto de pliego",
  "Observaciones al proyecto de pliego",
  "Respuesta a las observaciones",
  "Apertura del proceso y pliego definitivo",
  "Audiencia de asignación de riesgos",
  "Observaciones al pliego definitivo",
  "Límite para expedir adendas",
  "Informe de evaluación",
  "Observaciones al informe de evaluación",
  "Límite para adquirir las bases",
  "Visita al sitio",
  "Junta de aclaraciones",
  "Límite para enviar preguntas",
  "Apertura de propuestas técnicas",
  "Apertura de propuestas económicas",
  "Presentación y apertura de proposiciones",
  "Fallo",
  "Firma del contrato",
  "Inicio de los trabajos",
  "Terminación de los trabajos",
]);

// The stages of the contract's execution, not acts of the procedure.
export const EXECUTION_EVENTS = new Set(["Inicio de los trabajos", "Terminación de los trabajos"]);

export const DATE_ONLY = new RegExp(DAY_SOURCE, "iu");
// Also in words and from a later act ('DESPUÉS DE LOS DIEZ DÍAS HÁBILES A PARTIR DE LA FIRMA DEL CONTRATO').
export const RELATIVE_TERM = new RegExp(
  `(?<!\\p{L})(?:dentro de|a m[áa]s tardar|hasta|despu[ée]s de|antes de)(?!\\p{L}).{0,30}?(?:${DURATION_SOURCE}).{0,40}?(?<!\\p{L})(?:siguientes?|despu[ée]s|antes|posterior(?:es)?|a partir|contad[oa]s)(?!\\p{L})`,
  "iu",
);
// A calendar's cell for an act that will not take place ('NO APLICA', 'No habrá').
export const NOT_HELD =
  /^\s*(?:no\s+aplica|n\/a|no\s+habr[áa]|no\s+se\s+(?:realizar|llevar|efectuar|celebrar)[áa]|no\s+procede)(?!\p{L})/iu;
// A time as the sentences write it (TIME_SOURCE), or as a table's cell may: '10:00', '15 HRS.'; never the
// digits of an amount ('$2.350.000.000' holds no '2.35').
const TIME_ONLY = new RegExp(
  `${TIME_SOURCE}|(?<![\\d.,$])\\b\\d{1,2}[:.]\\d{2}(?![.,]?\\d)(?: ?[ap]\\.? ?m\\.)?|\\b\\d{1,2} ?(?:horas\\b|hrs\\b\\.?)`,
  "iu",
);

export function dateAndTime(text: string): { date: string; time: string } {
  const date = DATE_ONLY.exec(text)?.[0] ?? "";
  const rest = date ? text.replace(date, " ") : text;
  return { date, time: TIME_ONLY.exec(rest)?.[0]?.trim() ?? "" };
}
