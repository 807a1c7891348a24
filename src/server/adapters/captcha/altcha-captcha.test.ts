import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveAltchaChallenge } from "../../../../tests/support/captcha";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import { appSettings, captchaSolutions } from "../../db/schema";
import { ALTCHA_DIFFICULTY, createAltchaCaptcha, resolveAltchaHmacKey } from "./altcha-captcha";
import { encodeAltchaPayload } from "./altcha-payload";

const HMAC_KEY = "clave-de-prueba-".repeat(4);

function toBase64(value: unknown): string {
  return Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64");
}

describe.each(TEST_BACKENDS)("ALTCHA captcha (%s)", (backend) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await testDatabase.destroy();
  });

  function captcha(options: { hmacKey?: string; challengeTtlMs?: number } = {}) {
    return createAltchaCaptcha({ db: testDatabase.database.db, hmacKey: HMAC_KEY, ...options });
  }

  async function solvedToken(instance = captcha()): Promise<string> {
    const challenge = await instance.createChallenge();
    return encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));
  }

  it("issues signed PBKDF2 challenges that expire in ten minutes", async () => {
    const before = Date.now();
    const challenge = await captcha().createChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: "PBKDF2/SHA-256",
      cost: ALTCHA_DIFFICULTY.cost,
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expiresAtMs = (challenge.parameters.expiresAt ?? 0) * 1_000;
    expect(expiresAtMs).toBeGreaterThan(before + 9 * 60_000);
    expect(expiresAtMs).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });

  it("accepts a fresh solution once and refuses its replay", async () => {
    const instance = captcha();
    const challenge = await instance.createChallenge();
    const token = encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));

    expect(await instance.verify(token)).toBe(true);
    expect(await instance.verify(token)).toBe(false);
    // Another process on the same database refuses it too: the record is in the database.
    expect(await captcha().verify(token)).toBe(false);

    const rows = await testDatabase.database.db
      .select()
      .from(captchaSolutions)
      .where(eq(captchaSolutions.key, `altcha:${challenge.parameters.nonce}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt.getTime()).toBe((challenge.parameters.expiresAt ?? 0) * 1_000);
  });

  it("accepts only one of two simultaneous submissions of the same solution", async () => {
    const token = await solvedToken();
    const results = await Promise.all([
      captcha().verify(token),
      captcha().verify(token),
      captcha().verify(token),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("refuses a solution to an expired challenge", async () => {
    const instance = captcha({ challengeTtlMs: 1 });
    const challenge = await instance.createChallenge();
    const token = encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));
    // Expiry is in whole seconds: wait until that second is over.
    const expiresAtMs = (challenge.parameters.expiresAt ?? 0) * 1_000;
    await sleep(Math.max(0, expiresAtMs - Date.now()) + 1_050);
    expect(await instance.verify(token)).toBe(false);
  });

  it("refuses tampered challenges and solutions", async () => {
    const challenge = await captcha().createChallenge();
    const solution = await solveAltchaChallenge(challenge);
    const flip = (hex: string) => (hex[0] === "0" ? "1" : "0") + hex.slice(1);

    const badSignature = { ...challenge, signature: flip(challenge.signature ?? "") };
    expect(await captcha().verify(encodeAltchaPayload(badSignature, solution))).toBe(false);

    const longerLife = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 86_400 },
    };
    expect(await captcha().verify(encodeAltchaPayload(longerLife, solution))).toBe(false);

    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await captcha().verify(encodeAltchaPayload(easier, solution))).toBe(false);

    const wrongKey = { ...solution, derivedKey: flip(solution.derivedKey) };
    expect(await captcha().verify(encodeAltchaPayload(challenge, wrongKey))).toBe(false);

    // Signed with another installation's key.
    expect(
      await captcha({ hmacKey: "otra-clave-".repeat(5) }).verify(encodeAltchaPayload(challenge, solution)),
    ).toBe(false);

    // None of the refusals spent the genuine solution.
    expect(await captcha().verify(encodeAltchaPayload(challenge, solution))).toBe(true);
  });

  it("refuses garbage without throwing", async () => {
    const genuine = JSON.parse(Buffer.from(await solvedToken(), "base64").toString("utf8"));
    const garbage: unknown[] = [
      "",
      "no soy un token",
      "%%%%",
      toBase64("no es JSON"),
      toBase64({}),
      toBase64({ challenge: genuine.challenge }),
      toBase64({ ...genuine, solution: { counter: -1, derivedKey: genuine.solution.derivedKey } }),
      toBase64({ ...genuine, solution: { counter: genuine.solution.counter, derivedKey: "zz" } }),
      toBase64({
        ...genuine,
        challenge: { ...genuine.challenge, parameters: { ...genuine.challenge.parameters, nonce: "abc" } },
      }),
      toBase64({ challenge: null, solution: null, test: true }),
      "A".repeat(20_000),
      undefined,
      42,
    ];
    for (const token of garbage) {
      await expect(captcha().verify(token as string)).resolves.toBe(false);
    }
  });

  it("forgets used solutions once their challenge has long expired", async () => {
    const db = testDatabase.database.db;
    await db.insert(captchaSolutions).values([
      { key: "altcha:expired-long-ago", expiresAt: new Date(Date.now() - 10 * 60_000) },
      { key: "altcha:still-valid", expiresAt: new Date(Date.now() + 5 * 60_000) },
    ]);
    // A new instance purges on its first accepted solution.
    expect(await captcha().verify(await solvedToken())).toBe(true);
    const keys = (await db.select({ key: captchaSolutions.key }).from(captchaSolutions)).map(
      (row) => row.key,
    );
    expect(keys).not.toContain("altcha:expired-long-ago");
    expect(keys).toContain("altcha:still-valid");
  });

  it("generates the HMAC key once, keeps it in the database and prefers a configured one", async () => {
    const db = testDatabase.database.db;
    expect(await resolveAltchaHmacKey(db, "clave-configurada-de-32-caracteres")).toBe(
      "clave-configurada-de-32-caracteres",
    );
    const keys = await Promise.all([
      resolveAltchaHmacKey(db),
      resolveAltchaHmacKey(db),
      resolveAltchaHmacKey(db),
    ]);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(keys).size).toBe(1);
    expect(await resolveAltchaHmacKey(db)).toBe(keys[0]);
    const rows = await db.select().from(appSettings).where(eq(appSettings.key, "altcha:hmac_key"));
    expect(rows.map((row) => row.value)).toEqual([keys[0]]);

    // A challenge signed by one process verifies in another that resolved the same key.
    const first = createAltchaCaptcha({ db, hmacKey: await resolveAltchaHmacKey(db) });
    const second = createAltchaCaptcha({ db, hmacKey: await resolveAltchaHmacKey(db) });
    expect(await second.verify(await solvedToken(first))).toBe(true);
  });
});
