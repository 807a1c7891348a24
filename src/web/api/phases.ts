import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type TPhasesResponse, ZPhasesResponse } from "../../shared/contracts/phases";
import { apiRequest } from "./http-client";
import { projectKeys } from "./projects";

export const PHASE_PATHS = {
  list: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/phases`,
  generate: (projectId: string, phase: number) =>
    `/api/projects/${encodeURIComponent(projectId)}/phases/${phase}/generate`,
  open: (projectId: string, phase: number) =>
    `/api/projects/${encodeURIComponent(projectId)}/phases/${phase}/open`,
  advance: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/advance`,
} as const;

/** How often the phases are asked again while a generation is queued or running. */
export const PHASE_POLL_MS = 1_500;

export const phaseKeys = {
  list: (projectId: string) => [...projectKeys.detail(projectId), "phases"] as const,
};

/** Whether any phase has a generation queued or running. */
export function hasRunningJob(data: TPhasesResponse | undefined): boolean {
  return (data?.phases ?? []).some(
    (phase) => phase.job?.status === "en_cola" || phase.job?.status === "generando",
  );
}

export function fetchPhases(projectId: string, signal?: AbortSignal): Promise<TPhasesResponse> {
  return apiRequest(PHASE_PATHS.list(projectId), { schema: ZPhasesResponse, signal });
}

export function generatePhase(
  projectId: string,
  phase: number,
  instructions?: string,
): Promise<TPhasesResponse> {
  return apiRequest(PHASE_PATHS.generate(projectId, phase), {
    method: "POST",
    body: instructions === undefined ? {} : { instructions },
    schema: ZPhasesResponse,
  });
}

export function openPhase(projectId: string, phase: number): Promise<TPhasesResponse> {
  return apiRequest(PHASE_PATHS.open(projectId, phase), { method: "POST", schema: ZPhasesResponse });
}

export function advancePhase(projectId: string): Promise<TPhasesResponse> {
  return apiRequest(PHASE_PATHS.advance(projectId), { method: "POST", schema: ZPhasesResponse });
}

// The workspace explains its own failures, so these requests stay out of the global toasts.
const SILENT = { isSilent: true } as const;

/** The project's phases, asked again every 1.5 s while a generation is queued or running. */
export function usePhases(projectId: string) {
  return useQuery({
    queryKey: phaseKeys.list(projectId),
    queryFn: ({ signal }) => fetchPhases(projectId, signal),
    refetchInterval: (query) => (hasRunningJob(query.state.data) ? PHASE_POLL_MS : false),
    retry: false,
    meta: SILENT,
  });
}

/** Every phase action answers the whole workspace, which replaces the cached copy. */
function useStorePhases(projectId: string) {
  const queryClient = useQueryClient();
  return (data: TPhasesResponse) => {
    queryClient.setQueryData(phaseKeys.list(projectId), data);
    void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
  };
}

export function useGeneratePhaseMutation(projectId: string) {
  const storePhases = useStorePhases(projectId);
  return useMutation({
    mutationFn: ({ phase, instructions }: { phase: number; instructions?: string }) =>
      generatePhase(projectId, phase, instructions),
    onSuccess: storePhases,
    meta: SILENT,
  });
}

export function useOpenPhaseMutation(projectId: string) {
  const storePhases = useStorePhases(projectId);
  return useMutation({
    mutationFn: (phase: number) => openPhase(projectId, phase),
    onSuccess: storePhases,
    meta: SILENT,
  });
}

export function useAdvancePhaseMutation(projectId: string) {
  const storePhases = useStorePhases(projectId);
  return useMutation({
    mutationFn: () => advancePhase(projectId),
    onSuccess: storePhases,
    meta: SILENT,
  });
}
