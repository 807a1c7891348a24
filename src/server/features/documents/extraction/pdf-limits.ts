/**
 * pdf.js decodes a picture as large as its dictionary says (no limit by default): a 389 KB PDF whose
 * one page holds a 20,000 × 20,000 grey image took 4.6 GB and 78 s to read by OCR. Past this many
 * pixels a picture is left out of the page (an A1 sheet scanned at 300 ppp has 70 million), in every
 * place a PDF is opened: the text reader and the page renderer.
 */
export const MAX_PDF_IMAGE_PIXELS = 80_000_000;
