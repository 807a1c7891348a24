import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";

/**
 * Test support: PayPal's published request and response shapes (tests/fixtures/paypal, a subset of
 * paypal/paypal-rest-api-specifications) compiled with Ajv, and the calls this product makes mapped to
 * them. `checkRequest` / `checkResponse` return Ajv's findings as short lines ("/path: what"), empty
 * when the shape is PayPal's.
 */
const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/paypal");

function load(file: string): { components: { schemas: Record<string, unknown> } } {
  return JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8"));
}

// PayPal's patterns are written for a non-Unicode regular-expression engine (its e-mail pattern is not
// valid with JavaScript's `u` flag), so they are compiled without it.
const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
addFormats(ajv, ["uri"]);
// PayPal's own format names; their patterns and lengths carry the rules.
for (const name of [
  "ppaas_date_time_v3",
  "ppaas_common_percentage_v2",
  "ppaas_common_language_v3",
  "merchant_common_email_address_v2",
  "ppaas_payer_id_v3",
  "payer_v1",
]) {
  ajv.addFormat(name, true);
}
ajv.addSchema(load("billing_subscriptions_v1.subset.json"), "billing");
ajv.addSchema(load("catalogs_products_v1.subset.json"), "catalog");
ajv.addSchema(load("oauth2_token.json"), "oauth");

const ref = (document: string, name: string) => ({ $ref: `${document}#/components/schemas/${name}` });
const both = (document: string, base: string, operation: string) => ({
  allOf: [ref(document, base), ref(document, operation)],
});

interface Operation {
  method: string;
  path: RegExp;
  request?: object;
  /** By status; `default` covers the common errors every operation may answer. */
  responses: Record<number, object | null>;
}

const COMMON_ERRORS = (document: string): Record<number, object> => ({
  401: ref(document, "error_401"),
  404: ref(document, "error_404"),
  415: ref(document, "error_415"),
  500: ref(document, "error_500"),
});

/** The operations this product calls, with the schemas PayPal publishes for them. */
export const PAYPAL_OPERATIONS: Operation[] = [
  {
    method: "POST",
    path: /^\/v1\/oauth2\/token$/,
    request: ref("oauth", "token_request"),
    responses: {
      200: ref("oauth", "token"),
      400: ref("oauth", "token_error"),
      401: ref("oauth", "token_error"),
    },
  },
  {
    method: "POST",
    path: /^\/v1\/catalogs\/products$/,
    request: ref("catalog", "product_request_POST"),
    responses: {
      ...COMMON_ERRORS("catalog"),
      200: ref("catalog", "product"),
      201: ref("catalog", "product"),
      400: both("catalog", "error_400", "products.create-400"),
    },
  },
  {
    method: "GET",
    path: /^\/v1\/catalogs\/products\/[^/]+$/,
    responses: { ...COMMON_ERRORS("catalog"), 200: ref("catalog", "product") },
  },
  {
    method: "POST",
    path: /^\/v1\/billing\/plans$/,
    request: ref("billing", "plan_request_POST"),
    responses: {
      ...COMMON_ERRORS("billing"),
      200: ref("billing", "plan"),
      201: ref("billing", "plan"),
      400: both("billing", "error_400", "plans.create-400"),
      422: ref("billing", "error_422"),
    },
  },
  {
    method: "GET",
    path: /^\/v1\/billing\/plans\/[^/]+$/,
    responses: { ...COMMON_ERRORS("billing"), 200: ref("billing", "plan") },
  },
  {
    method: "POST",
    path: /^\/v1\/billing\/subscriptions$/,
    request: ref("billing", "subscription_request_post"),
    responses: {
      ...COMMON_ERRORS("billing"),
      200: ref("billing", "subscription"),
      201: ref("billing", "subscription"),
      400: both("billing", "error_400", "subscriptions.create-400"),
      422: both("billing", "error_422", "subscriptions.create-422"),
    },
  },
  {
    method: "GET",
    path: /^\/v1\/billing\/subscriptions\/[^/]+$/,
    responses: { ...COMMON_ERRORS("billing"), 200: ref("billing", "subscription") },
  },
  {
    method: "POST",
    path: /^\/v1\/billing\/subscriptions\/[^/]+\/cancel$/,
    request: ref("billing", "subscription_cancel_request"),
    responses: {
      ...COMMON_ERRORS("billing"),
      204: null,
      422: both("billing", "error_422", "subscriptions.cancel-422"),
    },
  },
];

function findOperation(method: string, apiPath: string): Operation {
  const operation = PAYPAL_OPERATIONS.find((item) => item.method === method && item.path.test(apiPath));
  if (!operation) throw new Error(`no PayPal operation ${method} ${apiPath} in the fixtures`);
  return operation;
}

function check(schema: object, body: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(body)) return [];
  const lines = (validate.errors ?? []).map((error) => {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
    return `${error.instancePath || "/"}: ${error.message}${allowed ? ` ${JSON.stringify(allowed)}` : ""}`;
  });
  return [...new Set(lines)];
}

/** Ajv's findings for a request body of the call `method apiPath` (the path after the API base). */
export function checkRequest(method: string, apiPath: string, body: unknown): string[] {
  const { request } = findOperation(method, apiPath);
  return request ? check(request, body) : [];
}

/** Ajv's findings for an answer of `method apiPath` with `status`; an undocumented status is one. */
export function checkResponse(method: string, apiPath: string, status: number, body: unknown): string[] {
  const schema = findOperation(method, apiPath).responses[status];
  if (schema === undefined) {
    return [`status ${status} is not one PayPal documents for ${method} ${apiPath}`];
  }
  if (schema === null) return body === undefined || body === "" ? [] : ["a body where PayPal sends none"];
  return check(schema, body);
}

/** Checks a raw schema by name, e.g. to show a wrong shape is caught. */
export function checkSchema(document: "billing" | "catalog" | "oauth", name: string, body: unknown) {
  return check(ref(document, name), body);
}
