import { and, count, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountTokens, downloadGrants, loginFailures, sessions, users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;
export type AccountTokenKind = (typeof accountTokens.$inferSelect)["kind"];

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function hasAnyAdmin(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  return row !== undefined;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

function prepareFindLiveSession(db: Database) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("find_live_session");
}

/**
 * The statement of every authenticated request on PostgreSQL, built once per database handle and
 * prepared by name (the server parses and plans it once per connection): building it through the
 * query builder was the largest share of Node's CPU in a request after the socket writes.
 */
const liveSessionStatements = new WeakMap<Database, ReturnType<typeof prepareFindLiveSession>>();

/** The live session for a token hash and its user, or nothing. */
export async function findLiveSession(db: Database, tokenHash: string) {
  let statement = liveSessionStatements.get(db);
  if (!statement) {
    statement = prepareFindLiveSession(db);
    liveSessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ tokenHash, now: new Date().toISOString() });
  return row;
}

export async function touchSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSessionByHash(db: Database, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * After a password change: every session ends, and so does every grant a session or the old password
 * gave (the public flow's identity grant, other reset links, download links). Activation links stay:
 * they open a registration, not what the password protects.
 */
export async function endWhatThePasswordGranted(db: Database, userId: string): Promise<void> {
  await revokeUserSessions(db, userId);
  for (const kind of ["subscription_access", "password_reset"] as const) {
    await retireAccountTokens(db, userId, kind);
  }
  await db.delete(downloadGrants).where(eq(downloadGrants.userId, userId));
}

export async function findLoginFailures(db: Database, email: string) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.email, email)).limit(1);
  return row;
}

/**
 * Counts one more failure for the e-mail in one statement (safe under concurrent attempts). A count
 * older than the lock window, or an expired lock, starts again at 1; reaching `maxFailures` locks.
 */
export async function recordLoginFailure(db: Database, email: string, maxFailures: number, lockMs: number) {
  const seconds = lockMs / 1000;
  const isFresh = sql`(lf.last_failure_at < now() - make_interval(secs => ${seconds}) or lf.locked_until <= now())`;
  const nextCount = sql`(case when ${isFresh} then 1 else lf.failure_count + 1 end)`;
  const result = (await db.execute(sql`
    insert into login_failures as lf (email, failure_count, last_failure_at, locked_until)
    values (${email}, 1, now(), case when 1 >= ${maxFailures} then now() + make_interval(secs => ${seconds}) end)
    on conflict (email) do update set
      failure_count = ${nextCount},
      last_failure_at = now(),
      locked_until = case when ${nextCount} >= ${maxFailures} then now() + make_interval(secs => ${seconds}) end
    returning failure_count, locked_until`)) as unknown as {
    rows: { failure_count: number; locked_until: Date | string | null }[];
  };
  const row = result.rows[0]!;
  return {
    failureCount: Number(row.failure_count),
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
  };
}

export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Stores a new single-use token and supersedes every earlier unused one of the same kind. */
export async function replaceAccountToken(
  db: Database,
  values: { userId: string; kind: AccountTokenKind; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ supersededAt: new Date() })
      .where(
        and(
          eq(accountTokens.userId, values.userId),
          eq(accountTokens.kind, values.kind),
          isNull(accountTokens.usedAt),
          isNull(accountTokens.supersededAt),
        ),
      );
    await tx.insert(accountTokens).values(values);
  });
}

/** Stores a new single-use token; the earlier ones stay valid until `retireAccountTokens` keeps only it (its mail sent). */
export async function addAccountToken(
  db: Database,
  values: { userId: string; kind: AccountTokenKind; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/**
 * Stores a new single-use token without touching earlier ones, unless `max` tokens of this kind were
 * already created for the user within `windowMs`; false then. The user's row is locked meanwhile, so
 * concurrent sends cannot pass the limit together.
 */
export async function addAccountTokenWithinLimit(
  db: Database,
  values: { userId: string; kind: AccountTokenKind; tokenHash: string; expiresAt: Date },
  limit: { max: number; windowMs: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for("update");
    const [recent] = await tx
      .select({ total: count() })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, values.userId),
          eq(accountTokens.kind, values.kind),
          gt(accountTokens.createdAt, new Date(Date.now() - limit.windowMs)),
        ),
      );
    if (Number(recent?.total ?? 0) >= limit.max) return false;
    await tx.insert(accountTokens).values(values);
    return true;
  });
}

/**
 * Ends every unused token of a kind for the user (after one of them did its job), but the one whose hash
 * is `keptHash` when given (the link just mailed).
 */
export async function retireAccountTokens(
  db: Database,
  userId: string,
  kind: AccountTokenKind,
  keptHash?: string,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ supersededAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.kind, kind),
        keptHash === undefined ? undefined : ne(accountTokens.tokenHash, keptHash),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.supersededAt),
      ),
    );
}

export async function findAccountToken(db: Database, kind: AccountTokenKind, tokenHash: string) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.kind, kind), eq(accountTokens.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/** Marks a token used; false when another request used it first. */
/** Gives back a token taken by `consumeAccountToken` whose action then failed: usable again. */
export async function releaseAccountToken(db: Database, id: string): Promise<void> {
  await db.update(accountTokens).set({ usedAt: null }).where(eq(accountTokens.id, id));
}

export async function consumeAccountToken(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), isNull(accountTokens.supersededAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}
