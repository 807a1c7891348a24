import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPublicConfigResponse } from "../../../shared/contracts/public-config";
import { registerWebApp } from "./web-app";

const PUBLIC_CONFIG: TPublicConfigResponse = {
  appName: "Licita",
  tagline: "Asistencia en análisis de documentos y generación de contenidos",
  supportEmail: "ayuda@concursa.mx",
  developerCredit: "Desarrollado por Licita",
  companyName: "Licita",
  storageRegion: "México",
  minimumAge: 18,
  captcha: { provider: "altcha", challenge_url: "/api/captcha/challenge" },
};

/** The page as Vite writes it. */
const INDEX_HTML = `<!doctype html>
<html lang="es-MX">
  <head>
    <title>Licita</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Vite's manifest: the entry, the registration page with a shared chunk, the widget. */
const MANIFEST = {
  "index.html": { file: "assets/index-abc.js", isEntry: true },
  "pages/Register/RegisterPage.tsx": {
    file: "assets/RegisterPage-def.js",
    imports: ["index.html", "_Grid-ghi.js"],
  },
  "_Grid-ghi.js": { file: "assets/Grid-ghi.js", imports: ["index.html"] },
  "altcha.js": { file: "assets/altcha-jkl.js" },
};

/** A compiled prerender's interface (dist/web-ssr/prerender.js), with markup that names its input. */
const PRERENDER_MODULE = `
export async function renderScreens(config) {
  return {
    "/login": "<main><h1>Bienvenido</h1><label>Correo electrónico</label><footer>" + config.supportEmail + "</footer></main>",
    "/register": "<main><h1>Bienvenido, cree su cuenta</h1>" + "<p>Licitación pública</p>".repeat(200) + "</main>",
  };
}
export function screenChunkSources() {
  return { "/login": ["altcha.js"], "/register": ["pages/Register/RegisterPage.tsx", "altcha.js"] };
}
`;

async function servedApp(webRoot: string, prerenderModule: string) {
  const app = Fastify();
  let told: (outcome: { ms: number; paths: string[] } | { error: unknown }) => void = () => undefined;
  const outcome = new Promise<{ ms: number; paths: string[] } | { error: unknown }>((resolve) => {
    told = resolve;
  });
  await registerWebApp(app, webRoot, PUBLIC_CONFIG, { prerenderModule, onPrerendered: told });
  await app.ready();
  return { app, outcome: await outcome };
}

describe("the first screens sent with their markup", () => {
  let folder: string;
  let webRoot: string;
  let app: FastifyInstance;
  let outcome: Awaited<ReturnType<typeof servedApp>>["outcome"];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "licita-first-screens-"));
    webRoot = path.join(folder, "web");
    await mkdir(path.join(webRoot, ".vite"), { recursive: true });
    await writeFile(path.join(webRoot, "index.html"), INDEX_HTML);
    await writeFile(path.join(webRoot, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    await writeFile(path.join(folder, "prerender.mjs"), PRERENDER_MODULE);
    ({ app, outcome } = await servedApp(webRoot, path.join(folder, "prerender.mjs")));
  });

  afterAll(async () => {
    await app.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("renders them once, in a thread, with the installation's public configuration", () => {
    expect(outcome).toMatchObject({ paths: ["/login", "/register"] });
  });

  it("sends /login with its form inside #root, the configuration stamped, and its chunks preloaded", async () => {
    const response = await app.inject({ method: "GET", url: "/login" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.body).toContain(
      '<div id="root"><main><h1>Bienvenido</h1><label>Correo electrónico</label><footer>ayuda@concursa.mx</footer></main></div>',
    );
    expect(response.body).toContain('<meta name="licita-public-config"');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/altcha-jkl.js" />');
    expect(response.body).not.toContain("RegisterPage");
  });

  it("preloads /register's page and what it shares, but not the entry the page already loads", async () => {
    const { body } = await app.inject({ method: "GET", url: "/register" });
    expect(body).toContain("Bienvenido, cree su cuenta");
    const preloads = [...body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(["/assets/Grid-ghi.js", "/assets/RegisterPage-def.js", "/assets/altcha-jkl.js"]);
  });

  it("compresses the page for browsers that accept it, and sends it plain to those that do not", async () => {
    const plain = await app.inject({
      method: "GET",
      url: "/register",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const brotli = await app.inject({
      method: "GET",
      url: "/register",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({
      method: "GET",
      url: "/register",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("leaves every other screen to the browser, compressed too", async () => {
    for (const url of ["/client-dashboard", "/index", "/no-existe", "/login/extra"]) {
      const response = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain("modulepreload");
    }
  });

  it("says so when the build did not write the prerender, and serves the plain page", async () => {
    const served = await servedApp(webRoot, path.join(folder, "no-existe.mjs"));
    try {
      expect(served.outcome).toMatchObject({
        error: expect.objectContaining({ message: expect.stringContaining("no-existe.mjs") }),
      });
      const response = await served.app.inject({ method: "GET", url: "/login" });
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await served.app.close();
    }
  });

  it("serves the plain page, and says why, when the prerender fails", async () => {
    const broken = path.join(folder, "roto.mjs");
    await writeFile(broken, 'export async function renderScreens() { throw new Error("sin Mantine"); }\n');
    const served = await servedApp(webRoot, broken);
    try {
      expect(served.outcome).toMatchObject({
        error: expect.objectContaining({ message: expect.stringContaining("sin Mantine") }),
      });
      const response = await served.app.inject({ method: "GET", url: "/login" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await served.app.close();
    }
  });
});
