import { ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInClient, uniqueEmail } from "../../../../tests/support/accounts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { auditEvents, projects, users } from "../../db/schema";

/**
 * Every route the application registers under /api/admin, read from Fastify's own route table (so a
 * route added later is walked too), as `[method, path]`.
 */
function adminRoutesOf(table: string): [string, string][] {
  const routes: [string, string][] = [];
  const stack: string[] = [];
  for (const line of table.split("\n")) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? stack[depth - 1]! : "") + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    if (!match[3] || !path.startsWith("/api/admin")) continue;
    for (const method of match[3].split(", ")) if (method !== "HEAD") routes.push([method, path]);
  }
  return routes;
}

describe.each(TEST_BACKENDS)("every /api/admin route refuses a cliente (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 403 to a cliente and 401 to nobody on every registered admin route, and nothing is done", async () => {
    const routes = adminRoutesOf(t.app.printRoutes({ commonPrefix: false }));
    // The table is read right: the routes known today are all in it.
    for (const known of [
      "GET /api/admin/stats",
      "GET /api/admin/users",
      "POST /api/admin/users",
      "PUT /api/admin/users/:id",
      "DELETE /api/admin/users/:id",
      "POST /api/admin/users/:id/suspend",
      "POST /api/admin/users/:id/reactivate",
      "GET /api/admin/audit",
      "GET /api/admin/activity",
      "GET /api/admin/dashboards/:key",
    ]) {
      expect(routes.map(([method, path]) => `${method} ${path}`)).toContain(known);
    }

    const client = await signedInClient(t.app, t.ctx.db, { fullName: "Cliente Curioso" });
    const victim = await createUser(t.ctx.db, { fullName: "Intacta Admin", role: "admin" });
    await t.ctx.db.insert(projects).values({ ownerId: victim.id, name: "Intacto", description: "d" });
    const snapshot = async () => ({
      users: JSON.stringify(await t.ctx.db.select().from(users).orderBy(users.id)),
      projects: JSON.stringify(await t.ctx.db.select().from(projects).orderBy(projects.id)),
      audit: (await t.ctx.db.select().from(auditEvents).where(ne(auditEvents.action, "access.refused")))
        .length,
    });
    const before = await snapshot();
    // A request that would succeed for an admin (real ids, a valid body), and one that is nonsense: the
    // role is checked before anything is read.
    const valid = {
      name: "Nuevo Administrador",
      email: uniqueEmail("intruso"),
      phone: "5512345678",
      role: "admin",
      status: "active",
    };
    let refusals = 0;
    for (const [method, template] of routes) {
      const url = template.replace(":key", "seguridad").replace(/:[a-zA-Z]+/g, victim.id);
      for (const payload of [valid, { role: 123, extra: "<script>" }]) {
        const hasBody = method !== "GET" && method !== "DELETE";
        const asClient = await t.app.inject({
          method: method as "GET",
          url: payload === valid ? url : `${url}?page=-1&pageSize=abc`,
          cookies: client.cookies,
          ...(hasBody ? { payload } : {}),
        });
        expect(asClient.statusCode, `${method} ${url}: ${asClient.body}`).toBe(403);
        expect(asClient.json()).toEqual({
          code: "FORBIDDEN",
          message: "No tiene permiso para realizar esta acción.",
        });
        refusals += 1;
        const anonymous = await t.app.inject({
          method: method as "GET",
          url,
          ...(hasBody ? { payload } : {}),
        });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect(await snapshot()).toEqual(before);
    // Each refusal is itself on the record (for 'Seguridad'), as a refusal and nothing else.
    await expect
      .poll(async () => {
        const rows = await t.ctx.db.select().from(auditEvents);
        return rows.filter((row) => row.actorId === client.user.id && row.action === "access.refused").length;
      })
      .toBe(refusals);
  });
});
