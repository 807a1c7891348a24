/**
 * Makes scan fixtures from text PDFs, keeping each original's text as the reference OCR is measured
 * against: every page rendered (pdf.js) at 200-300 dpi, tilted 1-2° (alternating), speckled with noise (1 % of pixels),
 * page 2 turned upside-down, saved as a JPEG (quality 60) in a PDF of pictures only, as a scanner
 * writes it.
 *
 *   node --import tsx scripts/make-scan-fixtures.ts [--dpi 250] [--pages N] OUTDIR PDF...
 *
 * Writes OUTDIR/<name>-escaneado.pdf and OUTDIR/<name>-escaneado.ref.json ({ source, dpi, upsideDown,
 * pages: the original's text layer page by page }). `--pages N` repeats or cuts the original's pages to
 * N pages (a 20- or 50-page scan from a shorter tender).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCanvas } from "@napi-rs/canvas";
import { openPdfRenderer } from "../src/server/features/documents/extraction/ocr/pdf-render";
import { readPdfText } from "../src/server/features/documents/extraction/pdf-text";
import {
  applyLook,
  buildScannedPdf,
  type ScannedPage,
  scannedPage,
} from "../tests/fixtures/documents/build-scans";

export interface ScanReference {
  source: string;
  dpi: number;
  /** Pages of the scan turned upside-down (1-based). */
  upsideDown: number[];
  /** The original's text layer, one entry per page of the scan. */
  pages: string[];
}

/** Makes one scan fixture; answers the scan's path. */
export async function makeScanFixture(options: {
  source: string;
  outDir: string;
  dpi?: number;
  pages?: number;
}): Promise<string> {
  const dpi = options.dpi ?? 250;
  const data = new Uint8Array(await readFile(options.source));
  const original = await readPdfText(data.slice(), { keepRepeatedLines: true });
  const count = options.pages ?? original.pageCount;
  const renderer = await openPdfRenderer(data.slice(), { dpi });
  const scanned: ScannedPage[] = [];
  const references: string[] = [];
  const upsideDown = count >= 2 ? [2] : [];
  try {
    for (let index = 0; index < count; index++) {
      const sourcePage = (index % original.pageCount) + 1;
      const gray = await renderer.render(sourcePage);
      const canvas = createCanvas(gray.width, gray.height);
      const context = canvas.getContext("2d");
      const pixels = context.createImageData(gray.width, gray.height);
      for (let pixel = 0; pixel < gray.data.length; pixel++) {
        const value = gray.data[pixel] as number;
        pixels.data.set([value, value, value, 255], pixel * 4);
      }
      context.putImageData(pixels, 0, 0);
      const page = applyLook(canvas, {
        turns: upsideDown.includes(index + 1) ? 2 : 0,
        skewDegrees: index % 2 === 0 ? 1.5 : -1.2,
        noise: 0.01,
        seed: index + 1,
      });
      scanned.push(await scannedPage(page, dpi, 60));
      references.push(original.pages[sourcePage - 1] ?? "");
    }
  } finally {
    await renderer.close();
  }
  await mkdir(options.outDir, { recursive: true });
  const base = path.basename(options.source, path.extname(options.source));
  const suffix = options.pages ? `-${count}p` : "";
  const scanPath = path.join(options.outDir, `${base}${suffix}-escaneado.pdf`);
  await writeFile(scanPath, buildScannedPdf(scanned));
  const reference: ScanReference = {
    source: path.basename(options.source),
    dpi,
    upsideDown,
    pages: references,
  };
  await writeFile(scanPath.replace(/\.pdf$/, ".ref.json"), JSON.stringify(reference));
  return scanPath;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string): number | undefined => {
    const at = args.indexOf(name);
    if (at === -1) return undefined;
    const value = Number(args[at + 1]);
    args.splice(at, 2);
    return value;
  };
  const dpi = option("--dpi");
  const pages = option("--pages");
  const [outDir, ...sources] = args;
  if (!outDir || sources.length === 0) {
    console.error("Uso: npm run fixtures:scans -- [--dpi 250] [--pages N] CARPETA PDF...");
    process.exit(2);
  }
  for (const source of sources) {
    const started = performance.now();
    const scan = await makeScanFixture({ source, outDir, dpi, pages });
    console.log(`${scan} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
  process.exit(0);
}
