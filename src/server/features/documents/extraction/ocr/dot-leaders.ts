/** A blot of ink the size of a full stop: where it lies on the page. */
export interface Dot {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** At 300 dpi, a full stop of 9-14 point print is a blot of about 10-60 pixels, 3-8 pixels across. */
const MAX_DOT_PIXELS_AT_300_DPI = 80;
const MAX_DOT_SIDE_AT_300_DPI = 10;
/** Leader dots follow one another this close at most (a 10-point leader: about 12-20 pixels apart). */
const MAX_GAP_AT_300_DPI = 30;
/**
 * Leader dots stand apart (their step is 3-5 times their width); small print's letters, dot-sized in a
 * 6-point footer, follow each other about one width apart.
 */
const MIN_STEP_PER_WIDTH = 2.5;
/** Fewer dots in a row than this are an ellipsis or a number's points, not a leader. */
const MIN_LEADER_DOTS = 5;

/** Whether a blot of `size` pixels within the given box could be a full stop (at `scale` = dpi/300). */
export function isDotSized(size: number, box: Dot, scale: number): boolean {
  const width = box.maxX - box.minX + 1;
  const height = box.maxY - box.minY + 1;
  const side = MAX_DOT_SIDE_AT_300_DPI * scale;
  return (
    size <= MAX_DOT_PIXELS_AT_300_DPI * scale * scale &&
    width <= side &&
    height <= side &&
    width <= 2 * height &&
    height <= 2 * width
  );
}

/**
 * The dots that make up leaders (an index's 'Garantías ........ 12'): at least five full stops in a
 * row on one line, evenly spaced. Tesseract reads a leader as letters ('c <s000eseimoracDD'), a table
 * of contents then costs more characters than it has; taken out of the picture, the entry reads as its
 * words. A sentence's full stops, a number's points and an ellipsis are never five evenly spaced in a
 * row; the dots of i's are not either (letters lie between them, and their gaps vary).
 */
export function findLeaderDots(dots: Dot[], scale: number): Dot[] {
  const maxGap = MAX_GAP_AT_300_DPI * scale;
  const sorted = [...dots].sort((a, b) => a.minX - b.minX);
  const chains: Dot[][] = [];
  let open: Dot[][] = [];
  for (const dot of sorted) {
    const middle = (dot.minY + dot.maxY) / 2;
    open = open.filter((chain) => dot.minX - (chain[chain.length - 1] as Dot).maxX <= maxGap);
    const chain = open.find((candidate) => {
      const last = candidate[candidate.length - 1] as Dot;
      const tolerance = Math.max(2, (last.maxY - last.minY + 1) * 0.6);
      return dot.minX > last.maxX && Math.abs(middle - (last.minY + last.maxY) / 2) <= tolerance;
    });
    if (chain) chain.push(dot);
    else {
      const started = [dot];
      open.push(started);
      chains.push(started);
    }
  }
  return chains.filter(isEvenlySpaced).flat();
}

function isEvenlySpaced(chain: Dot[]): boolean {
  if (chain.length < MIN_LEADER_DOTS) return false;
  const steps = chain.slice(1).map((dot, index) => dot.minX - (chain[index] as Dot).minX);
  const sorted = [...steps].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  const widths = chain.map((dot) => dot.maxX - dot.minX + 1).sort((a, b) => a - b);
  const width = widths[Math.floor(widths.length / 2)] as number;
  return (
    median >= width * MIN_STEP_PER_WIDTH &&
    steps.every((step) => step >= median * 0.6 && step <= median * 1.5)
  );
}
