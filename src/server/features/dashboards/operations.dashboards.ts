import { sql } from "drizzle-orm";
import type { TDashboard } from "../../../shared/contracts/admin-dashboards";
import { LATENCY_BUCKETS_MS, percentileFromCounts } from "../../../shared/rules/metrics";
import type { Database } from "../../db/client";
import { containsPattern } from "../audit/audit.repository";
import { countJobsByState } from "../metrics/job-figures.repository";
import { dayOf, num, numOrNull, type Period, perDay, rowsOf, within } from "./period";

type Body = Omit<TDashboard, "key" | "title" | "from" | "to">;

/** pg-boss keeps finished jobs in its archive for a while: both tables together are the history. */
const ALL_JOBS = sql`(select name, state::text as state, created_on, started_on, completed_on, output from pgboss.job
  union all select name, state::text, created_on, started_on, completed_on, output from pgboss.archive)`;

/** Rendimiento Sistema: requests, latency percentiles, errors (what the server recorded), the job queue. */
export async function systemPerformance(db: Database, period: Period): Promise<Body> {
  const [requests, histogram, jobs, queue] = await Promise.all([
    rowsOf(
      db,
      sql`select ${dayOf(sql`bucket`)} as day, sum(requests)::int as requests,
        sum(client_errors)::int as "clientErrors", sum(server_errors)::int as "serverErrors"
        from request_metrics where ${within(sql`bucket`, period)} group by 1`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`bucket`)} as day, u.idx::int as idx, sum(u.value)::int as value
        from request_metrics, unnest(latency_counts) with ordinality as u(value, idx)
        where ${within(sql`bucket`, period)} group by 1, 2`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`created_on`)} as day,
        count(*) filter (where state = 'completed')::int as completed,
        count(*) filter (where state = 'failed')::int as failed,
        percentile_cont(0.5) within group (order by extract(epoch from started_on - created_on)) as "waitMedian",
        percentile_cont(0.95) within group (order by extract(epoch from started_on - created_on)) as "waitP95"
        from ${ALL_JOBS} as jobs where ${within(sql`created_on`, period)} group by 1`,
    ),
    countJobsByState(db),
  ]);
  const countsByDay = new Map<string, number[]>();
  const overall = new Array(LATENCY_BUCKETS_MS.length + 1).fill(0) as number[];
  for (const row of histogram) {
    const counts = countsByDay.get(String(row.day)) ?? new Array(LATENCY_BUCKETS_MS.length + 1).fill(0);
    counts[num(row.idx) - 1] += num(row.value);
    overall[num(row.idx) - 1]! += num(row.value);
    countsByDay.set(String(row.day), counts);
  }
  const latency = [...countsByDay.entries()].map(([day, counts]) => ({
    day,
    p50: percentileFromCounts(counts, 0.5) ?? 0,
    p95: percentileFromCounts(counts, 0.95) ?? 0,
    p99: percentileFromCounts(counts, 0.99) ?? 0,
  }));
  const errorRates = requests.map((row) => ({
    day: row.day,
    errorRate: num(row.requests) ? num(row.serverErrors) / num(row.requests) : 0,
    clientErrorRate: num(row.requests) ? num(row.clientErrors) / num(row.requests) : 0,
  }));
  const totalRequests = requests.reduce((sum, row) => sum + num(row.requests), 0);
  const totalServerErrors = requests.reduce((sum, row) => sum + num(row.serverErrors), 0);
  const waiting = queue.filter((row) => row.state === "created" || row.state === "retry");
  const depth = new Map<string, { queue: string; waiting: number; active: number; failed: number }>();
  for (const row of queue) {
    const entry = depth.get(row.name) ?? { queue: row.name, waiting: 0, active: 0, failed: 0 };
    if (row.state === "created" || row.state === "retry") entry.waiting += row.jobs;
    if (row.state === "active") entry.active += row.jobs;
    if (row.state === "failed") entry.failed += row.jobs;
    depth.set(row.name, entry);
  }
  return {
    cards: [
      { label: "Solicitudes", value: totalRequests, format: "integer" },
      { label: "Latencia p95", value: percentileFromCounts(overall, 0.95), format: "ms" },
      {
        label: "Tasa de error (5xx)",
        value: totalRequests ? totalServerErrors / totalRequests : null,
        format: "percent",
      },
      {
        label: "Trabajos en espera ahora",
        value: waiting.reduce((sum, row) => sum + row.jobs, 0),
        format: "integer",
      },
    ],
    charts: [
      {
        title: "Solicitudes por día",
        kind: "area",
        dataKey: "day",
        series: [{ name: "requests", label: "Solicitudes" }],
        data: perDay(period, ["requests"], requests),
        format: "integer",
      },
      {
        title: "Latencia por día (p50, p95, p99)",
        kind: "line",
        dataKey: "day",
        series: [
          { name: "p50", label: "p50" },
          { name: "p95", label: "p95" },
          { name: "p99", label: "p99" },
        ],
        data: perDay(period, ["p50", "p95", "p99"], latency),
        format: "ms",
      },
      {
        title: "Tasa de error por día",
        kind: "line",
        dataKey: "day",
        series: [
          { name: "errorRate", label: "Errores del servidor (5xx)" },
          { name: "clientErrorRate", label: "Solicitudes rechazadas (4xx)" },
        ],
        data: perDay(period, ["errorRate", "clientErrorRate"], errorRates),
        format: "percent",
      },
      {
        title: "Trabajos por día",
        kind: "bar",
        dataKey: "day",
        series: [
          { name: "completed", label: "Completados" },
          { name: "failed", label: "Fallidos" },
        ],
        data: perDay(period, ["completed", "failed"], jobs),
        format: "integer",
      },
      {
        title: "Espera en la cola por día (mediana y p95)",
        kind: "line",
        dataKey: "day",
        series: [
          { name: "waitMedian", label: "Mediana" },
          { name: "waitP95", label: "p95" },
        ],
        data: perDay(
          period,
          ["waitMedian", "waitP95"],
          jobs.map((row) => ({
            ...row,
            waitMedian: numOrNull(row.waitMedian),
            waitP95: numOrNull(row.waitP95),
          })),
        ),
        format: "seconds",
      },
    ],
    tables: [
      {
        title: "Cola de trabajos ahora",
        columns: [
          { key: "queue", label: "Cola", format: "text" },
          { key: "waiting", label: "En espera", format: "integer" },
          { key: "active", label: "En curso", format: "integer" },
          { key: "failed", label: "Fallidos", format: "integer" },
        ],
        rows: [...depth.values()],
      },
    ],
  };
}

const SECURITY_ACTIONS = {
  failedLogins: "auth.login_failed",
  lockouts: "auth.locked",
  captchaFailures: "auth.captcha_failed",
  resetRequests: "auth.password_reset_requested",
  resets: "auth.password_reset",
  refused: "access.refused",
} as const;
const SECURITY_LABELS: Record<keyof typeof SECURITY_ACTIONS, string> = {
  failedLogins: "Inicios fallidos",
  lockouts: "Bloqueos",
  captchaFailures: "Captcha no válido",
  resetRequests: "Restablecimientos solicitados",
  resets: "Contraseñas restablecidas",
  refused: "Solicitudes rechazadas (403/404)",
};

/** Seguridad: failed logins, lockouts, captcha failures, resets and refused requests, by day and address. */
export async function security(db: Database, period: Period): Promise<Body> {
  const keys = Object.keys(SECURITY_ACTIONS) as (keyof typeof SECURITY_ACTIONS)[];
  const columns = sql.join(
    keys.map(
      (key) => sql`count(*) filter (where action = ${SECURITY_ACTIONS[key]})::int as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  const actions = sql.join(
    Object.values(SECURITY_ACTIONS).map((action) => sql`${action}`),
    sql`, `,
  );
  const where = sql`action in (${actions}) and ${within(sql`occurred_at`, period)}`;
  const [byDay, byAddress] = await Promise.all([
    rowsOf(
      db,
      sql`select ${dayOf(sql`occurred_at`)} as day, ${columns} from audit_events where ${where} group by 1`,
    ),
    rowsOf(
      db,
      sql`select coalesce(ip_address, 'desconocida') as address, count(*)::int as total, ${columns}
        from audit_events where ${where} group by 1 order by total desc limit 20`,
    ),
  ]);
  const sum = (key: string) => byDay.reduce((total, row) => total + num(row[key]), 0);
  return {
    cards: keys.map((key) => ({ label: SECURITY_LABELS[key], value: sum(key), format: "integer" as const })),
    charts: [
      {
        title: "Accesos fallidos por día",
        kind: "bar",
        dataKey: "day",
        series: (["failedLogins", "lockouts", "captchaFailures"] as const).map((name) => ({
          name,
          label: SECURITY_LABELS[name],
        })),
        data: perDay(period, ["failedLogins", "lockouts", "captchaFailures"], byDay),
        format: "integer",
      },
      {
        title: "Restablecimientos y solicitudes rechazadas por día",
        kind: "line",
        dataKey: "day",
        series: (["resetRequests", "resets", "refused"] as const).map((name) => ({
          name,
          label: SECURITY_LABELS[name],
        })),
        data: perDay(period, ["resetRequests", "resets", "refused"], byDay),
        format: "integer",
      },
      {
        title: "Eventos por dirección de origen (las 20 con más)",
        kind: "bar",
        dataKey: "address",
        series: [{ name: "total", label: "Eventos" }],
        data: byAddress.map((row) => ({ address: String(row.address), total: num(row.total) })),
        format: "integer",
      },
    ],
    tables: [
      {
        title: "Por dirección de origen",
        columns: [
          { key: "address", label: "Dirección", format: "text" },
          ...keys.map((key) => ({ key, label: SECURITY_LABELS[key], format: "integer" as const })),
        ],
        rows: byAddress.map((row) =>
          Object.fromEntries([["address", String(row.address)], ...keys.map((key) => [key, num(row[key])])]),
        ),
      },
    ],
  };
}

/** Eventos y Errores: server errors and failed jobs with their reason, searchable. */
export async function eventsAndErrors(db: Database, period: Period, q?: string): Promise<Body> {
  const pattern = q ? containsPattern(q) : null;
  const eventText = pattern
    ? sql`and (message ilike ${pattern} or coalesce(detail::text, '') ilike ${pattern})`
    : sql``;
  const jobText = pattern
    ? sql`and (name ilike ${pattern} or coalesce(output::text, '') ilike ${pattern})`
    : sql``;
  const [events, failedJobs, eventsByDay, jobsByDay] = await Promise.all([
    rowsOf(
      db,
      sql`select occurred_at as at, kind, message, coalesce(request_id, '') as reference
        from system_events where ${within(sql`occurred_at`, period)} ${eventText} order by occurred_at desc limit 100`,
    ),
    rowsOf(
      db,
      sql`select coalesce(completed_on, created_on) as at, name, coalesce(output->>'message', output::text, '') as message
        from ${ALL_JOBS} as jobs where state = 'failed' and ${within(sql`created_on`, period)} ${jobText}
        order by at desc limit 100`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`occurred_at`)} as day, count(*) filter (where kind = 'error')::int as errors,
        count(*) filter (where kind <> 'error')::int as lifecycle
        from system_events where ${within(sql`occurred_at`, period)} ${eventText} group by 1`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`created_on`)} as day, count(*)::int as "failedJobs"
        from ${ALL_JOBS} as jobs where state = 'failed' and ${within(sql`created_on`, period)} ${jobText} group by 1`,
    ),
  ]);
  const KIND = { error: "Error del servidor", start: "Inicio", stop: "Detención" } as Record<string, string>;
  const rows = [
    ...events.map((row) => ({
      at: new Date(String(row.at)).toISOString(),
      kind: KIND[String(row.kind)] ?? String(row.kind),
      message: String(row.message),
      reference: String(row.reference),
    })),
    ...failedJobs.map((row) => ({
      at: new Date(String(row.at)).toISOString(),
      kind: "Trabajo fallido",
      message: String(row.message).slice(0, 500),
      reference: String(row.name),
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 100);
  const sum = (set: Record<string, unknown>[], key: string) =>
    set.reduce((total, row) => total + num(row[key]), 0);
  return {
    cards: [
      { label: "Errores del servidor", value: sum(eventsByDay, "errors"), format: "integer" },
      { label: "Trabajos fallidos", value: sum(jobsByDay, "failedJobs"), format: "integer" },
      { label: "Inicios y detenciones", value: sum(eventsByDay, "lifecycle"), format: "integer" },
    ],
    charts: [
      {
        title: "Errores y trabajos fallidos por día",
        kind: "bar",
        dataKey: "day",
        series: [
          { name: "errors", label: "Errores del servidor" },
          { name: "failedJobs", label: "Trabajos fallidos" },
        ],
        data: perDay(period, ["errors", "failedJobs"], eventsByDay, jobsByDay),
        format: "integer",
      },
    ],
    tables: [
      {
        title: "Eventos y errores (los 100 más recientes)",
        columns: [
          { key: "at", label: "Fecha", format: "datetime" },
          { key: "kind", label: "Tipo", format: "text" },
          { key: "message", label: "Motivo", format: "text" },
          { key: "reference", label: "Solicitud o cola", format: "text" },
        ],
        rows,
      },
    ],
  };
}
