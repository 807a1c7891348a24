import { useCallback, useEffect, useRef, useState } from "react";
import type { DocumentCategory } from "../../../shared/rules/files";
import { type DocumentUpload, uploadDocument } from "../../api/document-upload";
import { useRefreshProjectDocuments } from "../../api/documents";
import { ApiError } from "../../api/http-client";
import type { UploadItem } from "./upload-rules";

/** Refusals that concern the project, not the file: the files after it would be refused the same way. */
const PROJECT_REFUSALS = new Set(["RAG_STARTED", "PROJECT_CLOSED", "NOT_FOUND", "UNAUTHENTICATED"]);

export type UploadRunOutcome = "empty" | "all-done" | "some-failed";

/**
 * The upload queue: files wait with their category, then go one request each, one after another, so
 * every item shows its own real progress and outcome and a slow link is not split between files.
 */
export function useUploadQueue(projectId: string) {
  const [items, setItems] = useState<UploadItem[]>([]);
  // The ref is the truth the running loop reads; the state is its copy for rendering.
  const itemsRef = useRef<UploadItem[]>([]);
  const nextId = useRef(1);
  const inFlight = useRef(new Map<number, DocumentUpload>());
  const isMounted = useRef(true);
  const [isRunning, setIsRunning] = useState(false);
  const refreshProject = useRefreshProjectDocuments(projectId);

  const commit = useCallback((change: (items: UploadItem[]) => UploadItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);

  const update = useCallback(
    (id: number, patch: Partial<UploadItem>) =>
      commit((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item))),
    [commit],
  );

  // Leaving the page cancels what is still travelling.
  useEffect(() => {
    isMounted.current = true;
    const uploads = inFlight.current;
    return () => {
      isMounted.current = false;
      for (const upload of uploads.values()) upload.abort();
      uploads.clear();
    };
  }, []);

  function addFiles(files: readonly File[], documentType: DocumentCategory) {
    const added = files.map<UploadItem>((file) => ({
      id: nextId.current++,
      file,
      documentType,
      progress: 0,
      status: "idle",
      error: null,
    }));
    commit((current) => [...current, ...added]);
  }

  function removeItem(id: number) {
    commit((current) => current.filter((item) => item.id !== id || item.status === "uploading"));
  }

  function cancelItem(id: number) {
    inFlight.current.get(id)?.abort();
  }

  /** Sends every waiting or failed item; says whether all of the queue is now stored. */
  async function uploadAll(): Promise<UploadRunOutcome> {
    const ids = itemsRef.current
      .filter((item) => item.status === "idle" || item.status === "error")
      .map((item) => item.id);
    // Only stored and repeated files left: nothing to send, and nothing missing either.
    if (ids.length === 0) return itemsRef.current.length === 0 ? "empty" : "some-failed";
    setIsRunning(true);
    let projectRefusal: string | null = null;
    for (const id of ids) {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (!isMounted.current || !item || item.status === "done") continue;
      if (projectRefusal) {
        update(id, { status: "error", error: projectRefusal });
        continue;
      }
      update(id, { status: "uploading", progress: 0, error: null });
      const upload = uploadDocument({
        projectId,
        documentType: item.documentType,
        file: item.file,
        onProgress: (fraction) => update(id, { progress: Math.round(fraction * 100) }),
      });
      inFlight.current.set(id, upload);
      try {
        await upload.result;
        update(id, { status: "done", progress: 100 });
      } catch (error) {
        const message = error instanceof Error ? error.message : "Ha ocurrido un error inesperado.";
        // The same content is already a document of the project: nothing to retry, nothing was lost.
        const isDuplicate = error instanceof ApiError && error.code === "DUPLICATE_FILE";
        update(id, { status: isDuplicate ? "duplicate" : "error", error: message });
        if (error instanceof ApiError && PROJECT_REFUSALS.has(error.code)) projectRefusal = message;
      } finally {
        inFlight.current.delete(id);
      }
    }
    setIsRunning(false);
    // The project's count, its documents and (after a refusal) its state changed on the server.
    refreshProject();
    const isAllDone = itemsRef.current.length > 0 && itemsRef.current.every((item) => item.status === "done");
    return isAllDone ? "all-done" : "some-failed";
  }

  return { items, isRunning, addFiles, removeItem, cancelItem, uploadAll };
}
