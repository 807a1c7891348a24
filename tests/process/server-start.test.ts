import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildWebOnce,
  exitWithin,
  freePort,
  freshDataDir,
  killLeftoverServers,
  removeDataDirs,
  startServer,
  stopServer,
  waitUntilHealthy,
} from "../support/server-process";

/** The real server's start with bad or first-time configuration, as a user would start it. */
describe("starting the server", () => {
  beforeAll(buildWebOnce, 120_000);
  afterEach(killLeftoverServers);
  afterAll(removeDataDirs);

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

  it("says at start that the development surfaces answer only this machine, and warns when they are opened", async () => {
    const local = startServer({
      DATA_DIR: await freshDataDir(),
      LOG_LEVEL: "info",
      PORT: String(await freePort()),
    });
    await waitUntilHealthy(local);
    expect(await stopServer(local)).toBe(0);
    expect(local.stdout()).toContain("development surfaces answer only requests from this machine");

    const opened = startServer({
      DATA_DIR: await freshDataDir(),
      LOG_LEVEL: "info",
      PORT: String(await freePort()),
      DEV_TOOLS_REMOTE: "true",
    });
    await waitUntilHealthy(opened);
    expect(await stopServer(opened)).toBe(0);
    expect(opened.stdout()).toContain("development surfaces are open to other machines");
  }, 90_000);

  it("refuses to start in production with the development surfaces opened", async () => {
    const server = startServer({
      DATA_DIR: await freshDataDir(),
      PORT: String(await freePort()),
      NODE_ENV: "production",
      DEV_TOOLS_REMOTE: "true",
    });
    expect(await exitWithin(server, 20_000)).not.toBe(0);
    expect(server.stderr()).toContain("DEV_TOOLS_REMOTE: no se permite en producción");
  }, 30_000);
});
