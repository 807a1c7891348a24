/**
 * The real server (`node scripts/start.mjs`) on a free port and a fresh DATA_DIR, and the requests an
 * outsider sends it over HTTP: no app.inject, no shortcut into the database.
 */
import type { Challenge } from "altcha-lib";
import { encodeAltchaPayload } from "../../src/server/adapters/captcha/altcha-payload";
import { solveAltchaChallenge } from "../support/captcha";
import {
  freePort,
  freshDataDir,
  type Server,
  startServer,
  stopServer,
  waitUntilHealthy,
} from "../support/server-process";

export const PASSWORD = "Propuesta#2026_ok";
export const ADMIN = { email: "admin.seguridad@licita.mx", password: "Administra#2026_sec" };

export interface LiveServer {
  base: string;
  port: number;
  dataDir: string;
  server: Server;
  stop(): Promise<void>;
}

export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveServer> {
  const port = await freePort();
  const dataDir = await freshDataDir();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: "info",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: "Administración",
    ...env,
  });
  await waitUntilHealthy(server, 120_000);
  return { base, port, dataDir, server, stop: async () => void (await stopServer(server)) };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json(): any;
}

/** One request; `cookie` is a session token sent as the web app's cookie. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; raw?: BodyInit; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.cookie = `licita_session=${options.token}`;
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    headers["content-type"] ??= "application/json";
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${base}${path}`, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: () => JSON.parse(text),
  };
}

/** A solved captcha for `recaptcha_token`, as the browser's widget makes it. */
export async function captcha(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Challenge;
  return encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));
}

export async function login(base: string, email: string, password: string, headers = {}) {
  return call(base, "POST", "/api/auth/login", {
    body: { email, password, recaptcha_token: await captcha(base) },
    headers,
  });
}

/** The newest outbox link to `to` whose subject matches (loopback only). */
export async function outboxLink(base: string, to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { messages } = (await call(base, "GET", "/api/dev/outbox")).json() as {
      messages: { to: string; subject: string; primaryLink?: string }[];
    };
    const found = messages.find((message) => message.to.includes(to) && subject.test(message.subject));
    if (found?.primaryLink) return found.primaryLink;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@empresa.mx`;
}

/** Registration, payment approved in the built-in sandbox, confirmation; not yet activated. */
export async function registerAndPay(base: string, fullName = "Cliente de Prueba") {
  const email = uniqueEmail("cliente");
  const registered = await call(base, "POST", "/api/auth/register", {
    body: {
      full_name: fullName,
      email,
      password: PASSWORD,
      phone: "5512345678",
      recaptcha_token: await captcha(base),
    },
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
  const { user_id: userId, payment_url: paymentUrl } = registered.json();
  const { confirmPath, subscriptionId } = await approveCheckout(base, paymentUrl);
  const confirmBody = { user_id: userId, transaction_id: subscriptionId };
  const confirmed = await call(base, "POST", confirmPath, { body: confirmBody });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  return { email, userId: userId as string, confirmPath, confirmBody };
}

/** The buyer approves a checkout on the built-in sandbox's page: the confirmation path PayPal returns to. */
export async function approveCheckout(base: string, paymentUrl: string) {
  const url = new URL(paymentUrl, base);
  const approvalPage = (await call(base, "GET", url.pathname + url.search)).text;
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)Aprobar pago/.exec(approvalPage);
  if (!form) throw new Error("no approval form in the sandbox page");
  const fields = new URLSearchParams();
  for (const input of form[2]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"[^>]*>/g)) {
    if (/type="radio"/.test(input[0]) && !/\bchecked\b/.test(input[0])) continue;
    fields.set(input[1]!, input[2]!.replaceAll("&amp;", "&"));
  }
  const approved = await call(base, "POST", form[1]!.replaceAll("&amp;", "&"), {
    raw: fields.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
  });
  const back = new URL(approved.headers.get("location")!, base);
  return {
    confirmPath: `/api/payments/confirm/${back.searchParams.get("token")}`,
    subscriptionId: back.searchParams.get("subscription_id")!,
  };
}

/** A paid, activated, signed-in client: its e-mail, id and session token. */
export async function signedInClient(base: string, fullName?: string) {
  const paid = await registerAndPay(base, fullName);
  const link = new URL(await outboxLink(base, paid.email, /activ/i));
  const activated = await call(base, "POST", "/api/auth/activate", {
    body: { token: link.searchParams.get("token") },
  });
  if (activated.status !== 200) throw new Error(`activate: ${activated.status} ${activated.text}`);
  const signedIn = await login(base, paid.email, PASSWORD);
  if (signedIn.status !== 200) throw new Error(`login: ${signedIn.status} ${signedIn.text}`);
  return { ...paid, token: signedIn.json().token as string };
}

/** A multipart upload body with one file under `documentType`. */
export function uploadForm(
  documentType: string,
  name: string,
  content: Buffer | string,
  type = "application/octet-stream",
) {
  const form = new FormData();
  form.set("documentType", documentType);
  form.set(
    "files",
    new Blob([typeof content === "string" ? content : new Uint8Array(content)], { type }),
    name,
  );
  return form;
}
