/**
 * A one-page PDF receipt, written directly (PDF 1.4, the standard Helvetica fonts in WinAnsiEncoding,
 * which covers Spanish: á é í ó ú ñ ü ¿ ¡). A receipt is a few lines of text and rules; a PDF library
 * would add megabytes for that.
 */
export interface ReceiptLine {
  text: string;
  size?: number;
  isBold?: boolean;
  /** A value on the same line, in the value column (a label: value row). */
  value?: string;
  /** Space before the line, in points. */
  gapBefore?: number;
  /** A horizontal rule under the line. */
  hasRuleBelow?: boolean;
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** Values start at this column, so rows read as a table without font metrics. */
const VALUE_X = MARGIN + 170;

/** Text as a PDF literal string in WinAnsi (Latin-1 for Spanish), with ( ) \ escaped. */
function pdfString(text: string): string {
  const bytes = Buffer.from(
    Array.from(text, (char) => ((char.codePointAt(0) ?? 0) > 0xff ? "?" : char)).join(""),
    "latin1",
  );
  let out = "";
  for (const byte of bytes) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(byte);
  }
  return `(${out})`;
}

export function renderReceiptPdf(lines: ReceiptLine[], title: string): Buffer {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gapBefore ?? 0) + size * 1.45;
    const font = line.isBold ? "F2" : "F1";
    ops.push(`BT /${font} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`);
    if (line.value !== undefined) {
      ops.push(`BT /F2 ${size} Tf ${VALUE_X} ${y.toFixed(1)} Td ${pdfString(line.value)} Tj ET`);
    }
    if (line.hasRuleBelow) {
      y -= 8;
      ops.push(`0.75 w 0.6 G ${MARGIN} ${y.toFixed(1)} m ${PAGE_WIDTH - MARGIN} ${y.toFixed(1)} l S`);
    }
  }
  const content = ops.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Licita) /CreationDate (D:${pdfDate(new Date())}) >>`,
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
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

function pdfDate(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}
