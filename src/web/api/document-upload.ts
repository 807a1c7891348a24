import { type TProjectDocument, ZUploadResponse } from "../../shared/contracts/documents";
import { ERROR_CODES, isErrorCode, messageForStatus } from "../../shared/errors";
import { type DocumentCategory, UPLOAD_FILE_COUNT_HEADER } from "../../shared/rules/files";
import { DOCUMENT_PATHS } from "./documents";
import { ApiError, apiBaseUrl } from "./http-client";

const NETWORK_MESSAGE = "No se pudo conectar con el servidor. Verifique su conexión a internet.";
const UNEXPECTED_MESSAGE = "Ha ocurrido un error inesperado.";
const ABORTED_MESSAGE = "Carga cancelada.";

export interface DocumentUploadInput {
  projectId: string;
  documentType: DocumentCategory;
  file: File;
  /** Share of the file's bytes sent so far (0 to 1), as the browser reports it. */
  onProgress?: (fraction: number) => void;
}

export interface DocumentUpload {
  /** The stored document(s); rejects with an ApiError when the request or this file is refused. */
  result: Promise<TProjectDocument[]>;
  /** Cancels the transfer; `result` then rejects with the code ABORTED. */
  abort: () => void;
}

/**
 * Uploads one file as multipart form data. XMLHttpRequest rather than fetch because only it reports
 * upload progress; one request per file gives each queued file its own progress and outcome. No
 * time-out: a 20 MB file on a slow link may take minutes, and the user can cancel instead.
 */
export function uploadDocument(input: DocumentUploadInput): DocumentUpload {
  const xhr = new XMLHttpRequest();
  const result = new Promise<TProjectDocument[]>((resolve, reject) => {
    xhr.open("POST", `${apiBaseUrl()}${DOCUMENT_PATHS.list(input.projectId)}`);
    xhr.withCredentials = true;
    xhr.timeout = 0;
    xhr.setRequestHeader("Accept", "application/json");
    // One file per request, said up front: the server refuses one over 20 MB before it is sent whole.
    xhr.setRequestHeader(UPLOAD_FILE_COUNT_HEADER, "1");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        input.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      try {
        resolve(readUploadAnswer(xhr.status, xhr.responseText, input.file.name));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError("NETWORK_ERROR", NETWORK_MESSAGE, 0));
    xhr.onabort = () => reject(new ApiError("ABORTED", ABORTED_MESSAGE, 0));
    // The server reads the category before the files, so it must come first.
    const form = new FormData();
    form.append("documentType", input.documentType);
    form.append("files", input.file, input.file.name);
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}

/** The stored documents of a finished request, or the refusal as an ApiError. */
function readUploadAnswer(status: number, text: string, fileName: string): TProjectDocument[] {
  const payload = parseJson(text);
  if (status < 200 || status >= 300) throw httpError(status, payload);
  const parsed = ZUploadResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError("UNKNOWN_ERROR", UNEXPECTED_MESSAGE, status);
  const { documents, rejected } = parsed.data;
  if (documents.length > 0) return documents;
  const refusal = rejected.find((entry) => entry.name === fileName) ?? rejected[0];
  if (!refusal) throw new ApiError("UNKNOWN_ERROR", UNEXPECTED_MESSAGE, status);
  const refusalStatus = isErrorCode(refusal.code) ? ERROR_CODES[refusal.code].status : 400;
  throw new ApiError(refusal.code, refusal.message, refusalStatus);
}

function httpError(status: number, payload: unknown): ApiError {
  const body = (payload && typeof payload === "object" ? payload : {}) as Record<string, unknown>;
  const code = typeof body.code === "string" ? body.code : `HTTP_${status}`;
  const message = typeof body.message === "string" ? body.message : messageForStatus(status);
  return new ApiError(code, message, status, body.detail);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
