import type { Database } from "../../db/client";
import {
  findLiveSession,
  insertSession,
  revokeSessionByHash,
  touchSession,
  type UserRow,
} from "./auth.repository";
import { generateToken, hashToken } from "./credentials";

export interface SessionActor {
  user: UserRow;
  sessionId: string;
}

/** Opens a session: a fresh random token, stored only as its hash. */
export async function openSession(options: {
  db: Database;
  userId: string;
  ttlHours: number;
  userAgent?: string;
  ipAddress?: string;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + options.ttlHours * 3_600_000);
  await insertSession(options.db, {
    userId: options.userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300),
    ipAddress: options.ipAddress,
  });
  return { token, expiresAt };
}

/**
 * The user behind a session token, when the session is live: before its absolute expiry and used within
 * the last `idleMinutes` (a session left idle that long is ended, as on a shared computer). Nothing
 * otherwise.
 */
export async function resolveSession(
  db: Database,
  token: string,
  options: { idleMinutes: number },
): Promise<SessionActor | undefined> {
  if (!token || token.length > 200) return undefined;
  const row = await findLiveSession(db, hashToken(token));
  if (!row) return undefined;
  if (Date.now() - row.session.lastSeenAt.getTime() > options.idleMinutes * 60_000) {
    await revokeSessionByHash(db, hashToken(token));
    return undefined;
  }
  // Last-seen is informative; a minute's precision is enough and saves a write per request.
  if (Date.now() - row.session.lastSeenAt.getTime() > 60_000) await touchSession(db, row.session.id);
  return { user: row.user, sessionId: row.session.id };
}

export async function closeSession(db: Database, token: string): Promise<void> {
  await revokeSessionByHash(db, hashToken(token));
}
