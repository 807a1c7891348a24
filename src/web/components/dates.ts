/** Dates as the product shows them (DECISIONS: dd/MM/yyyy and dd/MM/yyyy HH:mm, America/Mexico_City). */
const MEXICO_DATE_TIME = new Intl.DateTimeFormat("es-MX", {
  timeZone: "America/Mexico_City",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function mexicoParts(value: string | Date): Record<string, string> | null {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(MEXICO_DATE_TIME.formatToParts(date).map((part) => [part.type, part.value]));
}

/** dd/MM/yyyy in Mexico City; an unreadable date shows as a dash rather than 'Invalid Date'. */
export function formatDate(value: string | Date): string {
  const parts = mexicoParts(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : "—";
}

/** dd/MM/yyyy HH:mm in Mexico City. */
export function formatDateTime(value: string | Date): string {
  const parts = mexicoParts(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}` : "—";
}
