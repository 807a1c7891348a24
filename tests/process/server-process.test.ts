import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { stampPage } from "../../src/server/http/plugins/web-app";
import { ZPublicConfigResponse } from "../../src/shared/contracts/public-config";

/**
 * The real server, started as a user starts it (`node scripts/start.mjs` from the project root), on a
 * free port and a fresh DATA_DIR: bad configuration, graceful shutdown under load, the data-folder lock.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WEB_INDEX = path.join(ROOT, "dist", "web", "index.html");

interface Server {
  child: ChildProcess;
  port: number;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>;
}

const children = new Set<ChildProcess>();
const tempDirs: string[] = [];

/** The page the server answers for app paths: the build, stamped with its public configuration. */
async function builtPage(port: number): Promise<string> {
  const publicConfig = ZPublicConfigResponse.parse(
    await (await fetch(`http://127.0.0.1:${port}/api/public-config`)).json(),
  );
  return stampPage(await readFile(WEB_INDEX, "utf8"), publicConfig);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject()));
    });
  });
}

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "licita-process-"));
  tempDirs.push(dir);
  return dir;
}

/** A clean environment, as from a user's shell: nothing of the test runner's, no DATABASE_URL. */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = {};
  for (const key of ["PATH", "HOME", "TMPDIR", "LANG", "TZ"]) {
    if (process.env[key] !== undefined) base[key] = process.env[key];
  }
  return { ...base, NODE_ENV: "test", LOG_LEVEL: "warn", ...env };
}

function startServer(env: { PORT: string; DATA_DIR: string } & Record<string, string>): Server {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: serverEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => {
      children.delete(child);
      resolve(code);
    });
  });
  return { child, port: Number(env.PORT), stdout: () => stdout, stderr: () => stderr, exited };
}

/** The exit code, or a failure when the process is still running after `timeoutMs`. */
async function exitWithin(server: Server, timeoutMs: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server still running after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls the health check until it answers ok; fails early when the process exits. */
async function waitUntilHealthy(server: Server, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void server.exited.then(() => {
    hasExited = true;
  });
  while (Date.now() < deadline) {
    if (hasExited)
      throw new Error(`server exited before it was healthy:\n${server.stderr()}\n${server.stdout()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/health-check`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 200 && (await response.text()) === '{"status":"ok"}') return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.stderr()}\n${server.stdout()}`);
}

async function stopServer(server: Server): Promise<number | null> {
  server.child.kill("SIGTERM");
  return exitWithin(server, 15_000);
}

/** Log lines at error (50) or fatal (60) level, and any other line that mentions an error. */
function errorLogLines(stdout: string): string[] {
  return stdout
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
      } catch {
        // start.mjs prints a plain line when it (re)builds the web app.
        return /error/i.test(line);
      }
    });
}

type Outcome =
  | { path: string; kind: "response"; status: number; body: string }
  | { path: string; kind: "error"; code: string; message: string };

async function request(port: number, pathname: string): Promise<Outcome> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
      signal: AbortSignal.timeout(20_000),
    });
    const body = await response.text();
    return { path: pathname, kind: "response", status: response.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      path: pathname,
      kind: "error",
      code: cause?.code ?? (error as Error).name,
      message: cause?.message ?? (error as Error).message,
    };
  }
}

/** Why an outcome is not acceptable, or undefined when it is a complete valid answer or a refusal. */
function problemWith(outcome: Outcome, indexHtml: string): string | undefined {
  if (outcome.kind === "error") {
    return outcome.code === "ECONNREFUSED"
      ? undefined
      : `${outcome.path}: ${outcome.code} ${outcome.message}`;
  }
  if (outcome.status === 503) {
    try {
      const body = JSON.parse(outcome.body) as { code?: string; message?: string };
      return body.code === "SERVICE_UNAVAILABLE" && body.message
        ? undefined
        : `${outcome.path}: 503 without the API's { code, message }: ${outcome.body}`;
    } catch {
      return `${outcome.path}: 503 with an incomplete body: ${outcome.body}`;
    }
  }
  if (outcome.status !== 200)
    return `${outcome.path}: status ${outcome.status}: ${outcome.body.slice(0, 200)}`;
  try {
    if (outcome.path === "/health-check") {
      expect(JSON.parse(outcome.body)).toEqual({ status: "ok" });
    } else if (outcome.path === "/api/public-config") {
      ZPublicConfigResponse.parse(JSON.parse(outcome.body));
    } else if (outcome.body !== indexHtml) {
      return `${outcome.path}: body differs from index.html (${outcome.body.length} bytes)`;
    }
  } catch (error) {
    return `${outcome.path}: invalid body (${(error as Error).message}): ${outcome.body.slice(0, 200)}`;
  }
  return undefined;
}

const PATHS = ["/health-check", "/api/public-config", "/index"];

/** Fires `count` concurrent requests over the three kinds of path; `onAnswer` sees each outcome as it lands. */
function fireRequests(port: number, count: number, onAnswer: (answered: number) => void = () => undefined) {
  let answered = 0;
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      request(port, PATHS[index % PATHS.length]!).then((outcome) => {
        answered += 1;
        onAnswer(answered);
        return outcome;
      }),
    ),
  );
}

describe("the server process", () => {
  beforeAll(() => {
    // start.mjs builds the web app when missing or stale; doing it once here keeps the tests' output clean.
    const build = spawnSync(process.execPath, ["scripts/build-web.mjs"], { cwd: ROOT, encoding: "utf8" });
    expect(build.status, build.stderr).toBe(0);
  }, 120_000);

  afterEach(async () => {
    for (const child of [...children]) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }
  });

  afterAll(async () => {
    for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
  });

  it("refuses an invalid PORT with one line on stderr and no stack trace", async () => {
    const server = startServer({ PORT: "abc", DATA_DIR: await freshDataDir() });

    const code = await exitWithin(server, 10_000);

    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    const stderr = server.stderr().trim();
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toContain("PORT");
    expect(stderr).not.toMatch(/^ {4}at /m);
  }, 60_000);

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

  it("refuses a bad setting before building the web app", async () => {
    const started = Date.now();
    const server = startServer({ PORT: "3000", DATA_DIR: await freshDataDir(), ROLE: "nadie" });
    expect(await exitWithin(server, 10_000)).toBe(1);
    expect(server.stderr()).toContain("ROLE");
    expect(server.stdout()).not.toContain("Compilando");
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it("refuses an ADMIN_PASSWORD that breaks the password rules with the one-line list, never showing it", async () => {
    const password = "solominusculas2026#";
    const server = startServer({
      PORT: String(await freePort()),
      DATA_DIR: await freshDataDir(),
      ADMIN_EMAIL: "direccion@empresa.mx",
      ADMIN_PASSWORD: password,
    });
    expect(await exitWithin(server, 10_000)).toBe(1);
    const stderr = server.stderr().trim();
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toContain("ADMIN_PASSWORD: debe tener al menos 12 caracteres, una mayúscula");
    expect(stderr).not.toMatch(/^ {4}at |AppError/m);
    expect(`${stderr}${server.stdout()}`).not.toContain(password);
  }, 30_000);

  it("honours ADMIN_EMAIL/ADMIN_PASSWORD on the first start only, and says so later", async () => {
    const dataDir = await freshDataDir();
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "info", ADMIN_PASSWORD: "Administra#2026" };
    const first = startServer({ ...env, PORT: String(await freePort()), ADMIN_EMAIL: "primera@empresa.mx" });
    await waitUntilHealthy(first);
    expect(await stopServer(first)).toBe(0);
    expect(first.stdout()).toContain("first administrator created");

    const later = startServer({ ...env, PORT: String(await freePort()), ADMIN_EMAIL: "segunda@empresa.mx" });
    await waitUntilHealthy(later);
    expect(await stopServer(later)).toBe(0);
    expect(later.stdout()).toContain("ADMIN_EMAIL/ADMIN_PASSWORD ignored: an administrator already exists");
    expect(later.stdout()).not.toContain("first administrator created");
    expect(`${first.stdout()}${later.stdout()}`).not.toContain("Administra#2026");
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
