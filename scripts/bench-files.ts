/**
 * Files for bench:ingest, written from scratch: a 48-page text PDF shaped like tender bases (numbered
 * clauses, about 3,500 characters a page) and a ~20 MB PDF, the upload limit, whose bulk is one
 * incompressible photo per page (as in annexes with pictures of the goods) around the same text.
 */
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pdfFromObjects } from "../src/server/features/documents/extraction/pdf-objects";

const SUBJECTS = [
  "El licitante deberá acreditar su experiencia mínima de tres años en contratos similares",
  "La garantía de cumplimiento será del diez por ciento del monto total adjudicado",
  "Los bienes se entregarán en el almacén central de la dependencia en días hábiles",
  "La junta de aclaraciones se celebrará en la sala de juntas de la Dirección de Compras",
  "La propuesta técnica incluirá la metodología, el plan de trabajo y el currículum del personal",
  "El fallo se dará a conocer en junta pública conforme al criterio de puntos y porcentajes",
  "Las penas convencionales se aplicarán por cada día natural de atraso en la entrega",
  "La convocante podrá verificar la información presentada por los licitantes en cualquier momento",
];

/** About 3,500 characters of clauses for page `page`, in lines of at most 90 characters. */
function pageLines(page: number, variant: number): string[] {
  const lines = [`CAPÍTULO ${page}. CONDICIONES DE LA LICITACIÓN PÚBLICA NACIONAL`];
  for (let clause = 1; clause <= 8; clause++) {
    lines.push(
      "",
      `${page}.${clause} Cláusula ${clause} del capítulo ${page}${variant ? " (anexo fotográfico)" : ""}`,
    );
    const text = `${SUBJECTS[(page * (variant + 1) + clause) % SUBJECTS.length]}, según el numeral ${page}.${clause} de estas bases y el anexo técnico ${clause}; el incumplimiento será causa de desechamiento de la proposición y se hará constar en el acta correspondiente.`;
    const words = text.split(" ");
    let line = "";
    for (const word of words) {
      if (`${line} ${word}`.length > 90) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

/** A PDF of `pages` text pages (Helvetica, WinAnsi), each with an optional incompressible image. */
export function buildPdf(pages: number, imageBytesPerPage: number, variant = 0): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) =>
    objects.push(typeof body === "string" ? Buffer.from(body, "latin1") : body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add("PAGES");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const pageIds: number[] = [];
  for (let page = 1; page <= pages; page++) {
    const text = pageLines(page, variant)
      .map((line) => `(${line.replace(/[\\()]/g, "\\$&")}) '`)
      .join("\n");
    let image = "";
    let resources = "/Font << /F1 3 0 R >>";
    if (imageBytesPerPage > 0) {
      // A grey photo of random pixels: Flate cannot shrink it, so the file really weighs what it says.
      const side = Math.floor(Math.sqrt(imageBytesPerPage));
      const pixels = randomBytes(side * side);
      const head = Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
        "latin1",
      );
      add(Buffer.concat([head, pixels, Buffer.from("\nendstream", "latin1")]));
      resources += ` /XObject << /Im1 ${objects.length} 0 R >>`;
      image = "q 200 0 0 120 360 60 cm /Im1 Do Q\n";
    }
    const stream = `${image}BT\n/F1 10 Tf\n12 TL\n50 800 Td\n${text}\nET`;
    add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
    const contentId = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << ${resources} >> /Contents ${contentId} 0 R >>`,
    );
    pageIds.push(objects.length);
  }
  objects[1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`,
    "latin1",
  );
  return pdfFromObjects(objects);
}

/** Writes the two files into `dir` and returns their paths. */
export async function writeBenchFiles(dir: string): Promise<string[]> {
  const text = path.join(dir, "bases-48-paginas.pdf");
  const large = path.join(dir, "anexo-fotografico-20mb.pdf");
  await writeFile(text, buildPdf(48, 0));
  // 48 pages of ~418 KB of pixels: just under the 20 MB (20,971,520 bytes) upload limit.
  await writeFile(large, buildPdf(48, 418 * 1024, 1));
  return [text, large];
}
