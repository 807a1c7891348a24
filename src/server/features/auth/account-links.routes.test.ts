import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, postLogin, tokenFromMail, waitForMail } from "../../../../tests/support/accounts";
import { solveCaptcha } from "../../../../tests/support/captcha";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { accountTokens, sessions } from "../../db/schema";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const THIRTY_MINUTES = 30 * 60_000;

describe.each(TEST_BACKENDS)("account links and sessions at rest (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  async function requestReset(email: string): Promise<string> {
    const before = Date.now();
    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email, recaptcha_token: await solveCaptcha(t.app) },
    });
    return tokenFromMail(await waitForMail(t.ctx.db, email, /contraseña/i, { after: before }));
  }

  async function tokenRow(raw: string) {
    const [row] = await t.ctx.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, sha256(raw)));
    return row!;
  }

  it("a reset link lives 30 minutes: past its time it is refused, in Spanish", async () => {
    const user = await createUser(t.ctx.db);
    const token = await requestReset(user.email);
    const row = await tokenRow(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(THIRTY_MINUTES - 2_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(THIRTY_MINUTES + 2_000);
    const check = () => t.app.inject({ method: "GET", url: `/api/auth/verify-reset-token?token=${token}` });
    expect((await check()).json()).toEqual({ valid: true });

    // Thirty minutes later: the row's expiry is what the server compares with its clock.
    await t.ctx.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(accountTokens.id, row.id));
    expect((await check()).json()).toEqual({ valid: false });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, new_password: "Nueva#Clave2026", recaptcha_token: await solveCaptcha(t.app) },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({
      code: "RESET_TOKEN_INVALID",
      message: "No se pudo actualizar la contraseña. Por favor, intente nuevamente.",
    });
    expect((await postLogin(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it("an activation link lives 30 minutes too", async () => {
    const user = await createUser(t.ctx.db, { status: "inactive" });
    await t.app.inject({
      method: "POST",
      url: "/api/auth/resend-activation",
      payload: { email: user.email },
    });
    const row = await tokenRow(tokenFromMail(await waitForMail(t.ctx.db, user.email, /active/i)));
    expect(row.kind).toBe("activation");
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(THIRTY_MINUTES - 2_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(THIRTY_MINUTES + 2_000);
  });

  it("keeps sessions and links only as SHA-256 hashes: the raw token is nowhere in the database", async () => {
    const user = await createUser(t.ctx.db);
    const login = await postLogin(t.app, user.email, user.password);
    const session = login.json().token as string;
    const link = await requestReset(user.email);

    const [stored] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored!.tokenHash).toBe(sha256(session));
    expect((await tokenRow(link)).userId).toBe(user.id);
    for (const raw of [session, link]) {
      const found = (await t.ctx.db.execute(sql`
        select count(*)::int as total from (
          select row_to_json(s)::text as line from sessions s
          union all select row_to_json(a)::text from account_tokens a
          union all select row_to_json(j)::text from pgboss.job j
        ) everything where line like ${`%${raw}%`}`)) as unknown as { rows: { total: number }[] };
      expect(Number(found.rows[0]!.total)).toBe(0);
    }
  });
});
