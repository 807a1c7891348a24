/** A PDF whose picture declares more pixels than are read: left out, not decoded (memory and time). */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractDocument } from "./extract-document";
import { MAX_PDF_PAGES } from "./pdf-limits";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "licita-pdf-limits-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** One letter page painted with a white greyscale picture of width × height, Flate-compressed. */
function pdfWithPicture(width: number, height: number): Buffer {
  const pixels = deflateSync(Buffer.alloc(width * height, 0xff), { level: 9 });
  const content = "q 612 0 0 792 0 0 cm /Im1 Do Q";
  const objects = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>",
    ),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>\nstream\n`,
      ),
      pixels,
      Buffer.from("\nendstream"),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join("");
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

describe("a PDF page holding a picture bomb", () => {
  it("leaves a 90-megapixel picture out instead of decoding it and reading it by OCR", async () => {
    const filePath = path.join(dir, "plano.pdf");
    const pdf = pdfWithPicture(10_000, 9_000);
    expect(pdf.length).toBeLessThan(200_000);
    await writeFile(filePath, pdf);
    const started = performance.now();
    const result = await extractDocument({ filePath, fileType: "pdf", timeoutMs: 60_000 });
    expect(result.status).toBe("sin_texto");
    // Nothing left on the page to read by OCR: the answer for a page without text or pictures.
    expect("ocrPages" in result ? result.ocrPages : undefined).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(15_000);
  }, 90_000);
});

/** `pages` letter pages sharing one line of text: every page is real, none is a lying /Count. */
function pdfOfPages(pages: number): Buffer {
  const content = "BT /F1 12 Tf 72 720 Td (Partida de la licitacion publica) Tj ET";
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(" ");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from(
      { length: pages },
      () =>
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${pages + 4} 0 R >> >> /Contents ${pages + 3} 0 R >>`,
    ),
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`,
  ].join("");
  return Buffer.from(body + xref, "latin1");
}

describe("a PDF of more pages than are read (stop 25)", () => {
  it("is refused at once, naming both figures, instead of reading until the time limit", async () => {
    const filePath = path.join(dir, "catalogo.pdf");
    await writeFile(filePath, pdfOfPages(MAX_PDF_PAGES + 1));
    const started = performance.now();
    const result = await extractDocument({ filePath, fileType: "pdf", timeoutMs: 60_000 });
    expect(result).toMatchObject({
      status: "error",
      reason: "El PDF tiene 5,001 páginas; se leen hasta 5,000. Divídalo en partes de 5,000 páginas o menos.",
    });
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 90_000);
});
