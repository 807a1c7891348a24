/**
 * The deed of the legal representative's power, which a form asks apart from the acta's ('Del
 * representante legal: número y fecha de la escritura pública del poder'). It is a legal document's
 * deed that grants powers (poder general, apoderado, facultades, mandato), or the acta's own when the
 * acta names the representative; otherwise unknown, never the acta's number taken for it.
 */
import type { CategorizedPassage } from "../generation/phase-input";
import { type ApplicantData, type ApplicantValue, findApplicantData } from "./applicant-data";

const GRANTS_POWER =
  /\b(?:poder(?:es)?\s+(?:general(?:es)?|especial(?:es)?|amplio|para)|apoderad[oa]s?|otorga(?:r|n)?\s+(?:un\s+)?poder|mandato|facultades\s+(?:de|para))\b/iu;

export interface PowerDeed {
  escritura: ApplicantValue;
  fecha: ApplicantValue | null;
  /** The notary before whom the power was granted: the deed's own, never the acta's for another deed. */
  notario: ApplicantValue | null;
}

export function findPowerDeed(passages: CategorizedPassage[], data: ApplicantData): PowerDeed | null {
  for (const passage of passages) {
    if (passage.documentType !== "legal" || !GRANTS_POWER.test(passage.text)) continue;
    const own = findApplicantData([passage]);
    if (own.escritura)
      return { escritura: own.escritura, fecha: own.fechaEscritura ?? null, notario: own.notario ?? null };
  }
  const deed = data.escritura;
  const named = data.representante;
  if (deed && named && named.passage.documentId === deed.passage.documentId)
    return {
      escritura: deed,
      fecha: data.fechaEscritura ?? null,
      notario: data.notario?.passage.documentId === deed.passage.documentId ? data.notario : null,
    };
  return null;
}
