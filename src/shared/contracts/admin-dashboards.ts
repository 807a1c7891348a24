import { z } from "zod";

/** The seven sidebar dashboards (spec 02 §2), in the sidebar's order, with their titles. */
export const DASHBOARDS = {
  "uso-aplicativo": "Uso aplicativo",
  "rendimiento-rag": "Rendimiento RAG",
  "rendimiento-sistema": "Rendimiento Sistema",
  seguridad: "Seguridad",
  "uso-recursos": "Uso recursos",
  rentabilidad: "Rentabilidad",
  "eventos-errores": "Eventos y Errores",
} as const;
export type DashboardKey = keyof typeof DASHBOARDS;
export const DASHBOARD_KEYS = Object.keys(DASHBOARDS) as [DashboardKey, ...DashboardKey[]];

/** The dashboards and the management panels the quick actions open (same shape: figures and tables). */
export const ADMIN_PANELS = {
  ...DASHBOARDS,
  documentos: "Documentos de clientes",
  suscripciones: "Suscripciones",
} as const;
export type AdminPanelKey = keyof typeof ADMIN_PANELS;
export const ADMIN_PANEL_KEYS = Object.keys(ADMIN_PANELS) as [AdminPanelKey, ...AdminPanelKey[]];

export const DASHBOARD_PATH = "/api/admin/dashboards/:key";
export const dashboardPath = (key: AdminPanelKey) => `/api/admin/dashboards/${key}`;

/** Periods offered, in days ending today (Mexico City). */
export const DASHBOARD_PERIODS = [7, 30, 90, 365] as const;

export const ZDashboardParams = z.object({ key: z.enum(ADMIN_PANEL_KEYS, { error: "Tablero desconocido" }) });
export const ZDashboardQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => (DASHBOARD_PERIODS as readonly number[]).includes(value), {
      error: "Periodo no válido: 7, 30, 90 o 365 días",
    })
    .default(30),
  /** Free text, for the dashboards that list events ('Eventos y Errores'). */
  q: z.string().trim().max(200).optional(),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

export const ZFigureFormat = z.enum([
  "integer",
  "decimal",
  "percent",
  "ms",
  "seconds",
  "usd",
  "bytes",
  "text",
  "datetime",
  /** A user's id: the page links it to that user's form (/create-user?userId=). */
  "user",
]);
export type TFigureFormat = z.infer<typeof ZFigureFormat>;

const ZCell = z.union([z.string(), z.number(), z.null()]);

export const ZDashboard = z.object({
  key: z.enum(ADMIN_PANEL_KEYS),
  title: z.string(),
  /** The period's first and last day (yyyy-MM-dd, Mexico City). */
  from: z.string(),
  to: z.string(),
  cards: z.array(z.object({ label: z.string(), value: z.number().nullable(), format: ZFigureFormat })),
  charts: z.array(
    z.object({
      title: z.string(),
      kind: z.enum(["line", "bar", "area"]),
      /** The x axis' field (a day, a phase, a generator...). */
      dataKey: z.string(),
      series: z.array(z.object({ name: z.string(), label: z.string() })),
      data: z.array(z.record(z.string(), ZCell)),
      format: ZFigureFormat.default("integer"),
    }),
  ),
  tables: z.array(
    z.object({
      title: z.string(),
      columns: z.array(
        z.object({ key: z.string(), label: z.string(), format: ZFigureFormat.default("text") }),
      ),
      rows: z.array(z.record(z.string(), ZCell)),
    }),
  ),
});
export type TDashboard = z.infer<typeof ZDashboard>;
export type TDashboardChart = TDashboard["charts"][number];
export type TDashboardTable = TDashboard["tables"][number];
