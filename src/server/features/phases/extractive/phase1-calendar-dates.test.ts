/**
 * The calendar reads each event under its own name with the document's date and time: two events in one
 * sentence, terms counted from another act, envelopes opened on their own days, periods, 12-hour times
 * and numeric dates with dashes; a date in a letter's heading or signature, or a schedule, dates nothing.
 */
import { describe, expect, it } from "vitest";
import { CALENDAR_HEADING, RELEVANT_POINTS_HEADING, relevantPointsContent } from "./phase1-content";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { readTenderTables } from "./tender-tables";

function phase1(lines: string[]) {
  const sources = [
    { id: "p1", documentId: "d1", documentName: "bases.pdf", page: 2, heading: null, text: lines.join("\n") },
  ];
  return relevantPointsContent(extractRelevantPoints(sources), readTenderTables(sources));
}

function calendarOf(lines: string[]): string[][] {
  const calendar = phase1(lines).sections.find((section) => section.heading === CALENDAR_HEADING);
  return (calendar?.table?.rows ?? []).map((row) => row.cells.slice(0, 4));
}

function deadlineOf(lines: string[], start: string): string | undefined {
  const points = phase1(lines).sections.find((section) => section.heading === RELEVANT_POINTS_HEADING);
  return points?.table?.rows.find((row) => row.cells[0]?.startsWith(start))?.cells[3];
}

describe("phase 1 calendar: dates and names", () => {
  it("gives each of two events in one sentence its own date and time", () => {
    const rows = calendarOf([
      "La visita al sitio se realizará el 9 de marzo de 2026 a las 10:00 horas y la junta de aclaraciones el 11 de marzo de 2026 a las 11:00 horas.",
    ]);
    expect(rows).toContainEqual(["Visita al sitio", "9 de marzo de 2026", "10:00 horas", ""]);
    expect(rows).toContainEqual(["Junta de aclaraciones", "11 de marzo de 2026", "11:00 horas", ""]);
  });

  it("dates the event named last before the date, not an act named in passing before it", () => {
    const rows = calendarOf([
      "Para efectos de la adjudicación, la visita al sitio será el 5 de marzo de 2026 a las 9:00 horas.",
    ]);
    expect(rows).toContainEqual(["Visita al sitio", "5 de marzo de 2026", "9:00 horas", ""]);
    expect(rows.find((cells) => cells[0] === "Fallo")?.[1]).toBe("[PENDIENTE: fecha]");
  });

  it("shows a term counted from another act as the event's date, not as a day", () => {
    const rows = calendarOf([
      "La firma del contrato se realizará dentro de los quince días naturales siguientes a la notificación del fallo.",
      "Garantía de cumplimiento: fianza por el 10 % del monto del contrato, entregada dentro de los quince días naturales siguientes a la notificación del fallo.",
      "Las preguntas se recibirán por escrito a más tardar veinticuatro horas antes de la junta de aclaraciones.",
    ]);
    const term = "dentro de los quince días naturales siguientes a la notificación del fallo";
    expect(rows).toContainEqual(["Firma del contrato", term, "", ""]);
    expect(rows).toContainEqual(["Entrega de garantías", term, "", ""]);
    expect(rows).toContainEqual([
      "Límite para enviar preguntas",
      "a más tardar veinticuatro horas antes de la junta de aclaraciones",
      "",
      "",
    ]);
    // The award is the term's reference there, not an event these sentences date; nor is a term that
    // counts from the award itself, or one said before the award is named.
    const award = calendarOf([
      "La adjudicación será notificada dentro de los diez (10) días hábiles administrativos posteriores a su dictado.",
      "Si éstos no retiran su documentación en los tres meses siguientes a la fecha en que se les notifique la adjudicación, podrá destruirse.",
    ]);
    for (const calendar of [rows, award])
      expect(calendar.find((cells) => cells[0] === "Fallo")?.[1]).toBe("[PENDIENTE: fecha]");
  });

  it("names each envelope's opening, the bases' purchase, the questions and the notice's publication", () => {
    const rows = calendarOf([
      "Publicado en la Plataforma de Contratación del Sector Público el 12-01-2026 a las 10:15 horas.",
      "Plazo de obtención de pliegos: hasta el 15/02/2026 a las 23:59 horas.",
      "Preguntas sobre los pliegos\nPlazo para solicitar información adicional\nHasta el 06/02/2026 a las 14:00 horas.",
      "Plazo de presentación de ofertas: hasta el 16/02/2026 a las 14:00 horas.",
      "Apertura del sobre 1 (documentación administrativa): el día 18/02/2026 a las 10:00 horas, en acto interno.",
      "Apertura del sobre 2 (criterios sujetos a juicio de valor): el día 20/02/2026 a las 10:00 horas.",
      "Apertura del sobre 3 (criterios evaluables mediante fórmulas): el día 05/03/2026 a las 10:00 horas.",
    ]);
    expect(rows).toEqual([
      ["Publicación de la convocatoria", "12-01-2026", "10:15 horas", ""],
      ["Límite para adquirir las bases", "15/02/2026", "23:59 horas", ""],
      ["Límite para enviar preguntas", "06/02/2026", "14:00 horas", ""],
      ["Límite para presentar proposiciones", "16/02/2026", "14:00 horas", ""],
      ["Apertura del sobre 1", "18/02/2026", "10:00 horas", ""],
      ["Apertura del sobre 2", "20/02/2026", "10:00 horas", ""],
      ["Apertura del sobre 3", "05/03/2026", "10:00 horas", ""],
      // A Spanish notice has no clarification meeting: none is listed as pending.
      ["Fallo", "[PENDIENTE: fecha]", "", ""],
      ["Firma del contrato", "[PENDIENTE: fecha]", "", ""],
    ]);
  });

  it("keeps a period whole, and 12-hour and worded times as written", () => {
    const rows = calendarOf([
      "Las observaciones al proyecto de pliego se recibirán del 9 al 19 de febrero de 2026.",
      "La audiencia de adjudicación será el 6 de abril de 2026 a las 5:00 p. m. en el auditorio de la Alcaldía.",
      "La junta de aclaraciones se celebrará el 12 de marzo de 2026 a las diez horas en la sala de juntas.",
    ]);
    expect(rows).toContainEqual([
      "Observaciones al proyecto de pliego",
      "del 9 al 19 de febrero de 2026",
      "",
      "",
    ]);
    expect(rows).toContainEqual(["Fallo", "6 de abril de 2026", "5:00 p. m.", "el auditorio de la Alcaldía"]);
    expect(rows).toContainEqual([
      "Junta de aclaraciones",
      "12 de marzo de 2026",
      "a las diez horas",
      "la sala de juntas",
    ]);
  });

  it("reads a date whose figures are repeated in words, or written all in words", () => {
    const rows = calendarOf([
      "La junta de aclaraciones se llevará a cabo el día 15 (quince) de marzo de 2026 (dos mil veintiséis), a las 10:00 (diez) horas.",
      "El fallo se dará a conocer el veintiséis de marzo de dos mil veintiséis a las once horas.",
    ]);
    expect(rows).toContainEqual([
      "Junta de aclaraciones",
      "15 (quince) de marzo de 2026 (dos mil veintiséis)",
      "10:00 (diez) horas",
      "",
    ]);
    expect(rows).toContainEqual([
      "Fallo",
      "veintiséis de marzo de dos mil veintiséis",
      "a las once horas",
      "",
    ]);
  });

  it("lists a dated delivery of samples, and takes no event from a letter's place and date", () => {
    const rows = calendarOf([
      "Ciudad de México, a 9 de febrero de 2026.",
      "Los licitantes deberán entregar muestras físicas de las partidas 3, 7 y 9 a más tardar el 2 de marzo de 2026 a las 14:00 horas, en el almacén central de la convocante.",
    ]);
    expect(rows).toContainEqual([
      "Entrega de muestras",
      "2 de marzo de 2026",
      "14:00 horas",
      "el almacén central de la convocante",
    ]);
    expect(rows.flat().join(" ")).not.toContain("9 de febrero");
  });

  it("fills 'Plazo o fecha' with the day and its time, a whole schedule, and a worded term whole", () => {
    const samples =
      "Los licitantes deberán entregar muestras físicas de las partidas 3, 7 y 9 a más tardar el 2 de marzo de 2026 a las 14:00 horas.";
    const schedule =
      "Los bienes se entregarán en el Almacén Central de la convocante, de lunes a viernes de 9:00 a 15:00 horas.";
    const questions =
      "Las solicitudes de aclaración deberán enviarse a más tardar veinticuatro horas antes de la junta de aclaraciones.";
    const lines = [samples, schedule, questions];
    expect(deadlineOf(lines, "Los licitantes deberán entregar muestras")).toBe(
      "2 de marzo de 2026 a las 14:00 horas",
    );
    expect(deadlineOf(lines, "Los bienes se entregarán")).toBe("9:00 a 15:00 horas");
    expect(deadlineOf(lines, "Las solicitudes de aclaración")).toBe("veinticuatro horas");
  });

  it("reads where a visit starts from the whole sentence, past the quote's end", () => {
    const rows = calendarOf([
      "La visita al sitio de los trabajos se realizará el 9 de marzo de 2026 a las 10:00 horas, partiendo de las oficinas de la Residencia de Obra.",
    ]);
    expect(rows).toContainEqual([
      "Visita al sitio",
      "9 de marzo de 2026",
      "10:00 horas",
      "oficinas de la Residencia de Obra",
    ]);
  });

  it("gives a table's events the place an undated sentence names for them, citing it", () => {
    const lines = [
      "PROCEDIMIENTO\tJUNTA DE ACLARACIONES\tAPERTURA TÉCNICA",
      "LP-001/2026\t18/02/2026 10:00 horas\t25/02/2026 10:00 horas",
      "La junta de aclaraciones se celebrará en la sala de juntas de la Dirección de Obras Públicas, en las fechas y horas señaladas.",
      "La apertura de las propuestas económicas se efectuará en el mismo lugar, en las fechas y horas de la tabla.",
    ];
    const rows = calendarOf(lines);
    expect(rows).toContainEqual([
      "Junta de aclaraciones",
      "18/02/2026",
      "10:00 horas",
      "sala de juntas de la Dirección de Obras Públicas",
    ]);
    const calendar = phase1(lines).sections.find((section) => section.heading === CALENDAR_HEADING);
    const junta = calendar?.table?.rows.find((row) => row.cells[0] === "Junta de aclaraciones");
    expect(junta?.sources.map((source) => source.quote)).toEqual([lines[1], lines[2]]);
  });
});

describe("phase 1: a sentence that says where an act of the calendar is held", () => {
  const rowOf = (sentence: string) =>
    extractRelevantPoints([
      { id: "p1", documentId: "d1", documentName: "bases.pdf", page: 2, heading: null, text: sentence },
    ])[0];

  it("is a date, binding the bidder when its own act falls on the days the calendar fixes", () => {
    const submission = rowOf(
      "El acto de presentación y apertura de proposiciones se llevará a cabo en la sala de juntas de la Dirección de Obras Públicas, en las fechas y horas indicadas.",
    );
    expect([submission?.kind, submission?.mandatory]).toEqual(["fecha", true]);
    // The opening alone is the buyer's act; where it is held binds no one.
    const opening = rowOf(
      "El acto de apertura de sobres se llevará a cabo en la Dirección General de Compras, sita en calle Santa Fe 660 de esta ciudad.",
    );
    expect([opening?.kind, opening?.mandatory]).toEqual(["fecha", false]);
  });

  it("leaves how the award is made known to its medium", () => {
    const award = rowOf("El fallo se dará a conocer a través de CompraNet el día señalado en el calendario.");
    expect(award?.kind).not.toBe("fecha");
  });

  it("says 'No aplica' for an act the calendar table rules out, and keeps a term counted from a later act", () => {
    const rows = calendarOf([
      "ACTO\tFECHA Y HORA\tLUGAR",
      "VISITA A LAS INSTALACIONES\tNO APLICA\tNO APLICA",
      "JUNTA DE ACLARACIONES\tNo habrá\t",
      "PRESENTACIÓN Y APERTURA DE PROPUESTAS\t2 DE JUNIO DE 2026 A LAS 11:00 HORAS\tSALA DE CABILDO",
      "ENTREGA DE LA GARANTÍA DE CUMPLIMIENTO\tDESPUÉS DE LOS CINCO DÍAS HÁBILES A PARTIR DE LA FIRMA DEL CONTRATO\tTESORERÍA",
    ]);
    expect(rows).toContainEqual(["Visita al sitio", "No aplica", "", ""]);
    expect(rows).toContainEqual(["Junta de aclaraciones", "No aplica", "", ""]);
    expect(rows.some((row) => row[0] === "Junta de aclaraciones" && row[1]?.startsWith("[PENDIENTE"))).toBe(
      false,
    );
    expect(rows).toContainEqual([
      "ENTREGA DE LA GARANTÍA DE CUMPLIMIENTO",
      "DESPUÉS DE LOS CINCO DÍAS HÁBILES A PARTIR DE LA FIRMA DEL CONTRATO",
      "",
      "TESORERÍA",
    ]);
  });

  it("makes a row of an act the bases rule out in a sentence, and dates the submission said with a verb", () => {
    const lines = [
      "4. Junta de aclaraciones",
      "No habrá junta de aclaraciones.",
      "La visita al sitio no se realizará.",
      "No habrá prórroga del plazo de presentación de proposiciones.",
      "Las propuestas se entregarán en sobre cerrado el 3 de marzo de 2026 a las 10:00 horas.",
    ];
    const rows = calendarOf(lines);
    expect(rows).toContainEqual(["Junta de aclaraciones", "No aplica", "", ""]);
    expect(rows).toContainEqual(["Visita al sitio", "No aplica", "", ""]);
    expect(rows.find((row) => row[0] === "Presentación y apertura de proposiciones")?.[1]).toBe(
      "3 de marzo de 2026",
    );
    const requirements = extractRelevantPoints([
      {
        id: "p1",
        documentId: "d1",
        documentName: "bases.pdf",
        page: 2,
        heading: null,
        text: lines.join("\n"),
      },
    ]).map((point) => point.requirement);
    expect(requirements).toContain("Visita al sitio: no se realizará");
    expect(
      requirements.some((requirement) =>
        requirement.startsWith("Presentación y apertura de proposiciones: no"),
      ),
    ).toBe(false);
  });
});

describe("phase 1 calendar: a Mexican calendar table and its sentences as written (stop 30)", () => {
  it("keeps two days and a time range whole, names the buyer's opinion apart from the award, and the bases' sale", () => {
    const rows = calendarOf([
      "ACTO\tFECHA\tHORA",
      "PAGO DE BASES\t18 y 19 de marzo de 2026\t10:00 horas a 13:00 horas.",
      "ANÁLISIS Y DICTAMEN DE ADJUDICACIÓN\t25 de marzo de 2026\t14:00 horas.",
      "FALLO\t25 de marzo de 2026\t14:30 horas.",
      "Las bases están disponibles para su venta el día 18 y 19 de marzo de 2026 en la Dirección de Adquisiciones, en un horario de 10:00 horas a las 13:00 horas.",
    ]);
    expect(rows).toContainEqual([
      "Límite para adquirir las bases",
      "18 y 19 de marzo de 2026",
      "10:00 horas a las 13:00 horas",
      "la Dirección de Adquisiciones",
    ]);
    expect(rows).toContainEqual([
      "Límite para adquirir las bases",
      "18 y 19 de marzo de 2026",
      "10:00 horas a 13:00 horas",
      "",
    ]);
    expect(rows).toContainEqual(["Informe de evaluación", "25 de marzo de 2026", "14:00 horas", ""]);
    expect(rows).toContainEqual(["Fallo", "25 de marzo de 2026", "14:30 horas", ""]);
    expect(rows.some((row) => row[0] === "Fallo" && row[2] === "14:00 horas")).toBe(false);
  });

  it("takes no event from a rule the gazette published, and no place from 'en función de'", () => {
    const rows = calendarOf([
      "Los licitantes deberán presentar la constancia del INFONAVIT, en términos de las reglas publicadas en el Diario Oficial de la Federación de fecha 28 de junio de 2017.",
      "La adjudicación del contrato se realizará en función del presupuesto autorizado.",
      "El fallo se dará a conocer el 27 de marzo de 2026 a las 10:00 horas.",
      "Todos los actos se llevarán a cabo en las fechas y horarios señalados en la tabla, en el Ex Seminario, Av. de la Paz 3, Centro.",
    ]);
    expect(rows.some((row) => row[1]?.includes("2017"))).toBe(false);
    expect(rows.some((row) => row[3]?.includes("función"))).toBe(false);
    expect(rows.find((row) => row[0] === "Fallo")?.[3]).toBe("Ex Seminario, Av. de la Paz 3, Centro");
  });

  it("dates the questions by the hours before the act they are asked for", () => {
    const rows = calendarOf([
      "Los licitantes deberán enviar sus preguntas sobre el contenido de las bases, 24 horas previo al acto citado, remitiéndolas al Departamento de Adquisiciones.",
    ]);
    expect(rows).toContainEqual(["Límite para enviar preguntas", "24 horas previo al acto citado", "", ""]);
  });

  it("gives the acts' common place to the acts only, and to none the bases rule out", () => {
    const rows = calendarOf([
      "ACTO\tFECHA Y HORA\tLUGAR",
      "VISITA A LAS INSTALACIONES\tNO APLICA\tNO APLICA",
      "FALLO\t23 DE MARZO DE 2026 A LAS 10:30 HORAS\t",
      "TODOS LOS ACTOS SE LLEVARÁN A CABO EN LAS FECHAS Y HORARIOS SEÑALADOS EN LA TABLA, EN EL EX SEMINARIO AV. DE LA PAZ ESQ. MIGUEL HIDALGO, C.P. 50400. LA DIFUSIÓN DE LA CONVOCATORIA SERÁ EN EL PORTAL.",
      "LA ENTREGA DE LOS BIENES SERÁ DEL 24 DE MARZO Y HASTA EL 31 DE DICIEMBRE DE 2026.",
    ]);
    const place = "EX SEMINARIO AV. DE LA PAZ ESQ. MIGUEL HIDALGO, C.P. 50400";
    expect(rows).toContainEqual(["Fallo", "23 DE MARZO DE 2026", "10:30 HORAS", place]);
    expect(rows).toContainEqual(["Visita al sitio", "No aplica", "", ""]);
    expect(rows.find((row) => row[0] === "Entrega")?.[3]).toBe("");
  });
});

describe("phase 1 calendar: an event the calendar table names and leaves undated (stop 31)", () => {
  const table = [
    "EVENTO\tFECHA Y HORA\tLUGAR",
    "PUBLICACIÓN DE CONVOCATORIA\t\tPERIÓDICO EL SOL DE TOLUCA Y EL SOL DE MÉXICO",
    "PRESENTACIÓN Y APERTURA DE PROPUESTAS\t19 DE MARZO DE 2026 A LAS 10:00 HORAS\tSALA DE JUNTAS DEL AYUNTAMIENTO",
  ];

  it("is pending, where the table says it is held, and a row of the matrix says so", () => {
    const rows = calendarOf(table);
    expect(rows).toContainEqual([
      "Publicación de la convocatoria",
      "[PENDIENTE: fecha]",
      "",
      "PERIÓDICO EL SOL DE TOLUCA Y EL SOL DE MÉXICO",
    ]);
    expect(deadlineOf(table, "Publicación de la convocatoria")).toBe("[PENDIENTE: fecha]");
  });

  it("is not pending when a sentence of the bases dates it", () => {
    const rows = calendarOf([
      ...table,
      "La convocatoria se publicó en el Diario Oficial de la Federación el 10 de marzo de 2026.",
    ]);
    const publication = rows.filter((row) => row[0] === "Publicación de la convocatoria");
    expect(publication.map((row) => row[1])).toEqual(["10 de marzo de 2026"]);
  });
});
