/**
 * Phase 1's 'Calendario' as an iCalendar file (RFC 5545) a bid manager imports into Outlook or Google
 * Calendar: one event per dated row, at its date (and time when the bases give one), described with
 * the document and page it was read from. Undated ([PENDIENTE]) rows and durations are left out.
 */
const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

export interface CalendarRow {
  event: string;
  when: string;
  /** Where the bases hold it, when they say. */
  location?: string;
  /** 'bases.pdf, pág. 3' for each source. */
  cited: string[];
}

interface Moment {
  date: string;
  time: string | null;
  /** The last day of a period ('del 9 al 19 de febrero de 2026'), when the row gives one. */
  until?: string;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The time of day, 24-hour: '17:00 hrs', '5:00 p. m.' (17:00), '12:00 a. m.' (00:00), 'a las diez horas'. */
function timeOf(folded: string): string | null {
  const figures = /(\d{1,2})[:.](\d{2})(?: ?([ap])\.? ?m(?![\p{L}]))?/u.exec(folded);
  if (figures) {
    let hour = Number(figures[1]);
    if (figures[3] === "p" && hour < 12) hour += 12;
    if (figures[3] === "a" && hour === 12) hour = 0;
    return hour < 24 ? `${pad(hour)}${figures[2]}00` : null;
  }
  const words = /\ba las (\p{L}+)(?: y (media|cuarto|treinta))? horas\b/u.exec(folded);
  // 'a las una' is 'la una'; 'veintiuna' is twenty-one.
  const hour = words ? numberInWords((words[1] as string).replace(/una$/u, "uno")) : 0;
  if (!words || hour === 0 || hour > 23) return null;
  return `${pad(hour)}${words[2] === "cuarto" ? "15" : words[2] ? "30" : "00"}00`;
}

/**
 * The first date in Spanish or numeric form ('12 de marzo de 2025', '12/03/2025', '12-03-2025') and its
 * time ('11:00', '5:00 p. m.'); a period ('del 9 al 19 de febrero de 2026') from its first day to its last.
 */
const DAY_WORDS = [
  "primero|uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
  "trece",
  "catorce",
  "quince",
  "dieciséis|dieciseis",
  "diecisiete",
  "dieciocho",
  "diecinueve",
  "veinte",
  "veintiuno|veintiún",
  "veintidós|veintidos",
  "veintitrés|veintitres",
  "veinticuatro",
  "veinticinco",
  "veintiséis|veintiseis",
  "veintisiete",
  "veintiocho",
  "veintinueve",
  "treinta",
  "treinta y uno",
];

/** A number from one to thirty-one in words ('quince', 'veintiséis'), or 0. */
function numberInWords(word: string): number {
  return DAY_WORDS.findIndex((names) => names.split("|").includes(word)) + 1;
}

/** A date all in words ('quince de marzo de dos mil veintiséis') in figures ('15 de marzo de 2026'). */
function inFigures(folded: string): string {
  return folded.replace(
    /(?<!\p{L})(\p{L}+(?: y uno)?) de ([a-z]+) del? (?:año )?dos mil(?: (\p{L}+(?: y uno)?))?(?!\p{L})/gu,
    (whole, day: string, month: string, year: string | undefined) => {
      const number = numberInWords(day);
      const years = year ? numberInWords(year) : 0;
      if (number === 0 || !MONTHS.includes(month) || (year && years === 0)) return whole;
      return `${number} de ${month} de ${2000 + years}`;
    },
  );
}

export function parseSpanishMoment(text: string): Moment | null {
  // Figures written again in words in brackets ('15 (quince) de marzo', '10:00 (diez) horas') are dropped.
  const folded = inFigures(
    text
      .toLowerCase()
      .replace("setiembre", "septiembre")
      .replace(/\s*\([\p{L} ]+\)/gu, ""),
  );
  const long = /(\d{1,2}) de ([a-z]+)(?: de(?:l)? (\d{4}))/u.exec(folded);
  const short = /(\d{1,2})[/-](\d{1,2})[/-](\d{2,4})/u.exec(folded);
  let year: number;
  let month: number;
  let day: number;
  if (long && MONTHS.includes(long[2] as string)) {
    day = Number(long[1]);
    month = MONTHS.indexOf(long[2] as string) + 1;
    year = Number(long[3]);
  } else if (short) {
    day = Number(short[1]);
    month = Number(short[2]);
    year = Number(short[3]) < 100 ? 2000 + Number(short[3]) : Number(short[3]);
  } else return null;
  // A day the calendar does not have ('31 de febrero', '31/04/2027') is no event a calendar program takes.
  const date = realDay(year, month, day);
  if (date === null) return null;
  const period = /\bdel? (\d{1,2})(?: de ([a-z]+))? (?:al?|hasta el) \d{1,2} de [a-z]+/u.exec(folded);
  if (period && long) {
    const named = period[2] ? MONTHS.indexOf(period[2]) + 1 : 0;
    // 'del 30 al 2 de marzo': a first day past the last, with no month of its own, is of the month before.
    let startMonth = named > 0 ? named : month;
    if (named === 0 && Number(period[1]) > day) startMonth = month === 1 ? 12 : month - 1;
    const startYear = startMonth > month ? year - 1 : year;
    const start = startMonth >= 1 ? realDay(startYear, startMonth, Number(period[1])) : null;
    if (start !== null && start <= date) return { date: start, time: null, until: date };
  }
  return { date, time: timeOf(folded.replace(/\d{1,2}[/-]\d{1,2}[/-]\d{2,4}/u, "")) };
}

/** YYYYMMDD of a day that exists, or null ('31 de febrero', month 13). */
function realDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${year}${pad(month)}${pad(day)}`;
}

/** The time zone of every date the product shows (DECISIONS: dates in America/Mexico_City). */
const TENDER_TIME_ZONE = "America/Mexico_City";

/** Minutes `timeZone` is ahead of UTC at `instant` (-360 for Mexico City since October 2022). */
function offsetMinutes(instant: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * A wall-clock time of the tender (YYYYMMDD, HHMMSS in Mexico City) as the UTC date-time RFC 5545
 * writes with a final Z. The offset comes from the time-zone database, so a date from the years
 * Mexico kept summer time (until October 2022) is right too; the second look settles a change of
 * offset between the guess and the answer.
 */
export function tenderTimeToUtc(date: string, time: string): string {
  const wall = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(4, 6)) - 1,
    Number(date.slice(6, 8)),
    Number(time.slice(0, 2)),
    Number(time.slice(2, 4)),
    Number(time.slice(4, 6)),
  );
  let instant = wall - offsetMinutes(wall, TENDER_TIME_ZONE) * 60_000;
  instant = wall - offsetMinutes(instant, TENDER_TIME_ZONE) * 60_000;
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The day after `date` (YYYYMMDD): an all-day period ends, exclusive, the day after its last. */
function dayAfter(date: string): string {
  const next = new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6)) + 1),
  );
  return next.toISOString().slice(0, 10).replace(/-/g, "");
}

/**
 * TEXT as RFC 5545 writes it: every line break (CRLF, a bare CR or LF) as '\\n', and no other control
 * character. A bare CR left in a client's project name would end the line for many readers and let the
 * name write properties or events of its own.
 */
export function escapeText(text: string): string {
  const escaped = text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n?|\n|[\u2028\u2029]/g, "\\n");
  return Array.from(escaped)
    .filter((character) => !isControlCharacter(character))
    .join("");
}

/** C0 controls but the tab, and DEL: not allowed in an iCalendar TEXT value. */
export function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}

/** Lines longer than 75 octets are folded with CRLF and a space, as the standard asks. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
    // Never between the two halves of a character outside the BMP (an emoji in a name).
    if (/[\ud800-\udbff]/.test(rest.charAt(cut - 1))) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join("\r\n ");
}

export function calendarToIcs(input: {
  projectId: string;
  projectName: string;
  rows: CalendarRow[];
  generatedAt: Date;
}): string {
  const stamp = input.generatedAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Licita//Calendario de la licitación//ES",
    "CALSCALE:GREGORIAN",
  ];
  lines.push(`X-WR-CALNAME:${escapeText(input.projectName)}`);
  for (const [index, row] of input.rows.entries()) {
    const moment = parseSpanishMoment(row.when);
    if (!moment) continue;
    lines.push("BEGIN:VEVENT", `UID:${input.projectId}-${index}@licita`, `DTSTAMP:${stamp}`);
    // With a time: an hour from the tender's local time, written in UTC so that no calendar reads it as
    // its reader's own hour (a floating time is an hour off in Tijuana); without one: the whole day.
    if (moment.time) lines.push(`DTSTART:${tenderTimeToUtc(moment.date, moment.time)}`, "DURATION:PT1H");
    else lines.push(`DTSTART;VALUE=DATE:${moment.date}`);
    if (moment.until) lines.push(`DTEND;VALUE=DATE:${dayAfter(moment.until)}`);
    lines.push(`SUMMARY:${escapeText(`${row.event} — ${input.projectName}`)}`);
    if (row.location) lines.push(`LOCATION:${escapeText(row.location)}`);
    lines.push(`DESCRIPTION:${escapeText(`${row.when}\nFuente: ${row.cited.join("; ")}`)}`);
    // A reminder the day before: at the same hour for a timed act, at 9:00 for a whole day or a period.
    lines.push(
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(`Mañana: ${row.event}`)}`,
      `TRIGGER:${moment.time ? "-P1D" : "-PT15H"}`,
      "END:VALARM",
    );
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
