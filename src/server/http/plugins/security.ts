import type { IncomingMessage, ServerResponse } from "node:http";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../../config/config";
import type { Database } from "../../db/client";
import { AppError } from "../app-error";
import { registerPasswordWorkLimit } from "../in-flight-limit";
import { databaseRateLimitStore } from "./rate-limit-store";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Security headers (CSP with no inline scripts, HSTS, nosniff, frame-ancestors 'none', no referrer),
 * a global per-address rate limit (route limits shared by every process through the database), and a same-origin check on every state-changing request.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, db?: Database): Promise<void> {
  const isHttps = config.PUBLIC_URL.startsWith("https://");
  // Google's reCAPTCHA v2 needs its script and its iframe (the paths Google documents for CSP). The
  // default ALTCHA needs nothing more: it is bundled, injects a <style> and solves in blob: workers.
  const recaptchaScripts = config.RECAPTCHA_SITE_KEY
    ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]
    : [];
  const recaptchaFrames = config.RECAPTCHA_SITE_KEY
    ? ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]
    : [];
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptchaScripts],
        // Mantine sets style attributes at run time; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        frameSrc: ["'self'", ...recaptchaFrames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // same-origin, not no-referrer: with no-referrer Chromium sends `Origin: null` on same-site form posts
    // (the sandbox approval page), which the same-origin check must refuse. Links with tokens never
    // leak a Referer to another site either way.
    referrerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
  });
  // The same headers on every answer, errors and 404s included (as @fastify/helmet did, which rebuilt
  // them on every request: about 4 % of a project list's CPU).
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(securityHeaders);
  });

  // Before the rate limiter: a request refused here costs nothing, not even the database counter.
  registerPasswordWorkLimit(app, config.AUTH_CONCURRENT_PER_ADDRESS);
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    // Health probes from load balancers must never be limited.
    allowList: (request) => request.url === "/health-check",
    errorResponseBuilder: () => new AppError("RATE_LIMITED"),
    // The general limit counts in memory; routes with their own limit count in the database (shared).
    // Without a database (component tests of one plugin) everything counts in memory.
    ...(db ? { store: databaseRateLimitStore(db) } : {}),
  });

  // Personal answers must never sit in a shared or browser cache: every API answer, and anything sent
  // with a session, is no-store unless the route chose otherwise.
  app.addHook("onSend", async (request, reply) => {
    if (reply.hasHeader("cache-control")) return;
    const hasSession = Boolean(
      request.headers.authorization || request.headers.cookie?.includes("licita_session="),
    );
    if (request.url.startsWith("/api/") || hasSession) reply.header("cache-control", "no-store");
  });

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, config)) throw new AppError("CROSS_ORIGIN_FORBIDDEN");
  });
}

/**
 * The headers helmet writes for `options`, computed once: its middleware run against a response that
 * only records them. They never depend on the request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * A browser always says where a state-changing request comes from (Origin, Sec-Fetch-Site); it must be
 * this site. Clients that send neither (scripts with a Bearer token) are not browsers and pass.
 */
export function isSameOrigin(request: FastifyRequest, config: Config): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === "null") return false;
  try {
    const host = new URL(origin).host;
    return host === request.headers.host || host === new URL(config.PUBLIC_URL).host;
  } catch {
    return false;
  }
}
