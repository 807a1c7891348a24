/**
 * Where a phase-1 sentence starts and ends when the reader's lines, pages and passages cut it: prose
 * lines that carry figures, sentences in capitals, numbered lists, sentences the page cuts, and a bare
 * answer under its title.
 */
import { describe, expect, it } from "vitest";
import { passage } from "./phase1-points.test-support";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { segmentUnits } from "./segment-units";

describe("phase 1: a sentence whole, wherever the reader cut it", () => {
  it.each([
    [
      "El contrato se regirá por la Ley 9/2017, de Contratos del Sector Público, por la que se trasponen las Directivas",
      "2014/23/UE y 2014/24/UE, de 26 de febrero de 2014, y las partes quedan sometidas",
      "expresamente a lo establecido en este pliego.",
    ],
    // A line ending on 'la' goes on, however many figures it carries.
    [
      "El régimen jurídico aplicable es el de la Ley 80 de 1993, la Ley 1150 de 2007, la",
      "Ley 1474 de 2011, la Ley 2069 de 2020, el Decreto 1082 de 2015 y las demás",
      "normas que los modifiquen o complementen.",
    ],
  ])(
    "reads a prose line that carries figures as part of its sentence, not as a table row (%s)",
    (...lines) => {
      const text = lines.join("\n");
      expect(extractRelevantPoints([passage(text)]).map((point) => point.quote)).toEqual([text]);
    },
  );

  it("ends a sentence at a line that ends on a web address when the next line opens with a capital", () => {
    const link =
      "Las declaraciones juradas se descargan del sitio: https://www.municipio.gob.ar/compras/descargas.do";
    const duty =
      "Toda la documentación deberá presentarse foliada y firmada en todas sus páginas por el representante.";
    const quotes = extractRelevantPoints([passage(`${link}\n${duty}`)]).map((point) => point.quote);
    expect(quotes).toContain(duty);
    expect(quotes.some((quote) => quote.includes("descargas.do\nToda"))).toBe(false);
    // An address in the middle of a sentence does not end it.
    const within =
      "La convocatoria puede consultarse en https://compranet.hacienda.gob.mx\ny en las oficinas de la convocante.";
    expect(extractRelevantPoints([passage(within)]).map((point) => point.quote)).not.toContain(
      "y en las oficinas de la convocante.",
    );
  });

  it("still reads a sentence written in capitals over several lines as one point", () => {
    const text =
      "MODELO DE DECLARACIÓN RESPONSABLE RELATIVA A HALLARSE AL CORRIENTE DEL CUMPLIMIENTO DE LA OBLIGACIÓN DE\n" +
      "CONTAR CON TRABAJADORES CON DISCAPACIDAD Y AL CUMPLIMIENTO DE LAS OBLIGACIONES ESTABLECIDAS EN LA\n" +
      "NORMATIVA VIGENTE EN MATERIA LABORAL Y SOCIAL.";
    const points = extractRelevantPoints([passage(text, 4)]);
    expect(points).toHaveLength(1);
    expect(points[0]?.quote).toBe(text);
  });

  it("ends a numbered list where a lower number opens the next section ('15. …' then '6. Capital contable')", () => {
    const text = [
      "Los licitantes deberán presentar los siguientes documentos:",
      "14. Catálogo de conceptos con precios unitarios, en el formato PE-01.",
      "15. Análisis de precios unitarios y de costos indirectos.",
      "",
      "6. Capital contable y experiencia",
      "",
      "El capital contable mínimo requerido es de $1,500,000.00.",
    ].join("\n");
    const requirements = extractRelevantPoints([passage(text)]).map((point) => point.requirement);
    expect(requirements).not.toContain("Capital contable y experiencia");
    expect(requirements).toContain("Análisis de precios unitarios y de costos indirectos.");
    expect(requirements.some((requirement) => requirement.includes("$1,500,000.00"))).toBe(true);
  });

  it("ends a list of lettered rejection causes at the next numbered section, or at a number that skips ahead", () => {
    const text = [
      "15. Causas de descalificación",
      "Serán causas de descalificación las siguientes:",
      "a) Cuando no cumplan con alguno de los requisitos especificados en estas bases.",
      "b) Cuando presenten precios escalonados.",
      "16. Forma de adjudicación",
      "a) El contrato se adjudicará a la propuesta solvente de precio más bajo.",
      "17. Sanciones",
      "a) El proveedor que no firme el contrato será sancionado en los términos de la ley.",
    ].join("\n");
    const points = extractRelevantPoints([passage(text)]);
    const causes = points
      .filter((point) => point.kind === "causal_rechazo" && /^[a-z]\)/u.test(point.quote))
      .map((point) => point.quote);
    expect(causes).toEqual([
      "a) Cuando no cumplan con alguno de los requisitos especificados en estas bases.",
      "b) Cuando presenten precios escalonados.",
    ]);
    const numbered = [
      "Serán causas de rechazo de las propuestas:",
      "1. Que no se presente la garantía de seriedad.",
      "2. Que la propuesta económica no esté firmada.",
      "9. Plazo de entrega",
      "Los bienes se entregarán dentro de los 30 días naturales siguientes a la firma del contrato.",
    ].join("\n");
    const delivery = extractRelevantPoints([passage(numbered)]).find((point) =>
      point.quote.includes("30 días"),
    );
    expect(delivery?.kind).not.toBe("causal_rechazo");
  });

  it("reads a sentence the page cut with its end on the next page, and cites both pages", () => {
    const pageEnd =
      "Las garantías de cumplimiento se constituirán en efectivo mediante depósito en la cuenta que indique el";
    const pageTop =
      "Agente Financiero de la Provincia, dentro de los cinco (5) días de notificada la adjudicación.\nEl licitante deberá presentar copia de su identificación oficial vigente.";
    const points = extractRelevantPoints([passage(pageEnd, 11), passage(pageTop, 12)]);
    const guarantee = points.find((point) => point.quote.startsWith("Las garantías"));
    expect(guarantee?.page).toBe(11);
    expect(guarantee?.quote).toBe(pageEnd);
    expect(guarantee?.dateOrDeadline).toContain("cinco (5) días");
    expect(guarantee?.alsoIn).toEqual([
      expect.objectContaining({
        page: 12,
        quote:
          "Agente Financiero de la Provincia, dentro de los cinco (5) días de notificada la adjudicación.",
      }),
    ]);
    // The page's opening is read once, with its sentence; the page's next sentence is its own.
    expect(points.filter((point) => point.quote.startsWith("Agente Financiero"))).toEqual([]);
    expect(points.some((point) => point.quote.startsWith("El licitante deberá presentar copia"))).toBe(true);
  });

  it.each([
    // The page ends its sentence: the next page's lower-case opening is not its end.
    [
      "El licitante deberá presentar la garantía de seriedad de la oferta.",
      "en su caso, los licitantes deberán presentar la constancia de situación fiscal vigente.",
    ],
    // The page's sentence is cut, but the next page opens a list item.
    [
      "El licitante deberá presentar la garantía de seriedad de la oferta conforme a lo siguiente y de",
      "a) Los licitantes deberán presentar la constancia de situación fiscal vigente.",
    ],
  ])("leaves a page on its own when it ends its sentence or the next opens a list item (%s)", (end, top) => {
    const points = extractRelevantPoints([passage(end, 3), passage(top, 4)]);
    expect(points.every((point) => point.alsoIn.length === 0)).toBe(true);
    expect(points.find((point) => point.quote.startsWith("El licitante"))?.quote).toBe(end);
  });

  it("names the clause a bare answer is under ('Garantía definitiva: No procede'), only right under it", () => {
    const text = [
      "Cláusula 17. Garantía definitiva.",
      "De conformidad con el artículo 159.6 f) No procede",
      "",
      "1.3 Clasificación en el Clasificador de Bienes y Servicios (UNSPSC):",
      "43211500 Computadores",
    ].join("\n");
    const points = extractRelevantPoints([passage(text, 1, "Condiciones del contrato")]);
    const requirements = points.map((point) => point.requirement);
    expect(requirements).toContain("Garantía definitiva: No procede");
    expect(requirements).toContain("43211500 Computadores");
    // Of the kind its title names, and not mandatory: no guarantee is asked for.
    const guarantee = points.find((point) => point.requirement === "Garantía definitiva: No procede");
    expect(guarantee?.kind).toBe("garantia");
    expect(guarantee?.mandatory).toBe(false);
  });

  it("keeps a long sentence of duties that ends by opening a list, and gives its items their duty", () => {
    const opening =
      "Las propuestas técnicas y económicas deberán ser incluidas en un sobre membretado, cerrado con la denominación de la empresa, en papel membretado, redactadas en idioma español, firmada cada una de las hojas por el representante legal y sin tachaduras o enmendaduras, con la siguiente leyenda:";
    const text = [opening, "a) Número del procedimiento.", "b) Nombre del licitante."].join("\n");
    const points = extractRelevantPoints([passage(text)]);
    expect(opening.startsWith(points[0]?.quote ?? "-")).toBe(true);
    expect(points[0]?.quote).toContain("sin tachaduras");
    expect(points[0]?.mandatory).toBe(true);
    // A short opening still makes no row of its own.
    const bare = extractRelevantPoints([
      passage("Los licitantes deberán presentar los siguientes documentos:\n1.- Acta constitutiva."),
    ]);
    expect(bare.map((point) => point.quote)).toEqual(["1.- Acta constitutiva."]);
  });
});

describe("phase 1: a list lettered in capitals, with how each item is handed in (stop 30)", () => {
  const text = [
    "C. Identificación oficial vigente; en caso de ser extranjero, deberá presentar el documento migratorio. (Presentar original para cotejo y copia simple)",
    "D. Igualmente deberán presentar un domicilio dentro del Estado para oír y recibir notificaciones.",
    "E. Comprobante de domicilio fiscal con una antigüedad máxima de dos meses. (Copia simple)",
    "F. Escrito de nacionalidad mexicana, conforme al anexo 3, con C.P. y domicilio. (Original)",
  ].join("\n");

  it("opens each item at its letter and keeps its parenthesis with it", () => {
    const units = segmentUnits(text).map((unit) => unit.text);
    expect(units).toHaveLength(4);
    expect(units[0]).toMatch(/^C\. .*\(Presentar original para cotejo y copia simple\)$/u);
    expect(units[1]).toMatch(/^D\. Igualmente/u);
    expect(units[2]).toMatch(/^E\. .*\(Copia simple\)$/u);
    // An initial inside a line ('C.P.') is no item's letter.
    expect(units[3]).toMatch(/^F\. .*\(Original\)$/u);
  });

  it("makes no row of the parenthesis alone where a passage was cut before it", () => {
    const rows = extractRelevantPoints([
      passage(
        "(Presentar original para cotejo y copia simple)\nD. Igualmente deberán presentar un domicilio dentro del Estado.",
      ),
    ]);
    expect(rows.map((row) => row.quote)).toEqual([
      "D. Igualmente deberán presentar un domicilio dentro del Estado.",
    ]);
  });
});

describe("phase 1: a numbered section's title, with the law it rests on (stop 31)", () => {
  const text = [
    "Se establece la garantía definitiva del 5 % del precio de adjudicación.",
    "18.- MODIFICACIONES DEL CONTRATO. (Artículo 203 y ss LCSP)",
    "No ha lugar a introducir modificaciones en el contrato.",
    "26.- PARTICULARIDADES A INCLUIR EN EL ANEXO EN QUE SE INCLUYA EN EL PCAP SOBRE EL MODELO DE OFERTA A PRESENTAR POR EL LICITADOR.",
    "El licitador deberá indicar el precio ofertado sin IVA.",
  ].join("\n");

  it("states the point under the title without the articles left hanging before it", () => {
    const rows = extractRelevantPoints([passage(text)]);
    const point = rows.find((row) => row.quote.includes("No ha lugar"));
    expect(point?.requirement).toBe("No ha lugar a introducir modificaciones en el contrato.");
  });

  it("reads a title citing three articles' numbers as running text, not a table's row of figures", () => {
    const rows = extractRelevantPoints([
      passage(
        "16.- PLAZO DE GARANTÍA. (Artículos 210 y 311 LCSP)\nSe establece un plazo de garantía de un año a contar desde la recepción.",
      ),
    ]);
    expect(rows.map((row) => row.requirement)).toEqual([
      "Se establece un plazo de garantía de un año a contar desde la recepción.",
    ]);
  });

  it("makes no row of a numbered title in capitals in a cased document", () => {
    const quotes = extractRelevantPoints([passage(text)]).map((row) => row.quote);
    expect(quotes.some((quote) => quote.includes("PARTICULARIDADES"))).toBe(false);
    expect(quotes).toContain("El licitador deberá indicar el precio ofertado sin IVA.");
  });

  it("ends an item at how it is handed in, in parentheses closing its line, before a heading in capitals", () => {
    const units = segmentUnits(
      "F. El oferente deberá presentar un escrito de nacionalidad mexicana. (Original)\nDOCUMENTACIÓN DE LA PERSONA FÍSICA O JURÍDICA COLECTIVA, A EFECTO DE ACREDITAR SU PERSONALIDAD JURÍDICA.",
    ).map((unit) => unit.text);
    expect(units[0]).toBe("F. El oferente deberá presentar un escrito de nacionalidad mexicana. (Original)");
  });

  it("keeps a numbered line in capitals that obliges or carries a value", () => {
    const quotes = extractRelevantPoints([
      passage(
        "Las ofertas se presentarán en sobre cerrado en el registro general del Ayuntamiento.\n3.- LOS LICITANTES DEBERÁN FIRMAR CADA HOJA DE SU PROPUESTA.\n9.- PLAZO DE ENTREGA: 30 DÍAS NATURALES.",
      ),
    ]).map((row) => row.quote);
    expect(quotes).toContain("3.- LOS LICITANTES DEBERÁN FIRMAR CADA HOJA DE SU PROPUESTA.");
    expect(quotes).toContain("9.- PLAZO DE ENTREGA: 30 DÍAS NATURALES.");
  });
});
