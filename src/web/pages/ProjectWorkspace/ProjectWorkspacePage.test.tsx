import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { TPhase, TPhasesResponse } from "../../../../src/shared/contracts/phases";
import { PHASES } from "../../../../src/shared/rules/phases";
import { makeProject, PROJECT_ID, signedInClient, testId } from "../../../../tests/support/project-fixtures";
import {
  errorResponse,
  jsonResponse,
  renderRoute,
  resetWebTestState,
  stubApi,
} from "../../../../tests/support/web-render";

afterEach(resetWebTestState);

const PAGE_URL = `/project/${PROJECT_ID}/rag`;
const PHASES_PATH = `/api/projects/${PROJECT_ID}/phases`;

function makeFile(
  version: number,
  overrides: Partial<TPhase["files"][number]> = {},
): TPhase["files"][number] {
  return {
    id: testId(100 + version),
    name: `Puntos_relevantes_de_las_bases_v${version}.xlsx`,
    version,
    date: "2025-03-16T18:30:00.000Z",
    fileType: "xlsx" as const,
    url: `/api/documents/${testId(100 + version)}/download`,
    isUserAdjusted: false,
    generator: "Generador extractivo integrado",
    instructions: null,
    instructionResult: null,
    ...overrides,
  };
}

function makePhases(currentPhase = 0, patch: Partial<TPhase> = {}): TPhasesResponse {
  return {
    currentPhase,
    basesWarning: null,
    completedPhases: [],
    closed: false,
    generator: { kind: "extractive", label: "Generador extractivo integrado" },
    phases: PHASES.map((phase) => ({
      id: phase.id,
      name: phase.name,
      description: `Descripción de ${phase.name}`,
      completed: false,
      currentVersion: -1,
      maxVersion: 6,
      files: [],
      instructions: null,
      job: null,
      ...(phase.id === currentPhase ? patch : {}),
    })),
  };
}

function stubPage(
  handlers: Record<string, Parameters<typeof stubApi>[0][string]> = {},
  phases = makePhases(),
) {
  return stubApi({
    ...signedInClient(),
    [`GET /api/projects/${PROJECT_ID}`]: () =>
      jsonResponse(200, { project: makeProject({ ragStarted: true }) }),
    [`GET ${PHASES_PATH}`]: () => jsonResponse(200, phases),
    ...handlers,
  });
}

describe("ProjectWorkspacePage", () => {
  it("shows the loading text, then the real project and the eight phases", async () => {
    stubPage();
    renderRoute(PAGE_URL);
    expect(await screen.findByText("Cargando modelo RAG...")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "Licitación de servicios de limpieza 2025" }),
    ).toBeInTheDocument();
    await screen.findByRole("heading", { name: "Fase 1 de 8: Puntos relevantes de las bases" });
    // Each step reads its name once and 'Fase n de 8' under it; the full title is the open phase's heading.
    for (const phase of PHASES) {
      expect(screen.getByText(phase.name, { selector: "p,div,span" })).toBeInTheDocument();
      expect(screen.getByText(`Fase ${phase.id + 1} de 8`, { selector: "p,div,span" })).toBeInTheDocument();
      expect(screen.queryAllByText(`Fase ${phase.id + 1} de 8: ${phase.name}`)).toHaveLength(
        phase.id === 0 ? 1 : 0,
      );
    }
    expect(screen.getAllByRole("button", { name: /Fase \d de 8/ })).toHaveLength(8);
    expect(screen.getByText("Generado por: Generador extractivo integrado")).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("button", { name: "Generar documento" }),
    );
  });

  it("warns before phase 1 when the bases do not read as a tender, and still lets the client generate", async () => {
    const warning =
      "Los documentos cargados como bases no parecen las bases de una licitación: no encontramos objeto.";
    stubPage({ [`GET ${PHASES_PATH}`]: () => jsonResponse(200, { ...makePhases(), basesWarning: warning }) });
    renderRoute(PAGE_URL);
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.getByText("Revise las bases antes de generar la fase 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generar documento" })).toBeEnabled();
  });

  it("generates, shows the job's real step, and lists the file after the poll", async () => {
    let polls = 0;
    const api = stubPage({
      [`GET ${PHASES_PATH}`]: () => {
        polls += 1;
        if (polls === 1) return jsonResponse(200, makePhases());
        return jsonResponse(200, makePhases(0, { currentVersion: 1, files: [makeFile(1)] }));
      },
      [`POST ${PHASES_PATH}/0/generate`]: () =>
        jsonResponse(
          202,
          makePhases(0, {
            job: { version: 1, status: "generando", step: "recuperando pasajes", error: null },
          }),
        ),
    });
    renderRoute(PAGE_URL);
    await userEvent.click(await screen.findByRole("button", { name: "Generar documento" }));
    expect(await screen.findByText("Generando la versión 1: recuperando pasajes")).toBeInTheDocument();
    expect(api.callsTo("POST", `${PHASES_PATH}/0/generate`)[0]?.body).toEqual({});
    expect(
      await screen.findByText("Puntos_relevantes_de_las_bases_v1.xlsx", {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("v1")).toBeInTheDocument();
    expect(screen.getByText("16/03/2025 12:30 · Generador extractivo integrado")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Regenerar con instrucciones" })).toBeInTheDocument();
    // Phase 1 with a version offers its calendar as an .ics file.
    expect(screen.getByRole("button", { name: "Descargar calendario (.ics)" })).toBeInTheDocument();
  });

  it("refuses empty instructions without a request, then sends the typed ones", async () => {
    const api = stubPage(
      {
        [`POST ${PHASES_PATH}/0/generate`]: () =>
          jsonResponse(202, makePhases(0, { currentVersion: 1, files: [makeFile(1)] })),
      },
      makePhases(0, { currentVersion: 1, files: [makeFile(1)] }),
    );
    renderRoute(PAGE_URL);
    await userEvent.click(await screen.findByRole("button", { name: "Regenerar con instrucciones" }));
    expect(
      await screen.findByText("Instrucciones vacías: Por favor, ingrese instrucciones para el modelo RAG."),
    ).toBeInTheDocument();
    expect(api.callsTo("POST", `${PHASES_PATH}/0/generate`)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Instrucciones para el modelo RAG/), "Agrega plazos");
    await userEvent.click(screen.getByRole("button", { name: "Regenerar con instrucciones" }));
    await waitFor(() =>
      expect(api.callsTo("POST", `${PHASES_PATH}/0/generate`)[0]?.body).toEqual({
        instructions: "Agrega plazos",
      }),
    );
  });

  it("blocks a plain regeneration after an adjusted version with 'Acción requerida' until instructions are typed", async () => {
    const files = [makeFile(1), makeFile(2, { isUserAdjusted: true, name: "Puntos_v2_ajustado.xlsx" })];
    const api = stubPage(
      {
        [`POST ${PHASES_PATH}/0/generate`]: () =>
          jsonResponse(202, makePhases(0, { currentVersion: 2, files })),
      },
      makePhases(0, { currentVersion: 2, files }),
    );
    renderRoute(PAGE_URL);
    expect(await screen.findByRole("button", { name: "Acción requerida" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Regenerar con instrucciones" })).not.toBeInTheDocument();
    // Newest version first.
    const names = screen.getAllByRole("listitem").map((item) => item.textContent ?? "");
    expect(names[0]).toContain("Puntos_v2_ajustado.xlsx");
    expect(names[1]).toContain("Puntos_relevantes_de_las_bases_v1.xlsx");
    await userEvent.type(screen.getByLabelText(/Instrucciones para el modelo RAG/), "Conserva mi orden");
    expect(screen.queryByRole("button", { name: "Acción requerida" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Regenerar con instrucciones" }));
    await waitFor(() =>
      expect(api.callsTo("POST", `${PHASES_PATH}/0/generate`)[0]?.body).toEqual({
        instructions: "Conserva mi orden",
      }),
    );
  });

  it("blocks generation with 'Límite alcanzado' at six versions", async () => {
    const files = [6, 5, 4, 3, 2, 1].map((version) => makeFile(version, { isUserAdjusted: version === 6 }));
    stubPage({}, makePhases(0, { currentVersion: 6, files }));
    renderRoute(PAGE_URL);
    expect(await screen.findByRole("button", { name: "Límite alcanzado" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Regenerar con instrucciones" })).not.toBeInTheDocument();
    expect(screen.getByText("Ajustado")).toBeInTheDocument();
  });

  it("shows the server's refusal to advance and to open an unreached phase", async () => {
    stubPage({
      [`POST /api/projects/${PROJECT_ID}/advance`]: () =>
        errorResponse(
          409,
          "PHASE_NOT_EXECUTED",
          "No puedes avanzar a una fase que aún no ha sido ejecutada.",
        ),
      [`POST ${PHASES_PATH}/4/open`]: () =>
        errorResponse(409, "PHASE_NOT_REACHED", "No puedes navegar a una fase que no has alcanzado aún."),
    });
    renderRoute(PAGE_URL);
    await userEvent.click(await screen.findByRole("button", { name: "Siguiente" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No puedes avanzar a una fase que aún no ha sido ejecutada.",
    );
    await userEvent.click(screen.getByRole("button", { name: /Fase 5 de 8/ }));
    expect(
      await screen.findByText("No puedes navegar a una fase que no has alcanzado aún."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Anterior" }));
    expect(
      await screen.findByText("Ya te encuentras en la primera fase del modelo RAG."),
    ).toBeInTheDocument();
  });

  // Before the closing test: that one shows the same toast, and toasts are deduplicated for 5 s.
  it("sends a closed project back to the dashboard saying so", async () => {
    stubPage({
      [`GET /api/projects/${PROJECT_ID}`]: () =>
        jsonResponse(200, { project: makeProject({ ragStarted: true, status: "closed" }) }),
      "GET /api/projects": () => jsonResponse(200, { projects: [] }),
    });
    const { router } = renderRoute(PAGE_URL);
    await waitFor(() => expect(router.state.location.pathname).toBe("/client-dashboard"));
    expect(await screen.findByText("Proyecto cerrado")).toBeInTheDocument();
  });

  it("closes the project from the last phase and returns to the dashboard", async () => {
    const api = stubPage(
      {
        [`PUT /api/projects/${PROJECT_ID}/close`]: () =>
          jsonResponse(200, { project: makeProject({ ragStarted: true, status: "closed" }) }),
        "GET /api/projects": () => jsonResponse(200, { projects: [] }),
      },
      makePhases(7, { currentVersion: 1, files: [makeFile(1)] }),
    );
    const { router } = renderRoute(PAGE_URL);
    expect(screen.queryByRole("button", { name: "Siguiente" })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar Proyecto" }));
    // Irreversible: a confirmation first; 'Cancelar' closes nothing.
    await userEvent.click(await screen.findByRole("button", { name: "Cancelar" }));
    expect(api.callsTo("PUT", `/api/projects/${PROJECT_ID}/close`)).toHaveLength(0);
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar Proyecto" }));
    expect(await screen.findByText(/Esta acción no se puede deshacer/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar definitivamente" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/client-dashboard"));
    expect(api.callsTo("PUT", `/api/projects/${PROJECT_ID}/close`)).toHaveLength(1);
  });

  it("says the spec's message when closing fails, and stays", async () => {
    const api = stubPage(
      {
        [`PUT /api/projects/${PROJECT_ID}/close`]: () =>
          errorResponse(
            409,
            "PHASE_NOT_EXECUTED",
            "No puedes avanzar a una fase que aún no ha sido ejecutada.",
          ),
      },
      makePhases(7, { currentVersion: 1, files: [makeFile(1)] }),
    );
    const { router } = renderRoute(PAGE_URL);
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar Proyecto" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar definitivamente" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No se pudo cerrar el proyecto. Por favor, inténtelo de nuevo.",
    );
    expect(router.state.location.pathname).toBe(PAGE_URL);
    expect(api.callsTo("PUT", `/api/projects/${PROJECT_ID}/close`)).toHaveLength(1);
  });

  it("sends a project whose model has not started to its documents", async () => {
    stubPage({
      [`GET ${PHASES_PATH}`]: () =>
        errorResponse(409, "RAG_NOT_STARTED", "El modelo RAG de este proyecto aún no se ha iniciado."),
      [`GET /api/projects/${PROJECT_ID}/documents`]: () => jsonResponse(200, { documents: [] }),
    });
    const { router } = renderRoute(PAGE_URL);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}/documents`));
  });
  it("shows a failed job with its reason and retries with the previous instructions", async () => {
    const failed = makePhases(0, {
      currentVersion: 1,
      files: [makeFile(1)],
      instructions: "Agrega plazos",
      job: { version: 2, status: "error", step: null, error: "El modelo no respondió." },
    });
    const api = stubPage({ [`POST ${PHASES_PATH}/0/generate`]: () => jsonResponse(202, failed) }, failed);
    renderRoute(PAGE_URL);
    expect(await screen.findByText("No se pudo generar el documento.")).toBeInTheDocument();
    expect(screen.getByText("El modelo no respondió.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    await waitFor(() =>
      expect(api.callsTo("POST", `${PHASES_PATH}/0/generate`)[0]?.body).toEqual({
        instructions: "Agrega plazos",
      }),
    );
  });
});
