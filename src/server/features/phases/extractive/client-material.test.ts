/**
 * Phases 3 and 7 answer with the client's own material: with the sample company's library (a previous
 * proposal with its methodology, two CVs, the acta), each section of the index gets the client's best
 * passages, cited, ranked by what the bases ask there; a section with none names the material missing;
 * a model is handed the same passages per section and told to write from them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  COMPANY_DOCUMENTS,
  COMPANY_FILE_NAMES,
  WASTE_TENDER,
} from "../../../../../tests/support/company-documents";
import { readAsPassages } from "../../../../../tests/support/company-passages";
import { memoryPhaseInput } from "../generation/memory-phase-input.test-support";
import { buildModelPrompt } from "../generation/model-builder";
import type { CategorizedPassage, TPhaseContent } from "../generation/phase-input";
import { clientMaterialBySection } from "./client-material";
import { buildDraft } from "./phase3-draft";

const METHOD = "Metodología y plan de trabajo";
const PROPOSAL_LINES = [
  "El plan de trabajo prevé supervisión diaria de rutas, atención de quejas ciudadanas en 24 horas y reportes mensuales al municipio.",
  "La recolección se organiza por sectores con rutas optimizadas mediante georreferenciación de cada contenedor.",
  "Cada unidad recolectora lleva rastreo satelital y bitácora digital de toneladas recolectadas por ruta.",
];

function section(content: TPhaseContent, heading: string) {
  const found = content.sections.find((item) => item.heading === heading);
  expect(found, heading).toBeDefined();
  return found!;
}

describe("the client's material under each section of the draft", () => {
  let passages: CategorizedPassage[];
  beforeAll(async () => {
    passages = await readAsPassages([...WASTE_TENDER, ...COMPANY_DOCUMENTS]);
  }, 120_000);
  const byId = () => new Map(passages.map((item) => [item.id, item]));

  it("places the previous proposal's methodology under the methodology section, cited to its document", async () => {
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages }));
    const method = section(draft, METHOD).statements;
    for (const line of PROPOSAL_LINES) {
      const statement = method.find((item) => item.text === line);
      expect(statement, line).toBeDefined();
      expect(byId().get(statement!.sources[0]!.passageId)?.documentName).toBe(COMPANY_FILE_NAMES.proposal);
    }
    // The team's CVs answer the team section; no section says material is missing that the client has.
    const team = section(draft, "Organización y equipo de trabajo").statements.map((item) => item.text);
    // A CV line says whose it is.
    expect(team).toContain("Héctor Manuel Villaseñor Ruiz: Puesto propuesto: Director del proyecto");
    expect(JSON.stringify(draft)).not.toContain("falta material del cliente: currículos del equipo");
  });

  it("says which client material is missing when the library has none for a section", async () => {
    const withoutProposal = passages.filter((item) => item.documentName !== COMPANY_FILE_NAMES.proposal);
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages: withoutProposal }));
    expect(section(draft, METHOD).statements.map((item) => item.text)).toContain(
      `[PENDIENTE: redactar «${METHOD}» con información de la empresa; falta material del cliente: propuestas anteriores, metodología o presentación de la empresa (categoría «Otros documentos relevantes»)]`,
    );
    const material = await clientMaterialBySection(memoryPhaseInput({ phase: 2, passages: withoutProposal }));
    expect(material.find((item) => item.heading === METHOD)).toMatchObject({
      passages: [],
      missing:
        "propuestas anteriores, metodología o presentación de la empresa (categoría «Otros documentos relevantes»)",
    });
  });

  it("hands a model the same passages per section, listed first, with the missing material named", async () => {
    const input = memoryPhaseInput({ phase: 2, passages });
    const prompt = await buildModelPrompt(input);
    const lines = prompt.userPrompt.split("\n");
    const line = lines.find((item) => item.startsWith(`- «${METHOD}»: P`));
    expect(line, "the methodology section lists its passages").toBeDefined();
    const aliases = line!.replace(`- «${METHOD}»: `, "").split(", ");
    const shown = aliases.map((alias) => byId().get(prompt.ids.get(alias)!)!);
    expect(shown.map((item) => item.documentName)).toContain(COMPANY_FILE_NAMES.proposal);
    expect(prompt.userPrompt).toContain("Material del licitante por apartado");
    const bare = await buildModelPrompt(
      memoryPhaseInput({
        phase: 2,
        passages: passages.filter((item) => item.documentName !== COMPANY_FILE_NAMES.proposal),
      }),
    );
    expect(bare.userPrompt).toContain(
      `- «${METHOD}»: sin material del licitante; falta material del cliente: propuestas anteriores, metodología o presentación de la empresa`,
    );
  });
});
