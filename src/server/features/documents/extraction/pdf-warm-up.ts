import { deflateSync } from "node:zlib";
import { pdfFromObjects } from "./pdf-objects";
import { openPdf, readPageLines } from "./pdf-text";

/**
 * A small PDF written here (two pages of text and a four-column table, Flate-compressed as most PDFs
 * are) that a reading thread reads once when it starts: pdf.js's parser, text and layout code are then
 * compiled before the first real document comes, instead of while a client waits for it (a cold
 * thread spent ~0.7 s more CPU on the 49-page tender than a warm one).
 */
function warmUpPdf(): Uint8Array {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) =>
    objects.push(typeof body === "string" ? Buffer.from(body, "latin1") : body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add("<< /Type /Pages /Kids [5 0 R 7 0 R] /Count 2 >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  for (let page = 1; page <= 2; page++) {
    const prose = Array.from(
      { length: 12 },
      (_, line) =>
        `(Cláusula ${page}.${line + 1}: garantía de cumplimiento del contrato y plazo de entrega.) '`,
    );
    const rows = Array.from({ length: 6 }, (_, row) =>
      [50, 110, 330, 430]
        .map(
          (x, cell) => `1 0 0 1 ${x} ${500 - row * 14} Tm (${["1", "Concepto", "pieza", "12,50"][cell]}) Tj`,
        )
        .join(" "),
    );
    const stream = deflateSync(
      Buffer.from(`BT /F1 10 Tf 12 TL 50 800 Td ${prose.join(" ")} ${rows.join(" ")} ET`, "latin1"),
    );
    add(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
        stream,
        Buffer.from("\nendstream", "latin1"),
      ]),
    );
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`,
    );
  }
  return new Uint8Array(pdfFromObjects(objects));
}

/** Reads the warm-up PDF; the lines it gives (for a test). Never throws: a failure only leaves it cold. */
export async function warmUpPdfReader(): Promise<string[]> {
  try {
    const pdf = await openPdf(warmUpPdf());
    try {
      return (await readPageLines(pdf, 1, pdf.numPages)).flat().map((line) => line.text);
    } finally {
      await pdf.destroy();
    }
  } catch {
    return [];
  }
}
