/**
 * Tables of the bases read through their headers: a convocatoria's calendar (a row per procedure, a
 * column per event), a calendar with a row per event, and a list of items to price that becomes the
 * 'Partidas' sheet, its quantity and unit apart.
 */
import { describe, expect, it } from "vitest";
import { PARTIDAS_HEADING, relevantPointsContent } from "./phase1-content";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { readTenderTables } from "./tender-tables";

function passage(id: string, page: number, lines: string[]) {
  return {
    id,
    documentId: "d1",
    documentName: "convocatoria.pdf",
    page,
    heading: null,
    text: lines.join("\n"),
  };
}

const CONVOCATORIA = [
  passage("p1", 1, [
    "Se convoca a las personas físicas o morales a participar en la licitación pública estatal.",
    "",
    "NO. DE LICITACIÓN\tOBRA/ DESCRIPCIÓN\tCOSTO DE LAS BASES\tVISITA DE OBRA\tJUNTA DE ACLARACIO NES\tAPERTURA PROPUEST A TÉCNICA\tFALLO DE LA LICITACION\tINICIO DE OBRA",
    "LOE-CAPDAM-F5-20\tSustitución de subcolector de alcantarillado sanitario\t$ 2,500.00\t09/09/2020 13:00 HRS.\t09/09/2020 15:00 HRS.\t17/09/2020 13:00 HRS.\t25/09/2020 09:00 HRS.\t29/09/2020",
    'LOE-CAPDAM-F7-20\tSustitución de colector sanitario de 24" de diámetro\t$ 2,500.00\t09/09/2020 11:00 HRS.\t09/09/2020 13:00 HRS.\t17/09/2020 11:00 HRS.\t24/09/2020 11:00 HRS.\t26/09/2020',
    "",
    "• Todos los eventos de este proceso de licitación serán de forma Presencial y se llevarán a cabo en Blvd. Miguel de la Madrid no. 12575 colonia península de Santiago, Manzanillo, Colima.",
  ]),
];

describe("tables of the bases", () => {
  it("reads a convocatoria's calendar: each event of each procedure under its own name, with date, time and place", () => {
    const points = extractRelevantPoints(CONVOCATORIA);
    const content = relevantPointsContent(points, readTenderTables(CONVOCATORIA));
    const calendar = content.sections.find((section) => section.heading === "Calendario")?.table;
    const rows = calendar?.rows.map((row) => row.cells) ?? [];
    const place = "Blvd. Miguel de la Madrid no. 12575 colonia península de Santiago, Manzanillo, Colima";
    expect(rows).toContainEqual(["Visita al sitio", "09/09/2020", "13:00 HRS.", place, "LOE-CAPDAM-F5-20"]);
    expect(rows).toContainEqual([
      "Junta de aclaraciones",
      "09/09/2020",
      "13:00 HRS.",
      place,
      "LOE-CAPDAM-F7-20",
    ]);
    expect(rows).toContainEqual([
      "Apertura de propuestas técnicas",
      "17/09/2020",
      "11:00 HRS.",
      place,
      "LOE-CAPDAM-F7-20",
    ]);
    expect(rows).toContainEqual(["Fallo", "25/09/2020", "09:00 HRS.", place, "LOE-CAPDAM-F5-20"]);
    // The works start on their site: the place of 'todos los eventos' is the acts' (stop 30).
    expect(rows).toContainEqual(["Inicio de los trabajos", "29/09/2020", "", "", "LOE-CAPDAM-F5-20"]);
    // The opening is dated by the table: not pending. The contract's signing is not dated: pending.
    expect(rows.filter((row) => row[1]?.startsWith("[PENDIENTE"))).toEqual([
      ["Firma del contrato", "[PENDIENTE: fecha]", "", "", ""],
    ]);
    // Each source quotes the table row it was read from, as the document gives it.
    expect(calendar?.rows[0]?.sources[0]?.quote).toMatch(/^LOE-CAPDAM-F5-20\t/);
    // In the matrix, one row per table line: the procedure and its dates.
    const matrix = points.filter((point) => point.quote.includes("\t"));
    expect(matrix.map((point) => point.requirement)).toEqual([
      "Calendario de LOE-CAPDAM-F5-20 — Sustitución de subcolector de alcantarillado sanitario",
      'Calendario de LOE-CAPDAM-F7-20 — Sustitución de colector sanitario de 24" de diámetro',
    ]);
    expect(matrix[0]?.dateOrDeadline).toContain("Junta de aclaraciones: 09/09/2020 15:00 HRS.");
    expect(content.sections.some((section) => section.heading === PARTIDAS_HEADING)).toBe(false);
  });

  it("binds the bidder to a procedure's row that dates its own deadline; 'presentación y apertura técnica' is the submission", () => {
    const bases = [
      passage("p1", 1, [
        "No. de licitación\tCosto de las bases\tFecha límite para adquirir bases\tVisita al lugar de los trabajos\tPresentación y apertura técnica",
        "FISM-LP-001/2026\t$2,500.00\t16/02/2026 14:00 horas\t17/02/2026 09:00 horas\t25/02/2026 10:00 horas",
      ]),
    ];
    const [row] = extractRelevantPoints(bases);
    expect(row?.kind).toBe("fecha");
    expect(row?.mandatory).toBe(true);
    expect(readTenderTables(bases).events.map((entry) => entry.event)).toEqual([
      "Límite para adquirir las bases",
      "Visita al sitio",
      "Presentación y apertura de proposiciones",
    ]);
    // A row that dates only the buyer's acts (the visit, the fallo) binds no one.
    const visits = [
      passage("p1", 1, [
        "No. de licitación\tCosto de las bases\tVisita al lugar de los trabajos\tFallo",
        "FISM-LP-001/2026\t$2,500.00\t17/02/2026 09:00 horas\t04/03/2026 12:00 horas",
      ]),
    ];
    expect(extractRelevantPoints(visits)[0]?.mandatory).toBe(false);
  });

  it("reads a lot's row that describes its works and dates only their start as a specification", () => {
    const bases = [
      passage("p1", 1, [
        "No. de licitación\tDescripción general de la obra\tFecha de inicio\tPlazo de ejecución\tCapital contable mínimo",
        "OP-LP-004/2027\tRehabilitación del puente vehicular sobre el arroyo Seco, 48 metros de claro con losa de concreto\t12/04/2027\t60 días naturales\t$900,000.00",
      ]),
    ];
    const [row] = extractRelevantPoints(bases);
    expect(row?.kind).toBe("requisito_tecnico");
    expect(row?.mandatory).toBe(true);
    expect(row?.requirement).toBe(
      "OP-LP-004/2027 — Rehabilitación del puente vehicular sobre el arroyo Seco, 48 metros de claro con losa de concreto",
    );
    // Its start still goes to the calendar.
    expect(readTenderTables(bases).events.map((entry) => [entry.event, entry.date])).toEqual([
      ["Inicio de los trabajos", "12/04/2027"],
    ]);
    // The same description beside the procedure's acts is that procedure's calendar.
    const acts = [
      passage("p1", 1, [
        "No. de licitación\tDescripción general de la obra\tJunta de aclaraciones\tFallo",
        "OP-LP-004/2027\tRehabilitación del puente vehicular sobre el arroyo Seco, 48 metros de claro con losa de concreto\t20/03/2027 10:00 horas\t02/04/2027 12:00 horas",
      ]),
    ];
    expect(extractRelevantPoints(acts)[0]?.kind).toBe("fecha");
  });

  it("reads a calendar laid out with a row per event", () => {
    const bases = [
      passage("p1", 4, [
        "ACTO\tFECHA\tHORA\tLUGAR",
        "Junta de aclaraciones\t15 de junio de 2020\t10:00 horas\tSala de juntas de la Dirección de Obras",
        "Acto de presentación y apertura de proposiciones\t22 de junio de 2020\t11:00 horas\tSala de juntas de la Dirección de Obras",
        "Fallo\t26 de junio de 2020\t13:00 horas\tSala de juntas de la Dirección de Obras",
      ]),
    ];
    const { events } = readTenderTables(bases);
    expect(events.map((entry) => [entry.event, entry.date, entry.time, entry.place])).toEqual([
      [
        "Junta de aclaraciones",
        "15 de junio de 2020",
        "10:00 horas",
        "Sala de juntas de la Dirección de Obras",
      ],
      [
        "Presentación y apertura de proposiciones",
        "22 de junio de 2020",
        "11:00 horas",
        "Sala de juntas de la Dirección de Obras",
      ],
      ["Fallo", "26 de junio de 2020", "13:00 horas", "Sala de juntas de la Dirección de Obras"],
    ]);
  });

  it("turns a list of items to price into the 'Partidas' sheet, one row per line, across pages", () => {
    const bases = [
      passage("p1", 12, [
        "ANEXO TÉCNICO. Relación de partidas a cotizar.",
        "PARTIDA\tDESCRIPCIÓN\tUNIDAD DE MEDIDA\tCANTIDAD\tESPECIFICACIONES TÉCNICAS",
        '1\tTubo de PVC hidráulico de 6"\tTramo\t120\tNMX-E-143, clase 7',
        '2\tCodo de PVC de 90° de 6"\tPieza\t35\tCementar, clase 7',
      ]),
      passage("p2", 13, ['3\tVálvula de compuerta de 4" con brida\tPieza\t8\tFierro fundido, 125 lb']),
    ];
    const points = extractRelevantPoints(bases);
    const content = relevantPointsContent(points, readTenderTables(bases));
    const sheet = content.sections.find((section) => section.heading === PARTIDAS_HEADING);
    expect(content.sections.map((section) => section.heading)).toEqual([
      "Puntos relevantes",
      "Partidas",
      "Calendario",
    ]);
    expect(sheet?.table?.headers).toEqual(["Partida", "Descripción", "Unidad", "Cantidad", "Especificación"]);
    expect(sheet?.table?.rows.map((row) => row.cells)).toEqual([
      ["1", 'Tubo de PVC hidráulico de 6"', "Tramo", "120", "NMX-E-143, clase 7"],
      ["2", 'Codo de PVC de 90° de 6"', "Pieza", "35", "Cementar, clase 7"],
      ["3", 'Válvula de compuerta de 4" con brida', "Pieza", "8", "Fierro fundido, 125 lb"],
    ]);
    expect(sheet?.table?.rows[2]?.sources).toEqual([
      { passageId: "p2", quote: '3\tVálvula de compuerta de 4" con brida\tPieza\t8\tFierro fundido, 125 lb' },
    ]);
    const matrix = points.filter((point) => point.quote.includes("\t"));
    expect(matrix.map((point) => [point.requirement, point.kind, point.mandatory, point.page])).toEqual([
      ['Partida 1: Tubo de PVC hidráulico de 6" — cantidad: 120 Tramo', "requisito_tecnico", true, 12],
      ['Partida 2: Codo de PVC de 90° de 6" — cantidad: 35 Pieza', "requisito_tecnico", true, 12],
      ['Partida 3: Válvula de compuerta de 4" con brida — cantidad: 8 Pieza', "requisito_tecnico", true, 13],
    ]);
  });
});

describe("headers of items tables in other countries' wording", () => {
  it("reads a Colombian 'formulario de cantidades y precios' with ÍTEM, UND, CANT and VR. UNITARIO", () => {
    const bases = [
      passage("p1", 40, [
        "ÍTEM\tDESCRIPCIÓN\tUND\tCANT\tVR. UNITARIO\tVALOR TOTAL (IVA 19%)",
        "1.1\tLocalización y replanteo\tm2\t850\t\t",
        "1.2\tExcavación manual en material común\tm3\t120,5\t\t",
      ]),
    ];
    expect(readTenderTables(bases).partidas.map((item) => [item.number, item.unit, item.quantity])).toEqual([
      ["1.1", "m2", "850"],
      ["1.2", "m3", "120,5"],
    ]);
  });

  it("reads a Colombian cronograma: each SECOP II stage under its own name, a stage counted from another with its term", () => {
    const cronograma = [
      passage("p7", 7, [
        "El proceso se desarrollará de acuerdo con el siguiente cronograma.",
        "Actividad\tFecha y hora\tLugar",
        "Aviso de convocatoria\t2 de junio de 2026\tSECOP II",
        "Publicación del proyecto de pliego de condiciones\t2 de junio de 2026\tSECOP II",
        "Plazo para presentar observaciones al proyecto de pliego\tdel 2 al 12 de junio de 2026\tSECOP II",
        "Expedición del acto administrativo de apertura y publicación del pliego definitivo\t17 de junio de 2026\tSECOP II",
        "Audiencia de asignación de riesgos y aclaración del pliego\t19 de junio de 2026, 3:00 p. m.\tSala de juntas",
        "Presentación de ofertas (cierre)\t1 de julio de 2026, 9:00 a. m.\tSECOP II",
        "Publicación del informe de evaluación\t8 de julio de 2026\tSECOP II",
        "Audiencia de adjudicación\t20 de julio de 2026, 10:00 a. m.\tSala de juntas",
        "Firma del contrato\tdentro de los 2 días hábiles siguientes a la adjudicación\tSECOP II",
        "Entrega de garantías\tdentro de los 3 días hábiles siguientes a la firma\tSECOP II",
      ]),
    ];
    const content = relevantPointsContent(extractRelevantPoints(cronograma), readTenderTables(cronograma));
    const rows = content.sections.find((section) => section.heading === "Calendario")?.table?.rows ?? [];
    expect(rows.map((row) => row.cells.slice(0, 3))).toEqual([
      ["Publicación de la convocatoria", "2 de junio de 2026", ""],
      ["Publicación del proyecto de pliego", "2 de junio de 2026", ""],
      // A period is kept whole, not cut to its last day.
      ["Observaciones al proyecto de pliego", "del 2 al 12 de junio de 2026", ""],
      ["Apertura del proceso y pliego definitivo", "17 de junio de 2026", ""],
      ["Audiencia de asignación de riesgos", "19 de junio de 2026", "3:00 p. m."],
      ["Presentación y apertura de proposiciones", "1 de julio de 2026", "9:00 a. m."],
      ["Informe de evaluación", "8 de julio de 2026", ""],
      ["Fallo", "20 de julio de 2026", "10:00 a. m."],
      ["Firma del contrato", "dentro de los 2 días hábiles siguientes a la adjudicación", ""],
      ["Entrega de garantías", "dentro de los 3 días hábiles siguientes a la firma", ""],
    ]);
  });

  it("joins an item's description broken across pages to its item, not a line of its own", () => {
    const header = "Ítem\tDescripción\tUnidad\tCantidad\tValor unitario\tValor total";
    const formulario = [
      passage("p23", 23, [
        "FORMULARIO 1. FORMULARIO DE OFERTA ECONÓMICA",
        header,
        "23\tParlante activo de 15 pulgadas con micrófono\tUnidad\t23",
        "24\tImpresora multifuncional láser\tUnidad\t23",
      ]),
      passage("p24", 24, [header, "\tmonocromática", "25\tRegulador de voltaje de 2.000 VA\tUnidad\t23"]),
    ];
    const tables = readTenderTables(formulario);
    expect(tables.partidas.map((partida) => [partida.number, partida.description, partida.quantity])).toEqual(
      [
        ["23", "Parlante activo de 15 pulgadas con micrófono", "23"],
        ["24", "Impresora multifuncional láser monocromática", "23"],
        ["25", "Regulador de voltaje de 2.000 VA", "23"],
      ],
    );
    const points = extractRelevantPoints(formulario);
    expect(
      points.some((point) =>
        point.requirement.startsWith("Partida 24: Impresora multifuncional láser monocromática"),
      ),
    ).toBe(true);
    expect(points.some((point) => point.quote === "monocromática")).toBe(false);
  });

  it("reads the risks the contractor bears as rows, not those the entity bears, and no phrase as a header", () => {
    const L = "\u2028";
    const risks = [
      passage("r1", 19, [
        "El proponente, al presentar su oferta, acepta la distribución de riesgos aquí prevista.",
        "",
        `Riesgo\tDescripción\tProbabilida\tAsignación${L}\t\td`,
        `Variación de la tasa de\tAumento del precio de los equipos\tProbable\tContratista${L}cambio\tde cómputo importados`,
        `Aumento de precios de\tVariación del precio del acero, la\tProbable\tContratista${L}materias primas\tmadera y los plásticos`,
        "Cambios normativos\tModificación de tributos que afecten el precio\tImprobable\tEntidad",
      ]),
    ];
    const rows = readTenderTables(risks).rows.filter((row) => row.kind !== "encabezado");
    expect(rows.map((row) => [row.kind, row.requirement])).toEqual([
      [
        "riesgo",
        "Variación de la tasa de cambio — Aumento del precio de los equipos de cómputo importados — Probable — Contratista",
      ],
      [
        "riesgo",
        "Aumento de precios de materias primas — Variación del precio del acero, la madera y los plásticos — Probable — Contratista",
      ],
    ]);
    const points = extractRelevantPoints(risks).filter((point) => point.quote.includes("\t"));
    expect(points.map((point) => [point.kind, point.mandatory, point.quote.split(L)[0]])).toEqual([
      [
        "requisito_economico",
        false,
        "Variación de la tasa de\tAumento del precio de los equipos\tProbable\tContratista",
      ],
      [
        "requisito_economico",
        false,
        "Aumento de precios de\tVariación del precio del acero, la\tProbable\tContratista",
      ],
    ]);
  });
});
