import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { ConfigError, loadConfig } from "../../config/config";
import { isLoopbackAddress } from "./local-only";

const OUTSIDER = "203.0.113.7";
const LOCAL_ONLY_MESSAGE =
  "Esta herramienta de desarrollo solo responde desde el equipo donde se ejecuta el servidor.";

/** Every development surface: the outbox pages and API, the sandbox's approval page and its API. */
const SURFACES = [
  { method: "GET" as const, url: "/api/dev/outbox" },
  { method: "GET" as const, url: "/outbox" },
  { method: "GET" as const, url: "/sandbox/paypal/checkoutnow?ba_token=BA-0000" },
  { method: "POST" as const, url: "/sandbox/paypal/checkoutnow/approve" },
  { method: "POST" as const, url: "/sandbox/paypal/v1/oauth2/token" },
];

describe("isLoopbackAddress", () => {
  it("knows this machine's addresses in every form", () => {
    for (const address of ["127.0.0.1", "127.9.8.7", "::1", "::ffff:127.0.0.1", "[::1]:443"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it("refuses every other address", () => {
    for (const address of [
      "192.168.1.10",
      "10.0.0.1",
      "203.0.113.7",
      "::ffff:10.0.0.1",
      "fd00::2",
      "",
      "1270.0.0.1",
    ]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});

describe("development surfaces on a default start", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp("pglite", { isWorker: false });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answer requests from this machine", async () => {
    const outbox = await testApp.app.inject({ method: "GET", url: "/api/dev/outbox" });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json()).toEqual({ messages: [] });
    const page = await testApp.app.inject({ method: "GET", url: "/outbox" });
    expect(page.statusCode).toBe(200);
  });

  it("refuse every request from another machine, in Spanish, without links", async () => {
    for (const surface of SURFACES) {
      const answer = await testApp.app.inject({ ...surface, remoteAddress: OUTSIDER });
      expect(answer.statusCode, surface.url).toBe(403);
      expect(answer.json(), surface.url).toEqual({ code: "LOCAL_ONLY", message: LOCAL_ONLY_MESSAGE });
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("shows a browser from another machine a Spanish page instead of the outbox or the approval page", async () => {
    for (const url of ["/outbox", "/sandbox/paypal/checkoutnow?ba_token=BA-0000"]) {
      const answer = await testApp.app.inject({
        method: "GET",
        url,
        remoteAddress: OUTSIDER,
        headers: { accept: "text/html,application/xhtml+xml" },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.headers["content-type"]).toContain("text/html");
      expect(answer.body).toContain(LOCAL_ONLY_MESSAGE);
      expect(answer.body).not.toContain("token=");
    }
  });

  it("refuses a visitor relayed by a proxy on this machine", async () => {
    for (const headers of [
      { "x-forwarded-for": `${OUTSIDER}, 127.0.0.1` },
      { forwarded: `for="${OUTSIDER}";proto=https` },
      { "x-real-ip": OUTSIDER },
    ]) {
      const answer = await testApp.app.inject({ method: "GET", url: "/api/dev/outbox", headers });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const local = await testApp.app.inject({
      method: "GET",
      url: "/api/dev/outbox",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(local.statusCode).toBe(200);
  });

  it("leaves the product itself open to other machines", async () => {
    const health = await testApp.app.inject({ method: "GET", url: "/health-check", remoteAddress: OUTSIDER });
    expect(health.statusCode).toBe(200);
    const config = await testApp.app.inject({
      method: "GET",
      url: "/api/public-config",
      remoteAddress: OUTSIDER,
    });
    expect(config.statusCode).toBe(200);
  });
});

describe("development surfaces opened on purpose", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp("pglite", { isWorker: false, env: { DEV_TOOLS_REMOTE: "true" } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answer another machine when DEV_TOOLS_REMOTE=true", async () => {
    const outbox = await testApp.app.inject({
      method: "GET",
      url: "/api/dev/outbox",
      remoteAddress: OUTSIDER,
    });
    expect(outbox.statusCode).toBe(200);
  });

  it("cannot be opened in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DEV_TOOLS_REMOTE: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", DEV_TOOLS_REMOTE: "true" })).toThrow(
      /DEV_TOOLS_REMOTE: no se permite en producción/,
    );
  });
});
