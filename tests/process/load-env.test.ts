import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { loadDotEnv } from "../../scripts/load-env.mjs";

describe("loadDotEnv", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "licita-env-"));
    await writeFile(path.join(dir, ".env"), "# comentario\nPORT=4000\nAPP_NAME=Concursa\nSMTP_URL=\n");
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("fills what the environment does not set, leaving what it does", () => {
    const env: Record<string, string | undefined> = { PORT: "3000" };
    expect(loadDotEnv(dir, env)).toEqual(["APP_NAME", "SMTP_URL"]);
    expect(env).toEqual({ PORT: "3000", APP_NAME: "Concursa", SMTP_URL: "" });
  });

  it("is skipped by test runs and where there is no .env", () => {
    const env: Record<string, string | undefined> = { NODE_ENV: "test" };
    expect(loadDotEnv(dir, env)).toEqual([]);
    expect(env).toEqual({ NODE_ENV: "test" });
    expect(loadDotEnv(os.tmpdir(), {})).toEqual([]);
  });
});
