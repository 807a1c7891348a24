/**
 * Phase 1 on the genres of a tender notice: a Spanish 'anuncio de licitación' (fields and their values,
 * data-sheet tables) and a Mexican municipal convocatoria of works (the call itself opening a table,
 * numbered lists of documents that run on past a passage's end).
 */
import { describe, expect, it } from "vitest";
import { passage, pointFor } from "./phase1-points.test-support";
import { extractRelevantPoints } from "./phase1-relevant-points";

describe("extractRelevantPoints on a tender notice", () => {
  it("keeps a short field and its value as a row, not as a title", () => {
    const text = "Garantía provisional: no se exige.\nRevisión de precios: no procede.\nGarantías exigidas";
    const points = extractRelevantPoints([passage(text)]);
    expect(points.map((point) => [point.quote, point.kind])).toEqual([
      ["Garantía provisional: no se exige.", "garantia"],
      ["Revisión de precios: no procede.", "requisito_economico"],
    ]);
  });

  it("reads a field by its label when its value names no kind ('Objeto:', CPV, lugar de ejecución)", () => {
    expect(pointFor("Objeto: limpieza de 14 edificios municipales y sus patios.", "Objeto").kind).toBe(
      "requisito_tecnico",
    );
    expect(pointFor("Clasificación empresarial: grupo U, subgrupo 1, categoría 3.", "grupo U").kind).toBe(
      "requisito_administrativo",
    );
    expect(pointFor("Umbral del lote 2: 45.000,00 EUR anuales.", "Umbral").kind).toBe("requisito_economico");
  });

  it("takes a short title line left in the text as the section of the lines under it", () => {
    // A notice sets 'Solvencia técnica o profesional' in a larger type only: the reader keeps it as text.
    const text = [
      "Solvencia técnica o profesional",
      "Personal técnico: un arquitecto con cinco años de experiencia en obras de edificación.",
      "Garantías",
      "Garantía provisional: no se exige.",
    ].join("\n");
    const points = extractRelevantPoints([passage(text)]);
    expect(points.map((point) => [point.quote.slice(0, 20), point.mandatory])).toEqual([
      ["Personal técnico: un", true],
      ["Garantía provisional", false],
    ]);
  });

  it("reads a field's name on one line and its value on the next as one row each", () => {
    const text =
      "Plazo de Ejecución\n18 Mes(es)\nPlazo de validez de la oferta\n2 Mes(es)\nCondiciones de participación";
    const points = extractRelevantPoints([passage(text)]);
    expect(points.map((point) => [point.quote, point.dateOrDeadline])).toEqual([
      ["Plazo de Ejecución\n18 Mes(es)", "18 Mes(es)"],
      ["Plazo de validez de la oferta\n2 Mes(es)", "2 Mes(es)"],
    ]);
  });

  it("reads a data sheet's rows as fields and values, figure or not, but not its header", () => {
    const text = [
      "Elemento\tDato",
      "Importe (sin impuestos)\t60.000,00 EUR.",
      "Tipo de contrato\tSuministros",
      "Presentación de oferta\tManual, en el registro general.",
      "Actividad principal\tEducación",
      "",
      "Factor de ponderación\tPuntaje máximo",
    ].join("\n");
    expect(extractRelevantPoints([passage(text)]).map((point) => point.quote)).toEqual([
      "Importe (sin impuestos)\t60.000,00 EUR.",
      "Tipo de contrato\tSuministros",
      "Presentación de oferta\tManual, en el registro general.",
    ]);
  });
});

describe("extractRelevantPoints on a Mexican municipal convocatoria", () => {
  it("keeps a numbered list of documents going into the next passage where its numbering goes on", () => {
    const first = passage(
      "Los licitantes deberán presentar los siguientes documentos:\n1. Acta constitutiva de la empresa y sus reformas.\n2. Copia del registro en el padrón de contratistas.",
      1,
      "5. Requisitos",
    );
    // The reader took the third item for a heading: the passage is headed by it.
    const second = {
      ...passage(
        "3. Comprobante de domicilio fiscal reciente.\n4. Domicilio para oír y recibir notificaciones.",
        2,
        "3. Comprobante de domicilio fiscal reciente.",
      ),
      id: "p2",
    };
    const points = extractRelevantPoints([first, second]);
    expect(points.map((point) => [point.quote.slice(0, 30), point.mandatory])).toEqual([
      ["1. Acta constitutiva de la emp", true],
      ["2. Copia del registro en el pa", true],
      ["3. Comprobante de domicilio fi", true],
      ["4. Domicilio para oír y recibi", true],
    ]);
  });

  it("keeps a lettered contents list going onto the next page where its letters go on", () => {
    const heading = "2.5.1. Contenido mínimo";
    const first = passage(
      "En los PBCP deberá indicarse los requisitos esenciales del procedimiento de selección y en especial:\na. Objeto de la contratación.\nb. Órganos de evaluación.",
      6,
      heading,
    );
    const second = {
      ...passage(
        "c. Determinar si la cotización debe o no hacerse por cantidades netas.\nd. Indicar si es necesario la presentación de muestras.",
        7,
        heading,
      ),
      id: "p2",
    };
    // What the particular conditions will state is no duty of the bidder's, on either page.
    const onPage = (points: ReturnType<typeof extractRelevantPoints>) =>
      points.filter((point) => point.page === 7).map((point) => point.quote.slice(0, 2));
    expect(onPage(extractRelevantPoints([first, second]))).toEqual([]);
    // A page that opens with another letter starts anew: its duties are read on their own.
    const other = { ...second, text: second.text.replace(/^c\./u, "g.").replace(/\nd\./u, "\nh.") };
    expect(onPage(extractRelevantPoints([first, other]))).toEqual(["g.", "h."]);
  });

  it("keeps the call for bids that opens the table of procedures", () => {
    const text =
      "Con fundamento en la Ley de Obras Públicas y Servicios Relacionados con las Mismas, el Municipio convoca a las personas físicas y morales a participar en las licitaciones de obra pública siguientes, conforme a lo siguiente:";
    expect(pointFor(text, "convoca").quote).toContain("convoca a las personas");
  });
});
