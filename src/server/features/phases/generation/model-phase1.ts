/**
 * Phase 1 as a model wrote it, put in the workbook's shape: a 'Calendario' table the model gave in other
 * columns (an older prompt's 'Evento' and 'Fecha o plazo', or its columns in another order) is read into
 * Evento, Fecha, Hora, Lugar, Procedimiento o lote, its date and time split as the built-in generator
 * splits them. Sources are kept as they are: the citation guard checks them afterwards.
 */
import { foldText } from "../extractive/evaluation-text";
import { CALENDAR_HEADERS } from "../extractive/phase1-calendar";
import { dateAndTime } from "../extractive/table-dates";
import type { TPhaseContent } from "./phase-input";

type Table = NonNullable<TPhaseContent["sections"][number]["table"]>;

const ROLES: Array<{ role: number; pattern: RegExp }> = [
  { role: 0, pattern: /^(?:evento|acto|etapa|actividad)/u },
  { role: 2, pattern: /^hora/u },
  { role: 1, pattern: /^(?:fecha|plazo|dia)/u },
  { role: 3, pattern: /^(?:lugar|sede|domicilio)/u },
  { role: 4, pattern: /^(?:procedimiento|lote|partida|obra)/u },
];

function calendarInShape(table: Table): Table {
  const same =
    table.headers.length === CALENDAR_HEADERS.length &&
    table.headers.every((header, index) => foldText(header) === foldText(CALENDAR_HEADERS[index] ?? ""));
  if (same) return table;
  const roleOf = table.headers.map(
    (header) => ROLES.find((entry) => entry.pattern.test(foldText(header)))?.role,
  );
  return {
    headers: [...CALENDAR_HEADERS],
    rows: table.rows.map((row) => {
      const cells = CALENDAR_HEADERS.map(() => "");
      row.cells.forEach((cell, index) => {
        const role = roleOf[index] ?? (index === 0 ? 0 : undefined);
        if (role === undefined || cell.trim() === "") return;
        cells[role] = cells[role] ? `${cells[role]} ${cell.trim()}` : cell.trim();
      });
      // 'Fecha o plazo: 25 de febrero de 2026 a las 10:00 horas' → its date and its time apart.
      const { date, time } = dateAndTime(cells[1] ?? "");
      if (date && !cells[2]) {
        cells[1] = date;
        cells[2] = time;
      }
      return { ...row, cells };
    }),
  };
}

/** The model's phase-1 content with its calendar in the workbook's columns. */
export function shapeRelevantPoints(content: TPhaseContent): TPhaseContent {
  return {
    ...content,
    sections: content.sections.map((section) =>
      foldText(section.heading) === "calendario" && section.table
        ? { ...section, table: calendarInShape(section.table) }
        : section,
    ),
  };
}
