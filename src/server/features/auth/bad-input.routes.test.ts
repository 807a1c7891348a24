import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";

/** Every JSON endpoint of the accounts area, with a body of the right shape to vary. */
const ENDPOINTS = [
  { url: "/api/auth/login", valid: { email: "a@b.mx", password: "x", recaptcha_token: "x" } },
  {
    url: "/api/auth/register",
    valid: { full_name: "Ana", email: "a@b.mx", password: "x", phone: "5512345678", recaptcha_token: "x" },
  },
  { url: "/api/auth/activate", valid: { token: "x" } },
  { url: "/api/auth/resend-activation", valid: { email: "a@b.mx" } },
  { url: "/api/auth/forgot-password", valid: { email: "a@b.mx", recaptcha_token: "x" } },
  { url: "/api/auth/reset-password", valid: { token: "x", new_password: "x", recaptcha_token: "x" } },
  {
    url: "/api/payments/confirm/TOKEN12345",
    valid: { user_id: "00000000-0000-4000-8000-000000000000", transaction_id: "I-X" },
  },
];

describe.each(TEST_BACKENDS)("bad input on every account endpoint (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(ENDPOINTS)(
    "$url: malformed, empty, mistyped and oversized bodies get 400/413 in Spanish",
    async ({ url, valid }) => {
      const malformed = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: '{"email": "a@b.mx",',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        code: "MALFORMED_JSON",
        message: "El cuerpo de la solicitud no es un JSON válido.",
      });

      const empty = await t.app.inject({ method: "POST", url, payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe("VALIDATION_ERROR");
      const fields = empty.json().detail.map((issue: { field: string }) => issue.field);
      expect(fields.sort()).toEqual(Object.keys(valid).sort());

      const mistyped = Object.fromEntries(Object.keys(valid).map((key) => [key, { no: "es texto" }]));
      const wrongTypes = await t.app.inject({ method: "POST", url, payload: mistyped });
      expect(wrongTypes.statusCode).toBe(400);
      for (const issue of wrongTypes.json().detail as { message: string }[]) {
        expect(issue.message).not.toMatch(/^Invalid|expected/);
      }

      const oversized = await t.app.inject({
        method: "POST",
        url,
        payload: { ...valid, padding: "x".repeat(1_100_000) },
      });
      expect(oversized.statusCode).toBe(413);
      expect(oversized.json().code).toBe("PAYLOAD_TOO_LARGE");

      const notJson = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/xml" },
        payload: "<hola/>",
      });
      expect(notJson.statusCode).toBe(415);
      expect(notJson.json().message).toBe("El tipo de contenido enviado no es compatible.");
    },
  );

  it("refuses a reset-token check with a mistyped query", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/auth/verify-reset-token?token=${"x".repeat(500)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_ERROR");
  });
});
