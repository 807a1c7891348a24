import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  GOOD_PASSWORD,
  postLogin,
  signedInClient,
  tokenFromMail,
  uniqueEmail,
  waitForMail,
} from "../../../../tests/support/accounts";
import { solveCaptcha } from "../../../../tests/support/captcha";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { auditEvents, users } from "../../db/schema";
import { changeUserKeepingAnAdmin, deleteUserRow, isActiveAdmin } from "./admin-users.repository";

describe.each(TEST_BACKENDS)("/api/admin/users (%s)", (backend) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signedInClient(t.app, t.ctx.db, { role: "admin", fullName: "Dirección General" });
  });

  afterAll(async () => {
    await t.close();
  });

  const form = (overrides: Record<string, unknown> = {}) => ({
    name: "Constructora del Bajío",
    email: uniqueEmail("alta"),
    phone: "4421234567",
    role: "cliente",
    status: "active",
    ...overrides,
  });

  function as(cookies: Record<string, string> | undefined, method: string, url: string, payload?: unknown) {
    return t.app.inject({ method: method as "GET", url, cookies, payload: payload as object });
  }

  async function auditActions(targetId: string) {
    const rows = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId));
    return rows.map((row) => row.action).sort();
  }

  it("refuses every route to a cliente (403) and to no session (401), and does nothing", async () => {
    const client = await signedInClient(t.app, t.ctx.db);
    const victim = await createUser(t.ctx.db, { fullName: "Intacto Pérez" });
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/users"],
      ["POST", "/api/admin/users", form()],
      ["GET", `/api/admin/users/${victim.id}`],
      ["PUT", `/api/admin/users/${victim.id}`, form({ email: victim.email, name: "Cambiado" })],
      ["POST", `/api/admin/users/${victim.id}/suspend`],
      ["POST", `/api/admin/users/${victim.id}/reactivate`],
      ["DELETE", `/api/admin/users/${victim.id}`],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/activity"],
      ["GET", "/api/admin/stats"],
    ];
    const before = await t.ctx.db.select().from(users);
    for (const [method, url, payload] of routes) {
      const refused = await as(client.cookies, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({
        code: "FORBIDDEN",
        message: "No tiene permiso para realizar esta acción.",
      });
      const anonymous = await as(undefined, method, url, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    const after = await t.ctx.db.select().from(users);
    expect(after.length).toBe(before.length);
    const [still] = await t.ctx.db.select().from(users).where(eq(users.id, victim.id));
    expect(still).toMatchObject({ fullName: "Intacto Pérez", status: "active" });
    const done = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, client.user.id));
    expect(done.map((row) => row.action).filter((action) => action.startsWith("user."))).toEqual([]);
    // Refusals are written once the answer has gone out: wait for the last one.
    await expect
      .poll(async () => {
        const rows = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, client.user.id));
        return rows.filter((row) => row.action === "access.refused").length;
      })
      .toBe(routes.length);
  });

  it("creates a user with the spec's rules, mails the link to choose a password, and records it", async () => {
    const bad = await as(admin.cookies, "POST", "/api/admin/users", {
      name: "A",
      email: "no-es-correo",
      phone: "12345",
      role: "jefe",
      status: "borrado",
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (bad.json().detail as { field: string; message: string }[]).map((issue) => [
        issue.field,
        issue.message,
      ]),
    );
    expect(messages).toEqual({
      name: "El nombre debe tener al menos 2 caracteres",
      email: "Debe ingresar una dirección de correo electrónico válida",
      phone: "Debe ingresar un número de 10 dígitos",
      role: "Debe seleccionar un tipo de usuario",
      status: "Debe seleccionar un estatus",
    });

    const body = form({ email: uniqueEmail("Nuevo").toUpperCase() });
    const created = await as(admin.cookies, "POST", "/api/admin/users", body);
    expect(created.statusCode).toBe(201);
    const user = created.json().user;
    expect(user).toMatchObject({
      name: "Constructora del Bajío",
      email: body.email.toLowerCase(),
      role: "cliente",
      status: "active",
      subscriptionStatus: "al corriente",
      lastLogin: null,
    });
    expect(user).not.toHaveProperty("passwordHash");

    const again = await as(admin.cookies, "POST", "/api/admin/users", { ...body, name: "Otra" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("El correo electrónico ya existe en el sistema");

    const mail = await waitForMail(t.ctx.db, user.email, /está lista/);
    const token = tokenFromMail(mail);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, new_password: "Bajío#Licita2026", recaptcha_token: await solveCaptcha(t.app) },
    });
    expect(reset.statusCode).toBe(200);
    const login = await postLogin(t.app, user.email, "Bajío#Licita2026");
    expect(login.statusCode).toBe(200);
    expect(await auditActions(user.id)).toEqual(["user.created"]);
    const [row] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, user.id));
    expect(row).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      ipAddress: "127.0.0.1",
    });
    expect(JSON.stringify(row?.detail)).not.toMatch(/token|password/i);
  });

  it("edits, suspends (ending the user's sessions at once), reactivates and deletes", async () => {
    const client = await signedInClient(t.app, t.ctx.db, { fullName: "Ingeniería Norte" });
    const url = `/api/admin/users/${client.user.id}`;
    const read = await as(admin.cookies, "GET", url);
    expect(read.json().user).toMatchObject({ name: "Ingeniería Norte", status: "active" });
    expect(read.json().user.lastLogin).not.toBeNull();

    const edited = await as(
      admin.cookies,
      "PUT",
      url,
      form({ email: client.user.email, name: "Ingeniería del Norte" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().user.name).toBe("Ingeniería del Norte");
    expect((await as(client.cookies, "GET", "/api/projects")).statusCode).toBe(200);

    const suspended = await as(admin.cookies, "POST", `${url}/suspend`);
    expect(suspended.json().user.status).toBe("suspended");
    const refused = await as(client.cookies, "GET", "/api/projects");
    expect(refused.statusCode).toBe(401);
    const login = await postLogin(t.app, client.user.email, GOOD_PASSWORD);
    expect(login.json().code).toBe("SECURE_AUTH_ERROR_SUSPENDED");

    // The form cannot lift a suspension: only 'Reactivar' does.
    const stillSuspended = await as(
      admin.cookies,
      "PUT",
      url,
      form({ email: client.user.email, name: "Ingeniería del Norte" }),
    );
    expect(stillSuspended.json().user.status).toBe("suspended");
    const reactivated = await as(admin.cookies, "POST", `${url}/reactivate`);
    expect(reactivated.json().user.status).toBe("active");
    expect((await postLogin(t.app, client.user.email, GOOD_PASSWORD)).statusCode).toBe(200);

    const deleted = await as(admin.cookies, "DELETE", url);
    expect(deleted.statusCode).toBe(204);
    expect((await as(admin.cookies, "GET", url)).statusCode).toBe(404);
    expect(await auditActions(client.user.id)).toEqual([
      "user.deleted",
      "user.reactivated",
      "user.suspended",
      "user.updated",
      "user.updated",
    ]);
  });

  it("keeps an admin from deleting, suspending or demoting itself, and always one active admin", async () => {
    const self = `/api/admin/users/${admin.user.id}`;
    for (const [method, url, payload] of [
      ["DELETE", self],
      ["POST", `${self}/suspend`],
      ["PUT", self, form({ email: admin.user.email, role: "cliente" })],
      ["PUT", self, form({ email: admin.user.email, role: "admin", status: "inactive" })],
    ] as [string, string, unknown?][]) {
      const refused = await as(admin.cookies, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(409);
      expect(refused.json().code).toBe("ADMIN_SELF_ACTION");
    }
    const [me] = await t.ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(me).toMatchObject({ role: "admin", status: "active" });

    // Another admin may demote this one while both are active, which ends its sessions at once.
    const other = await signedInClient(t.app, t.ctx.db, { role: "admin" });
    const otherUrl = `/api/admin/users/${other.user.id}`;
    const demoted = await as(
      admin.cookies,
      "PUT",
      otherUrl,
      form({ email: other.user.email, role: "cliente" }),
    );
    expect(demoted.statusCode).toBe(200);
    expect((await as(other.cookies, "GET", "/api/admin/users")).statusCode).toBe(401);

    // The last active admin is never removed, even by a path that skips the self check (two admins
    // demoting each other at once end up here: the lock makes the second one wait and fail).
    await t.ctx.db.update(users).set({ role: "cliente" }).where(eq(users.role, "admin"));
    await t.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    await expect(
      changeUserKeepingAnAdmin(
        t.ctx.db,
        admin.user.id,
        async (tx, current) => deleteUserRow(tx, current.id),
        isActiveAdmin,
      ),
    ).rejects.toMatchObject({ code: "LAST_ADMIN", status: 409 });
    const [stillThere] = await t.ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(stillThere?.role).toBe("admin");
  });

  it("answers 404 for an unknown user and 400 for a malformed id, in Spanish", async () => {
    const missing = await as(admin.cookies, "GET", "/api/admin/users/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    const malformed = await as(admin.cookies, "POST", "/api/admin/users/nada/suspend");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail[0].message).toBe("Identificador de usuario no válido");
  });
});
