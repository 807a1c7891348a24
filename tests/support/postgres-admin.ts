import pg from "pg";

/** One statement on the PostgreSQL server of `connectionString` (CREATE/DROP DATABASE for a suite). */
export async function adminQuery(connectionString: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
