import { sql } from "drizzle-orm";
import type { TDashboard } from "../../../shared/contracts/admin-dashboards";
import { auditActionLabel } from "../../../shared/rules/audit";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import type { Database } from "../../db/client";
import { containsPattern } from "../audit/audit.repository";
import { chargeOrder } from "../payments/billing-audit";
import { dayOf, num, type Period, perDay, rowsOf, within } from "./period";

type Body = Omit<TDashboard, "key" | "title" | "from" | "to">;

/**
 * Rentabilidad: paying clients, monthly recurring revenue, new, renewed, reactivated, failed, cancelled
 * and expired subscriptions, churn. Charges come from the payments table, split as the audit log splits
 * them (billing-audit.ts: a client's first payment is new, a payment of the same subscription as its
 * previous one a renewal, of another subscription a reactivation); failures, cancellations and expiries
 * from the audit log, the one place every billing path writes them.
 */
export async function profitability(db: Database, period: Period): Promise<Body> {
  const [paying, charges, lost] = await Promise.all([
    rowsOf(
      db,
      sql`select count(*)::int as paying from users where role = 'cliente' and status = 'active' and subscription_status = 'al corriente'`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`paid_at`)} as day,
        count(*) filter (where previous is null)::int as "new",
        count(*) filter (where previous = subscription_id)::int as renewed,
        count(*) filter (where previous <> subscription_id)::int as reactivated,
        coalesce(sum(amount), 0)::float as revenue
        from (select paid_at, amount, subscription_id,
            lag(subscription_id) over (partition by user_id order by ${chargeOrder}) as previous from payments) as charged
        where ${within(sql`paid_at`, period)} group by 1`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`occurred_at`)} as day,
        count(distinct target_id) filter (where action = 'subscription.failed')::int as failed,
        count(distinct target_id) filter (where action = 'subscription.cancelled')::int as cancelled,
        count(distinct target_id) filter (where action = 'subscription.expired')::int as expired
        from audit_events where action in ('subscription.failed', 'subscription.cancelled', 'subscription.expired')
          and ${within(sql`occurred_at`, period)} group by 1`,
    ),
  ]);
  const payingNow = num(paying[0]?.paying);
  const sum = (set: Record<string, unknown>[], key: string) =>
    set.reduce((total, row) => total + num(row[key]), 0);
  const cancelled = sum(lost, "cancelled");
  return {
    cards: [
      { label: "Clientes que pagan", value: payingNow, format: "integer" },
      {
        label: "Ingreso mensual recurrente",
        value: Math.round(payingNow * MONTHLY_PLAN.amount * 100) / 100,
        format: "usd",
      },
      {
        label: "Cobrado en el periodo",
        value: Math.round(sum(charges, "revenue") * 100) / 100,
        format: "usd",
      },
      { label: "Nuevas", value: sum(charges, "new"), format: "integer" },
      { label: "Renovadas", value: sum(charges, "renewed"), format: "integer" },
      { label: "Reactivadas", value: sum(charges, "reactivated"), format: "integer" },
      { label: "Cobros fallidos", value: sum(lost, "failed"), format: "integer" },
      { label: "Canceladas", value: cancelled, format: "integer" },
      { label: "Terminadas al vencer", value: sum(lost, "expired"), format: "integer" },
      // Cancelled in the period over those paying now plus those lost: the share of the base that left.
      {
        label: "Abandono (churn)",
        value: payingNow + cancelled ? cancelled / (payingNow + cancelled) : null,
        format: "percent",
      },
    ],
    charts: [
      {
        title: "Suscripciones por día",
        kind: "bar",
        dataKey: "day",
        series: [
          { name: "new", label: "Nuevas" },
          { name: "renewed", label: "Renovadas" },
          { name: "reactivated", label: "Reactivadas" },
          { name: "failed", label: "Cobros fallidos" },
          { name: "cancelled", label: "Canceladas" },
          { name: "expired", label: "Terminadas al vencer" },
        ],
        data: perDay(
          period,
          ["new", "renewed", "reactivated", "failed", "cancelled", "expired"],
          charges,
          lost,
        ),
        format: "integer",
      },
      {
        title: "Ingresos cobrados por día (USD)",
        kind: "area",
        dataKey: "day",
        series: [{ name: "revenue", label: "Ingresos" }],
        data: perDay(period, ["revenue"], charges),
        format: "usd",
      },
    ],
    tables: [],
  };
}

const STATUS = {
  en_cola: "En cola",
  procesando: "Procesando",
  listo: "Listo",
  sin_texto: "Sin texto",
  no_soportado: "No soportado",
  error: "Error",
} as Record<string, string>;

/** Documents across clients (the quick action 'Gestionar documentos'): who uploaded what, and its state. */
export async function clientDocuments(db: Database, period: Period, q?: string): Promise<Body> {
  const text = q
    ? sql`and (d.name ilike ${containsPattern(q)} or u.email ilike ${containsPattern(q)} or u.full_name ilike ${containsPattern(q)} or p.name ilike ${containsPattern(q)})`
    : sql``;
  const [byStatus, byDay, latest] = await Promise.all([
    rowsOf(
      db,
      sql`select status, count(*)::int as documents from documents where kind = 'input' group by status order by status`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`created_at`)} as day, count(*) filter (where kind = 'input')::int as uploaded,
        count(*) filter (where kind = 'output')::int as generated from documents where ${within(sql`created_at`, period)} group by 1`,
    ),
    rowsOf(
      db,
      sql`select d.created_at as at, d.name, u.id as "userId", u.full_name as client, u.email, p.name as project, d.kind, d.status,
        d.file_size as bytes, coalesce(d.status_detail, '') as detail
        from documents d join users u on u.id = d.owner_id join projects p on p.id = d.project_id
        where ${within(sql`d.created_at`, period)} ${text} order by d.created_at desc limit 100`,
    ),
  ]);
  return {
    cards: byStatus.map((row) => ({
      label: `Cargados: ${STATUS[String(row.status)] ?? row.status}`,
      value: num(row.documents),
      format: "integer" as const,
    })),
    charts: [
      {
        title: "Documentos por día",
        kind: "bar",
        dataKey: "day",
        series: [
          { name: "uploaded", label: "Cargados" },
          { name: "generated", label: "Generados" },
        ],
        data: perDay(period, ["uploaded", "generated"], byDay),
        format: "integer",
      },
    ],
    tables: [
      {
        title: "Documentos recientes (hasta 100)",
        columns: [
          { key: "at", label: "Fecha", format: "datetime" },
          { key: "name", label: "Documento", format: "text" },
          { key: "client", label: "Cliente", format: "text" },
          { key: "project", label: "Proyecto", format: "text" },
          { key: "kind", label: "Tipo", format: "text" },
          { key: "status", label: "Estado", format: "text" },
          { key: "bytes", label: "Tamaño", format: "bytes" },
          { key: "detail", label: "Detalle", format: "text" },
          { key: "userId", label: "Acción", format: "user" },
        ],
        rows: latest.map((row) => ({
          at: new Date(String(row.at)).toISOString(),
          name: String(row.name),
          client: `${row.client} <${row.email}>`,
          project: String(row.project),
          kind: row.kind === "input" ? "Cargado" : "Generado",
          status: STATUS[String(row.status)] ?? String(row.status),
          bytes: num(row.bytes),
          detail: String(row.detail),
          userId: String(row.userId),
        })),
      },
    ],
  };
}

const SUBSCRIPTION = {
  pendiente: "Pendiente",
  "al corriente": "Al corriente",
  vencido: "Vencido",
  cancelado: "Cancelado",
} as Record<string, string>;

/** Subscriptions (the quick action 'Gestionar suscripciones'): every client's state, paid-through and payments. */
export async function clientSubscriptions(db: Database, period: Period, q?: string): Promise<Body> {
  const text = q
    ? sql`and (u.email ilike ${containsPattern(q)} or u.full_name ilike ${containsPattern(q)})`
    : sql``;
  const moveText = q ? sql`and target_label ilike ${containsPattern(q)}` : sql``;
  const [byStatus, byDay, clients, moves] = await Promise.all([
    rowsOf(
      db,
      sql`select subscription_status as status, count(*)::int as clients from users where role = 'cliente' group by 1 order by 1`,
    ),
    rowsOf(
      db,
      sql`select ${dayOf(sql`paid_at`)} as day, count(*)::int as payments, coalesce(sum(amount), 0)::float as revenue
        from payments where ${within(sql`paid_at`, period)} group by 1`,
    ),
    rowsOf(
      db,
      sql`select u.id as "userId", u.full_name as client, u.email, u.subscription_status as status, u.paid_through as "paidThrough",
        max(p.paid_at) as "lastPayment", count(p.id)::int as payments, coalesce(sum(p.amount), 0)::float as paid
        from users u left join payments p on p.user_id = u.id
        where u.role = 'cliente' ${text}
        group by u.id order by max(p.paid_at) desc nulls last, u.created_at desc limit 100`,
    ),
    // The billing lines of the audit log (billing-audit.ts): what happened to whose subscription, how.
    rowsOf(
      db,
      sql`select occurred_at as at, action, coalesce(target_label, '') as client,
        coalesce(detail->>'origen', '') as origin, coalesce(ip_address, '') as address
        from audit_events where action like 'subscription.%' and ${within(sql`occurred_at`, period)} ${moveText}
        order by occurred_at desc limit 100`,
    ),
  ]);
  return {
    cards: byStatus.map((row) => ({
      label: SUBSCRIPTION[String(row.status)] ?? String(row.status),
      value: num(row.clients),
      format: "integer" as const,
    })),
    charts: [
      {
        title: "Pagos por día",
        kind: "bar",
        dataKey: "day",
        series: [{ name: "payments", label: "Pagos" }],
        data: perDay(period, ["payments"], byDay),
        format: "integer",
      },
    ],
    tables: [
      {
        title: "Clientes y su suscripción (hasta 100)",
        columns: [
          { key: "client", label: "Cliente", format: "text" },
          { key: "email", label: "Correo", format: "text" },
          { key: "status", label: "Suscripción", format: "text" },
          { key: "paidThrough", label: "Pagado hasta", format: "datetime" },
          { key: "lastPayment", label: "Último pago", format: "datetime" },
          { key: "payments", label: "Pagos", format: "integer" },
          { key: "paid", label: "Total pagado", format: "usd" },
          { key: "userId", label: "Acción", format: "user" },
        ],
        rows: clients.map((row) => ({
          client: String(row.client),
          email: String(row.email),
          status: SUBSCRIPTION[String(row.status)] ?? String(row.status),
          paidThrough: row.paidThrough ? new Date(String(row.paidThrough)).toISOString() : null,
          lastPayment: row.lastPayment ? new Date(String(row.lastPayment)).toISOString() : null,
          payments: num(row.payments),
          paid: num(row.paid),
          userId: String(row.userId),
        })),
      },
      {
        title: "Movimientos de suscripción (hasta 100)",
        columns: [
          { key: "at", label: "Fecha", format: "datetime" },
          { key: "what", label: "Movimiento", format: "text" },
          { key: "client", label: "Cliente", format: "text" },
          { key: "origin", label: "Origen", format: "text" },
          { key: "address", label: "Dirección", format: "text" },
        ],
        rows: moves.map((row) => ({
          at: new Date(String(row.at)).toISOString(),
          what: auditActionLabel(String(row.action)),
          client: String(row.client),
          origin: String(row.origin),
          address: String(row.address),
        })),
      },
    ],
  };
}
