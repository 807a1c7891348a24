import { createHmac, randomBytes, randomInt } from "node:crypto";
import { type Challenge, createChallenge, verifySolution } from "altcha-lib";
import { deriveKey as derivePbkdf2Key } from "altcha-lib/algorithms/pbkdf2";
import { eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appSettings, captchaSolutions } from "../../db/schema";
import { parseAltchaPayload } from "./altcha-payload";
import type { CaptchaVerifier } from "./captcha-verifier";

/**
 * How hard a challenge is. PBKDF2 rather than plain SHA-256: a browser computes PBKDF2 natively, so a
 * bot with native code is barely faster than a person's browser, whereas each SHA-256 attempt in a
 * browser pays a Web Crypto call that native code does not (measured here: 10 µs vs 2 µs per attempt).
 * The server picks the counter (ALTCHA's deterministic mode), so the work is bounded and uniform:
 * the solver tries every counter from 0 up to a random one between `counterMin` and `counterMax`.
 * Measured on a 2-core machine (Chromium, 2 workers): see scripts/bench-captcha.ts and the report.
 */
export interface AltchaDifficulty {
  algorithm: "PBKDF2/SHA-256";
  cost: number;
  counterMin: number;
  counterMax: number;
}

export const ALTCHA_DIFFICULTY: AltchaDifficulty = {
  algorithm: "PBKDF2/SHA-256",
  cost: 1_000,
  counterMin: 500,
  counterMax: 1_500,
};

export const ALTCHA_DEFAULT_TTL_MS = 10 * 60_000;
const HMAC_KEY_SETTING = "altcha:hmac_key";
/** Used solutions are purged at most this often; the table only ever holds ten minutes of logins. */
const PURGE_INTERVAL_MS = 60_000;
/** Rows are kept this long past their expiry, so clock skew between processes never frees one early. */
const PURGE_GRACE_MS = 60_000;

export type AltchaCaptcha = CaptchaVerifier & { createChallenge(): Promise<Challenge> };

/**
 * The self-hosted proof-of-work captcha. Challenges are signed with the HMAC key and expire; a
 * solution is accepted once: its challenge's nonce goes into `captcha_solutions` until it expires.
 */
export function createAltchaCaptcha(options: {
  db: Database;
  hmacKey: string;
  challengeTtlMs?: number;
  difficulty?: AltchaDifficulty;
}): AltchaCaptcha {
  const { db, hmacKey } = options;
  const ttlMs = options.challengeTtlMs ?? ALTCHA_DEFAULT_TTL_MS;
  const difficulty = options.difficulty ?? ALTCHA_DIFFICULTY;
  // The derived-key signature gets its own secret, derived from the one key, as altcha-lib advises.
  const keySignatureSecret = createHmac("sha256", hmacKey).update("altcha-key-signature").digest("hex");
  let lastPurgeAt = 0;

  async function purgeExpiredSolutions(now: number): Promise<void> {
    if (now - lastPurgeAt < PURGE_INTERVAL_MS) return;
    lastPurgeAt = now;
    await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date(now - PURGE_GRACE_MS)));
  }

  return {
    kind: "altcha",

    createChallenge() {
      return createChallenge({
        algorithm: difficulty.algorithm,
        cost: difficulty.cost,
        counter: randomInt(difficulty.counterMin, difficulty.counterMax + 1),
        deriveKey: derivePbkdf2Key,
        expiresAt: new Date(Date.now() + ttlMs),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    },

    async verify(token) {
      const payload = parseAltchaPayload(token);
      if (!payload) return false;
      let isVerified: boolean;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey: derivePbkdf2Key,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        });
        isVerified = result.verified;
      } catch {
        // altcha-lib throws on some malformed parameters (unknown algorithm, odd hex); that is a bad token.
        isVerified = false;
      }
      if (!isVerified) return false;

      const now = Date.now();
      await purgeExpiredSolutions(now);
      // Only the first request to record this challenge wins, even when two arrive at once.
      const inserted = await db
        .insert(captchaSolutions)
        .values({
          key: `altcha:${payload.challenge.parameters.nonce}`,
          expiresAt: new Date(payload.challenge.parameters.expiresAt * 1_000),
        })
        .onConflictDoNothing()
        .returning({ key: captchaSolutions.key });
      return inserted.length === 1;
    },
  };
}

/**
 * The key that signs challenges: the configured one, or one generated on first start and kept in
 * `app_settings`, so every process on the database signs and verifies with the same key.
 */
export async function resolveAltchaHmacKey(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: HMAC_KEY_SETTING, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, HMAC_KEY_SETTING));
  const stored = rows[0]?.value;
  if (!stored) throw new Error("No se pudo leer la clave HMAC de ALTCHA de app_settings");
  return stored;
}
