import type { FastifyInstance } from "fastify";
import { listOutbox, type OutboxEntry } from "../../src/server/adapters/mail/outbox-mailer";
import type { Database } from "../../src/server/db/client";
import { insertUser, type UserRow } from "../../src/server/features/auth/auth.repository";
import { hashPassword } from "../../src/server/features/auth/credentials";
import { solveCaptcha } from "./captcha";

export const GOOD_PASSWORD = 'Licitación#2026"ok';

let counter = 0;
/** A unique e-mail per call, so tests in one suite never share an account or a lock. */
export function uniqueEmail(prefix = "cliente"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@empresa.mx`;
}

/** A user written straight to the database (an already activated, paid-up client by default). */
export async function createUser(
  db: Database,
  overrides: Partial<Omit<UserRow, "passwordHash">> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const password = overrides.password ?? GOOD_PASSWORD;
  const { password: _ignored, ...rest } = overrides;
  const user = await insertUser(db, {
    email: uniqueEmail(),
    fullName: "María Fernanda López",
    phone: "5512345678",
    role: "cliente",
    status: "active",
    subscriptionStatus: "al corriente",
    paidThrough: new Date(Date.now() + 30 * 86_400_000),
    ...rest,
    passwordHash: await hashPassword(password),
  });
  return { ...user, password };
}

/** POST /api/auth/login with a freshly solved captcha. */
export async function postLogin(app: FastifyInstance, email: string, password: string, headers = {}) {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers,
    payload: { email, password, recaptcha_token: await solveCaptcha(app) },
  });
}

/** POST /api/auth/register with a freshly solved captcha; `overrides` replace payload fields. */
export async function postRegister(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      full_name: "José Ángel Núñez",
      email: uniqueEmail("registro"),
      password: GOOD_PASSWORD,
      phone: "5587654321",
      recaptcha_token: await solveCaptcha(app),
      ...overrides,
    },
  });
}

/** POST /api/payments/confirm/:token as the result page does, from PayPal's return URL. */
export async function postConfirm(app: FastifyInstance, returnUrl: URL, userId: string) {
  return app.inject({
    method: "POST",
    url: `/api/payments/confirm/${returnUrl.searchParams.get("token")}`,
    payload: { user_id: userId, transaction_id: returnUrl.searchParams.get("subscription_id") },
  });
}

/** Waits (bounded) for a message to `to` whose subject matches, as the job worker writes it. */
export async function waitForMail(
  db: Database,
  to: string,
  subject: RegExp,
  options: { timeoutMs?: number; after?: number } = {},
): Promise<OutboxEntry> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const found = (await listOutbox(db)).find(
      (entry) =>
        entry.to.includes(to) &&
        subject.test(entry.subject) &&
        Date.parse(entry.date) >= (options.after ?? 0),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no e-mail to ${to} matching ${subject} within the time limit`);
}

/** The token in a mail's link (`?token=`). */
export function tokenFromMail(entry: OutboxEntry): string {
  const link = entry.primaryLink ?? entry.links.find((url) => url.includes("token="));
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error(`the e-mail '${entry.subject}' carries no token link`);
  return token;
}

/** The session cookie's value in a response's Set-Cookie. */
export function sessionCookieOf(response: {
  cookies: { name: string; value: string }[];
}): string | undefined {
  return response.cookies.find((cookie) => cookie.name === "licita_session")?.value;
}

/** A signed-in client: its row and the cookie header its requests carry. */
export async function signedInClient(
  app: FastifyInstance,
  db: Database,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(db, overrides);
  const response = await postLogin(app, user.email, user.password);
  const token = sessionCookieOf(response);
  if (!token) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { user, token, cookies: { licita_session: token } };
}
