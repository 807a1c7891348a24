import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type TProfileField, ZCompanyProfileResponse } from "../../shared/contracts/company-profile";
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
