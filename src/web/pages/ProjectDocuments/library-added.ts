import type { TProjectDocument } from "../../../shared/contracts/documents";

/**
 * What 'Agregar de la biblioteca' tells the client: how many documents were added and, by name, the
 * selected ones the server skipped because the project already holds the same file (uploaded under
 * another category, say): nothing is skipped silently.
 */
export function libraryAddedToast(
  added: TProjectDocument[],
  selected: { id: string; name: string }[],
): { title: string; message?: string; kind: "success" | "warning" } {
  const addedIds = new Set(added.map((document) => document.libraryDocumentId));
  const skipped = selected.filter((entry) => !addedIds.has(entry.id)).map((entry) => `«${entry.name}»`);
  const title =
    added.length === 0
      ? "No se agregó ningún documento de la biblioteca."
      : added.length === 1
        ? "Se agregó 1 documento de la biblioteca."
        : `Se agregaron ${added.length} documentos de la biblioteca.`;
  if (skipped.length === 0) return { title, kind: "success" };
  const message =
    skipped.length === 1
      ? `${skipped[0]} ya estaba en el proyecto con el mismo contenido; no se agregó una copia.`
      : `${skipped.join(", ")} ya estaban en el proyecto con el mismo contenido; no se agregaron copias.`;
  return { title, message, kind: added.length === 0 ? "warning" : "success" };
}
