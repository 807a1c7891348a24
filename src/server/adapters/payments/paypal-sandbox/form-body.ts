import type { FastifyInstance } from "fastify";

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * Parses form bodies (the token request, the approval page's buttons) in the sandbox's own scope only:
 * the product's API stays JSON-only. If the app already parses forms (e.g. @fastify/formbody registered
 * before this plugin), that parser is inherited and kept; `readFormField` reads either result.
 */
export function registerFormParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM_TYPE)) return;
  app.addContentTypeParser(FORM_TYPE, { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** One field of a parsed form body (the first, when a field is repeated). */
export function readFormField(body: unknown, name: string): string | undefined {
  if (body === null || typeof body !== "object") return undefined;
  const value = (body as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
}
