import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../../tests/support/accounts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import type { Mailer, MailMessage } from "../../adapters/mail/mailer";
import { createAuthJobs, SEND_ACCOUNT_EMAIL } from "./auth.jobs";

/**
 * Two reset mails for one account sent at once: the first one's mail server is slow. The newest mail the
 * person receives must carry the link that works (a reset link supersedes the earlier ones).
 */
describe("reset links sent at once for one account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The account-mail job over a mailer whose `nth` send (1, 2, …) runs `before` first; the mails it wrote. */
  async function resetJob(before: (nth: number) => Promise<void>) {
    const user = await createUser(t.ctx.db);
    const received: MailMessage[] = [];
    let calls = 0;
    const mailer: Mailer = {
      kind: "outbox",
      async send(message) {
        calls += 1;
        await before(calls);
        received.push(message);
      },
      async close() {},
    };
    const job = createAuthJobs({ db: t.ctx.db, config: t.ctx.config, mailer }).find(
      (entry) => entry.name === SEND_ACCOUNT_EMAIL.name,
    );
    const context = { jobId: "test", logger: pino({ level: "silent" }) };
    const payload = { kind: "password-reset" as const, email: user.email };
    return { received, send: async () => job?.handle(payload, context) };
  }
  const tokenOf = (message: MailMessage | undefined) =>
    new URL(
      /https?:\/\/\S+reset-password\?token=[\w-]+/u.exec(message?.text ?? "")?.[0] ?? "http://x/",
    ).searchParams.get("token");
  const isValid = async (token: string | null) =>
    (await t.app.inject({ method: "GET", url: `/api/auth/verify-reset-token?token=${token}` })).json();

  it("the mail that arrives last carries the newest, valid link", async () => {
    // The first send waits on its mail server; the second goes through at once.
    const { received, send } = await resetJob(async (nth) => {
      if (nth === 1) await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await Promise.all([send(), send()]);
    expect(received).toHaveLength(2);
    expect(await isValid(tokenOf(received.at(-1)))).toEqual({ valid: true });
  });

  it("a send that fails after its link was stored leaves the last mail's link valid; the next mail's link alone works", async () => {
    // The second send's mail server refuses it (the job would be retried later).
    const { received, send } = await resetJob(async (nth) => {
      if (nth === 2) throw new Error("servidor de correo no disponible");
    });
    await send();
    await expect(send()).rejects.toThrow();
    expect(received).toHaveLength(1);
    expect(await isValid(tokenOf(received[0]))).toEqual({ valid: true });

    await send();
    expect(received).toHaveLength(2);
    expect(await isValid(tokenOf(received[1]))).toEqual({ valid: true });
    expect(await isValid(tokenOf(received[0]))).toEqual({ valid: false });
  });
});
