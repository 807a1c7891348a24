import type { FastifyInstance } from "fastify";
import { AppError } from "../app-error";

/** What a client reads when a field carries a NUL character. */
export const NULL_CHARACTER_MESSAGE = "El texto contiene caracteres no permitidos.";

/**
 * The path ('name', 'items.2.text') of the first string holding U+0000 in a parsed body, query or
 * params, or null. PostgreSQL cannot store that character in text: unchecked it reaches the database
 * and fails there as a 500, and the failure's own record fails with it.
 */
export function findNullCharacter(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return childPath;
    const found = findNullCharacter(child, childPath);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, before any route's own validation, a request whose JSON body, query string or path carries a
 * NUL character: a 400 naming the field, the same for every route (uploads' file names are cleaned
 * where they are received).
 */
export function registerNullCharacterGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      if (Buffer.isBuffer(part)) continue;
      const field = findNullCharacter(part);
      if (field !== null)
        throw new AppError("VALIDATION_ERROR", { detail: [{ field, message: NULL_CHARACTER_MESSAGE }] });
    }
  });
}
