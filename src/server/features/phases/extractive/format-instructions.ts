/**
 * The user's regeneration instructions for the filled forms. 'Solo el formato 3' narrows the forms;
 * 'el representante legal es Juan Pérez' is never taken as fact: the documents are searched for that
 * value and it is used only where a document says it. Everything else is searched as words.
 */
import type { CategorizedPassage, PhaseInput } from "../generation/phase-input";
import { sourceOf, type TStatement } from "../generation/phase-input";
import {
  APPLICANT_CATEGORIES,
  APPLICANT_FIELD_LABELS,
  type ApplicantData,
  type ApplicantField,
} from "./applicant-data";
import { foldSameLength, quoteAround } from "./applicant-text";
import type { FillableFormat } from "./format-fields";

const FILTER =
  /(?:s[óo]lo|solamente|[úu]nicamente)\s+(?:(?:el|los|la|las)\s+)?(?:formatos?|anexos?)\s+((?:n[úu]m(?:ero)?\.?\s*|no\.\s*)?[0-9ivxlc]+(?:\s*(?:,|y|e)\s*[0-9ivxlc]+)*)\b/iu;

/** The forms' numbers an instruction keeps ('solo el formato 3' → ["3"]), or null for no filter. */
export function formatFilter(instructions: string | null): string[] | null {
  const match = instructions ? FILTER.exec(instructions) : null;
  if (!match?.[1]) return null;
  return match[1]
    .replace(/n[úu]m(?:ero)?\.?|no\./giu, "")
    .split(/\s*(?:,|\by\b|\be\b)\s*/u)
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

/** The forms whose title carries one of the numbers; by position when no title does. */
export function applyFilter(formats: FillableFormat[], wanted: string[]): FillableFormat[] {
  const byTitle = formats.filter((format) =>
    wanted.some((id) =>
      new RegExp(`\\b(?:formato|anexo)\\s*(?:n[úu]m(?:ero)?\\.?|no\\.|n[º°])?\\s*${id}\\b`, "iu").test(
        format.title,
      ),
    ),
  );
  if (byTitle.length > 0) return byTitle;
  return formats.filter((_, index) => wanted.includes(String(index + 1)));
}

const CLAIM_FIELDS: Array<[RegExp, ApplicantField]> = [
  [/raz[óo]n social|denominaci[óo]n|nombre de la empresa/iu, "razonSocial"],
  [/\brfc\b|r\.f\.c\./iu, "rfc"],
  [/representante(?: legal)?|apoderad[oa]/iu, "representante"],
  [/domicilio/iu, "domicilio"],
  [/tel[ée]fono/iu, "telefono"],
  [/correo(?: electr[óo]nico)?/iu, "correo"],
  [/escritura|instrumento/iu, "escritura"],
  [/notario/iu, "notario"],
  [/registro patronal/iu, "registroPatronal"],
];

const CLAIM =
  /(?:el|la|los)\s+([\p{L}. ]{2,40}?)\s+(?:es|son|será|debe ser|:)\s+([^.;\n]+(?:\.[A-Z][^.;\n]*)*)/giu;

export interface InstructionOutcome {
  /** What was applied, each note citing the passage it rests on when it states a document's words. */
  notes: TStatement[];
  /** Passages the instruction words found (all of them were retrieved through input.search). */
  found: CategorizedPassage[];
}

/**
 * Looks for each claimed value ('el RFC es …') in the applicant's documents: a document that says it
 * makes it the value (with that document's quote); otherwise the claim is reported and not used.
 */
export async function applyInstructions(input: PhaseInput, data: ApplicantData): Promise<InstructionOutcome> {
  const instructions = input.instructions?.trim();
  const outcome: InstructionOutcome = { notes: [], found: [] };
  if (!instructions) return outcome;
  for (const claim of instructions.matchAll(CLAIM)) {
    const field = CLAIM_FIELDS.find(([pattern]) => pattern.test(claim[1] ?? ""))?.[1];
    const value = claim[2]?.trim();
    if (!field || !value) continue;
    const label = APPLICANT_FIELD_LABELS[field];
    const hits = await input.search(value, { categories: APPLICANT_CATEGORIES, limit: 8 });
    // Folding keeps offsets (same length), so a match in the folded text slices the original literally.
    const escaped = foldSameLength(value)
      .replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")
      .replace(/\s+/gu, "\\s+");
    const pattern = new RegExp(escaped, "u");
    const hit = hits.find((item) => pattern.test(foldSameLength(item.text)));
    const match = hit ? pattern.exec(foldSameLength(hit.text)) : null;
    if (!hit || !match) {
      outcome.notes.push({
        text: `«${label}: ${value}» no se usó: ese dato no aparece en los documentos cargados (súbalo en Documentación legal o fiscal).`,
        sources: [],
      });
      continue;
    }
    const literal = hit.text.slice(match.index, match.index + match[0].length).replace(/\s+/gu, " ");
    const previous = data[field];
    const source = sourceOf(hit, quoteAround(hit.text, match.index, match.index + match[0].length));
    data[field] = {
      field,
      value: literal || value,
      source,
      passage: hit,
      alternatives:
        previous && previous.value !== literal ? [{ value: previous.value, source: previous.source }] : [],
    };
    outcome.notes.push({
      text: `«${label}» se tomó de ${hit.documentName}, donde aparece «${literal}».`,
      sources: [source],
    });
  }
  const words = await input.search(instructions, { limit: 8 });
  outcome.found = words;
  const documents = [...new Set(words.map((item) => item.documentName))];
  outcome.notes.push({
    text:
      documents.length > 0
        ? `Se buscaron las palabras de las instrucciones en los documentos: ${documents.join(", ")}.`
        : "Se buscaron las palabras de las instrucciones en los documentos sin encontrar pasajes.",
    sources: [],
  });
  return outcome;
}
