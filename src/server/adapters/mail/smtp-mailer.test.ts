import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import pino from "pino";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "./smtp-mailer";
import { activationEmail, passwordResetEmail } from "./templates";

interface Delivery {
  envelopeFrom: string;
  recipients: string[];
  mail: ParsedMail;
}

/** A real SMTP server on a free local port that keeps what it receives and refuses one mailbox. */
async function startSmtpServer() {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (address.address === "buzon.lleno@example.mx") {
        const error = Object.assign(new Error("Mailbox full"), { responseCode: 552 });
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            deliveries.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
              mail,
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    deliveries,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("SMTP mailer against a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  afterAll(async () => {
    await smtp.close();
  });

  it("delivers the activation e-mail with its accents, its link in both parts, and logs no link", async () => {
    const token = "Zx81kPq0aTtv4mN2sR7yW5bC3dE6fG9h";
    const link = `http://localhost:3000/activate-account?token=${token}`;
    const mailer = createSmtpMailer({ url: smtp.url, from: '"Licita" <no-responder@licita.mx>', logger });
    expect(mailer.kind).toBe("smtp");
    const content = activationEmail({
      appName: "Licita",
      supportEmail: "soporte@licita.mx",
      fullName: "José Ñúñez Peña",
      link,
      minutes: 30,
    });
    await mailer.send({ to: "jose.nunez@example.mx", ...content });
    await mailer.close();

    expect(smtp.deliveries).toHaveLength(1);
    const { envelopeFrom, recipients, mail } = smtp.deliveries[0]!;
    expect(envelopeFrom).toBe("no-responder@licita.mx");
    expect(recipients).toEqual(["jose.nunez@example.mx"]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(
      "jose.nunez@example.mx",
    );
    expect(mail.subject).toBe("Active su cuenta de Licita");
    expect(mail.text).toContain("Hola, José Ñúñez Peña:");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("30 minutos");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("José Ñúñez Peña");

    const sent = lines.map((line) => JSON.parse(line));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "jose.nunez@example.mx", subject: "Active su cuenta de Licita" });
    expect(lines.join("\n")).not.toContain(token);
  });

  it("keeps the reset subject's accents intact across the wire", async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: "no-responder@licita.mx", logger });
    const content = passwordResetEmail({
      appName: "Licita",
      supportEmail: "soporte@licita.mx",
      fullName: "Ana",
      link: "http://localhost:3000/reset-password?token=abc123",
      minutes: 30,
    });
    await mailer.send({ to: "ana@example.mx", ...content });
    expect(smtp.deliveries.at(-1)?.mail.subject).toBe("Restablezca su contraseña de Licita");
  });

  it("throws when the server refuses the message, so the sending job retries", async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: "no-responder@licita.mx", logger });
    const before = smtp.deliveries.length;
    await expect(
      mailer.send({ to: "buzon.lleno@example.mx", subject: "Prueba", text: "Hola", html: "<p>Hola</p>" }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(smtp.deliveries).toHaveLength(before);
  });

  it("throws when no server answers", async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const mailer = createSmtpMailer({ url: closed.url, from: "no-responder@licita.mx", logger });
    await expect(
      mailer.send({ to: "ana@example.mx", subject: "Prueba", text: "Hola", html: "<p>Hola</p>" }),
    ).rejects.toThrow(/ECONNREFUSED|connect/i);
  });
});
