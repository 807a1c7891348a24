import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TProjectDocument } from "../../../../src/shared/contracts/documents";
import {
  makeDocument,
  makeProject,
  PROJECT_ID,
  signedInClient,
  testId,
} from "../../../../tests/support/project-fixtures";
import {
  errorResponse,
  jsonResponse,
  renderRoute,
  resetWebTestState,
  stubApi,
} from "../../../../tests/support/web-render";

afterEach(() => {
  resetWebTestState();
  vi.restoreAllMocks();
});

const PAGE_URL = `/project/${PROJECT_ID}/closed`;
const CLOSED = makeProject({
  status: "closed",
  name: "Licitación de papelería",
  ragStarted: true,
  currentRagPhase: 7,
});

const INPUTS = [
  makeDocument({ id: testId(1), name: "bases.pdf" }),
  makeDocument({ id: testId(2), name: "curriculum.docx", fileType: "docx", fileSize: 40_960 }),
];
const OUTPUTS = [
  makeDocument({
    id: testId(3),
    name: "Puntos_relevantes_v1.xlsx",
    fileType: "xlsx",
    fileSize: 9_000,
    type: "output",
  }),
  makeDocument({
    id: testId(4),
    name: "Presentación.pptx",
    fileType: "pptx",
    fileSize: 1_000,
    type: "output",
  }),
  makeDocument({ id: testId(5), name: "logo.png", fileType: "png", fileSize: 500, type: "output" }),
];

function stubClosed(
  documents: () => TProjectDocument[] | Promise<TProjectDocument[]> = () => [...INPUTS, ...OUTPUTS],
) {
  return {
    ...signedInClient(),
    [`GET /api/projects/${PROJECT_ID}`]: () => jsonResponse(200, { project: CLOSED }),
    [`GET /api/projects/${PROJECT_ID}/documents`]: async () =>
      jsonResponse(200, { documents: await documents() }),
  };
}

/** Records the links the page clicks to start a download, instead of letting jsdom navigate. */
function captureDownloads(): string[] {
  const hrefs: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    hrefs.push(this.href);
  });
  return hrefs;
}

function fileRow(name: string): HTMLElement {
  return screen.getByText(name).closest("li")!;
}

describe("ProjectClosedPage", () => {
  it("lists inputs and outputs in their cards with icon, name, type and size", async () => {
    stubApi(stubClosed());
    renderRoute(PAGE_URL);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Licitación de papelería" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a mis proyectos" })).toHaveAttribute(
      "href",
      "/client-dashboard",
    );
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeInTheDocument();

    const inputs = await screen.findByRole("list", { name: "Archivos Insumo" });
    const outputs = screen.getByRole("list", { name: "Archivos Producto" });
    expect(within(inputs).getAllByRole("listitem")).toHaveLength(2);
    expect(within(outputs).getAllByRole("listitem")).toHaveLength(3);

    const pdf = fileRow("bases.pdf");
    expect(within(pdf).getByText("PDF")).toBeInTheDocument();
    expect(within(pdf).getByText("2.50 MB")).toBeInTheDocument();
    expect(pdf.querySelector("svg[data-file-kind]")).toHaveAttribute("data-file-kind", "pdf");
    expect(fileRow("curriculum.docx").querySelector("svg[data-file-kind]")).toHaveAttribute(
      "data-file-kind",
      "word",
    );
    expect(within(fileRow("curriculum.docx")).getByText("40.00 KB")).toBeInTheDocument();
    expect(fileRow("Puntos_relevantes_v1.xlsx").querySelector("svg[data-file-kind]")).toHaveAttribute(
      "data-file-kind",
      "excel",
    );
    expect(fileRow("Presentación.pptx").querySelector("svg[data-file-kind]")).toHaveAttribute(
      "data-file-kind",
      "powerpoint",
    );
    expect(fileRow("logo.png").querySelector("svg[data-file-kind]")).toHaveAttribute(
      "data-file-kind",
      "image",
    );
    expect(within(fileRow("logo.png")).getByText("PNG")).toBeInTheDocument();
  });

  it("says 'Cargando documentos...' while loading and 'No hay {title} disponibles.' for an empty card", async () => {
    let release: (documents: TProjectDocument[]) => void = () => undefined;
    stubApi(stubClosed(() => new Promise((resolve) => (release = resolve))));
    renderRoute(PAGE_URL);

    await screen.findByRole("heading", { level: 1, name: "Licitación de papelería" });
    expect(screen.getAllByText("Cargando documentos...")).toHaveLength(2);

    release(INPUTS);
    expect(await screen.findByText("No hay Archivos Producto disponibles.")).toBeInTheDocument();
    expect(screen.queryByText("No hay Archivos Insumo disponibles.")).not.toBeInTheDocument();
    expect(screen.queryByText("Cargando documentos...")).not.toBeInTheDocument();
  });

  it("counts the selection on its download button, disabled at zero, and downloads the chosen files", async () => {
    const api = stubApi({
      ...stubClosed(),
      "POST /api/documents/download": () =>
        jsonResponse(200, { downloadUrl: "/api/downloads/seleccion", expiresAt: "2030-01-01T00:00:00.000Z" }),
    });
    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    renderRoute(PAGE_URL);
    await screen.findByText("bases.pdf");

    expect(screen.getByRole("button", { name: "Descargar seleccionados (0)" })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Seleccionar bases.pdf" }));
    await user.click(screen.getByRole("checkbox", { name: "Seleccionar logo.png" }));
    const button = screen.getByRole("button", { name: "Descargar seleccionados (2)" });
    expect(button).toBeEnabled();
    await user.click(button);

    await waitFor(() => expect(downloads).toEqual([`${window.location.origin}/api/downloads/seleccion`]));
    expect(api.callsTo("POST", "/api/documents/download")[0]?.body).toEqual({
      documentIds: [INPUTS[0]!.id, OUTPUTS[2]!.id],
    });
  });

  it("downloads everything as a ZIP, and says so in a toast when either download fails", async () => {
    let isZipBroken = false;
    stubApi({
      ...stubClosed(),
      [`GET /api/projects/${PROJECT_ID}/documents/download-all`]: () =>
        isZipBroken
          ? errorResponse(500, "INTERNAL_ERROR", "Error del servidor. Por favor, intente más tarde.")
          : jsonResponse(200, { downloadUrl: "/api/downloads/todo", expiresAt: "2030-01-01T00:00:00.000Z" }),
      "POST /api/documents/download": () =>
        errorResponse(404, "NOT_FOUND", "El recurso solicitado no fue encontrado."),
    });
    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    renderRoute(PAGE_URL);
    await screen.findByText("bases.pdf");
    // The long label wraps on a 390 px phone rather than being cut at the button's edge.
    expect(screen.getByText("Descargar todos los documentos (ZIP)")).toHaveStyle({ whiteSpace: "normal" });

    await user.click(screen.getByRole("button", { name: "Descargar todos los documentos (ZIP)" }));
    await waitFor(() => expect(downloads).toEqual([`${window.location.origin}/api/downloads/todo`]));

    isZipBroken = true;
    await user.click(screen.getByRole("button", { name: "Descargar todos los documentos (ZIP)" }));
    expect(
      await screen.findByText("No se pudo generar el archivo ZIP con todos los documentos."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Seleccionar bases.pdf" }));
    await user.click(screen.getByRole("button", { name: "Descargar seleccionados (1)" }));
    expect(
      await screen.findByText("No se pudieron descargar los documentos seleccionados."),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });

  it("is titled 'Proyecto Cerrado' when the project cannot be read", async () => {
    stubApi({
      ...stubClosed(),
      [`GET /api/projects/${PROJECT_ID}`]: () =>
        errorResponse(404, "NOT_FOUND", "El recurso solicitado no fue encontrado."),
    });
    renderRoute(PAGE_URL);

    expect(await screen.findByRole("heading", { level: 1, name: "Proyecto Cerrado" })).toBeInTheDocument();
    expect(
      await screen.findByText("No se pudieron cargar los datos del proyecto.", {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
  });

  it("sends a project still in process to its documents view", async () => {
    stubApi({
      ...stubClosed(),
      [`GET /api/projects/${PROJECT_ID}`]: () => jsonResponse(200, { project: makeProject() }),
    });
    const { router } = renderRoute(PAGE_URL);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}/documents`));
  });
});
