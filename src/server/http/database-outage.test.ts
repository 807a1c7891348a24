import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseOutage, isDatabaseUnreachable } from "./database-outage";

afterEach(() => {
  vi.useRealTimers();
});

describe("DatabaseOutage", () => {
  it("logs an outage once however many requests fail, and its end once when the probe gets an answer", async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const logger = {
      error: (_object: unknown, message: string) => lines.push(`error ${message}`),
      warn: (_object: unknown, message: string) => lines.push(`warn ${message}`),
    } as unknown as FastifyBaseLogger;
    let answers = false;
    const outage = new DatabaseOutage(
      { ping: async () => (answers ? undefined : Promise.reject(new Error("x"))) },
      logger,
    );

    outage.report(new Error("connect ECONNREFUSED"));
    outage.report(new Error("connect ECONNREFUSED"));
    await vi.advanceTimersByTimeAsync(4_100);
    expect(outage.active).toBe(true);
    expect(lines).toEqual(["error database unreachable: answering 503 until it is back"]);

    answers = true;
    await vi.advanceTimersByTimeAsync(2_100);
    expect(outage.active).toBe(false);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("warn database reachable again");

    outage.report(new Error("Connection terminated unexpectedly"));
    expect(lines).toHaveLength(3);
    outage.stop();
  });
});

describe("isDatabaseUnreachable", () => {
  it("finds a connection failure inside the errors that wrap it, and only those", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const wrapped = new Error("Failed query: select 1", { cause: new AggregateError([refused]) });
    expect(isDatabaseUnreachable(wrapped)).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error("server closed"), { code: "08006" }))).toBe(true);
    expect(
      isDatabaseUnreachable(
        Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      ),
    ).toBe(true);
    expect(isDatabaseUnreachable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnreachable(new Error("PGlite is closed"))).toBe(true);
    const unique = Object.assign(new Error("duplicate key value"), { code: "23505" });
    expect(isDatabaseUnreachable(new Error("Failed query", { cause: unique }))).toBe(false);
    expect(isDatabaseUnreachable("ECONNREFUSED")).toBe(false);
  });
});
