import type { THealthFailure, THealthResponse } from "../../../shared/contracts/health";
import { ERROR_CODES } from "../../../shared/errors";
import type { DatabaseHandle } from "../../db/client";
import type { DatabaseOutage } from "../../http/database-outage";

/** The service is healthy only when its database answers, within 3 s; otherwise says it is the database. */
export async function checkHealth({
  database,
  outage,
}: {
  database: DatabaseHandle;
  outage?: DatabaseOutage;
}): Promise<{ ok: true; body: THealthResponse } | { ok: false; body: THealthFailure }> {
  try {
    await database.ping(3_000);
  } catch (error) {
    outage?.report(error);
    return {
      ok: false,
      body: {
        status: "error",
        database: "no responde",
        code: "DATABASE_UNAVAILABLE",
        message: ERROR_CODES.DATABASE_UNAVAILABLE.message,
      },
    };
  }
  return { ok: true, body: { status: "ok" } };
}
