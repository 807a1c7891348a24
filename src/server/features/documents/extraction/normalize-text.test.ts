import { describe, expect, it } from "vitest";
import { joinHyphenatedLines, normalizeText } from "./normalize-text";
import { slideXmlToText } from "./pptx-text";
import { decodeText } from "./txt-text";

describe("normalizeText", () => {
  it("composes accents (NFC), so that search sees one 'ó'", () => {
    expect(normalizeText("licitacio\u0301n")).toBe("licitación");
  });

  it("strips control and invisible characters but keeps newlines and tabs", () => {
    expect(normalizeText("a\u0000b\u0007c\u00adde\u200bf\tg\nh")).toBe("abcdef\tg\nh");
  });

  it("collapses spaces, trims lines, unifies newlines and keeps at most one empty line", () => {
    expect(normalizeText("  Uno   dos\u00a0\u00a0tres  \r\n\r\n\r\n\r\nCuatro\rcinco\f")).toBe(
      "Uno dos tres\n\nCuatro\ncinco",
    );
  });

  it("spells out ligatures and turns symbol-font bullets into '•'", () => {
    expect(normalizeText("especi\ufb01caciones\n\uf0b7 Garantía")).toBe("especificaciones\n• Garantía");
  });
});

describe("joinHyphenatedLines", () => {
  it("joins a word broken at a line end", () => {
    expect(joinHyphenatedLines("la licita-\nción pública y los adminis -\ntrativos")).toBe(
      "la licitación pública y los administrativos",
    );
  });

  it("keeps hyphens before capitals and digits", () => {
    expect(joinHyphenatedLines("Norma ISO-\n9001 y Anexo A-\nB")).toBe("Norma ISO-\n9001 y Anexo A-\nB");
  });
});

describe("decodeText", () => {
  it("reads UTF-8, UTF-16 with a byte-order mark, and falls back to Windows-1252", () => {
    expect(decodeText(Buffer.from("Señal", "utf8"))).toBe("Señal");
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Año", "utf16le")]))).toBe("Año");
    expect(decodeText(Buffer.from([0x93, 0x41, 0xf1, 0x6f, 0x94]))).toBe("“Año”");
  });
});

describe("slideXmlToText", () => {
  it("marks titles, keeps paragraphs and breaks, and turns a table into rows", () => {
    const xml = `<p:sld><p:cSld><p:spTree>
      <p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>Fallo &amp; adjudicación</a:t></a:r></a:p></p:txBody></p:sp>
      <p:sp><p:txBody><a:p><a:r><a:t>Primer </a:t></a:r><a:r><a:t>párrafo</a:t></a:r><a:br/><a:r><a:t>sigue</a:t></a:r></a:p><a:p/><a:p><a:r><a:t>Segundo</a:t></a:r></a:p></p:txBody></p:sp>
      <p:graphicFrame><a:graphic><a:graphicData><a:tbl><a:tr><a:tc><a:txBody><a:p><a:r><a:t>Criterio</a:t></a:r></a:p></a:txBody></a:tc><a:tc><a:txBody><a:p><a:r><a:t>Puntos</a:t></a:r></a:p></a:txBody></a:tc></a:tr>
      <a:tr><a:tc><a:txBody><a:p><a:r><a:t>Experiencia</a:t></a:r></a:p></a:txBody></a:tc><a:tc><a:txBody><a:p><a:r><a:t>&#50;0</a:t></a:r></a:p></a:txBody></a:tc></a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>
    </p:spTree></p:cSld></p:sld>`;
    expect(slideXmlToText(xml)).toBe(
      "# Fallo & adjudicación\n\nPrimer párrafo\nsigue\nSegundo\n\nCriterio | Puntos\nExperiencia | 20",
    );
  });
});
