import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type TProjectDocument,
  type TSearchHit,
  ZDocumentListResponse,
  ZDownloadUrlResponse,
  ZSearchResponse,
} from "../../shared/contracts/documents";
import { apiBaseUrl, apiRequest } from "./http-client";
import { projectKeys } from "./projects";

export const DOCUMENT_PATHS = {
  list: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/documents`,
  remove: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/documents/delete`,
  search: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/search`,
  downloadAll: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/documents/download-all`,
  downloadOne: (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/download`,
  downloadSelection: "/api/documents/download",
} as const;

/** How often the list is asked again while a document waits for or undergoes text extraction. */
export const DOCUMENT_POLL_MS = 2_000;
/** Search needs this many characters (the server's own minimum). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_LIMIT = 10;

export const documentKeys = {
  list: (projectId: string) => [...projectKeys.detail(projectId), "documents"] as const,
  search: (projectId: string, query: string) => [...projectKeys.detail(projectId), "search", query] as const,
};

/** Whether any document still waits for, or is in, text extraction. */
export function hasPendingDocuments(documents: readonly TProjectDocument[] | undefined): boolean {
  return (documents ?? []).some(
    (document) => document.status === "en_cola" || document.status === "procesando",
  );
}

export async function fetchDocuments(projectId: string, signal?: AbortSignal): Promise<TProjectDocument[]> {
  const { documents } = await apiRequest(DOCUMENT_PATHS.list(projectId), {
    schema: ZDocumentListResponse,
    signal,
  });
  return documents;
}

export async function deleteDocuments(projectId: string, documentIds: string[]): Promise<void> {
  await apiRequest(DOCUMENT_PATHS.remove(projectId), { method: "POST", body: { documentIds } });
}

export async function searchDocuments(
  projectId: string,
  query: string,
  signal?: AbortSignal,
): Promise<TSearchHit[]> {
  const params = new URLSearchParams({ q: query, limit: String(SEARCH_LIMIT) });
  const { hits } = await apiRequest(`${DOCUMENT_PATHS.search(projectId)}?${params}`, {
    schema: ZSearchResponse,
    signal,
  });
  return hits;
}

/** A short-lived address for the selected documents (a ZIP when several). */
export async function requestSelectionDownload(documentIds: string[]): Promise<string> {
  const { downloadUrl } = await apiRequest(DOCUMENT_PATHS.downloadSelection, {
    method: "POST",
    body: { documentIds },
    schema: ZDownloadUrlResponse,
  });
  return downloadUrl;
}

/** A short-lived address for a ZIP of every input and output of the project. */
export async function requestDownloadAll(projectId: string): Promise<string> {
  const { downloadUrl } = await apiRequest(DOCUMENT_PATHS.downloadAll(projectId), {
    schema: ZDownloadUrlResponse,
  });
  return downloadUrl;
}

/**
 * Lets the browser download `url` itself (streamed to disk, never held in memory). Only http(s)
 * addresses are followed, whatever the server answered; a relative one is the API's.
 */
export function startDownload(url: string): void {
  const target = new URL(url.startsWith("/") ? `${apiBaseUrl()}${url}` : url, window.location.href);
  if (target.protocol !== "http:" && target.protocol !== "https:") {
    throw new Error("Dirección de descarga no válida");
  }
  const anchor = document.createElement("a");
  anchor.href = target.href;
  anchor.download = "";
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

// The pages explain their own failures, so these requests stay out of the global toasts.
const SILENT = { isSilent: true } as const;

/** The project's documents, asked again every 2 s while any is queued or being processed. */
export function useProjectDocuments(projectId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: documentKeys.list(projectId),
    queryFn: ({ signal }) => fetchDocuments(projectId, signal),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => (hasPendingDocuments(query.state.data) ? DOCUMENT_POLL_MS : false),
    meta: SILENT,
  });
}

/** Refreshes the project (its document count) and its documents after a change. */
export function useRefreshProjectDocuments(projectId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
  };
}

export function useDeleteDocumentsMutation(projectId: string) {
  const refresh = useRefreshProjectDocuments(projectId);
  return useMutation({
    mutationFn: (documentIds: string[]) => deleteDocuments(projectId, documentIds),
    onSuccess: refresh,
    meta: SILENT,
  });
}

/** Full-text search over the project's passages; idle until the query is long enough. */
export function useDocumentSearch(projectId: string, query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: documentKeys.search(projectId, trimmed),
    queryFn: ({ signal }) => searchDocuments(projectId, trimmed, signal),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
    meta: SILENT,
  });
}

/**
 * One document, the way selections go: a short-lived link (a selection of one is the file itself), then
 * the browser's own download. Asking first lets the page say why a download failed (spec 02 §8).
 */
export function useDownloadDocumentMutation() {
  return useMutation({
    mutationFn: async (documentId: string) => startDownload(await requestSelectionDownload([documentId])),
    meta: SILENT,
  });
}

export function useDownloadSelectionMutation() {
  return useMutation({
    mutationFn: async (documentIds: string[]) => startDownload(await requestSelectionDownload(documentIds)),
    meta: SILENT,
  });
}

export function useDownloadAllMutation(projectId: string) {
  return useMutation({
    mutationFn: async () => startDownload(await requestDownloadAll(projectId)),
    meta: SILENT,
  });
}
