import { z } from "zod";
import {
  REGISTRATION_PAYLOAD_FIELDS,
  type TRegisterForm,
  ZRegisterForm,
} from "../../../shared/contracts/auth";
import { MESSAGES } from "../../../shared/messages";
import { ApiError } from "../../api/http-client";

export type RegisterField = keyof TRegisterForm;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** Validates with the server's own schema; the first message of each field, verbatim. */
export function validateRegisterForm(values: TRegisterForm): RegisterErrors {
  const parsed = ZRegisterForm.safeParse(values);
  if (parsed.success) return {};
  const errors: RegisterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as RegisterField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's payload names (spec 01 §3) back to the form's fields. */
const SERVER_FIELDS: Record<string, RegisterField> = REGISTRATION_PAYLOAD_FIELDS;

const ZFieldIssues = z.array(z.object({ field: z.string(), message: z.string() }));

export interface RegisterFailureView {
  fieldErrors: RegisterErrors;
  toast?: { title: string; message?: string };
}

/** What the registration page shows for a failed submission (spec 01 §8). */
export function describeRegisterFailure(error: unknown): RegisterFailureView {
  if (!(error instanceof ApiError)) {
    return {
      fieldErrors: {},
      toast: { title: MESSAGES.register.errorTitle, message: MESSAGES.register.genericError },
    };
  }
  if (error.code === "EMAIL_TAKEN" || error.message.includes("ya existe")) {
    return {
      fieldErrors: { email: MESSAGES.register.emailTakenField },
      toast: { title: MESSAGES.register.emailTakenToast },
    };
  }
  if (error.code === "CAPTCHA_REQUIRED" || error.code === "CAPTCHA_INVALID") {
    return { fieldErrors: { captchaToken: error.message } };
  }
  const fieldErrors: RegisterErrors = {};
  const issues = ZFieldIssues.safeParse(error.detail);
  if (error.code === "VALIDATION_ERROR" && issues.success) {
    for (const issue of issues.data) {
      const field = SERVER_FIELDS[issue.field];
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
  }
  return {
    fieldErrors,
    toast: { title: MESSAGES.register.errorTitle, message: error.message || MESSAGES.register.genericError },
  };
}
