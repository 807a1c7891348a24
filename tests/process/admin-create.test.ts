import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { findUserByEmail } from "../../src/server/features/auth/auth.repository";
import { verifyPassword } from "../../src/server/features/auth/credentials";

const root = fileURLToPath(new URL("../..", import.meta.url));

function adminCreate(dataDir: string, args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/admin-create.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

describe("npm run admin:create", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "licita-admin-cli-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("creates an active administrator once, non-interactively, and explains every refusal", async () => {
    const created = adminCreate(dataDir, [
      "--email",
      "Direccion@Licita.mx",
      "--name",
      "Dirección General",
      "--password",
      "Administra#2026",
    ]);
    expect(created.status).toBe(0);
    expect(created.stdout).toBe("Administrador creado: direccion@licita.mx");

    const again = adminCreate(dataDir, [
      "--email",
      "direccion@licita.mx",
      "--name",
      "Otra",
      "--password",
      "Administra#2026",
    ]);
    expect(again.status).toBe(1);
    expect(again.stderr).toBe("Ya existe un usuario con el correo direccion@licita.mx.");

    const weak = adminCreate(dataDir, ["--email", "otra@licita.mx", "--name", "Otra", "--password", "corta"]);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain("al menos 12 caracteres");
    expect(weak.stderr).not.toMatch(/\n\s+at /);

    const usage = adminCreate(dataDir, ["--email", "otra@licita.mx"]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("Uso: npm run admin:create");

    const database = await openDatabase({ dataDir });
    try {
      const admin = await findUserByEmail(database.db, "direccion@licita.mx");
      expect(admin).toMatchObject({ role: "admin", status: "active", fullName: "Dirección General" });
      expect(await verifyPassword(admin!.passwordHash, "Administra#2026")).toBe(true);
      expect(await findUserByEmail(database.db, "otra@licita.mx")).toBeUndefined();
    } finally {
      await database.close();
    }
  }, 120_000);
});
