import { describe, expect, it } from "vitest";
import { fileKindOf, fileTypeLabel } from "./FileTypeIcon";

describe("fileKindOf", () => {
  it.each([
    ["pdf", "pdf"],
    ["doc", "word"],
    ["DOCX", "word"],
    ["xls", "excel"],
    ["xlsx", "excel"],
    ["ppt", "powerpoint"],
    [".pptx", "powerpoint"],
    ["jpg", "image"],
    ["jpeg", "image"],
    ["png", "image"],
    ["txt", "other"],
    ["", "other"],
  ])("gives %s the %s icon", (fileType, kind) => {
    expect(fileKindOf(fileType)).toBe(kind);
  });
});

describe("fileTypeLabel", () => {
  it("writes the extension in capitals", () => {
    expect(fileTypeLabel("docx")).toBe("DOCX");
    expect(fileTypeLabel(".pdf")).toBe("PDF");
  });
});
