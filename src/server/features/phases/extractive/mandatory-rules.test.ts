/**
 * What is owed only after the award (phase 8 lists it apart): the awardee's duties and the stages after
 * the fallo, never what the offer or its bidders are asked for.
 */
import { describe, expect, it } from "vitest";
import { bindsBidderByDate } from "./event-places";
import { isAfterAward, isForInformationOnly, isMandatory, isProcedureCondition } from "./mandatory-rules";

describe("isAfterAward", () => {
  it("reads the awardee, the contractor and the stages after the fallo", () => {
    for (const text of [
      "El licitante ganador deberá instalar un letrero con los datos de la obra.",
      "Dentro de los cinco (5) días siguientes a la recepción de la notificación de la adjudicación, el adjudicatario entregará la garantía.",
      "La garantía de cumplimiento deberá entregarse dentro de los 10 días naturales siguientes a la firma del contrato.",
      "Si la integridad de la garantía de fiel cumplimiento se viese afectada, éste deberá reponerla.",
      "El proveedor deberá entregar los bienes en el almacén central.",
      "Garantía de vicios ocultos: fianza por el 10 % del monto total ejercido, vigente por doce meses.",
      "Garantía de anticipo: fianza por el 100 % del anticipo otorgado, entregada antes de recibirlo.",
      // Due at the signing or after the fallo, though the bases name the bidders.
      "Los licitantes deberán registrarse en el Registro Único de Proveedores y Contratistas (RUPC) antes de la firma del contrato.",
      "Los participantes entregarán el programa de capacitación dentro de los cinco días siguientes a la notificación del fallo.",
    ]) {
      expect(isAfterAward(text), text).toBe(true);
    }
  });

  it("leaves to the proposal what the offer or its bidders must bring", () => {
    for (const text of [
      "Los licitantes deberán presentar con su proposición la opinión de cumplimiento de obligaciones fiscales.",
      "Los oferentes y los adjudicatarios deberán constituir las garantías de mantenimiento de la oferta y de fiel cumplimiento.",
      "La proposición deberá incluir una carta compromiso de otorgar la garantía de cumplimiento.",
      "Se deberá acreditar experiencia mínima de tres años en contratos similares.",
      // Handed in with the offer, though it lasts until the signing.
      "Los licitantes deberán presentar con su proposición la carta de intención, antes de la firma del contrato.",
    ]) {
      expect(isAfterAward(text), text).toBe(false);
    }
  });

  it("takes the stage from the section's heading, unless the line is a bound the offer can promise", () => {
    expect(
      isAfterAward(
        "Deberá informar de inmediato cualquier hecho que afecte la entrega.",
        "Obligaciones del adjudicatario",
      ),
    ).toBe(true);
    expect(
      isAfterAward(
        "Garantía del equipamiento: deberá extenderse por al menos 3 años.",
        "Obligaciones del adjudicatario",
      ),
    ).toBe(false);
    expect(
      isAfterAward(
        "Deberá informar de inmediato cualquier hecho que afecte la entrega.",
        "Requisitos técnicos",
      ),
    ).toBe(false);
  });
});

describe("isProcedureCondition", () => {
  it("reads how the procedure runs, never a duty of the bidder stated with it", () => {
    for (const text of [
      "La presente licitación es electrónica: los licitantes sólo podrán participar en forma electrónica a través de CompraNet, y no se recibirán proposiciones enviadas por servicio postal o mensajería.",
      "Esta convocatoria es presencial.",
      "No se aceptarán proposiciones enviadas por servicio postal o mensajería.",
      "No se recibirán propuestas a través de correo certificado.",
    ]) {
      expect(isProcedureCondition(text), text).toBe(true);
    }
    for (const text of [
      "La presente licitación es electrónica, por lo que los licitantes deberán firmar su proposición con la e.firma.",
      "Los licitantes enviarán su proposición a través de CompraNet, firmada con la e.firma vigente.",
      "No se recibirán proposiciones de quien no presente el recibo de pago de las bases.",
      "La licitación electrónica se rige por la Ley.",
    ]) {
      expect(isProcedureCondition(text), text).toBe(false);
    }
  });
});

describe("isMandatory, the buyer's duty told in the passive", () => {
  it("is not the bidder's when the buyer is its agent", () => {
    expect(
      isMandatory(
        "requisito_administrativo",
        "El acta de recepción deberá ser firmada por la entidad contratante dentro del plazo del pliego.",
      ),
    ).toBe(false);
    expect(
      isMandatory(
        "requisito_administrativo",
        "Las muestras deberán ser entregadas por los oferentes en la dependencia licitante.",
      ),
    ).toBe(true);
  });
});

describe("isMandatory, under the heading of what the contractor owes", () => {
  const heading = "CLÁUSULA 12. OBLIGACIONES DEL CONTRATISTA";
  it("reads its duties as the contract's execution", () => {
    expect(
      isMandatory(
        "requisito_administrativo",
        "b) Deberá avisar por escrito a la supervisión de cualquier atraso en los trabajos.",
        heading,
      ),
    ).toBe(false);
    // The same duty in a section of the bid binds the bidder.
    expect(
      isMandatory(
        "requisito_administrativo",
        "b) Deberá avisar por escrito a la supervisión de cualquier atraso en los trabajos.",
        "DOCUMENTACIÓN DE LA PROPUESTA",
      ),
    ).toBe(true);
  });

  it("keeps a bound the offer promises and a guarantee's amount binding", () => {
    expect(
      isMandatory(
        "requisito_tecnico",
        "c) El soporte técnico deberá prestarse como mínimo durante dos años desde la recepción.",
        heading,
      ),
    ).toBe(true);
    expect(
      isMandatory("garantia", "d) Deberá constituir una fianza del 10% del monto del contrato.", heading),
    ).toBe(true);
  });
});

describe("isMandatory, in the section that proves tax and social security compliance", () => {
  it("takes a document named there as a document of the bid", () => {
    const line = "Copia legalizada del último pago del impuesto municipal sobre la actividad.";
    expect(isMandatory("requisito_administrativo", line, "5. Obligaciones tributarias.")).toBe(true);
    expect(isMandatory("requisito_administrativo", line, "5. Cumplimiento con la Seguridad Social.")).toBe(
      true,
    );
    expect(isMandatory("requisito_administrativo", line, "5. Régimen de pagos.")).toBe(false);
  });
});

describe("bindsBidderByDate, a bidder's deadline stated as a term", () => {
  it("binds when counted from another act, unless it is the bidder's option", () => {
    expect(
      bindsBidderByDate(
        "La firma del contrato se llevará a cabo dentro de los diez días hábiles siguientes a la notificación del fallo.",
        true,
      ),
    ).toBe(true);
    expect(
      bindsBidderByDate(
        "La firma del contrato podrá adelantarse dentro de los diez días hábiles siguientes a la notificación del fallo.",
        true,
      ),
    ).toBe(false);
    // A term of the buyer's own act binds no bidder.
    expect(
      bindsBidderByDate(
        "El fallo se dará a conocer dentro de los cinco días hábiles siguientes a la apertura.",
        true,
      ),
    ).toBe(false);
  });
});

describe("isMandatory, a minimum the bidder's staff must prove", () => {
  it("binds a profile with a cédula and a minimum experience, as it binds the one without the cédula", () => {
    const director =
      "Director del proyecto: título de Ingeniería Ambiental, Civil o afín, con cédula profesional y experiencia mínima de 10 años en servicios de recolección de residuos.";
    expect(isMandatory("requisito_administrativo", director)).toBe(true);
    expect(
      isMandatory("requisito_administrativo", "Copia simple de la cédula profesional del responsable."),
    ).toBe(false);
  });
});

describe("isForInformationOnly", () => {
  it("reads what the bases hand over for the bidder's information only", () => {
    expect(
      isForInformationOnly(
        "i) Nota informativa para participantes de países miembros de la OCDE (Anexo 7), sólo para su\nconocimiento.",
      ),
    ).toBe(true);
    expect(isForInformationOnly("El calendario se incluye a título informativo.")).toBe(true);
    expect(isForInformationOnly("Deberá presentar el Anexo 7 debidamente firmado.")).toBe(false);
  });
});

describe("isMandatory, a document put in the bid (stop 28)", () => {
  it("binds the bidder though the sentence later names the contract's term; the contract's duty alone does not", () => {
    const registry =
      "6.- Los licitantes deberán incluir en su propuesta técnica la constancia de inscripción en el padrón de proveedores, vigente; de no contar con ella, presentarán carta en la que se comprometen a inscribirse durante la vigencia del contrato.";
    expect(isMandatory("requisito_administrativo", registry)).toBe(true);
    expect(
      isMandatory(
        "requisito_administrativo",
        "El proveedor deberá mantener su inscripción en el padrón durante la vigencia del contrato.",
      ),
    ).toBe(false);
  });
});

describe("isMandatory, a Mexican buyer's own units (stop 28)", () => {
  it("reads 'las unidades administrativas' and 'las dependencias requirentes' as the buyer: their checks bind no bidder", () => {
    const check =
      "Una vez asignado el contrato, las unidades administrativas deberán verificar que la adquisición se realice conforme a lo pactado.";
    expect(isMandatory("requisito_administrativo", check)).toBe(false);
    expect(
      isMandatory(
        "requisito_administrativo",
        "Las dependencias requirentes deberán comprobar la calidad de los bienes recibidos.",
      ),
    ).toBe(false);
    expect(
      isMandatory(
        "requisito_administrativo",
        "El licitante deberá verificar que los bienes ofertados cumplan lo solicitado.",
      ),
    ).toBe(true);
    // 'El proveedor' is the contract's party (LAASSP art. 2): what it does under the contract binds no bid.
    expect(
      isMandatory(
        "requisito_administrativo",
        "El proveedor deberá verificar que los bienes cumplan lo pactado.",
      ),
    ).toBe(false);
  });

  it("takes what the bond must say as a duty: in whose name it is issued, how long it stays in force, what the surety accepts", () => {
    for (const sentence of [
      "La garantía se emitirá a nombre de la Tesorería Municipal.",
      "La garantía permanecerá en vigor hasta que se cumpla totalmente el contrato.",
      "La institución afianzadora se obliga a no cancelar la presente fianza sin autorización escrita.",
    ])
      expect(isMandatory("garantia", sentence)).toBe(true);
    expect(
      isMandatory("garantia", "La garantía de cumplimiento será liberada al concluir el contrato."),
    ).toBe(false);
  });
});

describe("isMandatory, a statement handed in with the bid that promises something of the contract (stop 30)", () => {
  it("keeps the statement mandatory though what it promises is the contract's ('no subcontratará', 'las facturas')", () => {
    for (const sentence of [
      "Los participantes deberán presentar un escrito bajo protesta de decir verdad en el que manifiesten que, en caso de resultar adjudicados, no subcontratarán los servicios.",
      "El proveedor deberá presentar una carta en la que declare que, de resultar adjudicado, sus facturas señalarán el número del pedido.",
    ])
      expect(isMandatory("requisito_administrativo", sentence)).toBe(true);
  });

  it("leaves the contractor's own paper of the execution to the execution", () => {
    expect(
      isMandatory(
        "requisito_administrativo",
        "El contratista deberá presentar un escrito para comunicar su intención de subcontratar.",
      ),
    ).toBe(false);
  });
});
