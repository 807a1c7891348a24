import type { FastifyInstance } from "fastify";
import { AppError } from "../app-error";

/** What a client reads when a field carries a NUL character. */
export const NULL_CHARACTER_MESSAGE = "El texto contiene caracteres no permitidos.";

/** A key on the way down to a value: the path is spelled only when a NUL is found. */
interface PathStep {
  key: string;
  parent: PathStep | null;
}

function spellPath(step: PathStep | null): string {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
}

/**
 * The path ('name', 'items.2.text') of the first string holding U+0000 in a parsed body, query or
 * params, or null. PostgreSQL cannot store that character in text: unchecked it reaches the database
 * and fails there as a 500, and the failure's own record fails with it. Walked with a stack of its own,
 * not by recursion: a body nested 50,000 objects deep (well under the body limit) overflowed the call
 * stack, a 500 for any visitor.
 */
export function findNullCharacter(value: unknown): string | null {
  const pending: { value: unknown; step: PathStep | null }[] = [{ value, step: null }];
  while (pending.length > 0) {
    const { value: current, step } = pending.pop() as { value: unknown; step: PathStep | null };
    if (step?.key.includes("\u0000")) return spellPath(step);
    if (typeof current === "string") {
      if (current.includes("\u0000")) return spellPath(step);
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    const children = Object.entries(current);
    // Pushed last to first, so the first field is looked at first, as a reader of the body would.
    for (let index = children.length - 1; index >= 0; index--) {
      const [key, child] = children[index] as [string, unknown];
      pending.push({ value: child, step: { key, parent: step } });
    }
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
