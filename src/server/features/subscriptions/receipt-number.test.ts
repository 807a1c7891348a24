import { describe, expect, it } from "vitest";
import { formatMexicoDate } from "../../adapters/mail/html";
import { receiptNumber } from "./billing-info.service";

describe("a receipt's number", () => {
  it("carries the month of the payment in Mexico City, the month its 'Fecha de pago' prints", () => {
    const lateOnNovember30 = new Date("2026-12-01T02:30:00Z");
    expect(formatMexicoDate(lateOnNovember30)).toBe("30/11/2026");
    expect(receiptNumber(lateOnNovember30, 3)).toBe("REC-202611-0003");
    const newYearsEve = new Date("2027-01-01T05:59:00Z");
    expect(formatMexicoDate(newYearsEve)).toBe("31/12/2026");
    expect(receiptNumber(newYearsEve, 12)).toBe("REC-202612-0012");
    expect(receiptNumber(new Date("2026-12-01T06:00:00Z"), 1)).toBe("REC-202612-0001");
  });
});
