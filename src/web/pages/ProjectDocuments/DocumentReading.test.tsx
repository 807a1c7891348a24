import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeDocument, PROJECT_ID, testId } from "../../../../tests/support/project-fixtures";
import { renderRoute, resetWebTestState, stubApi } from "../../../../tests/support/web-render";

afterEach(() => {
  resetWebTestState();
  vi.restoreAllMocks();
});

import { ANEXO, BASES, PAGE_URL, row, stubPage } from "./documents-page.test-support";

describe("ProjectDocumentsPage while documents are read", () => {
  it("asks again every 2 s while a document is being processed, and stops once all are settled", async () => {
    let calls = 0;
    const api = stubApi(
      stubPage({
        documents: () => {
          calls += 1;
          return calls === 1
            ? [BASES, ANEXO]
            : [BASES, { ...ANEXO, status: "listo", pageCount: 3, passageCount: 9 }];
        },
      }),
    );
    renderRoute(PAGE_URL);

    const anexo = await screen.findByText("anexo técnico.docx");
    // A reading that could not be queued yet says so beside its state.
    expect(within(row("anexo técnico.docx")).getByText(ANEXO.statusDetail!)).toBeInTheDocument();
    expect(within(row("anexo técnico.docx")).getByText("Procesando")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Extrayendo el texto de 1 documento");
    await waitFor(() => expect(within(row("anexo técnico.docx")).getByText("Listo")).toBeInTheDocument(), {
      timeout: 3_500,
    });
    expect(anexo).toBeInTheDocument();
    const asked = api.callsTo("GET", `/api/projects/${PROJECT_ID}/documents`).length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_300)));
    expect(api.callsTo("GET", `/api/projects/${PROJECT_ID}/documents`)).toHaveLength(asked);
  });

  it("says when a document is being read again because the process reading it stopped", async () => {
    const restarted = makeDocument({
      id: testId(6),
      name: "bases escaneadas.pdf",
      status: "procesando",
      statusDetail: "Se está leyendo de nuevo: el proceso anterior se detuvo.",
      pageCount: null,
      passageCount: null,
      ocr: { pageCount: 0, progress: { done: 1, total: 6 }, doubtfulPages: [] },
    });
    stubApi(stubPage({ documents: () => [restarted] }));
    renderRoute(PAGE_URL);

    await screen.findByText("bases escaneadas.pdf");
    const reading = row("bases escaneadas.pdf");
    expect(within(reading).getByText("Procesando")).toBeInTheDocument();
    expect(
      within(reading).getByText("Se está leyendo de nuevo: el proceso anterior se detuvo."),
    ).toBeInTheDocument();
  });

  it("shows the pages read by OCR as they go, then how many were and which to check", async () => {
    let calls = 0;
    const scan = makeDocument({
      id: testId(5),
      name: "acta escaneada.pdf",
      status: "procesando",
      pageCount: null,
      passageCount: null,
      ocr: { pageCount: 0, progress: { done: 3, total: 7 }, doubtfulPages: [] },
    });
    stubApi(
      stubPage({
        documents: () => {
          calls += 1;
          return calls === 1
            ? [scan]
            : [
                {
                  ...scan,
                  status: "listo",
                  pageCount: 7,
                  passageCount: 21,
                  ocr: {
                    pageCount: 7,
                    progress: null,
                    doubtfulPages: [
                      { page: 5, confidence: null },
                      { page: 7, confidence: 52 },
                    ],
                  },
                },
              ];
        },
      }),
    );
    renderRoute(PAGE_URL);

    await screen.findByText("acta escaneada.pdf");
    const label = "Leyendo páginas escaneadas (OCR): 3 de 7";
    expect(within(row("acta escaneada.pdf")).getByText(label)).toBeInTheDocument();
    expect(within(row("acta escaneada.pdf")).getByRole("progressbar", { name: label })).toBeInTheDocument();
    await waitFor(() => expect(within(row("acta escaneada.pdf")).getByText("Listo")).toBeInTheDocument(), {
      timeout: 3_500,
    });
    const ready = row("acta escaneada.pdf");
    expect(
      within(ready).getByText("7 páginas · 21 fragmentos · 7 páginas leídas por OCR"),
    ).toBeInTheDocument();
    expect(within(ready).getByText("Página 7: lectura dudosa")).toBeInTheDocument();
    expect(within(ready).getByText("Página 5: no se pudo leer")).toBeInTheDocument();
  });
});
