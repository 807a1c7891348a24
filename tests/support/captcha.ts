import { availableParallelism } from "node:os";
import { type Challenge, type Solution, solveChallenge } from "altcha-lib";
import { deriveKey as derivePbkdf2Key } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";
import { createAltchaCaptcha, resolveAltchaHmacKey } from "../../src/server/adapters/captcha/altcha-captcha";
import { encodeAltchaPayload } from "../../src/server/adapters/captcha/altcha-payload";
import type { Database } from "../../src/server/db/client";
import { CAPTCHA_CHALLENGE_PATH } from "../../src/shared/contracts/captcha";

/**
 * A fresh, really solved captcha token for the app under test: exactly the string the ALTCHA widget
 * puts in `recaptcha_token`. Each token is accepted once, so call it for every request that needs one:
 *
 *   const response = await app.inject({
 *     method: "POST",
 *     url: "/api/auth/login",
 *     payload: { email, password, recaptcha_token: await solveCaptcha(app) },
 *   });
 *
 * It costs one GET of the challenge (counted by the global rate limit like any request) and about
 * 50-150 ms of PBKDF2 work, spread over the libuv thread pool. Apps configured with reCAPTCHA have no
 * challenge route; this throws for them.
 */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "GET", url: CAPTCHA_CHALLENGE_PATH });
  if (response.statusCode !== 200) {
    throw new Error(`solveCaptcha: ${CAPTCHA_CHALLENGE_PATH} answered ${response.statusCode}`);
  }
  const challenge = response.json<Challenge>();
  return encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));
}

/**
 * Solves like the widget's workers do: several solvers on interleaved counters, first one wins. PBKDF2
 * runs in libuv's thread pool, so parallel solvers use every core instead of one.
 */
export async function solveAltchaChallenge(challenge: Challenge): Promise<Solution> {
  const solvers = Math.max(2, Math.min(4, availableParallelism()));
  const controller = new AbortController();
  const attempts = Array.from({ length: solvers }, (_, index) =>
    solveChallenge({
      challenge,
      deriveKey: derivePbkdf2Key,
      controller,
      counterStart: index,
      counterStep: solvers,
      timeout: 30_000,
    }).then((solution) => {
      if (!solution) throw new Error("no solution");
      controller.abort();
      return solution;
    }),
  );
  try {
    return await Promise.any(attempts);
  } catch {
    throw new Error("solveAltchaChallenge: the challenge could not be solved within 30 s");
  }
}

/**
 * A really solved captcha whose challenge had already expired: signed with the app's own key (the one
 * kept in `app_settings`, or `ALTCHA_HMAC_KEY`), so only its expiry can make the server refuse it.
 */
export async function solveExpiredCaptcha(db: Database, configuredKey?: string): Promise<string> {
  const hmacKey = await resolveAltchaHmacKey(db, configuredKey);
  const captcha = createAltchaCaptcha({ db, hmacKey, challengeTtlMs: -60_000 });
  const challenge = await captcha.createChallenge();
  return encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));
}
