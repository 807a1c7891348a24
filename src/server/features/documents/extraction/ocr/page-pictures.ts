import type { BoxedWord } from "./page-layout";

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function boxOf(words: BoxedWord[]): Box {
  return {
    left: Math.min(...words.map((word) => word.left)),
    top: Math.min(...words.map((word) => word.top)),
    right: Math.max(...words.map((word) => word.left + word.width)),
    bottom: Math.max(...words.map((word) => word.top + word.height)),
  };
}

/**
 * A picture read as letters is an emblem (a coat of arms, a seal, a logo) when its box is at least this
 * tall for its width; a signature's scrawl or a bar code is wide and flat.
 */
const EMBLEM_HEIGHT_SHARE = 0.5;
/** An emblem is taller than this many lines of the page's print (a speck read as 'a' is not). */
const EMBLEM_LINE_HEIGHTS = 1.5;
/** A caption is no wider than this many times its emblem: a motto, not a heading across the page. */
const CAPTION_WIDTH_EMBLEMS = 4;
/** A caption line is at most this many of its own heights above or below its emblem (or caption). */
const CAPTION_GAP_HEIGHTS = 1.5;

/**
 * The lines that are an emblem's caption: short lines centred right under or over a picture read as
 * letters that is about as tall as it is wide and taller than the page's print (an emblem), one after
 * the other. On a letterhead they are part of
 * the picture ('Provincia de Santa Fe / Poder Ejecutivo' drawn in script under the arms): the page's
 * text layer does not hold them, and Tesseract half reads them ('Provincia de Tanta Pe / Pedor
 * Ejecutivo'). A heading beside the arms ('EXCMO AYUNTAMIENTO DE JAÉN') is not centred on them and stays;
 * a typed name under a signature stays too, as a scrawl is no emblem.
 */
export function emblemCaptions(lines: BoxedWord[][], pictures: Set<BoxedWord[]>): Set<BoxedWord[]> {
  const boxes = new Map(lines.map((line) => [line, boxOf(line)]));
  const heights = lines.flatMap((line) => line.map((word) => word.height)).sort((a, b) => a - b);
  const printHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  const emblems = [...pictures].flatMap((line) => {
    const box = boxes.get(line) as Box;
    const width = box.right - box.left;
    const height = box.bottom - box.top;
    const isEmblem = height >= EMBLEM_HEIGHT_SHARE * width && height >= EMBLEM_LINE_HEIGHTS * printHeight;
    return isEmblem ? [{ line, box, width }] : [];
  });
  const captions = new Set<BoxedWord[]>();
  for (const emblem of emblems) {
    let reached: Box[] = [emblem.box];
    while (reached.length > 0) {
      const next: Box[] = [];
      for (const line of lines) {
        if (line === emblem.line || captions.has(line)) continue;
        const box = boxes.get(line) as Box;
        const centre = (box.left + box.right) / 2;
        const height = box.bottom - box.top;
        const isCaption =
          centre >= emblem.box.left &&
          centre <= emblem.box.right &&
          box.right - box.left <= CAPTION_WIDTH_EMBLEMS * emblem.width &&
          reached.some(
            (near) => Math.max(box.top - near.bottom, near.top - box.bottom) <= CAPTION_GAP_HEIGHTS * height,
          );
        if (isCaption) {
          captions.add(line);
          next.push(box);
        }
      }
      reached = next;
    }
  }
  return captions;
}
