/**
 * Tables of a text file (an OCR transcript, columns aligned with spaces) read as PDF tables are: one row
 * per line of partidas, its unit and quantity apart in 'Partidas', an item repeated in a summary and
 * in the annex listed once; a calendar as a table; scored rubros with their points.
 */
import { describe, expect, it } from "vitest";
import { splitIntoPassages } from "../../documents/extraction/split-passages";
import { readTxtText } from "../../documents/extraction/txt-text";
import { PARTIDAS_HEADING, relevantPointsContent } from "./phase1-content";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { readTenderTables } from "./tender-tables";

const FILE = [
  "=== PÁGINA 1 ===",
  "El resumen de las partidas se muestra a continuación; el detalle está en el Anexo 1.",
  "PARTIDA   DESCRIPCIÓN                           UNIDAD     CANTIDAD",
  "1         Gasa seca estéril de 10 x 10 cm        paquete    12,000",
  "2         Venda elástica de 10 cm x 5 m           pieza      8,500",
  "Los actos del procedimiento se realizarán conforme al siguiente calendario:",
  "ACTO                                        FECHA                  HORA         LUGAR",
  "Junta de aclaraciones                       18 de febrero de 2026  11:00 horas  CompraNet",
  "Presentación y apertura de proposiciones    25 de febrero de 2026  10:00 horas  CompraNet",
  "La evaluación será por puntos y porcentajes; los rubros son los siguientes:",
  "RUBRO                                       PUNTOS",
  "I. Características de los bienes ofertados  24",
  "II. Capacidad del licitante                 18",
  "III. Experiencia del licitante              10",
  "=== PÁGINA 2 ===",
  "ANEXO 1 ANEXO TÉCNICO",
  "PARTIDA  CLAVE CUCOP  DESCRIPCIÓN                                     UNIDAD    CANTIDAD",
  "1        25401001     Gasa seca estéril de 10 x 10 cm de 12 capas      paquete   12,000",
  "2        25401002     Venda elástica de 10 cm x 5 m, de algodón        pieza     8,500",
].join("\n");

function sources() {
  const units = readTxtText(new TextEncoder().encode(FILE));
  return splitIntoPassages(units).map((passage) => ({
    id: `p${passage.ordinal}`,
    documentId: "d1",
    documentName: "convocatoria.txt",
    page: passage.page,
    heading: passage.heading,
    text: passage.text,
  }));
}

describe("tables of a text file", () => {
  it("lists each item once in 'Partidas', from the fullest table, its unit and quantity apart", () => {
    const passages = sources();
    const content = relevantPointsContent(extractRelevantPoints(passages), readTenderTables(passages));
    const partidas = content.sections.find((section) => section.heading === PARTIDAS_HEADING)?.table;
    expect(partidas?.rows.map((row) => row.cells)).toEqual([
      ["1", "Gasa seca estéril de 10 x 10 cm de 12 capas", "paquete", "12,000", ""],
      ["2", "Venda elástica de 10 cm x 5 m, de algodón", "pieza", "8,500", ""],
    ]);
  });

  it("makes one row per item (citing the summary too), per dated event and per scored rubro", () => {
    const points = extractRelevantPoints(sources());
    const items = points.filter((point) => point.requirement.startsWith("Partida "));
    expect(items.map((point) => [point.page, point.alsoIn.map((place) => place.page)])).toEqual([
      [2, [1]],
      [2, [1]],
    ]);
    const events = points
      .filter((point) => point.kind === "fecha")
      .map((point) => [point.requirement, point.mandatory]);
    expect(events).toEqual([
      ["Junta de aclaraciones: 18 de febrero de 2026, 11:00 horas", false],
      ["Presentación y apertura de proposiciones: 25 de febrero de 2026, 10:00 horas", true],
    ]);
    const rubros = points.filter((point) => point.weight?.endsWith("puntos"));
    expect(rubros.map((point) => [point.kind, point.weight])).toEqual([
      ["criterio_evaluacion", "24 puntos"],
      ["criterio_evaluacion", "18 puntos"],
      ["criterio_evaluacion", "10 puntos"],
    ]);
  });
});

describe("an open contract's items and the price form that repeats them", () => {
  const passages = [
    {
      id: "p1",
      documentId: "d1",
      documentName: "convocatoria.pdf",
      page: 3,
      heading: null,
      text: [
        "Los bienes objeto de la presente licitación son los siguientes:",
        "Partida\tDescripción\tUnidad de medida\tCantidad mínima\tCantidad máxima",
        "1\tGasa seca de algodón 100 %, tejido tipo Marsella, estéril\tPaquete\t1,200\t3,000",
        "2\tApósito transparente adhesivo de poliuretano\tCaja\t180\t450",
      ].join("\n"),
    },
    {
      id: "p2",
      documentId: "d1",
      documentName: "convocatoria.pdf",
      page: 14,
      heading: null,
      text: [
        "FORMATO I PROPUESTA ECONÓMICA POR PARTIDA",
        "Partida\tDescripción resumida\tUnidad\tCant. mín.\tCant. máx.\tPrecio unitario\tImporte mínimo\tImporte máximo",
        "1\t\tPaquete\t1,200\t3,000\t$\t$\t$",
        "2\t\tCaja\t180\t450\t$\t$\t$",
        "Subtotal\t\t\t\t\t\t$\t$",
        "IVA 16 %\t\t\t\t\t\t$\t$",
        "Total\t\t\t\t\t\t$\t$",
      ].join("\n"),
    },
  ];

  it("keeps the least and the most of each item, lists each item once and no total as an item", () => {
    const tables = readTenderTables(passages);
    expect(tables.partidas.map((partida) => [partida.number, partida.unit, partida.quantity])).toEqual([
      ["1", "Paquete", "mín. 1,200 – máx. 3,000"],
      ["2", "Caja", "mín. 180 – máx. 450"],
    ]);
    const points = extractRelevantPoints(passages);
    // The form's blank lines cite the items' rows; its totals are the form's, no rows.
    expect(points.filter((point) => /Subtotal|IVA 16|^Total/u.test(point.quote))).toEqual([]);
    expect(points.filter((point) => point.quote.startsWith("2\t\tCaja"))).toEqual([]);
    const item = points.find((point) => point.quote.startsWith("2\tApósito"));
    expect(item?.requirement).toContain("cantidad: mín. 180 – máx. 450 Caja");
    expect(item?.alsoIn.map((place) => place.page)).toEqual([14]);
  });
});
