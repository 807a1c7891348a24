import { describe, expect, it } from "vitest";
import { addInterval, describeRecurringPrice } from "./sandbox-resources";
import type { TStoredPlan } from "./sandbox-schemas";

const at = (iso: string) => new Date(iso);

describe("sandbox billing periods", () => {
  it("adds calendar months, ending on the last day of a shorter month", () => {
    const month = { interval_unit: "MONTH", interval_count: 1 } as const;
    expect(addInterval(at("2025-01-31T10:00:00Z"), month).toISOString()).toBe("2025-02-28T10:00:00.000Z");
    expect(addInterval(at("2024-01-31T10:00:00Z"), month).toISOString()).toBe("2024-02-29T10:00:00.000Z");
    expect(addInterval(at("2025-12-15T23:59:59Z"), month).toISOString()).toBe("2026-01-15T23:59:59.000Z");
    expect(
      addInterval(at("2025-03-31T00:00:00Z"), { interval_unit: "MONTH", interval_count: 3 }).toISOString(),
    ).toBe("2025-06-30T00:00:00.000Z");
    expect(
      addInterval(at("2024-02-29T00:00:00Z"), { interval_unit: "YEAR", interval_count: 1 }).toISOString(),
    ).toBe("2025-02-28T00:00:00.000Z");
    expect(
      addInterval(at("2025-05-01T00:00:00Z"), { interval_unit: "WEEK", interval_count: 2 }).toISOString(),
    ).toBe("2025-05-15T00:00:00.000Z");
  });

  it("describes the recurring price in Spanish, from the plan", () => {
    const plan = (unit: "DAY" | "WEEK" | "MONTH" | "YEAR", count: number): TStoredPlan => ({
      id: "P-1",
      name: "Suscripción mensual",
      status: "ACTIVE",
      billing_cycles: [
        {
          frequency: { interval_unit: unit, interval_count: count },
          tenure_type: "REGULAR",
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: "99.9", currency_code: "USD" } },
        },
      ],
    });
    expect(describeRecurringPrice(plan("MONTH", 1))).toBe("99.9 USD al mes");
    expect(describeRecurringPrice(plan("YEAR", 1))).toBe("99.9 USD al año");
    expect(describeRecurringPrice(plan("MONTH", 3))).toBe("99.9 USD cada 3 meses");
  });
});
