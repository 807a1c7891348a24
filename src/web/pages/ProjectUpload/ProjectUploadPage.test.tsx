import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import {
  installFakeXhr,
  makeDocument,
  makeProject,
  PROJECT_ID,
  signedInClient,
  testId,
} from "../../../../tests/support/project-fixtures";
import { jsonResponse, renderRoute, resetWebTestState, stubApi } from "../../../../tests/support/web-render";

afterEach(resetWebTestState);

const UPLOAD_URL = `/project/${PROJECT_ID}/upload`;

function pdf(name: string, bytes = 2048) {
  return new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
}

/** A file that claims a size, so the 20 MB rule can be tested without 20 MB of memory. */
function fileOfSize(name: string, size: number) {
  const file = pdf(name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function stubProject(project = makeProject()) {
  return stubApi({
    ...signedInClient(),
    [`GET /api/projects/${PROJECT_ID}`]: () => jsonResponse(200, { project }),
    [`GET /api/projects/${PROJECT_ID}/documents`]: () => jsonResponse(200, { documents: [] }),
    "GET /api/projects": () => jsonResponse(200, { projects: [project] }),
  });
}

async function openUploader() {
  // accept= filters the picker in a browser; the page's own checks are what these tests exercise.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const view = renderRoute(UPLOAD_URL);
  await screen.findByRole("heading", { level: 1, name: makeProject().name });
  return { user, ...view };
}

function queueItem(name: string): HTMLElement {
  const item = screen.getAllByTestId("upload-item").find((element) => within(element).queryByText(name));
  if (!item) throw new Error(`No está en la cola: ${name}`);
  return item;
}

describe("ProjectUploadPage", () => {
  it("asks for the category before taking any file", async () => {
    stubProject();
    const { user } = await openUploader();

    await user.upload(screen.getByLabelText("Seleccionar archivos"), pdf("bases.pdf"));

    expect(
      screen.getByText("Por favor seleccione una categoría de documento antes de cargar archivos"),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId("upload-item")).toHaveLength(0);
  });

  it("lists refused files by name and reason while the valid ones wait in the queue", async () => {
    stubProject();
    const { user } = await openUploader();

    await user.selectOptions(screen.getByLabelText(/Categoría del documento/), "bases");
    await user.upload(screen.getByLabelText("Seleccionar archivos"), [
      pdf("bases.pdf", 3072),
      new File(["MZ"], "instalador.exe"),
      fileOfSize("planos.pdf", 26_214_400),
    ]);

    const refused = screen.getByText("Estos archivos no se agregaron").closest<HTMLElement>("[role=alert]")!;
    expect(within(refused).getByText("instalador.exe").parentElement).toHaveTextContent(
      "El formato del archivo no está permitido. Solo se aceptan documentos en formato PDF, Word, Excel y PowerPoint.",
    );
    expect(within(refused).getByText("planos.pdf").parentElement).toHaveTextContent(
      "El archivo excede el tamaño máximo permitido de 20 MB. Tamaño actual: 25.00 MB",
    );
    expect(screen.getAllByTestId("upload-item")).toHaveLength(1);
    const item = queueItem("bases.pdf");
    expect(within(item).getByText("3.00 KB · Bases de la licitación")).toBeInTheDocument();
    expect(within(item).getByText("En espera")).toBeInTheDocument();
  });

  it("asks for at least one file when the queue is empty", async () => {
    const api = stubProject();
    const { user } = await openUploader();
    const requests = installFakeXhr();

    await user.click(screen.getByRole("button", { name: "Cargar archivos" }));

    expect(await screen.findByText("Debe agregar al menos un archivo para continuar.")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(api.callsTo("POST", `/api/projects/${PROJECT_ID}/documents`)).toHaveLength(0);
  });

  it("uploads one file per request with its own real progress, status and error", async () => {
    stubProject();
    const { user, router } = await openUploader();
    const requests = installFakeXhr();

    await user.selectOptions(screen.getByLabelText(/Categoría del documento/), "bases");
    await user.upload(screen.getByLabelText("Seleccionar archivos"), pdf("bases.pdf"));
    await user.selectOptions(screen.getByLabelText(/Categoría del documento/), "anexos");
    fireEvent.drop(screen.getByTestId("drop-zone"), { dataTransfer: { files: [pdf("anexo-1.pdf")] } });
    expect(within(queueItem("anexo-1.pdf")).getByText(/Anexos de las bases/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cargar archivos" }));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body?.get("documentType")).toBe("bases");

    requests[0]!.progress(1024, 2048);
    const firstBar = screen.getByRole("progressbar", { name: "Progreso de carga de bases.pdf" });
    expect(firstBar).toHaveAttribute("aria-valuenow", "50");
    expect(within(queueItem("bases.pdf")).getByText("Cargando 50%")).toBeInTheDocument();
    expect(within(queueItem("anexo-1.pdf")).getByText("En espera")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progreso de carga de anexo-1.pdf" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );

    requests[0]!.progress(2048, 2048);
    expect(within(queueItem("bases.pdf")).getByText("Guardando en el servidor...")).toBeInTheDocument();
    await requests[0]!.respond(201, { documents: [makeDocument()], rejected: [] });
    expect(within(queueItem("bases.pdf")).getByText("Cargado")).toBeInTheDocument();

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body?.get("documentType")).toBe("anexos");
    const message = "El archivo parece dañado o manipulado y no se puede procesar de forma segura.";
    await requests[1]!.respond(201, {
      documents: [],
      rejected: [{ name: "anexo-1.pdf", code: "UNSAFE_FILE", message }],
    });
    expect(await within(queueItem("anexo-1.pdf")).findByText(message)).toBeInTheDocument();
    expect(within(queueItem("anexo-1.pdf")).getByText("Error")).toBeInTheDocument();

    // A failure keeps the user here to see it; nothing redirects.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_700)));
    expect(router.state.location.pathname).toBe(UPLOAD_URL);
  });

  it("opens the documents view 1.5 s after every file is stored", async () => {
    stubProject();
    const { user, router } = await openUploader();
    const requests = installFakeXhr();

    await user.selectOptions(screen.getByLabelText(/Categoría del documento/), "fiscal");
    await user.upload(screen.getByLabelText("Seleccionar archivos"), pdf("constancia.pdf"));
    await user.click(screen.getByRole("button", { name: "Cargar archivos" }));
    await requests[0]!.respond(201, {
      documents: [makeDocument({ id: testId(5), name: "constancia.pdf", documentType: "fiscal" })],
      rejected: [],
    });

    expect(await screen.findByText(/Todos los archivos se cargaron/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(UPLOAD_URL);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}/documents`), {
      timeout: 2_500,
    });
  });

  it("says which saved document a repeated file already is, keeps it out of the retry and stays here", async () => {
    stubProject();
    const { user, router } = await openUploader();
    const requests = installFakeXhr();

    await user.selectOptions(screen.getByLabelText(/Categoría del documento/), "legal");
    await user.upload(screen.getByLabelText("Seleccionar archivos"), [
      pdf("acta (copia).pdf"),
      pdf("poder.pdf"),
    ]);
    await user.click(screen.getByRole("button", { name: "Cargar archivos" }));
    const message =
      "Este archivo ya está en el proyecto como «acta.pdf» (estado: Listo). No se creó una copia; el documento guardado se conserva sin cambios.";
    await requests[0]!.respond(409, {
      code: "DUPLICATE_FILE",
      message,
      detail: {
        rejected: [
          {
            name: "acta (copia).pdf",
            code: "DUPLICATE_FILE",
            message,
            existingDocument: { id: testId(7), name: "acta.pdf", status: "listo" },
          },
        ],
      },
    });
    const repeated = queueItem("acta (copia).pdf");
    expect(await within(repeated).findByText(message)).toBeInTheDocument();
    expect(within(repeated).getByText("Ya estaba en el proyecto")).toBeInTheDocument();
    expect(within(repeated).queryByText("Error")).not.toBeInTheDocument();

    await waitFor(() => expect(requests).toHaveLength(2));
    await requests[1]!.respond(201, { documents: [makeDocument({ name: "poder.pdf" })], rejected: [] });
    expect(await within(queueItem("poder.pdf")).findByText("Cargado")).toBeInTheDocument();

    // Sending again sends nothing: the repeated file is no failure to retry.
    await user.click(screen.getByRole("button", { name: "Cargar archivos" }));
    expect(requests).toHaveLength(2);
    expect(screen.queryByText("Debe agregar al menos un archivo para continuar.")).not.toBeInTheDocument();
    // The notice stays on screen: no redirect hides it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_700)));
    expect(router.state.location.pathname).toBe(UPLOAD_URL);
    expect(within(queueItem("acta (copia).pdf")).getByText(message)).toBeInTheDocument();
  });

  it("cancels a file in transit, and stops the queue when the server says the model started", async () => {
    stubProject();
    const { user } = await openUploader();
    const requests = installFakeXhr();

    await user.selectOptions(screen.getByLabelText(/Categoría del documento/), "legal");
    await user.upload(screen.getByLabelText("Seleccionar archivos"), [
      pdf("acta.pdf"),
      pdf("poder.pdf"),
      pdf("rfc.pdf"),
    ]);
    await user.click(screen.getByRole("button", { name: "Cargar archivos" }));
    await user.click(screen.getByRole("button", { name: "Cancelar la carga de acta.pdf" }));
    expect(requests[0]!.isAborted).toBe(true);
    expect(await within(queueItem("acta.pdf")).findByText("Carga cancelada.")).toBeInTheDocument();

    await waitFor(() => expect(requests).toHaveLength(2));
    const refusal = "No se pueden cargar más documentos una vez iniciado el modelo RAG";
    await requests[1]!.respond(409, { code: "RAG_STARTED", message: refusal });
    expect(await within(queueItem("poder.pdf")).findByText(refusal)).toBeInTheDocument();
    expect(within(queueItem("rfc.pdf")).getByText(refusal)).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it("refuses uploads once the project's model has started", async () => {
    stubProject(makeProject({ ragStarted: true, currentRagPhase: 0 }));
    renderRoute(UPLOAD_URL);

    expect(
      await screen.findByText("No se pueden cargar más documentos una vez iniciado el modelo RAG"),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Seleccionar archivos")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cargar archivos" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver los documentos del proyecto" })).toHaveAttribute(
      "href",
      `/project/${PROJECT_ID}/documents`,
    );
  });

  it("sends a closed project's upload view to its closed view", async () => {
    stubProject(makeProject({ status: "closed" }));
    const { router } = renderRoute(UPLOAD_URL);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}/closed`));
  });
});
