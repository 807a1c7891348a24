// Projects, documents and a fake XMLHttpRequest for the web project's component tests of the
// project screens. The shapes are the shared contracts', so a contract change breaks these first.
import { act } from "@testing-library/react";
import { vi } from "vitest";
import type { TProjectDocument, TSearchHit } from "../../src/shared/contracts/documents";
import type { TProject } from "../../src/shared/contracts/projects";
import { storeUser } from "../../src/web/auth/browser-storage";
import { jsonResponse, sessionUser } from "./web-render";

export const PROJECT_ID = "3b0c6a1e-5d2f-4a7b-9c8d-1e2f3a4b5c6d";

/** A valid UUID (version 4, RFC variant) numbered `n`, so tests can tell ids apart. */
export function testId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

export function makeProject(overrides: Partial<TProject> = {}): TProject {
  return {
    id: PROJECT_ID,
    name: "Licitación de servicios de limpieza 2025",
    description: "Propuesta técnica para el servicio de limpieza de oficinas centrales.",
    status: "active",
    documentCount: 0,
    currentRagPhase: null,
    ragStarted: false,
    createdAt: "2025-03-10T16:00:00.000Z",
    updatedAt: "2025-03-16T18:30:00.000Z",
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<TProjectDocument> = {}): TProjectDocument {
  return {
    id: testId(1),
    name: "bases.pdf",
    fileType: "pdf",
    fileSize: 2_621_440,
    createdAt: "2025-03-16T18:30:00.000Z",
    documentType: "bases",
    type: "input",
    status: "listo",
    statusDetail: null,
    pageCount: 12,
    passageCount: 40,
    ocr: null,
    libraryDocumentId: null,
    ...overrides,
  };
}

export function makeHit(overrides: Partial<TSearchHit> = {}): TSearchHit {
  return {
    passageId: testId(900),
    documentId: testId(1),
    documentName: "bases.pdf",
    page: 3,
    location: null,
    heading: "Garantías",
    excerpt: "El licitante entregará una garantía de cumplimiento.",
    highlights: [{ start: 27, length: 8 }],
    rank: 0.5,
    ...overrides,
  };
}

/** A signed-in, paid-up client: the stored hint plus the profile answer the guard asks for. */
export function signedInClient() {
  storeUser(sessionUser());
  return { "GET /api/auth/profile": () => jsonResponse(200, { user: sessionUser() }) };
}

/** Just enough XMLHttpRequest for the uploader: records what it sent and lets the test drive events. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = "";
  url = "";
  withCredentials = false;
  timeout = -1;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  isAborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
  }

  abort() {
    this.isAborted = true;
    this.onabort?.();
  }

  /** The browser's upload progress event. */
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }

  async respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? "" : JSON.stringify(body);
    await act(async () => this.onload?.());
  }

  async failNetwork() {
    await act(async () => this.onerror?.());
  }

  /** The names of the multipart fields in the order they were appended. */
  fieldNames(): string[] {
    return this.body ? [...this.body.keys()] : [];
  }
}

export function installFakeXhr(): typeof FakeXhr.instances {
  FakeXhr.instances = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return FakeXhr.instances;
}
