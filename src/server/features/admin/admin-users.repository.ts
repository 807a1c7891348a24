import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { TAdminUserListQuery } from "../../../shared/contracts/admin-users";
import type { Database } from "../../db/client";
import { documents, libraryDocuments, projects, users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { containsPattern } from "../audit/audit.repository";
import type { UserRow } from "../auth/auth.repository";

const SORT_COLUMNS = {
  name: users.fullName,
  email: users.email,
  role: users.role,
  status: users.status,
  subscriptionStatus: users.subscriptionStatus,
  lastLogin: users.lastLoginAt,
  created: users.createdAt,
} as const;

function userFilter(query: TAdminUserListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern)));
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.subscriptionStatus) conditions.push(eq(users.subscriptionStatus, query.subscriptionStatus));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of users, searched, filtered and sorted by the database; the id breaks ties. */
export async function listUsers(
  db: Database,
  query: TAdminUserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = userFilter(query);
  const column = SORT_COLUMNS[query.sort];
  // Never-signed-in users go last whichever way 'last login' is sorted.
  const primary =
    query.sort === "lastLogin"
      ? sql`${column} ${sql.raw(query.order)} nulls last`
      : query.order === "asc"
        ? asc(column)
        : desc(column);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(primary, asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/**
 * Applies `change` to a user unless it would leave no active administrator. The active admins are
 * locked first, so two admins demoting each other at once cannot both succeed.
 */
export async function changeUserKeepingAnAdmin(
  db: Database,
  id: string,
  change: (tx: Database, current: UserRow) => Promise<UserRow | undefined>,
  removesAdmin: (current: UserRow) => boolean,
  /** Locks taken before the user's row: whatever waits for that row while holding one of them. */
  lockFirst?: (tx: Database) => Promise<void>,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await lockFirst?.(tx as unknown as Database);
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!current) throw new AppError("NOT_FOUND");
    if (removesAdmin(current)) {
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.status, "active"), ne(users.id, id)))
        .for("update");
      if (others.length === 0) throw new AppError("LAST_ADMIN");
    }
    const updated = await change(tx as unknown as Database, current);
    if (!updated) throw new AppError("NOT_FOUND");
    return updated;
  });
}

/** Whether this user is an active admin (what 'removing an admin' means). */
export function isActiveAdmin(user: Pick<UserRow, "role" | "status">): boolean {
  return user.role === "admin" && user.status === "active";
}

/**
 * The files every row of this user names, read once nothing can add one: its projects locked for update
 * (a generation or an adjusted file waits, then finds the project gone; a new row's key check waits too)
 * and its user row already locked by `changeUserKeepingAnAdmin` (library entries).
 */
export async function listFilesOfUser(db: Database, id: string) {
  await lockProjectsOfUser(db, id);
  const named = { storageKey: documents.storageKey, sha256: documents.sha256 };
  const inProjects = await db.select(named).from(documents).where(eq(documents.ownerId, id));
  const inLibrary = await db
    .select({ storageKey: libraryDocuments.storageKey, sha256: libraryDocuments.sha256 })
    .from(libraryDocuments)
    .where(eq(libraryDocuments.ownerId, id));
  return [...inProjects, ...inLibrary];
}

/**
 * The user's projects, locked for update. A deletion takes them before the user's row: an upload holds
 * its project (FOR SHARE) and then, inserting its row, waits for the user's row (its foreign key);
 * taking the user first made each wait for the other on PostgreSQL (a deadlock, one of the two aborted).
 */
export async function lockProjectsOfUser(db: Database, id: string): Promise<void> {
  await db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, id)).for("update");
}

export async function deleteUserRow(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning();
  return row;
}
