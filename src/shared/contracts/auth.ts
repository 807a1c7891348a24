import { z } from "zod";
import { MESSAGES } from "../messages";
import { stripBidiControls, ZShownName } from "../rules/bidi";
import { isRegistrationPasswordValid, isResetPasswordValid } from "../rules/password";
import { isPhoneValid } from "../rules/phone";

const ZEmail = z
  .string({ error: MESSAGES.register.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.register.emailRequired })
  // No address is longer than 254 characters: a longer one is badly formed, not missing.
  .max(254, { error: MESSAGES.register.emailFormat })
  .pipe(z.email({ error: MESSAGES.register.emailFormat }));

/**
 * The captcha answer: an ALTCHA payload or a reCAPTCHA token, under the spec's name either way. Each
 * screen names a missing captcha in its own words (spec 01 §5).
 */
function captchaToken(requiredMessage: string) {
  return z.string({ error: requiredMessage }).min(1, { error: requiredMessage }).max(20_000);
}
const ZCaptchaToken = captchaToken(MESSAGES.login.captchaRequired);

export const ZUserRole = z.enum(["admin", "cliente"]);
export const ZUserStatus = z.enum(["active", "inactive", "suspended"]);
export const ZSubscriptionStatus = z.enum(["pendiente", "al corriente", "vencido", "cancelado"]);

/** The user as the browser sees it: no hash, no internal fields. */
export const ZSessionUser = z
  .object({
    id: z.uuid(),
    name: ZShownName,
    email: z.string(),
    phone: z.string().nullable(),
    role: ZUserRole,
    status: ZUserStatus,
    subscription_status: ZSubscriptionStatus,
    paid_through: z.string().nullable(),
  })
  .meta({ id: "SessionUser" });
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginRequest = z.object({
  email: z
    .string({ error: MESSAGES.login.required })
    .trim()
    .min(1, { error: MESSAGES.login.required })
    .max(254),
  password: z.string({ error: MESSAGES.login.required }).min(1, { error: MESSAGES.login.required }).max(1024),
  recaptcha_token: ZCaptchaToken,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ token: z.string(), user: ZSessionUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** What a failed login tells the page: failures so far for the e-mail, minutes left when locked. */
export const ZLoginFailureDetail = z.object({
  failures: z.number().int(),
  remaining_attempts: z.number().int(),
  minutes_left: z.number().int().optional(),
});
export type TLoginFailureDetail = z.infer<typeof ZLoginFailureDetail>;

export const ZProfileResponse = z.object({ user: ZSessionUser });

const M = MESSAGES.register;

/**
 * The registration fields of spec 01 §5, each with its rules and messages in the table's order
 * (required first, then the format), defined once: the browser's form and the server's request are
 * both built from these, so the two always say the same thing.
 */
export const REGISTRATION_FIELDS = {
  // One line: a pasted line break or tab inside the name becomes a space (it is printed in headers,
  // receipts and the administrator's lists).
  fullName: z
    .string({ error: M.fullNameRequired })
    // Direction marks are removed, not refused: invisible, pasted unawares (rules/bidi.ts).
    .overwrite(stripBidiControls)
    .trim()
    .overwrite((value) => value.replace(/\s+/gu, " "))
    .min(1, { error: M.fullNameRequired })
    .max(120),
  email: ZEmail,
  phone: z
    .string({ error: M.phoneRequired })
    .min(1, { error: M.phoneRequired, abort: true })
    .refine(isPhoneValid, { error: M.phoneLength }),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired, abort: true })
    .refine(isRegistrationPasswordValid, { error: M.passwordRules }),
  captcha: captchaToken(M.captchaRequired),
};

/** The form's field behind each name of the registration payload (spec 01 §3). */
export const REGISTRATION_PAYLOAD_FIELDS = {
  full_name: "fullName",
  email: "email",
  phone: "phone",
  password: "password",
  recaptcha_token: "captchaToken",
} as const;

/** The registration form (spec 01 §5), validated the same way in the browser and on the server. */
export const ZRegisterForm = z
  .object({
    fullName: REGISTRATION_FIELDS.fullName,
    email: REGISTRATION_FIELDS.email,
    phone: REGISTRATION_FIELDS.phone,
    password: REGISTRATION_FIELDS.password,
    confirmPassword: z.string(),
    captchaToken: REGISTRATION_FIELDS.captcha,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: M.passwordsDiffer,
  });
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

/** The registration payload (spec 01 §3): the same fields and messages under the payload's names. */
export const ZRegisterRequest = z.object({
  full_name: REGISTRATION_FIELDS.fullName,
  email: REGISTRATION_FIELDS.email,
  password: REGISTRATION_FIELDS.password,
  phone: REGISTRATION_FIELDS.phone,
  recaptcha_token: REGISTRATION_FIELDS.captcha,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({
  user_id: z.uuid(),
  paypal_order_id: z.string(),
  payment_url: z.url(),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/** A link's token: missing says what the activation screen says for a link without one (spec 01 §4). */
export const ZTokenRequest = z.object({
  token: z
    .string({ error: MESSAGES.activation.missingToken })
    .min(1, { error: MESSAGES.activation.missingToken })
    .max(200, { error: MESSAGES.activation.error }),
});
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** Resend activation: non-empty with '@' (spec 01 §5), else 'Por favor, ingrese un correo electrónico válido.'. */
export const ZEmailRequest = z.object({
  email: z
    .string({ error: MESSAGES.activation.invalidEmail })
    .trim()
    .min(1, { error: MESSAGES.activation.invalidEmail, abort: true })
    .max(254, { error: MESSAGES.activation.invalidEmail })
    .refine((email) => email.includes("@"), { error: MESSAGES.activation.invalidEmail }),
});

/** Recovery (and the expired-link screen's new link): a valid address and the captcha (spec 01 §5). */
export const ZForgotPasswordRequest = z.object({
  email: z
    .string({ error: MESSAGES.recovery.invalidEmail })
    .trim()
    .min(1, { error: MESSAGES.recovery.invalidEmail })
    .max(254, { error: MESSAGES.recovery.invalidEmail })
    .pipe(z.email({ error: MESSAGES.recovery.invalidEmail })),
  recaptcha_token: captchaToken(MESSAGES.recovery.captchaRequired),
});

export const ZVerifyResetTokenQuery = z.object({
  token: z.string().max(200, { error: MESSAGES.recovery.resetFailed }).optional(),
});
export const ZVerifyResetTokenResponse = z.object({ valid: z.boolean() });

/** The reset rule (spec 01 §5: 12+ characters with every class, the quote not counted, no maximum). */
export const RESET_PASSWORD_RULES_MESSAGE =
  "La contraseña debe tener al menos 12 caracteres, una mayúscula, una minúscula, un número y un carácter especial (# $ % & _ -)";

export const ZResetPasswordRequest = z.object({
  token: z
    .string({ error: MESSAGES.recovery.resetFailed })
    .min(1, { error: MESSAGES.recovery.resetFailed })
    .max(200, { error: MESSAGES.recovery.resetFailed }),
  new_password: z
    .string({ error: MESSAGES.register.passwordRequired })
    .min(1, { error: MESSAGES.register.passwordRequired, abort: true })
    .max(1024, { error: RESET_PASSWORD_RULES_MESSAGE })
    .refine(isResetPasswordValid, { error: RESET_PASSWORD_RULES_MESSAGE }),
  recaptcha_token: captchaToken(MESSAGES.recovery.captchaRequired),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const AUTH_PATHS = {
  login: "/api/auth/login",
  logout: "/api/auth/logout",
  profile: "/api/auth/profile",
  register: "/api/auth/register",
  activate: "/api/auth/activate",
  resendActivation: "/api/auth/resend-activation",
  forgotPassword: "/api/auth/forgot-password",
  verifyResetToken: "/api/auth/verify-reset-token",
  resetPassword: "/api/auth/reset-password",
} as const;
