/**
 * A model contract's declarations in Mexican bases (issue 9, stop 28): what the parties state at signing
 * makes no row, from the section's opening to its clauses; a duty stated among them stays.
 */
import { describe, expect, it } from "vitest";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { segmentUnits } from "./segment-units";

const CONTRACT = [
  "CONTRATO DE SUMINISTRO QUE CELEBRAN POR UNA PARTE EL AYUNTAMIENTO DE SAN PEDRO Y POR LA OTRA LA EMPRESA QUE SE INDICA, AL TENOR DE LAS DECLARACIONES Y CLÁUSULAS SIGUIENTES:",
  "DECLARACIONES",
  'I. "EL AYUNTAMIENTO" DECLARA:',
  "1. QUE DE CONFORMIDAD CON LO DISPUESTO EN LOS ARTÍCULOS 115 DE LA CONSTITUCIÓN FEDERAL; 12, 14, 27 Y 31 DE LA LEY ORGÁNICA MUNICIPAL; ASÍ COMO LOS ARTÍCULOS 40 A 45 DE LA LEY DE ADQUISICIONES, TIENE CAPACIDAD PARA CONTRATAR.",
  "2. LAS UNIDADES ADMINISTRATIVAS DEL AYUNTAMIENTO PROGRAMAN SUS COMPRAS CONFORME AL PLAN ANUAL DE ADQUISICIONES.",
  '3. MANIFIESTA "EL AYUNTAMIENTO" QUE CUENTA CON RECURSOS PROPIOS PARA CUBRIR EL IMPORTE DE ESTE INSTRUMENTO.',
  "4. QUE LA ADJUDICACIÓN SE REALIZÓ MEDIANTE LICITACIÓN PÚBLICA NÚMERO LP-SP-07-2026 CONFORME A LOS ARTÍCULOS 30 Y 32 DE LA LEY.",
  'II. DE "EL PROVEEDOR", BAJO PROTESTA DE DECIR VERDAD DECLARA:',
  "1. QUE CONOCE EL CONTENIDO DE LAS BASES Y DE SUS ANEXOS TÉCNICOS, ASÍ COMO LAS NORMAS QUE RIGEN ESTE SUMINISTRO.",
  "2. QUE NO SE ENCUENTRA EN LOS SUPUESTOS DEL ARTÍCULO 50 DE LA LEY DE ADQUISICIONES.",
  'III. DE "LAS PARTES"',
  "1. QUE SE RECONOCEN LA PERSONALIDAD CON QUE COMPARECEN Y CONVIENEN EN OBLIGARSE CONFORME A LO SIGUIENTE:",
  "CLÁUSULAS",
  "PRIMERA.- OBJETO.",
  '"EL PROVEEDOR" DEBERÁ ENTREGAR LOS BIENES EN EL ALMACÉN GENERAL DENTRO DE LOS 10 DÍAS HÁBILES SIGUIENTES A CADA ORDEN DE COMPRA.',
  'SEGUNDA.- GARANTÍA. "EL PROVEEDOR" ENTREGARÁ UNA FIANZA DE CUMPLIMIENTO POR EL 10% DEL MONTO DEL CONTRATO.',
].join("\n");

function rowsOf(text: string) {
  return extractRelevantPoints([
    {
      id: "p1",
      documentId: "d1",
      documentName: "bases.pdf",
      page: 14,
      heading: "ANEXO 6 MODELO DE CONTRATO",
      text,
    },
  ]);
}

describe("A model contract's declarations (stop 28)", () => {
  it("the parties' declarations make no row; the clauses after them do", () => {
    const rows = rowsOf(CONTRACT);
    const quotes = rows.map((row) => row.quote).join("\n");
    for (const recital of [
      "ARTÍCULOS 115",
      "12, 14, 27",
      "PLAN ANUAL",
      "RECURSOS PROPIOS",
      "SE REALIZÓ",
      "CONOCE EL CONTENIDO",
      "ARTÍCULO 50",
      "LAS PARTES",
      "DECLARACIONES",
    ])
      expect(quotes).not.toContain(recital);
    expect(rows.some((row) => row.quote.includes("10 DÍAS HÁBILES") && row.kind === "fecha")).toBe(true);
    expect(rows.some((row) => row.quote.includes("FIANZA DE CUMPLIMIENTO") && row.kind === "garantia")).toBe(
      true,
    );
  });

  it("the same in running text with its own letter case", () => {
    const cased = [
      "Contrato de suministro que celebran el Ayuntamiento de San Pedro y la empresa que se indica, al tenor de las declaraciones y cláusulas siguientes:",
      "Declaraciones",
      'I. "El Ayuntamiento" declara:',
      "1. Que de conformidad con lo dispuesto en los artículos 115 de la Constitución federal; 12, 14, 27 y 31 de la Ley Orgánica Municipal, tiene capacidad para contratar.",
      "2. Las unidades administrativas del Ayuntamiento programan sus compras conforme al plan anual de adquisiciones.",
      'II. Declara "El Proveedor":',
      "1. Que conoce el contenido de las bases y de sus anexos técnicos.",
      "Cláusulas",
      "Primera.- Objeto.",
      "El proveedor deberá entregar los bienes en el almacén general dentro de los 10 días hábiles siguientes a cada orden de compra.",
    ].join("\n");
    const rows = rowsOf(cased);
    expect(rows.map((row) => row.quote).join("\n")).not.toMatch(
      /artículos 115|plan anual|conoce el contenido/iu,
    );
    expect(rows.some((row) => /10 días hábiles/iu.test(row.quote))).toBe(true);
  });

  it("a duty stated among the declarations stays a row", () => {
    const text = [
      "DECLARACIONES",
      'II. "EL PROVEEDOR" DECLARA:',
      "1. QUE ES UNA SOCIEDAD CONSTITUIDA CONFORME A LAS LEYES MEXICANAS.",
      "2. QUE DEBERÁ PRESENTAR LA FIANZA DE CUMPLIMIENTO DENTRO DE LOS 10 DÍAS NATURALES SIGUIENTES A LA FIRMA.",
    ].join("\n");
    const quotes = rowsOf(text).map((row) => row.quote);
    expect(quotes.some((quote) => quote.includes("DEBERÁ PRESENTAR LA FIANZA"))).toBe(true);
    expect(quotes.some((quote) => quote.includes("SOCIEDAD CONSTITUIDA"))).toBe(false);
  });

  it("a title over a roman or an ordinal item is cut before the item, in either letter case", () => {
    const units = (text: string) => segmentUnits(text).map((unit) => unit.text);
    expect(units('Declaraciones\nI. "El ayuntamiento" declara:')).toEqual([
      "Declaraciones",
      'I. "El ayuntamiento" declara:',
    ]);
    expect(units("Cláusulas del contrato\nPrimera.- Objeto del contrato y alcance.")).toEqual([
      "Cláusulas del contrato",
      "Primera.- Objeto del contrato y alcance.",
    ]);
    // A roman number after a word that takes one ('conforme al Anexo\nII.') is that word's: the sentence
    // ends there and the next is its own.
    expect(
      units("Oferta económica conforme al Anexo\nII.\nLa oferta se ajustará al modelo del pliego."),
    ).toEqual(["Oferta económica conforme al Anexo\nII.", "La oferta se ajustará al modelo del pliego."]);
  });
});

describe("A form's letterhead over each annex (stop 28)", () => {
  const annex = (title: string, next: string) =>
    [
      title,
      "",
      "AYUNTAMIENTO DE SAN PEDRO, JALISCO",
      "DIRECCIÓN DE ADQUISICIONES Y SERVICIOS",
      "PROCEDIMIENTO DE LICITACIÓN PÚBLICA NACIONAL PRESENCIAL",
      "LPN-",
      "PARA LA ADQUISICIÓN DE MATERIAL DE OFICINA",
      next,
    ].join("\n");

  it("is a unit of its own and no row; the sentence after it is read alone", () => {
    expect(segmentUnits(annex("ANEXO 4", "NOMBRE DEL LICITANTE:")).map((unit) => unit.text)).toEqual([
      "AYUNTAMIENTO DE SAN PEDRO, JALISCO\nDIRECCIÓN DE ADQUISICIONES Y SERVICIOS\nPROCEDIMIENTO DE LICITACIÓN PÚBLICA NACIONAL PRESENCIAL\nLPN-\nPARA LA ADQUISICIÓN DE MATERIAL DE OFICINA\nNOMBRE DEL LICITANTE:",
    ]);
    const rows = extractRelevantPoints([
      {
        id: "p1",
        documentId: "d1",
        documentName: "bases.pdf",
        page: 9,
        heading: null,
        text: annex("ANEXO 3", "DOMICILIO FISCAL:"),
      },
      {
        id: "p2",
        documentId: "d1",
        documentName: "bases.pdf",
        page: 10,
        heading: null,
        text: annex(
          "ANEXO 4",
          "LAS CANTIDADES DE BIENES A OFERTAR NO DEBERÁN MODIFICARSE, DE LO CONTRARIO SE DESECHARÁ LA PROPUESTA.",
        ),
      },
    ]);
    expect(rows.map((row) => row.quote).join("\n")).not.toContain("DIRECCIÓN DE ADQUISICIONES");
    const rejection = rows.find((row) => row.quote.includes("NO DEBERÁN MODIFICARSE"));
    expect(rejection?.kind).toBe("causal_rechazo");
    expect(rejection?.page).toBe(10);
  });

  it("a wrapped sentence that goes on in a line naming an office is no letterhead", () => {
    const text =
      "Las dudas se dirigirán por escrito a la\nDirección de Adquisiciones\ndel Ayuntamiento\nde San Pedro, a más tardar el 3 de marzo.";
    expect(segmentUnits(text)).toHaveLength(1);
  });
});
