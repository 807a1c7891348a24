import type { Config } from "../../config/config";
import type { Database } from "../../db/client";
import { createAltchaCaptcha, resolveAltchaHmacKey } from "./altcha-captcha";
import type { CaptchaVerifier } from "./captcha-verifier";
import { createRecaptchaCaptcha } from "./recaptcha-captcha";

/** A captcha; only ALTCHA issues challenges (served at CAPTCHA_CHALLENGE_PATH). */
export type Captcha = CaptchaVerifier & { createChallenge?: () => Promise<unknown> };

/**
 * The one place the captcha is chosen: Google reCAPTCHA when both its keys are configured, otherwise
 * the self-hosted ALTCHA, signed with the configured key or one generated once and kept in the database.
 */
export async function createCaptcha(options: { config: Config; db: Database }): Promise<Captcha> {
  const { config, db } = options;
  if (config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY) {
    return createRecaptchaCaptcha({
      secretKey: config.RECAPTCHA_SECRET_KEY,
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
    });
  }
  return createAltchaCaptcha({ db, hmacKey: await resolveAltchaHmacKey(db, config.ALTCHA_HMAC_KEY) });
}
