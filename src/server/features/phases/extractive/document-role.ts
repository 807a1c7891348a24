/**
 * What a document of the bases is, read from its own title. The technical one (pliego de prescripciones
 * técnicas, anexo técnico, términos de referencia) says what the goods, works or service must be: a duty
 * there that no cue of its own names is a technical requirement, where elsewhere it is an administrative one.
 */
import { classify, type PointKind } from "./point-rules";
import { cuesOf } from "./tender-vocabulary";

interface TitledPassage {
  documentId: string;
  heading: string | null;
  text: string;
}

const TECHNICAL_TITLE = cuesOf("documento_tecnico");
// The title is among the document's first lines (a letterhead, a logo's caption or a code may come first).
const TITLE_LINES = 12;

/** The ids of the documents whose first lines title them as the technical one. */
export function technicalDocuments(passages: readonly TitledPassage[]): Set<string> {
  const opening = new Map<string, string[]>();
  for (const passage of passages) {
    const lines = opening.get(passage.documentId) ?? [];
    if (lines.length >= TITLE_LINES) continue;
    const own = [passage.heading ?? "", ...passage.text.split("\n")].map((line) => line.trim());
    lines.push(...own.filter((line) => line !== "").slice(0, TITLE_LINES - lines.length));
    opening.set(passage.documentId, lines);
  }
  const technical = new Set<string>();
  for (const [documentId, lines] of opening) {
    // A title may wrap: 'PLIEGO DE PRESCRIPCIONES' / 'TÉCNICAS PARTICULARES'.
    const isTechnical = lines.some(
      (line, index) =>
        TECHNICAL_TITLE.test(line) || TECHNICAL_TITLE.test(`${line} ${lines[index + 1] ?? ""}`),
    );
    if (isTechnical) technical.add(documentId);
  }
  return technical;
}

export const FORM_TITLE = /^\s*(formato|anexo)\s+(?:n[º°o.]*\s*)?(\d{1,3}|[IVXL]{1,5}|[A-Z])(?![\p{L}\d])/iu;

/** What a section holds: 'ANEXO I ESPECIFICACIONES TÉCNICAS' holds specifications; the annex is its container. */
export function headingKind(heading: string): PointKind | null {
  return classify(heading.replace(FORM_TITLE, "")) ?? classify(heading);
}
