import { randomBytes } from "node:crypto";
import os from "node:os";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { LATENCY_BUCKETS_MS } from "../../../shared/rules/metrics";
import type { Database } from "../../db/client";
import { requestMetrics } from "../../db/schema";

interface MinuteFigures {
  requests: number;
  clientErrors: number;
  serverErrors: number;
  latencySumMs: number;
  latencyCounts: number[];
}

interface RouteFigures {
  count: number;
  sumSeconds: number;
  buckets: number[];
}

function bucketIndex(ms: number): number {
  const index = LATENCY_BUCKETS_MS.findIndex((bound) => ms <= bound);
  return index === -1 ? LATENCY_BUCKETS_MS.length : index;
}

/**
 * What the server measures of its own requests. Two views of the same observations: per-minute figures
 * written to `request_metrics` (the 'Rendimiento Sistema' dashboard, across processes and restarts),
 * and cumulative counters since start for Prometheus' `/metrics`.
 */
export class RequestMetrics {
  readonly instance = `${os.hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
  readonly startedAt = Date.now();
  private readonly minutes = new Map<number, MinuteFigures>();
  /** key: method|route|status → count; and per route the latency histogram. */
  readonly totals = new Map<string, number>();
  readonly latency = new Map<string, RouteFigures>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly logger?: Pick<Logger, "warn">,
  ) {}

  observe(input: { method: string; route: string; status: number; ms: number; at?: number }): void {
    const minute = Math.floor((input.at ?? Date.now()) / 60_000) * 60_000;
    let figures = this.minutes.get(minute);
    if (!figures) {
      figures = {
        requests: 0,
        clientErrors: 0,
        serverErrors: 0,
        latencySumMs: 0,
        latencyCounts: new Array(LATENCY_BUCKETS_MS.length + 1).fill(0),
      };
      this.minutes.set(minute, figures);
    }
    const index = bucketIndex(input.ms);
    figures.requests += 1;
    if (input.status >= 500) figures.serverErrors += 1;
    else if (input.status >= 400) figures.clientErrors += 1;
    figures.latencySumMs += input.ms;
    figures.latencyCounts[index]! += 1;

    const key = `${input.method}|${input.route}|${input.status}`;
    this.totals.set(key, (this.totals.get(key) ?? 0) + 1);
    const routeKey = `${input.method}|${input.route}`;
    let route = this.latency.get(routeKey);
    if (!route) {
      route = { count: 0, sumSeconds: 0, buckets: new Array(LATENCY_BUCKETS_MS.length + 1).fill(0) };
      this.latency.set(routeKey, route);
    }
    route.count += 1;
    route.sumSeconds += input.ms / 1000;
    route.buckets[index]! += 1;
  }

  /**
   * Adds what was observed since the last flush to the database (the current minute too, so the
   * dashboard lags by one interval at most); a minute flushed twice is summed, not replaced.
   */
  async flush(): Promise<void> {
    if (this.minutes.size === 0) return;
    const ready = [...this.minutes.entries()];
    this.minutes.clear();
    const rows = ready.map(([minute, figures]) => ({
      bucket: new Date(minute),
      instance: this.instance,
      ...figures,
    }));
    try {
      await this.db
        .insert(requestMetrics)
        .values(rows)
        .onConflictDoUpdate({
          target: [requestMetrics.bucket, requestMetrics.instance],
          set: {
            requests: sql`${requestMetrics.requests} + excluded.requests`,
            clientErrors: sql`${requestMetrics.clientErrors} + excluded.client_errors`,
            serverErrors: sql`${requestMetrics.serverErrors} + excluded.server_errors`,
            latencySumMs: sql`${requestMetrics.latencySumMs} + excluded.latency_sum_ms`,
            latencyCounts: sql`(select array_agg(t.a + t.b order by t.i)
              from unnest(${requestMetrics.latencyCounts}, excluded.latency_counts) with ordinality as t(a, b, i))`,
          },
        });
    } catch (error) {
      this.logger?.warn({ err: error }, "could not record request metrics");
    }
  }

  start(intervalMs = 10_000): void {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
