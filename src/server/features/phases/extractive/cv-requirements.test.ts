/**
 * What the bases ask of the CVs: the applicant's and the staff's requirements with their numbers,
 * roles and literal quotes, and the contents list that becomes phase 4's headings.
 */
import { describe, expect, it } from "vitest";
import { passage } from "../generation/memory-phase-input.test-support";
import { BASES_CV } from "./cv-fixtures.test-support";
import { companyRequirements, findCvRequirements, staffRequirements } from "./cv-requirements";

describe("findCvRequirements", () => {
  const bases = passage("bases", "Bases_LO-922.pdf", 14, BASES_CV, "5.3 Documentación técnica");
  const requirements = findCvRequirements([bases]);

  it("lists the contents the bases ask the applicant's CV to have, in order", () => {
    expect(requirements.sections.map((section) => section.heading)).toEqual([
      "Datos generales de la empresa",
      "Especialidad y años de experiencia",
      "Relación de contratos de obras similares celebrados con dependencias",
      "Certificaciones vigentes",
      "Organigrama y personal técnico",
    ]);
  });

  it("reads minimum years, contracts, roles, cédula and signature, each quoting the bases", () => {
    const staff = staffRequirements(requirements);
    const superintendent = staff.find((item) => item.minYears === 5);
    expect(superintendent?.roles).toEqual(["superintendente de construccion"]);
    expect(superintendent?.asksCedula).toBe(true);
    expect(superintendent?.kind).toBe("experiencia_minima");
    const team = staff.find((item) => item.text.startsWith("El personal técnico propuesto"));
    expect(team?.asksSignature).toBe(true);
    expect(team?.roles).toEqual([]);

    const company = companyRequirements(requirements);
    const contracts = company.find((item) => item.minContracts === 3);
    expect(contracts?.kind).toBe("contratos");
    // 'en los últimos cinco años' is no minimum of experience.
    expect(contracts?.minYears).toBeNull();
    expect(company.some((item) => item.kind === "firma" && item.text.includes("representante legal"))).toBe(
      true,
    );
    expect(company.some((item) => item.text.includes("superintendente"))).toBe(false);

    for (const item of requirements.items)
      expect(bases.text.replace(/\s+/g, " ")).toContain(item.source.quote);
    expect(requirements.items.some((item) => item.text.includes("visita al sitio"))).toBe(false);
  });

  it("leaves out the cédula of the public accountant who audits the financial statements", () => {
    const bases = passage(
      "bases",
      "convocatoria-obra.pdf",
      3,
      [
        "4. Declaración anual del ejercicio fiscal 2025 y estados financieros al 31 de diciembre de 2025, dictaminados por contador público con cédula profesional, que acrediten el capital contable mínimo requerido.",
        "7. Currículum del superintendente de obra, con cédula profesional de ingeniero civil o arquitecto y experiencia mínima de tres años.",
      ].join("\n"),
    );
    const staff = staffRequirements(findCvRequirements([bases]));
    expect(staff.map((item) => item.text)).toEqual([
      "7. Currículum del superintendente de obra, con cédula profesional de ingeniero civil o arquitecto y experiencia mínima de tres años.",
    ]);
  });

  it("finds nothing in bases that say nothing about CVs", () => {
    const other = passage(
      "bases",
      "b.pdf",
      1,
      "La junta de aclaraciones se celebrará el 3 de junio de 2025.",
    );
    expect(findCvRequirements([other])).toEqual({ items: [], sections: [] });
  });
});
