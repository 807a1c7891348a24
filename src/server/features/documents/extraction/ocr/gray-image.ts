/** An 8-bit grayscale picture of a page: what is read by OCR (0 = black, 255 = white). */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
  /** Pixels per inch, when known (a rendered PDF page, a TIFF's resolution tag): Tesseract sizes noise by it. */
  dpi?: number;
}

/** Quarter turns clockwise. */
export type QuarterTurns = 0 | 1 | 2 | 3;

/** RGBA pixels (canvas ImageData, a decoded TIFF) to gray, with transparent pixels taken as paper. */
export function grayFromRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): GrayImage {
  const data = new Uint8Array(width * height);
  for (let index = 0, offset = 0; index < data.length; index++, offset += 4) {
    const alpha = rgba[offset + 3] as number;
    const luma =
      ((rgba[offset] as number) * 77 +
        (rgba[offset + 1] as number) * 150 +
        (rgba[offset + 2] as number) * 29) >>
      8;
    data[index] = alpha === 255 ? luma : 255 - (((255 - luma) * alpha) >> 8);
  }
  return { width, height, data };
}

/**
 * The picture as a binary PGM (P5) file: Tesseract's image reader (Leptonica) takes it as it is, with
 * no compression to pay on either side.
 */
export function toPgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const file = new Uint8Array(header.length + image.data.length);
  file.set(header, 0);
  file.set(image.data, header.length);
  return file;
}

/** The picture turned clockwise by quarter turns. */
export function rotateImage(image: GrayImage, turns: QuarterTurns): GrayImage {
  if (turns === 0) return image;
  const { width, height, data } = image;
  const size = width * height;
  if (turns === 2) {
    const out = new Uint8Array(size);
    for (let index = 0; index < size; index++) out[index] = data[size - 1 - index] as number;
    return { ...image, data: out };
  }
  // Turned a quarter: the new picture is height wide and width tall.
  const out = new Uint8Array(size);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const target = turns === 1 ? x * height + (height - 1 - y) : (width - 1 - x) * height + y;
      out[target] = data[row + x] as number;
    }
  }
  return { ...image, width: height, height: width, data: out };
}

/** Share of the page's pixels that are ink (darker than mid-gray), sampled on a coarse grid. */
export function inkShare(image: GrayImage): number {
  const step = Math.max(1, Math.floor(Math.min(image.width, image.height) / 400));
  let ink = 0;
  let total = 0;
  for (let y = 0; y < image.height; y += step) {
    const row = y * image.width;
    for (let x = 0; x < image.width; x += step) {
      total++;
      if ((image.data[row + x] as number) < 128) ink++;
    }
  }
  return total === 0 ? 0 : ink / total;
}

/**
 * Whether the page's lines of text run up and down (a page turned 90° or 270°) rather than across. Lines
 * of text make the count of ink per row jump between line and gap, while ink per column changes little;
 * a page on its side swaps the two. Each profile is taken over a central band a third of the page wide
 * (or tall), so that a page fed a degree or two crooked still shows its lines apart.
 */
export function isTextSideways(image: GrayImage): boolean {
  const step = Math.max(1, Math.floor(Math.min(image.width, image.height) / 600));
  const columns = Math.floor(image.width / step);
  const rows = Math.floor(image.height / step);
  const rowInk = new Float64Array(rows);
  const columnInk = new Float64Array(columns);
  const isInk = (row: number, column: number) =>
    (image.data[row * step * image.width + column * step] as number) < 128;
  for (let row = 0; row < rows; row++)
    for (let column = Math.floor(columns / 3); column < Math.floor((2 * columns) / 3); column++)
      if (isInk(row, column)) rowInk[row] = (rowInk[row] as number) + 1;
  for (let column = 0; column < columns; column++)
    for (let row = Math.floor(rows / 3); row < Math.floor((2 * rows) / 3); row++)
      if (isInk(row, column)) columnInk[column] = (columnInk[column] as number) + 1;
  return profileSharpness(columnInk) > profileSharpness(rowInk) * 1.5;
}

function profileSharpness(profile: Float64Array): number {
  let total = 0;
  let sum = 0;
  for (let index = 1; index < profile.length; index++) {
    const change = (profile[index] as number) - (profile[index - 1] as number);
    sum += change * change;
    total += profile[index] as number;
  }
  return total === 0 ? 0 : sum / total;
}

/**
 * The picture enlarged by `factor` (> 1), each new pixel interpolated from the four nearest (bilinear):
 * small print of a coarse scan (a 200-dpi page's 6-point footer) reads better at about 300 dpi.
 */
export function enlargeImage(image: GrayImage, factor: number): GrayImage {
  if (image.width < 2 || image.height < 2 || factor <= 1) return image;
  const width = Math.round(image.width * factor);
  const height = Math.round(image.height * factor);
  const data = new Uint8Array(width * height);
  const source = image.data;
  const lastX = image.width - 1;
  const lastY = image.height - 1;
  // Where each new column falls in the old picture, computed once.
  const left = new Int32Array(width);
  const weight = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const at = Math.min(lastX, Math.max(0, (x + 0.5) / factor - 0.5));
    left[x] = Math.min(lastX - 1, Math.floor(at));
    weight[x] = at - (left[x] as number);
  }
  for (let y = 0; y < height; y++) {
    const at = Math.min(lastY, Math.max(0, (y + 0.5) / factor - 0.5));
    const top = Math.min(lastY - 1, Math.floor(at));
    const down = at - top;
    const row0 = top * image.width;
    const row1 = row0 + image.width;
    const out = y * width;
    for (let x = 0; x < width; x++) {
      const l = left[x] as number;
      const w = weight[x] as number;
      const upper = (source[row0 + l] as number) * (1 - w) + (source[row0 + l + 1] as number) * w;
      const lower = (source[row1 + l] as number) * (1 - w) + (source[row1 + l + 1] as number) * w;
      data[out + x] = Math.round(upper * (1 - down) + lower * down);
    }
  }
  return { width, height, data, dpi: image.dpi === undefined ? undefined : image.dpi * factor };
}
