/**
 * The applicant company's data (razón social, RFC, domicilio, representante legal, escritura …) read
 * from its own documents: legal, fiscal, curricula and otros. Each value keeps a literal quote of the
 * passage it came from; when documents disagree the value found most often (weighted towards the
 * document that is authoritative for that datum) wins and the others are reported as alternatives.
 */
import type { DocumentCategory } from "../../../../shared/rules/files";
import type { CategorizedPassage, TSource } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { APPLICANT_RULES, type ApplicantField } from "./applicant-rules";
import { foldKey, quoteAround } from "./applicant-text";

export type { ApplicantField } from "./applicant-rules";

export const APPLICANT_CATEGORIES: readonly DocumentCategory[] = ["legal", "fiscal", "curricula", "otros"];

export const APPLICANT_FIELD_LABELS: Record<ApplicantField, string> = {
  razonSocial: "Razón social o denominación",
  rfc: "RFC",
  domicilio: "Domicilio fiscal",
  calle: "Calle",
  numeroExterior: "Número exterior",
  colonia: "Colonia",
  municipio: "Municipio o alcaldía",
  estado: "Estado",
  codigoPostal: "Código postal",
  representante: "Representante legal",
  escritura: "Escritura pública o instrumento número",
  fechaEscritura: "Fecha de la escritura",
  notario: "Notario público",
  folioMercantil: "Folio mercantil",
  registroPatronal: "Registro patronal IMSS",
  telefono: "Teléfono",
  correo: "Correo electrónico",
  objetoSocial: "Objeto social",
  fechaConstitucion: "Fecha de constitución",
  trabajadores: "Número total de trabajadores",
};

export interface ApplicantValue {
  field: ApplicantField;
  value: string;
  /** Where the value was read: the quote is a literal slice of that passage containing the value. */
  source: TSource;
  passage: CategorizedPassage;
  /** Other values the documents give for the same field, most frequent first, each with its quote. */
  alternatives: Array<{ value: string; source: TSource }>;
}

export type ApplicantData = Partial<Record<ApplicantField, ApplicantValue>>;

// The document that is authoritative for each datum weighs double: the SAT's constancia for tax data,
// the acta constitutiva and the poder notarial for corporate data.
const PREFERRED: Partial<Record<ApplicantField, DocumentCategory>> = {
  rfc: "fiscal",
  domicilio: "fiscal",
  calle: "fiscal",
  numeroExterior: "fiscal",
  colonia: "fiscal",
  municipio: "fiscal",
  estado: "fiscal",
  codigoPostal: "fiscal",
  registroPatronal: "fiscal",
  razonSocial: "legal",
  representante: "legal",
  escritura: "legal",
  fechaEscritura: "legal",
  notario: "legal",
  folioMercantil: "legal",
  objetoSocial: "legal",
  fechaConstitucion: "legal",
};

interface Occurrence {
  value: string;
  weight: number;
  source: TSource;
  passage: CategorizedPassage;
  /** Read under its label ('Razón social:', 'denominada'), not found loose in the text. */
  isLabelled: boolean;
}

/**
 * The documents whose reading of a datum is cited when another document gives the same value: the
 * preferred one, and for the company's name also the SAT's constancia after the acta.
 */
function authoritiesOf(field: ApplicantField): DocumentCategory[] {
  const preferred = PREFERRED[field];
  if (!preferred) return [];
  return field === "razonSocial" ? [preferred, "fiscal"] : [preferred];
}

/** Rank of an occurrence's document among the datum's authorities; lower is better, none last. */
function authorityRank(field: ApplicantField, occurrence: Occurrence): number {
  const index = authoritiesOf(field).indexOf(occurrence.passage.documentType);
  return index < 0 ? Number.POSITIVE_INFINITY : index;
}

function occurrencesOf(field: ApplicantField, passages: CategorizedPassage[]): Occurrence[] {
  const found: Occurrence[] = [];
  for (const passage of passages) {
    if (!APPLICANT_CATEGORIES.includes(passage.documentType)) continue;
    for (const candidate of APPLICANT_RULES[field](passage.text)) {
      const quote = quoteAround(passage.text, candidate.start, candidate.end);
      const weight = 1 + candidate.bonus + (PREFERRED[field] === passage.documentType ? 2 : 0);
      found.push({
        value: candidate.value,
        weight,
        source: sourceOf(passage, quote),
        passage,
        isLabelled: candidate.bonus > 0,
      });
    }
  }
  return found;
}

const LEGAL_TAIL = /\s(?:sapi de cv|sab de cv|sa de cv|s de rl de cv|s de rl|sas|sa|sc|ac)$/;

function groupKey(field: ApplicantField, value: string): string {
  const key = foldKey(value);
  return field === "razonSocial" ? key.replace(LEGAL_TAIL, "") : key;
}

/** Written all in capitals, as the SAT's constancia writes names ('SUPERVISIÓN Y PROYECTOS …'). */
function shouted(value: string): boolean {
  return /\p{Lu}{2}/u.test(value) && !/\p{Ll}/u.test(value);
}

/**
 * Within a group of equal values, which spelling is written: for a company name the one with its legal
 * form; then the properly cased one over the same words in capitals; then the heaviest.
 */
function betterSpelling(field: ApplicantField, candidate: Occurrence, current: Occurrence): boolean {
  if (field === "razonSocial") {
    const tail = LEGAL_TAIL.test(foldKey(candidate.value));
    if (tail !== LEGAL_TAIL.test(foldKey(current.value))) return tail;
  }
  const caps = shouted(candidate.value);
  if (caps !== shouted(current.value)) return !caps;
  return candidate.weight > current.weight;
}

/**
 * Groups equal values (accents, case, 'S.A. de C.V.' spellings aside) and picks the heaviest group. The
 * value is the group's best spelling; it is cited where the authoritative document (the acta, the
 * constancia) gives it, when one does.
 */
function vote(field: ApplicantField, occurrences: Occurrence[]): ApplicantValue | null {
  const groups = new Map<string, { total: number; best: Occurrence; cited: Occurrence }>();
  for (const occurrence of occurrences) {
    const key = groupKey(field, occurrence.value);
    if (!key) continue;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { total: occurrence.weight, best: occurrence, cited: occurrence });
      continue;
    }
    group.total += occurrence.weight;
    if (betterSpelling(field, occurrence, group.best)) {
      group.best = occurrence;
    }
    const rank = authorityRank(field, occurrence);
    const citedRank = authorityRank(field, group.cited);
    if (rank < citedRank || (rank === citedRank && occurrence.weight > group.cited.weight))
      group.cited = occurrence;
  }
  const ranked = [...groups.values()].sort((a, b) => b.total - a.total);
  const winner = ranked[0];
  if (!winner) return null;
  // The best spelling's own document, unless an authoritative one gives the same value.
  const cited =
    authorityRank(field, winner.cited) < authorityRank(field, winner.best) ? winner.cited : winner.best;
  return {
    field,
    value: winner.best.value,
    source: cited.source,
    passage: cited.passage,
    alternatives: ranked.slice(1, 4).map((group) => ({ value: group.best.value, source: group.best.source })),
  };
}

/** Removes loose company names that are a longer phrase containing the labelled one. */
function preferContained(occurrences: Occurrence[]): Occurrence[] {
  return occurrences.map((occurrence) => {
    const shorter = occurrences.find(
      (other) =>
        other !== occurrence &&
        other.weight > occurrence.weight &&
        foldKey(occurrence.value).endsWith(foldKey(other.value)) &&
        foldKey(occurrence.value) !== foldKey(other.value),
    );
    return shorter ? { ...occurrence, value: shorter.value } : occurrence;
  });
}

/**
 * A company named loose in a proposal, a CV or another document (no label, not the acta or the
 * constancia) is often another one: the manufacturer of the goods, a client, a partner. Such a name
 * counts only for a name the documents label or the legal and fiscal documents give; it is offered on
 * its own only when no document does.
 */
function withoutOtherCompanies(occurrences: Occurrence[]): Occurrence[] {
  const isAnchored = (occurrence: Occurrence) =>
    occurrence.isLabelled || authorityRank("razonSocial", occurrence) !== Number.POSITIVE_INFINITY;
  const anchored = new Set(
    occurrences.filter(isAnchored).map((occurrence) => groupKey("razonSocial", occurrence.value)),
  );
  if (anchored.size === 0) return occurrences;
  return occurrences.filter((occurrence) => anchored.has(groupKey("razonSocial", occurrence.value)));
}

export function findApplicantData(passages: CategorizedPassage[]): ApplicantData {
  const data: ApplicantData = {};
  for (const field of Object.keys(APPLICANT_RULES) as ApplicantField[]) {
    // The escritura's date is the one written beside the chosen escritura, not another deed's.
    const scope = field === "fechaEscritura" && data.escritura ? [data.escritura.passage] : passages;
    let occurrences = occurrencesOf(field, scope);
    if (field === "razonSocial") occurrences = withoutOtherCompanies(preferContained(occurrences));
    const chosen = vote(field, occurrences);
    if (chosen) data[field] = chosen;
  }
  return data;
}

/** A value with the sources it rests on (an address joined from several lines has several). */
export interface ApplicantValueWithSources {
  value: string;
  sources: TSource[];
}

const ADDRESS_PARTS: ApplicantField[] = [
  "calle",
  "numeroExterior",
  "colonia",
  "codigoPostal",
  "municipio",
  "estado",
];

export function applicantValue(data: ApplicantData, field: ApplicantField): ApplicantValueWithSources | null {
  const found = data[field];
  return found ? { value: found.value, sources: [found.source] } : null;
}

/** The constancia's address parts, joined, when the full address was not read from a fiscal document. */
export function applicantAddress(data: ApplicantData): ApplicantValueWithSources | null {
  const written = data.domicilio;
  const parts = ADDRESS_PARTS.map((field) => data[field]).filter((part) => part !== undefined);
  if ((written && written.passage.documentType === "fiscal") || !data.calle)
    return applicantValue(data, "domicilio");
  const [calle, numero, colonia, cp, municipio, estado] = ADDRESS_PARTS.map((field) => data[field]?.value);
  const value = [
    [calle, numero].filter(Boolean).join(" "),
    colonia ? `Col. ${colonia}` : "",
    cp ? `C.P. ${cp}` : "",
    municipio ?? "",
    estado ?? "",
  ]
    .filter(Boolean)
    .join(", ");
  const sources: TSource[] = [];
  for (const part of parts) {
    if (!sources.some((item) => item.passageId === part.source.passageId && item.quote === part.source.quote))
      sources.push(part.source);
  }
  return { value, sources: sources.slice(0, 4) };
}
