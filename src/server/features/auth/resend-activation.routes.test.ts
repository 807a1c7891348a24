import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, postLogin, tokenFromMail, waitForMail } from "../../../../tests/support/accounts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { listOutbox } from "../../adapters/mail/outbox-mailer";
import { accountTokens } from "../../db/schema";

const NEUTRAL = {
  message: "Si existe una cuenta con este correo, recibirá instrucciones de activación en breve.",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_BACKENDS)("resending the activation link (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  const resend = (email: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/resend-activation", payload: { email } });
  const activate = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token } });
  const activationMails = async (email: string) =>
    (await listOutbox(t.ctx.db)).filter((entry) => entry.to.includes(email) && /active/i.test(entry.subject));

  async function nextLink(email: string): Promise<string> {
    const before = Date.now();
    expect((await resend(email)).json()).toEqual(NEUTRAL);
    return tokenFromMail(await waitForMail(t.ctx.db, email, /active/i, { after: before }));
  }

  it("does not end the link already sent: an earlier one still activates, and then every link is used", async () => {
    const user = await createUser(t.ctx.db, { status: "inactive" });
    const first = await nextLink(user.email);
    const second = await nextLink(user.email);
    expect(second).not.toBe(first);

    // Someone resending to this address does not stop its owner from using the link in hand.
    expect((await activate(first)).statusCode).toBe(200);
    const later = await activate(second);
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({
      code: "TOKEN_INVALID",
      message:
        "Ha ocurrido un error al activar su cuenta. El enlace puede ser inválido o ya ha sido utilizado.",
    });
    expect((await postLogin(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it("sends at most three links per address in 30 minutes, answering the same every time", async () => {
    const user = await createUser(t.ctx.db, { status: "inactive" });
    for (let attempt = 0; attempt < 6; attempt += 1)
      expect((await resend(user.email)).json()).toEqual(NEUTRAL);
    const deadline = Date.now() + 15_000;
    while ((await activationMails(user.email)).length < 3 && Date.now() < deadline) await sleep(200);
    await sleep(2_500);
    expect(await activationMails(user.email)).toHaveLength(3);
    expect(await t.ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toHaveLength(
      3,
    );

    // Half an hour later, the address may get a link again.
    await t.ctx.db
      .update(accountTokens)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(accountTokens.userId, user.id));
    const fresh = await nextLink(user.email);
    expect((await activate(fresh)).statusCode).toBe(200);
  });
});
