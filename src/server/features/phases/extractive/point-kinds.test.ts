/**
 * The precedence of the kind and mandatory rules (point-rules.ts), each on a sentence written for this
 * test (not a fixture's): the reasons a careful reader gives a point its 'Tipo' and 'Obligatorio'.
 */
import { describe, expect, it } from "vitest";
import { isMandatory } from "./mandatory-rules";
import { passage, pointFor } from "./phase1-points.test-support";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { classify } from "./point-rules";

function flagOf(sentence: string, heading: string | null = null): boolean {
  const kind = classify(sentence);
  if (kind === null) throw new Error(`Sin tipo: ${sentence}`);
  return isMandatory(kind, sentence, heading);
}

describe("kind precedence", () => {
  it("reads a duty to hand in, prove, meet or have something by its object, not by its verb", () => {
    expect(classify("El oferente deberá acreditar experiencia en dos contratos de obra similares.")).toBe(
      "requisito_tecnico",
    );
    expect(classify("La empresa deberá acreditar un capital contable mínimo de $2,000,000.00.")).toBe(
      "requisito_economico",
    );
    expect(classify("Los socios exentos del impuesto deberán presentar declaración de la exención.")).toBe(
      "requisito_administrativo",
    );
    expect(classify("Los equipos deberán cumplir la norma UNE-EN 60950 de seguridad eléctrica.")).toBe(
      "requisito_tecnico",
    );
    // An object that names nothing leaves the sentence to its earliest subject, as before.
    expect(
      classify(
        "Solvencia técnica: haber suministrado al menos dos lotes similares en los últimos tres años.",
      ),
    ).toBe("requisito_tecnico");
    expect(classify("Subcontratación: se permite hasta un 30% del importe de adjudicación.")).toBe(
      "requisito_legal",
    );
    expect(classify("Los bienes deberán cumplir con lo previsto por la autoridad sanitaria.")).toBe(
      "requisito_tecnico",
    );
  });

  it("takes a term set before a guarantee as the point, unless the guarantee's amount is stated", () => {
    expect(
      classify(
        "Los oferentes podrán impugnar el dictamen dentro de los tres (3) días, debiendo constituir garantía.",
      ),
    ).toBe("fecha");
    expect(
      classify("Dentro de los diez (10) días el adjudicatario constituirá una garantía del 5% del contrato."),
    ).toBe("garantia");
    expect(classify("La fianza de cumplimiento se entregará dentro de los diez (10) días naturales.")).toBe(
      "garantia",
    );
  });

  it("does not take a medium for a form, an annex named by a word for a lettered annex, or goods refused for a bid refused", () => {
    expect(classify("La oferta se enviará en formato PDF firmada electrónicamente.")).not.toBe(
      "formato_anexo",
    );
    expect(classify("ANEXO TÉCNICO DE LOS BIENES")).toBe("requisito_tecnico");
    // JavaScript's \b is ASCII: a cue opening on an accented capital ('Índice', 'Ítems') still reads.
    expect(classify("Índice de liquidez: mayor o igual a 1,2")).toBe("requisito_economico");
    expect(classify("Ítems de la partida 4 con sus cantidades")).toBe("requisito_tecnico");
    expect(classify("El valor de la oferta comprende el flete y la instalación de los equipos.")).toBe(
      "requisito_economico",
    );
    expect(
      classify(
        "El proveedor retirará los materiales rechazados dentro de los quince (15) días de notificado.",
      ),
    ).toBe("fecha");
    expect(classify("El pago se hará mediante transferencia, dentro de los veinte días de la factura.")).toBe(
      "requisito_economico",
    );
    // A time of day is no duration: the samples are the point, not a term.
    expect(
      classify("Los oferentes deberán entregar muestras del lote 2 a más tardar a las 13:00 horas."),
    ).toBe("requisito_tecnico");
  });

  it("reads a table row under a heading of guarantees as a guarantee, its cells being fragments", () => {
    const text = [
      "Amparo | Valor | Vigencia",
      "Calidad de los bienes | 10 % del valor del contrato | Plazo del contrato y un (1) año más",
    ].join("\n");
    const rows = extractRelevantPoints([{ ...passage(text), heading: "GARANTÍAS DEL CONTRATO" }]);
    const row = rows.find((point) => point.quote.includes("Calidad de los bienes"));
    expect(row?.kind).toBe("garantia");
    expect(row?.mandatory).toBe(true);
  });
});

describe("kind as the shared labels read it", () => {
  it("files a fact an annex holds by the fact: the annex is a form only when it is what is filled or signed", () => {
    expect(
      classify("Según el apartado 7 del Anexo I, el presupuesto base asciende a la cantidad allí indicada."),
    ).toBe("requisito_economico");
    expect(
      classify("Según lo previsto en el apartado 9 del Anexo II, el licitador podrá subcontratar."),
    ).toBe("requisito_legal");
    expect(classify("El oferente firmará la carta compromiso del Anexo 4.")).toBe("formato_anexo");
    // A form outranks the law it is about.
    expect(
      classify(
        "Declaración responsable conforme al modelo del Anexo V sobre el cumplimiento de la normativa vigente en materia laboral.",
      ),
    ).toBe("formato_anexo");
  });

  it("reads what needs the buyer's authorisation as law, whoever is named", () => {
    expect(
      classify(
        "La adjudicataria no podrá difundir imágenes de los trabajos sin autorización expresa del municipio.",
      ),
    ).toBe("requisito_legal");
    // A status the bidder must be in (capacity, no tax debts) is law; a document that proves it is not.
    expect(classify("El adjudicatario no deberá tener deudas tributarias con el municipio.")).toBe(
      "requisito_legal",
    );
    expect(classify("Los oferentes deberán tener capacidad jurídica suficiente para obligarse.")).toBe(
      "requisito_legal",
    );
    expect(
      classify("Certificado de estar al corriente de las obligaciones tributarias, expedido por la Agencia."),
    ).toBe("requisito_administrativo");
    // What a breach lets the buyer do is law, whatever goods it names.
    expect(
      classify(
        "El incumplimiento del proveedor facultará al municipio a adquirir los productos faltantes a terceros.",
      ),
    ).toBe("requisito_legal");
  });

  it("reads a charge against a guarantee as the charge, and a duty to inform as administrative", () => {
    expect(
      classify(
        "Las penalidades se harán efectivas contra la garantía definitiva, si se hubiera constituido.",
      ),
    ).toBe("requisito_economico");
    expect(
      classify(
        "El contratista deberá comunicar por escrito la identidad del subcontratista, que no podrá estar incurso en prohibición de contratar.",
      ),
    ).toBe("requisito_administrativo");
    expect(
      classify(
        "El proveedor deberá informar de inmediato cualquier hecho que retrase la entrega de los bienes.",
      ),
    ).toBe("requisito_administrativo");
  });

  it("reads the award rule and the comparison of offers as criteria, a refusal to receive as a rejection", () => {
    expect(
      classify(
        "La adjudicación del presente concurso se hará al oferente que cumpla los requisitos técnicos y presente la propuesta más conveniente.",
      ),
    ).toBe("criterio_evaluacion");
    expect(
      classify("A los efectos de la comparación de las ofertas los precios se expresarán en pesos."),
    ).toBe("criterio_evaluacion");
    expect(classify("No se recibirán propuestas después de las 10:00 horas del día señalado.")).toBe(
      "causal_rechazo",
    );
  });

  it("does not read figures joined by slashes as a day unless the year is written out", () => {
    expect(classify("Controladora de discos con soporte para RAID 1/5/10 y caché de 2 GB.")).toBe(
      "requisito_tecnico",
    );
    expect(classify("Las ofertas se recibirán hasta el 09/03/2026 en la mesa de entradas.")).toBe("fecha");
  });

  it("files where the bases are published as administrative and labour, equality and appeals as law", () => {
    expect(
      classify(
        "La convocatoria se publicará en el perfil del contratante, con los pliegos de prescripciones técnicas.",
      ),
    ).toBe("requisito_administrativo");
    expect(
      classify(
        "Las empresas con más de cincuenta trabajadores adoptarán las medidas que exige la ley a favor de las personas con discapacidad.",
      ),
    ).toBe("requisito_legal");
    expect(
      classify(
        "Los interesados podrán presentar su inconformidad a través de CompraNet en los plazos de la ley.",
      ),
    ).toBe("requisito_legal");
    expect(
      flagOf(
        "Los licitadores con cincuenta o más trabajadores estarán obligados a emplear personas con discapacidad.",
      ),
    ).toBe(true);
    expect(flagOf("El contratista estará obligado a cumplir el convenio colectivo del sector.")).toBe(false);
  });
});

describe("readings of kind and flag a careful reader agrees with (issue 9)", () => {
  it("takes the years the bidder's experience looks back over as no term, and its experience as technical", () => {
    expect(
      classify("3. Listado de trabajos similares concluidos en los últimos cinco años, con sus finiquitos."),
    ).toBe("requisito_tecnico");
    expect(classify("4. Currículum del residente de obra, con su título de ingeniero.")).toBe(
      "requisito_tecnico",
    );
    // A term to act in is still a date.
    expect(classify("Las muestras se entregarán en los cinco días siguientes a la junta.")).toBe("fecha");
  });

  it("reads 'deberán ser / estar' by what follows it, not as a duty to hand something in", () => {
    expect(
      classify("Sus socios deberán ser personas jurídicas regularmente constituidas conforme a su país."),
    ).toBe("requisito_legal");
    expect(classify("Las piezas metálicas deberán ser de acero inoxidable de 2 mm de espesor.")).toBe(
      "requisito_tecnico",
    );
    // A complement that names nothing leaves the sentence to its other cues, not to the verb.
    expect(
      classify("El importe de los contratos acreditados deberá ser igual o superior al presupuesto oficial."),
    ).toBe("requisito_economico");
  });

  it("reads turnover, professional liability insurance and the bank account as money", () => {
    for (const sentence of [
      "Cifra global de negocios en los tres últimos ejercicios no inferior al valor estimado del contrato.",
      "Seguro de indemnización por riesgos profesionales vigente hasta el fin del plazo de presentación, con responsabilidad civil incluida.",
      "El licitante adjudicado deberá acreditar la cuenta bancaria en la que se le pagará.",
    ])
      expect(classify(sentence), sentence).toBe("requisito_economico");
  });

  it("reads a bidder declared not qualified, or what cannot be cured, as a rejection", () => {
    for (const sentence of [
      "Quien no aporte el certificado del registro de proponentes será declarado no hábil.",
      "La oferta que no cumpla la capacidad financiera será calificada como no cumple y no será evaluada.",
      "No son subsanables la falta de firma de la carta de presentación ni la ausencia de la propuesta económica.",
    ]) {
      expect(classify(sentence), sentence).toBe("causal_rechazo");
      expect(flagOf(sentence), sentence).toBe(true);
    }
  });

  it("takes a document whose absence the bases say is no cause of rejection as not mandatory", () => {
    const heading = "DOCUMENTOS QUE DEBERÁN PRESENTAR LOS LICITANTES";
    const denied = [
      "No presentar el croquis de ubicación no será causa de descalificación del licitante.",
      "La omisión del escrito de interés no será motivo de desechamiento de la propuesta.",
    ];
    for (const sentence of denied)
      expect(isMandatory("requisito_administrativo", sentence, heading), sentence).toBe(false);
    // The same document in the same section, with nothing said of its absence, is mandatory.
    expect(
      isMandatory("requisito_administrativo", "Escrito de interés en participar en la propuesta.", heading),
    ).toBe(true);
    // A stated rejection keeps it mandatory.
    expect(flagOf("La omisión del escrito de interés será motivo de desechamiento de la propuesta.")).toBe(
      true,
    );
  });

  it("reads a default or a case under a heading of rejection causes as one more cause (stop 30)", () => {
    const heading = "8.- Causas de descalificación de los proveedores.";
    const text =
      "Se descalificará a los proveedores que no cumplan los requisitos de las bases.\n" +
      "La falta de firma autógrafa por lo menos en la última hoja de cada documento.\n" +
      "Si el licitante a la fecha de apertura de las propuestas se encuentra en situación de demora.\n";
    for (const phrase of ["La falta de firma autógrafa", "Si el licitante a la fecha"]) {
      const point = pointFor(text, phrase, heading);
      expect(point.kind, phrase).toBe("causal_rechazo");
      expect(point.mandatory, phrase).toBe(true);
    }
    // The same lines under a heading of documents keep their own kinds.
    expect(pointFor(text, "La falta de firma autógrafa", "Documentos de la propuesta").kind).not.toBe(
      "causal_rechazo",
    );
  });
});

describe("a data sheet's source of funds (stop 31)", () => {
  it("makes an economic row of 'Origen de los recursos' with its value", () => {
    const rows = extractRelevantPoints([
      passage(
        "Ejercicio fiscal\t2026.\nOrigen de los recursos\tParticipaciones federales (PF)\nÁrea requirente\tDirección de Administración.",
      ),
    ]);
    const source = rows.find((row) => row.quote.startsWith("Origen de los recursos"));
    expect(source?.kind).toBe("requisito_economico");
  });
});
