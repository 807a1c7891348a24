/**
 * A regeneration builds on the client's work. Before: the history of the phase (every earlier
 * instruction with what became of it, and the client's kept text and deletions, from its latest
 * adjusted file compared with the file it was adjusted from). After the generator wrote the fresh
 * content: the client's work applied to it, verbatim, and a table at the top that lists every
 * instruction of the phase with the version it produced and what was done with it, including what the
 * built-in generator could not do (as [PENDIENTE]).
 */
import type { Database } from "../../../db/client";
import { listReadyVersions } from "./generation.repository";
import {
  applyClientWork,
  type ClientWork,
  cleanText,
  describeItem,
  diffClientWork,
  isStillIn,
  REGENERATION_HEADING,
} from "./keep-client-work";
import type { TPhaseContent, TPhaseSection } from "./phase-input";

/** What happened to one instruction, stored in its version's figures. */
export interface InstructionOutcome {
  isApplied: boolean;
  detail: string;
}

export interface RegenerationBasis {
  /** The earlier instructions of this phase, oldest first, with the version each produced. */
  earlierInstructions: Array<{ version: number; instructions: string; outcome: InstructionOutcome | null }>;
  work: ClientWork;
  /** The adjusted version the client's work was read from; null when the latest version is generated. */
  adjustedVersion: number | null;
}

interface StoredStats {
  clientWork?: ClientWork;
  instructionOutcome?: InstructionOutcome;
}

const EMPTY: ClientWork = { kept: [], removed: [] };

/** Reads the phase's history below `version`; null for a first version. */
export async function loadRegenerationBasis(
  db: Database,
  options: {
    projectId: string;
    phase: number;
    version: number;
    readVersionFile: (documentId: string) => Promise<TPhaseContent | null>;
  },
): Promise<RegenerationBasis | null> {
  const rows = await listReadyVersions(db, options.projectId, options.phase, options.version);
  const latest = rows.at(-1);
  if (!latest) return null;
  const earlierInstructions = rows
    .filter((row) => !row.isUserAdjusted && row.instructions?.trim())
    .map((row) => ({
      version: row.version,
      instructions: row.instructions!.trim(),
      outcome: (row.stats as StoredStats | null)?.instructionOutcome ?? null,
    }));
  const lastGenerated = [...rows].reverse().find((row) => !row.isUserAdjusted);
  const carried = (lastGenerated?.stats as StoredStats | null)?.clientWork ?? EMPTY;
  if (!latest.isUserAdjusted || !latest.documentId)
    return { earlierInstructions, work: carried, adjustedVersion: null };
  const adjusted = await options.readVersionFile(latest.documentId);
  const generated = lastGenerated?.documentId
    ? await options.readVersionFile(lastGenerated.documentId)
    : null;
  if (!adjusted) return { earlierInstructions, work: carried, adjustedVersion: null };
  const fresh = generated ? diffClientWork(adjusted, generated) : { kept: [], removed: [] };
  const keys = new Set(fresh.kept.map(describeItem));
  return {
    earlierInstructions,
    work: {
      kept: [
        ...carried.kept.filter((item) => isStillIn(item, adjusted) && !keys.has(describeItem(item))),
        ...fresh.kept,
      ],
      removed: [...carried.removed, ...fresh.removed],
    },
    adjustedVersion: latest.version,
  };
}

/** The instructions a model receives: the earlier ones still stand, then this version's. */
export function accumulatedInstructions(
  basis: RegenerationBasis | null,
  current: string | null,
): string | null {
  const earlier = basis?.earlierInstructions ?? [];
  if (earlier.length === 0) return current;
  const lines = earlier.map((item) => `- v${item.version}: ${item.instructions}`);
  return [
    "Instrucciones de versiones anteriores (siguen vigentes):",
    ...lines,
    `Instrucciones para esta versión: ${current ?? "(ninguna)"}`,
  ].join("\n");
}

function flatten(content: TPhaseContent, ignore: (text: string) => boolean): string[] {
  return content.sections
    .filter((section) => !/^instrucciones/i.test(section.heading))
    .flatMap((section) => [
      `# ${section.heading}`,
      ...section.statements.map((statement) => statement.text).filter((text) => !ignore(text)),
      ...(section.table?.rows.map((row) => row.cells.join(" | ")) ?? []),
    ]);
}

/**
 * Whether the built-in generator did something with the instruction: its content with the instruction
 * differs from its content without it (notes that only repeat the instruction do not count).
 */
export function instructionOutcome(
  withInstruction: TPhaseContent,
  without: TPhaseContent,
  instruction: string,
): InstructionOutcome {
  const quote = cleanText(instruction).slice(0, 40).toLowerCase();
  const isNote = (text: string) =>
    text.toLowerCase().includes(quote) || /^Instrucciones aplicadas/i.test(text);
  const now = flatten(withInstruction, isNote);
  const before = flatten(without, isNote);
  const added = now.filter((line) => !before.includes(line)).length;
  const removed = before.filter((line) => !now.includes(line)).length;
  if (added === 0 && removed === 0)
    return {
      isApplied: false,
      detail:
        "[PENDIENTE: el generador integrado no pudo aplicar esta instrucción; aplíquela en su versión ajustada o configure un modelo de lenguaje]",
    };
  return {
    isApplied: true,
    detail: `Aplicada por el generador integrado: ${added} elemento(s) agregado(s) o cambiado(s), ${removed} quitado(s).`,
  };
}

/** The fresh content with the client's work kept and the table of instructions and kept changes on top. */
export function finishRegeneration(
  fresh: TPhaseContent,
  options: {
    basis: RegenerationBasis;
    version: number | null;
    instructions: string | null;
    outcome: InstructionOutcome | null;
  },
): TPhaseContent {
  const { basis } = options;
  const merged = applyClientWork(
    { ...fresh, sections: fresh.sections.filter((section) => section.heading !== REGENERATION_HEADING) },
    basis.work,
  );
  const rows: string[][] = basis.earlierInstructions.map((item) => [
    `v${item.version}`,
    item.instructions,
    item.outcome?.detail ?? "Aplicada en esa versión.",
  ]);
  if (options.instructions?.trim())
    rows.push([
      options.version === null ? "Esta versión" : `v${options.version}`,
      options.instructions.trim(),
      options.outcome?.detail ?? "",
    ]);
  if (basis.adjustedVersion !== null || basis.work.kept.length > 0) {
    const from =
      basis.adjustedVersion === null
        ? "sus versiones ajustadas"
        : `su versión ajustada v${basis.adjustedVersion}`;
    const kept = basis.work.kept.map(describeItem);
    rows.push([
      basis.adjustedVersion === null ? "—" : `v${basis.adjustedVersion} (ajustada)`,
      "Cambios del cliente",
      kept.length > 0
        ? `Se conservaron textualmente ${kept.length} cambio(s) de ${from}: ${kept.slice(0, 8).join("; ")}${kept.length > 8 ? "; …" : ""}.`
        : `No se encontraron cambios en ${from} respecto de la versión generada.`,
    ]);
  }
  if (rows.length === 0) return merged;
  const top: TPhaseSection = {
    heading: REGENERATION_HEADING,
    level: 1,
    statements: [],
    table: {
      headers: ["Versión", "Instrucción", "Resultado"],
      rows: rows.map((cells) => ({ cells, sources: [] })),
    },
  };
  return { ...merged, sections: [top, ...merged.sections].slice(0, 120) };
}
