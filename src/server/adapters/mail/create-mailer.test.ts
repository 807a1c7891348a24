import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import { loadConfig } from "../../config/config";
import { createMailer } from "./create-mailer";
import { listOutbox } from "./outbox-mailer";

describe("createMailer", () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase("pglite");
  });

  afterAll(async () => {
    await testDatabase.destroy();
  });

  it("writes to the outbox in the database when SMTP_URL is not set", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    const db = testDatabase.database.db;
    const mailer = createMailer({ config, db, logger: pino({ level: "silent" }) });
    expect(mailer.kind).toBe("outbox");
    await mailer.send({ to: "ana@example.mx", subject: "Prueba", text: "Hola", html: "<p>Hola</p>" });
    await mailer.close();
    expect((await listOutbox(db)).map((entry) => entry.subject)).toEqual(["Prueba"]);
  });

  it("sends through SMTP when SMTP_URL is set", async () => {
    const config = loadConfig({ NODE_ENV: "test", SMTP_URL: "smtp://127.0.0.1:2525" });
    const mailer = createMailer({ config, db: testDatabase.database.db, logger: pino({ level: "silent" }) });
    expect(mailer.kind).toBe("smtp");
    await mailer.close();
  });

  it("warns in production that the outbox reaches no one", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const config = loadConfig({ NODE_ENV: "production" });
    const mailer = createMailer({ config, db: testDatabase.database.db, logger });
    expect(mailer.kind).toBe("outbox");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringContaining("SMTP_URL") }),
    ]);
  });
});
