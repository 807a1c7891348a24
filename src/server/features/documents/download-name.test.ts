import { describe, expect, it } from "vitest";
import { ZIP_NAME_MAX_LENGTH, zipFileName } from "./download-name";

describe("zipFileName", () => {
  it("keeps a short project name whole, without the characters a file name cannot hold", () => {
    expect(zipFileName("Licitación LO-920002/2025: obra")).toBe("Licitación LO-9200022025 obra.zip");
  });

  it("cuts a long name after its last whole word, never inside one", () => {
    const name =
      "Supervisión de la construcción del colector pluvial FISM-PE-2020-003, Puerto Escondido, Oaxaca";
    const fileName = zipFileName(name);
    expect(fileName).toBe("Supervisión de la construcción del colector pluvial FISM-PE-2020-003 Puerto.zip");
    expect(fileName.length - ".zip".length).toBeLessThanOrEqual(ZIP_NAME_MAX_LENGTH);
  });

  it("cuts a single overlong word at the limit, and names a project of symbols 'proyecto'", () => {
    expect(zipFileName("A".repeat(120))).toBe(`${"A".repeat(ZIP_NAME_MAX_LENGTH)}.zip`);
    expect(zipFileName("¡¿…?!")).toBe("proyecto.zip");
  });
});
