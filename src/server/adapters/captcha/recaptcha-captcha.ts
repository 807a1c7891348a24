import type { CaptchaVerifier } from "./captcha-verifier";

/** reCAPTCHA tokens are a few hundred to ~2,000 characters; anything far longer is not one. */
const MAX_TOKEN_LENGTH = 10_000;
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Google reCAPTCHA v2: asks siteverify whether the token is good. Google answers `success` once per
 * token (a second check says `timeout-or-duplicate`), so replay protection is Google's. Any failure to
 * get a clear yes (network, time-out, non-JSON, HTTP error) is a no: a login is never let through
 * because Google could not be asked.
 */
export function createRecaptchaCaptcha(options: {
  secretKey: string;
  verifyUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): CaptchaVerifier {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    kind: "recaptcha",

    async verify(token, remoteIp) {
      if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return false;
      const form = new URLSearchParams({ secret: options.secretKey, response: token });
      if (remoteIp) form.set("remoteip", remoteIp);
      try {
        const response = await fetchFn(options.verifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return false;
        const body: unknown = await response.json();
        return typeof body === "object" && body !== null && (body as { success?: unknown }).success === true;
      } catch {
        return false;
      }
    },
  };
}
