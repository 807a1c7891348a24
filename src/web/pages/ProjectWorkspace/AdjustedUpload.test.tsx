import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { TPhase, TPhasesResponse } from "../../../../src/shared/contracts/phases";
import { PHASES } from "../../../../src/shared/rules/phases";
import {
  installFakeXhr,
  makeProject,
  PROJECT_ID,
  signedInClient,
  testId,
} from "../../../../tests/support/project-fixtures";
import { jsonResponse, renderRoute, resetWebTestState, stubApi } from "../../../../tests/support/web-render";

afterEach(resetWebTestState);

const PAGE_URL = `/project/${PROJECT_ID}/rag`;
const PHASES_PATH = `/api/projects/${PROJECT_ID}/phases`;
const LABEL = /Subir archivo ajustado/;

function makeFile(version: number, isUserAdjusted = false): TPhase["files"][number] {
  const suffix = isUserAdjusted ? "_ajustado" : "";
  return {
    id: testId(200 + version),
    name: `Puntos_relevantes_de_las_bases_v${version}${suffix}.xlsx`,
    version,
    date: "2025-03-16T18:30:00.000Z",
    fileType: "xlsx",
    url: `/api/documents/${testId(200 + version)}/download`,
    isUserAdjusted,
    generator: isUserAdjusted ? null : "Generador extractivo integrado",
    instructions: null,
    instructionResult: null,
  };
}

/** Phase 0 (an Excel phase) open, with the given versions, newest first as the server lists them. */
function makePhases(files: TPhase["files"], job: TPhase["job"] = null): TPhasesResponse {
  return {
    currentPhase: 0,
    completedPhases: [],
    closed: false,
    generator: { kind: "extractive", label: "Generador extractivo integrado" },
    phases: PHASES.map((phase) => ({
      id: phase.id,
      name: phase.name,
      description: `Descripción de ${phase.name}`,
      completed: false,
      currentVersion: phase.id === 0 && files.length > 0 ? Math.max(...files.map((f) => f.version)) : -1,
      maxVersion: 6,
      files: phase.id === 0 ? files : [],
      instructions: null,
      job: phase.id === 0 ? job : null,
    })),
  };
}

function renderWorkspace(phases: TPhasesResponse) {
  stubApi({
    ...signedInClient(),
    [`GET /api/projects/${PROJECT_ID}`]: () =>
      jsonResponse(200, { project: makeProject({ ragStarted: true }) }),
    [`GET ${PHASES_PATH}`]: () => jsonResponse(200, phases),
  });
  renderRoute(PAGE_URL);
}

function excelFile(name = "mis_ajustes.xlsx") {
  return new File(["contenido"], name, {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });
}

describe("AdjustedUpload", () => {
  it("refuses a file of the wrong kind without sending it", async () => {
    const requests = installFakeXhr();
    renderWorkspace(makePhases([makeFile(1)]));
    const input = await screen.findByLabelText(LABEL);
    expect(input).toHaveAttribute("accept", ".xlsx");
    // The browser's picker filter can be bypassed (e.g. "All files"), so the check must hold anyway.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(["x"], "propuesta.docx"));
    expect(await screen.findByText("Formato incorrecto: Debes subir un archivo Excel.")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it.each([
    ["before the first version", [], "Generar documento"],
    ["after an adjusted version", [makeFile(2, true), makeFile(1)], "Acción requerida"],
    ["at six versions", [6, 5, 4, 3, 2, 1].map((version) => makeFile(version)), "Límite alcanzado"],
  ])("is absent %s", async (_case, files, button) => {
    renderWorkspace(makePhases(files));
    await screen.findByRole("button", { name: button });
    expect(screen.queryByLabelText(LABEL)).not.toBeInTheDocument();
  });

  it("is offered over a generated version below the sixth", async () => {
    renderWorkspace(makePhases([makeFile(2), makeFile(1, true)]));
    expect(await screen.findByLabelText(LABEL)).toBeEnabled();
  });

  it("is disabled while a generation runs", async () => {
    renderWorkspace(
      makePhases([makeFile(1)], { version: 2, status: "generando", step: "redactando", error: null }),
    );
    expect(await screen.findByLabelText(LABEL)).toBeDisabled();
  });

  it("sends the file with real progress and shows the adjusted version from the answer", async () => {
    const requests = installFakeXhr();
    renderWorkspace(makePhases([makeFile(1)]));
    await userEvent.upload(await screen.findByLabelText(LABEL), excelFile());
    const xhr = requests[0];
    if (!xhr) throw new Error("no se envió la solicitud");
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toMatch(new RegExp(`${PHASES_PATH}/0/adjusted$`));
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Accept).toBe("application/json");
    expect(xhr.fieldNames()).toEqual(["file"]);
    expect(xhr.body?.get("file")).toHaveProperty("name", "mis_ajustes.xlsx");

    xhr.progress(40, 100);
    expect(await screen.findByText("40%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: /archivo ajustado/ })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );

    await xhr.respond(201, makePhases([makeFile(2, true), makeFile(1)]));
    expect(await screen.findByText("Puntos_relevantes_de_las_bases_v2_ajustado.xlsx")).toBeInTheDocument();
    expect(screen.getByText("Ajustado")).toBeInTheDocument();
    expect(screen.queryByText("40%")).not.toBeInTheDocument();
    // After an adjusted version only regeneration with instructions remains (DECISIONS).
    expect(screen.queryByLabelText(LABEL)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Acción requerida" })).toBeDisabled();
  });

  it("shows the server's refusal in a toast and keeps the list", async () => {
    const requests = installFakeXhr();
    renderWorkspace(makePhases([makeFile(1)]));
    await userEvent.upload(await screen.findByLabelText(LABEL), excelFile());
    await requests[0]?.respond(409, {
      code: "ADJUST_NOT_ALLOWED",
      message: "Acción no permitida: No puedes subir un archivo ajustado en este momento.",
    });
    expect(await screen.findByText("No se pudo subir el documento ajustado.")).toBeInTheDocument();
    expect(
      screen.getByText("Acción no permitida: No puedes subir un archivo ajustado en este momento."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Ajustado")).not.toBeInTheDocument();
    expect(screen.getByLabelText(LABEL)).toBeEnabled();
  });
});
