import { ADMIN_PANELS, DASHBOARD_KEYS, DASHBOARDS } from "../../../shared/contracts/admin-dashboards";

export const panelPath = (key: string) => `/admin-dashboard?tablero=${key}`;

export interface NavItem {
  label: string;
  to: string;
}

export const NAV_MAIN: NavItem[] = [
  { label: "Panel", to: "/admin-dashboard" },
  { label: "Usuarios", to: "/user-management" },
];
export const NAV_DASHBOARDS: NavItem[] = DASHBOARD_KEYS.map((key) => ({
  label: DASHBOARDS[key],
  to: panelPath(key),
}));
/** Panels of /admin-dashboard beyond its overview, chosen by `?tablero=` (the route table stays the spec's). */
export const NAV_MANAGE: NavItem[] = [
  { label: "Bitácora de auditoría", to: panelPath("auditoria") },
  { label: ADMIN_PANELS.documentos, to: panelPath("documentos") },
  { label: ADMIN_PANELS.suscripciones, to: panelPath("suscripciones") },
];
