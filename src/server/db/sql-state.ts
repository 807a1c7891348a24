/**
 * Whether a database error, from pg or PGlite however wrapped (drizzle puts the driver's error in
 * `cause`), carries this SQLSTATE: '23503' a foreign key whose row is gone, '23505' a unique index.
 */
export function hasSqlState(error: unknown, sqlState: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === sqlState) return true;
  }
  return false;
}
