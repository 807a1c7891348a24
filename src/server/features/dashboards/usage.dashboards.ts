import { sql } from "drizzle-orm";
import type { TDashboard } from "../../../shared/contracts/admin-dashboards";
import { PHASES } from "../../../shared/rules/phases";
import type { Database } from "../../db/client";
import { dayOf, num, numOrNull, type Period, perDay, rowsOf, within } from "./period";

type Body = Omit<TDashboard, "key" | "title" | "from" | "to">;

/** Uso aplicativo: active users, sign-ins, projects created and closed, phases run, per day. */
export async function appUsage(db: Database, period: Period): Promise<Body> {
  const [seen, signIns, created, closed, phases] = await Promise.all([
    // Per day and, in the same pass, over the whole period (the empty grouping set).
    rowsOf(
      db,
      sql`select day, count(distinct user_id)::int as active from (
        select ${dayOf(sql`occurred_at`)} as day, actor_id as user_id from audit_events
          where actor_id is not null and action in ('auth.login', 'user.created', 'user.updated', 'user.suspended',
            'user.reactivated', 'user.deleted', 'auth.logout') and ${within(sql`occurred_at`, period)}
        union all select ${dayOf(sql`created_at`)}, owner_id from projects where ${within(sql`created_at`, period)}
        union all select ${dayOf(sql`created_at`)}, owner_id from documents where ${within(sql`created_at`, period)}
      ) as seen group by grouping sets ((day), ())`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`occurred_at`)} as day, count(*)::int as "signIns" from audit_events
        where action = 'auth.login' and ${within(sql`occurred_at`, period)} group by 1`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`created_at`)} as day, count(*)::int as created from projects where ${within(sql`created_at`, period)} group by 1`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`closed_at`)} as day, count(*)::int as closed from projects where ${within(sql`closed_at`, period)} group by 1`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`created_at`)} as day, count(*)::int as phases from phase_versions
        where not is_user_adjusted and ${within(sql`created_at`, period)} group by 1`,
    ),
  ]);
  const active = seen.filter((row) => row.day !== null);
  const totals = seen.filter((row) => row.day === null);
  const sum = (rows: Record<string, unknown>[], key: string) =>
    rows.reduce((total, row) => total + num(row[key]), 0);
  return {
    cards: [
      { label: "Usuarios activos en el periodo", value: num(totals[0]?.active), format: "integer" },
      { label: "Inicios de sesión", value: sum(signIns, "signIns"), format: "integer" },
      { label: "Proyectos creados", value: sum(created, "created"), format: "integer" },
      { label: "Proyectos cerrados", value: sum(closed, "closed"), format: "integer" },
      { label: "Fases ejecutadas", value: sum(phases, "phases"), format: "integer" },
    ],
    charts: [
      {
        title: "Usuarios activos e inicios de sesión por día",
        kind: "line",
        dataKey: "day",
        series: [
          { name: "active", label: "Usuarios activos" },
          { name: "signIns", label: "Inicios de sesión" },
        ],
        data: perDay(period, ["active", "signIns"], active, signIns),
        format: "integer",
      },
      {
        title: "Proyectos creados y cerrados por día",
        kind: "bar",
        dataKey: "day",
        series: [
          { name: "created", label: "Creados" },
          { name: "closed", label: "Cerrados" },
        ],
        data: perDay(period, ["created", "closed"], created, closed),
        format: "integer",
      },
      {
        title: "Fases ejecutadas por día",
        kind: "bar",
        dataKey: "day",
        series: [{ name: "phases", label: "Fases ejecutadas" }],
        data: perDay(period, ["phases"], phases),
        format: "integer",
      },
    ],
    tables: [],
  };
}

/** Rendimiento RAG: generations per phase, durations, failures, retries, citations, pending, tokens. */
export async function ragPerformance(db: Database, period: Period): Promise<Body> {
  const generated = sql`not is_user_adjusted and ${within(sql`created_at`, period)}`;
  const [byPhase, byGenerator, byDay] = await Promise.all([
    rowsOf(
      db,
      sql`select phase, count(*)::int as generations,
        count(*) filter (where status = 'error')::int as failures,
        coalesce(sum(greatest(coalesce((stats->>'attempts')::int, 1) - 1, 0)), 0)::int as retries,
        percentile_cont(0.5) within group (order by (stats->>'seconds')::float) as median,
        percentile_cont(0.95) within group (order by (stats->>'seconds')::float) as p95,
        coalesce(sum((stats->>'statements')::int), 0)::int as statements,
        coalesce(sum((stats->>'passagesCited')::int), 0)::int as cited,
        coalesce(sum((stats->>'cited')::int), 0)::int as "citedStatements",
        coalesce(sum((stats->>'pending')::int), 0)::int as pending
        from phase_versions where ${generated} group by phase order by phase`,
    ),
    rowsOf(
      db,
      sql`select coalesce(generator, 'sin generador') as generator, count(*)::int as generations,
        coalesce(sum((stats->>'tokens')::int), 0)::int as tokens
        from phase_versions where ${generated} group by 1 order by 1`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`created_at`)} as day, count(*)::int as generations,
        count(*) filter (where status = 'error')::int as failures
        from phase_versions where ${generated} group by 1`,
    ),
  ]);
  const phaseName = (phase: unknown) => `Fase ${num(phase) + 1}`;
  const rows = byPhase.map((row) => ({
    phase: phaseName(row.phase),
    name: PHASES[num(row.phase)]?.name ?? "",
    generations: num(row.generations),
    failures: num(row.failures),
    retries: num(row.retries),
    median: numOrNull(row.median),
    p95: numOrNull(row.p95),
    citationsPerStatement: num(row.statements)
      ? Math.round((num(row.cited) / num(row.statements)) * 100) / 100
      : null,
    citedShare: num(row.statements)
      ? Math.round((num(row.citedStatements) / num(row.statements)) * 1000) / 1000
      : null,
    pending: num(row.pending),
  }));
  const total = (key: keyof (typeof rows)[number]) => rows.reduce((sum, row) => sum + num(row[key]), 0);
  const statements = byPhase.reduce((sum, row) => sum + num(row.statements), 0);
  const cited = byPhase.reduce((sum, row) => sum + num(row.citedStatements), 0);
  return {
    cards: [
      { label: "Generaciones", value: total("generations"), format: "integer" },
      { label: "Fallidas", value: total("failures"), format: "integer" },
      {
        label: "Afirmaciones con cita verificada",
        value: statements ? cited / statements : null,
        format: "percent",
      },
      { label: "Marcas [PENDIENTE]", value: total("pending"), format: "integer" },
      {
        label: "Tokens usados",
        value: byGenerator.reduce((sum, row) => sum + num(row.tokens), 0),
        format: "integer",
      },
    ],
    charts: [
      {
        title: "Generaciones y fallas por fase",
        kind: "bar",
        dataKey: "phase",
        series: [
          { name: "generations", label: "Generaciones" },
          { name: "failures", label: "Fallidas" },
          { name: "retries", label: "Reintentos" },
        ],
        data: rows,
        format: "integer",
      },
      {
        title: "Duración por fase (mediana y p95)",
        kind: "bar",
        dataKey: "phase",
        series: [
          { name: "median", label: "Mediana" },
          { name: "p95", label: "p95" },
        ],
        data: rows,
        format: "seconds",
      },
      {
        title: "Generaciones por día",
        kind: "line",
        dataKey: "day",
        series: [
          { name: "generations", label: "Generaciones" },
          { name: "failures", label: "Fallidas" },
        ],
        data: perDay(period, ["generations", "failures"], byDay),
        format: "integer",
      },
      {
        title: "Tokens por generador",
        kind: "bar",
        dataKey: "generator",
        series: [{ name: "tokens", label: "Tokens" }],
        data: byGenerator.map((row) => ({ generator: String(row.generator), tokens: num(row.tokens) })),
        format: "integer",
      },
    ],
    tables: [
      {
        title: "Detalle por fase",
        columns: [
          { key: "phase", label: "Fase", format: "text" },
          { key: "name", label: "Nombre", format: "text" },
          { key: "generations", label: "Generaciones", format: "integer" },
          { key: "failures", label: "Fallidas", format: "integer" },
          { key: "retries", label: "Reintentos", format: "integer" },
          { key: "median", label: "Mediana", format: "seconds" },
          { key: "p95", label: "p95", format: "seconds" },
          { key: "citationsPerStatement", label: "Citas por afirmación", format: "decimal" },
          { key: "pending", label: "[PENDIENTE]", format: "integer" },
        ],
        rows,
      },
    ],
  };
}

/** Uso recursos: storage per client and in total, documents and passages, database size. */
export async function resourceUsage(db: Database, period: Period): Promise<Body> {
  const [perClient, totals, perDayRows] = await Promise.all([
    rowsOf(
      db,
      sql`select u.full_name as client, u.email, count(d.id)::int as documents,
        coalesce(sum(d.file_size), 0)::bigint as bytes, coalesce(sum(d.passage_count), 0)::int as passages
        from documents d join users u on u.id = d.owner_id
        group by u.id, u.full_name, u.email order by bytes desc limit 20`,
    ),
    rowsOf(
      db,
      sql`select (select count(*)::int from documents) as documents,
        (select coalesce(sum(file_size), 0)::bigint from documents) as bytes,
        (select count(*)::int from passages) as passages,
        pg_database_size(current_database())::bigint as "databaseBytes"`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`created_at`)} as day, count(*)::int as documents, coalesce(sum(file_size), 0)::bigint as bytes
        from documents where ${within(sql`created_at`, period)} group by 1`,
    ),
  ]);
  const total = totals[0] ?? {};
  return {
    cards: [
      { label: "Almacenamiento total", value: num(total.bytes), format: "bytes" },
      { label: "Documentos", value: num(total.documents), format: "integer" },
      { label: "Pasajes indexados", value: num(total.passages), format: "integer" },
      { label: "Tamaño de la base de datos", value: num(total.databaseBytes), format: "bytes" },
    ],
    charts: [
      {
        title: "Almacenamiento por cliente (los 20 mayores)",
        kind: "bar",
        dataKey: "client",
        series: [{ name: "bytes", label: "Bytes" }],
        data: perClient.map((row) => ({ client: String(row.client), bytes: num(row.bytes) })),
        format: "bytes",
      },
      {
        title: "Documentos cargados y generados por día",
        kind: "bar",
        dataKey: "day",
        series: [{ name: "documents", label: "Documentos" }],
        data: perDay(period, ["documents"], perDayRows),
        format: "integer",
      },
      {
        title: "Almacenamiento añadido por día",
        kind: "area",
        dataKey: "day",
        series: [{ name: "bytes", label: "Bytes" }],
        data: perDay(period, ["bytes"], perDayRows),
        format: "bytes",
      },
    ],
    tables: [
      {
        title: "Almacenamiento por cliente",
        columns: [
          { key: "client", label: "Cliente", format: "text" },
          { key: "email", label: "Correo", format: "text" },
          { key: "documents", label: "Documentos", format: "integer" },
          { key: "passages", label: "Pasajes", format: "integer" },
          { key: "bytes", label: "Almacenamiento", format: "bytes" },
        ],
        rows: perClient.map((row) => ({
          client: String(row.client),
          email: String(row.email),
          documents: num(row.documents),
          passages: num(row.passages),
          bytes: num(row.bytes),
        })),
      },
    ],
  };
}
