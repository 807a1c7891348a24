import { describe, expect, it } from "vitest";
import { warmUpPdfReader } from "./pdf-warm-up";

describe("the warm-up PDF a reading thread reads when it starts", () => {
  it("is a real PDF: both pages' prose and the table rows are read from it", async () => {
    const lines = await warmUpPdfReader();
    expect(lines).toContain("Cláusula 2.12: garantía de cumplimiento del contrato y plazo de entrega.");
    expect(lines.filter((line) => line === "1\tConcepto\tpieza\t12,50")).toHaveLength(12);
  });
});
