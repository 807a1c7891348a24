import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { sessions, users } from "../../db/schema";
import type { UserRow } from "./auth.repository";
import { hashToken } from "./credentials";
import { SessionCache } from "./session-cache";

/**
 * Changes written straight to the database (as another part of the product, a job or an operator
 * would) must reach the very next request, whether or not the session was judged from memory.
 */
describe.each(TEST_BACKENDS)("sessions judged from memory stay true to the database (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  const projects = (cookies: Record<string, string>) =>
    t.app.inject({ method: "GET", url: "/api/projects", cookies });

  it("keeps sessions in memory on the embedded database only", async () => {
    const client = await signedInClient(t.app, t.ctx.db);
    expect((await projects(client.cookies)).statusCode).toBe(200);
    if (backend === "pglite") expect(t.ctx.sessionCache?.get(hashToken(client.token))).toBeDefined();
    else expect(t.ctx.sessionCache).toBeUndefined();
  });

  it("refuses the next request once the user is suspended, or its paid period ends", async () => {
    const suspended = await signedInClient(t.app, t.ctx.db);
    const expired = await signedInClient(t.app, t.ctx.db);
    for (const client of [suspended, expired]) {
      expect((await projects(client.cookies)).statusCode).toBe(200);
      expect((await projects(client.cookies)).statusCode).toBe(200);
    }
    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, suspended.user.id));
    const refused = await projects(suspended.cookies);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("SECURE_AUTH_ERROR_SUSPENDED");

    await t.ctx.db
      .update(users)
      .set({ paidThrough: new Date(Date.now() - 1_000) })
      .where(eq(users.id, expired.user.id));
    expect((await projects(expired.cookies)).json().code).toBe("SECURE_AUTH_ERROR_NOT_PAID");
  });

  it("refuses a session revoked, or whose user was deleted, from its next request", async () => {
    const revoked = await signedInClient(t.app, t.ctx.db);
    const deleted = await signedInClient(t.app, t.ctx.db);
    const other = await signedInClient(t.app, t.ctx.db);
    for (const client of [revoked, deleted, other])
      expect((await projects(client.cookies)).statusCode).toBe(200);

    await t.ctx.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(revoked.token)));
    expect((await projects(revoked.cookies)).statusCode).toBe(401);
    await t.ctx.db.execute(sql`delete from users where id = ${deleted.user.id}`);
    expect((await projects(deleted.cookies)).statusCode).toBe(401);
    // Somebody else's change leaves this client signed in.
    expect((await projects(other.cookies)).statusCode).toBe(200);
  });

  it("ends a session at its absolute expiry even when it was judged from memory", async () => {
    const client = await signedInClient(t.app, t.ctx.db);
    expect((await projects(client.cookies)).statusCode).toBe(200);
    const entry = t.ctx.sessionCache?.get(hashToken(client.token));
    if (entry) entry.expiresAt = new Date(Date.now() - 1);
    else
      await t.ctx.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(sessions.tokenHash, hashToken(client.token)));
    expect((await projects(client.cookies)).statusCode).toBe(401);
  });

  it("a logout ends the session for the next request", async () => {
    const client = await signedInClient(t.app, t.ctx.db);
    expect((await projects(client.cookies)).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", cookies: client.cookies });
    expect(out.statusCode).toBe(204);
    expect((await projects(client.cookies)).statusCode).toBe(401);
  });
});

describe("SessionCache", () => {
  const user = { id: "u1" } as UserRow;
  const entry = () => ({ user, sessionId: "s1", expiresAt: new Date(), lastSeenAt: new Date() });

  it("does not store what a lookup read before a change arrived", () => {
    const cache = new SessionCache();
    const epoch = cache.currentEpoch();
    cache.forgetUser("someone-else");
    cache.store("h1", entry(), epoch);
    expect(cache.get("h1")).toBeUndefined();
    cache.store("h1", entry(), cache.currentEpoch());
    expect(cache.get("h1")).toBeDefined();
    cache.forgetUser("u1");
    expect(cache.get("h1")).toBeUndefined();
  });

  it("stays bounded", () => {
    const cache = new SessionCache();
    for (let index = 0; index < 6_000; index++) cache.store(`h${index}`, entry(), cache.currentEpoch());
    expect(cache.size).toBeLessThanOrEqual(5_000);
    expect(cache.get("h5999")).toBeDefined();
    expect(cache.get("h0")).toBeUndefined();
  });
});
