import { describe, expect, it } from "vitest";
import { isCalendarDay, ZAuditQuery } from "./audit";

describe("the audit log's date filters", () => {
  it("take only days that exist on the calendar", () => {
    for (const day of ["2026-01-31", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "2026-11-30"])
      expect(isCalendarDay(day), day).toBe(true);
    for (const day of ["2026-02-29", "1900-02-29", "2026-02-30", "2026-04-31", "2026-13-01", "2026-00-10"])
      expect(isCalendarDay(day), day).toBe(false);
    for (const day of ["0000-01-01", "2026-01-00", "2026-1-01", "20260101", "2026-01-01T00:00"])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it("refuse an impossible day with the Spanish format message, before it reaches the database", () => {
    const parsed = ZAuditQuery.safeParse({ from: "2026-02-30", to: "2026-13-45" });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages).toEqual(["from: Fecha no válida (aaaa-mm-dd)", "to: Fecha no válida (aaaa-mm-dd)"]);
  });
});
