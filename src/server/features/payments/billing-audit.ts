import { and, desc, eq, sql } from "drizzle-orm";
import type { AuditAction } from "../../../shared/rules/audit";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import { recordAudit } from "../audit/audit.service";
import { findUserById } from "../auth/auth.repository";

/**
 * Where a billing change came from, for the audit log: the path that saw it (PayPal's webhook, the
 * 10-minute reconciliation, the return page, the client's own request...), the address of the request
 * when there is one, and the person when a person did it.
 */
export interface BillingOrigin {
  source:
    | "webhook de PayPal"
    | "conciliación"
    | "página de pago"
    | "verificación del cobro"
    | "inicio de sesión"
    | "cliente"
    | "flujo público"
    | "administrador";
  ipAddress?: string;
  actor?: { id: string; email: string };
}

export const RECONCILIATION_ORIGIN: BillingOrigin = { source: "conciliación" };

type AuditContext = Pick<AppContext, "db" | "logger">;

/**
 * One line of the audit log about a client's subscription or payment: who (the client when it acted,
 * otherwise nobody: PayPal or the server), what, from where, about whom. Never a token, an id of
 * PayPal's payer or a card: only the subscription id, amounts, dates and states.
 */
export async function recordBillingChange(
  ctx: AuditContext,
  input: { action: AuditAction; userId: string; origin: BillingOrigin; detail?: Record<string, unknown> },
): Promise<void> {
  const user = await findUserById(ctx.db, input.userId).catch(() => undefined);
  await recordAudit(ctx, {
    action: input.action,
    actor: input.origin.actor ?? null,
    target: {
      type: "user",
      id: input.userId,
      label: user ? `${user.fullName} <${user.email}>` : undefined,
    },
    ipAddress: input.origin.ipAddress,
    detail: { origen: input.origin.source, ...input.detail },
  });
}

/**
 * What a newly recorded charge means for the client: its first payment ever activates it, a payment of
 * the same subscription as the previous one recorded renews it, and a payment of another subscription
 * (a new checkout after a failure or a cancellation) reactivates it. "Previous" is in the order the
 * charges were recorded (then by PayPal's time): PayPal dates charges to the whole second, so two charges
 * can share a time, and the Rentabilidad dashboard, which splits the payments table later with the same
 * rule (`chargeOrder`), must agree with the line written now.
 */
export async function kindOfCharge(
  db: Database,
  input: { userId: string; providerReference: string },
): Promise<
  Extract<AuditAction, "subscription.activated" | "subscription.renewed" | "subscription.reactivated">
> {
  const [current] = await db
    .select({ id: payments.id, subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(eq(payments.providerReference, input.providerReference))
    .limit(1);
  if (!current) return "subscription.activated";
  // Compared in the database: created_at has microseconds a JavaScript Date would round away.
  const [previous] = await db
    .select({ subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(
      and(
        eq(payments.userId, input.userId),
        sql`(${payments.createdAt}, ${payments.paidAt}, ${payments.id}) < (select created_at, paid_at, id from payments where id = ${current.id})`,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.paidAt), desc(payments.id))
    .limit(1);
  if (!previous) return "subscription.activated";
  return previous.subscriptionId === current.subscriptionId
    ? "subscription.renewed"
    : "subscription.reactivated";
}

/** The order `kindOfCharge` reads a user's charges in, for SQL window functions over `payments`. */
export const chargeOrder = sql.raw("created_at, paid_at, id");
