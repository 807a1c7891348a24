/** The calendar as .ics: a convocatoria's 'HRS.' times, the place as LOCATION, the procedure in the title. */
import { describe, expect, it } from "vitest";
import { calendarToIcs, parseSpanishMoment } from "./calendar-ics";

describe("calendar .ics", () => {
  it("reads numeric dates with 'HRS.' and long Spanish dates", () => {
    expect(parseSpanishMoment("09/09/2020 15:00 HRS.")).toEqual({ date: "20200909", time: "150000" });
    expect(parseSpanishMoment("15 de junio de 2020 10:00 horas")).toEqual({
      date: "20200615",
      time: "100000",
    });
    expect(parseSpanishMoment("29/09/2020")).toEqual({ date: "20200929", time: null });
  });

  it("writes the place as LOCATION and leaves undated events out", () => {
    const ics = calendarToIcs({
      projectId: "p1",
      projectName: "Colector",
      generatedAt: new Date("2026-11-25T12:00:00Z"),
      rows: [
        {
          event: "Junta de aclaraciones — LOE-CAPDAM-F5-20",
          when: "09/09/2020 15:00 HRS.",
          location: "Blvd. Miguel de la Madrid no. 12575, Manzanillo, Colima",
          cited: ["convocatoria.pdf, pág. 1"],
        },
        { event: "Firma del contrato", when: "[PENDIENTE: fecha]", cited: [] },
      ],
    });
    expect(ics).toContain("DTSTART:20200909T150000");
    expect(ics).toContain("SUMMARY:Junta de aclaraciones — LOE-CAPDAM-F5-20 — Colector");
    expect(ics).toContain("LOCATION:Blvd. Miguel de la Madrid no. 12575\\, Manzanillo\\, Colima");
    expect(ics).not.toContain("Firma del contrato");
  });
});
