import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TProjectDocument } from "../../../../src/shared/contracts/documents";
import { makeHit, makeProject, PROJECT_ID, testId } from "../../../../tests/support/project-fixtures";
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

import { BASES, DOCUMENTS, OUTPUT, PAGE_URL, PRECIOS, row, stubPage } from "./documents-page.test-support";

describe("ProjectDocumentsPage", () => {
  it("shows the project and only its input documents, with type, category, size, date, state and download", async () => {
    stubApi(stubPage());
    renderRoute(PAGE_URL);

    expect(await screen.findByRole("heading", { level: 1, name: makeProject().name })).toBeInTheDocument();
    expect(screen.getByText(makeProject().description)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mis proyectos" })).toHaveAttribute("href", "/client-dashboard");

    await screen.findByText("bases.pdf");
    expect(screen.getAllByTestId("document-row")).toHaveLength(2);
    expect(screen.queryByText("Fase_1_v1.xlsx")).not.toBeInTheDocument();
    const bases = row("bases.pdf");
    for (const text of ["PDF", "Bases de la licitación", "2.50 MB", "16/03/2025 12:30", "Listo"]) {
      expect(within(bases).getByText(text)).toBeInTheDocument();
    }
    expect(within(bases).getByText("12 páginas · 40 fragmentos")).toBeInTheDocument();
    expect(within(bases).getByRole("button", { name: "Descargar bases.pdf" })).toBeEnabled();
    const precios = row("precios.xlsx");
    expect(within(precios).getByText("XLSX")).toBeInTheDocument();
    expect(within(precios).getByText("800 B")).toBeInTheDocument();
    expect(within(precios).getByText("Error")).toBeInTheDocument();
    expect(within(precios).getByText("El libro está protegido con contraseña.")).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(bases);
  });

  it("downloads one document through a short-lived link, and says why when it cannot", async () => {
    let answer: "ok" | "missing" | "broken" = "ok";
    const api = stubApi({
      ...stubPage(),
      "POST /api/documents/download": () =>
        answer === "ok"
          ? jsonResponse(200, { downloadUrl: "/api/downloads/uno", expiresAt: "2030-01-01T00:00:00.000Z" })
          : answer === "missing"
            ? errorResponse(404, "NOT_FOUND", "No se encontró el archivo solicitado.")
            : errorResponse(500, "INTERNAL_ERROR", "Error del servidor. Por favor, intente más tarde."),
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.href);
    });
    const user = userEvent.setup({ delay: null });
    renderRoute(PAGE_URL);
    await screen.findByText("bases.pdf");

    await user.click(screen.getByRole("button", { name: "Descargar bases.pdf" }));
    await waitFor(() => expect(downloads).toEqual([`${window.location.origin}/api/downloads/uno`]));
    expect(api.callsTo("POST", "/api/documents/download")[0]?.body).toEqual({ documentIds: [BASES.id] });

    answer = "missing";
    await user.click(screen.getByRole("button", { name: "Descargar bases.pdf" }));
    expect(await screen.findByText("No se encontró el archivo solicitado.")).toBeInTheDocument();
    answer = "broken";
    await user.click(screen.getByRole("button", { name: "Descargar precios.xlsx" }));
    expect(await screen.findByText("No se pudo descargar el documento.")).toBeInTheDocument();
    expect(screen.getByText("Error del servidor. Por favor, intente más tarde.")).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });

  it("asks for a selection before deleting, then confirms and deletes the chosen documents", async () => {
    let remaining = [BASES, PRECIOS];
    const api = stubApi({
      ...stubPage({ documents: () => remaining }),
      [`POST /api/projects/${PROJECT_ID}/documents/delete`]: (call) => {
        const ids = (call.body as { documentIds: string[] }).documentIds;
        remaining = remaining.filter((document) => !ids.includes(document.id));
        return jsonResponse(204);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute(PAGE_URL);
    await screen.findByText("precios.xlsx");

    await user.click(screen.getByRole("button", { name: "Eliminar seleccionados" }));
    expect(screen.getByText("Debe seleccionar al menos un documento para eliminar.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Seleccionar precios.xlsx" }));
    await user.click(screen.getByRole("button", { name: "Eliminar seleccionados" }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar documentos" });
    expect(within(dialog).getByText("precios.xlsx")).toBeInTheDocument();
    expect(api.callsTo("POST", `/api/projects/${PROJECT_ID}/documents/delete`)).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(screen.queryByText("precios.xlsx")).not.toBeInTheDocument());
    expect(api.callsTo("POST", `/api/projects/${PROJECT_ID}/documents/delete`)[0]?.body).toEqual({
      documentIds: [PRECIOS.id],
    });
    expect(screen.getByText("bases.pdf")).toBeInTheDocument();
  });

  it("needs a document to start the model, then starts it and opens the phase workspace", async () => {
    let documents: TProjectDocument[] = [];
    const started = makeProject({ ragStarted: true, currentRagPhase: 0 });
    const api = stubApi({
      ...stubPage({ documents: () => documents }),
      [`POST /api/projects/${PROJECT_ID}/rag/start`]: () => jsonResponse(200, { project: started }),
    });
    const user = userEvent.setup({ delay: null });
    const first = renderRoute(PAGE_URL);
    await screen.findByText(/Aún no hay documentos en este proyecto/);

    await user.click(screen.getByRole("button", { name: "Iniciar Modelo RAG" }));
    expect(
      screen.getByText("Debe cargar al menos un documento para iniciar el análisis."),
    ).toBeInTheDocument();
    expect(api.callsTo("POST", `/api/projects/${PROJECT_ID}/rag/start`)).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Cargar documentos" })).toHaveAttribute(
      "href",
      `/project/${PROJECT_ID}/upload`,
    );
    first.unmount();

    documents = [BASES];
    const second = renderRoute(PAGE_URL);
    await screen.findByText("bases.pdf");
    await user.click(screen.getByRole("button", { name: "Iniciar Modelo RAG" }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe(`/project/${PROJECT_ID}/rag`));
    expect(api.callsTo("POST", `/api/projects/${PROJECT_ID}/rag/start`)).toHaveLength(1);
  });

  it("shows the server's refusal when it finds no document to analyse", async () => {
    stubApi({
      ...stubPage({ documents: () => [OUTPUT, BASES] }),
      [`POST /api/projects/${PROJECT_ID}/rag/start`]: () =>
        errorResponse(400, "NO_DOCUMENTS", "Debe cargar al menos un documento para iniciar el análisis."),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute(PAGE_URL);
    await screen.findByText("bases.pdf");

    await user.click(screen.getByRole("button", { name: "Iniciar Modelo RAG" }));
    expect(
      await screen.findByText("Debe cargar al menos un documento para iniciar el análisis."),
    ).toBeInTheDocument();
  });

  it("offers to continue at the current phase and disables uploads and deletion once the model started", async () => {
    const api = stubApi(stubPage({ project: makeProject({ ragStarted: true, currentRagPhase: 2 }) }));
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute(PAGE_URL);
    await screen.findByText("bases.pdf");

    expect(screen.getByRole("button", { name: "Cargar documentos" })).toBeDisabled();
    expect(
      screen.getByText("No se pueden cargar más documentos una vez iniciado el modelo RAG"),
    ).toBeInTheDocument();
    // The generated versions cite these documents: no selection, no deletion, and the reason why.
    expect(screen.getByRole("button", { name: "Eliminar seleccionados" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Eliminar seleccionados" })).toHaveAccessibleDescription(
      "No se pueden eliminar documentos una vez iniciado el modelo RAG: los documentos generados citan sus páginas.",
    );
    expect(screen.getByRole("checkbox", { name: "Seleccionar bases.pdf" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Seleccionar todos los documentos" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Continuar Modelo RAG (Fase 3)" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}/rag`));
    expect(api.callsTo("POST", `/api/projects/${PROJECT_ID}/rag/start`)).toHaveLength(0);
  });

  it("searches the documents and marks the matches without ever rendering the text as HTML", async () => {
    const api = stubApi({
      ...stubPage(),
      [`GET /api/projects/${PROJECT_ID}/search`]: () =>
        jsonResponse(200, {
          query: "garantía",
          hits: [
            makeHit(),
            makeHit({
              passageId: testId(901),
              documentId: PRECIOS.id,
              documentName: "precios.xlsx",
              page: null,
              location: "Hoja Precios",
              heading: null,
              excerpt: 'Monto de la «garantía» <img src="x" onerror="alert(1)"> en pesos',
              highlights: [{ start: 13, length: 8 }],
            }),
          ],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute(PAGE_URL);
    await screen.findByText("bases.pdf");

    await user.type(screen.getByLabelText("Buscar en los documentos"), "g");
    await user.click(screen.getByRole("button", { name: "Buscar" }));
    expect(screen.getByText("Escriba al menos 2 caracteres para buscar")).toBeInTheDocument();
    expect(api.callsTo("GET", `/api/projects/${PROJECT_ID}/search`)).toHaveLength(0);

    await user.type(screen.getByLabelText("Buscar en los documentos"), "arantía");
    await user.click(screen.getByRole("button", { name: "Buscar" }));
    const results = await screen.findByRole("list", { name: "Resultados de la búsqueda" });
    expect(
      new URLSearchParams(api.callsTo("GET", `/api/projects/${PROJECT_ID}/search`)[0]?.search).get("q"),
    ).toBe("garantía");
    const [first, second] = within(results).getAllByRole("listitem");
    expect(within(first!).getByText("bases.pdf")).toBeInTheDocument();
    expect(within(first!).getByText("p. 3")).toBeInTheDocument();
    expect(within(first!).getByText("Garantías")).toBeInTheDocument();
    expect(within(second!).getByText("Hoja Precios")).toBeInTheDocument();

    const excerpts = within(results).getAllByTestId("search-excerpt");
    expect(excerpts[0]!.querySelector("mark")).toHaveTextContent("garantía");
    expect(excerpts[0]).toHaveTextContent("El licitante entregará una garantía de cumplimiento.");
    expect(excerpts[1]!.querySelectorAll("mark")).toHaveLength(1);
    expect(results.querySelector("img")).toBeNull();
    expect(excerpts[1]!.querySelector("mark")).toHaveTextContent(/^garantía$/);
    expect(excerpts[1]).toHaveTextContent('Monto de la «garantía» <img src="x" onerror="alert(1)"> en pesos');
  });

  it("says the documents could not be loaded", async () => {
    stubApi({
      ...stubPage(),
      [DOCUMENTS]: () => errorResponse(500, "INTERNAL_ERROR", "Error del servidor."),
    });
    renderRoute(PAGE_URL);

    expect(
      await screen.findByText("No se pudieron cargar los documentos del proyecto.", {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
  });

  it("sends a closed project's documents view to its closed view", async () => {
    stubApi(stubPage({ project: makeProject({ status: "closed" }) }));
    const { router } = renderRoute(PAGE_URL);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}/closed`));
  });
});
