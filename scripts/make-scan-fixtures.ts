/**
 * Makes scan fixtures from text PDFs, keeping each original's text as the reference OCR is measured
 * against. Every page is rendered (pdf.js) and saved as a JPEG in a PDF of pictures only, as a scanner
 * writes it, with one look per page, so that accuracy can be told apart by kind of page:
 *
 *   limpia     250 dpi, straight, JPEG quality 90
 *   invertida  page 2: upside-down, 250 dpi, JPEG 90
 *   ruido      300 dpi, 1 % of pixels speckled (salt and pepper), JPEG 90
 *   inclinada  200 dpi, tilted 1.5° (or -1.2°), JPEG 90
 *   jpeg       250 dpi, JPEG quality 30 (blocky)
 *   todo       250 dpi, speckled, tilted, JPEG 60: everything at once
 *
 * Pages other than 2 take the looks in turn (limpia, ruido, inclinada, jpeg, todo, ...).
 *
 *   node --import tsx scripts/make-scan-fixtures.ts [--pages N] [--looks a,b] [--quality Q] OUTDIR PDF...
 *
 * Writes OUTDIR/<name>-escaneado.pdf and OUTDIR/<name>-escaneado.ref.json ({ source, upsideDown, looks,
 * pages: the original's text layer page by page, as poppler's pdftotext reads it, without the running
 * header and footer pdf-text.ts drops (ocr-accuracy.ts, withoutFurniture) }). pdftotext (Debian's
 * poppler-utils) puts a page's text in reading order, top to bottom: the letterhead, the body, then the
 * footer; pdf.js hands text over in drawing order (Jaén's pages draw their footer's verification stamp
 * right after the letterhead), which no reader of the page, OCR included, would follow. `--pages N` repeats or cuts the original's pages to
 * N pages (a 20- or 50-page scan from a shorter tender).
 */
import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createCanvas } from "@napi-rs/canvas";
import {
  openPdfRenderer,
  type PdfPageRenderer,
} from "../src/server/features/documents/extraction/ocr/pdf-render";
import { readPdfText } from "../src/server/features/documents/extraction/pdf-text";
import {
  applyLook,
  buildScannedPdf,
  type ScannedPage,
  scannedPage,
} from "../tests/fixtures/documents/build-scans";
import { withoutFurniture } from "./ocr-accuracy";

export type ScanLook = "limpia" | "invertida" | "ruido" | "inclinada" | "jpeg" | "todo";

interface LookSettings {
  dpi: number;
  turns: 0 | 2;
  skewDegrees: number;
  noise: number;
  quality: number;
}

const LOOKS: Record<ScanLook, LookSettings> = {
  limpia: { dpi: 250, turns: 0, skewDegrees: 0, noise: 0, quality: 90 },
  invertida: { dpi: 250, turns: 2, skewDegrees: 0, noise: 0, quality: 90 },
  ruido: { dpi: 300, turns: 0, skewDegrees: 0, noise: 0.01, quality: 90 },
  inclinada: { dpi: 200, turns: 0, skewDegrees: 1.5, noise: 0, quality: 90 },
  jpeg: { dpi: 250, turns: 0, skewDegrees: 0, noise: 0, quality: 30 },
  todo: { dpi: 250, turns: 0, skewDegrees: 1.5, noise: 0.01, quality: 60 },
};
const CYCLE: ScanLook[] = ["limpia", "ruido", "inclinada", "jpeg", "todo"];

/** The look of a page of the scan (1-based), taking `cycle`'s looks in turn. */
export function lookOfPage(page: number, cycle: ScanLook[] = CYCLE): ScanLook {
  if (page === 2) return "invertida";
  const index = page < 2 ? 0 : page - 2;
  return cycle[index % cycle.length] as ScanLook;
}

export interface ScanReference {
  source: string;
  /** Each page's look (see the file's comment), in page order. */
  looks: ScanLook[];
  /** Pages of the scan turned upside-down (1-based). */
  upsideDown: number[];
  /** The original's text layer (pdftotext), one entry per page of the scan. */
  pages: string[];
}

/** One page of a PDF's text layer in reading order, as poppler's pdftotext reads it. */
export async function textLayerOfPage(source: string, page: number): Promise<string> {
  const { stdout } = await promisify(execFile)(
    "pdftotext",
    ["-f", String(page), "-l", String(page), "-enc", "UTF-8", source, "-"],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/** Per page, the lines the text layer's reader drops as running headers and footers. */
function furnitureOfPages(everyLine: string[], kept: string[]): string[][] {
  return everyLine.map((page, index) => {
    const left = new Map<string, number>();
    for (const line of (kept[index] ?? "").split("\n")) left.set(line, (left.get(line) ?? 0) + 1);
    return page.split("\n").filter((line) => {
      const count = left.get(line) ?? 0;
      left.set(line, count - 1);
      return count <= 0;
    });
  });
}

/** Makes one scan fixture; answers the scan's path. */
export async function makeScanFixture(options: {
  source: string;
  outDir: string;
  pages?: number;
  /**
   * The looks to take in turn instead of all of them: speckled pages compress badly (2 MB each at
   * 300 dpi), so a 50-page scan under the 20 MB upload limit leaves them out.
   */
  looks?: ScanLook[];
  /** A JPEG quality no page exceeds (a 50-page scan at quality 50 stays under the upload limit). */
  maxQuality?: number;
}): Promise<string> {
  const data = new Uint8Array(await readFile(options.source));
  const original = await readPdfText(data.slice(), { keepRepeatedLines: true });
  const furniture = furnitureOfPages(original.pages, (await readPdfText(data.slice())).pages);
  const count = options.pages ?? original.pageCount;
  const renderers = new Map<number, PdfPageRenderer>();
  const scanned: ScannedPage[] = [];
  const references: string[] = [];
  const looks: ScanLook[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const sourcePage = (index % original.pageCount) + 1;
      const look = lookOfPage(index + 1, options.looks);
      const settings = LOOKS[look];
      let renderer = renderers.get(settings.dpi);
      if (!renderer) {
        renderer = await openPdfRenderer(data.slice(), { dpi: settings.dpi });
        renderers.set(settings.dpi, renderer);
      }
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
        turns: settings.turns,
        skewDegrees: index % 2 === 0 ? settings.skewDegrees : -0.8 * settings.skewDegrees,
        noise: settings.noise,
        seed: index + 1,
      });
      const quality = Math.min(settings.quality, options.maxQuality ?? 100);
      scanned.push(await scannedPage(page, settings.dpi, quality));
      references.push(
        withoutFurniture(await textLayerOfPage(options.source, sourcePage), furniture[sourcePage - 1] ?? []),
      );
      looks.push(look);
    }
  } finally {
    for (const renderer of renderers.values()) await renderer.close();
  }
  await mkdir(options.outDir, { recursive: true });
  const base = path.basename(options.source, path.extname(options.source));
  const suffix = options.pages ? `-${count}p` : "";
  const scanPath = path.join(options.outDir, `${base}${suffix}-escaneado.pdf`);
  await writeFile(scanPath, buildScannedPdf(scanned));
  const reference: ScanReference = {
    source: path.basename(options.source),
    looks,
    upsideDown: looks.flatMap((look, index) => (look === "invertida" ? [index + 1] : [])),
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
  const pages = option("--pages");
  const maxQuality = option("--quality");
  const looksAt = args.indexOf("--looks");
  const looks = looksAt === -1 ? undefined : (args.splice(looksAt, 2)[1]?.split(",") as ScanLook[]);
  const [outDir, ...sources] = args;
  if (!outDir || sources.length === 0) {
    console.error("Uso: npm run fixtures:scans -- [--pages N] [--looks a,b] [--quality Q] CARPETA PDF...");
    process.exit(2);
  }
  for (const source of sources) {
    const started = performance.now();
    const scan = await makeScanFixture({ source, outDir, pages, looks, maxQuality });
    console.log(`${scan} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
  process.exit(0);
}
