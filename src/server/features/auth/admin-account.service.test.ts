import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueEmail } from "../../../../tests/support/accounts";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { createAdminAccount, ensureInitialAdmin } from "./admin-account.service";

const PASSWORD = "Administra#2026";

describe.each(TEST_BACKENDS)("the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD (%s)", (backend) => {
  let testDatabase: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    db = testDatabase.database.db;
  });
  afterAll(async () => {
    await testDatabase.destroy();
  });

  const admins = () => db.select().from(users).where(eq(users.role, "admin"));

  it("creates nothing without both variables", async () => {
    expect(await ensureInitialAdmin(db, { fullName: "Dirección" })).toBe("not-configured");
    expect(await ensureInitialAdmin(db, { email: uniqueEmail("admin"), fullName: "Dirección" })).toBe(
      "not-configured",
    );
    expect(await admins()).toEqual([]);
  });

  it("leaves an e-mail used by a client alone, even with no administrator yet", async () => {
    const client = await createUser(db);
    expect(await ensureInitialAdmin(db, { email: client.email, password: PASSWORD, fullName: "X" })).toBe(
      "email-taken",
    );
    const [unchanged] = await db.select().from(users).where(eq(users.id, client.id));
    expect(unchanged).toMatchObject({ role: "cliente", passwordHash: client.passwordHash });
    expect(await admins()).toEqual([]);
  });

  it("creates the administrator on the first start only; later starts with any e-mail create nothing", async () => {
    const first = uniqueEmail("direccion");
    expect(await ensureInitialAdmin(db, { email: first, password: PASSWORD, fullName: "Dirección" })).toBe(
      "created",
    );
    const [admin] = await admins();
    expect(admin).toMatchObject({ email: first, role: "admin", status: "active", fullName: "Dirección" });

    // The same start again, or with the variables changed: still the one administrator, untouched.
    expect(await ensureInitialAdmin(db, { email: first, password: "Otra#Clave2026x", fullName: "Y" })).toBe(
      "admin-exists",
    );
    expect(
      await ensureInitialAdmin(db, { email: uniqueEmail("otro"), password: PASSWORD, fullName: "Otro" }),
    ).toBe("admin-exists");
    const after = await admins();
    expect(after).toHaveLength(1);
    expect(after[0]!.passwordHash).toBe(admin!.passwordHash);
  });
});

describe.each(TEST_BACKENDS)("an administrator made by the command line counts (%s)", (backend) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await testDatabase.destroy();
  });

  it("so ADMIN_EMAIL creates no second one", async () => {
    const db = testDatabase.database.db;
    await createAdminAccount(db, { email: uniqueEmail("cli"), password: PASSWORD, fullName: "Desde CLI" });
    expect(
      await ensureInitialAdmin(db, {
        email: uniqueEmail("env"),
        password: PASSWORD,
        fullName: "Del entorno",
      }),
    ).toBe("admin-exists");
    expect(await db.select().from(users).where(eq(users.role, "admin"))).toHaveLength(1);
  });
});
