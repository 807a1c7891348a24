/**
 * The forms phase 4 filled, read back by phase 8: a requirement that names one is covered by it, cited to
 * phase 4's file; a form phase 4 only names ('no se reproduce') covers nothing.
 */
import { describe, expect, it } from "vitest";
import type { TPhaseContent } from "../generation/phase-input";
import { filledForms, formCoverage, formKeysOf, formRequirement } from "./evaluation-formats";
import { version } from "./evaluation-phases.test-support";

const phase4: TPhaseContent = {
  title: "Formatos llenados",
  sections: [
    {
      heading: "FORMATO DT-08 PROGRAMA DE EJECUCIÓN DE LOS TRABAJOS",
      level: 1,
      statements: [
        {
          text: "Formato tomado de «formatos.docx», página 3.",
          sources: [{ passageId: "f3", quote: "FORMATO DT-08" }],
        },
        {
          text: "Ingeniería Ambiental del Pacífico, S.A. de C.V., a [PENDIENTE: día] de marzo.",
          sources: [],
        },
      ],
    },
    {
      heading: "FORMATO DT-08 PROGRAMA DE EJECUCIÓN DE LOS TRABAJOS (continuación)",
      level: 2,
      statements: [{ text: "Firma: [PENDIENTE: Representante legal]", sources: [] }],
    },
    {
      heading: "ANEXO 9 MODELO DE CONTRATO",
      level: 1,
      statements: [
        {
          text: "Es el modelo del contrato que firmará quien resulte adjudicado, no un formato de la propuesta: no se reproduce.",
          sources: [],
        },
      ],
    },
    { heading: "Datos del licitante", level: 1, statements: [] },
  ],
  pending: [],
};

describe("the forms phase 4 filled", () => {
  it("names a form by its kind and number, whatever the case and the 'No.'", () => {
    expect(formKeysOf("conforme al formato DT-08.")).toEqual(["formato DT08"]);
    expect(formKeysOf("Formato 2. Escrito de acreditación")).toEqual(["formato 2"]);
    expect(formKeysOf("ANEXO No. 3 y Anexo II")).toEqual(["anexo 3", "anexo II"]);
    expect(formKeysOf("Formato A-2")).toEqual(["formato A2"]);
    // Lower-case words after 'anexo' are no form's letter.
    expect(formKeysOf("el anexo a la propuesta y el formato de la carta")).toEqual([]);
  });

  it("covers a requirement naming a filled form, says what is still pending and cites the form", () => {
    const forms = filledForms(version(3, phase4));
    expect(forms.map((form) => [form.key, form.pending])).toEqual([
      ["formato DT08", ["día", "Representante legal"]],
    ]);
    const requirement =
      "13. Programa de ejecución de los trabajos por conceptos, calendarizado y cuantificado, conforme al formato DT-08.";
    const filled = formCoverage(requirement, forms);
    expect(filled?.map((form) => form.key)).toEqual(["formato DT08"]);
    const row = formRequirement(
      { requirement, sources: [{ passageId: "b3", quote: requirement }] },
      filled ?? [],
      "Formatos_llenados_v1.docx",
    );
    expect(row.requirement).toBe(
      `${requirement} — «FORMATO DT-08 PROGRAMA DE EJECUCIÓN DE LOS TRABAJOS», en Formatos_llenados_v1.docx; datos por completar en el formato: día; Representante legal`,
    );
    expect(row.sources.map((source) => source.passageId)).toEqual(["f3", "b3"]);
    // The contract's model is named in phase 4 but not filled; a form phase 4 does not hold covers nothing.
    expect(formCoverage("Firmar el contrato conforme al Anexo 9.", forms)).toBeNull();
    expect(formCoverage("Catálogo de conceptos en el formato PE-01 y el formato DT-08.", forms)).toBeNull();
    expect(formCoverage("Acta constitutiva.", forms)).toBeNull();
    expect(filledForms(null)).toEqual([]);
  });
});
