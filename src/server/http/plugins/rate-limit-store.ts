import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitHits } from "../../db/schema";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Past windows are deleted at most this often per process. */
const PRUNE_EVERY_MS = 60_000;
/** The general limit's in-memory counters are swept once they pass this many addresses. */
const LOCAL_SWEEP_SIZE = 10_000;

/**
 * The rate-limit store: the general per-address limit counts in this process's memory (no database
 * statement on every request), while every route with its own limit (sign-in, registration, password
 * reset, payments) counts in the database, so N web processes give the same limits as one. Windows
 * are fixed (aligned to multiples of the window), which makes one atomic upsert-increment enough.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastPrune = 0;
  const prune = (now: number): void => {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.expiresAt, new Date(now)))
      .catch(() => undefined);
  };

  class SharedStore implements FastifyRateLimitStore {
    /**
     * Per address, for the current window: the count this process knows the database holds at least
     * (its own requests sent, or the count the database last answered, whichever is higher). The
     * database's count only grows within a window, so once this passes the limit the address stays
     * refused until the window ends: refusals are answered from memory, costing no statement and never
     * queueing in front of the requests still admitted, and the count in the database already refuses
     * it in every other process.
     */
    private readonly known = new Map<string, { windowStart: number; hits: number }>();

    constructor(
      private readonly bucket: string,
      private readonly max: number | undefined,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      const ttl = windowStart + timeWindow - now;
      let known = this.known.get(key);
      if (known?.windowStart !== windowStart) {
        this.sweep(windowStart);
        known = { windowStart, hits: 0 };
        this.known.set(key, known);
      }
      known.hits += 1;
      if (this.max !== undefined && known.hits > this.max + 1) {
        callback(null, { current: known.hits, ttl });
        return;
      }
      const entry = known;
      db.insert(rateLimitHits)
        .values({
          bucket: this.bucket,
          address: key,
          windowStart,
          hits: 1,
          expiresAt: new Date(windowStart + timeWindow),
        })
        .onConflictDoUpdate({
          target: [rateLimitHits.bucket, rateLimitHits.address, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        })
        .returning({ hits: rateLimitHits.hits })
        .then(
          ([row]) => {
            const hits = row?.hits ?? 1;
            entry.hits = Math.max(entry.hits, hits);
            callback(null, { current: hits, ttl });
          },
          (error: Error) => callback(error),
        );
      prune(now);
    }

    private sweep(windowStart: number): void {
      if (this.known.size <= LOCAL_SWEEP_SIZE) return;
      for (const [address, entry] of this.known) {
        if (entry.windowStart !== windowStart) this.known.delete(address);
      }
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }

  class LocalStore implements FastifyRateLimitStore {
    private readonly counters = new Map<string, { windowStart: number; hits: number }>();

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      if (this.counters.size > LOCAL_SWEEP_SIZE) {
        for (const [address, entry] of this.counters) {
          if (entry.windowStart !== windowStart) this.counters.delete(address);
        }
      }
      const entry = this.counters.get(key);
      const hits = entry?.windowStart === windowStart ? entry.hits + 1 : 1;
      this.counters.set(key, { windowStart, hits });
      callback(null, { current: hits, ttl: windowStart + timeWindow - now });
    }

    /** A route with its own limit: shared through the database, one bucket per route. */
    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // The plugin passes its merged parameters, the route's options under `routeInfo`.
      const merged = options as unknown as {
        max?: unknown;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const route = merged.routeInfo;
      return new SharedStore(
        `${[route?.method ?? "ANY"].flat().join(",")} ${route?.url ?? "?"}`,
        typeof merged.max === "number" ? merged.max : undefined,
      );
    }
  }

  return LocalStore as unknown as FastifyRateLimitStoreCtor;
}
