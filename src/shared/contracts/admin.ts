import { z } from "zod";

export const ADMIN_STATS_PATH = "/api/admin/stats";

/** The admin panel's stat cards (spec 02 §2): real counts from the database. */
export const ZAdminStatsResponse = z.object({
  /** Every account, administrators included. */
  users: z.number().int().min(0),
  /** Uploaded documents read and indexed ('listo'), of every client. */
  documentsProcessed: z.number().int().min(0),
  /** Active clients whose subscription is paid up ('al corriente'). */
  activeSubscriptions: z.number().int().min(0),
});
export type TAdminStatsResponse = z.infer<typeof ZAdminStatsResponse>;
