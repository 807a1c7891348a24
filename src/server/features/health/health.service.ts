import type { THealthResponse } from "../../../shared/contracts/health";
import type { DatabaseHandle } from "../../db/client";
import { AppError } from "../../http/app-error";

/** The service is healthy only when its database answers, within 3 s. */
export async function checkHealth({ database }: { database: DatabaseHandle }): Promise<THealthResponse> {
  try {
    await database.ping(3_000);
  } catch (error) {
    throw new AppError("SERVICE_UNAVAILABLE", {
      message: "La base de datos no responde.",
      cause: error,
    });
  }
  return { status: "ok" };
}
