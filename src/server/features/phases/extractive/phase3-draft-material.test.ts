/**
 * Phase "Borrador": which of the bases' requests and the client's sentences go under which heading —
 * only what the bases ask on its subject, the acta under the legal heading, its track record under the
 * experience, a team member's CV line with whose it is, not repeated when the client's copy comes back.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { EarlierPhase } from "../generation/phase-input";
import { buildIndex } from "./phase2-index";
import { buildDraft, DRAFT_NOTES_HEADING } from "./phase3-draft";
import { CLIENT_DOCUMENTS, expectGrounded, indexOf, texts } from "./proposal-structure.test-support";

describe("buildDraft, the client's material under each heading", () => {
  it("quotes under a heading only what the bases ask on its subject, not a sentence sharing a common word", async () => {
    const bases = passage(
      "bases",
      "convocatoria-obra.pdf",
      4,
      [
        "El licitante deberá presentar la opinión de cumplimiento de obligaciones fiscales en sentido positivo.",
        "Garantía de cumplimiento: fianza por el 10 % del monto del contrato, dentro de los quince días naturales siguientes al fallo.",
        "Será causa de desechamiento la omisión de cualquiera de los documentos requeridos en la convocatoria.",
        "La asistencia a la visita no es obligatoria; quien no asista manifestará que conoce el sitio de los trabajos.",
        "Declaración anual y estados financieros dictaminados por contador público con cédula profesional.",
      ].join("\n"),
    );
    const passages = [bases, ...CLIENT_DOCUMENTS()];
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [await indexOf(index)] }));
    const under = (heading: string) => texts(draft, heading).join(" ");
    // 'cumplimiento' of a tax opinion or of a performance bond is no technical specification.
    expect(under("Cumplimiento de especificaciones técnicas")).not.toMatch(/opinión de cumplimiento|fianza/u);
    // A cause of rejection is nothing to write, and 'requeridos' does not make it the understanding.
    expect(under("Entendimiento de los requerimientos")).not.toContain("omisión");
    // 'los trabajos' of a site visit is no work plan; an accountant's 'cédula' is no team.
    expect(under("Metodología y plan de trabajo")).not.toContain("visita");
    expect(under("Organización y equipo de trabajo")).not.toContain("Declaración anual");
    expect(under("Documentación legal y administrativa")).toMatch(/opinión de cumplimiento/u);
    expect(under("Documentación legal y administrativa")).toContain("Declaración anual");
  });

  it("takes no method from a previous proposal for another trade, and takes it from one for the same works", async () => {
    const bases = passage(
      "bases",
      "convocatoria-drenaje.pdf",
      3,
      [
        "Objeto: construcción de red de drenaje sanitario con tubería de polietileno de alta densidad y pozos de visita.",
        "El licitante deberá presentar la metodología de trabajo, con las etapas de excavación, instalación de tubería y pruebas de hermeticidad.",
      ].join("\n"),
    );
    // Each paper's title is its first heading; the method sits under a heading of its own.
    const paper = (name: string, title: string, method: string) => [
      {
        ...passage("otros", name, 1, `${title}\nPresentada por la empresa en 2024.`, title),
        documentId: name,
      },
      { ...passage("otros", name, 2, method, "METODOLOGÍA DE TRABAJO"), documentId: name },
    ];
    const waste = paper(
      "propuesta-recoleccion.docx",
      "PROPUESTA TÉCNICA: RECOLECCIÓN DE RESIDUOS SÓLIDOS URBANOS EN CELAYA",
      "La recolección se organiza por sectores con rutas optimizadas y un programa de trabajo semanal de cada etapa.",
    );
    const sewer = paper(
      "propuesta-drenaje-tula.docx",
      "PROPUESTA TÉCNICA: CONSTRUCCIÓN DE RED DE DRENAJE SANITARIO EN TULA",
      "La excavación se ejecuta por tramos entre pozos de visita; cada tramo de tubería se somete a prueba de hermeticidad antes del relleno.",
    );
    const passages = [bases, ...waste, ...sewer];
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [await indexOf(index)] }));
    const all = draft.sections
      .flatMap((section) => section.statements.map((statement) => statement.text))
      .join(" ");
    expect(all).not.toContain("La recolección se organiza");
    expect(all).toContain("cada tramo de tubería se somete a prueba de hermeticidad");
  });

  it("quotes the acta constitutiva under the legal heading only, not under the team or the method", async () => {
    const bases = passage(
      "bases",
      "convocatoria.pdf",
      5,
      [
        "El licitante deberá presentar su organización y equipo de trabajo, con el organigrama de los profesionales que intervendrán en los servicios.",
        "El licitante deberá presentar la metodología de los servicios, con las etapas de la organización del trabajo.",
        "El licitante deberá presentar la documentación legal: acta constitutiva y poder del representante.",
      ].join("\n"),
    );
    const acta = passage(
      "legal",
      "acta-constitutiva.pdf",
      1,
      "En la ciudad de San Luis Potosí comparecen los señores que constituyen la sociedad, cuyo objeto es la organización de los trabajos y servicios profesionales de ingeniería con su equipo.",
    );
    const passages = [bases, acta];
    const index = await buildIndex(memoryPhaseInput({ phase: 1, passages }));
    const draft = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [await indexOf(index)] }));
    const quoting = draft.sections
      .filter((section) => section.statements.some((statement) => statement.text.includes("comparecen")))
      .map((section) => section.heading);
    expect(quoting.length).toBeGreaterThan(0);
    for (const heading of quoting) expect(heading).toMatch(/legal/iu);
  });

  it("answers the experience heading with the track record the acta states, not with a [PENDIENTE]", async () => {
    const bases = passage(
      "bases",
      "convocatoria-obra.pdf",
      3,
      [
        "2. Acta constitutiva y sus modificaciones, inscrita en el Registro Público de la Propiedad y de Comercio.",
        "5. Registro vigente en el Padrón de Contratistas del Municipio o constancia de trámite de registro.",
        "6. Relación de contratos de obras similares ejecutados en los últimos tres años, con copia de contratos y actas de entrega-recepción.",
      ].join("\n"),
    );
    const record =
      "La sociedad ha prestado el servicio de recolección de residuos sólidos urbanos a los municipios de Zapopan (2018 a 2021, contrato ZAP-DGSP-045/2018, monto $18,450,000.00) y San Pedro Tlaquepaque (2020 a 2023, contrato SPT-OP-112/2020, monto $9,870,000.00).";
    const acta = passage(
      "legal",
      "acta-constitutiva-iap.pdf",
      2,
      [
        "PRIMERA.- Se designa como Administrador Único y representante legal de la sociedad al Ing. Héctor Manuel Villaseñor Ruiz.",
        record,
      ].join("\n"),
    );
    const passages = [bases, acta];
    const input = memoryPhaseInput({ phase: 2, passages });
    const draft = await buildDraft(input);
    const experience = texts(draft, "Experiencia y especialidad");
    expect(experience).toContain(record);
    expect(experience.some((text) => text.includes("[PENDIENTE"))).toBe(false);
    // The deed's other clauses stay under the legal heading.
    expect(texts(draft, "Documentación legal y administrativa").join("\n")).toContain("Administrador Único");
    expect(texts(draft, "Documentación legal y administrativa")).not.toContain(record);
    expectGrounded(draft, passages, input.retrieved);
    // PostgreSQL's search wants every word of the query: a deed that shares few of them is still read.
    const strict = memoryPhaseInput({ phase: 2, passages });
    const anyWord = strict.search;
    strict.search = async (query, options) =>
      options?.categories?.includes("legal") && !options.categories.includes("bases")
        ? []
        : anyWord(query, options);
    expect(texts(await buildDraft(strict), "Experiencia y especialidad")).toContain(record);
  });

  it("names whose CV a team member's line is, and does not repeat it when the client's copy comes back", async () => {
    const bases = passage(
      "bases",
      "convocatoria-obra.pdf",
      3,
      "7. Currículum del superintendente de obra, con cédula profesional de ingeniero civil o arquitecto y experiencia mínima de tres años.",
    );
    const cv = passage(
      "equipo",
      "cv-hector-villasenor.docx",
      1,
      [
        "CURRÍCULUM VITAE",
        "Nombre: Héctor Manuel Villaseñor Ruiz",
        "Puesto propuesto: Director del proyecto",
        "Cédula profesional: 4623871",
      ].join("\n"),
    );
    const passages = [bases, cv];
    const input = memoryPhaseInput({ phase: 2, passages });
    const draft = await buildDraft(input);
    const team = draft.sections.find((section) => section.heading === "Organización y equipo de trabajo");
    const line = team?.statements.find((statement) => statement.text.includes("4623871"));
    expect(line?.text).toBe("Héctor Manuel Villaseñor Ruiz: Cédula profesional: 4623871");
    expect(line?.sources[0]?.quote).toBe("Cédula profesional: 4623871");
    expectGrounded(draft, passages, input.retrieved);
    // The client's copy read back (its sources found again after the label): each line once.
    const adjusted: EarlierPhase = {
      phase: 2,
      version: 2,
      isUserAdjusted: true,
      fileName: "Borrador_v2_ajustado.docx",
      content: {
        ...draft,
        sections: draft.sections.filter((section) => section.heading !== DRAFT_NOTES_HEADING),
      },
    };
    const again = await buildDraft(memoryPhaseInput({ phase: 2, passages, earlier: [adjusted] }));
    const lines = again.sections.flatMap((section) => section.statements.map((statement) => statement.text));
    expect(lines.filter((text) => text.includes("4623871"))).toHaveLength(1);
  });
});
