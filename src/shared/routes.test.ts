import { describe, expect, it } from "vitest";
import { isWebRoute, WEB_REDIRECTS } from "./routes";

describe("isWebRoute", () => {
  it.each(["/index", "/index/", "/terms-and-conditions", "/privacy-policy"])("accepts %s", (path) => {
    expect(isWebRoute(path)).toBe(true);
  });

  it.each(["/nope", "/index/extra", "/", "/terms"])("rejects %s", (path) => {
    expect(isWebRoute(path)).toBe(false);
  });
});

describe("WEB_REDIRECTS", () => {
  it("sends the short addresses to their pages", () => {
    expect(WEB_REDIRECTS["/"]).toBe("/login");
    expect(WEB_REDIRECTS["/terms"]).toBe("/terms-and-conditions");
    expect(WEB_REDIRECTS["/privacy"]).toBe("/privacy-policy");
  });
});
