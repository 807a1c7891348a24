import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without types (the build step), used here as the build uses it.
import { precompress } from "../../../../scripts/build-web.mjs";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

/** An asset big enough to be compressed at build time (over 1 KB). */
const ASSET = `export const texto = ${JSON.stringify("Licitación pública ".repeat(200))};\n`;

describe("the served page", () => {
  let testApp: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), "licita-web-"));
    await writeFile(
      path.join(webRoot, "index.html"),
      '<!doctype html><html><head><title>Licita</title></head><body><div id="root"></div></body></html>',
    );
    await mkdir(path.join(webRoot, "assets"));
    await writeFile(path.join(webRoot, "assets", "index-abc123.js"), ASSET);
    precompress(webRoot);
    testApp = await createTestApp("pglite", {
      webRoot,
      isWorker: false,
      env: { APP_NAME: 'Concursa "MX" <Pro>', SUPPORT_EMAIL: "ayuda@concursa.mx" },
    });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("carries the configured name and the public configuration, escaped, on every app path", async () => {
    for (const url of ["/index", "/project/abc/rag", "/una-ruta-que-no-existe"]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<title>Concursa &#34;MX&#34; &#60;Pro&#62;</title>");
      const meta = /<meta name="licita-public-config" content="([^"]+)" \/>/.exec(response.body)?.[1];
      const stamped = JSON.parse((meta ?? "").replace(/&#(\d+);/g, (_, code) => String.fromCharCode(code)));
      const api = await testApp.app.inject({ method: "GET", url: "/api/public-config" });
      expect(stamped).toEqual(api.json());
      expect(stamped).toMatchObject({ appName: 'Concursa "MX" <Pro>', supportEmail: "ayuda@concursa.mx" });
      expect(response.body).toContain('<div id="root"></div>');
    }
    const api = await testApp.app.inject({ method: "GET", url: "/api/no-existe" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("sends assets compressed at build time to browsers that accept them, with Vary", async () => {
    const url = "/assets/index-abc123.js";
    const brotli = await testApp.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(String(brotli.headers.vary)).toContain("accept-encoding");
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotli.rawPayload.length).toBeLessThan(ASSET.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET);

    const gzip = await testApp.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);

    const plain = await testApp.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary)).toContain("accept-encoding");
    expect(plain.body).toBe(ASSET);
  });
});
