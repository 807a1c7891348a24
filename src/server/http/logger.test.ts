import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { createLogger, loggableUrl } from "./logger";

describe("loggableUrl", () => {
  it("keeps the path and the query's names, hiding every value", () => {
    expect(loggableUrl("/reset-password?token=abc123")).toBe("/reset-password?token=[oculto]");
    expect(loggableUrl("/payment-success?token=EC-1&PayerID=P&user_id=u")).toBe(
      "/payment-success?token=[oculto]&PayerID=[oculto]&user_id=[oculto]",
    );
    expect(loggableUrl("/api/projects")).toBe("/api/projects");
  });
});

describe("the request log at info level", () => {
  const SECRET = "QmFzZTY0U2VjcmV0VG9rZW4tNzc3";
  const lines: string[] = [];
  let testApp: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), "licita-web-"));
    await writeFile(path.join(webRoot, "index.html"), "<!doctype html><title>Licita</title>");
    const logger = createLogger({ LOG_LEVEL: "info" }, { write: (line: string) => void lines.push(line) });
    testApp = await createTestApp("pglite", { logger, webRoot, isWorker: false });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("never writes a link's token, whether the page or the API received it", async () => {
    for (const url of [
      `/reset-password?token=${SECRET}`,
      `/activate-account?token=${SECRET}`,
      `/api/auth/verify-reset-token?token=${SECRET}`,
      `/payment-success?token=${SECRET}&user_id=${SECRET}`,
    ]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode).toBeLessThan(500);
    }
    const log = lines.join("");
    expect(log).toContain('"url":"/reset-password?token=[oculto]"');
    expect(log).toContain('"url":"/api/auth/verify-reset-token?token=[oculto]"');
    expect(log).not.toContain(SECRET);
  });
});
