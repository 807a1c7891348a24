/**
 * The kinds of the papers a Mexican bid hands in (kind-rules.ts, kind-vocabulary.ts), each on a sentence
 * written for this test: a copy by what it copies, the papers of the bidder's legal personality, its tax
 * returns, what goes in the economic envelope, and what a statement under oath states.
 */
import { describe, expect, it } from "vitest";
import { pointFor } from "./phase1-points.test-support";
import { classify, findDeliverable } from "./point-rules";

describe("the kind of a paper the bid hands in", () => {
  it("reads a copy by what it copies, and by its own words only when the original names nothing", () => {
    expect(
      classify(
        "Copia certificada y copia simple, completa y legible, de los estados financieros del último ejercicio.",
      ),
    ).toBe("requisito_economico");
    expect(classify("Copia simple de la credencial para votar del representante.")).toBe(
      "requisito_administrativo",
    );
  });

  it("takes a word that numbers the list ('DOCUMENTO 3') for no subject of the paper", () => {
    expect(classify("DOCUMENTO 3 Estados financieros dictaminados del ejercicio 2025.")).toBe(
      "requisito_economico",
    );
  });

  it("reads the papers of the bidder's legal personality and representation as legal, not a letter of proxy", () => {
    expect(
      classify("Original o copia certificada del poder notarial del apoderado que firme la propuesta."),
    ).toBe("requisito_legal");
    expect(
      classify(
        "I. Cuento con facultades suficientes para suscribir la propuesta a nombre de mi representada.",
      ),
    ).toBe("requisito_legal");
    expect(classify("Las personas físicas presentarán copia certificada de su acta de nacimiento.")).toBe(
      "requisito_legal",
    );
    expect(classify("Carta poder simple para quien entregue las propuestas.")).not.toBe("requisito_legal");
    expect(
      classify(
        "Presentar declaración de integridad, en la que manifieste que se abstendrá de adoptar conductas.",
      ),
    ).toBe("requisito_legal");
    expect(
      classify(
        "Dos o más personas podrán presentar conjuntamente proposiciones sin constituir una sociedad.",
      ),
    ).toBe("requisito_legal");
  });

  it("reads the bidder's tax returns as economic", () => {
    expect(classify("Declaración anual del ejercicio fiscal 2025 con sus anexos.")).toBe(
      "requisito_economico",
    );
    expect(classify("Declaraciones parciales de los tres últimos meses.")).toBe("requisito_economico");
    // A colon between the verb and its object.
    expect(
      classify("Las personas morales deberán presentar: declaración anual del ejercicio fiscal 2025."),
    ).toBe("requisito_economico");
  });

  it("reads a paper put in the economic envelope as economic, and the two envelopes named together as no technical point", () => {
    expect(
      classify(
        "Los licitantes deberán presentar junto con su propuesta económica la constancia de no adeudo del municipio.",
      ),
    ).toBe("requisito_economico");
    expect(
      classify(
        "Los licitantes deberán presentar en su propuesta técnica la constancia de no adeudo del municipio.",
      ),
    ).not.toBe("requisito_economico");
    expect(classify("Las propuestas técnicas y económicas se entregarán en un solo sobre cerrado.")).toBe(
      "requisito_administrativo",
    );
  });

  it("reads a statement under oath by the technical capacity it states, else as legal", () => {
    expect(
      classify(
        "Escrito bajo protesta de decir verdad en el que manifieste que cuenta con la experiencia mínima de dos años en el suministro.",
      ),
    ).toBe("requisito_tecnico");
    expect(
      classify(
        "Escrito bajo protesta de decir verdad en el que manifieste que no se encuentra en los supuestos del artículo 50 de la Ley.",
      ),
    ).toBe("requisito_legal");
  });

  it("reads a delivery counted from an event, or a term of 'primeros días', as a date", () => {
    expect(
      classify(
        "El proveedor entregará los bienes a partir de los diez (10) días hábiles siguientes a la firma del pedido.",
      ),
    ).toBe("fecha");
    expect(classify("Tiempo de entrega de los bienes: del 2 de enero al 31 de marzo de 2027.")).toBe("fecha");
    expect(
      classify(
        "El área requirente, a más tardar dentro de los 5 (cinco) primeros días hábiles posteriores a la entrega, emitirá la constancia.",
      ),
    ).toBe("fecha");
  });
});

describe("'Qué se entrega' of a copy", () => {
  it("names the copy by what it copies, without the copy's qualifiers", () => {
    expect(
      findDeliverable(
        "DOCUMENTO 5 Copia certificada y copia simple, completa y legible, de los estados financieros básicos del ejercicio.",
      ),
    ).toBe("Copia de los estados financieros básicos del ejercicio");
    expect(
      findDeliverable(
        "Original o copia certificada del poder notarial del representante que firma la propuesta.",
      ),
    ).toBe("copia del poder notarial del representante");
  });
});

describe("'Qué se entrega' of a written statement", () => {
  it("names the statement, not a letter the sentence says is not needed", () => {
    expect(
      findDeliverable(
        "DOCUMENTO 1 Presentar escrito elaborado en papel membretado del oferente con el número de folios, [dicha carta no deberá estar foliada].",
      ),
    ).toBe("escrito elaborado en papel membretado");
    // 'por escrito' says how, not what.
    expect(
      findDeliverable(
        "En relación a la garantía para el cumplimiento del contrato, el Municipio realizará a nombre de la afianzadora su autorización por escrito para liberarla.",
      ),
    ).toBeNull();
  });
});

describe("a bid the buyer says it will not accept", () => {
  it("is a cause of rejection and a row, though the buyer is the sentence's subject", () => {
    const point = pointFor("La convocante no aceptará propuestas enviadas por mensajería.", "mensajería");
    expect(point.kind).toBe("causal_rechazo");
  });
});

describe("the buyer's right to change the bases up to a term", () => {
  it("is a date row: the bidder watches for changes until then; the event's name is no criterion", () => {
    const point = pointFor(
      "La Convocante podrá modificar los plazos establecidos en las bases hasta 5 (cinco) días hábiles anteriores a la fecha del acto de presentación, apertura y evaluación de propuestas.",
      "podrá modificar",
    );
    expect(point.kind).toBe("fecha");
    expect(classify("La evaluación de las propuestas se hará por puntos y porcentajes.")).toBe(
      "criterio_evaluacion",
    );
  });
});

describe("an opening that is itself a paper to hand in", () => {
  it("is a row, and its items are the paper's content", () => {
    const text =
      "8.- Carta donde manifieste bajo protesta de decir verdad no encontrarse dentro de los siguientes supuestos:\na) No tener relación de parentesco con los servidores públicos del área convocante.";
    expect(pointFor(text, "8.- Carta").kind).toBe("requisito_legal");
    expect(pointFor(text, "parentesco").kind).toBe("requisito_legal");
  });
});

describe("the invoice and the payment", () => {
  it("reads what the invoice states and where it goes as administrative, paying as economic", () => {
    expect(
      classify(
        "Las facturas deberán consignar la descripción de los bienes y los datos fiscales del Municipio.",
      ),
    ).toBe("requisito_administrativo");
    expect(classify("La facturación será a nombre de la Tesorería Municipal; RFC MTE-850101AB1.")).toBe(
      "requisito_administrativo",
    );
    expect(
      classify("El Municipio se obliga a pagar la cantidad pactada en parcialidades, contra factura."),
    ).toBe("requisito_economico");
    expect(classify("Forma de pago: mensual, previa conformidad de la factura electrónica.")).toBe(
      "requisito_economico",
    );
  });
});

describe("a product's make and model, and the rights over it (stop 30)", () => {
  it("reads 'marca y modelo de los bienes' as the goods' specification, not as a form's model", () => {
    expect(
      classify("Los licitantes deberán indicar en su propuesta técnica la marca y modelo de los bienes."),
    ).toBe("requisito_tecnico");
    // A form's model is still a form.
    expect(classify("La carta se presentará conforme al modelo de carta que se adjunta.")).toBe(
      "formato_anexo",
    );
  });

  it("reads the liability for patents, trademarks and copyright as legal", () => {
    expect(
      classify(
        "El proveedor será responsable por las violaciones que se causen en materia de patentes, marcas o derechos de autor, con respecto al uso de los bienes.",
      ),
    ).toBe("requisito_legal");
  });
});

describe("bids an act records as already rejected (stop 30)", () => {
  it("reads no cause of rejection in 'las que hubiesen sido desechadas', nor in who is empowered to reject", () => {
    expect(
      classify(
        "La convocante elaborará el acta en la que se harán constar las propuestas aceptadas, así como las que hubiesen sido desechadas.",
      ),
    ).not.toBe("causal_rechazo");
    expect(
      classify(
        "El servidor público designado presidirá el acto y será el único facultado para aceptar o desechar las propuestas.",
      ),
    ).not.toBe("causal_rechazo");
    expect(
      classify(
        "Se levantará un acta que señalará las propuestas aceptadas y las causas que motivaron su descalificación.",
      ),
    ).not.toBe("causal_rechazo");
    // The cause itself still is one.
    expect(classify("Será desechada la propuesta que no incluya la garantía de seriedad.")).toBe(
      "causal_rechazo",
    );
  });
});
