import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Tesseract from "tesseract.js";
import { removeSpecks } from "./clean-image";
import {
  enlargeImage,
  type GrayImage,
  inkShare,
  isTextSideways,
  type QuarterTurns,
  rotateImage,
  toPgm,
} from "./gray-image";
import { pageTextFromTsv } from "./page-words";
import { frequentWordShare, isReadUpright } from "./spanish-words";
import { cutBand, unreadBands, withBandReading, withStackReading } from "./unread-bands";

/** What OCR made of one page. */
export interface PageReading {
  text: string;
  /** Tesseract's confidence in the words kept, 0-100 (weighted by their letters). */
  confidence: number;
  /** Quarter turns clockwise the page needed to be read upright. */
  turns: QuarterTurns;
}

/** A reading with too few words to judge by them is taken as it is at or above this confidence. */
const UPRIGHT_CONFIDENCE = 70;
/** A first reading with fewer characters than this is not tried turned: there is no text to turn. */
const MIN_TEXT_TO_TURN = 20;
/** A page with less ink than this (a blank page, a page break sheet) has nothing to read. */
const BLANK_INK_SHARE = 0.002;

/** A scan coarser than this is enlarged to READ_DPI before it is read. */
const ENLARGE_BELOW_DPI = 240;
/** What a coarse scan is enlarged to: Tesseract reads body text best at about 300 dpi. */
const READ_DPI = 300;

/**
 * A coarse scan (a 200-dpi page, a 150-dpi fax) enlarged to 300 dpi: its small print (a 6-point footer
 * is 8 pixels high at 200 dpi) is lost by Tesseract as it is and read once enlarged. On the 200-dpi
 * pages of the scan fixtures CER fell from 4.3 % to 1.2-1.9 %. Scans of 250 dpi and more are read as
 * they are: enlarged, they read no better (one page worse).
 */
function enlargeCoarseScan(image: GrayImage): GrayImage {
  if (image.dpi === undefined || image.dpi >= ENLARGE_BELOW_DPI) return image;
  return enlargeImage(image, READ_DPI / image.dpi);
}

/**
 * The Spanish model shipped in the npm package @tesseract.js-data/spa: nothing is downloaded at run
 * time. 'best_int' is the more exact of its two models (LAB-NOTES).
 */
function spanishLanguagePath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("@tesseract.js-data/spa/package.json")), "4.0.0_best_int");
}

/**
 * Our copy of tesseract.js's Node worker script, which loads the LSTM-only core for OEM.LSTM_ONLY
 * (tesseract.js 7 always loads the core with the legacy engine too: see the script).
 */
const WORKER_SCRIPT = fileURLToPath(new URL("./tesseract-worker.cjs", import.meta.url));

/**
 * A small set of Tesseract (tesseract.js, WebAssembly) workers reading Spanish, each one page at a time.
 * Started on first use; `close` ends them.
 */
export class OcrEngine {
  private readonly idle: Tesseract.Worker[] = [];
  private readonly waiting: Array<(worker: Tesseract.Worker) => void> = [];
  private started = 0;
  /** The tesseract.js-core build the workers loaded ('tesseract-core-simd-lstm'), once one started. */
  coreName: string | undefined;

  constructor(readonly size: number) {}

  /** Reads one page, turned upright when it lies sideways or upside-down. Throws when Tesseract fails. */
  async readPage(image: GrayImage): Promise<PageReading> {
    // A blank page (a separator sheet, the back of a sheet) holds no text for sure: nothing to doubt.
    if (inkShare(image) < BLANK_INK_SHARE) return { text: "", confidence: 100, turns: 0 };
    const clean = enlargeCoarseScan(removeSpecks(image));
    const worker = await this.acquire();
    try {
      return await readUpright(worker, clean);
    } finally {
      this.release(worker);
    }
  }

  async close(): Promise<void> {
    const workers = this.idle.splice(0);
    this.started -= workers.length;
    await Promise.allSettled(workers.map((worker) => worker.terminate()));
  }

  private async acquire(): Promise<Tesseract.Worker> {
    const free = this.idle.pop();
    if (free) return free;
    if (this.started < this.size) {
      this.started++;
      try {
        return await Tesseract.createWorker("spa", Tesseract.OEM.LSTM_ONLY, {
          langPath: spanishLanguagePath(),
          gzip: true,
          cacheMethod: "none",
          workerPath: WORKER_SCRIPT,
          logger: (message) => {
            const core = (message as { core?: unknown }).core;
            if (typeof core === "string") this.coreName = core;
          },
        });
      } catch (error) {
        this.started--;
        throw error;
      }
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(worker: Tesseract.Worker): void {
    const next = this.waiting.shift();
    if (next) next(worker);
    else this.idle.push(worker);
  }
}

/**
 * Reads the page once, as it comes (or a quarter turned when its lines run up and down). A reading that
 * is plainly Spanish (a good share of its words among the most frequent Spanish words) is upright: that
 * is the common case, one recognition per page. Only a reading that is not (a page upside-down reads as
 * 'ap ¡ ouaw' with none of 'de', 'la', 'que') is tried turned over, and, when neither way reads, on its
 * sides; the reading with the most Spanish words wins, then the most confident. Pages with too few words
 * to tell (a cover, a stamp) are judged by Tesseract's confidence instead.
 */
async function readUpright(worker: Tesseract.Worker, image: GrayImage): Promise<PageReading> {
  const first: QuarterTurns = isTextSideways(image) ? 1 : 0;
  const order: QuarterTurns[] = first === 1 ? [1, 3, 0, 2] : [0, 2, 1, 3];
  const readings: Recognition[] = [];
  for (const [attempt, turns] of order.entries()) {
    const read = await recognize(worker, image, turns);
    // Next to nothing read: a picture without text (a photo, a seal), not a page turned over.
    if (attempt === 0 && read.reading.text.replace(/\s/g, "").length < MIN_TEXT_TO_TURN) return read.reading;
    const isUpright = isReadUpright(read.reading.text);
    if (isUpright || (isUpright === undefined && read.rawConfidence >= UPRIGHT_CONFIDENCE))
      return read.reading;
    readings.push(read);
    // The other two quarter turns only for pages neither way of the first guess could read.
    // A page that reads well one way but is not prose (a table of figures, a list of names) ends here.
    if (attempt === 1 && readings.some((other) => other.rawConfidence >= UPRIGHT_CONFIDENCE)) break;
  }
  return bestReading(readings);
}

interface Recognition {
  reading: PageReading;
  /** Tesseract's confidence over every word it read, kept or not. */
  rawConfidence: number;
}

/** The reading with the most frequent Spanish words; of equals, the most confident. */
function bestReading(readings: Recognition[]): PageReading {
  const scored = readings.map((read) => ({ read, share: frequentWordShare(read.reading.text) }));
  scored.sort((a, b) => b.share - a.share || b.read.rawConfidence - a.read.rawConfidence);
  return (scored[0] as (typeof scored)[number]).read.reading;
}

/** At most this many stretches of a page left unread are read again (unread-bands.ts). */
const MAX_BANDS = 6;
/** A stretch read again is kept when its words are trusted this much (0-100) and read as Spanish. */
const BAND_CONFIDENCE = 70;

async function recognize(
  worker: Tesseract.Worker,
  image: GrayImage,
  turns: QuarterTurns,
): Promise<Recognition> {
  const rotated = rotateImage(image, turns);
  const first = await tsvOf(worker, rotated, Tesseract.PSM.AUTO);
  const isText = isReadUpright(pageTextFromTsv(first, image.dpi ?? 300).text) !== false;
  const page = pageTextFromTsv(
    isText ? await withUnreadBands(worker, rotated, first) : first,
    image.dpi ?? 300,
  );
  return {
    reading: { text: page.text, confidence: page.confidence, turns },
    rawConfidence: page.rawConfidence,
  };
}

/**
 * The page's reading with the stretches of text its layout analysis left out read again, each as one
 * block (unread-bands.ts). A stretch that does not read as text (a logo, a signature) is left out. A
 * column of list markers it read as one doubtful word is read again too, each marker put before its line.
 */
async function withUnreadBands(worker: Tesseract.Worker, image: GrayImage, tsv: string): Promise<string> {
  const { bands, stacks, unread, lineHeight } = unreadBands(image, tsv);
  let merged = tsv;
  for (const stack of stacks.slice(0, MAX_BANDS)) {
    const cut = cutBand(unread, stack, Math.round(lineHeight / 2));
    const stackTsv = await tsvOf(worker, cut.image, Tesseract.PSM.SINGLE_BLOCK);
    merged = withStackReading(merged, stack, stackTsv, cut);
  }
  for (const band of bands.slice(0, MAX_BANDS)) {
    const cut = cutBand(unread, band, Math.round(band.height / 2));
    const bandTsv = await tsvOf(worker, cut.image, Tesseract.PSM.SINGLE_BLOCK);
    const read = pageTextFromTsv(bandTsv, image.dpi ?? 300);
    if (read.confidence < BAND_CONFIDENCE || isReadUpright(read.text) === false) continue;
    merged = withBandReading(merged, bandTsv, { left: cut.left, top: cut.top, band });
  }
  return merged;
}

/**
 * Tesseract's words of the picture (TSV) with the given page layout analysis.
 *
 * A PGM carries no resolution; without one Tesseract assumes 70 dpi and sizes its noise filters by it.
 * Tesseract reads every line it doubts a second time inverted, for white-on-black print: on the scan
 * fixtures that cost 8-10 % of the CPU and changed no character for the better (CER 3.53 → 3.46 %
 * on the pages tried), so it is off. A page's layout is Tesseract's own analysis (PSM 3), not
 * tesseract.js's default of one block (PSM 6), which lost whole rows of a scanned table of items (a
 * scan of the Colombian pliego: recall 72 → 93 %; DECISIONS 'Stop 32'), for about 30 % more time.
 */
async function tsvOf(worker: Tesseract.Worker, image: GrayImage, layout: Tesseract.PSM): Promise<string> {
  const pgm = toPgm(image);
  await worker.setParameters({
    user_defined_dpi: String(Math.round(image.dpi ?? 300)),
    tessedit_pageseg_mode: layout,
    tessedit_do_invert: "0",
  } as Partial<Tesseract.WorkerParams>);
  const result = await worker.recognize(
    Buffer.from(pgm.buffer, pgm.byteOffset, pgm.byteLength),
    {},
    { text: false, tsv: true },
  );
  return result.data.tsv ?? "";
}
