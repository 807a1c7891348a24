import type { z } from "zod";

export interface PayPalErrorDetail {
  field?: string;
  value?: string;
  location?: string;
  issue: string;
  description: string;
}

const INFORMATION_LINK = "https://developer.paypal.com/api/rest/responses/";

/** An error of PayPal's REST APIs, answered in PayPal's shape `{ name, message, debug_id, details, links }`. */
export class PayPalApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorName: string,
    message: string,
    readonly details: PayPalErrorDetail[] = [],
  ) {
    super(message);
    this.name = "PayPalApiError";
  }

  toBody(debugId: string): Record<string, unknown> {
    const body: Record<string, unknown> = { name: this.errorName, message: this.message, debug_id: debugId };
    if (this.details.length > 0) body.details = this.details;
    body.links = [{ href: `${INFORMATION_LINK}#${this.errorName}`, rel: "information_link", method: "GET" }];
    return body;
  }
}

/** An error of the OAuth2 token endpoint, which PayPal answers in OAuth's own shape. */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

export const authenticationFailure = () =>
  new PayPalApiError(
    401,
    "AUTHENTICATION_FAILURE",
    "Authentication failed due to missing authorization header, or invalid authentication credentials.",
  );

export const invalidRequest = (details: PayPalErrorDetail[]) =>
  new PayPalApiError(
    400,
    "INVALID_REQUEST",
    "Request is not well-formed, syntactically incorrect, or violates schema.",
    details,
  );

export const malformedJson = () =>
  invalidRequest([
    {
      field: "/",
      location: "body",
      issue: "MALFORMED_REQUEST_JSON",
      description: "The request JSON is not well formed.",
    },
  ]);

export const resourceNotFound = (description = "Requested resource ID was not found.") =>
  new PayPalApiError(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", [
    { issue: "INVALID_RESOURCE_ID", description },
  ]);

export const unprocessableEntity = (issue: string, description: string) =>
  new PayPalApiError(
    422,
    "UNPROCESSABLE_ENTITY",
    "The requested action could not be performed, semantically incorrect, or failed business validation.",
    [{ issue, description }],
  );

export const unsupportedMediaType = () =>
  new PayPalApiError(
    415,
    "UNSUPPORTED_MEDIA_TYPE",
    "The server does not support the request payload's media type.",
  );

export const internalServerError = () =>
  new PayPalApiError(500, "INTERNAL_SERVER_ERROR", "An internal server error occurred.");

/**
 * Zod's findings as PayPal's `details`: a JSON pointer to the field, and the issue names and wording of
 * PayPal's published specifications (e.g. subscriptions.create-400).
 */
export function toPayPalDetails(issues: z.core.$ZodIssue[], body: unknown): PayPalErrorDetail[] {
  return issues.map((issue) => {
    const field = `/${issue.path.map(String).join("/")}`;
    const value = valueAt(body, issue.path);
    const detail: PayPalErrorDetail = { field, location: "body", ...describeIssue(issue, value) };
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      detail.value = String(value);
    }
    return detail;
  });
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown): { issue: string; description: string } {
  if (value === undefined) {
    return { issue: "MISSING_REQUIRED_PARAMETER", description: "A required field is missing." };
  }
  if (issue.code === "invalid_type") {
    return {
      issue: "INVALID_PARAMETER_SYNTAX",
      description: "The value of a field does not conform to the expected format.",
    };
  }
  if (issue.code === "too_big" && typeof value === "string") {
    return { issue: "INVALID_STRING_MAX_LENGTH", description: "The value of a field is too long." };
  }
  if (issue.code === "too_small" && typeof value === "string") {
    return { issue: "INVALID_STRING_MIN_LENGTH", description: "The value of a field is too short." };
  }
  if (issue.code === "too_big" && typeof value === "number") {
    return { issue: "INVALID_INTEGER_MAX_VALUE", description: "The integer value of a field is too large." };
  }
  if (issue.code === "too_small" && typeof value === "number") {
    return { issue: "INVALID_INTEGER_MIN_VALUE", description: "The integer value of a field is too small." };
  }
  return { issue: "INVALID_PARAMETER_VALUE", description: "The value of a field is invalid." };
}

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let current = body;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
