import { and, desc, eq, gt, isNull, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";

/**
 * Stores a new session and ends the account's live sessions beyond the `keep` most recent (the new one
 * counts): one sign-in more than the bound signs the oldest browser out. Under the user row's lock, so
 * sign-ins of one account sent at once are counted one after the other and never leave more than `keep`.
 * Returns how many sessions it ended.
 */
export async function insertSessionKeepingNewest(
  db: Database,
  values: typeof sessions.$inferInsert,
  keep: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for("update");
    await tx.insert(sessions).values(values);
    const live = and(
      eq(sessions.userId, values.userId),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, new Date()),
    );
    const newest = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(live)
      .orderBy(desc(sessions.createdAt), desc(sessions.lastSeenAt))
      .limit(keep);
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          live,
          notInArray(
            sessions.id,
            newest.map((row) => row.id),
          ),
        ),
      )
      .returning({ id: sessions.id });
    return ended.length;
  });
}
