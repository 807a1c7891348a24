/** What the documents page's tests share: its address, sample documents and the API they answer. */
import { screen, within } from "@testing-library/react";
import type { TProjectDocument } from "../../../../src/shared/contracts/documents";
import {
  makeDocument,
  makeProject,
  PROJECT_ID,
  signedInClient,
  testId,
} from "../../../../tests/support/project-fixtures";
import { jsonResponse } from "../../../../tests/support/web-render";

export const PAGE_URL = `/project/${PROJECT_ID}/documents`;
export const DOCUMENTS = `GET /api/projects/${PROJECT_ID}/documents`;

export const BASES = makeDocument({ id: testId(1), name: "bases.pdf" });
export const ANEXO = makeDocument({
  id: testId(2),
  name: "anexo técnico.docx",
  fileType: "docx",
  fileSize: 51_200,
  documentType: "anexos",
  status: "procesando",
  statusDetail:
    "La lectura del documento no se pudo programar; se volverá a intentar automáticamente en unos minutos.",
  pageCount: null,
  passageCount: null,
});
export const PRECIOS = makeDocument({
  id: testId(3),
  name: "precios.xlsx",
  fileType: "xlsx",
  fileSize: 800,
  documentType: "formatos",
  status: "error",
  statusDetail: "El libro está protegido con contraseña.",
  pageCount: null,
  passageCount: null,
});
export const OUTPUT = makeDocument({
  id: testId(4),
  name: "Fase_1_v1.xlsx",
  fileType: "xlsx",
  type: "output",
});

export function stubPage(
  options: { project?: ReturnType<typeof makeProject>; documents?: () => TProjectDocument[] } = {},
) {
  const project = options.project ?? makeProject();
  const documents = options.documents ?? (() => [BASES, PRECIOS, OUTPUT]);
  return {
    ...signedInClient(),
    [`GET /api/projects/${PROJECT_ID}`]: () => jsonResponse(200, { project }),
    [DOCUMENTS]: () => jsonResponse(200, { documents: documents() }),
  };
}

export function row(name: string): HTMLElement {
  const found = screen.getAllByTestId("document-row").find((element) => within(element).queryByText(name));
  if (!found) throw new Error(`Sin fila para ${name}`);
  return found;
}
