import { sql } from "drizzle-orm";
import type { TAdminStatsResponse } from "../../../shared/contracts/admin";
import type { Database } from "../../db/client";

/** The three figures of the admin panel, counted in one round trip. */
export async function countAdminStats(db: Database): Promise<TAdminStatsResponse> {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from users) as users,
      (select count(*)::int from documents where kind = 'input' and status = 'listo') as documents_processed,
      (select count(*)::int from users
        where role = 'cliente' and status = 'active' and subscription_status = 'al corriente') as active_subscriptions
  `)) as unknown as { rows: { users: number; documents_processed: number; active_subscriptions: number }[] };
  const row = result.rows[0];
  return {
    users: Number(row?.users ?? 0),
    documentsProcessed: Number(row?.documents_processed ?? 0),
    activeSubscriptions: Number(row?.active_subscriptions ?? 0),
  };
}
