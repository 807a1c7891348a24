import { afterEach, describe, expect, it, vi } from "vitest";
import { makeDocument } from "../../../tests/support/project-fixtures";
import { resetWebTestState } from "../../../tests/support/web-render";
import { hasPendingDocuments, startDownload } from "./documents";

afterEach(() => {
  resetWebTestState();
  vi.restoreAllMocks();
});

describe("startDownload", () => {
  it("lets the browser fetch the API's address itself, through a temporary link", () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    startDownload("/api/downloads/abc123");
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.href).toBe(`${window.location.origin}/api/downloads/abc123`);
    expect(clicked[0]!.hasAttribute("download")).toBe(true);
    expect(document.querySelector("a[download]")).toBeNull();
  });

  it("refuses an address that is not http(s)", () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    expect(() => startDownload("javascript:alert(1)")).toThrow();
    expect(click).not.toHaveBeenCalled();
  });
});

describe("hasPendingDocuments", () => {
  it("is true while a document is queued or processing, false once all are settled", () => {
    expect(hasPendingDocuments([makeDocument({ status: "en_cola" })])).toBe(true);
    expect(hasPendingDocuments([makeDocument(), makeDocument({ status: "procesando" })])).toBe(true);
    expect(hasPendingDocuments([makeDocument(), makeDocument({ status: "error" })])).toBe(false);
    expect(hasPendingDocuments(undefined)).toBe(false);
  });
});
