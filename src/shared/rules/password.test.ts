import { describe, expect, it } from "vitest";
import { isRegistrationPasswordValid, isResetPasswordValid, passwordStrength } from "./password";

describe("password strength (spec 01 §5)", () => {
  it.each([
    ["", 0, "Muy débil"],
    ["@@@", 0, "Muy débil"],
    ["abc", 1, "Débil"],
    ["abc1", 2, "Débil"],
    ["Abcdefghijkl", 3, "Moderada"],
    ["Abcdefghijk1", 4, "Moderada"],
    ["Abcdefghij1#", 5, "Fuerte"],
    ["Abcdefghijklmn1#", 6, "Muy fuerte"],
  ])("%j scores %i: %s", (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe("password rules", () => {
  it("registration: 12 to 24 characters with every class, the quote counting as special", () => {
    expect(isRegistrationPasswordValid('Licitacion2026"')).toBe(true);
    expect(isRegistrationPasswordValid("Licitacion#2026abcdefghij")).toBe(false);
    expect(isRegistrationPasswordValid("Licit#2026a")).toBe(false);
  });

  it("reset: 12 or more with every class, no maximum, the quote not counting", () => {
    expect(isResetPasswordValid(`Licitacion#2026${"x".repeat(50)}`)).toBe(true);
    expect(isResetPasswordValid('Licitacion2026"')).toBe(false);
  });
});
