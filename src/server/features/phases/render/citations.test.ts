import { describe, expect, it } from "vitest";
import {
  CITATION_NOT_RETRIEVED,
  CITATION_QUOTE_MISSING,
  formatReference,
  type RetrievedPassage,
  verifyCitations,
} from "./citations";

const passage: RetrievedPassage = {
  id: "p1",
  documentName: "bases.pdf",
  page: 4,
  text: "La propuesta técnica deberá entregarse\n en   sobre cerrado a más tardar el 15 de marzo.",
};
const retrieved = new Map([[passage.id, passage]]);

describe("verifyCitations", () => {
  it("keeps a citation whose quote is in its retrieved passage, with the document name and page", () => {
    const result = verifyCitations([{ passageId: "p1", quote: "entregarse en sobre cerrado" }], retrieved);
    expect(result.kept).toEqual([
      { passageId: "p1", quote: "entregarse en sobre cerrado", documentName: "bases.pdf", page: 4 },
    ]);
    expect(result.dropped).toEqual([]);
  });

  it("drops a citation of a passage that was not retrieved", () => {
    const result = verifyCitations([{ passageId: "p9", quote: "sobre cerrado" }], retrieved);
    expect(result.kept).toEqual([]);
    expect(result.dropped).toEqual([
      { passageId: "p9", quote: "sobre cerrado", reason: CITATION_NOT_RETRIEVED },
    ]);
  });

  it("drops a citation whose quote is not in the passage, and an empty quote", () => {
    const result = verifyCitations(
      [
        { passageId: "p1", quote: "a más tardar el 20 de marzo" },
        { passageId: "p1", quote: "   " },
      ],
      retrieved,
    );
    expect(result.kept).toEqual([]);
    expect(result.dropped.map((d) => d.reason)).toEqual([CITATION_QUOTE_MISSING, CITATION_QUOTE_MISSING]);
  });

  it("keeps quotes that differ only in spacing, accents, capitals or Unicode composition", () => {
    const decomposed = "propuesta te\u0301cnica"; // "é" as "e" plus a combining accent
    const result = verifyCitations(
      [
        { passageId: "p1", quote: "entregarse en sobre\tcerrado" },
        { passageId: "p1", quote: "A MAS TARDAR el 15 de marzo" },
        { passageId: "p1", quote: "propuesta tecnica" },
        { passageId: "p1", quote: decomposed },
      ],
      retrieved,
    );
    expect(result.dropped).toEqual([]);
    expect(result.kept).toHaveLength(4);
  });
});

describe("formatReference", () => {
  it("writes the document name and page, or the name alone when there is no page", () => {
    expect(formatReference({ documentName: "bases.pdf", page: 4 })).toBe("[bases.pdf, p. 4]");
    expect(formatReference({ documentName: "anexo.docx", page: null })).toBe("[anexo.docx]");
  });
});
