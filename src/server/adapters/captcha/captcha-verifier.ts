/** Checks the `recaptcha_token` a form sent: an ALTCHA solution by default, Google reCAPTCHA when configured. */
export interface CaptchaVerifier {
  readonly kind: "altcha" | "recaptcha";
  /**
   * True only for a valid, unexpired solution never accepted before (it is consumed here).
   * Never throws for bad input: a malformed token is simply false.
   */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}
