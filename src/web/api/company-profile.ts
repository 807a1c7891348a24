import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type TProfileField,
  ZCompanyProfileResponse,
  ZDocumentValidityResponse,
} from "../../shared/contracts/company-profile";
import { apiRequest } from "./http-client";

export const COMPANY_PROFILE_PATHS = {
  profile: "/api/company-profile",
  field: (field: TProfileField) => `/api/company-profile/fields/${encodeURIComponent(field)}`,
} as const;

const profileKey = ["company-profile"] as const;

export function useCompanyProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) =>
      apiRequest(COMPANY_PROFILE_PATHS.profile, { schema: ZCompanyProfileResponse, signal }),
  });
}

/** Confirms or corrects one value (`value`), or goes back to the documents' value (`value: null`). */
export function useSaveProfileValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, value }: { field: TProfileField; value: string | null }) =>
      apiRequest(COMPANY_PROFILE_PATHS.field(field), {
        method: value === null ? "DELETE" : "PUT",
        ...(value === null ? {} : { body: { value } }),
        schema: ZCompanyProfileResponse,
      }),
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}

/** The project's fiscal and legal documents with their validity; refreshed with the document list. */
export function useDocumentValidity(projectId: string, documentsVersion: string) {
  return useQuery({
    queryKey: ["document-validity", projectId, documentsVersion],
    queryFn: ({ signal }) =>
      apiRequest(`/api/projects/${encodeURIComponent(projectId)}/document-validity`, {
        schema: ZDocumentValidityResponse,
        signal,
      }),
    meta: { isSilent: true },
  });
}
