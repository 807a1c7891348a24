/** Reading scanned pages (OCR): what the documents view says about them. */

/** Below this Tesseract confidence (0-100) a page's reading is listed as doubtful for the client to check. */
export const OCR_DOUBTFUL_CONFIDENCE = 70;

export const OCR_MESSAGES = {
  progress: (done: number, total: number) => `Leyendo páginas escaneadas (OCR): ${done} de ${total}`,
  summary: (ocrPages: number, pageCount: number | null) => {
    const read = ocrPages === 1 ? "1 página leída por OCR" : `${ocrPages} páginas leídas por OCR`;
    return pageCount !== null && pageCount !== ocrPages ? `${read} de ${pageCount}` : read;
  },
  doubtful: (page: number) => `Página ${page}: lectura dudosa`,
  unreadable: (page: number) => `Página ${page}: no se pudo leer`,
} as const;

/** A page read by OCR that the client should look at: confidence below the threshold, or not read at all. */
export function isDoubtfulReading(confidence: number | null): boolean {
  return confidence === null || confidence < OCR_DOUBTFUL_CONFIDENCE;
}
