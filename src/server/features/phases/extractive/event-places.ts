/**
 * Where the bases hold their events ('…se llevarán a cabo en Blvd. Miguel de la Madrid no. 12575…'), and
 * which events' dates bind the bidder itself. Read by the calendar tables (tender-tables.ts), the
 * calendar's sentences (phase1-calendar.ts) and phase 1's 'Obligatorio'.
 */
import { calendarEventOf, datesIn } from "./calendar-events";
import { VOCABULARY } from "./tender-vocabulary";

// Events whose date binds the bidder: missing it costs the bid or the award.
const BIDDER_DEADLINES = new Set([
  "Límite para adquirir las bases",
  "Límite para enviar preguntas",
  "Observaciones al pliego definitivo",
  "Presentación y apertura de proposiciones",
  "Límite para presentar proposiciones",
  "Firma del contrato",
  "Entrega de garantías",
]);

/** Whether a calendar event's date binds the bidder itself (submission, questions, signature, guarantees). */
export function isBidderDeadline(event: string | null): boolean {
  return event !== null && BIDDER_DEADLINES.has(event);
}

/**
 * Whether a sentence's date binds the bidder: a day of a bidder's deadline, or a term counted from another
 * act ('La firma del contrato se realizará dentro de los quince días siguientes al fallo') that is not the
 * bidder's option ('Los oferentes podrán impugnar … dentro de los dos días'), or on the days the calendar
 * fixes ('El acto de presentación … se llevará a cabo en la sala de juntas, en las fechas y horas indicadas').
 */
export function bindsBidderByDate(sentence: string, hasTerm: boolean): boolean {
  if (!isBidderDeadline(calendarEventOf(sentence))) return false;
  return (
    datesIn(sentence) !== null ||
    // The bidder's own act (presenting its offer) on the days the calendar fixes; the opening alone is the buyer's.
    (ON_THE_CALENDAR.test(sentence) && BIDDER_ACT.test(sentence)) ||
    (hasTerm && !/\bpodr[áa]n?(?!\p{L})/iu.test(sentence))
  );
}

// A when fixed by the calendar ('…en las fechas y horas indicadas', '…el día señalado en el calendario').
const BIDDER_ACT =
  /\b(?:presentaci[óo]n|entrega|recepci[óo]n) (?:y apertura )?de (?:las |la |su |sus )?(?:proposici[óo]n(?:es)?|propuestas?|ofertas?)(?!\p{L})/iu;
const ON_THE_CALENDAR =
  /\b(?:las|la) fechas? y horas? (?:indicad|señalad|establecid)\p{L}*|\b(?:indicad|señalad|establecid)[oa]s? en el (?:calendario|cronograma)/iu;

const PLACE_CUES = VOCABULARY.filter((entry) => entry.group === "lugar").map((entry) => entry.pattern);

/** The place a sentence holds its events in ('…se llevarán a cabo en Blvd. Miguel de la Madrid no. 12575…'). */
export function placeOf(text: string): string {
  for (const cue of PLACE_CUES) {
    const match = cue.exec(text);
    if (!match) continue;
    const rest = text.slice((match.index ?? 0) + match[0].length);
    // Up to the sentence's end: a period after a word, not an abbreviation's ('Blvd.', 'no.', 'Col.').
    const end = rest.search(
      /(?<!(?:^|[\s.])(?:\p{L}{1,3}|Blvd|Calz|Prol|Fracc|Depto|Edif|Tels))\.(?=\s+(?:\p{Lu}\p{Ll}|\p{Lu}{2,}\s|[•\-–·*¿"“(]))|;|\n\n|$/u,
    );
    // Without the when that may follow ('…Municipales, en las fechas y horas indicadas'); 'el mismo
    // lugar' names no place of its own.
    const place = rest
      .slice(0, Math.min(end, 200))
      .replace(/\s+/g, " ")
      // The when before the where ('…en las fechas, horarios y lugares señalados en la tabla que antecede, en el
      // Ex Seminario…'): the place follows it.
      .replace(
        /^(?:(?:las?|los|el)\s+)?(?:fechas?|horarios?|d[íi]as?|horas?)\b.*?,\s+en\s+(?:(?:el|la|los|las)\s+)?/iu,
        "",
      )
      .replace(
        /,?\s+(?:en|a|durante) (?:la |las |el |los |un )?(?:fechas?|horas?|horarios?|d[íi]as?)\b.*$/iu,
        "",
      )
      .trim()
      .replace(/[.,]$/, "");
    return /^(?:el |la )?mism[oa] (?:lugar|sede|sala)\b/iu.test(place) ? "" : place;
  }
  return "";
}

/** The place every event is held in, when the bases say it once for all. */
export function generalPlaceOf(passages: ReadonlyArray<{ text: string }>): string {
  for (const passage of passages) {
    const at = passage.text.search(/\btodos los (?:eventos|actos)\b/iu);
    if (at < 0) continue;
    const place = placeOf(passage.text.slice(at, at + 500).replace(/\s*\n\s*/g, " "));
    if (place) return place;
  }
  return "";
}

const HELD =
  /\b(?:se llevar[áa] a cabo|se celebrar[áa]|tendr[áa] lugar|se realizar[áa]|se efectuar[áa])(?!\p{L})/iu;

/**
 * A sentence about an event of the calendar: one that dates it ('La presentación y apertura … será el 15 de
 * diciembre…') or says where or how it is held ('El acto de presentación y apertura … se llevará a cabo en
 * la sala de juntas…', dated on the calendar).
 */
export function isCalendarSentence(sentence: string): boolean {
  return calendarEventOf(sentence) !== null && (datesIn(sentence) !== null || isEventHeld(sentence));
}

/** Whether the act is the sentence's subject and the verb holds it: 'La junta de aclaraciones se celebrará…'. */
function isEventHeld(sentence: string): boolean {
  const verb = HELD.exec(sentence);
  return verb !== null && verb.index <= 160 && calendarEventOf(sentence.slice(0, verb.index)) !== null;
}
