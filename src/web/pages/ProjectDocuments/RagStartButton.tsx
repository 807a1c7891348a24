import { Button } from "@mantine/core";
import { useNavigate } from "react-router";
import type { TProject } from "../../../shared/contracts/projects";
import { FILE_MESSAGES } from "../../../shared/rules/files";
import { ApiError } from "../../api/http-client";
import { projectRoutes, useStartRagMutation } from "../../api/projects";

/** 'Iniciar Modelo RAG' before the start, 'Continuar Modelo RAG (Fase n)' after (spec 02 §2). */
export function ragActionLabel(project: Pick<TProject, "ragStarted" | "currentRagPhase">): string {
  if (!project.ragStarted) return "Iniciar Modelo RAG";
  return `Continuar Modelo RAG (Fase ${(project.currentRagPhase ?? 0) + 1})`;
}

interface RagStartButtonProps {
  project: TProject;
  hasDocuments: boolean;
  /** A message for the page to show: the refusal, or null to clear it. */
  onMessage: (message: string | null) => void;
}

/** Starts the model the first time (server-side), then opens the phase workspace. */
export function RagStartButton({ project, hasDocuments, onMessage }: RagStartButtonProps) {
  const navigate = useNavigate();
  const startMutation = useStartRagMutation(project.id);

  function handleClick() {
    onMessage(null);
    if (project.ragStarted) {
      navigate(projectRoutes.rag(project.id));
      return;
    }
    if (!hasDocuments) {
      onMessage(FILE_MESSAGES.needDocument);
      return;
    }
    startMutation.mutate(undefined, {
      onSuccess: () => navigate(projectRoutes.rag(project.id)),
      onError: (error) =>
        onMessage(
          error instanceof ApiError && error.code === "NO_DOCUMENTS"
            ? FILE_MESSAGES.needDocument
            : error.message,
        ),
    });
  }

  return (
    <Button onClick={handleClick} loading={startMutation.isPending}>
      {ragActionLabel(project)}
    </Button>
  );
}
