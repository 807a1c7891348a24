/**
 * Stop 25 (w-25e): direction marks (U+202E and its kin) are removed from names on entry, and a name
 * stored with them before is answered without them (the row is not rewritten) and can still be edited.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInClient } from "../../../../tests/support/accounts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { projects, users } from "../../db/schema";

describe.each(TEST_BACKENDS)("names with direction marks (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("a project's name is stored without them; an old one is shown without them and still editable", async () => {
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      cookies,
      payload: { name: "Obra\u202Efdp.exe", description: "Pavimentación" },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const [stored] = await t.ctx.db.select().from(projects).where(eq(projects.id, id));
    expect(stored!.name).toBe("Obrafdp.exe");

    // A name saved before this stop keeps its marks in the row, never on screen.
    await t.ctx.db.update(projects).set({ name: "Puente\u202Eoicilam" }).where(eq(projects.id, id));
    const list = await t.app.inject({ method: "GET", url: "/api/projects", cookies });
    expect(list.json().projects[0].name).toBe("Puenteoicilam");
    const shown = (await t.app.inject({ method: "GET", url: `/api/projects/${id}`, cookies })).json().project;
    expect(shown.name).toBe("Puenteoicilam");
    // Saving what the tab showed as 'previous' is no conflict.
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${id}`,
      cookies,
      payload: { description: "Nueva", previous: { name: shown.name, description: shown.description } },
    });
    expect(edited.statusCode).toBe(200);
  });

  it("a person's name: the administrator's form stores it without them, the list shows an old one without", async () => {
    const admin = await signedInClient(t.app, t.ctx.db, { role: "admin" });
    const user = await createUser(t.ctx.db, { fullName: "Legado\u202Eoicilam" });
    const list = await t.app.inject({
      method: "GET",
      url: `/api/admin/users?search=${encodeURIComponent(user.email)}`,
      cookies: admin.cookies,
    });
    expect(list.json().users.map((row: { name: string }) => row.name)).toContain("Legadooicilam");
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/users/${user.id}`,
      cookies: admin.cookies,
      payload: {
        name: "Rosa\u2067 Díaz\u2069",
        email: user.email,
        phone: "4421234567",
        role: "cliente",
        status: "active",
      },
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.fullName).toBe("Rosa Díaz");
  });
});
