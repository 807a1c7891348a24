/**
 * Readings of 'Tipo' and 'Obligatorio' written for general Spanish procurement sentences, not for a
 * labelled document (issue 9, stop 21): each precedence or default rule on a sentence of its own.
 */
import { describe, expect, it } from "vitest";
import { isMandatory } from "./mandatory-rules";
import { classify } from "./point-rules";

const mandatory = (sentence: string) =>
  isMandatory(classify(sentence) ?? "requisito_administrativo", sentence);

describe("kind: an annex named as where a fact is described", () => {
  it("reads the fact, not a form, when the annex only holds its details", () => {
    for (const sentence of [
      "El objeto es la adquisición de material de curación agrupado en 12 partidas, cuya descripción se detalla en el Anexo 1.",
      "Los bienes deberán cumplir las características que se describen en el Anexo 2.",
      "Las especificaciones de los equipos se especifican en Anexo 3.",
    ])
      expect(classify(sentence)).not.toBe("formato_anexo");
    // An annex to fill in is a form.
    expect(classify("La carta de aceptación se elaborará conforme al Anexo II.")).toBe("formato_anexo");
  });
});

describe("kind: the goods' warranty, the call for bids, a thing in force", () => {
  it("reads the goods' warranty as technical, a bond or policy that secures it as a guarantee", () => {
    expect(classify("Los bienes contarán con una garantía del fabricante de al menos doce meses.")).toBe(
      "requisito_tecnico",
    );
    expect(
      classify(
        "El licitante se comprometerá a otorgar garantía de los equipos contra defectos de fabricación.",
      ),
    ).toBe("requisito_tecnico");
    expect(classify("Los muebles tendrán garantía comercial de tres años a partir de su entrega.")).toBe(
      "requisito_tecnico",
    );
    // The same words in a bond, the bid's or the contract's guarantees, and points for a longer warranty.
    expect(
      classify("La garantía de los bienes se constituirá mediante póliza de fianza por el 10 % del monto."),
    ).toBe("garantia");
    expect(classify("La garantía de cumplimiento será del 10 % del monto del contrato.")).toBe("garantia");
    expect(classify("Garantía de seriedad de la oferta: 5 % del presupuesto oficial.")).toBe("garantia");
    expect(classify("Se otorgarán 10 puntos al licitante que ofrezca una garantía técnica adicional.")).toBe(
      "criterio_evaluacion",
    );
  });

  it("keeps a warranty with a minimum as a condition of the bid", () => {
    expect(
      mandatory("El proveedor deberá ofrecer una garantía técnica mínima de dos años para los equipos."),
    ).toBe(true);
  });

  it("reads the call for bids that opens on its legal basis as law, whatever money it names", () => {
    expect(
      classify(
        "Con fundamento en el artículo 134 constitucional, el Instituto convoca a los interesados a participar en la licitación para la adquisición de uniformes con cargo al presupuesto del ejercicio fiscal 2026.",
      ),
    ).toBe("requisito_legal");
    expect(
      classify(
        "De conformidad con la Ley de Adquisiciones, la Secretaría llama a licitación pública para el suministro de medicamentos a precios fijos.",
      ),
    ).toBe("requisito_legal");
    // A duty founded on the law is the duty, not the law.
    expect(
      classify(
        "De conformidad con el artículo 48 de la Ley, los licitantes deberán presentar una garantía del 10 %.",
      ),
    ).toBe("garantia");
  });

  it("reads a document's age as a condition on the document, a term to hand it in as a date", () => {
    expect(
      classify(
        "La constancia de situación fiscal deberá haber sido emitida dentro de los treinta días anteriores.",
      ),
    ).toBe("requisito_administrativo");
    expect(
      classify("La constancia de situación fiscal se entregará dentro de los treinta días siguientes."),
    ).toBe("fecha");
  });

  it("reads 'en vigencia' as in force, and an offer's validity as a term", () => {
    expect(
      classify("Los integrantes del consorcio se comprometen a mantener en vigencia el convenio."),
    ).not.toBe("fecha");
    expect(classify("La vigencia de la propuesta será la que indique el pliego.")).toBe("fecha");
  });
});

describe("mandatory: the bases' prescriptive future", () => {
  it("takes what the bidder will do to make its bid as a duty", () => {
    expect(mandatory("Los licitantes enviarán su proposición firmada electrónicamente.")).toBe(true);
    expect(mandatory("El oferente señalará en su propuesta el domicilio para oír notificaciones.")).toBe(
      true,
    );
    expect(
      mandatory("Cada proponente relacionará los contratos ejecutados en el formulario de experiencia."),
    ).toBe(true);
  });

  it("takes how the offer is written, in the passive future, as a duty", () => {
    expect(mandatory("Los precios se cotizarán en moneda nacional y serán fijos.")).toBe(true);
    expect(mandatory("La propuesta técnica se redactará en idioma español.")).toBe(true);
  });

  it("does not take what is sent to the bidders, what the buyer does with the offers, or an option", () => {
    expect(mandatory("A los licitantes se les enviará un aviso por correo electrónico.")).toBe(false);
    expect(mandatory("Las propuestas se abrirán en acto público en la sala de juntas.")).toBe(false);
    expect(mandatory("Los licitantes podrán enviar sus preguntas por correo electrónico.")).toBe(false);
  });
});

describe("mandatory: who may bid, a bound, a conditional document, the contract's execution", () => {
  it("takes who may make an offer as a condition of aptitude, and a maximum as a bound", () => {
    expect(
      mandatory("Podrán presentar proposiciones las personas físicas o morales inscritas en el padrón."),
    ).toBe(true);
    expect(
      mandatory("Los proveedores podrán presentar ofertas por una cantidad menor a la solicitada."),
    ).toBe(false);
    expect(mandatory("El plazo de entrega de los bienes será como máximo de treinta días naturales.")).toBe(
      true,
    );
  });

  it("takes a document asked for only where it applies as no condition of every bid", () => {
    expect(mandatory("b) En su caso, presentar el convenio de participación conjunta firmado.")).toBe(false);
    expect(mandatory("Escrito de nacionalidad de los bienes, de ser el caso.")).toBe(false);
    // 'En su caso' inside a duty only qualifies a detail of it.
    expect(
      mandatory("El licitante deberá presentar su identificación o, en su caso, la de su representante."),
    ).toBe(true);
  });

  it("takes a special condition of execution and the winner's work on site as the contract's", () => {
    expect(
      mandatory("Condiciones especiales de ejecución: el contratista empleará al menos un 20 % de mujeres."),
    ).toBe(false);
    expect(mandatory("El licitante ganador deberá instalar la señalización de la obra.")).toBe(false);
  });

  it("keeps a bidder's stated duty binding beside the buyer's right, and forfeiting the guarantee as binding", () => {
    expect(
      mandatory(
        "El adjudicatario deberá firmar el contrato en cinco días; si no lo hace, la convocante podrá adjudicar al segundo lugar.",
      ),
    ).toBe(true);
    expect(mandatory("La convocante podrá adjudicar al licitante que ocupe el segundo lugar.")).toBe(false);
    expect(
      isMandatory(
        "garantia",
        "Si el proponente retira su oferta, la Entidad hará efectiva la garantía de seriedad.",
      ),
    ).toBe(true);
  });
});

describe("kind: a specification's own figures are no points and no term", () => {
  it("reads a touch screen's points and a licence's years as a specification", () => {
    expect(classify("Pizarrón interactivo de 75 pulgadas con pantalla táctil de 20 puntos.")).toBe(
      "requisito_tecnico",
    );
    expect(
      classify(
        "Las computadoras deberán incluir sistema operativo y antivirus con licencia por dos (2) años.",
      ),
    ).toBe("requisito_tecnico");
    // Points a criterion gives stay a criterion.
    expect(classify("Experiencia del licitante en contratos similares: 20 puntos")).toBe(
      "criterio_evaluacion",
    );
    expect(classify("Se otorgarán hasta un máximo de 15 puntos")).toBe("criterio_evaluacion");
  });
});

describe("kind: the goods' maker, its distributor and their sanitary register", () => {
  it("reads the credentials of what is offered as technical", () => {
    for (const sentence of [
      "Deberá presentar carta del fabricante en la que conste que el licitante es distribuidor autorizado.",
      "Los licitantes deberán presentar copia del registro sanitario vigente de cada bien ofertado.",
      "Presentar carta de respaldo del fabricante de los equipos ofertados.",
    ])
      expect(classify(sentence)).toBe("requisito_tecnico");
    // The bidder's own papers stay administrative or legal.
    expect(classify("Deberá presentar copia de la identificación oficial del representante legal.")).not.toBe(
      "requisito_tecnico",
    );
  });
});

describe("kind: what the goods are and how the offer shows them", () => {
  it("reads material, the CE mark and a catalogue as technical", () => {
    for (const sentence of [
      "Todo el material suministrado deberá cumplir la normativa UNE-EN 1729.",
      "Los equipos ofertados deberán contar con el marcado CE.",
      "Se presentará un catálogo con fotografías de los modelos ofertados.",
    ])
      expect(classify(sentence)).toBe("requisito_tecnico");
  });

  it("reads tables of furniture as goods, not as the buyer's committee", () => {
    const sentence = "Las mesas tendrán unas dimensiones mínimas de 160 x 80 cm y una altura de 74 cm.";
    expect(classify(sentence)).toBe("requisito_tecnico");
    expect(mandatory(sentence)).toBe(true);
    // The committee ('la Mesa', 'la Mesa de contratación') still acts for the buyer.
    expect(mandatory("La Mesa de contratación procederá a la apertura del sobre en acto público.")).toBe(
      false,
    );
  });
});

describe("mandatory: what the goods are is a specification the offer must meet", () => {
  // In a technical document a line with no cue of its own is technical (sentence-kind.ts).
  const spec = (sentence: string) => isMandatory("requisito_tecnico", sentence);
  it("binds the goods' own properties, not their delivery or a buyer's act", () => {
    expect(spec("Las sillas serán apilables, con estructura de acero y asiento de polipropileno.")).toBe(
      true,
    );
    expect(spec("Los armarios deberán contar con cerradura y dos llaves.")).toBe(true);
    // Execution and the buyer's own acts stay free of it.
    expect(spec("Los bienes serán entregados en el almacén municipal en horario de oficina.")).toBe(false);
    expect(spec("Las ofertas serán evaluadas por la Mesa de contratación.")).toBe(false);
  });
});

describe("kind: a training's hours, the preposition 'sobre', the days after", () => {
  it("reads a training's length as the service it measures, not a term", () => {
    expect(classify("El proveedor impartirá un curso de capacitación de 20 horas.")).toBe(
      "requisito_tecnico",
    );
  });

  it("reads 'sobre' as an envelope only when it names one", () => {
    expect(classify("La documentación se presentará en el sobre A.")).toBe("requisito_administrativo");
    expect(classify("El adjudicatario informará sobre el estado de los trabajos.")).not.toBe(
      "requisito_administrativo",
    );
  });

  it("reads the days after an act as a term", () => {
    expect(classify("El acta se firmará dentro de los cinco días posteriores a la notificación.")).toBe(
      "fecha",
    );
    expect(classify("La factura se presentará en los diez siguientes días hábiles.")).toBe("fecha");
  });
});

describe("kind: a public work's key staff and schedule", () => {
  it("reads the superintendent's licence, the works' schedule and the machinery as technical", () => {
    for (const sentence of [
      "Los licitantes deberán presentar copia de la cédula profesional del superintendente de obra.",
      "Deberán presentar el programa de ejecución de los trabajos calendarizado por semanas.",
      "Los licitantes deberán presentar relación de maquinaria y equipo de construcción.",
    ])
      expect(classify(sentence)).toBe("requisito_tecnico");
  });
});

describe("kind: what a thing is, evaluation words, terms and price revision (stop 35)", () => {
  it("reads a property told of the goods as technical, whatever verb states it", () => {
    for (const sentence of [
      "Los paneles de melamina deberán presentar una clase de emisión E1 conforme a la norma UNE-EN 13986.",
      "Las impresoras ofertadas deberán estar certificadas con la etiqueta ENERGY STAR o equivalente.",
      "Las mesas y sillas deberán cumplir la norma UNE-EN 1729-1 en las tallas indicadas.",
    ])
      expect(classify(sentence)).toBe("requisito_tecnico");
    // A party, a paper or a step of the procedure told the same way keeps its own reading.
    expect(classify("Las ofertas deberán presentar el precio unitario de cada partida.")).not.toBe(
      "requisito_tecnico",
    );
    expect(classify("Los documentos deberán estar firmados por el representante legal.")).not.toBe(
      "requisito_tecnico",
    );
  });

  it("reads what is included in the bid by its object", () => {
    expect(
      classify(
        "Los licitantes deberán incluir el currículum de la empresa con los contratos similares ejecutados.",
      ),
    ).toBe("requisito_tecnico");
    expect(
      classify(
        "El licitante deberá anexar a su propuesta técnica copia del certificado de cumplimiento de la norma.",
      ),
    ).toBe("requisito_tecnico");
  });

  it("reads the tender's object and an item told in running text as technical", () => {
    expect(
      classify(
        "El objeto de la presente licitación es la adquisición de uniformes y calzado para el personal operativo.",
      ),
    ).toBe("requisito_tecnico");
    expect(
      classify("Partida 2: 640 pares de guantes de carnaza, talla mediana, con refuerzo en la palma."),
    ).toBe("requisito_tecnico");
    // The bidder's corporate purpose stays legal.
    expect(classify("El objeto social del proponente debe permitir la venta de los bienes.")).toBe(
      "requisito_legal",
    );
  });

  it("reads a training's hours as the service, not a term", () => {
    expect(
      classify(
        "El adjudicatario impartirá una acción formativa de, al menos, 6 horas de duración a los usuarios.",
      ),
    ).not.toBe("fecha");
  });

  it("reads 'se valorará' as a criterion and 'no más tarde de' as a term", () => {
    expect(classify("Se valorará que el mobiliario incorpore madera con certificación forestal.")).toBe(
      "criterio_evaluacion",
    );
    expect(
      classify(
        "El contrato se formalizará no más tarde de los quince días hábiles siguientes a la notificación.",
      ),
    ).toBe("fecha");
  });

  it("reads the price revision and a penalty's rate as money, a spreadsheet as no form", () => {
    expect(
      classify("Por la duración del contrato, menor de dos años, no procede la revisión de precios."),
    ).toBe("requisito_economico");
    expect(
      classify(
        "Por cada día de atraso se aplicará una pena convencional del 1 % sin exceder el monto de la garantía de cumplimiento.",
      ),
    ).toBe("requisito_economico");
    expect(
      classify(
        "Al terminar, el contratista entregará un inventario en formato hoja de cálculo con cada número de serie.",
      ),
    ).not.toBe("formato_anexo");
  });
});

describe("mandatory: the contract's life, a denied requirement, a pointer (stop 35)", () => {
  it("does not bind the goods' delivery, the awardee's service duties or what follows the signing", () => {
    for (const sentence of [
      "Los bienes deberán entregarse en el almacén de la dependencia, de lunes a viernes de 9:00 a 14:00 horas.",
      "La entrega deberá realizarse en cada plantel, previa cita con su dirección.",
      "El adjudicatario deberá impartir un curso de cuatro horas al personal usuario.",
      "El proveedor entregará el programa de mantenimiento dentro de los diez días naturales siguientes a la firma del contrato.",
      "Los trabajos se pagarán mediante estimaciones mensuales que el contratista presentará a la residencia.",
      "El proveedor guardará reserva de la información recibida, aun después de concluida la vigencia del contrato.",
    ])
      expect(mandatory(sentence)).toBe(false);
    // What the awardee hands in before the contract, and the goods' own properties, still bind.
    expect(
      mandatory(
        "El adjudicatario deberá presentar la opinión de cumplimiento antes de la firma del contrato.",
      ),
    ).toBe(true);
    expect(
      mandatory(
        "Los bienes deberán ser nuevos, de fabricación reciente, y se entregarán en su empaque original.",
      ),
    ).toBe(true);
  });

  it("reads the Mexican supplier's service duties, replacements and deductions as the contract's life", () => {
    for (const sentence of [
      "El proveedor deberá contratar un seguro de responsabilidad civil por daños a terceros durante el servicio.",
      "Los vehículos arrendados deberán ser sustituidos por otros de iguales características en caso de falla.",
      "El mantenimiento preventivo de los equipos deberá realizarse cada tres meses conforme al programa.",
      "La disponibilidad mensual no deberá ser inferior al 99.5 %; por cada décima menos se aplicará la deducción establecida.",
    ])
      expect(mandatory(sentence)).toBe(false);
    // What the supplier hands in or signs is not read so.
    expect(
      mandatory("El proveedor deberá presentar la garantía de cumplimiento antes de la firma del contrato."),
    ).toBe(true);
  });

  it("binds the bidder's promise about the contract, not a denied requirement or a pointer", () => {
    expect(
      mandatory(
        "Los licitadores deberán comprometerse a adscribir a la ejecución del contrato un técnico titulado.",
      ),
    ).toBe(true);
    expect(mandatory("La inscripción en el padrón de proveedores no será requisito para participar.")).toBe(
      false,
    );
    expect(
      mandatory("Las condiciones de solvencia exigidas figuran en el Anexo I del presente pliego."),
    ).toBe(false);
    expect(mandatory("Se adjunta el modelo de contrato para conocimiento de los licitantes.")).toBe(false);
    expect(
      mandatory("Requisitos de participación: los de solvencia económica y técnica se indican en el pliego."),
    ).toBe(false);
  });
});
