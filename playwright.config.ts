import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// One fresh data folder per run, shared by the config's evaluations in the runner and its workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "licita-e2e-"));
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    locale: "es-MX",
    timezoneId: "America/Mexico_City",
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium: nothing is downloaded. The flags keep it off this machine's closed network.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/health-check`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      // Every journey's many visitors come from 127.0.0.1: the per-address limits (the account endpoints'
      // shared in the database since issue 16) would refuse the later journeys. The limit itself is
      // tested by the route and security suites.
      AUTH_RATE_LIMIT_MAX: "1000",
      RATE_LIMIT_MAX: "100000",
      NODE_ENV: "test",
      // The first administrator, created at start (ADMIN_EMAIL/ADMIN_PASSWORD), for the recovery journey.
      ADMIN_EMAIL: "admin.e2e@licita.mx",
      ADMIN_PASSWORD: "Administra#2026_e2e",
      ADMIN_NAME: "Laura Administradora",
    },
  },
});
