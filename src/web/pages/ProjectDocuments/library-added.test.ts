import { describe, expect, it } from "vitest";
import type { TProjectDocument } from "../../../shared/contracts/documents";
import { libraryAddedToast } from "./library-added";

const added = (libraryDocumentId: string) => ({ libraryDocumentId }) as TProjectDocument;
const acta = { id: "l1", name: "acta.pdf" };
const rfc = { id: "l2", name: "constancia.pdf" };
const cv = { id: "l3", name: "cv.docx" };

describe("libraryAddedToast", () => {
  it("counts what was added", () => {
    expect(libraryAddedToast([added("l1"), added("l2")], [acta, rfc])).toEqual({
      title: "Se agregaron 2 documentos de la biblioteca.",
      kind: "success",
    });
    expect(libraryAddedToast([added("l1")], [acta]).title).toBe("Se agregó 1 documento de la biblioteca.");
  });

  it("names each selected document the project already held, never skipping one silently", () => {
    expect(libraryAddedToast([added("l1")], [acta, rfc])).toEqual({
      title: "Se agregó 1 documento de la biblioteca.",
      message: "«constancia.pdf» ya estaba en el proyecto con el mismo contenido; no se agregó una copia.",
      kind: "success",
    });
    expect(libraryAddedToast([], [rfc, cv])).toEqual({
      title: "No se agregó ningún documento de la biblioteca.",
      message:
        "«constancia.pdf», «cv.docx» ya estaban en el proyecto con el mismo contenido; no se agregaron copias.",
      kind: "warning",
    });
  });
});
