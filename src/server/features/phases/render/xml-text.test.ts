/**
 * Stop 20 (w-20b): client text holding U+FFFE (a project name, a document's text) made a workbook whose
 * reader stopped at that cell, losing every row after it. The writers now leave such characters out.
 */
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { renderDocument } from "./document";
import { renderWorkbook } from "./workbook";
import { withXmlText, xmlText } from "./xml-text";

const HOSTILE = "Obra\ufffe\uffff\u0001\u000b\ud800 Fin";
const NOT_XML = ["\ufffe", "\uffff", "\u0001", "\u000b", "\ufffd"];
const holdsNonXml = (text: string) => NOT_XML.some((character) => text.includes(character));

async function partsOf(buffer: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(buffer);
  const names = Object.keys(zip.files).filter((name) => name.endsWith(".xml"));
  return (await Promise.all(names.map((name) => zip.file(name)!.async("string")))).join("\n");
}

describe("text the XML of Word and Excel cannot hold", () => {
  it("is left out, and the characters around it and emoji stay", () => {
    expect(xmlText(HOSTILE)).toBe("Obra Fin");
    expect(xmlText("Línea\tuno\nlínea dos 🏗️")).toBe("Línea\tuno\nlínea dos 🏗️");
    const when = new Date("2026-03-05T18:30:00Z");
    expect(withXmlText({ title: HOSTILE, rows: [{ a: HOSTILE, b: 3, c: null }], when })).toEqual({
      title: "Obra Fin",
      rows: [{ a: "Obra Fin", b: 3, c: null }],
      when,
    });
  });

  it("never reaches a workbook or a document", async () => {
    const generatedAt = new Date("2026-03-05T18:30:00Z");
    const workbook = await partsOf(
      await renderWorkbook({
        title: `Puntos relevantes — ${HOSTILE}`,
        generatedBy: "Generador extractivo integrado",
        generatedAt,
        sheets: [
          {
            name: "Puntos relevantes",
            columns: [{ header: "Requisito", key: "requirement" }],
            rows: [{ requirement: HOSTILE }, { requirement: "Después" }],
          },
        ],
      }),
    );
    expect(workbook).toContain("Obra Fin");
    expect(holdsNonXml(workbook)).toBe(false);
    const document = await partsOf(
      await renderDocument({
        title: `Índice — ${HOSTILE}`,
        generatedBy: "Generador extractivo integrado",
        generatedAt,
        sections: [{ heading: HOSTILE, level: 1, blocks: [{ kind: "paragraph", text: HOSTILE }] }],
      }),
    );
    expect(document).toContain("Obra Fin");
    expect(holdsNonXml(document)).toBe(false);
  });
});
