/** Spanish names of a user's role, status and subscription, as the admin screens show them. */
export const ROLE_LABELS = { cliente: "Cliente", admin: "Administrador" } as const;
export const STATUS_LABELS = { active: "Activo", inactive: "Inactivo", suspended: "Suspendido" } as const;
export const SUBSCRIPTION_LABELS = {
  pendiente: "Pendiente",
  "al corriente": "Al corriente",
  vencido: "Vencido",
  cancelado: "Cancelado",
} as const;
/**
 * A status badge, filled in shade 9 (8 for gray) with white text (5.0:1 and more). The light variant's
 * text fails AA on its tint (4.3:1), and given a shade Mantine paints the whole badge in it and its text
 * vanishes (1:1).
 */
export const STATUS_COLORS = { active: "teal.9", inactive: "gray.8", suspended: "red.9" } as const;

export function options<T extends Record<string, string>>(labels: T) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
