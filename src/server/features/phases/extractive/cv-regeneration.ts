/**
 * What a regeneration of phases 4 and 5 does with the user's instructions and with the previous
 * version: the instruction's words are searched in the CVs and the sentences found are added with their
 * sources; a previous version uploaded by the user (adjusted) keeps its sections, and only headings it
 * does not have yet are added from the new build.
 */
import type { DocumentCategory } from "../../../../shared/rules/files";
import { type PhaseInput, sourceOf, type TPhaseSection, type TStatement } from "../generation/phase-input";
import { fold } from "./cv-lines";
import { segmentUnits } from "./segment-units";

// Words of an instruction that say what to do, not what to look for.
const STOP = new Set(
  "agregar agrega añadir anade incluir incluye incluya poner quitar eliminar solo sólo solamente unicamente únicamente favor por para los las del de la el en con sin que una uno mas más todo toda todos todas cada sus su este esta estos estas tambien también".split(
    " ",
  ),
);

/** The words of the instructions worth searching, without verbs of command and connectives. */
export function instructionWords(instructions: string): string[] {
  return (
    instructions
      .split(/[^\p{L}\d]+/u)
      // Acronyms count even when short ('ISO', 'CFE').
      .filter((word) => (word.length > 3 || /^[A-Z\d]{2,}$/.test(word)) && !STOP.has(fold(word)))
  );
}

/** Whether an instruction asks for a subject: 'agregar certificaciones' asks for "certific". */
export function instructionAsks(instructions: string | null, stem: RegExp): boolean {
  return instructions !== null && stem.test(fold(instructions));
}

/**
 * Searches the instruction's words in the given categories and returns the sentences found (a section
 * "Información adicional solicitada"), plus the closing statement that says what was applied.
 */
export async function instructionSections(
  input: PhaseInput,
  categories: readonly DocumentCategory[],
  applied: string[],
): Promise<TPhaseSection[]> {
  if (!input.instructions?.trim()) return [];
  const words = instructionWords(input.instructions);
  const statements: TStatement[] = [];
  if (words.length > 0) {
    const found = await input.search(words.join(" "), { categories, limit: 6 });
    const wanted = words.map((word) => new RegExp(`(?<![a-z0-9ñ])${fold(word).slice(0, 6)}`, "u"));
    for (const passage of found) {
      for (const unit of segmentUnits(passage.text)) {
        const folded = fold(unit.text);
        if (!wanted.some((word) => word.test(folded))) continue;
        statements.push({ text: unit.text.replace(/\s+/g, " "), sources: [sourceOf(passage, unit.text)] });
        if (statements.length >= 8) break;
      }
      if (statements.length >= 8) break;
    }
  }
  const sections: TPhaseSection[] = [];
  if (statements.length > 0) {
    applied.push(`se buscó «${words.join(" ")}» en los documentos y se agregó lo encontrado`);
    sections.push({ heading: "Información adicional solicitada", level: 1, statements });
  } else {
    applied.push(
      `se buscó «${words.join(" ") || input.instructions.trim()}» sin encontrar texto nuevo en los documentos`,
    );
  }
  sections.push({
    heading: "Instrucciones aplicadas",
    level: 1,
    statements: [
      {
        text: `Instrucciones aplicadas: «${input.instructions.trim().slice(0, 300)}». ${applied.join("; ")}.`,
        sources: [],
      },
    ],
  });
  return sections;
}

/**
 * A previous version the user uploaded (adjusted) is the base: its sections stay as they are, and each
 * new section whose heading it lacks is appended. Otherwise the new build stands alone.
 */
export async function mergeWithAdjusted(input: PhaseInput, built: TPhaseSection[]): Promise<TPhaseSection[]> {
  const previous = await input.earlier(input.phase);
  if (!previous?.isUserAdjusted) return built;
  const isOwnNote = (heading: string) => REGENERATION_HEADINGS.has(fold(heading).trim());
  // Sections are compared by level-1 block: a person's "Puesto propuesto" belongs to that person.
  const kept = blocksOf(previous.content.sections).filter((block) => !isOwnNote(block[0]?.heading ?? ""));
  const headings = new Set(kept.map((block) => fold(block[0]?.heading ?? "").trim()));
  const added = blocksOf(built).filter(
    (block) => isOwnNote(block[0]?.heading ?? "") || !headings.has(fold(block[0]?.heading ?? "").trim()),
  );
  const newBlocks = added.filter((block) => !isOwnNote(block[0]?.heading ?? "")).length;
  const note: TPhaseSection = {
    heading: "Agregado en esta versión",
    level: 1,
    statements: [
      {
        text: `Se conservó la versión ajustada «${previous.fileName}» y se agregaron ${newBlocks} apartados nuevos a partir de los documentos.`,
        sources: [],
      },
    ],
  };
  return [...kept.flat(), note, ...added.flat()].slice(0, 120);
}

const REGENERATION_HEADINGS = new Set(
  ["Información adicional solicitada", "Instrucciones aplicadas", "Agregado en esta versión"].map(fold),
);

/** Sections grouped by their level-1 heading (a leading deeper section forms its own block). */
function blocksOf(sections: readonly TPhaseSection[]): TPhaseSection[][] {
  const blocks: TPhaseSection[][] = [];
  for (const section of sections) {
    const last = blocks[blocks.length - 1];
    if (section.level === 1 || !last) blocks.push([section]);
    else last.push(section);
  }
  return blocks;
}
