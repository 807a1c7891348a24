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
    expect(findNullCharacter({ a: { x: "\u0000" }, "b\u0000": 1 })).toBe("a.x");
  });

  it("walks a body nested 50,000 levels deep without overflowing the stack", () => {
    const deepObject = JSON.parse(`${'{"a":'.repeat(50_000)}"fin\\u0000"${"}".repeat(50_000)}`);
    expect(findNullCharacter(deepObject)).toBe(Array.from({ length: 50_000 }, () => "a").join("."));
    const deepArray = JSON.parse(`${"[".repeat(100_000)}1${"]".repeat(100_000)}`);
    expect(findNullCharacter({ name: "Obra", extra: deepArray })).toBeNull();
  });
});

describe("the NUL guard on every route", () => {
  it("answers 400 in Spanish for a body, a query or a path with NUL, and lets clean requests through", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerNullCharacterGuard(app);
    await app.register(async (scope) => {
      scope.post("/eco/:id", async (request) => ({ body: request.body, query: request.query }));
      scope.post("/recibe", async () => ({ isReceived: true }));
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
    const deep = `{"name":"Obra","extra":${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}}`;
    const nested = await app.inject({
      method: "POST",
      url: "/recibe",
      headers: { "content-type": "application/json" },
      payload: deep,
    });
    expect(nested.statusCode).toBe(200);
    const clean = await app.inject({ method: "POST", url: "/eco/1?q=obra", payload: { name: "Obra" } });
    expect(clean.statusCode).toBe(200);
    expect(clean.json().body).toEqual({ name: "Obra" });
    await app.close();
  });
});
