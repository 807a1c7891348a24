/**
 * Real sample documents for the upload tests, made on the fly: a hand-written PDF, docx (docx), xlsx
 * (exceljs), pptx (a minimal package written with JSZip), their legacy forms converted by LibreOffice,
 * and ZIPs assembled byte by byte for the hostile cases. Test-only: nothing in src/ imports it.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { crc32, createDeflateRaw, deflateRawSync } from "node:zlib";
import { Document, Packer, Paragraph } from "docx";
import ExcelJS from "exceljs";
import JSZip from "jszip";

/** A one-page PDF with real text, offsets and cross-reference table. */
export function samplePdf(text = "Bases de la licitacion publica nacional"): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, "\\$&")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

export async function sampleDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: [new Paragraph("Propuesta técnica: metodología y plan de trabajo")] }],
  });
  return Packer.toBuffer(document);
}

export async function sampleXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Requisitos");
  sheet.addRow(["Requisito", "Tipo", "Ponderación"]);
  sheet.addRow(["Experiencia mínima de 5 años", "Técnico", 20]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const PRESENTATION_NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The smallest pptx LibreOffice opens: one slide with one text box. */
export async function samplePptx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/><Override PartName="/ppt/slides/slide1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `${DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
  );
  zip.file(
    "ppt/presentation.xml",
    `${DECLARATION}<p:presentation ${PRESENTATION_NS}><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
  );
  zip.file(
    "ppt/_rels/presentation.xml.rels",
    `${DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide1.xml"/></Relationships>`,
  );
  zip.file(
    "ppt/slides/slide1.xml",
    `${DECLARATION}<p:sld ${PRESENTATION_NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/><p:sp><p:nvSpPr><p:cNvPr id="2" name="Texto"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="457200" y="457200"/><a:ext cx="8229600" cy="1143000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="es-MX"/><a:t>Plan de trabajo</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

const run = promisify(execFile);
export const SOFFICE = "/usr/bin/soffice";
export const hasSoffice = existsSync(SOFFICE);

/** Converts a file with LibreOffice (its own profile, so parallel runs never share one). */
export async function convertWithSoffice(source: string, format: string, workDir: string): Promise<Buffer> {
  const outDir = path.join(workDir, `out-${format}`);
  await mkdir(outDir, { recursive: true });
  const profile = `file://${path.join(workDir, "soffice-profile")}`;
  await run(
    SOFFICE,
    ["--headless", `-env:UserInstallation=${profile}`, "--convert-to", format, "--outdir", outDir, source],
    {
      timeout: 60_000,
    },
  );
  return readFile(path.join(outDir, `${path.parse(source).name}.${format}`));
}

export interface RawZipEntry {
  name: string;
  /** The bytes, deflated here. */
  data?: Buffer;
  /** Bytes already deflated elsewhere (for entries too big to hold). */
  deflated?: { bytes: Buffer; crc: number; size: number };
  /** Overrides the declared uncompressed size in both headers (to lie about it). */
  declaredSize?: number;
  flags?: number;
}

/** A ZIP written byte by byte, so tests control every field a hostile file could set. */
export function buildZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const bytes = entry.deflated?.bytes ?? deflateRawSync(entry.data ?? Buffer.alloc(0));
    const crc = entry.deflated?.crc ?? crc32(entry.data ?? Buffer.alloc(0));
    const size = entry.declaredSize ?? entry.deflated?.size ?? entry.data?.length ?? 0;
    const flags = 0x800 | (entry.flags ?? 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(bytes.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(bytes.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, bytes);
    centrals.push(central, name);
    offset += local.length + name.length + bytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `megabytes` MB of zeros deflated as a stream (a 300 MB entry becomes ~300 KB without holding 300 MB). */
export async function deflatedZeros(
  megabytes: number,
): Promise<{ bytes: Buffer; crc: number; size: number }> {
  const zeros = Buffer.alloc(1_048_576);
  const deflater = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflater.on("end", resolve).on("error", reject));
  let crc = 0;
  for (let index = 0; index < megabytes; index += 1) {
    crc = crc32(zeros, crc);
    if (!deflater.write(zeros)) await new Promise((resolve) => deflater.once("drain", resolve));
  }
  deflater.end();
  await done;
  return { bytes: Buffer.concat(chunks), crc, size: megabytes * 1_048_576 };
}

/** The minimum parts of a docx, as [name, bytes] pairs, to build hostile variants around. */
export function docxParts(documentXml: string): RawZipEntry[] {
  return [
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
      ),
    },
    { name: "word/document.xml", data: Buffer.from(documentXml) },
  ];
}

export const WORD_DOCUMENT_XML = `${DECLARATION}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Anexo técnico</w:t></w:r></w:p></w:body></w:document>`;

export async function writeSample(dir: string, name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}
