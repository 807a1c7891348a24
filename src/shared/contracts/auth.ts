import { z } from "zod";
import { MESSAGES } from "../messages";
import { isRegistrationPasswordValid, isResetPasswordValid } from "../rules/password";
import { isPhoneValid } from "../rules/phone";

const ZEmail = z
  .string({ error: MESSAGES.register.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.register.emailRequired })
  .max(254)
  .pipe(z.email({ error: MESSAGES.register.emailFormat }));

/** The captcha answer: an ALTCHA payload or a reCAPTCHA token, under the spec's name either way. */
const ZCaptchaToken = z
  .string({ error: MESSAGES.login.captchaRequired })
  .min(1, { error: MESSAGES.login.captchaRequired })
  .max(20_000);

export const ZUserRole = z.enum(["admin", "cliente"]);
export const ZUserStatus = z.enum(["active", "inactive", "suspended"]);
export const ZSubscriptionStatus = z.enum(["pendiente", "al corriente", "vencido", "cancelado"]);

/** The user as the browser sees it: no hash, no internal fields. */
export const ZSessionUser = z
  .object({
    id: z.uuid(),
    name: z.string(),
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

/** The registration form (spec 01 §5), validated the same way in the browser and on the server. */
export const ZRegisterForm = z
  .object({
    fullName: z
      .string({ error: MESSAGES.register.fullNameRequired })
      .trim()
      .min(1, { error: MESSAGES.register.fullNameRequired })
      .max(120),
    email: ZEmail,
    phone: z
      .string({ error: MESSAGES.register.phoneRequired })
      .min(1, { error: MESSAGES.register.phoneRequired })
      .refine(isPhoneValid, { error: MESSAGES.register.phoneLength }),
    password: z
      .string({ error: MESSAGES.register.passwordRequired })
      .min(1, { error: MESSAGES.register.passwordRequired })
      .refine(isRegistrationPasswordValid, { error: MESSAGES.register.passwordRules }),
    confirmPassword: z.string(),
    captchaToken: z.string({ error: MESSAGES.register.captchaRequired }).min(1, {
      error: MESSAGES.register.captchaRequired,
    }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: MESSAGES.register.passwordsDiffer,
  });
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

export const ZRegisterRequest = z.object({
  full_name: z
    .string({ error: MESSAGES.register.fullNameRequired })
    .trim()
    .min(1, { error: MESSAGES.register.fullNameRequired })
    .max(120),
  email: ZEmail,
  password: z
    .string({ error: MESSAGES.register.passwordRequired })
    .refine(isRegistrationPasswordValid, { error: MESSAGES.register.passwordRules }),
  phone: z.string({ error: MESSAGES.register.phoneRequired }).refine(isPhoneValid, {
    error: MESSAGES.register.phoneLength,
  }),
  recaptcha_token: ZCaptchaToken,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({
  user_id: z.uuid(),
  paypal_order_id: z.string(),
  payment_url: z.url(),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZTokenRequest = z.object({ token: z.string().min(1).max(200) });
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZEmailRequest = z.object({
  email: z.string().trim().min(1, { error: MESSAGES.activation.invalidEmail }).max(254),
});

export const ZForgotPasswordRequest = z.object({
  email: z.string().trim().min(1).max(254),
  recaptcha_token: ZCaptchaToken,
});

export const ZVerifyResetTokenQuery = z.object({ token: z.string().max(200).optional() });
export const ZVerifyResetTokenResponse = z.object({ valid: z.boolean() });

export const ZResetPasswordRequest = z.object({
  token: z.string().min(1).max(200),
  new_password: z.string().max(1024).refine(isResetPasswordValid, {
    error:
      "La contraseña debe tener al menos 12 caracteres, una mayúscula, una minúscula, un número y un carácter especial (# $ % & _ -)",
  }),
  recaptcha_token: ZCaptchaToken,
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
