/**
 * Whether the documents uploaded as bases read as a procurement procedure: they name a procedure
 * number, an object, the submission of offers and an award (the vocabulary's 'licitacion' cues). A
 * youth-award call or a report uploaded as 'bases' carries almost none; the workspace warns before
 * phase 1 runs, and the client may go on.
 */
import { type Cue, VOCABULARY } from "./tender-vocabulary";

const SIGNS = VOCABULARY.filter(
  (entry): entry is Cue & { name: string } => entry.group === "licitacion" && !!entry.name,
);
// Bases that show at least this many of the four signs read as a tender.
const ENOUGH_SIGNS = 3;

export function readsAsTender(texts: readonly string[]): { isTender: boolean; missing: string[] } {
  const names = [...new Set(SIGNS.map((sign) => sign.name))];
  const found = new Set(
    SIGNS.filter((sign) => texts.some((text) => sign.pattern.test(text))).map((sign) => sign.name),
  );
  return { isTender: found.size >= ENOUGH_SIGNS, missing: names.filter((name) => !found.has(name)) };
}

export const NOT_A_TENDER_WARNING =
  "Los documentos cargados como bases no parecen las bases de una licitación";

/** The workspace's warning, or null when the bases read as a tender (or there are none yet). */
export function notATenderWarning(texts: readonly string[]): string | null {
  if (texts.length === 0) return null;
  const { isTender, missing } = readsAsTender(texts);
  if (isTender) return null;
  return `${NOT_A_TENDER_WARNING}: no encontramos ${missing.join(", ")}. Revise que cargó el documento correcto; puede generar la fase 1 de todos modos.`;
}
