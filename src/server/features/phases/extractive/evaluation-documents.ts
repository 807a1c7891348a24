/**
 * Phase 8's second reading of a mandatory requirement: one that asks for a document (acta constitutiva,
 * poder notarial, opinión de cumplimiento…) is covered by the client's own document of that kind, cited
 * to it, whatever words the requirement adds ('…y sus modificaciones, inscrita en el Registro Público').
 * The kinds are the 'documento' cues of the vocabulary; a client's document is of a kind by its file name,
 * its first lines or (CVs) its upload category. Only the client's categories are read, and a document
 * that is all a paste of the tender's text is none of the client's.
 */
import type { CategorizedPassage, TSource } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { withoutTenderQuotes } from "./evaluation-evidence";
import { piecesOf } from "./evaluation-segments";
import { contentWords, foldText } from "./evaluation-text";
import { type Cue, VOCABULARY } from "./tender-vocabulary";

const DOCUMENT_CUES = VOCABULARY.filter(
  (entry): entry is Cue & { name: string } => entry.group === "documento" && !!entry.name,
);
// A form of the bases to fill in ('Anexo 3', 'Formato A-2'): the client's document is no filled form.
const FORM =
  /\b(?:anexo|formato)\s+(?:n[º°o.]*\s*)?(?:[IVXL]{1,5}|\d{1,3}(?:[.-]\d{1,3})?|[A-Z](?:-\d{1,2})?)(?![\p{L}\d])/iu;
// The upload categories of CVs: the company's ('curricula') and its team's ('equipo').
const CV_CATEGORIES = new Set(DOCUMENT_CUES.flatMap((entry) => entry.categories ?? []));
// How much of a document's first page names what it is ('CONSTANCIA DE SITUACIÓN FISCAL', 'ACTA…').
const OPENING = 400;

export interface ClientDocument {
  /** The uploaded document's id: where its validity (phase 1's sheet) is matched. */
  id?: string;
  name: string;
  kinds: Set<string>;
  /** Its whole text, folded (lower case, no accents): where a CV's profession is read. */
  folded?: string;
  /** Its first passage's opening: where it is cited when no line of it answers the requirement's words. */
  source: TSource;
  /** Its passages, where the line that proves a requirement is looked for (citedLine). */
  passages?: readonly CategorizedPassage[];
  /** Past its validity on the submission date (or today): it is there, but covers nothing. */
  expired?: ExpiredValidity;
}

/** When a client's document stopped being valid, why, and the words that date it. */
export interface ExpiredValidity {
  validUntil: Date;
  /** '30 días según el propio documento'. */
  basis: string;
  source: TSource;
}

/** The kinds of document a requirement asks for; none when it asks for a form of the bases filled in. */
export function requestedDocumentsOf(requirement: string): string[] {
  if (FORM.test(requirement)) return [];
  return DOCUMENT_CUES.filter((entry) => entry.pattern.test(requirement)).map((entry) => entry.name);
}

/** The kinds a client's document is, by its name (without extension), first lines and category. */
export function documentKindsOf(document: { name: string; category: string; opening: string }): Set<string> {
  const name = document.name
    .replace(/\.[a-z0-9]{2,5}$/iu, "")
    .replace(/[_\-.]+/gu, " ")
    .trim();
  const opening = document.opening.slice(0, OPENING).replace(/\s+/gu, " ");
  // A document filed as a CV (the company's or a team member's) is of the kind its category says: a team
  // member's 'Currículum_Ing_Ramírez.pdf' is no company CV, whatever its name.
  const isFiledAsCv = CV_CATEGORIES.has(document.category);
  return new Set(
    DOCUMENT_CUES.filter((entry) =>
      entry.categories && isFiledAsCv
        ? entry.categories.includes(document.category)
        : entry.pattern.test(name) ||
          entry.pattern.test(opening) ||
          (entry.categories?.includes(document.category) ?? false),
    ).map((entry) => entry.name),
  );
}

/** The client's documents among its passages (in reading order), each with its kinds. */
export function clientDocumentsOf(
  passages: readonly CategorizedPassage[],
  tenderShingles: ReadonlySet<string>,
): ClientDocument[] {
  const byDocument = new Map<string, CategorizedPassage[]>();
  for (const passage of passages) {
    byDocument.set(passage.documentId, [...(byDocument.get(passage.documentId) ?? []), passage]);
  }
  const found: ClientDocument[] = [];
  for (const held of byDocument.values()) {
    const first = held[0]!;
    // The tender's own text filed among the client's documents is still the tender's.
    if (!held.some((passage) => /\p{L}{3}/u.test(withoutTenderQuotes(passage.text, tenderShingles))))
      continue;
    const kinds = documentKindsOf({
      name: first.documentName,
      category: first.documentType,
      opening: first.text,
    });
    if (kinds.size > 0)
      found.push({
        id: first.documentId,
        name: first.documentName,
        kinds,
        folded: foldText(held.map((passage) => passage.text).join("\n")),
        source: sourceOf(first, first.text.slice(0, 200)),
        passages: held,
      });
  }
  return found;
}

/**
 * What the client's documents say of a requirement that asks for documents: each kind there and valid,
 * some kind missing, or every kind there but some only in a document past its validity.
 */
export type DocumentCoverage =
  | { covered: ClientDocument[] }
  | { missing: string[] }
  | { expired: ClientDocument[] };

/** Between a missing kind and the professions it was asked of ('currículum del personal — de …'). */
export const PROFESSION_JOIN = " de profesión ";
const PROFESSIONS = VOCABULARY.filter((entry) => entry.group === "profesion");
// The kinds of document that prove a person's profession: a team member's CV, a cédula profesional.
const PROFESSIONAL_KINDS = new Set(["currículum del personal", "cédula profesional"]);

/**
 * The professions a requirement asks of a person ('con cédula profesional de ingeniero civil o
 * arquitecto'), each as the words a CV names it by: the profession's stem and its specialty's
 * ('ingenier' + 'civil' is 'Ingeniero Civil', 'Ingeniería Civil'; not 'Ingeniería Ambiental').
 */
export function professionsIn(requirement: string): Array<{ name: string; pattern: RegExp }> {
  const found: Array<{ name: string; pattern: RegExp }> = [];
  for (const entry of PROFESSIONS) {
    for (const match of requirement.matchAll(new RegExp(entry.pattern.source, "giu"))) {
      const head = foldText(match[1] ?? "").slice(0, 6);
      const specialty = foldText(match[2] ?? "").slice(0, 5);
      if (head === "") continue;
      const words = specialty ? `${head}\\p{L}*\\s+(?:en\\s+)?${specialty}` : head;
      found.push({ name: match[0].trim(), pattern: new RegExp(`\\b${words}`, "u") });
    }
  }
  return found;
}

/**
 * A requirement asking for documents is covered by one of each kind it asks for, and uncovered while
 * one is missing (no sentence of the proposal hands a document in); null when it asks for none (it is
 * then read word by word). A CV or cédula asked of a profession is one that names it: an environmental
 * engineer's CV does not answer 'cédula profesional de ingeniero civil o arquitecto'.
 */
export function documentCoverage(
  requirement: string,
  documents: readonly ClientDocument[],
): DocumentCoverage | null {
  const asked = requestedDocumentsOf(requirement);
  if (asked.length === 0) return null;
  const professions = professionsIn(requirement);
  const covered: ClientDocument[] = [];
  const missing: string[] = [];
  const expired: ClientDocument[] = [];
  for (const kind of asked) {
    const ofKind = documents.filter((document) => document.kinds.has(kind));
    const needsProfession = PROFESSIONAL_KINDS.has(kind) && professions.length > 0;
    const fitting = needsProfession
      ? ofKind.filter((document) => professions.some((item) => item.pattern.test(document.folded ?? "")))
      : ofKind;
    // A valid one wins; one past its validity is named, so the bid manager renews it.
    const match = fitting.find((document) => !document.expired);
    const stale = fitting.find((document) => document.expired);
    if (match) {
      if (!covered.includes(match)) covered.push(match);
    } else if (stale) {
      if (!expired.includes(stale)) expired.push(stale);
    } else {
      missing.push(
        needsProfession && ofKind.length > 0
          ? `${kind}${PROFESSION_JOIN}${professions.map((item) => item.name).join(" o ")}`
          : kind,
      );
    }
  }
  if (missing.length > 0) return { missing };
  return expired.length > 0 ? { expired } : { covered };
}

/**
 * The line of a client's document that best proves a requirement: the one sharing most of its words
 * ('Inscrita en el Registro Público de Comercio…' for 'Acta constitutiva … inscrita en el Registro
 * Público'), first on a tie; the document's opening when no line shares any. Cited to its page.
 */
export function citedLine(document: ClientDocument, requirement: string): TSource {
  const wanted = new Set(contentWords(requirement).map((entry) => entry.stem));
  let best: { passage: CategorizedPassage; quote: string; score: number } | null = null;
  for (const passage of document.passages ?? []) {
    for (const piece of piecesOf(passage.text)) {
      for (const line of passage.text.slice(piece.start, piece.end).split("\n")) {
        const quote = line.trim();
        if (quote === "") continue;
        const score = contentWords(quote).filter((entry) => wanted.has(entry.stem)).length;
        if (score > (best?.score ?? 0)) best = { passage, quote, score };
      }
    }
  }
  return best ? sourceOf(best.passage, best.quote) : document.source;
}
