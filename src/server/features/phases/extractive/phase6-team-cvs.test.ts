/**
 * Phase 5, the team's CVs: one level-1 section per person with sourced subsections, the bases' minimum
 * years computed from the periods, [PENDIENTE] for missing data, no CVs uploaded, "solo el
 * coordinador" and "agregar certificaciones" on regeneration.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { TPhaseContent } from "../generation/phase-input";
import {
  BASES_CV,
  CV_DOBLE,
  CV_RESIDENTE,
  expectGrounded,
  expectPendingListed,
} from "./cv-fixtures.test-support";
import { experienceYears } from "./cv-person-sections";
import { buildTeamCvs, buildTeamCvsFor } from "./phase6-team-cvs";

const bases = () => passage("bases", "Bases_LO-922.pdf", 14, BASES_CV);
const jorge = () => passage("equipo", "CV_Jorge_Ramirez.pdf", 1, CV_RESIDENTE);
const pair = () => passage("equipo", "CVs_equipo.pdf", 1, CV_DOBLE);

function subsections(content: TPhaseContent, name: string) {
  const start = content.sections.findIndex((section) => section.heading === name && section.level === 1);
  const rest = content.sections.slice(start + 1);
  const end = rest.findIndex((section) => section.level === 1);
  return end < 0 ? rest : rest.slice(0, end);
}

describe("experienceYears", () => {
  it("counts overlapping periods once and runs open periods to the current year", () => {
    const entry = (start: number, end: number | null) => ({
      start,
      end,
      period: "",
      employer: null,
      position: null,
      project: null,
      amount: null,
      sources: [],
    });
    expect(experienceYears([entry(2006, 2011), entry(2012, 2018), entry(2018, null)], 2025)).toBe(18);
    expect(experienceYears([entry(2015, 2019), entry(2017, 2020)], 2025)).toBe(5);
  });
});

describe("buildTeamCvs", () => {
  it("writes one CV per person with sourced subsections and checks the bases' minimum years", async () => {
    const passages = [bases(), jorge(), pair()];
    const input = memoryPhaseInput({ phase: 5, passages });
    const content = await buildTeamCvsFor(input, 2025);
    expect(content.title).toBe("Currículos del equipo profesional");
    const people = content.sections
      .filter((section) => section.level === 1)
      .map((section) => section.heading);
    expect(people).toEqual([
      "Requisitos de las bases para el personal",
      "Integrantes del equipo",
      "Ing. Jorge Alberto Ramírez Sánchez",
      "Arq. María Fernanda López Ortega",
      "Ing. Ricardo Hernández Mora",
    ]);
    const jorgeParts = subsections(content, "Ing. Jorge Alberto Ramírez Sánchez");
    expect(jorgeParts.map((section) => section.heading)).toEqual([
      "Puesto propuesto",
      "Formación académica",
      "Cédula profesional",
      "Experiencia profesional",
      "Certificaciones",
      "Idiomas",
      "Cumplimiento de los requisitos de las bases",
    ]);
    expect(jorgeParts[2]?.statements[0]?.text).toBe("Cédula profesional: 4587213");
    const table = jorgeParts[3]?.table;
    expect(table?.headers).toEqual(["Periodo", "Empresa", "Cargo", "Actividades"]);
    expect(table?.rows[1]?.cells.slice(0, 3)).toEqual([
      "2012 - 2018",
      "Ingeniería y Caminos del Bajío, S.A. de C.V.",
      "Residente de obra",
    ]);
    const checks = jorgeParts[6]?.statements.map((statement) => statement.text) ?? [];
    // 2006-2011 (5) and 2012-2018 joined to 2018 to 2025 (13): 18 years.
    expect(checks[0]).toBe(
      "Cumple la experiencia mínima de 5 años que piden las bases: sus periodos de experiencia (2006 a la fecha) suman 18 años.",
    );
    expect(jorgeParts[6]?.statements[0]?.sources.length).toBeGreaterThanOrEqual(4);
    // The bases ask the cédula 'de ingeniero civil': his profession is checked against it.
    expect(checks).toContain(
      "Cumple: cuenta con cédula profesional 4587213 y su formación (Ingeniero Civil) corresponde a la que piden las bases (ingeniero civil).",
    );

    // The superintendent's years do not apply to the residente; the general cédula requirement does.
    const ricardo = subsections(content, "Ing. Ricardo Hernández Mora");
    const ricardoChecks = ricardo.at(-1)?.statements.map((statement) => statement.text) ?? [];
    expect(ricardoChecks.some((text) => text.includes("experiencia mínima"))).toBe(false);
    expect(ricardoChecks.some((text) => text.startsWith("No se pudo comprobar la cédula profesional"))).toBe(
      true,
    );
    expect(ricardo[2]?.statements[0]?.text).toBe(
      "[PENDIENTE: cédula profesional de Ing. Ricardo Hernández Mora]",
    );
    expect(content.pending).toContain("cédula profesional de Ing. Ricardo Hernández Mora");
    expect(content.pending).toContain("firma autógrafa de Ing. Jorge Alberto Ramírez Sánchez");
    expect(expectGrounded(content, passages, input.retrieved)).toBeGreaterThan(20);
    expectPendingListed(content);
  });

  it("says the years could not be verified when the periods fall short", async () => {
    const text = [
      "Nombre: Ing. Tomás Ruiz Delgado",
      "Puesto propuesto: Superintendente de construcción",
      "Cédula profesional: 9876543",
      "Experiencia profesional",
      "2021 - 2023 | Constructora Azteca, S.A. de C.V. | Superintendente | Edificio de oficinas",
    ].join("\n");
    const passages = [bases(), passage("equipo", "CV_Tomas.pdf", 1, text)];
    const content = await buildTeamCvsFor(memoryPhaseInput({ phase: 5, passages }), 2025);
    const checks = subsections(content, "Ing. Tomás Ruiz Delgado").at(-1)?.statements ?? [];
    expect(checks[0]?.text).toContain("No se pudo comprobar la experiencia mínima de 5 años");
    expect(checks[0]?.text).toContain("suman 2 años");
    expect(content.pending).toContain("acreditar 5 años de experiencia de Ing. Tomás Ruiz Delgado");
  });

  it("marks a CV without a name and reads schooling periods as education", async () => {
    const text = [
      "Puesto propuesto: Residente de obra",
      "2010 - 2014 Licenciatura en Ingeniería Civil, Instituto Politécnico Nacional",
      "2015 a la fecha | Constructora Azteca, S.A. de C.V. | Residente de obra | Naves industriales",
    ].join("\n");
    const passages = [passage("equipo", "CV_sin_nombre.pdf", 3, text)];
    const content = await buildTeamCvsFor(memoryPhaseInput({ phase: 5, passages }), 2025);
    const heading = "[PENDIENTE: nombre del integrante del currículum «CV_sin_nombre.pdf»]";
    const parts = subsections(content, heading);
    expect(parts.map((section) => section.heading)).toContain("Experiencia profesional");
    expect(parts[1]?.statements[0]?.text).toContain("Licenciatura en Ingeniería Civil");
    expect(parts[3]?.table?.rows).toHaveLength(1);
    expect(content.pending).toContain("nombre del integrante del currículum «CV_sin_nombre.pdf»");
    // Spanish writes 'del integrante', never 'de el integrante'.
    expect(content.pending).toContain("cédula profesional del integrante del currículum «CV_sin_nombre.pdf»");
    expect(content.pending.join(" ")).not.toMatch(/\bde el\b/);
    expectPendingListed(content);
  });

  it("writes a person uploaded twice once, from the fuller CV", async () => {
    const signed = passage(
      "equipo",
      "CV_Jorge_firmado.pdf",
      1,
      "Nombre: Ing. Jorge Alberto Ramírez Sánchez\nFirma",
    );
    const content = await buildTeamCvsFor(memoryPhaseInput({ phase: 5, passages: [signed, jorge()] }), 2025);
    const people = content.sections.filter(
      (section) => section.level === 1 && section.heading.startsWith("Ing."),
    );
    expect(people).toHaveLength(1);
    expect(people[0]?.statements[0]?.text).toBe("Currículum tomado del documento «CV_Jorge_Ramirez.pdf».");
  });

  it("says which post the bases ask a CV for that no uploaded CV holds", async () => {
    const asking = passage(
      "bases",
      "convocatoria-obra.pdf",
      3,
      "7. Currículum del superintendente de obra, con cédula profesional de ingeniero civil o arquitecto y experiencia mínima de tres años.",
    );
    const director = passage(
      "equipo",
      "cv-hector-villasenor.docx",
      1,
      [
        "CURRÍCULUM VITAE",
        "Nombre: Héctor Manuel Villaseñor Ruiz",
        "Puesto propuesto: Director del proyecto",
        "Formación académica: Ingeniería Ambiental, Universidad de Guadalajara, 2004.",
        "Cédula profesional: 4623871",
      ].join("\n"),
    );
    const content = await buildTeamCvsFor(memoryPhaseInput({ phase: 5, passages: [asking, director] }), 2026);
    const asked = content.sections.find(
      (section) => section.heading === "Requisitos de las bases para el personal",
    );
    const missing =
      "currículum del superintendente de obra (cédula profesional de ingeniero civil o arquitecto; experiencia mínima de 3 años)";
    expect(asked?.statements.at(-1)).toEqual({
      text: `Ningún currículo cargado propone ni ocupa el puesto de superintendente de obra que piden las bases. [PENDIENTE: ${missing}]`,
      sources: [expect.objectContaining({ passageId: asking.id })],
    });
    expect(content.pending).toContain(missing);
    // A CV proposed for the post answers it: nothing is said missing.
    const superintendent = passage(
      "equipo",
      "cv-superintendente.docx",
      1,
      "CURRÍCULUM VITAE\nNombre: Arq. Sofía Robles Peña\nPuesto propuesto: Superintendente de obra",
    );
    const held = await buildTeamCvsFor(
      memoryPhaseInput({ phase: 5, passages: [asking, director, superintendent] }),
      2026,
    );
    expect(held.pending.some((item) => item.startsWith("currículum del superintendente"))).toBe(false);
  });

  it("says no CVs were uploaded when the team has none", async () => {
    const content = await buildTeamCvs(memoryPhaseInput({ phase: 5, passages: [bases()] }));
    const section = content.sections.find((item) => item.heading === "Currículos del equipo profesional");
    expect(section?.statements[0]?.text).toBe(
      "No se subieron currículos del equipo profesional (categoría «Currículos del equipo»). [PENDIENTE: currículos del equipo profesional]",
    );
    expect(content.pending).toEqual(["currículos del equipo profesional"]);
  });

  it("keeps only the coordinator and details certifications when the instructions say so", async () => {
    const passages = [jorge(), pair()];
    const input = memoryPhaseInput({
      phase: 5,
      passages,
      instructions: "Solo el coordinador, y agregar certificaciones",
    });
    const content = await buildTeamCvsFor(input, 2025);
    const people = content.sections
      .filter((section) => section.level === 1)
      .map((section) => section.heading);
    expect(people).toContain("Arq. María Fernanda López Ortega");
    expect(people).not.toContain("Ing. Jorge Alberto Ramírez Sánchez");
    expect(people).not.toContain("Ing. Ricardo Hernández Mora");
    expect(content.pending).toContain("certificaciones y cursos de Arq. María Fernanda López Ortega");
    const applied = content.sections.find((section) => section.heading === "Instrucciones aplicadas");
    expect(applied?.statements[0]?.text).toContain("solo se incluyó a la persona con «coordinador»");
    expect(applied?.statements[0]?.text).toContain("se detallan las certificaciones");
    expectGrounded(content, passages, input.retrieved);
  });

  it("keeps an adjusted upload's people and adds the new ones", async () => {
    const input = memoryPhaseInput({
      phase: 5,
      passages: [jorge(), pair()],
      earlier: [
        {
          phase: 5,
          version: 1,
          isUserAdjusted: true,
          fileName: "Curriculos_del_equipo_profesional_v1_ajustado.docx",
          content: {
            title: "Currículos del equipo profesional",
            pending: [],
            sections: [
              { heading: "Ing. Jorge Alberto Ramírez Sánchez", level: 1, statements: [] },
              {
                heading: "Puesto propuesto",
                level: 2,
                statements: [{ text: "Gerente de proyecto", sources: [] }],
              },
            ],
          },
        },
      ],
    });
    const content = await buildTeamCvsFor(input, 2025);
    expect(content.sections[1]?.statements[0]?.text).toBe("Gerente de proyecto");
    const headings = content.sections.map((section) => section.heading);
    expect(headings.filter((heading) => heading === "Ing. Jorge Alberto Ramírez Sánchez")).toHaveLength(1);
    expect(headings).toContain("Ing. Ricardo Hernández Mora");
    expect(subsections(content, "Ing. Ricardo Hernández Mora")[0]?.heading).toBe("Puesto propuesto");
  });

  it("puts each field of the tender package's CVs in its subsection and checks the cédula's profession", async () => {
    const requisitos = passage(
      "bases",
      "convocatoria-bases.pdf",
      2,
      [
        "3. REQUISITOS QUE DEBERÁN CUMPLIR LOS LICITANTES",
        "Los licitantes deberán acreditar una experiencia mínima de cinco años en supervisión de obra.",
        "El superintendente deberá contar con cédula profesional de ingeniero civil o arquitecto.",
      ].join("\n"),
    );
    const cv = (name: string, lines: string[]) =>
      passage("equipo", name, null, ["CURRÍCULUM VITAE", ...lines].join("\n\n"), "CURRÍCULUM VITAE");
    const laura = cv("cv-ing-laura-gomez.docx", [
      "Nombre: Laura Gómez Herrera",
      "Puesto propuesto: Superintendente de supervisión",
      "Formación académica: Ingeniería Civil, Universidad Autónoma de Aguascalientes, 2008.",
      "Cédula profesional: 5843217",
      "Experiencia profesional:",
      "2015 - 2026: Supervisión y Proyectos del Centro, S.A. de C.V., Superintendente de supervisión de obra hospitalaria.",
      "2009 - 2015: Constructora del Bajío, S.A. de C.V., Residente de obra.",
    ]);
    const mario = cv("cv-arq-mario-lopez.docx", [
      "Nombre: Mario López Sandoval",
      "Puesto propuesto: Supervisor de acabados",
      "Formación académica: Arquitectura, Instituto Politécnico Nacional, 2016.",
      "Cédula profesional: 10234567",
    ]);
    const passages = [requisitos, laura, mario];
    const input = memoryPhaseInput({ phase: 5, passages });
    const content = await buildTeamCvsFor(input, 2026);
    const head = content.sections.find((section) => section.heading === "Laura Gómez Herrera");
    expect(head?.statements.map((statement) => statement.text)).toEqual([
      "Currículum tomado del documento «cv-ing-laura-gomez.docx».",
      "Profesión: Ingeniería Civil",
    ]);
    const parts = subsections(content, "Laura Gómez Herrera");
    const texts = (heading: string) =>
      parts.find((section) => section.heading === heading)?.statements.map((statement) => statement.text);
    expect(texts("Puesto propuesto")).toEqual(["Puesto propuesto: Superintendente de supervisión"]);
    expect(texts("Formación académica")).toEqual([
      "Ingeniería Civil, Universidad Autónoma de Aguascalientes, 2008.",
    ]);
    expect(texts("Cédula profesional")).toEqual(["Cédula profesional: 5843217"]);
    expect(parts.find((section) => section.heading === "Experiencia profesional")?.table?.rows).toMatchObject(
      [
        {
          cells: [
            "2015 - 2026",
            "Supervisión y Proyectos del Centro, S.A. de C.V.",
            "Superintendente de supervisión de obra hospitalaria",
            "—",
          ],
        },
        { cells: ["2009 - 2015", "Constructora del Bajío, S.A. de C.V.", "Residente de obra", "—"] },
      ],
    );
    // The licitante's five years are the company's (phase 4), not a check of each person.
    expect(texts("Cumplimiento de los requisitos de las bases")).toEqual([
      "Cumple: cuenta con cédula profesional 5843217 y su formación (Ingeniería Civil) corresponde a la que piden las bases (ingeniero civil o arquitecto).",
    ]);
    // Only the superintendent is asked for the cédula: the supervisor of finishes gets no check.
    const marioParts = subsections(content, "Mario López Sandoval");
    expect(marioParts.map((section) => section.heading)).not.toContain(
      "Cumplimiento de los requisitos de las bases",
    );
    expectGrounded(content, passages, input.retrieved);
  });

  it("says when the superintendent's cédula is of another profession than the bases ask", async () => {
    const requisitos = passage(
      "bases",
      "convocatoria-bases.pdf",
      2,
      "El superintendente deberá contar con cédula profesional de ingeniero civil o arquitecto.",
    );
    const cv = passage(
      "equipo",
      "cv-lic-pedro.pdf",
      1,
      [
        "Nombre: Pedro Ruiz Alvarado",
        "Puesto propuesto: Superintendente de supervisión",
        "Formación académica: Licenciatura en Contaduría Pública, Universidad de Guadalajara, 2005.",
        "Cédula profesional: 4412876",
      ].join("\n"),
    );
    const content = await buildTeamCvsFor(memoryPhaseInput({ phase: 5, passages: [requisitos, cv] }), 2026);
    const checks = subsections(content, "Pedro Ruiz Alvarado")
      .at(-1)
      ?.statements.map((item) => item.text);
    expect(checks?.[0]).toMatch(
      /^Cuenta con cédula profesional 4412876, pero su formación \(Licenciatura en Contaduría Pública\) no corresponde/u,
    );
    expect(content.pending).toContain(
      "cédula profesional de ingeniero civil o arquitecto de Pedro Ruiz Alvarado",
    );
  });
});
