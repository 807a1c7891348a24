/** A NUL character in any field is the client's mistake (400, Spanish), never a database failure (500). */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "./error-handler";
import { findNullCharacter, NULL_CHARACTER_MESSAGE, registerNullCharacterGuard } from "./null-characters";

describe("findNullCharacter", () => {
  it("names the first field holding U+0000, nested or as a key, and nothing in clean input", () => {
    expect(findNullCharacter({ name: "Obra", items: ["a", "b\u0000"] })).toBe("items.1");
    expect(findNullCharacter({ "clave\u0000": 1 })).toBe("clave\u0000");
    expect(findNullCharacter({ name: "Licitación \\u0000 literal", n: 0, ok: true, none: null })).toBeNull();
    expect(findNullCharacter("\u0000")).toBe("");
  });
});

describe("the NUL guard on every route", () => {
  it("answers 400 in Spanish for a body, a query or a path with NUL, and lets clean requests through", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerNullCharacterGuard(app);
    await app.register(async (scope) => {
      scope.post("/eco/:id", async (request) => ({ body: request.body, query: request.query }));
    });
    const bad = [
      { url: "/eco/1", payload: { name: "Obra\u0000" } },
      { url: "/eco/1?q=a%00b", payload: {} },
      { url: "/eco/a%00b", payload: {} },
    ];
    for (const request of bad) {
      const answer = await app.inject({ method: "POST", ...request });
      expect(answer.statusCode, request.url).toBe(400);
      expect(answer.json().code).toBe("VALIDATION_ERROR");
      expect(answer.json().detail[0].message).toBe(NULL_CHARACTER_MESSAGE);
    }
    const clean = await app.inject({ method: "POST", url: "/eco/1?q=obra", payload: { name: "Obra" } });
    expect(clean.statusCode).toBe(200);
    expect(clean.json().body).toEqual({ name: "Obra" });
    await app.close();
  });
});
