/**
 * The PhaseInput of a real generation: passages and search from the project's own documents only (every
 * query is bound to the project id), earlier phases from their stored content or, for a user's adjusted
 * upload, from its file parsed back. It records every passage it hands out: that set is what the citation
 * guard accepts.
 */
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import { PHASES } from "../../../../shared/rules/phases";
import type { AppContext } from "../../../context";
import { projects } from "../../../db/schema";
import { clientProfileValues } from "../../company-profile/company-profile.service";
import { findDocument } from "../../documents/documents.repository";
import { extractDocument } from "../../documents/extraction/extract-document";
import type { RetrievedPassage } from "../render/citations";
import {
  findLatestReadyVersion,
  findPassagesByDocumentName,
  findProjectPassages,
  listCategoryPassages,
  searchCategoryPassages,
} from "./generation.repository";
import { sheetsToContent, wordTextToContent } from "./parse-back";
import type { CategorizedPassage, EarlierPhase, PhaseInput, TPhaseContent } from "./phase-input";
import { sourceAmong } from "./resolve-source";

type InputContext = Pick<AppContext, "db" | "storage" | "config">;

export type TrackedPhaseInput = PhaseInput & {
  retrieved: Map<string, RetrievedPassage>;
  /** A version's file read back as content (Word or Excel), as an adjusted upload is read. */
  readVersionFile(documentId: string): Promise<TPhaseContent | null>;
};

export function createDbPhaseInput(
  ctx: InputContext,
  options: {
    projectId: string;
    project: { name: string; description: string };
    phase: number;
    instructions: string | null;
  },
): TrackedPhaseInput {
  const { projectId } = options;
  const retrieved = new Map<string, RetrievedPassage>();
  const earlierCache = new Map<number, Promise<EarlierPhase | null>>();
  const track = (list: CategorizedPassage[]) => {
    for (const item of list) retrieved.set(item.id, item);
    return list;
  };

  async function resolveSource(reference: { documentName: string; page: number | null; quote: string }) {
    const candidates = (await findPassagesByDocumentName(ctx.db, projectId, reference.documentName)).filter(
      (candidate) => reference.page === null || candidate.page === reference.page,
    );
    const source = sourceAmong(candidates, reference.quote);
    const found = source && candidates.find((candidate) => candidate.id === source.passageId);
    if (found) track([found]);
    return source;
  }

  async function readAdjusted(documentId: string, fallbackTitle: string): Promise<TPhaseContent | null> {
    const document = await findDocument(ctx.db, documentId);
    if (!document || document.projectId !== projectId) return null;
    const tempRoot = path.join(ctx.config.DATA_DIR, "tmp");
    await mkdir(tempRoot, { recursive: true });
    const workDir = await mkdtemp(path.join(tempRoot, "adjusted-"));
    try {
      const filePath = path.join(workDir, `adjusted.${document.fileType}`);
      await pipeline(await ctx.storage.read(document.storageKey), createWriteStream(filePath));
      const fileType = document.fileType === "xlsx" ? "xlsx" : "docx";
      const result = await extractDocument({
        filePath,
        fileType,
        timeoutMs: ctx.config.EXTRACTION_TIMEOUT_MS,
      });
      if (result.status !== "listo") return null;
      if (fileType === "xlsx") return sheetsToContent(result.units, fallbackTitle, resolveSource);
      return wordTextToContent(
        result.units.map((unit) => unit.text).join("\n"),
        fallbackTitle,
        resolveSource,
      );
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  async function loadEarlier(phase: number): Promise<EarlierPhase | null> {
    const version = await findLatestReadyVersion(ctx.db, projectId, phase);
    if (!version?.documentId) return null;
    const document = await findDocument(ctx.db, version.documentId);
    if (!document) return null;
    const name = PHASES[phase]?.name ?? "";
    const content = version.content
      ? (version.content as TPhaseContent)
      : await readAdjusted(version.documentId, name);
    if (!content) return null;
    // Sources kept in an earlier version stay citable: their passages join the retrieved set.
    const ids = content.sections.flatMap((section) => [
      ...section.statements.flatMap((statement) => statement.sources.map((source) => source.passageId)),
      ...(section.table?.rows.flatMap((row) => row.sources.map((source) => source.passageId)) ?? []),
    ]);
    track(await findProjectPassages(ctx.db, projectId, [...new Set(ids)]));
    return {
      phase,
      version: version.version,
      isUserAdjusted: version.isUserAdjusted,
      fileName: document.name,
      content,
    };
  }

  return {
    projectId,
    project: options.project,
    phase: options.phase,
    instructions: options.instructions,
    retrieved,
    readVersionFile: (documentId) => readAdjusted(documentId, PHASES[options.phase]?.name ?? ""),
    async passagesOf(categories) {
      return track(await listCategoryPassages(ctx.db, projectId, categories));
    },
    async search(query, searchOptions) {
      return track(
        await searchCategoryPassages(
          ctx.db,
          projectId,
          query,
          searchOptions?.categories,
          searchOptions?.limit ?? 8,
        ),
      );
    },
    async clientProfile() {
      const [project] = await ctx.db
        .select({ ownerId: projects.ownerId })
        .from(projects)
        .where(eq(projects.id, projectId));
      return project ? clientProfileValues(ctx, project.ownerId) : {};
    },
    earlier(phase) {
      let pending = earlierCache.get(phase);
      if (!pending) {
        pending = loadEarlier(phase);
        earlierCache.set(phase, pending);
      }
      return pending;
    },
  };
}
