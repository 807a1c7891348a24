import type {
  TCompanyProfileResponse,
  TProfileField,
  TSaveProfileValueRequest,
} from "../../../shared/contracts/company-profile";
import type { AppContext } from "../../context";
import type { SessionActor } from "../auth/sessions.service";
import { extractProfile, PROFILE_CATEGORIES, profileLabel } from "./company-profile.extract";
import { requireProfileOwner } from "./company-profile.policy";
import {
  deleteProfileValue,
  listOwnerPassages,
  listProfileValues,
  upsertProfileValue,
} from "./company-profile.repository";

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
