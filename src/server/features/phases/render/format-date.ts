const parts = new Intl.DateTimeFormat("es-MX", {
  timeZone: "America/Mexico_City",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "dd/MM/yyyy HH:mm" in Mexico City time, whatever the server's own time zone is. */
export function formatGeneratedAt(date: Date): string {
  const byType = new Map(parts.formatToParts(date).map((part) => [part.type, part.value]));
  const get = (type: Intl.DateTimeFormatPartTypes) => byType.get(type) ?? "";
  return `${get("day")}/${get("month")}/${get("year")} ${get("hour")}:${get("minute")}`;
}
