import { describe, expect, it } from "vitest";
import type { LegalDocument, LegalPlaceholders } from "./legal-types";
import { buildPrivacyDocument } from "./privacy-content";
import { buildTermsDocument } from "./terms-content";

const placeholders: LegalPlaceholders = {
  appName: "ProbandoApp",
  supportEmail: "ayuda@ejemplo-prueba.mx",
  storageRegion: "Región Norte de Prueba",
  minimumAge: 21,
  companyName: "Empresa Ficticia S.A. de C.V.",
};

function allStrings(document: LegalDocument): string[] {
  return [
    document.title,
    document.lastUpdated,
    document.intro,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.paragraphs,
      ...(section.items ?? []),
    ]),
  ];
}

function fullText(document: LegalDocument): string {
  return allStrings(document).join("\n");
}

describe.each([
  { name: "terms", build: buildTermsDocument, sections: 10, lastUpdated: "16/03/2025" },
  { name: "privacy", build: buildPrivacyDocument, sections: 9, lastUpdated: "17/03/2025" },
])("$name document", ({ build, sections, lastUpdated }) => {
  const document = build(placeholders);

  it(`has ${sections} numbered sections and its last-updated date`, () => {
    expect(document.sections).toHaveLength(sections);
    document.sections.forEach((section, index) => {
      expect(section.title.startsWith(`${index + 1}. `)).toBe(true);
      expect(section.paragraphs.length).toBeGreaterThan(0);
    });
    expect(document.lastUpdated).toBe(lastUpdated);
  });

  it("names the product, the company and the support address", () => {
    const text = fullText(document);
    expect(text).toContain(placeholders.appName);
    expect(text).toContain(placeholders.companyName);
    expect(text).toContain(placeholders.supportEmail);
  });

  it("leaves no template marker, bracket or unfinished text behind", () => {
    for (const text of allStrings(document)) {
      expect(text).not.toContain("${");
      expect(text).not.toContain("[");
      expect(text).not.toContain("undefined");
      expect(text).not.toContain("TODO");
      expect(text.trim()).not.toBe("");
    }
  });
});

describe("terms document", () => {
  it("states the minimum age and the courts of Ciudad de México", () => {
    const text = fullText(buildTermsDocument(placeholders));
    expect(text).toContain(`mayor de ${placeholders.minimumAge} años`);
    expect(text).toContain("Ciudad de México");
  });
});

describe("privacy document", () => {
  it("states where the data is stored and the minimum age", () => {
    const text = fullText(buildPrivacyDocument(placeholders));
    expect(text).toContain(placeholders.storageRegion);
    expect(text).toContain(`menores de ${placeholders.minimumAge} años`);
  });
});
