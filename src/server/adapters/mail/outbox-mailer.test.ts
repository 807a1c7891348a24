import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { outboxMessages } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { createOutboxMailer, listOutbox, readOutboxEntry, readOutboxMessage } from "./outbox-mailer";
import { activationEmail } from "./templates";

const TOKEN = "tok_9f8e7d6c5b4a3210fedcba9876543210";
const LINK = `http://localhost:3000/activate-account?token=${TOKEN}`;

function capturingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

function activation(to: string, fullName = "Ana María López Núñez") {
  return {
    to,
    ...activationEmail({
      appName: "Licita",
      supportEmail: "soporte@licita.mx",
      fullName,
      link: LINK,
      minutes: 30,
    }),
  };
}

describe.each(TEST_BACKENDS)("outbox mailer (%s)", (backend) => {
  let testDatabase: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    db = testDatabase.database.db;
  });

  afterAll(async () => {
    await testDatabase.destroy();
  });

  const clear = () => db.delete(outboxMessages);

  it("stores a real RFC 822 message and its summary in the database", async () => {
    await clear();
    const { logger } = capturingLogger();
    const mailer = createOutboxMailer({
      db,
      from: '"Licita" <no-responder@licita.mx>',
      logger,
      publicUrl: "http://localhost:3000",
    });
    expect(mailer.kind).toBe("outbox");
    const message = activation("ana.lopez@example.mx");
    await mailer.send(message);
    await mailer.close();

    const entries = await listOutbox(db);
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry.id).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{12}$/);
    expect(entry).toEqual({
      id: entry.id,
      to: "ana.lopez@example.mx",
      subject: "Active su cuenta de Licita",
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      text: message.text,
      links: [LINK],
      primaryLink: LINK,
    });
    expect(Math.abs(Date.parse(entry.date) - Date.now())).toBeLessThan(10_000);
    expect(await readOutboxEntry(db, entry.id)).toEqual(entry);

    const raw = await readOutboxMessage(db, entry.id);
    expect(raw?.toString("latin1")).toMatch(/\r\nMIME-Version: 1\.0\r\n/);
    const parsed = await simpleParser(raw!);
    expect(parsed.subject).toBe("Active su cuenta de Licita");
    expect(parsed.from?.text).toBe('"Licita" <no-responder@licita.mx>');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : undefined).toBe(
      "ana.lopez@example.mx",
    );
    expect(parsed.messageId).toMatch(/^<.+@.+>$/);
    expect(parsed.text).toContain("Hola, Ana María López Núñez:");
    expect(parsed.text).toContain(LINK);
    expect(parsed.html).toContain(`href="${LINK}"`);
    expect(parsed.html).toContain("Activar mi cuenta");
  });

  it("logs one line with recipient, subject, id and the outbox page, never the link or its token", async () => {
    await clear();
    const { logger, lines } = capturingLogger();
    const mailer = createOutboxMailer({
      db,
      from: "no-responder@licita.mx",
      logger,
      publicUrl: "http://localhost:3000/",
    });
    await mailer.send(activation("ana.lopez@example.mx"));

    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain("activate-account");
    const record = JSON.parse(line);
    expect(record).toMatchObject({
      level: 30,
      to: "ana.lopez@example.mx",
      subject: "Active su cuenta de Licita",
      outbox: "http://localhost:3000/outbox",
    });
    const [entry] = await listOutbox(db);
    expect(record.outboxId).toBe(entry!.id);
  });

  it("lists messages newest first, even when sent within the same millisecond, and by recipient", async () => {
    await clear();
    const { logger } = capturingLogger();
    const mailer = createOutboxMailer({
      db,
      from: "no-responder@licita.mx",
      logger,
      publicUrl: "http://x.test",
    });
    expect(await listOutbox(db)).toEqual([]);
    for (const to of ["uno@example.mx", "Dos@Example.mx", "tres@example.mx"]) {
      await mailer.send(activation(to));
    }
    const entries = await listOutbox(db);
    expect(entries.map((entry) => entry.to)).toEqual(["tres@example.mx", "Dos@Example.mx", "uno@example.mx"]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(3);
    expect((await listOutbox(db, { to: "dos@example.MX" })).map((entry) => entry.to)).toEqual([
      "Dos@Example.mx",
    ]);
  });

  it("refuses ids that are not the outbox's own shape and answers nothing for unknown ones", async () => {
    for (const id of ["../2030-01-01T00-00-00-000Z-aaaaaaaaaaaa", "..", "/etc/passwd", "' or 1=1 --", ""]) {
      await expect(readOutboxEntry(db, id)).rejects.toBeInstanceOf(AppError);
      await expect(readOutboxMessage(db, id)).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect(await readOutboxEntry(db, "2032-01-01T00-00-00-000Z-cccccccccccc")).toBeUndefined();
    expect(await readOutboxMessage(db, "2032-01-01T00-00-00-000Z-cccccccccccc")).toBeUndefined();
  });
});
