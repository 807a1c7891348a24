/**
 * The company's track record as its legal and other own documents state it, for the applicant's CV
 * (phase 5) when no company CV was uploaded or it leaves something out: the contracts an acta or a
 * company presentation enumerates ('a los municipios de Zapopan (2018 a 2021, contrato ZAP-045/2018,
 * monto $18,450,000.00) y …'), its certifications (ISO 14001 …), its years since incorporation and its
 * objeto social as specialty. Every value quotes the literal words it was read from.
 */
import type { DocumentCategory } from "../../../../shared/rules/files";
import type { CategorizedPassage } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import {
  APPLICANT_FIELD_LABELS,
  type ApplicantData,
  type ApplicantField,
  applicantAddress,
  applicantValue,
  findApplicantData,
} from "./applicant-data";
import type { CompanyContract, CompanyCv } from "./cv-company-parse";
import type { Sourced } from "./cv-lines";

/** The company's own documents that may state its track record (not the tender's, not the team's CVs). */
export const TRACK_RECORD_CATEGORIES: readonly DocumentCategory[] = ["legal", "fiscal", "curricula", "otros"];

// 'Zapopan (2018 a 2021, contrato ZAP-DGSP-045/2018, monto $18,450,000.00)': the client's capitalised
// words, then in brackets the years, the contract number and the amount, in any order after the years.
const ENUMERATED_CONTRACT =
  /((?:\p{Lu}[\p{L}.]+\s(?:(?:de|del|la|las|los)\s)?){0,4}\p{Lu}[\p{L}.]+)\s\(((?:19|20)\d{2})(?:\s(?:a|al|-|–)\s((?:19|20)\d{2}|la fecha))?(?:,\scontrato\s(?:n[uú]m(?:ero|\.)?\s)?([\p{Lu}\d][\w\-/.]*))?(?:,\smonto\s(?:de\s)?(\$\s?[\d,]+(?:\.\d{2})?))?\)/gu;
// 'ha prestado el servicio de recolección … a los municipios de' names what the contracts were for and
// what kind of client they were.
const SERVICE =
  /(?:prestado|realizado|ejecutado)\s+(?:el|los)\s+(servicios?\s+de\s+[^.;]+?)\s+a\s+(?:los|las)\s+(municipios|ayuntamientos|dependencias|gobiernos|empresas)/iu;
const CERTIFICATION_SENTENCE =
  /[^.]*\b(?:ISO\s?\d{4,5}(?::\d{4})?|certificaci[oó]n\s+(?:vigente\s+)?(?:en|de)\s)[^.]*\./giu;

const CLIENT_KIND: Record<string, string> = {
  municipios: "Municipio de",
  ayuntamientos: "Ayuntamiento de",
};

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * A sentence that states the company's track record: the services it has rendered and to whom ('ha
 * prestado el servicio de recolección … a los municipios de …'), or a contract with its amount.
 */
export function isTrackRecordSentence(text: string): boolean {
  const sentence = collapse(text);
  return SERVICE.test(sentence) || (/\bcontratos?\b/iu.test(sentence) && /\$\s?\d[\d,]{3,}/u.test(sentence));
}

function contractsOf(passage: CategorizedPassage): CompanyContract[] {
  const text = collapse(passage.text);
  const contracts: CompanyContract[] = [];
  for (const sentence of text.split(/(?<=\.)\s(?=\p{Lu})/u)) {
    const service = SERVICE.exec(sentence);
    if (!service) continue;
    const prefix = CLIENT_KIND[service[2]!.toLowerCase()] ?? null;
    for (const match of sentence.matchAll(ENUMERATED_CONTRACT)) {
      const [whole, name, from, to, number, amount] = match;
      const client = prefix ? `${prefix} ${name}` : name!;
      const period = to ? `${from} a ${to}` : from!;
      contracts.push({
        client,
        object: `${service[1]}, ${period}${number ? `, contrato ${number}` : ""}`,
        year: Number(to && /^\d{4}$/.test(to) ? to : from),
        amount: amount ?? null,
        source: sourceOf(passage, whole),
      });
    }
  }
  return contracts;
}

function certificationsOf(passage: CategorizedPassage): Sourced[] {
  const text = collapse(passage.text);
  return [...text.matchAll(CERTIFICATION_SENTENCE)]
    .map((match) => match[0].trim())
    .filter((sentence) => sentence.length <= 400)
    .map((sentence) => ({ value: sentence, source: sourceOf(passage, sentence) }));
}

// What identifies the company in a bid beyond its name and RFC, in the order a CV's first page gives it.
const GENERAL_FIELDS: ApplicantField[] = [
  "representante",
  "folioMercantil",
  "registroPatronal",
  "telefono",
  "correo",
];

/** The domicilio, the acta constitutiva and the fields above, each as its documents state it. */
function generalFactsOf(data: ApplicantData): NonNullable<CompanyCv["generalFacts"]> {
  const facts: NonNullable<CompanyCv["generalFacts"]> = [];
  const address = applicantAddress(data);
  if (address) facts.push({ label: APPLICANT_FIELD_LABELS.domicilio, ...address });
  if (data.escritura) {
    const deed = [data.escritura, data.fechaEscritura, data.notario].filter((part) => part !== undefined);
    const value = [
      `escritura pública número ${data.escritura.value}`,
      data.fechaEscritura ? `del ${data.fechaEscritura.value}` : "",
      data.notario ? `otorgada ante ${data.notario.value}` : "",
    ]
      .filter(Boolean)
      .join(", ");
    const sources = deed
      .map((part) => part.source)
      .filter((source, index, all) => all.findIndex((other) => other.quote === source.quote) === index);
    facts.push({ label: "Acta constitutiva", value, sources });
  }
  for (const field of GENERAL_FIELDS) {
    const found = applicantValue(data, field);
    if (found) facts.push({ label: APPLICANT_FIELD_LABELS[field], ...found });
  }
  return facts;
}

/**
 * Fills what the company CV lacks from the company's other documents; the CV's own values always win.
 * `today` gives the years since incorporation.
 */
export function completeFromCompanyDocuments(
  cv: CompanyCv,
  passages: readonly CategorizedPassage[],
  today: Date,
): CompanyCv {
  const own = passages.filter((passage) => passage.documentType !== "curricula");
  const data = findApplicantData([...own]);
  const done: CompanyCv = { ...cv, generalFacts: generalFactsOf(findApplicantData([...passages])) };
  if (!done.legalName && data.razonSocial)
    done.legalName = { value: data.razonSocial.value, source: data.razonSocial.source };
  if (!done.rfc && data.rfc) done.rfc = { value: data.rfc.value, source: data.rfc.source };
  if (done.contracts.length === 0) done.contracts = own.flatMap(contractsOf);
  if (done.certifications.length === 0) done.certifications = own.flatMap(certificationsOf);
  if (done.specialty.length === 0 && data.objetoSocial)
    done.specialty = [
      { value: `Objeto social: ${data.objetoSocial.value}`, source: data.objetoSocial.source },
    ];
  const founded = data.fechaConstitucion ?? data.fechaEscritura;
  const year = founded ? /(?:19|20)\d{2}/.exec(founded.value)?.[0] : undefined;
  if (!done.yearsOfExperience && founded && year) {
    const years = today.getFullYear() - Number(year);
    done.yearsOfExperience = {
      value: `${years} años`,
      source: founded.source,
    };
    done.foundedNote = `${years} años desde su constitución el ${founded.value}`;
  }
  return done;
}
