import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { z } from "zod";
import { AppError } from "../../http/app-error";
import { extractLinks } from "./html";
import type { Mailer, MailMessage } from "./mailer";

/** `<ISO time with '-' for ':' and '.'>-<12 hex>`: sortable by time, and never a path. */
const OUTBOX_ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{12}$/;

export const ZOutboxId = z.string().regex(OUTBOX_ID_PATTERN, { error: "identificador de correo no válido" });

/** The sidecar written beside each `.eml`: what the outbox page and the tests read. */
export const ZOutboxEntry = z.object({
  id: ZOutboxId,
  to: z.string(),
  subject: z.string(),
  date: z.iso.datetime(),
  text: z.string(),
  /** Every http(s) URL of the text part, in order. */
  links: z.array(z.string()),
  /** The message's main link (activation, reset) when it has one. */
  primaryLink: z.string().optional(),
});
export type OutboxEntry = z.infer<typeof ZOutboxEntry>;

export interface OutboxMailerOptions {
  dir: string;
  from: string;
  logger: Logger;
  /** The app's public address: the log line points at `${publicUrl}/outbox`. */
  publicUrl: string;
}

/**
 * The default mailer: each message becomes a real RFC 822 `.eml` file (what SMTP would have carried)
 * plus a JSON sidecar, in `dir`. The log line says where to look, never the links: they carry tokens.
 */
export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const outboxPage = `${options.publicUrl.replace(/\/+$/, "")}/outbox`;
  let lastIdTime = 0;

  // Two messages in the same millisecond still get ids in the order they were sent.
  function nextId(now: Date): string {
    lastIdTime = Math.max(now.getTime(), lastIdTime + 1);
    const time = new Date(lastIdTime).toISOString().replace(/[:.]/g, "-");
    return `${time}-${randomBytes(6).toString("hex")}`;
  }

  return {
    kind: "outbox",
    async send(message: MailMessage): Promise<void> {
      const now = new Date();
      const id = nextId(now);
      const info = await composer.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        date: now,
      });
      const entry: OutboxEntry = {
        id,
        to: message.to,
        subject: message.subject,
        date: now.toISOString(),
        text: message.text,
        links: extractLinks(message.text),
        ...(message.primaryLink ? { primaryLink: message.primaryLink } : {}),
      };
      // The folder holds working links: only this user may read it.
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const file = path.join(options.dir, `${id}.eml`);
      await writeAtomically(file, info.message as Buffer);
      // The sidecar comes last: a listed message always has its .eml beside it.
      await writeAtomically(path.join(options.dir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
      options.logger.info(
        { to: message.to, subject: message.subject, file, outbox: outboxPage },
        "mail written to the outbox",
      );
    },
    async close(): Promise<void> {
      composer.close();
    },
  };
}

/** Writes to a temporary name then renames, so a reader never sees half a file. */
async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  const temporary = `${path.dirname(file)}/.${path.basename(file)}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, content, { mode: 0o600 });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Every message in the outbox, newest first. A missing folder is an empty outbox. */
export async function listOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const ids = names
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter((id) => OUTBOX_ID_PATTERN.test(id))
    .sort()
    .reverse();
  const entries = await Promise.all(ids.map((id) => readSidecar(dir, id)));
  return entries.filter((entry): entry is OutboxEntry => entry !== undefined);
}

/**
 * One message by id, or undefined when there is none. The id must have the outbox's own shape, so
 * no value reaches the file system as a path ('../', '/', '\\' are refused).
 */
export async function readOutboxEntry(dir: string, id: string): Promise<OutboxEntry | undefined> {
  assertOutboxId(id);
  return readSidecar(dir, id);
}

/** The raw RFC 822 message of one entry, or undefined when there is none. */
export async function readOutboxMessage(dir: string, id: string): Promise<Buffer | undefined> {
  assertOutboxId(id);
  try {
    return await readFile(path.join(dir, `${id}.eml`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function assertOutboxId(id: string): void {
  if (!OUTBOX_ID_PATTERN.test(id)) {
    throw new AppError("VALIDATION_ERROR", { detail: [{ field: "id", message: "identificador no válido" }] });
  }
}

async function readSidecar(dir: string, id: string): Promise<OutboxEntry | undefined> {
  let content: string;
  try {
    content = await readFile(path.join(dir, `${id}.json`), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  // A sidecar someone edited by hand is skipped, not allowed to break the page.
  const parsed = ZOutboxEntry.safeParse(safeJson(content));
  return parsed.success && parsed.data.id === id ? parsed.data : undefined;
}

function safeJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}
