import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

describe("dates", () => {
  it("shows dd/MM/yyyy and dd/MM/yyyy HH:mm in Mexico City, whatever the browser's zone", () => {
    expect(formatDate("2025-03-16T18:30:00.000Z")).toBe("16/03/2025");
    expect(formatDateTime("2025-03-16T18:30:00.000Z")).toBe("16/03/2025 12:30");
    // Just after midnight UTC is still the previous evening in Mexico City.
    expect(formatDateTime("2025-01-02T05:07:00.000Z")).toBe("01/01/2025 23:07");
  });

  it("shows a dash for an unreadable date", () => {
    expect(formatDate("no es fecha")).toBe("—");
  });
});
