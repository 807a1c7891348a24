import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";

const REQUIRED_PASSWORD = "La contraseña es requerida";
const RECOVERY_CAPTCHA = "Por favor, complete el captcha";

/**
 * Every JSON endpoint of the accounts area: a body of the right shape to vary, and what the server says,
 * in Spanish, for each field when the body is empty (the spec's texts where the spec has one).
 */
const ENDPOINTS = [
  {
    url: "/api/auth/login",
    valid: { email: "a@b.mx", password: "x", recaptcha_token: "x" },
    missing: {
      email: "Email y contraseña son requeridos",
      password: "Email y contraseña son requeridos",
      recaptcha_token: "Por favor complete el captcha",
    },
  },
  {
    url: "/api/auth/register",
    valid: { full_name: "Ana", email: "a@b.mx", password: "x", phone: "5512345678", recaptcha_token: "x" },
    missing: {
      full_name: "El nombre completo es requerido",
      email: "El correo electrónico es requerido",
      password: REQUIRED_PASSWORD,
      phone: "El teléfono es requerido",
      recaptcha_token: "Por favor, complete la verificación reCAPTCHA",
    },
  },
  {
    url: "/api/auth/activate",
    valid: { token: "x" },
    missing: { token: "No se encontró un token de activación válido en la URL." },
  },
  {
    url: "/api/auth/resend-activation",
    valid: { email: "a@b.mx" },
    missing: { email: "Por favor, ingrese un correo electrónico válido." },
  },
  {
    url: "/api/auth/forgot-password",
    valid: { email: "a@b.mx", recaptcha_token: "x" },
    missing: {
      email: "Por favor, ingrese una dirección de correo electrónico válida",
      recaptcha_token: RECOVERY_CAPTCHA,
    },
  },
  {
    url: "/api/auth/reset-password",
    valid: { token: "x", new_password: "x", recaptcha_token: "x" },
    missing: {
      token: "No se pudo actualizar la contraseña. Por favor, intente nuevamente.",
      new_password: REQUIRED_PASSWORD,
      recaptcha_token: RECOVERY_CAPTCHA,
    },
  },
  {
    url: "/api/payments/confirm/TOKEN12345",
    valid: { user_id: "00000000-0000-4000-8000-000000000000", transaction_id: "I-X" },
    missing: {
      user_id: "Falta el identificador de usuario",
      transaction_id: "Falta el identificador de la suscripción",
    },
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
    async ({ url, valid, missing }) => {
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
      expect(empty.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Los datos de la solicitud no son válidos.",
      });
      const byField = (response: { json(): { detail: { field: string; message: string }[] } }) =>
        Object.fromEntries(response.json().detail.map((issue) => [issue.field, issue.message]));
      expect(byField(empty)).toEqual(missing);
      expect(empty.json().detail).toHaveLength(Object.keys(missing).length);

      // A field of the wrong type is named in the same Spanish words as a missing one.
      const mistyped = Object.fromEntries(Object.keys(valid).map((key) => [key, { no: "es texto" }]));
      const wrongTypes = await t.app.inject({ method: "POST", url, payload: mistyped });
      expect(wrongTypes.statusCode).toBe(400);
      expect(byField(wrongTypes)).toEqual(missing);

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
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      detail: [
        { field: "token", message: "No se pudo actualizar la contraseña. Por favor, intente nuevamente." },
      ],
    });
  });

  it("names malformed values in Spanish: e-mails, a user id, a weak new password", async () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        "/api/auth/resend-activation",
        { email: "sin-arroba" },
        { email: "Por favor, ingrese un correo electrónico válido." },
      ],
      [
        "/api/auth/forgot-password",
        { email: "a@", recaptcha_token: "x" },
        { email: "Por favor, ingrese una dirección de correo electrónico válida" },
      ],
      [
        "/api/auth/reset-password",
        { token: "x", new_password: "corta", recaptcha_token: "x" },
        {
          new_password:
            "La contraseña debe tener al menos 12 caracteres, una mayúscula, una minúscula, un número y un carácter especial (# $ % & _ -)",
        },
      ],
      [
        "/api/payments/confirm/TOKEN12345",
        { user_id: "123", transaction_id: "I-X" },
        { user_id: "El identificador de usuario no es válido." },
      ],
    ];
    for (const [url, payload, expected] of cases) {
      const response = await t.app.inject({ method: "POST", url, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual(
        Object.entries(expected).map(([field, message]) => ({ field, message })),
      );
    }
  });
});
