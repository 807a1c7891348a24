import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/config";
import { createMailer, outboxDirOf } from "./create-mailer";

describe("createMailer", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "licita-create-mailer-"));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("writes to the outbox in the data folder when SMTP_URL is not set", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: root });
    const mailer = createMailer({ config, logger: pino({ level: "silent" }) });
    expect(mailer.kind).toBe("outbox");
    await mailer.send({ to: "ana@example.mx", subject: "Prueba", text: "Hola", html: "<p>Hola</p>" });
    await mailer.close();
    expect(outboxDirOf(config)).toBe(path.join(root, "outbox"));
    expect((await readdir(path.join(root, "outbox"))).filter((name) => name.endsWith(".eml"))).toHaveLength(
      1,
    );
  });

  it("sends through SMTP when SMTP_URL is set", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: root, SMTP_URL: "smtp://127.0.0.1:2525" });
    const mailer = createMailer({ config, logger: pino({ level: "silent" }) });
    expect(mailer.kind).toBe("smtp");
    await mailer.close();
  });

  it("warns in production that the outbox reaches no one", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const config = loadConfig({ NODE_ENV: "production", DATA_DIR: root });
    const mailer = createMailer({ config, logger });
    expect(mailer.kind).toBe("outbox");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringContaining("SMTP_URL") }),
    ]);
  });
});
