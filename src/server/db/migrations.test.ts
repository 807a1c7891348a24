import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../../../tests/support/test-database";
import { insertSystemEvent, listRecentSystemEvents } from "../features/system/system-events.repository";
import { MIGRATIONS_FOLDER } from "./client";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const DRIZZLE_KIT = path.join(ROOT, "node_modules", ".bin", "drizzle-kit");
const SCHEMA = path.join(ROOT, "src", "server", "db", "schema", "index.ts");

/**
 * Runs `drizzle-kit generate` for the real schema into `<cwd>/migrations`. drizzle-kit mangles an
 * absolute --out (it prefixes "./") and exits 0 even when it fails, so it runs from the temp folder
 * with a relative --out and callers check its output.
 */
async function generate(cwd: string): Promise<{ output: string; sqlFiles: string[] }> {
  const { stdout, stderr } = await run(
    DRIZZLE_KIT,
    ["generate", "--dialect", "postgresql", "--schema", SCHEMA, "--out", "migrations"],
    { cwd, timeout: 30_000 },
  );
  const files = await readdir(path.join(cwd, "migrations"));
  return { output: `${stdout}\n${stderr}`, sqlFiles: files.filter((file) => file.endsWith(".sql")).sort() };
}

describe("committed migrations", () => {
  let tmp: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "licita-migrations-"));
  });

  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it("agree with the schema: drizzle-kit generate finds nothing to add", async () => {
    const cwd = path.join(tmp, "committed");
    await cp(MIGRATIONS_FOLDER, path.join(cwd, "migrations"), { recursive: true });
    const committed = (await readdir(MIGRATIONS_FOLDER)).filter((file) => file.endsWith(".sql")).sort();
    expect(committed.length).toBeGreaterThan(0);

    const { output, sqlFiles } = await generate(cwd);

    expect(output).not.toMatch(/error/i);
    expect(output).toContain("No schema changes, nothing to migrate");
    expect(sqlFiles).toEqual(committed);
  });

  it("every committed .sql file is in the journal (the migrator applies only journal entries)", async () => {
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
    ) as {
      entries: { tag: string }[];
    };
    const committed = (await readdir(MIGRATIONS_FOLDER)).filter((file) => file.endsWith(".sql")).sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`).sort()).toEqual(committed);
  });

  // Guards the check above: with no migrations, the same command must produce one.
  it("would notice a schema change: from an empty folder drizzle-kit generates a migration", async () => {
    const cwd = path.join(tmp, "empty");
    await mkdir(path.join(cwd, "migrations"), { recursive: true });

    const { output, sqlFiles } = await generate(cwd);

    expect(output).not.toContain("No schema changes");
    expect(sqlFiles).toHaveLength(1);
  });
});

describe.each(TEST_BACKENDS)("migrating (%s)", (backend) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await testDatabase?.destroy();
  });

  it("an already migrated database again is harmless: nothing re-applied, data kept", async () => {
    const { database } = testDatabase;
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
    ) as {
      entries: unknown[];
    };
    await insertSystemEvent(database.db, { kind: "start", message: "before migrating again" });

    await database.migrate();
    await database.migrate();

    const applied = (await database.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as { rows: { count: number }[] };
    expect(applied.rows).toEqual([{ count: journal.entries.length }]);
    const events = await listRecentSystemEvents(database.db, 10);
    expect(events.map((event) => event.message)).toEqual(["before migrating again"]);
  });
});
