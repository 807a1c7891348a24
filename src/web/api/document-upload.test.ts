import { afterEach, describe, expect, it } from "vitest";
import { installFakeXhr, makeDocument, PROJECT_ID } from "../../../tests/support/project-fixtures";
import { resetWebTestState } from "../../../tests/support/web-render";
import { uploadDocument } from "./document-upload";
import { ApiError } from "./http-client";

afterEach(resetWebTestState);

/** Watches the outcome from the start, so a refusal is never an unhandled rejection. */
function outcomeOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => "resolved",
    (error: unknown) => error,
  );
}

function pdf(name = "bases.pdf") {
  return new File(["%PDF-1.7 contenido"], name, { type: "application/pdf" });
}

describe("uploadDocument", () => {
  it("posts the category first and then the file, with the session cookie and no time-out", async () => {
    const requests = installFakeXhr();
    const stored = makeDocument();
    const upload = uploadDocument({ projectId: PROJECT_ID, documentType: "bases", file: pdf() });

    const xhr = requests[0]!;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe(`/api/projects/${PROJECT_ID}/documents`);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.timeout).toBe(0);
    expect(xhr.headers.Accept).toBe("application/json");
    // One file per request, announced: the server can refuse one over 20 MB before it is all sent.
    expect(xhr.headers["x-upload-file-count"]).toBe("1");
    expect(xhr.fieldNames()).toEqual(["documentType", "files"]);
    expect(xhr.body?.get("documentType")).toBe("bases");
    const sent = xhr.body!.get("files") as File;
    expect(sent.name).toBe("bases.pdf");

    await xhr.respond(201, { documents: [stored], rejected: [] });
    await expect(upload.result).resolves.toEqual([stored]);
  });

  it("reports the share of bytes sent from the browser's progress events", async () => {
    const requests = installFakeXhr();
    const seen: number[] = [];
    const upload = uploadDocument({
      projectId: PROJECT_ID,
      documentType: "anexos",
      file: pdf(),
      onProgress: (fraction) => seen.push(fraction),
    });
    requests[0]!.progress(256, 1024);
    requests[0]!.progress(1024, 1024);
    await requests[0]!.respond(201, { documents: [makeDocument()], rejected: [] });
    await upload.result;
    expect(seen).toEqual([0.25, 1]);
  });

  it("turns the server's refusal of this file into an error with its message", async () => {
    const requests = installFakeXhr();
    const upload = uploadDocument({ projectId: PROJECT_ID, documentType: "bases", file: pdf("falso.pdf") });
    const outcome = outcomeOf(upload.result);
    const message = "El archivo parece dañado o manipulado y no se puede procesar de forma segura.";
    await requests[0]!.respond(201, {
      documents: [],
      rejected: [{ name: "falso.pdf", code: "UNSAFE_FILE", message }],
    });
    expect(await outcome).toMatchObject({ code: "UNSAFE_FILE", message, status: 422 });
  });

  it("passes on a whole-request refusal with the server's code and message", async () => {
    const requests = installFakeXhr();
    const upload = uploadDocument({ projectId: PROJECT_ID, documentType: "bases", file: pdf() });
    const outcome = outcomeOf(upload.result);
    const message = "No se pueden cargar más documentos una vez iniciado el modelo RAG";
    await requests[0]!.respond(409, { code: "RAG_STARTED", message });
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "RAG_STARTED", message, status: 409 });
  });

  it("explains a body that is not the API's (a proxy's 413 page) by its status", async () => {
    const requests = installFakeXhr();
    const upload = uploadDocument({ projectId: PROJECT_ID, documentType: "bases", file: pdf() });
    const outcome = outcomeOf(upload.result);
    requests[0]!.status = 413;
    requests[0]!.responseText = "<html>Request Entity Too Large</html>";
    requests[0]!.onload?.();
    expect(await outcome).toMatchObject({
      code: "HTTP_413",
      message: "El archivo o los datos enviados son demasiado grandes.",
    });
  });

  it("fails with a connection error when the network drops, and with ABORTED when cancelled", async () => {
    const requests = installFakeXhr();
    const dropped = uploadDocument({ projectId: PROJECT_ID, documentType: "bases", file: pdf() });
    const droppedOutcome = outcomeOf(dropped.result);
    await requests[0]!.failNetwork();
    expect(await droppedOutcome).toMatchObject({ code: "NETWORK_ERROR", status: 0 });

    const cancelled = uploadDocument({ projectId: PROJECT_ID, documentType: "bases", file: pdf() });
    const cancelledOutcome = outcomeOf(cancelled.result);
    cancelled.abort();
    expect(requests[1]!.isAborted).toBe(true);
    expect(await cancelledOutcome).toMatchObject({ code: "ABORTED" });
  });
});
