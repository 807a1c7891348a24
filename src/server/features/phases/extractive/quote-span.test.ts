/**
 * The 'Cita textual' of a row: the shortest literal span of its sentence that still proves the point.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractDocument } from "../../documents/extraction/extract-document";
import { splitIntoPassages } from "../../documents/extraction/split-passages";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { QUOTE_BOUND, quoteOf, shortestQuote } from "./quote-span";

const ROSARIO = path.resolve("../shared/fixtures/tenders/rosario-pliego-licitacion-privada-servidores.pdf");

describe("shortestQuote", () => {
  it("keeps the clause with the duty and drops the law it rests on", () => {
    const sentence =
      "Los licitantes deberán presentar copia de su identificación oficial vigente, de conformidad con lo dispuesto en el artículo 48 del Reglamento de la Ley de Adquisiciones.";
    expect(shortestQuote(sentence, { kind: "requisito_administrativo" })).toBe(
      "Los licitantes deberán presentar copia de su identificación oficial vigente",
    );
  });

  it("never drops a figure the row states: the cut comes after the last one", () => {
    const sentence =
      "La garantía de cumplimiento será del 10% del monto del contrato, la cual se entregará dentro de los 10 días naturales siguientes a la firma, siendo responsabilidad del proveedor su renovación anual ante la afianzadora.";
    const quote = shortestQuote(sentence, { kind: "garantia", keep: ["10 días naturales"] });
    expect(quote).toBe(
      "La garantía de cumplimiento será del 10% del monto del contrato, la cual se entregará dentro de los 10 días naturales siguientes a la firma",
    );
  });

  it("keeps a rejection's condition: 'cuando' and 'si' are never cut", () => {
    const sentence =
      "Se desechará la propuesta, cuando el licitante no presente el Anexo 3 firmado por su representante legal con facultades suficientes.";
    expect(shortestQuote(sentence, { kind: "causal_rechazo" })).toBe(sentence);
  });

  it("keeps what a document must state: a gerund like 'indicando' is part of what is asked for", () => {
    const sentence =
      "Relación de vehículos y equipo de transporte, indicando si son propios o arrendados y su ubicación actual.";
    expect(shortestQuote(sentence, { kind: "requisito_tecnico", isMandatory: true })).toBe(sentence);
  });

  it("quotes a sentence with no cue of its own whole, and a short tail is not worth a cut", () => {
    const noCue =
      "Procesador de ocho núcleos, que permita la virtualización por hardware de los equipos del centro.";
    expect(shortestQuote(noCue, { kind: "requisito_tecnico" })).toBe(noCue);
    const shortTail = "El licitante deberá presentar su propuesta en idioma español, que es oficial.";
    expect(shortestQuote(shortTail, { kind: "requisito_administrativo" })).toBe(shortTail);
  });

  it("never ends on a word that needs what follows: it waits for the next boundary or quotes whole", () => {
    const sentence =
      "También deberán presentar declaración explícita aquellas sociedades que, presentando distintas proposiciones, concurran en alguno de los supuestos del Código de Comercio.";
    expect(shortestQuote(sentence, { kind: "requisito_administrativo", isMandatory: true })).toBe(sentence);
  });

  it("cuts at 'y' only before a second verb in the future, not before an adjective or a noun", () => {
    const sentence =
      "Los licitantes deberán describir el servicio de manera precisa y clara en la propuesta técnica que entreguen.";
    expect(shortestQuote(sentence, { kind: "requisito_administrativo", isMandatory: true })).toBe(sentence);
  });

  it("cuts a paragraph-long sentence with no clause boundary at a word's end past the bound", () => {
    const sentence =
      "El contratista deberá mantener en el lugar de los trabajos a un superintendente de construcción con cédula profesional de ingeniero civil o arquitecto y experiencia comprobable en obras de agua potable y alcantarillado sanitario de características técnicas y magnitud similares a las del objeto de esta convocatoria y del catálogo de conceptos que forma parte de las bases y de sus anexos técnicos y planos.";
    const quote = shortestQuote(sentence, { kind: "requisito_tecnico", isMandatory: true });
    expect(sentence.startsWith(quote)).toBe(true);
    expect(quote.length).toBeGreaterThanOrEqual(QUOTE_BOUND);
    expect(quote.length).toBeLessThan(QUOTE_BOUND + 20);
    // Never mid-word, never on a word that needs what follows.
    expect(sentence[quote.length]).toBe(" ");
    expect(quote.endsWith("ingeniero civil o arquitecto y experiencia")).toBe(true);
  });

  it("never cuts before a figure the sentence states, however far past the window", () => {
    const sentence =
      "El licitante deberá acreditar mediante contratos, actas de entrega recepción y facturas la ejecución de obras de agua potable y alcantarillado sanitario de características técnicas y magnitud similares a las del objeto de esta convocatoria y del catálogo de conceptos que forma parte de las bases por un monto acumulado mínimo de $12,500,000.00 durante los últimos tres ejercicios fiscales y en el territorio del estado.";
    const quote = shortestQuote(sentence, { kind: "requisito_tecnico", isMandatory: true });
    expect(quote).toContain("$12,500,000.00");
    expect(sentence.startsWith(quote)).toBe(true);
  });

  it("quotes a legal requirement whole: its point is the law or the forum it names, wherever it is", () => {
    const sentence =
      "Para todas las cuestiones que se susciten con motivo de la licitación, adjudicación y ejecución del contrato, las partes se someterán a la jurisdicción de los Tribunales Ordinarios de la ciudad, haciendo renuncia expresa a cualquier otro fuero.";
    expect(shortestQuote(sentence, { kind: "requisito_legal" })).toBe(sentence);
  });

  it("cuts across the line breaks of layout text and never mid-word", () => {
    const sentence =
      "Los oferentes deberán mantener su oferta por el término de sesenta (60) días corridos a contar\n   desde la fecha de apertura de las propuestas; transcurridos los mismos sin adjudicación\n   se considerará prorrogada automáticamente por igual término, salvo manifestación en contrario.";
    expect(shortestQuote(sentence, { kind: "fecha" })).toBe(
      "Los oferentes deberán mantener su oferta por el término de sesenta (60) días corridos a contar\n   desde la fecha de apertura de las propuestas",
    );
  });

  it("quotes a sentence up to the bound whole, with its line's start", () => {
    const sentence =
      "El licitante deberá presentar su propuesta en idioma español, que es oficial en el país.";
    expect(quoteOf("requisitos. ", sentence, { kind: "requisito_administrativo" })).toBe(
      `requisitos. ${sentence}`,
    );
  });

  it("quotes a long sentence from the printed line that holds its cue, not from its start", () => {
    // The rejection is on the third printed line: the quote starts there, at the line's start.
    const sentence = [
      "Si alguna proposición no guardase concordancia con la documentación examinada y admitida,",
      "excediese del presupuesto base de licitación, variase sustancialmente el modelo establecido o",
      "comportase error manifiesto en el importe de la proposición, será desechada por la Mesa de",
      "contratación en resolución motivada, sin que ello dé derecho a indemnización alguna al licitador.",
    ].join("\n");
    const quote = quoteOf("Cláusula 19. ", sentence, { kind: "causal_rechazo", isMandatory: true });
    expect(quote).toBe(
      "comportase error manifiesto en el importe de la proposición, será desechada por la Mesa de\ncontratación en resolución motivada",
    );
    expect(sentence.includes(quote)).toBe(true);
  });

  it("quotes a figure at the end of a long sentence with its line and what completes it", () => {
    const sentence = [
      "Transcurrido el plazo de suspensión del acto de adjudicación, los servicios dependientes del órgano",
      "de contratación requerirán al adjudicatario para que formalice el contrato en plazo no superior a",
      "cinco días, contados desde el siguiente a aquel en que hubiera recibido el requerimiento.",
    ].join("\n");
    const quote = shortestQuote(sentence, { kind: "fecha", isMandatory: true });
    // The term opens its line: the line above says what it is for. The term keeps its starting point
    // ('contados desde…'); the 'plazo' early in the sentence dates nothing and is left out.
    expect(quote).toBe(sentence.slice(sentence.indexOf("de contratación requerirán")));
    expect(quote.length).toBeLessThanOrEqual(QUOTE_BOUND + 30);
  });

  it("keeps a term's starting point and a percentage's base: no figure without what completes it", () => {
    const sentence =
      "Dentro de los cinco (5) días siguientes a la recepción de la notificación de la adjudicación, el adjudicatario entregará a la orden de la Jurisdicción o Entidad contratante una garantía del siete por ciento (7%) del valor total de la adjudicación, en cualquiera de las formas previstas en el presente Pliego de bases y condiciones generales.";
    const quote = shortestQuote(sentence, { kind: "garantia", isMandatory: true });
    expect(quote).toContain("cinco (5) días siguientes a la recepción de la notificación de la adjudicación");
    expect(quote.endsWith("(7%) del valor total de la adjudicación")).toBe(true);
  });

  it("starts a list item's quote at its opening verb: the quote still says what must be done", () => {
    const sentence = [
      "I. Presentar escrito en el que manifieste, bajo protesta de decir verdad, que cuenta con",
      "facultades suficientes para comprometerse por sí o por su representada en el procedimiento, conforme al Formato",
      "2 de la presente convocatoria, firmado por su representante.",
    ].join("\n");
    // The row's 'Entregable' is the form it names: the quote holds it.
    const quote = shortestQuote(sentence, { kind: "formato_anexo", isMandatory: true, keep: ["Formato 2"] });
    expect(quote.startsWith("I. Presentar escrito")).toBe(true);
    expect(quote).toContain("Formato\n2");
  });
});

describe("phase 1 quotes", () => {
  it("quote a literal span of the passage, shorter than its sentence, with the row's figures", () => {
    const text =
      "Los licitantes deberán presentar una garantía de seriedad del 5% del monto ofertado, la cual deberá estar vigente durante todo el procedimiento y será devuelta a los licitantes no adjudicados.";
    const [point] = extractRelevantPoints([
      { id: "p1", documentId: "d1", documentName: "bases.pdf", page: 4, heading: null, text },
    ]);
    expect(point?.quote).toBe(
      "Los licitantes deberán presentar una garantía de seriedad del 5% del monto ofertado",
    );
    expect(text.includes(point?.quote ?? "∅")).toBe(true);
    // 'Requisito' stays the trimmed sentence in the document's words: it may be longer than the quote.
    expect(
      point?.requirement.startsWith("Los licitantes deberán presentar una garantía de seriedad del 5%"),
    ).toBe(true);
    expect(point?.requirement.length).toBeGreaterThan(point?.quote.length ?? 0);
  });
});

describe("phase 1 quotes on layout text", () => {
  it("keep a table row whole, however long: its cells are the point", () => {
    const row =
      "1 | Servidor de aplicaciones en rack 2U con dos procesadores de 16 núcleos, 256 GB de memoria RAM, controladora RAID SAS y fuente redundante N+1, garantía de 5 años en sitio | Unidad | 2";
    const text = `Partida | Descripción | Unidad | Cantidad\n${row}\n`;
    const points = extractRelevantPoints([
      { id: "p1", documentId: "d1", documentName: "bases.pdf", page: 8, heading: null, text },
    ]);
    expect(points.map((point) => point.quote)).toContain(row);
  });

  it.skipIf(!existsSync(ROSARIO))(
    "never start or end a quote mid-word, on a real tender's pages",
    async () => {
      const result = await extractDocument({ filePath: ROSARIO, fileType: "pdf", timeoutMs: 60_000 });
      if (result.status !== "listo") throw new Error(JSON.stringify(result));
      const passages = splitIntoPassages(result.units).map((item) => ({
        id: `p${item.ordinal}`,
        documentId: "rosario",
        documentName: "rosario.pdf",
        page: item.page,
        heading: item.heading,
        text: item.text,
      }));
      const points = extractRelevantPoints(passages);
      const cut = points.filter((point) => {
        const text = passages.find((passage) => passage.id === point.passageId)?.text ?? "";
        const at = text.indexOf(point.quote);
        const isWord = (char: string | undefined) => /[\p{L}\d]/u.test(char ?? "");
        return (
          at < 0 ||
          (isWord(text[at - 1]) && isWord(point.quote[0])) ||
          (isWord(text[at + point.quote.length]) && isWord(point.quote.at(-1)))
        );
      });
      expect(points.length).toBeGreaterThan(80);
      expect(cut.map((point) => point.quote)).toEqual([]);
      // Long sentences are quoted where their proof is: most quotes stay near the bound.
      const long = points.filter((point) => point.quote.replace(/\s+/gu, " ").length > QUOTE_BOUND + 100);
      expect(long.filter((point) => point.kind !== "requisito_legal").length).toBeLessThan(
        points.length / 10,
      );
    },
  );
});
