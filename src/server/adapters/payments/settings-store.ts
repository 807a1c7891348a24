import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appSettings } from "../../db/schema";

export async function readSetting(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

/**
 * Stores `value` under `key` unless a value is already there, and returns whichever value won: every
 * process that races to create the same setting ends up using the same one.
 */
export async function claimSetting(db: Database, key: string, value: string): Promise<string> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing({ target: appSettings.key });
  const stored = await readSetting(db, key);
  if (stored === undefined) throw new Error(`app_settings: '${key}' could not be stored`);
  return stored;
}
