import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildWebOnce,
  builtPage,
  errorLogLines,
  exitWithin,
  fireRequests,
  freePort,
  freshDataDir,
  killLeftoverServers,
  problemWith,
  removeDataDirs,
  startServer,
  stopServer,
  waitUntilHealthy,
} from "../support/server-process";

/**
 * The real server, started as a user starts it (`node scripts/start.mjs` from the project root), on a
 * free port and a fresh DATA_DIR: graceful shutdown under load, mid-request and mid-start, the
 * data-folder lock.
 */
describe("the server process", () => {
  beforeAll(buildWebOnce, 120_000);
  afterEach(killLeftoverServers);
  afterAll(removeDataDirs);

  it("answers 200 concurrent requests, stops cleanly on SIGTERM (exit 0) and keeps its data", async () => {
    const dataDir = await freshDataDir();
    const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitUntilHealthy(server);
    // Read after start: start.mjs rebuilds the web app when its sources changed.
    const indexHtml = await builtPage(server.port);

    const outcomes = await fireRequests(server.port, 200);
    expect(outcomes.map((outcome) => problemWith(outcome, indexHtml)).filter(Boolean)).toEqual([]);
    expect(outcomes.every((outcome) => outcome.kind === "response" && outcome.status === 200)).toBe(true);

    // The client keeps its (now idle) keep-alive connections open, as browsers and proxies do.
    server.child.kill("SIGTERM");
    expect(await exitWithin(server, 15_000)).toBe(0);
    expect(errorLogLines(server.stdout())).toEqual([]);
    expect(server.stderr()).not.toMatch(/error|^ {4}at /im);
    // A clean stop releases the data folder.
    expect(existsSync(path.join(dataDir, "licita.lock"))).toBe(false);

    const again = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitUntilHealthy(again);
    expect(await stopServer(again)).toBe(0);
    expect(errorLogLines(again.stdout())).toEqual([]);
  }, 60_000);

  /*
   * SIGTERM with requests in flight: connections the kernel already accepted must be answered (the
   * drain keeps listening for SHUTDOWN_DRAIN_MS, answering with `Connection: close`), and kept-alive
   * sockets must not hold the stop until the forced exit.
   */

  it("on SIGTERM under load, finishes or refuses every request and exits 0 within 15 s", async () => {
    const dataDir = await freshDataDir();
    const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitUntilHealthy(server);
    const indexHtml = await builtPage(server.port);

    let signalledAt = 0;
    const outcomes = await fireRequests(server.port, 200, (answered) => {
      if (answered !== 5) return;
      signalledAt = Date.now();
      server.child.kill("SIGTERM");
    });

    expect(signalledAt).toBeGreaterThan(0);
    expect(outcomes.map((outcome) => problemWith(outcome, indexHtml)).filter(Boolean)).toEqual([]);
    const code = await exitWithin(server, Math.max(0, 15_000 - (Date.now() - signalledAt)));
    expect(code).toBe(0);
    expect(errorLogLines(server.stdout())).toEqual([]);

    const again = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitUntilHealthy(again);
    expect(await stopServer(again)).toBe(0);
  }, 60_000);

  it("answers a write request whose body is still arriving when SIGTERM comes, then exits 0", async () => {
    const server = startServer({ PORT: String(await freePort()), DATA_DIR: await freshDataDir() });
    await waitUntilHealthy(server);
    const body = JSON.stringify({ email: "alguien@empresa.mx", recaptcha_token: "x".repeat(2_000) });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          method: "POST",
          path: "/api/auth/forgot-password",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8").on("data", (chunk: string) => {
            text += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on("error", reject);
      request.write(body.slice(0, 100));
      // Half the body is in; the stop begins; the rest arrives a moment later.
      setTimeout(() => server.child.kill("SIGTERM"), 100);
      setTimeout(() => request.end(body.slice(100)), 600);
    });

    const { status, body: answered } = await answer;
    // The captcha is not a real one: a complete Spanish refusal from the API, not a reset connection.
    expect(status).toBe(400);
    expect(JSON.parse(answered)).toMatchObject({ code: "CAPTCHA_INVALID", message: expect.any(String) });
    expect(await exitWithin(server, 15_000)).toBe(0);
    expect(errorLogLines(server.stdout())).toEqual([]);
  }, 60_000);

  it("stops cleanly when SIGTERM arrives while it is still starting", async () => {
    const dataDir = await freshDataDir();
    const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    // The lock is taken as the runtime begins: the database is being created and migrated now.
    const lock = path.join(dataDir, "licita.lock");
    const deadline = Date.now() + 30_000;
    while (!existsSync(lock) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(existsSync(lock)).toBe(true);
    server.child.kill("SIGTERM");

    expect(await exitWithin(server, 30_000)).toBe(0);
    expect(existsSync(lock)).toBe(false);
    const again = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitUntilHealthy(again);
    expect(await stopServer(again)).toBe(0);
    expect(errorLogLines(again.stdout())).toEqual([]);
  }, 90_000);

  it("refuses a second server on the same DATA_DIR, leaving the first one running", async () => {
    const dataDir = await freshDataDir();
    const first = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitUntilHealthy(first);

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    const code = await exitWithin(second, 20_000);

    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(second.stderr()).toContain("ya está en uso");
    expect(second.stderr()).not.toMatch(/^ {4}at /m);
    // The refused server neither removed nor took over the first one's lock.
    expect((await readFile(path.join(dataDir, "licita.lock"), "utf8")).trim()).toBe(String(first.child.pid));
    await waitUntilHealthy(first, 5_000);
    expect(await stopServer(first)).toBe(0);
  }, 60_000);
});
