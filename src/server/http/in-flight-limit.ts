import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route does deliberately expensive password work (Argon2): see `registerPasswordWorkLimit`. */
    passwordWork?: boolean;
  }
}

/** At most `max` holders per key (an address); `enter` says whether this one got a place. */
export function createInFlightLimit(max: number) {
  const inFlight = new Map<string, number>();
  return {
    enter(key: string): boolean {
      const running = inFlight.get(key) ?? 0;
      if (running >= max) return false;
      inFlight.set(key, running + 1);
      return true;
    },
    leave(key: string): void {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    },
    running(key: string): number {
      return inFlight.get(key) ?? 0;
    },
  };
}

/**
 * At most `max` requests per address in flight, in this process, on the routes marked `passwordWork`
 * (sign-in, registration, new password, the subscription's identity check: each runs one Argon2
 * verification or hash, ~25 ms of a core). The next one from that address is refused at once with
 * RATE_LIMITED, before the per-address counter in the database is touched (so this hook must be added
 * before the rate limiter): one address cannot make everyone wait for twenty password checks sent at
 * once, and whoever is admitted is answered in the time of a few. Counted per process, as its CPU is.
 */
export function registerPasswordWorkLimit(app: FastifyInstance, max: number): void {
  const limit = createInFlightLimit(max);
  const holders = new WeakSet<object>();
  const release = (request: { ip: string; raw: object }) => {
    if (!holders.delete(request.raw)) return;
    limit.leave(request.ip);
  };
  app.addHook("onRequest", async (request) => {
    if (!request.routeOptions.config.passwordWork) return;
    if (!limit.enter(request.ip)) throw new AppError("RATE_LIMITED");
    holders.add(request.raw);
  });
  app.addHook("onResponse", async (request) => release(request));
  app.addHook("onRequestAbort", async (request) => release(request));
}
