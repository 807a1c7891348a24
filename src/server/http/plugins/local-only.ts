import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { ERROR_CODES } from "../../../shared/errors";

/** Headers a proxy on this machine uses to name the real client: each must name this machine too. */
const FORWARDING_HEADERS = ["x-forwarded-for", "x-real-ip", "forwarded", "x-client-ip", "cf-connecting-ip"];

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address
    .trim()
    .replace(/^\[|\](:\d+)?$/g, "")
    .replace(/^::ffff:/i, "");
  if (bare === "::1" || bare === "0:0:0:0:0:0:0:1") return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}(:\d+)?$/.test(bare);
}

/** The addresses a forwarding header names (`for=` items of `Forwarded`, the list of the others). */
function forwardedAddresses(name: string, value: string): string[] {
  if (name === "forwarded") {
    return [...value.matchAll(/for="?([^";,]+)"?/gi)].map((match) => match[1] ?? "");
  }
  return value.split(",").map((item) => item.trim());
}

/**
 * Whether a request comes from the machine the server runs on: the connection's own address is a
 * loopback one, and no forwarding header names another machine (a reverse proxy on this machine
 * would otherwise make every visitor look local). `X-Forwarded-For` is read whatever TRUST_PROXY says.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  for (const name of FORWARDING_HEADERS) {
    const header = request.headers[name];
    if (header === undefined) continue;
    const values = Array.isArray(header) ? header : [header];
    for (const value of values) {
      if (!forwardedAddresses(name, value).every(isLoopbackAddress)) return false;
    }
  }
  return true;
}

const PAGE = (message: string) => `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Solo desde este equipo</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #212529">
<main><h1 style="font-size: 1.4rem">Solo desde este equipo</h1><p>${message}</p></main></body></html>`;

function refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, message } = ERROR_CODES.LOCAL_ONLY;
  reply.code(status).header("cache-control", "no-store");
  const wantsPage = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
  if (wantsPage) return reply.type("text/html; charset=utf-8").send(PAGE(message));
  return reply.send({ code: "LOCAL_ONLY", message });
}

/**
 * An `onRequest` hook for development-only surfaces (the outbox, the built-in PayPal sandbox): they
 * hand out working activation and reset links and approve payments, so they answer only requests from
 * this machine unless the operator opened them on purpose (`DEV_TOOLS_REMOTE=true`, refused in
 * production by the configuration).
 */
export function localOnly(options: { allowRemote: boolean }): onRequestHookHandler {
  return function checkLocalRequest(request, reply, done) {
    if (options.allowRemote || isLocalRequest(request)) {
      done();
      return;
    }
    request.log.warn(
      { remoteAddress: request.socket.remoteAddress, path: request.url.split("?")[0] },
      "development surface refused: request from another machine",
    );
    refuse(request, reply);
  };
}
