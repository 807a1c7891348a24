import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, GOOD_PASSWORD, uniqueEmail } from "../../../../tests/support/accounts";
import { solveCaptcha, solveExpiredCaptcha } from "../../../../tests/support/captcha";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { users } from "../../db/schema";

const REFUSED = {
  code: "CAPTCHA_INVALID",
  message: "La verificación captcha no es válida o ya fue utilizada. Por favor, complétela de nuevo.",
};

describe.each(TEST_BACKENDS)(
  "captcha on every account form: once, and only before it expires (%s)",
  (backend) => {
    let t: TestApp;
    let known: { email: string; password: string };

    beforeAll(async () => {
      t = await createTestApp(backend, { isWorker: false });
      await t.app.ready();
      known = await createUser(t.ctx.db);
    });
    afterAll(async () => {
      await t.close();
    });

    /** A valid body for each form, with a fresh e-mail where it matters. */
    const FORMS: Record<string, () => Record<string, unknown>> = {
      "/api/auth/register": () => ({
        full_name: "Marta Díaz",
        email: uniqueEmail("captcha"),
        password: GOOD_PASSWORD,
        phone: "5512345678",
      }),
      "/api/auth/forgot-password": () => ({ email: known.email }),
      "/api/auth/reset-password": () => ({ token: "enlace-que-no-existe", new_password: "Nueva#Clave2026" }),
      "/api/auth/login": () => ({ email: uniqueEmail("captcha"), password: "Otra#Clave2026" }),
    };

    it.each(Object.keys(FORMS))("%s refuses a captcha solution used before", async (url) => {
      const token = await solveCaptcha(t.app);
      const first = await t.app.inject({
        method: "POST",
        url,
        payload: { ...FORMS[url]!(), recaptcha_token: token },
      });
      expect(first.json().code).not.toBe("CAPTCHA_INVALID");
      const replayed = await t.app.inject({
        method: "POST",
        url,
        payload: { ...FORMS[url]!(), recaptcha_token: token },
      });
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toEqual(REFUSED);
    });

    it.each(Object.keys(FORMS))("%s refuses a solved captcha whose challenge has expired", async (url) => {
      const body = FORMS[url]!();
      const expired = await t.app.inject({
        method: "POST",
        url,
        payload: { ...body, recaptcha_token: await solveExpiredCaptcha(t.ctx.db) },
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual(REFUSED);
      if (url === "/api/auth/register") {
        const created = await t.ctx.db
          .select()
          .from(users)
          .where(eq(users.email, String(body.email)));
        expect(created).toEqual([]);
      }
    });
  },
);
