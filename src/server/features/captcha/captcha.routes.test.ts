import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveCaptcha } from "../../../../tests/support/captcha";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import { CAPTCHA_CHALLENGE_PATH } from "../../../shared/contracts/captcha";
import { createAltchaCaptcha } from "../../adapters/captcha/altcha-captcha";
import type { Captcha } from "../../adapters/captcha/create-captcha";
import { createRecaptchaCaptcha } from "../../adapters/captcha/recaptcha-captcha";
import { loadConfig } from "../../config/config";
import { registerErrorHandler } from "../../http/plugins/error-handler";
import { registerSecurity } from "../../http/plugins/security";
import { captchaRoutes } from "./captcha.routes";

/** The route with the app's own error handler and security plugin (rate limit, CSP) in front of it. */
async function buildCaptchaApp(captcha: Captcha, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, loadConfig({ NODE_ENV: "test", ...env }));
  await app.register(captchaRoutes, { captcha });
  await app.ready();
  return app;
}

describe.each(TEST_BACKENDS)("GET /api/captcha/challenge (%s)", (backend) => {
  let testDatabase: TestDatabase;
  let altchaApp: FastifyInstance;
  let captcha: ReturnType<typeof createAltchaCaptcha>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    captcha = createAltchaCaptcha({ db: testDatabase.database.db, hmacKey: "clave-de-rutas-".repeat(3) });
    altchaApp = await buildCaptchaApp(captcha);
  });

  afterAll(async () => {
    await altchaApp.close();
    await testDatabase.destroy();
  });

  it("serves a fresh signed challenge that no cache may keep", async () => {
    const first = await altchaApp.inject({ method: "GET", url: CAPTCHA_CHALLENGE_PATH });
    const second = await altchaApp.inject({ method: "GET", url: CAPTCHA_CHALLENGE_PATH });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toContain("application/json");
    expect(first.headers["cache-control"]).toBe("no-store");
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(["parameters", "signature"]);
    expect(body.parameters).toMatchObject({
      algorithm: "PBKDF2/SHA-256",
      keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
      expiresAt: expect.any(Number),
    });
    expect(second.json().parameters.nonce).not.toBe(body.parameters.nonce);
  });

  it("gives solveCaptcha a token the captcha accepts exactly once", async () => {
    const token = await solveCaptcha(altchaApp);
    expect(await captcha.verify(token)).toBe(true);
    expect(await captcha.verify(token)).toBe(false);
    expect(await captcha.verify(await solveCaptcha(altchaApp))).toBe(true);
  });

  it("is counted by the global rate limit like every other route", async () => {
    const limited = await buildCaptchaApp(captcha, { RATE_LIMIT_MAX: "2" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.inject({ method: "GET", url: CAPTCHA_CHALLENGE_PATH })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it("lets the page load nothing from Google while ALTCHA is the captcha", async () => {
    const response = await altchaApp.inject({ method: "GET", url: CAPTCHA_CHALLENGE_PATH });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain("google");
  });

  it("does not exist when the installation uses reCAPTCHA, whose script and frame the page may load", async () => {
    const recaptcha = createRecaptchaCaptcha({ secretKey: "s", verifyUrl: "http://127.0.0.1:9/siteverify" });
    const app = await buildCaptchaApp(recaptcha, { RECAPTCHA_SITE_KEY: "sitio", RECAPTCHA_SECRET_KEY: "s" });
    try {
      const response = await app.inject({ method: "GET", url: CAPTCHA_CHALLENGE_PATH });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: "NOT_FOUND",
        message: "El recurso solicitado no fue encontrado.",
      });
      await expect(solveCaptcha(app)).rejects.toThrow(/404/);
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain(
        "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
      );
      expect(csp).toContain(
        "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;",
      );
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    } finally {
      await app.close();
    }
  });
});
