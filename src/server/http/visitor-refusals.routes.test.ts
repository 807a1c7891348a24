/**
 * A visitor's refused API requests write one audit line per address and minute; a signed-in client's
 * each write their own (they name an account).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../tests/support/accounts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { auditEvents } from "../db/schema";

describe("refused requests on the 'Seguridad' record", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp("pglite", { isWorker: false });
  });

  afterAll(async () => {
    await t.close();
  });

  async function refusals() {
    return t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "access.refused"));
  }

  it("writes a visitor's first refusal of the minute, and each of a client's", async () => {
    for (let index = 0; index < 5; index += 1) {
      const answer = await t.app.inject({
        method: "GET",
        url: `/api/nada-${index}`,
        remoteAddress: "203.0.113.9",
      });
      expect(answer.statusCode).toBe(404);
    }
    await t.app.inject({ method: "GET", url: "/api/nada", remoteAddress: "198.51.100.20" });
    await expect.poll(async () => (await refusals()).length).toBe(2);
    const rows = await refusals();
    expect(rows.map((row) => row.ipAddress).sort()).toEqual(["198.51.100.20", "203.0.113.9"]);

    const client = await signedInClient(t.app, t.ctx.db);
    for (let index = 0; index < 3; index += 1)
      await t.app.inject({ method: "GET", url: "/api/admin/users", cookies: client.cookies });
    await expect
      .poll(async () => (await refusals()).filter((row) => row.actorId === client.user.id).length)
      .toBe(3);
  });
});
