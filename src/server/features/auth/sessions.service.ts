import type { Database } from "../../db/client";
import { findLiveSession, revokeSessionByHash, touchSession, type UserRow } from "./auth.repository";
import { generateToken, hashToken } from "./credentials";
import type { SessionCache } from "./session-cache";
import { insertSessionKeepingNewest } from "./sessions.repository";

/**
 * Live sessions one account may hold (Stop 25, w-25e). A bid manager signs in from a laptop, an office
 * desktop, a phone and a tablet, with two browsers on some: about six. Past ten, the oldest ends, so a
 * stolen password or a script cannot pile up sessions that outlive the one the owner ends.
 */
export const MAX_SESSIONS_PER_ACCOUNT = 10;

export interface SessionActor {
  user: UserRow;
  sessionId: string;
}

/**
 * Opens a session: a fresh random token, stored only as its hash. The account's oldest live sessions
 * beyond `MAX_SESSIONS_PER_ACCOUNT` end here.
 */
export async function openSession(options: {
  db: Database;
  userId: string;
  ttlHours: number;
  userAgent?: string;
  ipAddress?: string;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + options.ttlHours * 3_600_000);
  await insertSessionKeepingNewest(
    options.db,
    {
      userId: options.userId,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: options.userAgent?.slice(0, 300),
      ipAddress: options.ipAddress,
    },
    MAX_SESSIONS_PER_ACCOUNT,
  );
  return { token, expiresAt };
}

/**
 * The user behind a session token, when the session is live: before its absolute expiry and used within
 * the last `idleMinutes` (a session left idle that long is ended, as on a shared computer). Nothing
 * otherwise. With a `cache` (embedded database only, see session-cache.ts) a session already seen is
 * judged again from memory: the same dates, the same user, no statement.
 */
export async function resolveSession(
  db: Database,
  token: string,
  options: { idleMinutes: number; cache?: SessionCache },
): Promise<SessionActor | undefined> {
  if (!token || token.length > 200) return undefined;
  const tokenHash = hashToken(token);
  const { cache } = options;
  let entry = cache?.get(tokenHash);
  if (!entry) {
    const epoch = cache?.currentEpoch() ?? 0;
    const row = await findLiveSession(db, tokenHash);
    if (!row) return undefined;
    entry = {
      user: row.user,
      sessionId: row.session.id,
      expiresAt: row.session.expiresAt,
      lastSeenAt: row.session.lastSeenAt,
    };
    cache?.store(tokenHash, entry, epoch);
  }
  const now = Date.now();
  if (entry.expiresAt.getTime() <= now) {
    cache?.forget(tokenHash);
    return undefined;
  }
  if (now - entry.lastSeenAt.getTime() > options.idleMinutes * 60_000) {
    cache?.forget(tokenHash);
    await revokeSessionByHash(db, tokenHash);
    return undefined;
  }
  // Last-seen is informative; a minute's precision is enough and saves a write per request. The write
  // notifies the cache, which then reads the session again.
  if (now - entry.lastSeenAt.getTime() > 60_000) await touchSession(db, entry.sessionId);
  return { user: { ...entry.user }, sessionId: entry.sessionId };
}

export async function closeSession(db: Database, token: string): Promise<void> {
  await revokeSessionByHash(db, hashToken(token));
}
