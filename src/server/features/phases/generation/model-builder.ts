/**
 * A phase written by the configured chat model: the phase's passages are searched (project-bound), shown
 * to the model as [P1], [P2]… with document and page, together with the latest versions of the earlier
 * phases it builds on and the user's instructions; the answer's "P3" ids are mapped back to passages
 * before the citation guard sees them.
 */
import { PHASES } from "../../../../shared/rules/phases";
import type { GenerateInput, PhaseGenerator } from "../../../adapters/llm/phase-generator";
import { clientMaterialBySection } from "../extractive/client-material";
import { PHASE_PROMPTS, SYSTEM_PROMPT } from "../prompts";
import { shapeRelevantPoints } from "./model-phase1";
import type { CategorizedPassage, PhaseInput, TPhaseContent } from "./phase-input";

/** Passages shown to the model at most, and their text in characters (about 9,000 tokens). */
const MAX_PASSAGES = 60;
const MAX_PASSAGE_CHARS = 36_000;
/** Characters of each earlier phase shown to the model. */
const MAX_EARLIER_CHARS = 8_000;

function earlierText(content: TPhaseContent, alias: (id: string) => string | null): string {
  const lines: string[] = [];
  for (const section of content.sections) {
    lines.push(`${"#".repeat(section.level)} ${section.heading}`);
    for (const statement of section.statements) {
      const refs = statement.sources.map((source) => alias(source.passageId)).filter(Boolean);
      lines.push(`- ${statement.text}${refs.length ? ` [${refs.join(", ")}]` : ""}`);
    }
    if (section.table) {
      lines.push(section.table.headers.join(" | "));
      for (const row of section.table.rows) lines.push(row.cells.join(" | "));
    }
  }
  const text = lines.join("\n");
  return text.length > MAX_EARLIER_CHARS ? `${text.slice(0, MAX_EARLIER_CHARS)}\n[…]` : text;
}

// A document's line that would read as the prompt's own structure: a passage's label, the separator
// between parts, or a part's title ('Instrucciones del usuario para esta versión:').
const PROMPT_STRUCTURE =
  /^(\s*)(\[P\d+\]|-{3,}\s*$|(?:Instrucciones del usuario|Pasajes de los documentos|Versión anterior de esta fase|Última versión de la fase|Material del licitante)\b)/gimu;

/**
 * A passage's text as the model reads it: a line of the document that imitates the prompt's structure
 * (a forged '[P9] (acta.pdf)' label or a forged user's instructions after a '---') is marked as quoted
 * text ('> '), so a document cannot pass for the user or for another document.
 */
export function asDocumentText(text: string): string {
  return text.replace(PROMPT_STRUCTURE, "$1> $2");
}

/** The prompt of one phase and the alias → passage id map to read the answer back. */
export async function buildModelPrompt(input: PhaseInput) {
  const prompt = PHASE_PROMPTS[input.phase]!;
  const chosen = new Map<string, CategorizedPassage>();
  let chars = 0;
  const take = (list: CategorizedPassage[]) => {
    for (const item of list) {
      if (chosen.has(item.id) || chosen.size >= MAX_PASSAGES || chars + item.text.length > MAX_PASSAGE_CHARS)
        continue;
      chosen.set(item.id, item);
      chars += item.text.length;
    }
  };
  // The client's own material per section goes first, so it is never crowded out by the general search.
  const material = prompt.sectionMaterial ? await clientMaterialBySection(input) : [];
  for (const section of material) take(section.passages);
  if (input.instructions) take(await input.search(input.instructions, { limit: 8 }));
  for (const query of prompt.retrieval) {
    take(await input.search(query.query, { categories: query.categories, limit: query.limit ?? 8 }));
  }
  const earlier = [];
  const regeneration = input.instructions ? await input.earlier(input.phase) : null;
  for (const phase of prompt.earlier) earlier.push(await input.earlier(phase));

  const aliases = new Map<string, string>();
  const ids = new Map<string, string>();
  [...chosen.values()].forEach((item, index) => {
    aliases.set(item.id, `P${index + 1}`);
    ids.set(`P${index + 1}`, item.id);
  });
  const alias = (id: string) => aliases.get(id) ?? null;
  const passages = [...chosen.values()]
    .map((item) => {
      const where = item.page === null ? item.documentName : `${item.documentName}, p. ${item.page}`;
      return `[${alias(item.id)}] (${where}${item.heading ? ` — ${item.heading}` : ""})\n${asDocumentText(item.text)}`;
    })
    .join("\n\n");
  const parts = [
    prompt.task,
    `Proyecto: ${input.project.name}\nDescripción: ${input.project.description || "(sin descripción)"}`,
    ...earlier.flatMap((item) =>
      item
        ? [
            `Última versión de la fase "${PHASES[item.phase]!.name}" (v${item.version}${item.isUserAdjusted ? ", ajustada por el usuario" : ""}):\n${earlierText(item.content, alias)}`,
          ]
        : [],
    ),
    ...(regeneration
      ? [
          `Versión anterior de esta fase (v${regeneration.version}${regeneration.isUserAdjusted ? ", ajustada por el usuario" : ""}); consérvala salvo lo que pidan las instrucciones:\n${earlierText(regeneration.content, alias)}`,
        ]
      : []),
    ...(input.instructions ? [`Instrucciones del usuario para esta versión:\n${input.instructions}`] : []),
    ...(material.length > 0
      ? [
          `Material del licitante por apartado (sus propios documentos, el que mejor responde a lo que piden las bases primero):\n${material
            .map((section) => {
              const refs = section.passages.map((item) => alias(item.id)).filter(Boolean);
              return refs.length > 0
                ? `- «${section.heading}»: ${refs.join(", ")}`
                : `- «${section.heading}»: sin material del licitante; falta material del cliente: ${section.missing}`;
            })
            .join("\n")}`,
        ]
      : []),
    `Pasajes de los documentos (${chosen.size}):\n\n${passages || "(no se encontraron pasajes)"}`,
  ];
  return {
    systemPrompt: SYSTEM_PROMPT,
    userPrompt: parts.join("\n\n---\n\n"),
    ids,
    passageCount: chosen.size,
  };
}

/** The model's content with its "P3" ids turned back into passage ids (unknown ones are left to the guard). */
export function mapAliases(content: TPhaseContent, ids: Map<string, string>): TPhaseContent {
  const map = <T extends { passageId: string }>(source: T): T => ({
    ...source,
    passageId: ids.get(source.passageId.replace(/^\[|\]$/g, "").trim()) ?? source.passageId,
  });
  return {
    ...content,
    sections: content.sections.map((section) => ({
      ...section,
      statements: section.statements.map((statement) => ({
        ...statement,
        sources: statement.sources.map(map),
      })),
      ...(section.table
        ? {
            table: {
              ...section.table,
              rows: section.table.rows.map((row) => ({ ...row, sources: row.sources.map(map) })),
            },
          }
        : {}),
    })),
  };
}

export async function buildWithModel(
  input: PhaseInput,
  generator: PhaseGenerator,
  options: Pick<GenerateInput, "onProgress" | "signal">,
) {
  const { systemPrompt, userPrompt, ids, passageCount } = await buildModelPrompt(input);
  const result = await generator.generate({ systemPrompt, userPrompt, ...options });
  const content = mapAliases(result.content, ids);
  return {
    // Phase 1's calendar in the workbook's columns, whatever columns the model gave.
    content: input.phase === 0 ? shapeRelevantPoints(content) : content,
    usage: result.usage,
    attempts: result.attempts,
    passageCount,
  };
}
