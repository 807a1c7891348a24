/**
 * The 'Cita textual' of a row: the shortest literal span of its sentence that still proves the point.
 */
import { describe, expect, it } from "vitest";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { shortestQuote } from "./quote-span";

describe("shortestQuote", () => {
  it("keeps the clause with the duty and drops the law it rests on", () => {
    const sentence =
      "Los licitantes deberán presentar copia de su identificación oficial vigente, de conformidad con lo dispuesto en el artículo 48 del Reglamento de la Ley de Adquisiciones.";
    expect(shortestQuote(sentence, { kind: "requisito_administrativo" })).toBe(
      "Los licitantes deberán presentar copia de su identificación oficial vigente",
    );
  });

  it("keeps the duty the sentence states, not the one it denies", () => {
    const sentence =
      "La asistencia a la visita no es obligatoria; quien no asista deberá manifestar en su proposición que conoce el sitio de los trabajos.";
    expect(shortestQuote(sentence, { kind: "requisito_administrativo", isMandatory: true })).toContain(
      "deberá manifestar",
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

  it("cuts a paragraph-long sentence with no clause boundary at a word's end past the window", () => {
    const sentence =
      "El contratista deberá mantener en el lugar de los trabajos a un superintendente de construcción con cédula profesional de ingeniero civil o arquitecto y experiencia comprobable en obras de agua potable y alcantarillado sanitario de características técnicas y magnitud similares a las del objeto de esta convocatoria y del catálogo de conceptos que forma parte de las bases y de sus anexos técnicos y planos.";
    const quote = shortestQuote(sentence, { kind: "requisito_tecnico", isMandatory: true });
    expect(sentence.startsWith(quote)).toBe(true);
    expect(quote.length).toBeGreaterThanOrEqual(240);
    expect(quote.length).toBeLessThan(sentence.length - 40);
    // Never mid-word, never on a word that needs what follows.
    expect(sentence[quote.length]).toBe(" ");
    expect(quote.endsWith("alcantarillado sanitario de características")).toBe(true);
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
      "Los oferentes deberán mantener su oferta\n   durante sesenta (60) días corridos; transcurridos los mismos sin\n   adjudicación se considerará prorrogada.";
    expect(shortestQuote(sentence, { kind: "fecha" })).toBe(
      "Los oferentes deberán mantener su oferta\n   durante sesenta (60) días corridos",
    );
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
