/**
 * Issue 15 §4 and issue 16 §5: PostgreSQL unreachable under requests, then back. The real server runs
 * on PostgreSQL through a TCP relay that this test can cut: every open connection is destroyed and new
 * ones are refused (as when the database server stops), for a few seconds, while a client keeps
 * calling. Every answer during the cut is the Spanish 503 with Retry-After (never a 500 nor a stack
 * trace), the process survives, the outage is logged once, and afterwards reads and writes work again
 * without a restart and nothing saved before is lost.
 */
import { randomBytes } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signedInClient } from "../security/live-server";
import { adminQuery as sharedAdminQuery } from "../support/postgres-admin";
import {
  freePort,
  freshDataDir,
  removeDataDirs,
  type Server,
  startServer,
  stopServer,
  waitUntilHealthy,
} from "../support/server-process";

const serverUrl = process.env.TEST_DATABASE_URL;
const OUTAGE_MESSAGE = "El servicio no está disponible en este momento. Intente de nuevo en unos minutos.";

/** A TCP relay to PostgreSQL that can be cut (connections destroyed, new ones refused) and restored. */
class Relay {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

const adminQuery = (text: string) => sharedAdminQuery(serverUrl as string, text);

describe.skipIf(!serverUrl)("PostgreSQL unreachable under requests, then back", () => {
  const name = `licita_test_outage_${randomBytes(5).toString("hex")}`;
  let relay: Relay;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    const target = new URL(serverUrl as string);
    relay = new Relay(await freePort(), { host: target.hostname, port: Number(target.port || 5432) });
    await relay.open();
    const throughRelay = new URL(serverUrl as string);
    throughRelay.hostname = "127.0.0.1";
    throughRelay.port = String(relay.port);
    throughRelay.pathname = `/${name}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer({
      PORT: String(port),
      DATA_DIR: await freshDataDir(),
      PUBLIC_URL: base,
      DATABASE_URL: throughRelay.toString(),
      LOG_LEVEL: "info",
    });
    await waitUntilHealthy(server, 120_000);
  }, 180_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await relay?.cut().catch(() => undefined);
    await removeDataDirs();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("answers the Spanish 503 while it is down and everything again once it is back", async () => {
    const client = await signedInClient(base, "Cliente Caída");
    const created = await call(base, "POST", "/api/projects", {
      token: client.token,
      body: { name: "Antes de la caída", description: "Guardado antes de la caída" },
    });
    expect(created.status).toBe(201);

    await relay.cut();
    const during: Array<{ status: number; body: string; retryAfter: string | null }> = [];
    const cutUntil = Date.now() + 6_000;
    while (Date.now() < cutUntil) {
      for (const [method, url, body] of [
        ["GET", "/api/projects", undefined],
        ["POST", "/api/projects", { name: "Durante la caída", description: "No debe guardarse a medias" }],
        ["GET", "/api/auth/profile", undefined],
      ] as const) {
        const answer = await call(base, method, url, { token: client.token, body });
        during.push({
          status: answer.status,
          body: answer.text,
          retryAfter: answer.headers.get("retry-after"),
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const health = await call(base, "GET", "/health-check");

    await relay.open();
    let after = await call(base, "GET", "/api/projects", { token: client.token });
    const backBy = Date.now() + 30_000;
    while (after.status !== 200 && Date.now() < backBy) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = await call(base, "GET", "/api/projects", { token: client.token });
    }

    expect(during.length).toBeGreaterThan(10);
    expect(during.filter((answer) => answer.status !== 503)).toEqual([]);
    for (const answer of during) {
      expect(JSON.parse(answer.body)).toEqual({ code: "DATABASE_UNAVAILABLE", message: OUTAGE_MESSAGE });
      expect(answer.retryAfter).toBe("30");
    }
    expect(health.status).toBe(503);
    expect(health.json()).toMatchObject({ database: "no responde" });

    expect(after.status, after.text).toBe(200);
    const names = after.json().projects.map((project: { name: string }) => project.name);
    expect(names).toContain("Antes de la caída");
    const written = await call(base, "POST", "/api/projects", {
      token: client.token,
      body: { name: "Después de la caída", description: "La escritura vuelve" },
    });
    expect(written.status).toBe(201);
    expect(server.child.exitCode, "the process survived").toBeNull();
    const outageLines = server
      .stdout()
      .split("\n")
      .filter((line) => line.includes("database unreachable"));
    expect(outageLines).toHaveLength(1);
  }, 120_000);
});
