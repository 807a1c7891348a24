import { z } from "zod";

export const CAPTCHA_CHALLENGE_PATH = "/api/captcha/challenge";

/** Which captcha the browser shows: the self-hosted ALTCHA, or Google reCAPTCHA v2 with its site key. */
export const ZCaptchaSettings = z.object({
  provider: z.enum(["altcha", "recaptcha"]),
  site_key: z.string().optional(),
  challenge_url: z.string().optional(),
});
export type TCaptchaSettings = z.infer<typeof ZCaptchaSettings>;
