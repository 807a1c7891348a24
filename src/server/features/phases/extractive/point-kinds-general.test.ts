/**
 * Readings of 'Tipo' and 'Obligatorio' written for general Spanish procurement sentences, not for a
 * labelled document (issue 9, stop 21): each precedence or default rule on a sentence of its own.
 */
import { describe, expect, it } from "vitest";
import { isMandatory } from "./mandatory-rules";
import { classify } from "./point-rules";

const mandatory = (sentence: string) =>
  isMandatory(classify(sentence) ?? "requisito_administrativo", sentence);

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
