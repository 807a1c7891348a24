import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type TPhasesResponse, ZPhasesResponse } from "../../shared/contracts/phases";
import { messageForStatus } from "../../shared/errors";
import { ApiError, apiBaseUrl, apiRequest } from "./http-client";
import { projectKeys } from "./projects";

export const PHASE_PATHS = {
  list: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/phases`,
  generate: (projectId: string, phase: number) =>
    `/api/projects/${encodeURIComponent(projectId)}/phases/${phase}/generate`,
  open: (projectId: string, phase: number) =>
    `/api/projects/${encodeURIComponent(projectId)}/phases/${phase}/open`,
  adjusted: (projectId: string, phase: number) =>
    `/api/projects/${encodeURIComponent(projectId)}/phases/${phase}/adjusted`,
  advance: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/advance`,
} as const;

/** How often the phases are asked again while a generation is queued or running. */
export const PHASE_POLL_MS = 1_500;
/**
 * Right after a click on 'Generar' someone is watching its steps, and the built-in generator takes
 * well under a second: the phases are asked this often for the first seconds, then every PHASE_POLL_MS.
 */
export const PHASE_FAST_POLL_MS = 300;
export const PHASE_FAST_POLL_WINDOW_MS = 8_000;
/** Per project, until when the phases are polled fast (set by each generation request). */
const fastPollUntil = new Map<string, number>();

/** A 'Generar' was answered now: the project's phases are polled fast for the next seconds. */
export function markGenerationRequested(projectId: string, now = Date.now()): void {
  fastPollUntil.set(projectId, now + PHASE_FAST_POLL_WINDOW_MS);
}

/** The polling interval while a generation runs: fast just after the click, then the usual one. */
export function phasePollInterval(projectId: string, now = Date.now()): number {
  return now < (fastPollUntil.get(projectId) ?? 0) ? PHASE_FAST_POLL_MS : PHASE_POLL_MS;
}

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

/**
 * Uploads the user's adjusted version of a phase's latest file. XMLHttpRequest rather than fetch
 * because only it reports upload progress; no time-out, as a large file on a slow link takes long.
 */
export function uploadAdjustedFile(
  projectId: string,
  phase: number,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<TPhasesResponse> {
  return new Promise<TPhasesResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${apiBaseUrl()}${PHASE_PATHS.adjusted(projectId, phase)}`);
    xhr.withCredentials = true;
    xhr.timeout = 0;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      try {
        resolve(readAdjustedAnswer(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          "NETWORK_ERROR",
          "No se pudo conectar con el servidor. Verifique su conexión a internet.",
          0,
        ),
      );
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** The workspace the server answered, or its refusal as an ApiError with the server's message. */
function readAdjustedAnswer(status: number, text: string): TPhasesResponse {
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (status < 200 || status >= 300) {
    const body = (payload && typeof payload === "object" ? payload : {}) as Record<string, unknown>;
    const code = typeof body.code === "string" ? body.code : `HTTP_${status}`;
    const message = typeof body.message === "string" ? body.message : messageForStatus(status);
    throw new ApiError(code, message, status, body.detail);
  }
  const parsed = ZPhasesResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError("UNKNOWN_ERROR", "Ha ocurrido un error inesperado.", status);
  return parsed.data;
}

// The workspace explains its own failures, so these requests stay out of the global toasts.
const SILENT = { isSilent: true } as const;

/**
 * The project's phases, asked again while a generation is queued or running: every 0.3 s for the
 * first seconds after a 'Generar', then every 1.5 s.
 */
export function usePhases(projectId: string) {
  return useQuery({
    queryKey: phaseKeys.list(projectId),
    queryFn: ({ signal }) => fetchPhases(projectId, signal),
    refetchInterval: (query) => (hasRunningJob(query.state.data) ? phasePollInterval(projectId) : false),
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
    onSuccess: (data) => {
      markGenerationRequested(projectId);
      storePhases(data);
    },
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

export function useUploadAdjustedMutation(projectId: string) {
  const storePhases = useStorePhases(projectId);
  return useMutation({
    mutationFn: ({
      phase,
      file,
      onProgress,
    }: {
      phase: number;
      file: File;
      onProgress?: (fraction: number) => void;
    }) => uploadAdjustedFile(projectId, phase, file, onProgress),
    onSuccess: storePhases,
    meta: SILENT,
  });
}
