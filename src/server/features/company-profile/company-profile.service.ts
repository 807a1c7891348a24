import type {
  TCompanyProfileResponse,
  TDocumentValidityResponse,
  TProfileField,
  TSaveProfileValueRequest,
} from "../../../shared/contracts/company-profile";
import type { AppContext } from "../../context";
import type { SessionActor } from "../auth/sessions.service";
import { CLIENT_CATEGORIES } from "../phases/extractive/evaluation-evidence";
import { calendarSubmission } from "../phases/extractive/phase1-validity";
import { findLatestReadyVersion, listCategoryPassages } from "../phases/generation/generation.repository";
import type { TPhaseContent } from "../phases/generation/phase-input";
import { requireOwnedProject } from "../projects/projects.policy";
import { extractProfile, PROFILE_CATEGORIES, profileLabel } from "./company-profile.extract";
import { requireProfileOwner } from "./company-profile.policy";
import {
  deleteProfileValue,
  listOwnerPassages,
  listProfileValues,
  upsertProfileValue,
} from "./company-profile.repository";
import { documentValidity, submissionDate, validityReference } from "./document-validity";

type ProfileContext = Pick<AppContext, "db">;

/** The client's values as the phases use them: the client's decision wins over the documents. */
export async function clientProfileValues(
  ctx: ProfileContext,
  ownerId: string,
): Promise<Partial<Record<TProfileField, { value: string; status: "confirmado" | "corregido" }>>> {
  const rows = await listProfileValues(ctx.db, ownerId);
  return Object.fromEntries(
    rows.map((row) => [row.field, { value: row.value, status: row.status }] as const),
  );
}

/** The profile read from all the client's documents, with the client's decisions over it. */
export async function getCompanyProfile(
  ctx: ProfileContext,
  input: { actor: SessionActor },
): Promise<TCompanyProfileResponse> {
  const ownerId = requireProfileOwner(input.actor);
  const extracted = extractProfile(await listOwnerPassages(ctx.db, ownerId, PROFILE_CATEGORIES), new Date());
  const decided = new Map((await listProfileValues(ctx.db, ownerId)).map((row) => [row.field, row]));
  return {
    ...extracted,
    fields: extracted.fields.map((item) => {
      const client = decided.get(item.field);
      return {
        field: item.field,
        label: profileLabel(item.field),
        value: client?.value ?? item.value,
        status: client?.status ?? (item.value ? "extraido" : "sin_dato"),
        extracted: item.value,
        source: item.source,
        clientValue: client?.value ?? null,
        updatedAt: client?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}

/**
 * The client confirms or corrects one value: the same words as the documents' confirm it, others
 * correct it. Either way it wins over every later extraction.
 */
export async function saveProfileValue(
  ctx: ProfileContext,
  input: { actor: SessionActor; field: TProfileField } & TSaveProfileValueRequest,
): Promise<TCompanyProfileResponse> {
  const ownerId = requireProfileOwner(input.actor);
  const extracted = extractProfile(await listOwnerPassages(ctx.db, ownerId, PROFILE_CATEGORIES), new Date());
  const current = extracted.fields.find((item) => item.field === input.field)?.value ?? null;
  const status = current !== null && current.trim() === input.value ? "confirmado" : "corregido";
  await upsertProfileValue(ctx.db, { ownerId, field: input.field, value: input.value, status });
  return getCompanyProfile(ctx, input);
}

/** Removes the client's decision: the value read from the documents applies again. */
export async function resetProfileValue(
  ctx: ProfileContext,
  input: { actor: SessionActor; field: TProfileField },
): Promise<TCompanyProfileResponse> {
  await deleteProfileValue(ctx.db, requireProfileOwner(input.actor), input.field);
  return getCompanyProfile(ctx, input);
}

/**
 * The project's fiscal and legal documents with their validity against the tender's submission date
 * (or today when the bases give none): what will have expired by the day the proposal is handed in.
 */
export async function getDocumentValidity(
  ctx: ProfileContext,
  input: { actor: SessionActor; projectId: string },
): Promise<TDocumentValidityResponse> {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  // Every category the client's own papers are read from (an opinión filed under 'Otros' as well), as phase 8.
  const own = await listCategoryPassages(ctx.db, project.id, [...CLIENT_CATEGORIES]);
  const bases = await listCategoryPassages(ctx.db, project.id, ["bases", "anexos"]);
  // The same day phases 1 and 8 measure against: the bases' sentence, else phase 1's calendar (a date
  // given only in a table), and today once that day is over.
  const phase1 = await findLatestReadyVersion(ctx.db, project.id, 1);
  const calendar = phase1?.content ? calendarSubmission(phase1.content as TPhaseContent) : null;
  const { reference, submission, passed } = validityReference(submissionDate(bases) ?? calendar, new Date());
  return {
    referenceDate: reference.toISOString(),
    isSubmissionDate: submission !== null,
    passedSubmissionDate: passed?.toISOString() ?? null,
    documents: documentValidity(own, bases, reference).map((item) => ({
      documentName: item.documentName,
      label: item.label,
      issueDate: item.issueDate.toISOString(),
      validUntil: item.validUntil.toISOString(),
      basis: item.basis,
      isExpired: item.isExpired,
    })),
  };
}
