/**
 * An in-memory PhaseInput for the builders' unit tests: passages given by the test, a word-matching
 * search (the real one is PostgreSQL's Spanish full-text search) and earlier phases given as content.
 */
import type { DocumentCategory } from "../../../../shared/rules/files";
import type { CategorizedPassage, ClientProfile, EarlierPhase, PhaseInput } from "./phase-input";

function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9ñ]+/u)
    .filter((word) => word.length > 3)
    .map((word) => word.slice(0, 6));
}

let counter = 0;

/** A passage for a test: `passage("bases", "bases.pdf", 3, "texto")`. */
export function passage(
  documentType: DocumentCategory,
  documentName: string,
  page: number | null,
  text: string,
  heading: string | null = null,
): CategorizedPassage {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    documentId: `doc-${documentName}`,
    documentName,
    documentType,
    page,
    heading,
    text,
  };
}

export function memoryPhaseInput(options: {
  phase: number;
  passages: CategorizedPassage[];
  earlier?: EarlierPhase[];
  instructions?: string | null;
  clientProfile?: ClientProfile;
  project?: { name: string; description: string };
}): PhaseInput & { retrieved: Set<string> } {
  const retrieved = new Set<string>();
  const seen = (list: CategorizedPassage[]) => {
    for (const item of list) retrieved.add(item.id);
    return list;
  };
  return {
    projectId: "11111111-1111-4111-8111-111111111111",
    project: options.project ?? { name: "Licitación de prueba", description: "Proyecto de prueba" },
    phase: options.phase,
    instructions: options.instructions ?? null,
    retrieved,
    async passagesOf(categories) {
      return seen(options.passages.filter((item) => categories.includes(item.documentType)));
    },
    async search(query, searchOptions) {
      const wanted = new Set(words(query));
      const scored = options.passages
        .filter((item) => !searchOptions?.categories || searchOptions.categories.includes(item.documentType))
        .map((item) => ({ item, score: words(item.text).filter((word) => wanted.has(word)).length }))
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, searchOptions?.limit ?? 8)
        .map((entry) => entry.item);
      return seen(scored);
    },
    async earlier(phase) {
      return options.earlier?.find((item) => item.phase === phase) ?? null;
    },
    async clientProfile() {
      return options.clientProfile ?? {};
    },
  };
}
