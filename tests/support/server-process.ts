import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { stampPage } from "../../src/server/http/plugins/web-app";
import { ZPublicConfigResponse } from "../../src/shared/contracts/public-config";

/**
 * Helpers to start the real server as a user does (`node scripts/start.mjs` from the project root), on
 * a free port and a fresh DATA_DIR, and to judge what it answers and logs.
 */

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const WEB_INDEX = path.join(ROOT, "dist", "web", "index.html");

export interface Server {
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
export async function builtPage(port: number): Promise<string> {
  const publicConfig = ZPublicConfigResponse.parse(
    await (await fetch(`http://127.0.0.1:${port}/api/public-config`)).json(),
  );
  return stampPage(await readFile(WEB_INDEX, "utf8"), publicConfig);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject()));
    });
  });
}

export async function freshDataDir(): Promise<string> {
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

export function startServer(
  env: { PORT: string; DATA_DIR: string } & Record<string, string>,
  nodeArgs: string[] = [],
): Server {
  const child = spawn(process.execPath, [...nodeArgs, "scripts/start.mjs"], {
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
export async function exitWithin(server: Server, timeoutMs: number): Promise<number | null> {
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
export async function waitUntilHealthy(server: Server, timeoutMs = 30_000): Promise<void> {
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

export async function stopServer(server: Server): Promise<number | null> {
  server.child.kill("SIGTERM");
  return exitWithin(server, 15_000);
}

/** Log lines at error (50) or fatal (60) level, and any other line that mentions an error. */
export function errorLogLines(stdout: string): string[] {
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

export type Outcome =
  | { path: string; kind: "response"; status: number; body: string }
  | { path: string; kind: "error"; code: string; message: string };

export async function request(port: number, pathname: string): Promise<Outcome> {
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
export function problemWith(outcome: Outcome, indexHtml: string): string | undefined {
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
export function fireRequests(
  port: number,
  count: number,
  onAnswer: (answered: number) => void = () => undefined,
) {
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

/** Builds the web app once, so that start.mjs does not (keeps the tests' output and timing clean). */
export function buildWebOnce(): void {
  const build = spawnSync(process.execPath, ["scripts/build-web.mjs"], { cwd: ROOT, encoding: "utf8" });
  expect(build.status, build.stderr).toBe(0);
}

/** Kills whatever server a test left running. */
export async function killLeftoverServers(): Promise<void> {
  for (const child of [...children]) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
}

export async function removeDataDirs(): Promise<void> {
  for (const dir of tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
}
