/**
 * What the audit log records, with the Spanish label the admin screens show. The subscription lines
 * come from the billing code (payments/billing-audit.ts): one per charge (activated, renewed or
 * reactivated), failed charges, cancellations, scheduled cancellations and their undoing, expiries.
 */
export const AUDIT_ACTIONS = {
  "user.created": "Usuario creado",
  "user.updated": "Usuario editado",
  "user.suspended": "Usuario suspendido",
  "user.reactivated": "Usuario reactivado",
  "user.deleted": "Usuario eliminado",
  "auth.login": "Inicio de sesión",
  "auth.logout": "Cierre de sesión",
  "auth.login_failed": "Inicio de sesión fallido",
  "auth.locked": "Acceso bloqueado",
  "auth.captcha_failed": "Captcha no válido",
  "auth.password_reset_requested": "Restablecimiento de contraseña solicitado",
  "auth.password_reset": "Contraseña restablecida",
  "auth.account_activated": "Cuenta activada",
  "subscription.activated": "Suscripción activada (primer pago)",
  "subscription.renewed": "Suscripción renovada",
  "subscription.reactivated": "Suscripción reactivada",
  "subscription.failed": "Cobro de suscripción fallido",
  "subscription.cancel_scheduled": "Cancelación al final del periodo solicitada",
  "subscription.cancel_undone": "Cancelación al final del periodo deshecha",
  "subscription.cancelled": "Suscripción cancelada",
  "subscription.expired": "Suscripción terminada al vencer el periodo pagado",
  "access.refused": "Solicitud rechazada",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** Actions shown in the panel's 'Actividad reciente': people's doings, not refused requests. */
export const RECENT_ACTIVITY_ACTIONS: AuditAction[] = AUDIT_ACTION_KEYS.filter(
  (action) => action !== "access.refused" && action !== "auth.captcha_failed",
);

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
