/**
 * pdf.js decodes a picture as large as its dictionary says (no limit by default): a 389 KB PDF whose
 * one page holds a 20,000 × 20,000 grey image took 4.6 GB and 78 s to read by OCR. Past this many
 * pixels a picture is left out of the page (an A1 sheet scanned at 300 ppp has 70 million), in every
 * place a PDF is opened: the text reader and the page renderer.
 */
export const MAX_PDF_IMAGE_PIXELS = 80_000_000;

/**
 * Pages a PDF's text is read from. A 17 MB PDF of 100,000 real pages of text kept one reader busy for
 * the whole reading time limit (120 s) and ended in a time-out; past this count it is refused at once,
 * naming both figures. pdf.js counts the pages it finds (a page tree claiming /Count 1000000 over one
 * page is one page). Bases and their annexes run to hundreds of pages, a catalogue of concepts to a few
 * thousand: a guess at ten times a large tender's biggest file, not measured on clients.
 */
export const MAX_PDF_PAGES = 5_000;
