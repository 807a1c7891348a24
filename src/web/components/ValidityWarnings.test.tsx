import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TDocumentValidityResponse } from "../../shared/contracts/company-profile";
import { ValidityWarnings } from "./ValidityWarnings";

const EXPIRED = {
  documentName: "opinion-32d.pdf",
  label: "Opinión de cumplimiento de obligaciones fiscales (SAT, artículo 32-D)",
  issueDate: "2026-09-02T18:00:00.000Z",
  validUntil: "2026-10-02T18:00:00.000Z",
  basis: "30 días según el propio documento",
  isExpired: true,
};

function renderWith(answer: TDocumentValidityResponse) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    ),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ValidityWarnings projectId="p1" documentsVersion="1" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("ValidityWarnings", () => {
  it("says the bases' submission day has passed when validity is measured to today", async () => {
    renderWith({
      referenceDate: "2026-11-30T12:00:00.000Z",
      isSubmissionDate: false,
      passedSubmissionDate: "2026-03-02T18:00:00.000Z",
      documents: [EXPIRED],
    });
    expect(
      await screen.findByText(
        /la presentación de proposiciones que indican las bases \(02\/03\/2026\) ya pasó/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/las bases no indican la fecha/)).not.toBeInTheDocument();
  });

  it("says the bases give no date only when they give none", async () => {
    renderWith({
      referenceDate: "2026-11-30T12:00:00.000Z",
      isSubmissionDate: false,
      passedSubmissionDate: null,
      documents: [EXPIRED],
    });
    expect(await screen.findByText(/las bases no indican la fecha de presentación/)).toBeInTheDocument();
  });
});
