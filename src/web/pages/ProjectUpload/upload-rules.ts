import { ERROR_CODES } from "../../../shared/errors";
import {
  type DocumentCategory,
  declaredFileType,
  FILE_MESSAGES,
  formatFileSize,
  MAX_FILE_BYTES,
} from "../../../shared/rules/files";

/** Upload queue item (spec 02 §3): file, progress, status, documentType, error. */
export interface UploadItem {
  id: number;
  file: File;
  documentType: DocumentCategory;
  /** Percentage of the file's bytes sent, from the browser's upload progress events. */
  progress: number;
  /** 'duplicate': the project already holds this file's content (the server named that document). */
  status: "idle" | "uploading" | "done" | "duplicate" | "error";
  error: string | null;
}

export interface RejectedFile {
  /** Position among the files of one pick or drop (two may share a name). */
  key: number;
  name: string;
  message: string;
}

/**
 * Why a file cannot be queued, or null. Mirrors the server's first checks (extension and size) so a
 * wrong file is refused before it travels; the server still checks the content itself.
 */
export function checkFile(file: File): string | null {
  if (!declaredFileType(file.name)) return FILE_MESSAGES.notAllowed;
  if (file.size > MAX_FILE_BYTES) return FILE_MESSAGES.tooLarge(formatFileSize(file.size));
  if (file.size === 0) return ERROR_CODES.EMPTY_FILE.message;
  return null;
}

/** Splits picked or dropped files into those to queue and those refused, with the reason. */
export function sortFiles(files: readonly File[]): { accepted: File[]; rejected: RejectedFile[] } {
  const accepted: File[] = [];
  const rejected: RejectedFile[] = [];
  for (const file of files) {
    const message = checkFile(file);
    if (message) rejected.push({ key: rejected.length, name: file.name, message });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

export const UPLOAD_STATUS_LABELS: Record<UploadItem["status"], string> = {
  idle: "En espera",
  uploading: "Cargando",
  done: "Cargado",
  duplicate: "Ya estaba en el proyecto",
  error: "Error",
};
