/** Spanish names of a user's role, status and subscription, as the admin screens show them. */
export const ROLE_LABELS = { cliente: "Cliente", admin: "Administrador" } as const;
export const STATUS_LABELS = { active: "Activo", inactive: "Inactivo", suspended: "Suspendido" } as const;
export const SUBSCRIPTION_LABELS = {
  pendiente: "Pendiente",
  "al corriente": "Al corriente",
  vencido: "Vencido",
  cancelado: "Cancelado",
} as const;
export const STATUS_COLORS = { active: "teal", inactive: "gray", suspended: "red" } as const;

export function options<T extends Record<string, string>>(labels: T) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
