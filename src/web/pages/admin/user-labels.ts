/** Spanish names of a user's role, status and subscription, as the admin screens show them. */
export const ROLE_LABELS = { cliente: "Cliente", admin: "Administrador" } as const;
export const STATUS_LABELS = { active: "Activo", inactive: "Inactivo", suspended: "Suspendido" } as const;
export const SUBSCRIPTION_LABELS = {
  pendiente: "Pendiente",
  "al corriente": "Al corriente",
  vencido: "Vencido",
  cancelado: "Cancelado",
} as const;
/** Shade 9 (8 for gray): a light badge's text in shade 6-7 fails AA on its own tint (axe: 4.32:1). */
export const STATUS_COLORS = { active: "teal.9", inactive: "gray.8", suspended: "red.9" } as const;

export function options<T extends Record<string, string>>(labels: T) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
