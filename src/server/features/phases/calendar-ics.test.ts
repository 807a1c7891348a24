/** The calendar as .ics: a convocatoria's 'HRS.' times, the place as LOCATION, the procedure in the title. */
import { describe, expect, it } from "vitest";
import { calendarToIcs, isControlCharacter, parseSpanishMoment } from "./calendar-ics";

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
    // 15:00 in Mexico City in September 2020 (summer time then, UTC-5) is 20:00 UTC.
    expect(ics).toContain("DTSTART:20200909T200000Z");
    expect(ics).toContain("SUMMARY:Junta de aclaraciones — LOE-CAPDAM-F5-20 — Colector");
    expect(ics).toContain("LOCATION:Blvd. Miguel de la Madrid no. 12575\\, Manzanillo\\, Colima");
    expect(ics).not.toContain("Firma del contrato");
    // A reminder the day before, at the act's hour.
    expect(ics).toContain(
      "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Mañana: Junta de aclaraciones — LOE-CAPDAM-F5-20\r\nTRIGGER:-P1D\r\nEND:VALARM\r\nEND:VEVENT",
    );
  });

  it("keeps a project name's line breaks and control characters inside its property", () => {
    const ics = calendarToIcs({
      projectId: "p1",
      projectName:
        "Obra\rBEGIN:VEVENT\r\nSUMMARY:Falso\nEND:VEVENT\u0007 🏗️ con un nombre largo que se pliega en varias líneas",
      generatedAt: new Date("2026-11-25T12:00:00Z"),
      rows: [{ event: "Junta de aclaraciones", when: "09/09/2020 15:00 HRS.", cited: ["bases.pdf, pág. 1"] }],
    });
    const lines = ics.split("\r\n");
    // Every line is a property or a fold; CR and LF only ever end a line together.
    expect(Array.from(ics.replace(/\r\n/g, "")).filter(isControlCharacter)).toEqual([]);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.some((line) => line.startsWith("SUMMARY:Falso"))).toBe(false);
    expect(ics).toContain("X-WR-CALNAME:Obra\\nBEGIN:VEVENT\\nSUMMARY:Falso\\nEND:VEVENT 🏗");
    // A fold never splits a character in two.
    expect(ics).not.toContain("\ufffd");
    expect(Buffer.from(ics, "utf8").toString("utf8")).toBe(ics);
  });

  it("reads hours in words from one to twenty-three, and no hour past them", () => {
    expect(parseSpanishMoment("15 de marzo de 2026 a las una horas")?.time).toBe("010000");
    expect(parseSpanishMoment("15 de marzo de 2026 a las veintiuna horas")?.time).toBe("210000");
    expect(parseSpanishMoment("15 de marzo de 2026 a las diez y media horas")?.time).toBe("103000");
    expect(parseSpanishMoment("15 de marzo de 2026 a las treinta horas")?.time).toBeNull();
  });

  it("reads 12-hour, worded and dashed times and dates on a 24-hour clock", () => {
    expect(parseSpanishMoment("3 de marzo de 2026 5:00 p. m.")).toEqual({ date: "20260303", time: "170000" });
    expect(parseSpanishMoment("26 de febrero de 2026 9:00 a. m.")).toEqual({
      date: "20260226",
      time: "090000",
    });
    expect(parseSpanishMoment("12 de marzo de 2026 a las diez horas")).toEqual({
      date: "20260312",
      time: "100000",
    });
    expect(parseSpanishMoment("12-01-2026 10:15 horas")).toEqual({ date: "20260112", time: "101500" });
    expect(parseSpanishMoment("dentro de los 3 días hábiles siguientes a la adjudicación")).toBeNull();
    expect(parseSpanishMoment("15 (quince) de marzo de 2026 10:00 (diez) horas")).toEqual({
      date: "20260315",
      time: "100000",
    });
    expect(parseSpanishMoment("veintiséis de marzo de dos mil veintiséis a las once horas")).toEqual({
      date: "20260326",
      time: "110000",
    });
  });

  it("writes no day the calendar lacks, and no period that ends before it starts", () => {
    expect(parseSpanishMoment("31 de febrero de 2027 a las 10:00 horas")).toBeNull();
    expect(parseSpanishMoment("31/04/2027")).toBeNull();
    expect(parseSpanishMoment("29 de febrero de 2028")).toEqual({ date: "20280229", time: null });
    // 'del 30 al 2 de abril': the first day is of the month before; '30 de febrero' is none.
    expect(parseSpanishMoment("del 30 al 2 de abril de 2027")).toEqual({
      date: "20270330",
      time: null,
      until: "20270402",
    });
    expect(parseSpanishMoment("del 30 al 2 de marzo de 2027")?.until).toBeUndefined();
    expect(parseSpanishMoment("del 28 al 3 de marzo de 2027")).toEqual({
      date: "20270228",
      time: null,
      until: "20270303",
    });
    // A named first month after the last one is of the year before.
    expect(parseSpanishMoment("del 20 de diciembre al 10 de enero de 2027")).toEqual({
      date: "20261220",
      time: null,
      until: "20270110",
    });
  });

  it("writes a period as whole days, from its first day to its last", () => {
    expect(parseSpanishMoment("del 9 al 19 de febrero de 2026")).toEqual({
      date: "20260209",
      time: null,
      until: "20260219",
    });
    const ics = calendarToIcs({
      projectId: "p1",
      projectName: "Dotación",
      generatedAt: new Date("2026-11-25T12:00:00Z"),
      rows: [
        {
          event: "Observaciones al informe de evaluación",
          when: "del 25 al 31 de marzo de 2026",
          location: "SECOP II",
          cited: ["pliego.pdf, pág. 7"],
        },
      ],
    });
    expect(ics).toContain("DTSTART;VALUE=DATE:20260325\r\nDTEND;VALUE=DATE:20260401");
    // A period's reminder is at 9:00 of the day before it starts (15 hours before its first midnight).
    expect(ics).toContain("TRIGGER:-PT15H\r\nEND:VALARM");
  });

  it("writes a timed act as the instant it is in Mexico City (UTC, no floating time); a day stays a DATE", () => {
    const ics = calendarToIcs({
      projectId: "p1",
      projectName: "Zona horaria",
      generatedAt: new Date("2026-11-25T12:00:00Z"),
      rows: [
        {
          event: "Apertura de proposiciones",
          when: "15 de marzo de 2027, 10:00 horas",
          cited: ["b.pdf, pág. 2"],
        },
        { event: "Fallo", when: "31 de diciembre de 2026 a las 23:30 hrs.", cited: ["b.pdf, pág. 3"] },
        { event: "Junta de aclaraciones", when: "08/07/2027 09:00 HRS.", cited: ["b.pdf, pág. 1"] },
        { event: "Visita al sitio", when: "12 de julio de 2027", cited: ["b.pdf, pág. 4"] },
      ],
    });
    const lines = ics.split("\r\n");
    const starts = lines.filter((line) => line.startsWith("DTSTART"));
    // Mexico City has kept UTC-6 all year since 30 October 2022: 10:00 is 16:00 UTC, in July too, and
    // 23:30 on 31 December is the next day (and year) in UTC.
    expect(starts).toEqual([
      "DTSTART:20270315T160000Z",
      "DTSTART:20270101T053000Z",
      "DTSTART:20270708T150000Z",
      "DTSTART;VALUE=DATE:20270712",
    ]);
    // RFC 5545 §3.3.5: a date-time is local (floating) unless it ends in Z or names a TZID, which then
    // needs its VTIMEZONE (§3.2.19). Every date-time here is UTC, so no time is left floating.
    for (const line of lines.filter((item) => /^(DTSTART|DTEND|DTSTAMP)/.test(item))) {
      expect(line).toMatch(/^(DTSTART|DTEND|DTSTAMP)(:\d{8}T\d{6}Z|;VALUE=DATE:\d{8})$/);
    }
    expect(ics).not.toContain("TZID");
    // The instants agree with the time-zone database the rest of the product formats dates with.
    const shown = new Intl.DateTimeFormat("es-MX", {
      timeZone: "America/Mexico_City",
      dateStyle: "short",
      timeStyle: "short",
      hourCycle: "h23",
    });
    expect(shown.format(new Date("2027-07-08T15:00:00Z"))).toBe("08/07/27, 09:00");
    expect(shown.format(new Date("2027-01-01T05:30:00Z"))).toBe("31/12/26, 23:30");
  });
});
