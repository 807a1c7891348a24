import { and, desc, eq, lt } from "drizzle-orm";
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
    | "flujo público";
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
 * the same subscription as its previous one renews it, and a payment of another subscription (a new
 * checkout after a failure or a cancellation) reactivates it. The Rentabilidad dashboard splits the
 * payments table with the same rule.
 */
export async function kindOfCharge(
  db: Database,
  input: { userId: string; subscriptionId: string; paidAt: Date },
): Promise<
  Extract<AuditAction, "subscription.activated" | "subscription.renewed" | "subscription.reactivated">
> {
  const [previous] = await db
    .select({ subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(and(eq(payments.userId, input.userId), lt(payments.paidAt, input.paidAt)))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  if (!previous) return "subscription.activated";
  return previous.subscriptionId === input.subscriptionId
    ? "subscription.renewed"
    : "subscription.reactivated";
}
