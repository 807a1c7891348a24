import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { makeProject, signedInClient, testId } from "../../../../tests/support/project-fixtures";
import {
  errorResponse,
  jsonResponse,
  renderRoute,
  resetWebTestState,
  stubApi,
} from "../../../../tests/support/web-render";

afterEach(resetWebTestState);

const ACTIVE = makeProject({
  id: testId(1),
  name: "Licitación de limpieza",
  description: "Servicio de limpieza de oficinas centrales",
  documentCount: 3,
  currentRagPhase: 2,
  ragStarted: true,
});
const FRESH = makeProject({ id: testId(2), name: "Licitación de vigilancia", documentCount: 1 });
const CLOSED = makeProject({
  id: testId(3),
  name: "Licitación de papelería",
  status: "closed",
  currentRagPhase: 7,
  ragStarted: true,
  updatedAt: "2025-01-02T05:00:00.000Z",
});

function projectHandlers(projects = [ACTIVE, FRESH, CLOSED]) {
  return {
    ...signedInClient(),
    "GET /api/projects": () => jsonResponse(200, { projects }),
  };
}

describe("ClientDashboardPage", () => {
  it("shows the projects in process and closed in tabs, with their counts and a summary", async () => {
    stubApi(projectHandlers());
    const user = userEvent.setup({ delay: null });
    renderRoute("/client-dashboard");

    expect(await screen.findByRole("tab", { name: "Proyectos en proceso (2)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tab", { name: "Proyectos cerrados (1)" })).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Resumen" });
    expect(within(summary).getByText("Proyectos activos").nextSibling).toHaveTextContent("2");
    expect(within(summary).getByText("Proyectos cerrados").nextSibling).toHaveTextContent("1");
    expect(within(summary).getByText("Total de proyectos").nextSibling).toHaveTextContent("3");

    const card = screen.getByRole("article", { name: "Licitación de limpieza" });
    expect(within(card).getByText("Servicio de limpieza de oficinas centrales")).toBeInTheDocument();
    expect(within(card).getByText("3 documentos")).toBeInTheDocument();
    expect(within(card).getByText("Actualizado: 16/03/2025")).toBeInTheDocument();
    expect(within(card).getByText("Modelo RAG: Fase 3")).toBeInTheDocument();
    const fresh = screen.getByRole("article", { name: "Licitación de vigilancia" });
    expect(within(fresh).getByText("1 documento")).toBeInTheDocument();
    expect(within(fresh).queryByText(/Modelo RAG/)).not.toBeInTheDocument();
    expect(screen.queryByText("Licitación de papelería")).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Proyectos cerrados (1)" }));
    const closedCard = await screen.findByRole("article", { name: "Licitación de papelería" });
    // A closed project shows no phase, and its date is Mexico City's (05:00 UTC is the day before).
    expect(within(closedCard).queryByText(/Modelo RAG/)).not.toBeInTheDocument();
    expect(within(closedCard).getByText("Actualizado: 01/01/2025")).toBeInTheDocument();
    expect(screen.getByTestId("closed-projects-scroll")).toHaveStyle({ height: "500px" });
    expect(screen.queryByRole("article", { name: "Licitación de limpieza" })).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(closedCard);
  });

  it("opens an active project in its documents view and a closed one in its closed view", async () => {
    stubApi({
      ...projectHandlers(),
      [`GET /api/projects/${ACTIVE.id}`]: () => jsonResponse(200, { project: ACTIVE }),
      [`GET /api/projects/${ACTIVE.id}/documents`]: () => jsonResponse(200, { documents: [] }),
      [`GET /api/projects/${CLOSED.id}`]: () => jsonResponse(200, { project: CLOSED }),
      [`GET /api/projects/${CLOSED.id}/documents`]: () => jsonResponse(200, { documents: [] }),
    });
    const user = userEvent.setup({ delay: null });
    const first = renderRoute("/client-dashboard");
    await user.click(await screen.findByRole("link", { name: "Abrir proyecto Licitación de limpieza" }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe(`/project/${ACTIVE.id}/documents`));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Licitación de limpieza" }),
    ).toBeInTheDocument();
    first.unmount();

    const second = renderRoute("/client-dashboard");
    await user.click(await screen.findByRole("tab", { name: "Proyectos cerrados (1)" }));
    await user.click(await screen.findByRole("link", { name: "Abrir proyecto Licitación de papelería" }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe(`/project/${CLOSED.id}/closed`));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Licitación de papelería" }),
    ).toBeInTheDocument();
  });

  it("says honestly when there are no projects yet", async () => {
    stubApi(projectHandlers([]));
    renderRoute("/client-dashboard");

    expect(await screen.findByRole("tab", { name: "Proyectos en proceso (0)" })).toBeInTheDocument();
    expect(screen.getByText(/Aún no tiene proyectos en proceso/)).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Resumen" })).getByText("Total de proyectos").nextSibling,
    ).toHaveTextContent("0");
  });

  it("validates the new project's name and description, creates it and opens its upload view", async () => {
    const created = makeProject({ id: testId(7), name: "Obra pública 2025", description: "Pavimentación" });
    const api = stubApi({
      ...projectHandlers([]),
      "POST /api/projects": () => jsonResponse(201, { id: created.id, project: created }),
      [`GET /api/projects/${created.id}`]: () => jsonResponse(200, { project: created }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute("/client-dashboard");

    await user.click(await screen.findByRole("button", { name: "Nuevo proyecto" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuevo proyecto" });
    await user.click(within(dialog).getByRole("button", { name: "Crear proyecto" }));
    expect(within(dialog).getByText("Por favor ingrese un nombre para el proyecto")).toBeInTheDocument();
    expect(
      within(dialog).getByText("Por favor ingrese una descripción para el proyecto"),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Nombre del proyecto/), "   ");
    await user.type(within(dialog).getByLabelText(/Descripción/), "Pavimentación");
    await user.click(within(dialog).getByRole("button", { name: "Crear proyecto" }));
    expect(within(dialog).getByText("Por favor ingrese un nombre para el proyecto")).toBeInTheDocument();
    expect(
      within(dialog).queryByText("Por favor ingrese una descripción para el proyecto"),
    ).not.toBeInTheDocument();
    expect(api.callsTo("POST", "/api/projects")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Nombre del proyecto/), "Obra pública 2025 ");
    await user.click(within(dialog).getByRole("button", { name: "Crear proyecto" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${created.id}/upload`));
    expect(api.callsTo("POST", "/api/projects")[0]?.body).toEqual({
      name: "Obra pública 2025",
      description: "Pavimentación",
    });
  });

  it("offers the company's library ticked in the new project and sends what stays ticked", async () => {
    const created = makeProject({ id: testId(8), name: "Segunda licitación", description: "Con biblioteca" });
    const entry = (id: number, name: string, documentType: "legal" | "otros") => ({
      id: testId(id),
      name,
      fileType: name.split(".").pop(),
      fileSize: 2048,
      documentType,
      createdAt: "2026-11-20T18:00:00.000Z",
      projectCount: 1,
    });
    const api = stubApi({
      ...projectHandlers([]),
      "GET /api/library-documents": () =>
        jsonResponse(200, {
          documents: [
            entry(21, "acta-constitutiva.pdf", "legal"),
            entry(22, "propuesta-anterior.docx", "otros"),
          ],
        }),
      "POST /api/projects": () => jsonResponse(201, { id: created.id, project: created }),
      [`GET /api/projects/${created.id}`]: () => jsonResponse(200, { project: created }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute("/client-dashboard");
    await user.click(await screen.findByRole("button", { name: "Nuevo proyecto" }));
    const dialog = await screen.findByRole("dialog");
    const library = await within(dialog).findByRole("group", {
      name: "Documentos de la biblioteca de la empresa",
    });
    expect(within(library).getByLabelText("acta-constitutiva.pdf")).toBeChecked();
    expect(
      within(library).getByText(/Otros documentos relevantes · DOCX · 2.00 KB · guardado el 20\/11\/2026/),
    ).toBeInTheDocument();
    await user.click(within(library).getByLabelText("propuesta-anterior.docx"));
    await user.type(within(dialog).getByLabelText(/Nombre del proyecto/), "Segunda licitación");
    await user.type(within(dialog).getByLabelText(/Descripción/), "Con biblioteca");
    await user.click(within(dialog).getByRole("button", { name: "Crear proyecto" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${created.id}/upload`));
    expect(api.callsTo("POST", "/api/projects")[0]?.body).toEqual({
      name: "Segunda licitación",
      description: "Con biblioteca",
      libraryDocumentIds: [testId(21)],
    });
  });

  it("says the project could not be created when the server fails, and keeps the dialog open", async () => {
    stubApi({
      ...projectHandlers([]),
      "POST /api/projects": () => errorResponse(500, "INTERNAL_ERROR", "Error del servidor."),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute("/client-dashboard");

    await user.click(await screen.findByRole("button", { name: "Nuevo proyecto" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuevo proyecto" });
    await user.type(within(dialog).getByLabelText(/Nombre del proyecto/), "Obra pública");
    await user.type(within(dialog).getByLabelText(/Descripción/), "Pavimentación");
    await user.click(within(dialog).getByRole("button", { name: "Crear proyecto" }));

    expect(
      await within(dialog).findByText("No se pudo crear el proyecto. Intente nuevamente."),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/client-dashboard");
  });

  it("says the projects could not be loaded and loads them on retry", async () => {
    let attempts = 0;
    stubApi({
      ...signedInClient(),
      "GET /api/projects": () => {
        attempts += 1;
        return attempts <= 2
          ? errorResponse(500, "INTERNAL_ERROR", "Error del servidor.")
          : jsonResponse(200, { projects: [FRESH] });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute("/client-dashboard");

    expect(
      await screen.findByText(
        "No se pudieron cargar los proyectos. Intente nuevamente.",
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("article", { name: "Licitación de vigilancia" })).toBeInTheDocument();
    expect(
      screen.queryByText("No se pudieron cargar los proyectos. Intente nuevamente."),
    ).not.toBeInTheDocument();
  });
});
