/**
 * Times every admin screen in Chromium against a running server: a full load of each route (first, then
 * the median of three more) and a move to each screen through the sidebar, until its content shows.
 * Point it at a server whose database holds the admin-scale figures (1,000 users, 5,000 projects,
 * 50,000 audit lines: the inserts of src/server/features/admin/admin-scale.test.ts), e.g.
 *   BENCH_URL=http://localhost:3315 BENCH_ADMIN_EMAIL=… BENCH_ADMIN_PASSWORD=… npx tsx scripts/bench-admin-pages.ts
 */
import { chromium } from "playwright-core";
import { encodeAltchaPayload } from "../src/server/adapters/captcha/altcha-payload";
import { solveAltchaChallenge } from "../tests/support/captcha";

const base = process.env.BENCH_URL ?? "http://localhost:3000";
const email = process.env.BENCH_ADMIN_EMAIL;
const password = process.env.BENCH_ADMIN_PASSWORD;
if (!email || !password) throw new Error("BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD are required");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const context = await browser.newContext({ baseURL: base, locale: "es-MX" });
const challenge = await (await context.request.get("/api/captcha/challenge")).json();
const token = encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));
const login = await context.request.post("/api/auth/login", {
  data: { email, password, recaptcha_token: token },
});
const user = (await login.json()).user;
const page = await context.newPage();
await page.goto("/login");
await page.evaluate((u) => localStorage.setItem("user_data", JSON.stringify(u)), user);
const pages: [string, string][] = [
  ["/admin-dashboard", "[data-testid=stat-users]"],
  ["/user-management", "[data-testid=user-row]"],
  ["/user-management?q=nuñez", "[data-testid=user-row]"],
  [`/create-user?userId=${user.id}`, "input"],
  ...[
    "uso-aplicativo",
    "rendimiento-rag",
    "rendimiento-sistema",
    "seguridad",
    "uso-recursos",
    "rentabilidad",
    "eventos-errores",
    "documentos",
    "suscripciones",
  ].map((key) => [`/admin-dashboard?tablero=${key}`, "[data-testid=dashboard-chart]"] as [string, string]),
  ["/admin-dashboard?tablero=auditoria", "table tbody tr"],
];
for (const [url, selector] of pages) {
  const runs: number[] = [];
  for (let i = 0; i < 4; i++) {
    const started = Date.now();
    await page.goto(url);
    await page.locator(selector).first().waitFor({ state: "visible", timeout: 15_000 });
    runs.push(Date.now() - started);
  }
  const warm = runs.slice(1).sort((a, b) => a - b);
  console.log(`${url}: first ${runs[0]} ms, median of next three ${warm[1]} ms`);
}
// In-app: the sidebar's links, as an admin moves between screens after the first load.
const links = [
  "Usuarios",
  "Uso aplicativo",
  "Rendimiento RAG",
  "Rendimiento Sistema",
  "Seguridad",
  "Uso recursos",
  "Rentabilidad",
  "Eventos y Errores",
  "Bitácora de auditoría",
  "Documentos de clientes",
  "Suscripciones",
  "Panel",
];
await page.goto("/admin-dashboard");
await page.locator("[data-testid=stat-users]").waitFor();
for (let round = 0; round < 2; round++) {
  for (const name of links) {
    const started = Date.now();
    await page
      .getByRole("navigation", { name: "Menú de administración" })
      .getByRole("link", { name, exact: true })
      .click();
    const selector =
      name === "Usuarios"
        ? "[data-testid=user-row]"
        : name === "Panel"
          ? "[data-testid=stat-users]"
          : name.startsWith("Bitácora")
            ? "table tbody tr"
            : "[data-testid=dashboard-chart]";
    await page.locator(selector).first().waitFor({ state: "visible", timeout: 15_000 });
    if (round === 1) console.log(`in-app ${name}: ${Date.now() - started} ms`);
  }
}
await browser.close();
