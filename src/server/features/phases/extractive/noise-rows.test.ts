import { describe, expect, it } from "vitest";
import { EXEMPTION_OPENINGS } from "./exemption-vocabulary";
import { isExemptionOpening, noiseClassOf } from "./noise-rows";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";

const passage = (text: string, heading: string | null = null, page = 1): SourcePassage => ({
  id: `p${page}`,
  documentId: "d",
  documentName: "bases.pdf",
  page,
  heading,
  text,
});

describe("noise rows", () => {
  it("a sentence the page cut is a fragment; a list item in lower case is not", () => {
    expect(
      noiseClassOf("expresamente a lo establecido en este pliego y en el de prescripciones técnicas."),
    ).toBe("fragmento");
    expect(
      noiseClassOf("1 del artículo 2 de la Ley 1150 de 2007 y a la Subsección 1 de la Sección 1 del"),
    ).toBe("fragmento");
    expect(noiseClassOf("a) copia del acta constitutiva de la empresa.")).toBeNull();
    expect(noiseClassOf("copia del acta constitutiva de la empresa.", { isListItem: true })).toBeNull();
    expect(noiseClassOf("1 Pupitre unipersonal talla 3, superficie")).toBeNull();
  });

  it("the place and date of signing alone on a line is page furniture; a dated event is not", () => {
    expect(noiseClassOf("San Bartolo Xitlali, Hidalgo, a 6 de febrero de 2026.")).toBe("pie de página");
    expect(noiseClassOf("Jaén, 12 de mayo de 2025")).toBe("pie de página");
    expect(noiseClassOf("La convocatoria se publicó en CompraNet el 2 de marzo de 2026.")).toBeNull();
    expect(noiseClassOf("Fallo, 25 de marzo de 2026")).toBeNull();
  });

  it("what the particular conditions must or may say is no row; a pointer to them is", () => {
    expect(
      noiseClassOf("Cada pliego de condiciones particulares deberá incluir el modelo de contrato aprobado."),
    ).toBe("contenido del pliego particular");
    expect(
      noiseClassOf(
        "Los PBCP podrán reducir el plazo de garantía cuando la naturaleza del servicio lo justifique.",
      ),
    ).toBe("contenido del pliego particular");
    expect(
      noiseClassOf(
        "El PBCP establecerá los requisitos de solvencia técnica que deberán acreditar los oferentes.",
      ),
    ).toBeNull();
    expect(
      noiseClassOf("La forma de pago se fijará en las condiciones particulares del llamado."),
    ).toBeNull();
  });

  it("the buyer examining or publishing the bids is its own step, unless it binds the bidder", () => {
    expect(
      noiseClassOf("Cerrado el plazo de vista, el organismo licitante examinará todas las propuestas."),
    ).toBe("acto de la convocante");
    expect(noiseClassOf("Se publicarán las ofertas admitidas en el portal de compras.")).toBe(
      "acto de la convocante",
    );
    expect(
      noiseClassOf(
        "La Comisión evaluará las ofertas y los oferentes deberán aclarar lo que se les pida en 2 días.",
      ),
    ).toBeNull();
  });

  it("the legal effect of an act already done is the law narrated; a term the bidder keeps is not", () => {
    for (const text of [
      "La restitución de los depósitos se tendrá por cumplida con su puesta a disposición en tesorería.",
      "El acta de recepción que se firme será título suficiente para retener el importe de la penalidad.",
      "La recepción de los servicios tendrá carácter provisional hasta la conformidad definitiva.",
      "La multa se cobrará aun cuando la resolución que la aplicó hubiese sido recurrida por el contratista.",
      "La fase de evaluación de las ofertas será confidencial hasta el dictamen.",
      "Procede cuando el presupuesto oficial no supera el monto que fija la ley anual de presupuesto.",
      "El Municipio no pagará intereses por las garantías depositadas en efectivo.",
    ]) {
      expect(noiseClassOf(text), text).toBe("narración de la ley");
    }
    expect(
      noiseClassOf(
        "El contratista deberá retirar la garantía dentro de los 30 días de tenerse por cumplida la entrega.",
      ),
    ).toBeNull();
    expect(noiseClassOf("Procederá el rechazo de la oferta que no incluya la garantía.")).not.toBe(
      "narración de la ley",
    );
  });

  it("what the buyer keeps or is in charge of, and its right to test the samples, are no rows", () => {
    expect(noiseClassOf("Los prototipos entregados quedarán en poder de la entidad convocante.")).toBe(
      "acto de la convocante",
    );
    expect(noiseClassOf("La inspección de las obras está a cargo de la Administración.")).toBe(
      "acto de la convocante",
    );
    expect(noiseClassOf("Los materiales podrán ser sometidos a ensayos de laboratorio.")).toBe(
      "prerrogativa de la convocante",
    );
  });

  it("the buyer named, then its power, is no row unless a duty or a bidder comes first", () => {
    expect(
      noiseClassOf("Ante una urgencia, el Ayuntamiento podrá encargar la prestación a un tercero."),
    ).toBe("prerrogativa de la convocante");
    expect(
      noiseClassOf("Cada factura debe llevar el número de pedido; la Entidad podrá pedir copia del remito."),
    ).toBeNull();
    expect(
      noiseClassOf(
        "Si el proveedor entrega antes de la rescisión, la Administración podrá dar por purgada la mora.",
      ),
    ).toBeNull();
  });

  it("a sentence that defines a term is no row unless it sets a value or a duty (stop 31)", () => {
    expect(
      noiseClassOf(
        "Se entiende por vicios ocultos cualquier inconsistencia que no pueda ser apreciable al momento de la recepción de los bienes.",
      ),
    ).toBe("definición");
    expect(
      noiseClassOf(
        "Para efectos de lo anterior, se considerará como información confidencial, toda aquella documentación de carácter comercial.",
      ),
    ).toBe("definición");
    expect(
      noiseClassOf("Se entiende por días hábiles los de lunes a viernes de 9:00 a 15:00 horas."),
    ).toBeNull();
    expect(
      noiseClassOf("Se entenderá por propuesta solvente aquella que deberá cumplir todos los requisitos."),
    ).toBeNull();
    // A glossary's opening is a class of its own; a sentence that considers something a cause stays.
    expect(
      noiseClassOf("Se considerará como causa de desechamiento la falta de firma autógrafa."),
    ).toBeNull();
  });

  it("a glossary's definitions are no rows, but what it says the tender is made of stays", () => {
    const glossary = "11. GLOSARIO Y LISTADO DE ACRÓNIMOS.";
    expect(
      noiseClassOf("xi. Oferente: Proveedor que presenta una oferta en el marco de un procedimiento.", {
        heading: glossary,
      }),
    ).toBe("definición");
    expect(
      noiseClassOf("viii. Documentación licitatoria: Está constituida por el presente pliego y sus anexos.", {
        heading: glossary,
      }),
    ).toBeNull();
    // The same shape outside a glossary is a point ('Lugar de entrega: Almacén central…').
    expect(noiseClassOf("Lugar de entrega: Almacén central del hospital, calle Reforma 10.")).toBeNull();
  });

  it("the buyer's step is a row only when it sets a term or binds the bidder", () => {
    expect(
      noiseClassOf("Las garantías de fiel cumplimiento serán devueltas una vez efectuada la recepción."),
    ).toBe("acto de la convocante");
    expect(
      noiseClassOf(
        "La garantía de los oferentes no adjudicados será devuelta dentro de los treinta (30) días.",
      ),
    ).toBeNull();
    expect(noiseClassOf("Se abrirán los sobres y el licitante deberá firmar el acta.")).toBeNull();
    // The claim resolved within a stated term is the calendar's.
    expect(
      noiseClassOf("Las impugnaciones serán resueltas dentro de los cinco (5) días hábiles de presentadas."),
    ).toBeNull();
  });

  it("a line that only names laws is a bare citation; a duty resting on a law is a point", () => {
    expect(
      noiseClassOf(
        "Ley 1474 de 2011, la Ley 2069 de 2020, el Decreto 1082 de 2015 y las demás normas que los modifiquen.",
      ),
    ).toBe("cita legal");
    expect(
      noiseClassOf("22.4 del artículo 22 de la Ley 80 de 1993, en concordancia con el Decreto 1082 de 2015."),
    ).toBe("cita legal");
    expect(
      noiseClassOf(
        "El proponente deberá estar inscrito en el RUP conforme al artículo 6 de la Ley 1150 de 2007.",
      ),
    ).toBeNull();
    expect(noiseClassOf("Sin perjuicio de las penalidades mencionadas en el Decreto Nº 1259/24")).toBe(
      "cita legal",
    );
  });

  it("a numbered section title is a heading; one that carries its points is not", () => {
    expect(noiseClassOf("A1.3 Especificaciones por grupo")).toBe("encabezado");
    expect(noiseClassOf("4.4 Incentivos de la Ley 2069 de 2020 y del Decreto 1082 de 2015")).toBe(
      "encabezado",
    );
    expect(noiseClassOf("4.1 Oferta económica (40 puntos)")).toBeNull();
    // The section's heading printed again as its first line.
    expect(
      noiseClassOf("Artículo 8: MANTENIMIENTO DE OFERTA", { heading: "Artículo 8: MANTENIMIENTO DE OFERTA" }),
    ).toBe("encabezado");
    expect(
      noiseClassOf("3.6.1 El proponente debe ofrecer la totalidad de los ítems del Formulario 1."),
    ).toBeNull();
  });

  it("a blank form's fields are no rows, but its reference to the procedure is", () => {
    expect(noiseClassOf("Que ofrezco una garantía técnica adicional de ____ años.")).toBe(
      "formato en blanco",
    );
    expect(
      noiseClassOf("El proponente declara que los bienes ofrecidos son: ( ) nacionales, ( ) extranjeros."),
    ).toBe("formato en blanco");
    expect(
      noiseClassOf(
        "Referencia: Licitación Pública No. LP-SED-007-2026 El suscrito, ______, identificado con cédula.",
      ),
    ).toBeNull();
  });

  it("a power of the buyer is no row; the same words with the bidder as subject or a term are", () => {
    expect(
      noiseClassOf("El llamado podrá ser revocado por razones de oportunidad, mérito o conveniencia."),
    ).toBe("prerrogativa de la convocante");
    expect(
      noiseClassOf("Efectuada la apertura podrá solicitarse las aclaraciones necesarias a los oferentes."),
    ).toBe("prerrogativa de la convocante");
    // The bidder's own right is a point ('options open to the bidder' are labelled).
    expect(
      noiseClassOf("Dentro del mismo plazo, los oferentes tendrán derecho a impugnar el acto de apertura."),
    ).toBeNull();
    expect(
      noiseClassOf(
        "El contratista tendrá derecho a solicitar la revisión del precio conforme al apartado 8.",
      ),
    ).toBeNull();
    // A power with a figure the bidder meets ('hasta un 20 %') stays.
    expect(
      noiseClassOf("El contrato podrá ser ampliado hasta un veinte por ciento (20%) de su monto total."),
    ).toBeNull();
  });

  it("the law told on its own is no row; told beside a bidder's duty, the duty stays", () => {
    expect(
      noiseClassOf("Los subcontratistas no tendrán acción directa frente a la Administración contratante."),
    ).toBe("narración de la ley");
    expect(
      noiseClassOf(
        "Los oferentes deberán constituir un domicilio electrónico, donde tendrán plena validez las notificaciones.",
      ),
    ).toBeNull();
  });

  it("the buyer's step that awards the bid stays", () => {
    expect(
      noiseClassOf(
        "La adjudicación se efectuará por ítem, mediante el texto legal que será notificado al adjudicatario.",
      ),
    ).toBeNull();
  });

  it("a list that noise opens holds no rows; the list after it does", () => {
    const points = extractRelevantPoints([
      passage(
        [
          "Son documentos integrantes del contrato:",
          "a. El presente pliego de bases y condiciones generales",
          "b. La orden de compra o el contrato firmado",
          "Las ofertas deberán estar integradas por los siguientes documentos:",
          "a. Constancia de constitución de la garantía de mantenimiento de la oferta.",
        ].join("\n"),
      ),
    ]);
    expect(points.map((point) => point.quote)).toEqual([
      "a. Constancia de constitución de la garantía de mantenimiento de la oferta.",
    ]);
  });

  it("every exemption cue opens an exemption; a list of documents to hand in does not", () => {
    for (const entry of EXEMPTION_OPENINGS) expect(isExemptionOpening(entry.example)).toBe(true);
    expect(isExemptionOpening("Las ofertas deberán estar integradas por los siguientes documentos:")).toBe(
      false,
    );
    expect(isExemptionOpening("No será necesario presentar copia certificada.")).toBe(false);
  });

  it("an exemption is one row: the cases it covers are not rows of their own", () => {
    const points = extractRelevantPoints([
      passage(
        [
          "No será necesario constituir garantías de mantenimiento de la oferta y de fiel cumplimiento:",
          "a. En la adquisición de publicaciones periódicas;",
          "b. En las contrataciones de artistas o profesionales;",
          "Los oferentes deberán constituir la garantía de impugnación en efectivo.",
        ].join("\n"),
      ),
    ]);
    expect(points.map((point) => point.quote)).toEqual([
      "No será necesario constituir garantías de mantenimiento de la oferta y de fiel cumplimiento:",
      "Los oferentes deberán constituir la garantía de impugnación en efectivo.",
    ]);
  });

  it("phase 1 leaves out the noise and keeps the points around it", () => {
    const points = extractRelevantPoints([
      passage(
        "En caso de discrepancia, se seguirá el orden de prelación de la enumeración precedente.\nLos oferentes deberán constituir un domicilio electrónico especial al presentar la oferta.",
      ),
      passage(
        "ix. Licitante: La Jurisdicción o Entidad que realiza un procedimiento de selección.\nxi. Oferente: Proveedor que presenta una oferta en el marco de un procedimiento de selección.",
        "GLOSARIO Y ACRÓNIMOS",
        2,
      ),
      passage(
        "Hoja Adicional de Firmas Anexo Número:\nEl documento fue importado por el sistema Timbó.",
        null,
        3,
      ),
    ]);
    expect(points.map((point) => point.quote)).toEqual([
      "Los oferentes deberán constituir un domicilio electrónico especial al presentar la oferta.",
    ]);
  });
});
