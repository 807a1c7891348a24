/** What reading a stored file yields, before it is split into passages. */

/**
 * One PDF page, one Word page (see WordPagination), one sheet, one slide, or the whole document when
 * it has no pages a reader can know (txt, or a Word file without them: `page` null).
 */
export interface ExtractedUnit {
  page: number | null;
  /** A sheet's name for spreadsheets; null otherwise. */
  location: string | null;
  text: string;
  /** Set when the text was read by OCR from the page's picture: Tesseract's confidence, 0-100. */
  ocrConfidence?: number;
}

/** A page read by OCR: its confidence (0-100), or null when it could not be read. */
export interface OcrPageInfo {
  page: number;
  confidence: number | null;
}

/**
 * Where a Word document's pages come from: Word's own last layout saved in the file, its explicit page
 * breaks only (pages that text fills up by itself are missed), LibreOffice's print of it to PDF, or
 * nowhere (`page` null).
 */
export type WordPagination = "rendered" | "explicit" | "printed" | "none";

export type ExtractionResult =
  | {
      status: "listo";
      units: ExtractedUnit[];
      pageCount: number | null;
      pagination?: WordPagination;
      /** The pages read by OCR, in order (absent when none was). */
      ocrPages?: OcrPageInfo[];
    }
  | { status: "sin_texto"; pageCount: number | null; reason: string; ocrPages?: OcrPageInfo[] }
  | { status: "no_soportado"; reason: string }
  | { status: "error"; reason: string };

/** The formats the worker reads itself; xls and ppt reach it converted to xlsx and pptx. */
export type NativeFormat = "pdf" | "docx" | "doc" | "xlsx" | "pptx" | "txt" | "jpg" | "png" | "tiff";

/**
 * The Spanish reasons stored in `documents.status_detail` and shown beside the document. They name the
 * problem and what the user can do, never a stack or a library's message.
 */
export const EXTRACTION_REASONS = {
  scannedPdf:
    "El PDF no contiene texto (¿escaneado?). Cargue una versión con texto seleccionable o aplíquele reconocimiento de texto (OCR).",
  scanWithoutText:
    "No se reconoció texto en las páginas escaneadas: revise que la imagen sea legible (resolución de 200 a 300 ppp, sin desenfoque).",
  ocrFailed: "No se pudo leer ninguna página con reconocimiento de texto (OCR).",
  damagedImage: (kind: string) => `La imagen ${kind} está dañada o incompleta y no se pudo leer.`,
  pictureTooLarge: (kind: string, megapixels: number, limit: number) =>
    `La imagen ${kind} mide ${megapixels.toLocaleString("es-MX")} megapíxeles; se leen imágenes de hasta ${limit}. Redúzcala o cárguela como PDF.`,
  tooManyPages: (pages: number, limit: number) =>
    `El documento tiene ${pages} páginas escaneadas; se leen por OCR hasta ${limit}. Divídalo en partes de ${limit} páginas o menos.`,
  tooManyPdfPages: (pages: number, limit: number) =>
    `El PDF tiene ${pages.toLocaleString("es-MX")} páginas; se leen hasta ${limit.toLocaleString("es-MX")}. Divídalo en partes de ${limit.toLocaleString("es-MX")} páginas o menos.`,
  noText: "El documento no contiene texto.",
  encryptedPdf: "El PDF está protegido con contraseña. Cargue una versión sin contraseña.",
  encryptedOffice: "El documento está protegido con contraseña. Cargue una versión sin contraseña.",
  damagedPdf: "El PDF está dañado o incompleto y no se pudo leer.",
  damagedFile: (kind: string) => `El archivo está dañado o no es un documento de ${kind} válido.`,
  tooLargeInside: "El archivo comprimido se expande a un tamaño excesivo y no se leyó.",
  unsafeXml: "El archivo contiene definiciones XML no permitidas y no se leyó.",
  missingFile: "No se encontró el archivo almacenado.",
  timeout: (seconds: number) =>
    `La lectura del documento superó el tiempo máximo (${seconds} s) y se canceló.`,
  outOfMemory: "El documento es demasiado grande o complejo: su lectura superó la memoria permitida.",
  crashed: "La lectura del documento falló de forma inesperada.",
  needsLibreOffice: (extension: string) =>
    `Formato no soportado en este servidor: se necesita LibreOffice para leer archivos .${extension}`,
  conversionFailed: (extension: string) =>
    `No se pudo convertir el archivo .${extension} con LibreOffice: puede estar dañado o protegido con contraseña.`,
  conversionTimeout: (extension: string, seconds: number) =>
    `La conversión del archivo .${extension} con LibreOffice superó el tiempo máximo (${seconds} s).`,
} as const;

/** What the worker is asked to do. */
export interface WorkerRequest {
  filePath: string;
  format: NativeFormat;
  /** For doc and docx: the same document printed to PDF, whose pages the text is given. */
  printedPdfPath?: string;
  /** Pages read by OCR at once (one Tesseract worker each). */
  ocrParallel?: number;
  /** Most pages one document may have read by OCR. */
  ocrMaxPages?: number;
}

/** What the worker reports while it reads: pages read by OCR so far, of how many. */
export interface ExtractionProgress {
  ocrDone: number;
  ocrTotal: number;
}
