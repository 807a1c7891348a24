/**
 * The company profile read from the client's own documents (legal, fiscal, company CV, team CVs and
 * other material) by the same rules the built-in generator uses for phases 4-6, so the page shows
 * exactly what the proposal will say: each value with the document, page and words it was read from.
 */
import {
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  type TCompanyProfileResponse,
  type TProfileSource,
} from "../../../shared/contracts/company-profile";
import type { DocumentCategory } from "../../../shared/rules/files";
import { findApplicantData } from "../phases/extractive/applicant-data";
import {
  completeFromCompanyDocuments,
  TRACK_RECORD_CATEGORIES,
} from "../phases/extractive/company-track-record";
import { parseCompanyCv, parseTeamCvs } from "../phases/extractive/cv-parse";
import type { CategorizedPassage, TSource } from "../phases/generation/phase-input";

export const PROFILE_CATEGORIES: readonly DocumentCategory[] = [...TRACK_RECORD_CATEGORIES, "equipo"];

export type ExtractedProfile = Omit<TCompanyProfileResponse, "fields"> & {
  fields: Array<{
    field: (typeof PROFILE_FIELDS)[number];
    value: string | null;
    source: TProfileSource | null;
  }>;
};

export function extractProfile(passages: CategorizedPassage[], today: Date): ExtractedProfile {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const cite = (source: TSource): TProfileSource => {
    const passage = byId.get(source.passageId);
    return { documentName: passage?.documentName ?? "", page: passage?.page ?? null, quote: source.quote };
  };
  const own = passages.filter((passage) => passage.documentType !== "equipo");
  const data = findApplicantData(own);
  const company = completeFromCompanyDocuments(
    parseCompanyCv(own.filter((passage) => passage.documentType === "curricula")),
    own,
    today,
  );
  const fields = PROFILE_FIELDS.map((field) => {
    const found = data[field];
    return { field, value: found?.value ?? null, source: found ? cite(found.source) : null };
  });
  const experience = company.contracts.map((contract) => ({
    text: [contract.client, contract.object, contract.year, contract.amount].filter(Boolean).join(" · "),
    source: cite(contract.source),
  }));
  if (company.yearsOfExperience)
    experience.unshift({
      text: `Experiencia: ${company.foundedNote ?? company.yearsOfExperience.value}`,
      source: cite(company.yearsOfExperience.source),
    });
  const certifications = company.certifications.map((item) => ({
    text: item.value,
    source: cite(item.source),
  }));
  const people = parseTeamCvs(passages.filter((passage) => passage.documentType === "equipo"))
    .filter((person) => person.name)
    .map((person) => ({
      name: person.name!.value,
      role: person.role?.value ?? null,
      education: person.education.map((entry) => entry.text),
      cedula: person.cedula?.value ?? null,
      experience: person.experience.map((entry) =>
        [entry.period, entry.employer, entry.position].filter(Boolean).join(" · "),
      ),
      source: cite(person.name!.source),
    }));
  return {
    fields,
    experience,
    certifications,
    people,
    documentCount: new Set(passages.map((passage) => passage.documentId)).size,
  };
}

export function profileLabel(field: (typeof PROFILE_FIELDS)[number]): string {
  return PROFILE_FIELD_LABELS[field];
}
