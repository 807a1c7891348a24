import type { GrayImage } from "./gray-image";
import { OcrEngine, type PageReading } from "./ocr-engine";

export interface OcrProgress {
  done: number;
  total: number;
}

export type ReportProgress = (progress: OcrProgress) => void;

/** Engines stay warm between documents, and are closed after this long without a page to read. */
const IDLE_CLOSE_MS = 60_000;

let shared: OcrEngine | undefined;
let idleTimer: NodeJS.Timeout | undefined;

function engineOfSize(size: number): OcrEngine {
  clearTimeout(idleTimer);
  if (shared && shared.size !== size) {
    void shared.close();
    shared = undefined;
  }
  shared ??= new OcrEngine(size);
  return shared;
}

function closeWhenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const engine = shared;
    shared = undefined;
    void engine?.close();
  }, IDLE_CLOSE_MS);
  idleTimer.unref();
}

/**
 * Reads the given pages by OCR, `parallel` pages at a time (each page is rendered only when a reader is
 * free for it, so at most that many pictures are in memory). A page that cannot be rendered or read is
 * reported with a null confidence and no text; the others go on. A page `render` answers null for has
 * nothing to read and is left out of the answer.
 */
export async function readPagesByOcr(options: {
  pages: number[];
  render(page: number): Promise<GrayImage | null>;
  parallel: number;
  onProgress?: ReportProgress;
}): Promise<Map<number, PageReading | null>> {
  const { pages, render, onProgress } = options;
  const results = new Map<number, PageReading | null>();
  if (pages.length === 0) return results;
  const engine = engineOfSize(Math.max(1, options.parallel));
  let next = 0;
  let done = 0;
  // Progress is shown from the first page with something to read: a text PDF whose short pages turn
  // out to hold no picture never shows 'Leyendo páginas escaneadas'.
  let isShown = false;
  const show = () => {
    isShown = true;
    onProgress?.({ done, total: pages.length });
  };
  const readNext = async (): Promise<void> => {
    while (next < pages.length) {
      const page = pages[next++] as number;
      try {
        const image = await render(page);
        if (image) {
          if (!isShown) show();
          results.set(page, await engine.readPage(image));
        }
      } catch {
        results.set(page, null);
      }
      done++;
      if (isShown || results.has(page)) show();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(engine.size, pages.length) }, readNext));
  } finally {
    closeWhenIdle();
  }
  return results;
}
