/**
 * Phase 1 of the extractive generator: the kind, values and mandatory flag of each point from typical
 * Spanish tender sentences and the literal-quote guarantee (what a row says and Mexican/Colombian
 * bases: phase1-rows-and-bases.test.ts; recall on the labelled tenders: phase1-labelled-tenders.test.ts).
 */
import { describe, expect, it } from "vitest";
import { passage, pointFor } from "./phase1-points.test-support";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { segmentUnits } from "./segment-units";

describe("extractRelevantPoints", () => {
  it("gives each kind of point its kind and values", () => {
    const text = [
      "El licitante deberá presentar el acta constitutiva de la empresa y el poder notarial del representante.",
      "La proposición se entregará en sobre cerrado, firmado y sellado por el representante.",
      "Las propuestas se recibirán hasta el 15 de marzo de 2025 a las 10:00 horas en la sala de juntas.",
      "El proveedor deberá entregar una fianza de cumplimiento por el 10% del monto del contrato.",
      "La propuesta técnica obtendrá hasta 40 puntos y la propuesta económica hasta 60 puntos.",
      "Se desechará la propuesta que no incluya la totalidad de los documentos solicitados.",
      "La carta de aceptación se elaborará conforme al Anexo II de estas bases.",
      "El precio unitario se expresará en pesos mexicanos con el IVA desglosado.",
      "Los servidores deberán contar con un mínimo de 256 GB de memoria RAM.",
      "El contrato se regirá por la Ley de Adquisiciones, Arrendamientos y Servicios del Sector Público.",
    ].join("\n");
    const kinds = extractRelevantPoints([passage(text)]).map((point) => point.kind);
    expect(kinds).toEqual([
      // The papers of the bidder's legal personality (Mexico): legal (stop 27: the blind annotators of
      // four real Mexican bases said so 8 times in 12).
      "requisito_legal",
      "requisito_administrativo",
      "fecha",
      "garantia",
      "criterio_evaluacion",
      "causal_rechazo",
      "formato_anexo",
      "requisito_economico",
      "requisito_tecnico",
      "requisito_legal",
    ]);
    expect(pointFor(text, "acta constitutiva").deliverable).toBe(
      "acta constitutiva de la empresa y el poder",
    );
    // The day with the time the sentence gives it.
    expect(pointFor(text, "15 de marzo").dateOrDeadline).toBe("15 de marzo de 2025 a las 10:00 horas");
    expect(pointFor(text, "fianza").deliverable).toBe("fianza de cumplimiento");
    expect(pointFor(text, "40 puntos").weight).toBe("hasta 40 puntos");
    expect(pointFor(text, "Anexo II").deliverable).toBe("Anexo II");
  });

  it("reads a spec line by its section, whose annex is only the container", () => {
    const specs = "Procesadores: Dos (2) Intel Xeon de la familia Silver 4416 o superior.";
    expect(pointFor(specs, "Procesadores", "ANEXO I ESPECIFICACIONES TÉCNICAS").kind).toBe(
      "requisito_tecnico",
    );
    expect(pointFor(specs, "Procesadores", "ITEMS:").kind).toBe("requisito_tecnico");
  });

  it("makes a date the bidder itself must meet mandatory, and an event it only attends not", () => {
    const text = [
      "Las solicitudes de aclaración se recibirán a más tardar el 10 de marzo de 2026 a las 14:00 horas.",
      "La junta de aclaraciones se celebrará el 5 de marzo de 2026 a las 10:00 horas.",
    ].join("\n");
    expect(pointFor(text, "solicitudes de aclaración").mandatory).toBe(true);
    expect(pointFor(text, "junta de aclaraciones").mandatory).toBe(false);
  });

  it("files the call for bids as the procedure", () => {
    const call = "La Municipalidad llama a Licitación Privada para la adquisición de equipos de cómputo.";
    expect(pointFor(call, "llama a").kind).toBe("requisito_legal");
  });

  it("files a dated calendar event as a date, not as an administrative requirement", () => {
    const text =
      "La presentación y apertura de proposiciones será el 15 de diciembre de 2026 a las 10:00 horas.";
    expect(pointFor(text, "presentación y apertura").kind).toBe("fecha");
    const undated = "La presentación de proposiciones se hará por escrito en idioma español.";
    expect(pointFor(undated, "presentación de proposiciones").kind).not.toBe("fecha");
  });

  it("takes no law's date for a date of the tender", () => {
    const text =
      "El ámbito legal de los suministros es el establecido en la Ley 9/2017, de 8 de noviembre, de Contratos del Sector Público, y la entrega será el 20 de diciembre de 2024.";
    expect(pointFor(text, "ámbito legal").dateOrDeadline).toBe("20 de diciembre de 2024");
    const lawOnly =
      "Los suministros deberán cumplir las condiciones establecidas en la Ley 9/2017, de 8 de noviembre, y en el presente pliego.";
    expect(pointFor(lawOnly, "suministros deberán").dateOrDeadline).toBeNull();
  });

  it("marks as mandatory what costs the bid, not criteria, options or penalties", () => {
    const text = [
      "Los oferentes deberán acreditar su inscripción en el Registro de Proveedores.",
      "Será causal de rechazo la falta de firma en cualquiera de las hojas de la oferta.",
      "La calidad técnica de la solución se valorará con una ponderación del 30%.",
      "El oferente podrá presentar muestras de los bienes ofertados si lo estima conveniente.",
      "El retraso en la entrega se sancionará con una multa del 1% diario del monto adjudicado.",
      "La convocante podrá rechazar todas las propuestas sin responsabilidad alguna.",
      "Memoria RAM: 256 GB o más, en módulos de la misma marca que el servidor.",
    ].join("\n");
    const flags = extractRelevantPoints([passage(text)]).map((point) => [point.kind, point.mandatory]);
    expect(flags).toEqual([
      ["requisito_administrativo", true],
      ["causal_rechazo", true],
      ["criterio_evaluacion", false],
      // Samples of the goods are what is handed in: a technical point, optional ('podrá').
      ["requisito_tecnico", false],
      ["requisito_economico", false],
      ["causal_rechazo", false],
      ["requisito_tecnico", true],
    ]);
  });

  it("cuts sentences after abbreviations and list numbers only where a sentence ends", () => {
    const text =
      "Según el art. 5 de la Ley, las U.T. deberán presentar el contrato de unión con un importe de 2.500,50 pesos. Las ofertas se abrirán en acto público el día indicado en la convocatoria.";
    const quotes = segmentUnits(text).map((unit) => unit.text);
    expect(quotes).toEqual([
      "Según el art. 5 de la Ley, las U.T. deberán presentar el contrato de unión con un importe de 2.500,50 pesos.",
      "Las ofertas se abrirán en acto público el día indicado en la convocatoria.",
    ]);
  });

  it("reads an address's abbreviations as part of its sentence", () => {
    const text =
      "Las propuestas se entregarán en las oficinas ubicadas en Blvd. Adolfo López Mateos 100, Col. Centro, a más tardar el 5 de mayo de 2025. La visita al sitio será opcional.";
    expect(segmentUnits(text).map((unit) => unit.text)).toEqual([
      "Las propuestas se entregarán en las oficinas ubicadas en Blvd. Adolfo López Mateos 100, Col. Centro, a más tardar el 5 de mayo de 2025.",
      "La visita al sitio será opcional.",
    ]);
  });

  it("reads a street number opening a wrapped line as the address, and a short number as a list item", () => {
    const text = [
      "La factura deberá ser entregada en la Dirección de Compras, Avenida Juárez",
      "1230 P.B., dentro de los cinco (5) días hábiles posteriores a la entrega.",
      "Los licitantes presentarán los siguientes documentos",
      "1 Acta constitutiva de la empresa",
      "2 Poder notarial del representante legal",
    ].join("\n");
    expect(segmentUnits(text).map((unit) => unit.text.replace(/\n/g, " "))).toEqual([
      "La factura deberá ser entregada en la Dirección de Compras, Avenida Juárez 1230 P.B., dentro de los cinco (5) días hábiles posteriores a la entrega.",
      "Los licitantes presentarán los siguientes documentos",
      "1 Acta constitutiva de la empresa",
      "2 Poder notarial del representante legal",
    ]);
  });

  it("keeps table rows (not their header) as points, quotes only literal text, one row per repeated fact citing each page", () => {
    const text = [
      "Partida | Descripción | Cantidad | Precio unitario",
      "1 | Servidor de aplicaciones | 4 | $ 120.000,00",
      "El pago se realizará a los treinta (30) días de la entrega.",
      "El pago se realizará a los treinta (30) días de la entrega.",
    ].join("\n");
    const points = extractRelevantPoints([passage(text), passage(text, 2)]);
    expect(points.map((point) => point.quote)).toEqual([
      "1 | Servidor de aplicaciones | 4 | $ 120.000,00",
      "El pago se realizará a los treinta (30) días de la entrega.",
    ]);
    expect(points.map((point) => point.alsoIn.map((place) => place.page))).toEqual([[2], [2]]);
    for (const point of points) expect(text.includes(point.quote)).toBe(true);
    expect(points[1]?.dateOrDeadline).toBe("treinta (30) días");
  });

  it("takes a section's kind for a bare line under it and skips titles without content", () => {
    const points = extractRelevantPoints([
      passage(
        "Garantía provisional.\nDe conformidad con el artículo 159.6 f) No Procede",
        3,
        "Garantía provisional",
      ),
    ]);
    expect(points.map((point) => [point.kind, point.quote])).toEqual([
      ["garantia", "De conformidad con el artículo 159.6 f) No Procede"],
    ]);
  });

  it("makes no row of a section heading (the procedure's numbered title is one) and does not open the next sentence with it", () => {
    const text = [
      "CONVOCATORIA A LA LICITACIÓN PÚBLICA NACIONAL LO-009J2M002-E15-2026",
      "1. OBJETO DE LA LICITACIÓN",
      "El objeto es la contratación de los servicios de supervisión técnica y administrativa",
      "de la obra de ampliación del Hospital General de Zona en Aguascalientes.",
      "",
      "2. CALENDARIO DEL PROCEDIMIENTO",
      "",
      "La junta de aclaraciones se celebrará el 16 de marzo de 2026 a las 11:00 horas.",
      "3. REQUISITOS QUE DEBERÁN CUMPLIR LOS LICITANTES",
      "Los licitantes deberán presentar copia del acta constitutiva y sus modificaciones.",
      "5. CRITERIOS DE EVALUACIÓN POR PUNTOS Y PORCENTAJES",
      "Capacidad del licitante: se otorgarán hasta 24 puntos.",
    ].join("\n");
    const points = extractRelevantPoints([passage(text, 1, "2. CALENDARIO DEL PROCEDIMIENTO")]);
    expect(points.map((point) => [point.requirement, point.kind])).toEqual([
      ["CONVOCATORIA A LA LICITACIÓN PÚBLICA NACIONAL LO-009J2M002-E15-2026", "requisito_legal"],
      [
        "El objeto es la contratación de los servicios de supervisión técnica y administrativa de la obra de ampliación del Hospital General de Zona en Aguascalientes.",
        "requisito_tecnico",
      ],
      ["La junta de aclaraciones se celebrará el 16 de marzo de 2026 a las 11:00 horas.", "fecha"],
      [
        "Los licitantes deberán presentar copia del acta constitutiva y sus modificaciones.",
        "requisito_legal",
      ],
      ["Capacidad del licitante: se otorgarán hasta 24 puntos.", "criterio_evaluacion"],
    ]);
    for (const point of points) expect(text).toContain(point.quote);
  });

  it("makes no row of titles in capitals over two lines, but keeps the tender's own title", () => {
    const text =
      "4.- CARACTERÍSTICAS DEL SUMINISTRO POR LOTES\n5.-.RECEPCIONES PARCIALES DE LOS MATERIALES, LUGAR DE ENTREGA\n\n" +
      "El adjudicatario deberá entregar las plantas en el vivero municipal.\n\n" +
      "PLIEGO DE CLÁUSULAS ADMINISTRATIVAS DEL CONTRATO DE SUMINISTRO DE PLANTAS\nEXPTE 10/2024/CONM-CEE. PROCEDIMIENTO ABIERTO";
    const quotes = extractRelevantPoints([passage(text)]).map((point) => point.quote);
    expect(quotes.some((quote) => quote.startsWith("4.- CARACTERÍSTICAS"))).toBe(false);
    expect(quotes.some((quote) => quote.includes("deberá entregar las plantas"))).toBe(true);
    expect(quotes.some((quote) => quote.includes("CONTRATO DE SUMINISTRO DE PLANTAS"))).toBe(true);
  });

  it("gives a list's items the duty of its opening, and makes no row of a bare opening or the buyer's steps", () => {
    const text = [
      "Los licitantes deberán incluir en su propuesta los siguientes documentos:",
      "Acta constitutiva.",
      "Comprobante de domicilio fiscal con antigüedad no mayor a tres meses.",
      "La convocante procederá a la lectura de las propuestas en voz alta.",
      "La convocante publicará el fallo dentro de los cinco días hábiles siguientes.",
      "Los licitantes podrán asistir a la junta de aclaraciones.",
    ].join("\n");
    const points = extractRelevantPoints([passage(text)]).map((point) => [point.quote, point.mandatory]);
    expect(points).toEqual([
      ["Acta constitutiva.", true],
      ["Comprobante de domicilio fiscal con antigüedad no mayor a tres meses.", true],
      ["La convocante publicará el fallo dentro de los cinco días hábiles siguientes.", false],
      ["Los licitantes podrán asistir a la junta de aclaraciones.", false],
    ]);
    // An opening that states a duty of its own stays a point.
    const stated = pointFor(
      "El proveedor deberá entregar en el almacén central los bienes de la siguiente tabla, en el horario de oficina:\n1 | Sillas | 20",
      "almacén central",
    );
    expect(stated.mandatory).toBe(true);
  });

  it("makes each item of a list of rejection causes a mandatory rejection cause, even under a short opening", () => {
    const text = [
      "Las ofertas serán desestimadas cuando:",
      "a. Careciesen de la garantía exigida o presentasen un error en su monto superior al 20%.",
      "b. Contuviesen condicionamientos.",
      "c. Contuviesen información o documentación falsa o apócrifa.",
      "Será causal de rechazo de la oferta o de rescisión de pleno derecho del contrato:",
      "a) La celebración de acuerdos entre oferentes tendientes a coordinar posturas.",
    ].join("\n");
    const points = extractRelevantPoints([passage(text)]);
    expect(points.map((point) => [point.quote.slice(0, 2), point.kind, point.mandatory])).toEqual([
      ["a.", "causal_rechazo", true],
      ["b.", "causal_rechazo", true],
      ["c.", "causal_rechazo", true],
      ["Se", "causal_rechazo", true],
      ["a)", "causal_rechazo", true],
    ]);
  });

  it("keeps a rejection list's lettered item a cause when it names a duty, its letter set apart on the line", () => {
    const text = [
      "Serán desestimadas las propuestas cuando:",
      "a.      No acompañasen el certificado fiscal vigente.",
      "b.      Se comprobase un acuerdo entre proponentes contrario a la lealtad que debe presidir la licitación.",
      "c.      No aclarasen su cotización en el término que fije la comisión evaluadora.",
    ].join("\n");
    const points = extractRelevantPoints([passage(text)]);
    expect(points.map((point) => [point.quote.slice(0, 2), point.kind, point.mandatory])).toEqual([
      ["a.", "causal_rechazo", true],
      ["b.", "causal_rechazo", true],
      ["c.", "causal_rechazo", true],
    ]);
  });

  it("makes a guarantee's amount or loss mandatory, not its return, and binds what the offer will state", () => {
    const text = [
      "Junto con la oferta se presentará una garantía del uno por ciento (1%) del valor total de la oferta.",
      "La garantía de mantenimiento de la oferta será devuelta dentro de los treinta (30) días de la adjudicación.",
      "La rescisión acarreará la pérdida de la garantía de fiel cumplimiento del contrato.",
      "La oferta especificará el precio unitario y cierto, expresado en letras y números.",
    ].join("\n");
    const flags = extractRelevantPoints([passage(text)]).map((point) => [point.kind, point.mandatory]);
    expect(flags).toEqual([
      ["garantia", true],
      ["garantia", false],
      ["garantia", true],
      ["requisito_economico", true],
    ]);
  });

  it("makes one row of two sentences on one line when the second's quote holds the first", () => {
    const text = [
      "El oferente deberá presentar la constancia de inscripción en el registro de proveedores.",
      "Los oferentes podrán ofrecer descuentos por pago en un plazo de diez (10) días. Estos descuentos no serán",
      "tenidos en cuenta para la evaluación de las ofertas.",
    ].join("\n");
    const points = extractRelevantPoints([passage(text)]);
    expect(points).toHaveLength(2);
    expect(points[1]?.quote).toBe(
      "Los oferentes podrán ofrecer descuentos por pago en un plazo de diez (10) días. Estos descuentos no serán\ntenidos en cuenta para la evaluación de las ofertas.",
    );
    expect(points[1]?.requirement).toMatch(/^Los oferentes podrán ofrecer descuentos/);
    expect(points[1]?.dateOrDeadline).toBe("diez (10) días");
  });

  it("keeps of a list of what the particular conditions will state only its pointers to dates, criteria, guarantees and forms", () => {
    const text = [
      "En los PBCP deberá indicarse los requisitos esenciales del procedimiento y en especial:",
      "a. Nombre de la Jurisdicción o Entidad licitante.",
      "d. Objeto de la contratación.",
      "e. Lugar, plazo y horario de presentación de ofertas.",
      "h. Posibilidad de realizar ofertas alternativas.",
      "j. Metodología y criterios de evaluación y selección de las ofertas.",
      "o. Determinar si la cotización debe hacerse por cantidades netas.",
      "Los oferentes deberán constituir un domicilio electrónico especial.",
    ].join("\n");
    const points = extractRelevantPoints([passage(text)]);
    expect(points.map((point) => [point.quote.slice(0, 2), point.kind, point.mandatory])).toEqual([
      ["e.", "fecha", false],
      ["j.", "criterio_evaluacion", false],
      ["Lo", "requisito_administrativo", true],
    ]);
  });

  it("reads the buyer as the subject past a legal opening, and never drops a list's item as narration", () => {
    const text = [
      "De conformidad con lo establecido en la Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas, el órgano de contratación podrá hacer uso de sus facultades de comprobación.",
      "Los licitadores deberán presentar los siguientes documentos:",
      "Documentación que acredite la capacidad de la persona jurídica y las facultades del representante de la entidad.",
    ].join("\n");
    const quotes = extractRelevantPoints([passage(text)]).map((point) => point.quote);
    expect(quotes).toEqual([
      "Documentación que acredite la capacidad de la persona jurídica y las facultades del representante de la entidad.",
    ]);
  });

  it("makes no row of a numbered title or of what the buyer decides, and keeps named documents", () => {
    const text = [
      "4.- Obligaciones tributarias y con la Seguridad Social.",
      "Condiciones especiales de la ejecución del contrato.",
      "c) Opinión de cumplimiento de obligaciones fiscales.",
      "La resolución del contrato se acordará por el órgano de contratación mediante procedimiento motivado.",
      "El adjudicatario deberá acreditar estar al corriente de sus obligaciones con la Seguridad Social.",
    ].join("\n");
    expect(extractRelevantPoints([passage(text)]).map((point) => point.quote)).toEqual([
      "c) Opinión de cumplimiento de obligaciones fiscales.",
      "El adjudicatario deberá acreditar estar al corriente de sus obligaciones con la Seguridad Social.",
    ]);
  });

  it("takes no price term or social criterion for a rejection ('IVA excluido', 'exclusión social')", () => {
    const text = [
      "El importe de la penalidad será del 3% del presupuesto base, IVA excluido.",
      "Se preferirá a la empresa con mayor porcentaje de trabajadores en situación de exclusión social.",
      "Serán excluidas las ofertas que superen el presupuesto base.",
    ].join("\n");
    expect(extractRelevantPoints([passage(text)]).map((point) => point.kind)).toEqual([
      "requisito_economico",
      "criterio_evaluacion",
      "causal_rechazo",
    ]);
  });
});

describe("the quote of a sentence under its section's numbered title", () => {
  it("starts at the sentence, not at the title line above it", () => {
    const text = [
      "7.4 Aprobación",
      "La Entidad aprobará las garantías dentro de los dos (2) días hábiles siguientes a",
      "su entrega; el contratista deberá ajustarlas cuando se modifique el contrato.",
    ].join("\n");
    const point = pointFor(text, "aprobará las garantías");
    expect(point.quote.startsWith("La Entidad aprobará las garantías")).toBe(true);
    expect(text.includes(point.quote)).toBe(true);
  });
});
