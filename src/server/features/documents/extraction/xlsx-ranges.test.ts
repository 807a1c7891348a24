import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { cellsIn } from "./xlsx-ranges";
import { readXlsxText } from "./xlsx-text";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** A one-sheet workbook of a few hundred bytes whose sheet ends with `after` (ranges, validations). */
async function workbookWith(after: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  zip.file(
    "xl/workbook.xml",
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Partidas" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  zip.file(
    "xl/_rels/workbook.xml.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  );
  zip.file(
    "xl/worksheets/sheet1.xml",
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Partida 1: guantes de nitrilo</t></is></c><c r="B1"/></row></sheetData>${after}</worksheet>`,
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

describe("a workbook whose ranges cover the whole sheet (stop 25)", () => {
  it("is read at once, for its text, whatever its merged cells and validations claim", async () => {
    for (const after of [
      '<mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells>',
      '<dataValidations count="1"><dataValidation type="whole" sqref="A1:XFD1048576 A:A"><formula1>1</formula1></dataValidation></dataValidations>',
    ]) {
      const data = await workbookWith(after);
      expect(data.length).toBeLessThan(2_000);
      const started = Date.now();
      const units = await readXlsxText(data);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(units).toEqual([{ page: null, location: "Partidas", text: "Partida 1: guantes de nitrilo" }]);
    }
  }, 30_000);

  it("keeps a merged heading's text once where the ranges are sane", async () => {
    const units = await readXlsxText(
      await workbookWith('<mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells>'),
    );
    expect(units[0]?.text).toBe("Partida 1: guantes de nitrilo");
  });

  it("counts the cells of every A1-style range", () => {
    expect(cellsIn("B2")).toBe(1);
    expect(cellsIn("$A$1:$B$3")).toBe(6);
    expect(cellsIn("A1:XFD1048576")).toBe(16_384 * 1_048_576);
    expect(cellsIn("A:C")).toBe(3 * 1_048_576);
    expect(cellsIn("3:4")).toBe(2 * 16_384);
    expect(cellsIn("nada")).toBe(0);
  });
});
