import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { sessions } from "../../db/schema";
import { hashToken } from "./credentials";

describe.each(TEST_BACKENDS)("sessions: idle time-out and no caching (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false, env: { SESSION_IDLE_MINUTES: "30" } });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  const idleFor = (token: string, minutes: number) =>
    t.ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));

  it("ends a session left unused longer than SESSION_IDLE_MINUTES, keeps one in use", async () => {
    const idle = await signedInClient(t.app, t.ctx.db);
    const busy = await signedInClient(t.app, t.ctx.db);
    await idleFor(idle.token, 31);
    await idleFor(busy.token, 29);
    const refused = await t.app.inject({ method: "GET", url: "/api/projects", cookies: idle.cookies });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("Su sesión ha expirado. Por favor, inicie sesión nuevamente.");
    // Ended for good: using it again does not revive it.
    await idleFor(idle.token, 0);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/projects", cookies: idle.cookies })).statusCode,
    ).toBe(401);
    const served = await t.app.inject({ method: "GET", url: "/api/projects", cookies: busy.cookies });
    expect(served.statusCode).toBe(200);
  });

  it("marks every authenticated answer Cache-Control: no-store", async () => {
    const client = await signedInClient(t.app, t.ctx.db);
    for (const url of ["/api/projects", "/api/auth/profile"]) {
      const response = await t.app.inject({ method: "GET", url, cookies: client.cookies });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toContain("no-store");
    }
    const bearer = await t.app.inject({
      method: "GET",
      url: "/api/projects",
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(bearer.headers["cache-control"]).toContain("no-store");
  });
});
