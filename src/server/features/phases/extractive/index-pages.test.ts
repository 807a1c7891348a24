import { describe, expect, it } from "vitest";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";
import { isIndexPage } from "./title-lines";

const passage = (text: string, page: number): SourcePassage => ({
  id: `p${page}`,
  documentId: "d",
  documentName: "bases.pdf",
  page,
  heading: null,
  text,
});

const INDEX = [
  "ÍNDICE",
  "Capítulo I. Disposiciones generales",
  "Cláusula 1. Objeto y necesidades del contrato.",
  "Cláusula 2. Garantía definitiva del cinco por ciento.",
  "Capítulo II. Presentación de las ofertas",
  "Anexo 1. Modelo de declaración responsable",
  "Formulario 2. Oferta económica y plazo de entrega",
  "ANEXO 3. MODELO DE AVAL BANCARIO PARA LA GARANTÍA",
].join("\n");

describe("the document's index is no row (issue 9, w-25a)", () => {
  it("a page of entries naming the document's own parts is an index; a list of annexes to hand in is not", () => {
    expect(isIndexPage(INDEX)).toBe(true);
    const annexes = [
      "Los licitadores presentarán los siguientes documentos:",
      "Anexo 1. Declaración responsable firmada por el representante.",
      "Anexo 2. Proposición económica conforme al modelo.",
      "Anexo 3. Compromiso de adscripción de medios.",
      "Anexo 4. Aval bancario por el cinco por ciento del presupuesto.",
    ].join("\n");
    expect(isIndexPage(annexes)).toBe(false);
    // A page of clauses, each with its text, is the body.
    const body = [
      "Cláusula 1. Objeto.",
      "El objeto del contrato es el suministro de mobiliario escolar para los centros del municipio.",
      "Cláusula 2. Garantía definitiva.",
      "El adjudicatario constituirá una garantía del cinco por ciento del importe de adjudicación,",
      "en el plazo de diez días hábiles desde el requerimiento.",
      "Cláusula 3. Plazo de entrega.",
      "El plazo de entrega será de treinta días naturales desde la firma del contrato.",
      "Cláusula 4. Penalidades.",
    ].join("\n");
    expect(isIndexPage(body)).toBe(false);
  });

  it("phase 1 makes no rows of the index, and the same annexes asked for in the body stay rows", () => {
    const points = extractRelevantPoints([
      passage(INDEX, 2),
      passage(
        "Los licitadores deberán presentar la declaración responsable conforme al modelo del Anexo 1.",
        5,
      ),
    ]);
    expect(points.map((point) => point.page)).toEqual([5]);
  });
});

describe("a contents page of numbered sections and their pages is no row (stop 27)", () => {
  const contents = [
    "ÍNDICE",
    "CALENDARIO DE EVENTOS\t4",
    "1. PERSONAS QUE PUEDEN PARTICIPAR\t6",
    "2. VENTA DE LAS BASES\t6",
    "3. DOCUMENTACIÓN LEGAL, ADMINISTRATIVA Y FINANCIERA\t7",
    "4. CONDICIONES DE PAGO\t11",
    "5. GARANTÍA DE CUMPLIMIENTO DEL CONTRATO Y DE VICIOS OCULTOS ........ 13",
    "6. CAUSAS DE DESCALIFICACIÓN DE OFERENTES O DESECHAMIENTO DE PROPUESTAS  21",
    "7. PENAS CONVENCIONALES\t24",
  ].join("\n");

  it("is an index, in capitals or not; a table of goods and their quantities is not", () => {
    expect(isIndexPage(contents)).toBe(true);
    expect(isIndexPage(contents.toLowerCase())).toBe(true);
    const goods = [
      "Partida\tDescripción\tCantidad",
      "1\tCartel impreso a color tamaño doble carta\t500",
      "2\tVolante impreso a una tinta\t2000",
      "3\tLona impresa con ojillos\t40",
      "4\tTríptico a color en papel couché\t1500",
      "5\tGafete de PVC con cordón\t300",
      "6\tTarjeta de presentación\t100",
    ].join("\n");
    expect(isIndexPage(goods)).toBe(false);
  });

  it("phase 1 makes no row of its entries, the rejection causes' title included", () => {
    const points = extractRelevantPoints([
      passage(contents, 5),
      passage("Será causa de desechamiento la omisión de cualquier documento solicitado en estas bases.", 21),
    ]);
    expect(points.map((point) => point.page)).toEqual([21]);
  });
});

describe("a checklist's line naming a form already asked for is no second row (issue 9, w-25a)", () => {
  it("the form's label and title repeat the row where it was asked for; a line that asks stays", () => {
    const points = extractRelevantPoints([
      passage(
        "Los licitantes deberán presentar el Formato 4, carta de aceptación del modelo de contrato, firmada.",
        3,
      ),
      passage(
        [
          "Relación de documentos que entrega el licitante",
          "Formato 4 Carta de aceptación del modelo de contrato",
          "Formato 6 Declaración de integridad del licitante",
          "Formato 4 deberá entregarse también en formato editable.",
        ].join("\n\n"),
        9,
      ),
    ]);
    expect(points.map((point) => point.quote)).toEqual([
      "Los licitantes deberán presentar el Formato 4, carta de aceptación del modelo de contrato, firmada.",
      "Formato 6 Declaración de integridad del licitante",
      "Formato 4 deberá entregarse también en formato editable.",
    ]);
  });
});
