/** The tender's calendar as an .ics download: the 'Calendario' of phase 1's latest ready version. */
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { SessionActor } from "../auth/sessions.service";
import { requireOwnedProject } from "../projects/projects.policy";
import { type CalendarRow, calendarToIcs } from "./calendar-ics";
import type { CheckedContent } from "./generation/check-content";
import { listPhaseVersions } from "./phases.repository";

const RELEVANT_POINTS_PHASE = 0;

export async function downloadCalendar(
  ctx: Pick<AppContext, "db">,
  input: { actor: SessionActor; projectId: string; now?: Date },
): Promise<{ fileName: string; body: string }> {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  const ready = (await listPhaseVersions(ctx.db, project.id)).filter(
    (row) => row.phase === RELEVANT_POINTS_PHASE && row.status === "listo" && row.content,
  );
  const content = ready.at(-1)?.content as CheckedContent | undefined;
  const calendar = content?.sections.find((section) => section.heading === "Calendario")?.table;
  if (!calendar) throw new AppError("CALENDAR_NOT_READY");
  // Columns: Evento, Fecha, Hora, Lugar, Procedimiento o lote (older versions: Evento, Fecha o plazo).
  const rows: CalendarRow[] = calendar.rows.map((row) => ({
    event: [row.cells[0], row.cells[4]].filter(Boolean).join(" — "),
    when: [row.cells[1], row.cells[2]].filter(Boolean).join(" "),
    location: row.cells[3] ?? "",
    cited: row.sources.map((source) => `${source.documentName}${source.page ? `, pág. ${source.page}` : ""}`),
  }));
  const body = calendarToIcs({
    projectId: project.id,
    projectName: project.name,
    rows,
    generatedAt: input.now ?? new Date(),
  });
  const safe =
    project.name
      .normalize("NFD")
      .replace(/\p{Mn}/gu, "")
      .replace(/[^\w-]+/g, "_")
      .replace(/^_+|_+$/g, "") || "licitacion";
  return { fileName: `Calendario_${safe}.ics`, body };
}
