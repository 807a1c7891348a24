import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPglite, openPglite } from "../../src/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

/**
 * Creating a PGlite runs initdb (3-5 s); migrating it once here and copying the folder per suite makes
 * a fresh, migrated database cost a fraction of a second.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), "licita-pglite-template-"));
  const dir = path.join(root, "db");
  const client = await createPglite(dir);
  await openPglite(client).migrate();
  await client.close();
  project.provide("pgliteTemplateDir", dir);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
