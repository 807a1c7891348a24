/**
 * Phase 1 of the extractive generator: what a row says ('Requisito' without clause numbers or the law it
 * rests on), and the forms, OCR text, lists and awards of Mexican and Colombian bases.
 */
import { describe, expect, it } from "vitest";
import { passage, pointFor } from "./phase1-points.test-support";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";

describe("extractRelevantPoints: what a row says", () => {
  it("states each requirement without its clause number, title or the law it rests on", () => {
    const text = [
      "Artículo 3: CONSULTA DEL PLIEGO El presente pliego se encuentra a disposición de los interesados para su consulta en la Dirección de Informática, calle Santa Fe 656.",
      "De conformidad con el artículo 159.6 LCSP, el contrato será adjudicado por procedimiento abierto simplificado.",
      "b) Propuesta Económica debidamente firmada, de acuerdo a lo previsto en el Art. 7.",
      "De conformidad con lo dispuesto en el artículo 152 LCSP la decisión de no adjudicar deberá estar motivada.",
      "Sin perjuicio de lo establecido en el apartado 4 del artículo 210, la Administración deberá aprobar la recepción en treinta días.",
    ].join("\n");
    expect(extractRelevantPoints([passage(text)]).map((point) => point.requirement)).toEqual([
      "El presente pliego se encuentra a disposición de los interesados para su consulta en la Dirección de Informática, calle Santa Fe 656.",
      "El contrato será adjudicado por procedimiento abierto simplificado.",
      "Propuesta Económica debidamente firmada, de acuerdo a lo previsto en el Art. 7.",
      "La decisión de no adjudicar deberá estar motivada.",
      "La Administración deberá aprobar la recepción en treinta días.",
    ]);
  });
});

describe("extractRelevantPoints on a Mexican convocatoria's forms and OCR text", () => {
  it("makes no row of a blank form's title once the bases asked for the form, nor of a glossary", () => {
    const points = extractRelevantPoints([
      passage("El licitante deberá presentar el escrito de interés en participar conforme al Formato 1.", 7),
      passage("Compranet: el sistema electrónico de información pública gubernamental.", 3, "GLOSARIO"),
      passage("FORMATO 1 ESCRITO DE INTERÉS EN PARTICIPAR\nCiudad de México, a ___ de ____ de 2026.", 21),
    ]);
    expect(points.map((point) => point.page)).toEqual([7]);
  });

  it("does not cut a sentence at a number that belongs to the annex before it, and reads slips through", () => {
    const points = extractRelevantPoints([
      passage(
        "Los documentos se presentarán en el orden indicado en el Anexo\n8 Relación de documentos, que servirá de constancia.\nEl licitante deberá presentar la opinión de cumplimiento emitida por el SAT.\nEl licita nte deberá prese ntar 1a opini6n de cumplimiento del IMSS.\nEl licitante deberá presentar la opinión del INFONAVIT.",
      ),
    ]);
    expect(points.map((point) => point.requirement)).toEqual([
      "Los documentos se presentarán en el orden indicado en el Anexo 8 Relación de documentos, que servirá de constancia.",
      "El licitante deberá presentar la opinión de cumplimiento emitida por el SAT.",
      "El licitante deberá presentar la opinión de cumplimiento del IMSS.",
      "El licitante deberá presentar la opinión del INFONAVIT.",
    ]);
    // The quote stays the page's literal text.
    expect(points[2]?.quote).toBe("El licita nte deberá prese ntar 1a opini6n de cumplimiento del IMSS.");
  });

  it("keeps a list of rejection causes going into the next passage of its section", () => {
    const heading = "CAPÍTULO 6. CAUSALES DE RECHAZO";
    const passages: SourcePassage[] = [
      {
        ...passage(
          [
            "La Entidad rechazará las ofertas que se encuentren en alguna de las siguientes situaciones:",
            "a) Cuando el proponente se encuentre incurso en alguna causal de inhabilidad.",
            "b) Cuando la oferta sea presentada después de la fecha y hora del cierre.",
          ].join("\n"),
          17,
          heading,
        ),
        id: "p17a",
      },
      {
        ...passage(
          [
            "c) Cuando el proponente condicione su oferta o presente ofertas alternativas.",
            "d) Cuando el proponente no justifique una oferta con valor artificialmente bajo.",
          ].join("\n"),
          17,
          heading,
        ),
        id: "p17b",
      },
    ];
    const points = extractRelevantPoints(passages).filter((point) => /^[a-d]\)/u.test(point.quote));
    expect(points.map((point) => [point.quote.slice(0, 2), point.kind, point.mandatory])).toEqual([
      ["a)", "causal_rechazo", true],
      ["b)", "causal_rechazo", true],
      ["c)", "causal_rechazo", true],
      ["d)", "causal_rechazo", true],
    ]);
  });

  it("files points awarded as a criterion and a bidder's legal records as legal (Colombia)", () => {
    const text = [
      "Se otorgarán veinticinco (25) puntos al proponente que ofrezca dos años adicionales de garantía técnica.",
      "Ni el proponente ni su representante legal podrán estar reportados en el Boletín de Responsables Fiscales.",
    ].join("\n");
    expect(pointFor(text, "Se otorgarán").kind).toBe("criterio_evaluacion");
    expect(pointFor(text, "Se otorgarán").mandatory).toBe(false);
    expect(pointFor(text, "Boletín").kind).toBe("requisito_legal");
  });

  it("reads an amount written in capitals across lines as part of its sentence, not as a heading", () => {
    const text = [
      "El presupuesto oficial estimado para el presente proceso es de MIL",
      "OCHOCIENTOS SETENTA Y CUATRO MILLONES QUINIENTOS SESENTA MIL",
      "PESOS ($1.874.560.000) M/CTE, incluido el IVA y todos los costos directos e indirectos.",
    ].join("\n");
    const points = extractRelevantPoints([passage(text, 4)]);
    expect(points).toHaveLength(1);
    expect(points[0]?.quote).toContain("OCHOCIENTOS SETENTA Y CUATRO MILLONES");
    expect(points[0]?.kind).toBe("requisito_economico");
  });
});
