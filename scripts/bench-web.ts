/**
 * The first load as a visitor feels it: for /login, /register, /client-dashboard and a project's
 * workspace, the bytes the browser transferred (compressed, as sent) and the time from navigation to
 * the screen's form or content being visible (in the document and painted: the later of Playwright's
 * visibility and the first contentful paint), and for the two prerendered screens the time until the
 * app has taken the form over (its captcha mounted), in Debian's Chromium with an empty cache, on localhost and over a
 * throttled link (6.4 Mbit/s, 150 ms latency: Chrome DevTools' network emulation). Each figure is the
 * median of RUNS. The server is the real one (`node scripts/start.mjs`, built web app) on a scratch
 * data folder; a paid-up client is written to its database first and signs in through the API.
 *
 * Then the jobs in that running app (scripts/bench-web-jobs.ts): upload finished → reading started and
 * → 'Listo' for the real tenders (one of 49 pages), and 'Generar' → first step on screen.
 *
 *   npm run bench:web            (RUNS=5 by default: BENCH_WEB_RUNS=N to change;
 *                                 BENCH_WEB_JOBS=0 measures the screens only)
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { encodeAltchaPayload } from "../src/server/adapters/captcha/altcha-payload";
import { openDatabase } from "../src/server/db/client";
import { insertUser } from "../src/server/features/auth/auth.repository";
import { hashPassword } from "../src/server/features/auth/credentials";
import { solveAltchaChallenge } from "../tests/support/captcha";
import { freePort, startServer, stopServer, waitUntilHealthy } from "../tests/support/server-process";
import { measureJobs } from "./bench-web-jobs";

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const THROTTLED = { latency: 150, downloadThroughput: 6_400_000 / 8, uploadThroughput: 6_400_000 / 8 };
const TARGET = { loginBytes: 250 * 1024, loginThrottledMs: 1_000 };
const EMAIL = "medicion.web@empresa.mx";
const PASSWORD = "Propuesta#2026_ok";

interface Screen {
  name: string;
  path: string;
  /** What a person waits for on that screen. */
  ready: (page: Page) => Promise<void>;
  /** When the screen answers to the person (its code has taken the page over), if it differs. */
  interactive?: (page: Page) => Promise<void>;
}

/** The form of a first screen is usable once the app has adopted it and mounted its captcha. */
const captchaMounted = (page: Page) => page.locator("altcha-widget").waitFor({ state: "attached" });

/** A paid-up, active client written straight into the scratch database before the server opens it. */
async function seedClient(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await insertUser(database.db, {
    email: EMAIL,
    fullName: "Medición Web",
    passwordHash: await hashPassword(PASSWORD),
    status: "active",
    subscriptionStatus: "al corriente",
    paidThrough: new Date(Date.now() + 30 * 24 * 3600 * 1000),
  });
  await database.close();
}

/** Signs in through the API (captcha solved here) and makes one started project; returns cookie and id. */
async function signIn(base: string): Promise<{ cookie: string; user: unknown; projectId: string }> {
  const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
  const token = encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, recaptcha_token: token }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const { user } = (await login.json()) as { user: unknown };
  const headers = { "content-type": "application/json", cookie };
  const created = await fetch(`${base}/api/projects`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Licitación de medición", description: "Proyecto para bench:web" }),
  });
  if (created.status !== 201) throw new Error(`project answered ${created.status}: ${await created.text()}`);
  const { project } = (await created.json()) as { project: { id: string } };
  return { cookie, user, projectId: project.id };
}

async function measure(
  base: string,
  screen: Screen,
  session: { cookie: string; user: unknown } | undefined,
  throttled: boolean,
  isUncompressed = false,
): Promise<{ bytes: number; ms: number; requests: number; interactiveMs: number | null }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ locale: "es-MX", timezoneId: "America/Mexico_City" });
    if (session) {
      const at = session.cookie.indexOf("=");
      const [name, value] = [session.cookie.slice(0, at), session.cookie.slice(at + 1)];
      await context.addCookies([{ name, value, url: base }]);
      // The web app asks for the profile only when it remembers a signed-in user, as after a login.
      await context.addInitScript(
        (user) => localStorage.setItem("user_data", JSON.stringify(user)),
        session.user,
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (throttled) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...THROTTLED });
    if (isUncompressed) {
      await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "identity" } });
    }
    let bytes = 0;
    let requests = 0;
    cdp.on("Network.loadingFinished", (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    const started = performance.now();
    await page.goto(`${base}${screen.path}`, { waitUntil: "commit" });
    await screen.ready(page).catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(os.tmpdir(), "bench-web-failure.png") });
      throw error;
    });
    // Visible means painted: a prerendered form is in the document before its stylesheet arrives,
    // and the browser paints nothing until then. The later of the two is when a person sees it.
    const inDocument = performance.now() - started;
    const firstPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const paint = list.getEntriesByName("first-contentful-paint")[0];
            if (paint) resolve(paint.startTime);
          }).observe({ type: "paint", buffered: true });
        }),
    );
    const ms = Math.max(inDocument, firstPaint);
    let interactiveMs: number | null = null;
    if (screen.interactive) {
      await screen.interactive(page);
      interactiveMs = performance.now() - started;
    }
    // Whatever the screen still fetches right after (its data) counts in its weight.
    await page.waitForLoadState("networkidle").catch(() => undefined);
    return { bytes, ms, requests, interactiveMs };
  } finally {
    await browser.close();
  }
}

/** Whether /login comes with its form in the page, waiting up to a minute for the server's render. */
async function waitForPrerender(base: string): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${base}/login`)).text();
    if (html.includes('<div id="root"><')) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** The 1, 5 and 15-minute load averages: on a shared 2-core machine, the context of every figure. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "licita-bench-web-"));
  await seedClient(dataDir);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    RATE_LIMIT_MAX: "100000",
    AUTH_RATE_LIMIT_MAX: "100000",
  });
  try {
    await waitUntilHealthy(server, 180_000);
    // The first screens are rendered in a thread after the server starts: measure them once they are.
    const prerendered = await waitForPrerender(base);
    if (!prerendered) console.log("AVISO: /login se sirve sin su marcado prerenderizado (véase el registro)");
    const { cookie, user, projectId } = await signIn(base);
    const screens: (Screen & { isSignedIn: boolean })[] = [
      {
        name: "/login",
        path: "/login",
        isSignedIn: false,
        ready: (page) => page.getByLabel("Correo electrónico").waitFor({ state: "visible" }),
        interactive: captchaMounted,
      },
      {
        name: "/register",
        path: "/register",
        isSignedIn: false,
        ready: (page) => page.getByLabel("Nombre completo").waitFor({ state: "visible" }),
        interactive: captchaMounted,
      },
      {
        name: "/client-dashboard",
        path: "/client-dashboard",
        isSignedIn: true,
        ready: (page) => page.getByRole("button", { name: "Nuevo proyecto" }).waitFor({ state: "visible" }),
      },
      {
        name: "espacio de trabajo",
        path: `/project/${projectId}/documents`,
        isSignedIn: true,
        ready: (page) => page.getByRole("heading", { level: 1 }).first().waitFor({ state: "visible" }),
      },
    ];
    console.log(
      `bench:web — mediana de ${RUNS} cargas con caché vacía, Chromium de Debian; carga media de la máquina al empezar ${loadAverage()}\n`,
    );
    console.log(
      "pantalla               | KB transferidos | solicitudes | localhost ms | 6.4 Mbit/s+150 ms ms | utilizable 6.4 Mbit/s ms",
    );
    console.log(
      "-----------------------|-----------------|-------------|--------------|----------------------|-------------------------",
    );
    let loginBytes = 0;
    let loginThrottled = 0;
    for (const screen of screens) {
      const local: number[] = [];
      const slow: number[] = [];
      const bytes: number[] = [];
      const requests: number[] = [];
      const usable: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const cookieFor = screen.isSignedIn ? { cookie, user } : undefined;
        const fast = await measure(base, screen, cookieFor, false);
        const throttled = await measure(base, screen, cookieFor, true);
        local.push(fast.ms);
        slow.push(throttled.ms);
        bytes.push(throttled.bytes);
        requests.push(throttled.requests);
        if (throttled.interactiveMs !== null) usable.push(throttled.interactiveMs);
      }
      if (screen.name === "/login") {
        loginBytes = median(bytes);
        loginThrottled = median(slow);
      }
      console.log(
        `${screen.name.padEnd(22)} | ${(median(bytes) / 1024).toFixed(1).padStart(15)} | ${String(median(requests)).padStart(11)} | ${median(local).toFixed(0).padStart(12)} | ${median(slow).toFixed(0).padStart(20)} | ${(usable.length ? median(usable).toFixed(0) : "—").padStart(24)}   (carga ${loadAverage()})`,
      );
    }
    // The reference, in the same run: the same /login sent uncompressed, as before precompression.
    const reference = {
      local: [] as number[],
      slow: [] as number[],
      bytes: [] as number[],
      requests: [] as number[],
    };
    for (let run = 0; run < RUNS; run++) {
      const login = screens[0]!;
      reference.local.push((await measure(base, login, undefined, false, true)).ms);
      const slow = await measure(base, login, undefined, true, true);
      reference.slow.push(slow.ms);
      reference.bytes.push(slow.bytes);
      reference.requests.push(slow.requests);
    }
    console.log(
      `${"/login sin compresión".padEnd(22)} | ${(median(reference.bytes) / 1024).toFixed(1).padStart(15)} | ${String(median(reference.requests)).padStart(11)} | ${median(reference.local).toFixed(0).padStart(12)} | ${median(reference.slow).toFixed(0).padStart(20)} | ${"".padStart(24)}   (referencia; carga ${loadAverage()})`,
    );
    // The jobs as the running app runs them: uploads read, and 'Generar' to its first step on screen.
    if (process.env.BENCH_WEB_JOBS === "0") {
      reportLogin(loginBytes, loginThrottled);
      return;
    }
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    });
    try {
      const context = await browser.newContext({ locale: "es-MX", timezoneId: "America/Mexico_City" });
      const at = cookie.indexOf("=");
      await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: base }]);
      await context.addInitScript(
        (stored) => localStorage.setItem("user_data", JSON.stringify(stored)),
        user,
      );
      await measureJobs({ base, cookie, projectId }, context, loadAverage);
    } finally {
      await browser.close();
    }
    console.log(
      `\ncarga media de la máquina al terminar ${loadAverage()} (2 núcleos: por encima de 2, las cifras incluyen espera de CPU)`,
    );
    reportLogin(loginBytes, loginThrottled);
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function reportLogin(loginBytes: number, loginThrottled: number): void {
  console.log(
    `/login: ${(loginBytes / 1024).toFixed(1)} KB (objetivo ≤ ${TARGET.loginBytes / 1024} KB: ${loginBytes <= TARGET.loginBytes ? "cumple" : "NO cumple"}), formulario visible en ${loginThrottled.toFixed(0)} ms a 6.4 Mbit/s y 150 ms (objetivo ≤ ${TARGET.loginThrottledMs} ms: ${loginThrottled <= TARGET.loginThrottledMs ? "cumple" : "NO cumple"})`,
  );
}

await main();
