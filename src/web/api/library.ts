import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZAddLibraryDocumentsResponse, ZLibraryListResponse } from "../../shared/contracts/library";
import { documentKeys } from "./documents";
import { apiRequest } from "./http-client";
import { projectKeys } from "./projects";

export const LIBRARY_PATHS = {
  list: "/api/library-documents",
  one: (id: string) => `/api/library-documents/${encodeURIComponent(id)}`,
  addToProject: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/library-documents`,
} as const;

export const libraryKey = ["library-documents"] as const;

/** The client's library (its company documents kept for every project). */
export function useLibrary(enabled = true) {
  return useQuery({
    queryKey: libraryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest(LIBRARY_PATHS.list, { schema: ZLibraryListResponse, signal })).documents,
    enabled,
  });
}

/** Includes library documents in a project that still takes documents. */
export function useAddLibraryDocuments(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (libraryDocumentIds: string[]) =>
      (
        await apiRequest(LIBRARY_PATHS.addToProject(projectId), {
          method: "POST",
          body: { libraryDocumentIds },
          schema: ZAddLibraryDocumentsResponse,
        })
      ).documents,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.list(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
      void queryClient.invalidateQueries({ queryKey: libraryKey });
    },
    meta: { isSilent: true },
  });
}

/** Takes a document out of the library; the projects that hold it keep it. */
export function useRemoveLibraryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(LIBRARY_PATHS.one(id), { method: "DELETE", schema: ZLibraryListResponse })).documents,
    onSuccess: (documents) => queryClient.setQueryData([...libraryKey], documents),
    meta: { isSilent: true },
  });
}
