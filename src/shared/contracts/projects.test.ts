import { describe, expect, it } from "vitest";
import { ZCreateProjectRequest } from "./projects";

describe("project name", () => {
  it("keeps a project's name on one line: a pasted line break or tab becomes a space", () => {
    const parsed = ZCreateProjectRequest.parse({
      name: "Licitación\r\nLA-012M7B997-E45-2026\tMaterial de curación",
      description: "Adquisición de material de curación.\nSegundo párrafo.",
    });
    expect(parsed.name).toBe("Licitación LA-012M7B997-E45-2026 Material de curación");
    // The description is free text: its paragraphs stay.
    expect(parsed.description).toBe("Adquisición de material de curación.\nSegundo párrafo.");
  });
});
