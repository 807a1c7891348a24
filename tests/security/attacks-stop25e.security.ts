/**
 * Stop 25 (w-25e), against the real server: the three account-state gaps stop 25's attacks left
 * (a deactivated client still charged, any number of sessions, direction marks in names).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  call,
  type LiveServer,
  login,
  PASSWORD,
  signedInClient,
  startLiveServer,
} from "./live-server";

let live: LiveServer;
let base: string;
let admin: string;

beforeAll(async () => {
  live = await startLiveServer({ AUTH_RATE_LIMIT_MAX: "60" });
  base = live.base;
  admin = (await login(base, ADMIN.email, ADMIN.password)).json().token;
}, 180_000);

afterAll(async () => {
  await live?.stop();
});

describe("a paying client an administrator deactivates", () => {
  it("is charged no more: PayPal's subscription is cancelled and the audit log says why", async () => {
    const client = await signedInClient(base, "Cliente Desactivado");
    const subscriptionId = client.confirmBody.transaction_id as string;
    const deactivated = await call(base, "PUT", `/api/admin/users/${client.userId}`, {
      token: admin,
      body: {
        name: "Cliente Desactivado",
        email: client.email,
        role: "cliente",
        phone: "5512345678",
        status: "inactive",
        subscriptionStatus: "al corriente",
      },
    });
    expect(deactivated.status).toBe(200);
    // The next month arrives at PayPal: nothing is charged (before: 200 and a PAYMENT.SALE.COMPLETED).
    const nextCycle = await call(
      base,
      "POST",
      `/sandbox/paypal/control/subscriptions/${subscriptionId}/advance-cycle`,
    );
    expect(nextCycle.status).toBe(422);
    expect(nextCycle.text).toContain("CANCELLED");
    const audit = await call(base, "GET", "/api/admin/audit?pageSize=100", { token: admin });
    expect(audit.text).toContain("Cuenta desactivada por un administrador");
  });
});

describe("one account signed in again and again", () => {
  it("keeps its 10 most recent sessions: the oldest browser is signed out", async () => {
    const client = await signedInClient(base, "Cliente de Muchos Navegadores");
    const tokens = [client.token];
    for (let i = 0; i < 10; i += 1) {
      const signedIn = await login(base, client.email, PASSWORD);
      expect(signedIn.status).toBe(200);
      tokens.push(signedIn.json().token);
    }
    const oldest = await call(base, "GET", "/api/projects", { token: tokens[0] });
    expect(oldest.status).toBe(401);
    expect(oldest.json().message).toBe("Su sesión ha expirado. Por favor, inicie sesión nuevamente.");
    for (const token of tokens.slice(1)) {
      expect((await call(base, "GET", "/api/projects", { token })).status).toBe(200);
    }
  });
});

describe("a name written with a right-to-left override", () => {
  it("is saved and shown as it reads, not reversed", async () => {
    const client = await signedInClient(base, "Cliente\u202E Invertido");
    const created = await call(base, "POST", "/api/projects", {
      token: client.token,
      body: { name: "Obra\u202Efdp.exe", description: "Pavimentación" },
    });
    expect(created.status).toBe(201);
    const list = await call(base, "GET", "/api/projects", { token: client.token });
    expect(list.json().projects.map((project: { name: string }) => project.name)).toEqual(["Obrafdp.exe"]);
    const profile = await call(base, "GET", "/api/auth/profile", { token: client.token });
    expect(profile.text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u);
    expect(profile.text).toContain("Cliente Invertido");
  });
});
