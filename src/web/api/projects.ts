import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type TCreateProjectRequest,
  type TProject,
  type TUpdateProjectRequest,
  ZCreateProjectResponse,
  ZProjectListResponse,
  ZProjectResponse,
} from "../../shared/contracts/projects";
import { apiRequest } from "./http-client";

export const PROJECT_PATHS = {
  list: "/api/projects",
  one: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`,
  close: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/close`,
  startRag: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/rag/start`,
} as const;

/** Query keys: everything about one project sits under its own key, so one invalidation refreshes it. */
export const projectKeys = {
  all: ["projects"] as const,
  list: () => ["projects", "list"] as const,
  detail: (projectId: string) => ["projects", projectId] as const,
};

/** Browser routes of one project's screens (spec 02 §2). */
export const projectRoutes = {
  documents: (projectId: string) => `/project/${projectId}/documents`,
  upload: (projectId: string) => `/project/${projectId}/upload`,
  rag: (projectId: string) => `/project/${projectId}/rag`,
  closed: (projectId: string) => `/project/${projectId}/closed`,
};

/** Where opening a project leads: its closed view when closed, otherwise its documents. */
export function projectEntryPath(project: Pick<TProject, "id" | "status">): string {
  return project.status === "closed" ? projectRoutes.closed(project.id) : projectRoutes.documents(project.id);
}

export async function fetchProjects(signal?: AbortSignal): Promise<TProject[]> {
  const { projects } = await apiRequest(PROJECT_PATHS.list, { schema: ZProjectListResponse, signal });
  return projects;
}

export async function fetchProject(projectId: string, signal?: AbortSignal): Promise<TProject> {
  const { project } = await apiRequest(PROJECT_PATHS.one(projectId), { schema: ZProjectResponse, signal });
  return project;
}

export function createProject(body: TCreateProjectRequest) {
  return apiRequest(PROJECT_PATHS.list, { method: "POST", body, schema: ZCreateProjectResponse });
}

export async function updateProject(projectId: string, body: TUpdateProjectRequest): Promise<TProject> {
  const { project } = await apiRequest(PROJECT_PATHS.one(projectId), {
    method: "PUT",
    body,
    schema: ZProjectResponse,
  });
  return project;
}

export async function closeProject(projectId: string): Promise<TProject> {
  const { project } = await apiRequest(PROJECT_PATHS.close(projectId), {
    method: "PUT",
    schema: ZProjectResponse,
  });
  return project;
}

/** Starts the eight-phase model; the server answers the project as it is when it already started. */
export async function startRag(projectId: string): Promise<TProject> {
  const { project } = await apiRequest(PROJECT_PATHS.startRag(projectId), {
    method: "POST",
    schema: ZProjectResponse,
  });
  return project;
}

// These screens explain their own failures, so their requests stay out of the global toasts.
const SILENT = { isSilent: true } as const;

export function useProjects() {
  return useQuery({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => fetchProjects(signal),
    meta: SILENT,
  });
}

export function useProject(projectId: string) {
  return useQuery({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => fetchProject(projectId, signal),
    meta: SILENT,
  });
}

/** Keeps the cached copies of a project (its own entry and the list) in step with a fresh answer. */
function useStoreProject() {
  const queryClient = useQueryClient();
  return (project: TProject) => {
    queryClient.setQueryData(projectKeys.detail(project.id), project);
    void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
  };
}

export function useCreateProjectMutation() {
  const storeProject = useStoreProject();
  return useMutation({
    mutationFn: createProject,
    onSuccess: ({ project }) => storeProject(project),
    meta: SILENT,
  });
}

export function useUpdateProjectMutation(projectId: string) {
  const storeProject = useStoreProject();
  return useMutation({
    mutationFn: (body: TUpdateProjectRequest) => updateProject(projectId, body),
    onSuccess: storeProject,
    meta: SILENT,
  });
}

export function useCloseProjectMutation(projectId: string) {
  const storeProject = useStoreProject();
  return useMutation({
    mutationFn: () => closeProject(projectId),
    onSuccess: storeProject,
    meta: SILENT,
  });
}

export function useStartRagMutation(projectId: string) {
  const storeProject = useStoreProject();
  return useMutation({
    mutationFn: () => startRag(projectId),
    onSuccess: storeProject,
    meta: SILENT,
  });
}
