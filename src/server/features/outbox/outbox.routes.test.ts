import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import "../../../shared/zod-setup";
import { formatMexicoDateTime } from "../../adapters/mail/html";
import { createOutboxMailer, listOutbox } from "../../adapters/mail/outbox-mailer";
import { activationEmail, passwordResetEmail } from "../../adapters/mail/templates";
import type { Database } from "../../db/client";
import { registerErrorHandler } from "../../http/plugins/error-handler";
import { outboxRoutes } from "./outbox.routes";

const sender = { appName: "Licita", supportEmail: "soporte@licita.mx" };
const ACTIVATION_LINK = "http://localhost:3000/activate-account?token=act0123456789&src=mail";
const RESET_LINK = "http://localhost:3000/reset-password?token=res0123456789";

async function buildOutboxApp(db: Database): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(outboxRoutes, { db, appName: "Licita" });
  await app.ready();
  return app;
}

describe("outbox routes", () => {
  let testDatabase: TestDatabase;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await createTestDatabase("pglite");
    db = testDatabase.database.db;
    app = await buildOutboxApp(db);
  });

  afterAll(async () => {
    await app.close();
    await testDatabase.destroy();
  });

  it("shows an empty outbox before any mail is sent", async () => {
    const page = await app.inject({ method: "GET", url: "/outbox" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("No hay correos en la bandeja de salida.");
    const api = await app.inject({ method: "GET", url: "/api/dev/outbox" });
    expect(api.json()).toEqual({ messages: [] });
  });

  describe("with messages", () => {
    beforeAll(async () => {
      const mailer = createOutboxMailer({
        db,
        from: '"Licita" <no-responder@licita.mx>',
        logger: pino({ level: "silent" }),
        publicUrl: "http://localhost:3000",
      });
      const hostile = '<script>alert("x")</script> Eva';
      await mailer.send({
        to: "Eva.Ruiz@example.mx",
        ...activationEmail({ ...sender, fullName: hostile, link: ACTIVATION_LINK, minutes: 30 }),
      });
      await mailer.send({
        to: "ana@example.mx",
        ...passwordResetEmail({ ...sender, fullName: "Ana Núñez", link: RESET_LINK, minutes: 30 }),
      });
    });

    it("lists the messages newest first as a complete Spanish page with no script", async () => {
      const response = await app.inject({ method: "GET", url: "/outbox" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
      const body = response.body;
      expect(body).toMatch(/^<!DOCTYPE html>\n<html lang="es">/);
      expect(body).toContain("<main>");
      expect(body).toContain("<h1>Bandeja de salida</h1>");
      expect(body).not.toMatch(/<script/i);

      const entries = await listOutbox(db);
      expect(entries.map((entry) => entry.to)).toEqual(["ana@example.mx", "Eva.Ruiz@example.mx"]);
      for (const entry of entries) {
        expect(body).toContain(`<a href="/outbox/${entry.id}">Ver</a>`);
        expect(body).toContain(`<td>${formatMexicoDateTime(new Date(entry.date))}</td>`);
      }
      expect(body).toMatch(/<td>\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}<\/td>/);
      expect(body.indexOf("Restablezca su contraseña de Licita")).toBeLessThan(
        body.indexOf("Active su cuenta de Licita"),
      );
      // The list never shows the links: they are one click away, on the message page.
      expect(body).not.toContain("token=");
    });

    it("shows one message's text with clickable links and everything escaped", async () => {
      const [, activation] = await listOutbox(db);
      const response = await app.inject({ method: "GET", url: `/outbox/${activation!.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const body = response.body;
      expect(body).not.toMatch(/<script/i);
      expect(body).toContain("Hola, &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Eva:");
      const escapedLink = ACTIVATION_LINK.replace("&", "&amp;");
      expect(body).toContain(`<a href="${escapedLink}" rel="noopener noreferrer">${escapedLink}</a>`);
      expect(body).toContain("<h1>Active su cuenta de Licita</h1>");
      expect(body).toContain("<dd>Eva.Ruiz@example.mx</dd>");
      expect(body).toContain('<a href="/outbox">Volver a la bandeja de salida</a>');
    });

    it("downloads the raw message for a mail client", async () => {
      const [reset] = await listOutbox(db);
      const response = await app.inject({ method: "GET", url: `/outbox/${reset!.id}/eml` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("message/rfc822");
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="${reset!.id}.eml"`);
      const mail = await simpleParser(response.rawPayload);
      expect(mail.subject).toBe("Restablezca su contraseña de Licita");
      expect(mail.html).toContain(`href="${RESET_LINK}"`);
    });

    it("answers the journeys' JSON, filtered by recipient when asked", async () => {
      const all = await app.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(all.statusCode).toBe(200);
      const { messages } = all.json();
      expect(messages).toHaveLength(2);
      expect(messages[0]).toMatchObject({
        to: "ana@example.mx",
        subject: "Restablezca su contraseña de Licita",
        links: [RESET_LINK],
        primaryLink: RESET_LINK,
      });

      const mine = await app.inject({ method: "GET", url: "/api/dev/outbox?to=eva.ruiz@EXAMPLE.mx" });
      expect(mine.json().messages.map((message: { primaryLink: string }) => message.primaryLink)).toEqual([
        ACTIVATION_LINK,
      ]);
    });

    it("refuses ids that are paths and answers 404 for unknown ones", async () => {
      for (const url of [
        "/outbox/..%2F..%2Fetc%2Fpasswd",
        "/outbox/%2Fetc%2Fpasswd/eml",
        "/outbox/2026-01-01T00-00-00-000Z-aaaaaaaaaaaa%2F..",
      ]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().code).toBe("VALIDATION_ERROR");
      }
      // '..' as a whole segment is resolved away before routing: no outbox route answers it.
      const dotDot = await app.inject({ method: "GET", url: "/outbox/.." });
      expect(dotDot.statusCode).toBe(404);
      expect(dotDot.body).not.toContain("Bandeja");
      const missing = await app.inject({
        method: "GET",
        url: "/outbox/2020-01-01T00-00-00-000Z-aaaaaaaaaaaa",
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe("NOT_FOUND");
      const missingEml = await app.inject({
        method: "GET",
        url: "/outbox/2020-01-01T00-00-00-000Z-aaaaaaaaaaaa/eml",
      });
      expect(missingEml.statusCode).toBe(404);
    });
  });
});
