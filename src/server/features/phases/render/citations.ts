/** A model's claim that a statement rests on a retrieved passage, with the words it quotes from it. */
export interface Citation {
  passageId: string;
  quote: string;
}

export interface RetrievedPassage {
  id: string;
  documentName: string;
  page: number | null;
  text: string;
  /** The page's text was read by OCR from a scan: the citation says so. */
  isOcr?: boolean;
}

export type KeptCitation = Citation & { documentName: string; page: number | null; isOcr?: boolean };

/** Said of a citation whose page was read by OCR, so the reader knows to check it against the scan. */
export const OCR_CITATION_NOTE = "texto reconocido por OCR";
export type DroppedCitation = Citation & { reason: string };

export const CITATION_NOT_RETRIEVED = "no recuperado";
export const CITATION_QUOTE_MISSING = "la cita no aparece en el pasaje";

// PDF extraction splits lines and doubles spaces; NFC unifies "é" written as one or two code points.
function normalizeSpacing(text: string): string {
  return text.normalize("NFC").replace(/\s+/gu, " ").trim();
}

// Models often drop or add accents and change capitals when they quote ("licitacion" for "Licitación").
function normalizeLoosely(text: string): string {
  return normalizeSpacing(text).normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("es-MX");
}

function quoteAppears(quote: string, text: string): boolean {
  const strictQuote = normalizeSpacing(quote);
  if (strictQuote === "") return false;
  if (normalizeSpacing(text).includes(strictQuote)) return true;
  return normalizeLoosely(text).includes(normalizeLoosely(quote));
}

/**
 * Keeps only the citations whose passage was really retrieved for this generation and whose passage text
 * contains the quote, so a document never cites a page the model invented.
 */
export function verifyCitations(
  citations: Citation[],
  retrieved: Map<string, RetrievedPassage>,
): { kept: KeptCitation[]; dropped: DroppedCitation[] } {
  const kept: KeptCitation[] = [];
  const dropped: DroppedCitation[] = [];
  for (const citation of citations) {
    const passage = retrieved.get(citation.passageId);
    if (!passage) {
      dropped.push({ ...citation, reason: CITATION_NOT_RETRIEVED });
    } else if (!quoteAppears(citation.quote, passage.text)) {
      dropped.push({ ...citation, reason: CITATION_QUOTE_MISSING });
    } else {
      kept.push({
        ...citation,
        documentName: passage.documentName,
        page: passage.page,
        ...(passage.isOcr ? { isOcr: true } : {}),
      });
    }
  }
  return { kept, dropped };
}

/**
 * The reference as written in an Excel cell or note: "bases.pdf, p. 4", or "bases.pdf" when the format
 * has no pages; "acta.pdf, p. 7 (texto reconocido por OCR)" when that page was read from a scan.
 */
export function formatReferenceText(c: {
  documentName: string;
  page: number | null;
  isOcr?: boolean;
}): string {
  const reference = c.page === null ? c.documentName : `${c.documentName}, p. ${c.page}`;
  return c.isOcr ? `${reference} (${OCR_CITATION_NOTE})` : reference;
}

/** The bracketed reference placed after a statement: "[bases.pdf, p. 4]". */
export function formatReference(c: { documentName: string; page: number | null; isOcr?: boolean }): string {
  return `[${formatReferenceText(c)}]`;
}
