/**
 * Stop 25 (w-25e): one account holds at most MAX_SESSIONS_PER_ACCOUNT live sessions; a sign-in past
 * the bound ends the oldest, and sign-ins sent at once never leave more.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, GOOD_PASSWORD, postLogin, sessionCookieOf } from "../../../../tests/support/accounts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { sessions } from "../../db/schema";
import { MAX_SESSIONS_PER_ACCOUNT } from "./sessions.service";

describe.each(TEST_BACKENDS)("sessions per account (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false, env: { AUTH_RATE_LIMIT_MAX: "200" } });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  const liveSessions = (userId: string) =>
    t.ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  const projects = (token: string) =>
    t.app.inject({ method: "GET", url: "/api/projects", cookies: { licita_session: token } });

  it("keeps the most recent ones: one sign-in past the bound signs the oldest browser out", async () => {
    const user = await createUser(t.ctx.db);
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_SESSIONS_PER_ACCOUNT; i += 1) {
      const signedIn = await postLogin(t.app, user.email, GOOD_PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      tokens.push(sessionCookieOf(signedIn)!);
    }
    expect(await liveSessions(user.id)).toHaveLength(MAX_SESSIONS_PER_ACCOUNT);
    const oldest = await projects(tokens[0]!);
    expect(oldest.statusCode).toBe(401);
    expect(oldest.json().message).toBe("Su sesión ha expirado. Por favor, inicie sesión nuevamente.");
    for (const token of tokens.slice(1)) expect((await projects(token)).statusCode).toBe(200);
  });

  it("sign-ins sent at once leave no more than the bound", async () => {
    const user = await createUser(t.ctx.db);
    const answers = await Promise.all(
      Array.from({ length: MAX_SESSIONS_PER_ACCOUNT + 6 }, () => postLogin(t.app, user.email, GOOD_PASSWORD)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(
      MAX_SESSIONS_PER_ACCOUNT,
    );
    expect(await liveSessions(user.id)).toHaveLength(MAX_SESSIONS_PER_ACCOUNT);
  });
});
