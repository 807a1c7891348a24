import Fastify, { type FastifyBaseLogger, LogController } from "fastify";
import type { Logger } from "pino";
import type { Database } from "../../../db/client";
import { PAYPAL_SANDBOX_PREFIX, paypalSandboxRoutes } from "./paypal-sandbox.routes";
import { internalServerError } from "./sandbox-errors";
import { newDebugId } from "./sandbox-ids";
import type { SandboxWebhooks } from "./sandbox-webhooks";

/**
 * A `fetch` that delivers requests for `${publicUrl}/sandbox/paypal/…` to the built-in sandbox in this
 * process, through a private Fastify instance's `inject()`: the default gateway then works the same in
 * the web process, a worker and tests, with no network and no dependence on the web port being up.
 * Any other URL fails as an unreachable host does.
 */
export async function createSandboxFetch(options: {
  db: Database;
  publicUrl: string;
  webhooks?: SandboxWebhooks;
  logger?: Logger;
}): Promise<typeof fetch> {
  const publicUrl = options.publicUrl.replace(/\/+$/, "");
  const apiBase = `${publicUrl}${PAYPAL_SANDBOX_PREFIX}`;
  const sandbox = Fastify(
    options.logger
      ? {
          loggerInstance: options.logger as FastifyBaseLogger,
          // The gateway logs each PayPal call itself; per-request lines here would double them.
          logController: new LogController({ disableRequestLogging: true }),
        }
      : { logger: false },
  );
  // Unexpected failures (the sandbox's own database) are answered as PayPal answers a 500.
  sandbox.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, "paypal sandbox: unexpected error");
    const debugId = newDebugId();
    return reply.status(500).header("paypal-debug-id", debugId).send(internalServerError().toBody(debugId));
  });
  await sandbox.register(paypalSandboxRoutes, {
    prefix: PAYPAL_SANDBOX_PREFIX,
    db: options.db,
    publicUrl,
    isProduction: false,
    webhooks: options.webhooks,
  });
  await sandbox.ready();

  const sandboxFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.url !== apiBase && !request.url.startsWith(`${apiBase}/`)) {
      throw new TypeError(`fetch failed: ${request.url} is not served by the built-in PayPal sandbox`);
    }
    request.signal.throwIfAborted();
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const injected = sandbox.inject({
      method: request.method as "GET",
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: url.host },
      ...(body ? { payload: body } : {}),
    });
    const answer = await abortable(injected, request.signal);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const hasNoBody = answer.statusCode === 204 || answer.statusCode === 304 || request.method === "HEAD";
    return new Response(hasNoBody ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers: responseHeaders,
    });
  };
  return sandboxFetch as typeof fetch;
}

/** Rejects with the signal's reason (a TimeoutError for `AbortSignal.timeout`) as fetch does. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
