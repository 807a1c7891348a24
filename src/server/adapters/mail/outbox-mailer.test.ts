import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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

describe("outbox mailer", () => {
  let root: string;
  let dir: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "licita-outbox-"));
    dir = path.join(root, "outbox");
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("writes a real RFC 822 message and its sidecar, readable only by its owner", async () => {
    const { logger } = capturingLogger();
    const mailer = createOutboxMailer({
      dir,
      from: '"Licita" <no-responder@licita.mx>',
      logger,
      publicUrl: "http://localhost:3000",
    });
    expect(mailer.kind).toBe("outbox");
    const message = activation("ana.lopez@example.mx");
    await mailer.send(message);
    await mailer.close();

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    const [emlName, jsonName] = files as [string, string];
    expect(emlName).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{12}\.eml$/);
    expect(jsonName).toBe(emlName.replace(/\.eml$/, ".json"));
    expect((await stat(path.join(dir, emlName))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);

    const raw = await readFile(path.join(dir, emlName));
    expect(raw.toString("latin1")).toMatch(/\r\nMIME-Version: 1\.0\r\n/);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe("Active su cuenta de Licita");
    expect(parsed.from?.text).toBe('"Licita" <no-responder@licita.mx>');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : undefined).toBe(
      "ana.lopez@example.mx",
    );
    expect(parsed.messageId).toMatch(/^<.+@.+>$/);
    expect(parsed.text).toContain("Hola, Ana María López Núñez:");
    expect(parsed.text).toContain(LINK);
    expect(parsed.html).toContain(`href="${LINK}"`);
    expect(parsed.html).toContain("Ana María López Núñez");
    expect(parsed.html).toContain("Activar mi cuenta");

    const id = emlName.replace(/\.eml$/, "");
    const sidecar = JSON.parse(await readFile(path.join(dir, jsonName), "utf8"));
    expect(sidecar).toEqual({
      id,
      to: "ana.lopez@example.mx",
      subject: "Active su cuenta de Licita",
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      text: message.text,
      links: [LINK],
      primaryLink: LINK,
    });
    expect(Math.abs(Date.parse(sidecar.date) - Date.now())).toBeLessThan(10_000);
    expect(await readOutboxEntry(dir, id)).toEqual(sidecar);
    expect((await readOutboxMessage(dir, id))?.equals(raw)).toBe(true);
  });

  it("logs one line with recipient, subject, file and the outbox page, never the link or its token", async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createOutboxMailer({
      dir,
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
    const [eml] = (await readdir(dir)).filter((name) => name.endsWith(".eml"));
    expect(record.file).toBe(path.join(dir, eml!));
  });

  it("lists messages newest first, even when sent within the same millisecond", async () => {
    const { logger } = capturingLogger();
    const mailer = createOutboxMailer({
      dir,
      from: "no-responder@licita.mx",
      logger,
      publicUrl: "http://x.test",
    });
    expect(await listOutbox(dir)).toEqual([]);
    for (const to of ["uno@example.mx", "dos@example.mx", "tres@example.mx"]) {
      await mailer.send(activation(to));
    }
    const entries = await listOutbox(dir);
    expect(entries.map((entry) => entry.to)).toEqual(["tres@example.mx", "dos@example.mx", "uno@example.mx"]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(3);
    // No temporary file is left behind by the atomic writes.
    expect((await readdir(dir)).filter((name) => name.includes(".tmp"))).toEqual([]);
  });

  it("skips sidecars that are not its own and refuses ids that could reach outside the folder", async () => {
    const { logger } = capturingLogger();
    const mailer = createOutboxMailer({
      dir,
      from: "no-responder@licita.mx",
      logger,
      publicUrl: "http://x.test",
    });
    await mailer.send(activation("ana@example.mx"));
    const [entry] = await listOutbox(dir);

    // A valid-looking sidecar outside the outbox, and a broken one inside it.
    const outsideId = "2030-01-01T00-00-00-000Z-aaaaaaaaaaaa";
    await writeFile(path.join(root, `${outsideId}.json`), JSON.stringify({ ...entry, id: outsideId }));
    await writeFile(path.join(dir, "2031-01-01T00-00-00-000Z-bbbbbbbbbbbb.json"), "{ no es json");
    await writeFile(path.join(dir, "notas.json"), JSON.stringify(entry));

    expect((await listOutbox(dir)).map((item) => item.id)).toEqual([entry!.id]);
    for (const id of [`../${outsideId}`, "..", "../../etc/passwd", "/etc/passwd", `..\\${outsideId}`, ""]) {
      await expect(readOutboxEntry(dir, id)).rejects.toBeInstanceOf(AppError);
      await expect(readOutboxMessage(dir, id)).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect(await readOutboxEntry(dir, "2031-01-01T00-00-00-000Z-bbbbbbbbbbbb")).toBeUndefined();
    expect(await readOutboxEntry(dir, "2032-01-01T00-00-00-000Z-cccccccccccc")).toBeUndefined();
    expect(await readOutboxMessage(dir, "2032-01-01T00-00-00-000Z-cccccccccccc")).toBeUndefined();
  });
});
