/**
 * A duty no cue names is a technical requirement in the document titled as the technical one, and an
 * administrative requirement in the others of the same bases.
 */
import { describe, expect, it } from "vitest";
import { technicalDocuments } from "./document-role";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";

const DUTY = "Las prendas deberán llevar bordado el escudo municipal en el lado izquierdo del pecho.";

function documentOf(documentId: string, title: string[], page = 1): SourcePassage[] {
  return [
    {
      id: `${documentId}-1`,
      documentId,
      documentName: `${documentId}.pdf`,
      page,
      heading: null,
      text: title.join("\n"),
    },
    {
      id: `${documentId}-2`,
      documentId,
      documentName: `${documentId}.pdf`,
      page: page + 1,
      heading: null,
      text: DUTY,
    },
  ];
}

describe("the technical document of the bases", () => {
  it("is read from its title, even wrapped or after a letterhead", () => {
    const passages = [
      ...documentOf("ppt", [
        "AYUNTAMIENTO DE VILLANUEVA",
        "Servicio de Contratación",
        "PLIEGO DE PRESCRIPCIONES",
        "TÉCNICAS PARTICULARES",
      ]),
      ...documentOf("tdr", ["Términos de referencia para la adquisición de material de curación"]),
      ...documentOf("pcap", [
        "PLIEGO DE CLÁUSULAS ADMINISTRATIVAS PARTICULARES",
        "El contrato se ajustará al pliego de prescripciones técnicas.",
      ]),
    ];
    expect([...technicalDocuments(passages)].sort()).toEqual(["ppt", "tdr"]);
  });

  it("makes a duty with no cue of its own técnico there and administrativo in another document", () => {
    const kindIn = (passages: SourcePassage[]) =>
      extractRelevantPoints(passages).find((point) => point.quote.startsWith("Las prendas deberán"))?.kind;
    expect(
      kindIn(documentOf("ppt", ["PLIEGO DE PRESCRIPCIONES TÉCNICAS QUE HAN DE REGIR EL SUMINISTRO"])),
    ).toBe("requisito_tecnico");
    expect(kindIn(documentOf("pcap", ["PLIEGO DE CLÁUSULAS ADMINISTRATIVAS PARTICULARES"]))).toBe(
      "requisito_administrativo",
    );
  });
});
