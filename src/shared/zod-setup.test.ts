/** Zod's messages reach users in Spanish, without JavaScript terms. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-setup";

describe("zod's messages", () => {
  it("says a number was expected when a number field got text, never 'NaN'", () => {
    const result = z.object({ page: z.coerce.number().int() }).safeParse({ page: ["1", "2"] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Entrada inválida: se esperaba un número");
  });

  it("keeps the locale's Spanish for the other rules", () => {
    const result = z.object({ name: z.string() }).safeParse({ name: 3 });
    expect(result.error?.issues[0]?.message).toMatch(/^Entrada inválida: se esperaba texto/);
  });
});
