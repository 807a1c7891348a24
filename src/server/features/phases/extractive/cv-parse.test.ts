/**
 * Reading team CVs and the applicant's CV: names, cédula, education, experience periods, roles, the
 * split of one document into several CVs, and the company's contracts; every source quote is literal.
 */
import { describe, expect, it } from "vitest";
import { passage } from "../generation/memory-phase-input.test-support";
import type { SourcePassage } from "../generation/phase-input";
import { parseCompanyCv } from "./cv-company-parse";
import { CV_DOBLE, CV_EMPRESA, CV_RESIDENTE } from "./cv-fixtures.test-support";
import { parseTeamCvs } from "./cv-parse";

function expectLiteral(passages: SourcePassage[], sources: { passageId: string; quote: string }[]) {
  for (const source of sources) {
    const found = passages.find((item) => item.id === source.passageId);
    expect(found?.text.replace(/\s+/g, " ")).toContain(source.quote);
  }
}

describe("parseTeamCvs", () => {
  it("reads one person's CV with its labelled and tabulated experience", () => {
    const cv = passage("equipo", "CV_Jorge_Ramirez.pdf", 1, CV_RESIDENTE);
    const [person, ...rest] = parseTeamCvs([cv]);
    expect(rest).toHaveLength(0);
    expect(person?.name?.value).toBe("Ing. Jorge Alberto Ramírez Sánchez");
    expect(person?.cedula?.value).toBe("4587213");
    expect(person?.role?.value).toBe("Superintendente de construcción");
    expect(person?.title?.value).toBe("Ingeniero Civil");
    expect(person?.education.map((entry) => [entry.level, entry.year])).toEqual([
      ["licenciatura", 2004],
      ["maestria", 2009],
    ]);
    expect(person?.education[0]?.institution).toContain("Universidad Nacional");
    const experience = person?.experience ?? [];
    expect(experience.map((entry) => [entry.start, entry.end])).toEqual([
      [2018, null],
      [2012, 2018],
      [2006, 2011],
    ]);
    expect(experience[0]?.employer).toBe("Constructora Tlaloc, S.A. de C.V.");
    expect(experience[0]?.position).toBe("Superintendente de obra");
    expect(experience[0]?.amount).toBe("$48,500,000.00");
    expect(experience[1]?.employer).toBe("Ingeniería y Caminos del Bajío, S.A. de C.V.");
    expect(experience[1]?.position).toBe("Residente de obra");
    expect(experience[1]?.project).toContain("Celaya-Salvatierra");
    expect(experience[2]?.employer).toBe("Comisión Federal de Electricidad");
    expect(person?.certifications.map((item) => item.value)).toHaveLength(2);
    expect(person?.languages[0]?.value).toBe("Inglés técnico 80%");
    const all = [
      person?.name?.source,
      person?.cedula?.source,
      ...(person?.education.map((entry) => entry.source) ?? []),
      ...experience.flatMap((entry) => entry.sources),
    ].filter((source) => source !== undefined);
    expectLiteral([cv], all);
  });

  it("reads a title of initials, a paragraph of several facts, a post before its employer and a period to date", () => {
    const text = [
      "CURRÍCULUM VITAE",
      "Q.F.B. Rosa Elena Campos Durán",
      "Cédula profesional 5512873. Química Farmacobióloga por la Universidad Autónoma de Querétaro (2006). Diplomado en Farmacovigilancia (UNAM, 2015).",
      "Experiencia",
      "2016 - a la fecha: Responsable sanitaria de la distribuidora, a cargo de los registros sanitarios.",
      "2009 - 2016: Supervisora de almacén, Distribuidora Médica del Norte, Monterrey.",
      "2006 - 2009: Analista de control de calidad, Laboratorios del Pacífico, S.A. de C.V., Culiacán.",
    ].join("\n");
    const cv = passage("equipo", "CV_Rosa_Campos.docx", 1, text);
    const [person] = parseTeamCvs([cv]);
    expect(person?.name?.value).toBe("Q.F.B. Rosa Elena Campos Durán");
    expect(person?.cedula?.value).toBe("5512873");
    expect(person?.education.map((entry) => [entry.level, entry.year, entry.institution])).toEqual([
      ["licenciatura", 2006, "Universidad Autónoma de Querétaro"],
    ]);
    expect(person?.title?.value).toBe("Química Farmacobióloga");
    expect(person?.certifications.map((item) => item.value)).toEqual([
      "Diplomado en Farmacovigilancia (UNAM, 2015)",
    ]);
    const experience = person?.experience ?? [];
    expect(experience.map((entry) => [entry.start, entry.end])).toEqual([
      [2016, null],
      [2009, 2016],
      [2006, 2009],
    ]);
    expect(experience.slice(1).map((entry) => [entry.position, entry.employer])).toEqual([
      ["Supervisora de almacén", "Distribuidora Médica del Norte"],
      ["Analista de control de calidad", "Laboratorios del Pacífico, S.A. de C.V."],
    ]);
    expectLiteral(
      [cv],
      [person?.cedula?.source, ...(person?.education.map((entry) => entry.source) ?? [])].filter(
        (source) => source !== undefined,
      ),
    );
  });

  it("gives a current period without a company the company of the post under the name", () => {
    const cv = passage(
      "equipo",
      "cv-supervisora.pdf",
      1,
      [
        "CURRÍCULUM VITAE",
        "Ing. Rosa Elena Tapia Cruz",
        "Supervisora de calidad — Servicios Integrales del Golfo, S.A. de C.V.",
        "Ingeniera Química por la Universidad Veracruzana (2010). Cédula profesional 7012345.",
        "Experiencia",
        "2016 - a la fecha: Supervisora de calidad. Inspecciona los lotes de cada entrega.",
        "2014 - 2016: Jefa de turno. Coordinó la recepción de materias primas.",
      ].join("\n"),
    );
    const [person] = parseTeamCvs([cv]);
    expect(person?.experience.map((entry) => [entry.period, entry.employer])).toEqual([
      ["2016 - a la fecha", "Servicios Integrales del Golfo, S.A. de C.V."],
      // A past post is not read as held at the current company.
      ["2014 - 2016", null],
    ]);
    expect(person?.experience[0]?.sources.at(-1)?.quote).toBe(
      "Supervisora de calidad — Servicios Integrales del Golfo, S.A. de C.V.",
    );
  });

  it("splits a document that holds two CVs at the second header", () => {
    const people = parseTeamCvs([passage("equipo", "CVs_equipo.pdf", 1, CV_DOBLE)]);
    expect(people.map((person) => person.name?.value)).toEqual([
      "Arq. María Fernanda López Ortega",
      "Ing. Ricardo Hernández Mora",
    ]);
    expect(people[0]?.cedula?.value).toBe("7788123");
    expect(people[0]?.role?.value).toBe("Coordinadora de proyecto");
    expect(people[1]?.cedula).toBeNull();
    expect(people[1]?.experience[0]?.employer).toBe("H. Ayuntamiento de Querétaro");
  });

  it("splits at a new titled name line and takes a bare name", () => {
    const text = [
      "Ing. Pedro Salinas Vega",
      "Cédula profesional: 12345678",
      "2010 - 2020 Residente de obra en PEMEX",
      "Ing. Lucía Torres Ibarra",
      "2016 - 2022 Supervisora en CONAGUA",
      "2012 - 2016 Auxiliar de residente en Grupo Constructor Maya, S.A. de C.V., carretera federal 307",
    ].join("\n");
    const people = parseTeamCvs([passage("equipo", "equipo.docx", null, text)]);
    expect(people.map((person) => person.name?.value)).toEqual([
      "Ing. Pedro Salinas Vega",
      "Ing. Lucía Torres Ibarra",
    ]);
    expect(people[0]?.cedula?.value).toBe("12345678");
    expect(people[1]?.experience[0]?.employer).toBe("CONAGUA");
    expect(people[1]?.experience[1]?.employer).toBe("Grupo Constructor Maya, S.A. de C.V.");
    expect(people[1]?.experience[1]?.position).toBe("Auxiliar");
  });
});

describe("parseCompanyCv", () => {
  it("reads razón social, years, specialty, contracts, certifications, staff and machinery", () => {
    const cv = passage("curricula", "Curriculum_Constructora_Tlaloc.pdf", 2, CV_EMPRESA);
    const company = parseCompanyCv([cv]);
    expect(company.legalName?.value).toBe("Constructora Tlaloc, S.A. de C.V.");
    expect(company.rfc?.value).toBe("CTB150310AB1");
    expect(company.yearsOfExperience?.value).toBe("18 años de experiencia");
    expect(company.specialty[0]?.value).toContain("puentes");
    expect(company.contracts.map((contract) => [contract.client, contract.year, contract.amount])).toEqual([
      ["Comisión Federal de Electricidad", 2021, "$35,780,000.00"],
      ["PEMEX", 2019, "$12,450,000.00"],
      ["Municipio de Corregidora", 2022, "$21,300,500.00"],
    ]);
    expect(company.contracts[1]?.object).toContain("refinería de Salamanca");
    expect(company.certifications.map((item) => item.value)).toEqual([
      "ISO 9001:2015 Sistema de Gestión de Calidad, vigente al 2026",
      "ISO 45001:2018 Seguridad y Salud en el Trabajo",
    ]);
    expect(company.personnel[0]?.value).toContain("85 empleados");
    expect(company.infrastructure[0]?.value).toContain("retroexcavadoras");
    expectLiteral(
      [cv],
      [company.legalName?.source, ...company.contracts.map((contract) => contract.source)].filter(
        (source) => source !== undefined,
      ),
    );
  });

  it("reads contracts written as running text", () => {
    const text = [
      "CONSTRUCTORA DEL PACÍFICO, S.A. DE C.V.",
      "Contrato de rehabilitación del sistema de drenaje para el H. Ayuntamiento de Mazatlán, 2020, por $9,870,000.00 M.N.",
    ].join("\n");
    const company = parseCompanyCv([passage("curricula", "cv.pdf", 1, text)]);
    expect(company.legalName?.value).toBe("CONSTRUCTORA DEL PACÍFICO, S.A. DE C.V.");
    expect(company.contracts[0]?.client).toBe("H. Ayuntamiento de Mazatlán");
    expect(company.contracts[0]?.year).toBe(2020);
    expect(company.contracts[0]?.amount).toBe("$9,870,000.00 M.N.");
  });

  it("reads the tender package's CV: specialty sentence, clients after 'para el', ISO as a certification", () => {
    const docx = [
      "CURRÍCULUM DE LA EMPRESA",
      "Supervisión y Proyectos del Centro, S.A. de C.V. cuenta con 11 años de experiencia en supervisión de obra.",
      "Nuestra especialidad es la supervisión técnica y administrativa de obra hospitalaria y educativa.",
      "CONTRATOS SIMILARES",
      "2023: Supervisión de la construcción del Hospital Comunitario de Calvillo para el ISSEA, monto $4,850,000.00.",
      "2021: Supervisión de la ampliación de la Unidad de Medicina Familiar 8 para el IMSS, monto $3,200,000.00.",
      "Contamos con la certificación ISO 9001:2015 en gestión de la calidad.",
    ].join("\n\n");
    const passages = [
      passage("curricula", "curriculum-empresa.docx", null, docx, "CURRÍCULUM DE LA EMPRESA"),
    ];
    const company = parseCompanyCv(passages);
    expect(company.yearsOfExperience?.value).toBe("11 años de experiencia");
    expect(company.specialty.map((item) => item.value)).toEqual([
      "Nuestra especialidad es la supervisión técnica y administrativa de obra hospitalaria y educativa.",
    ]);
    expect(company.contracts.map((contract) => [contract.client, contract.year, contract.amount])).toEqual([
      ["ISSEA", 2023, "$4,850,000.00"],
      ["IMSS", 2021, "$3,200,000.00"],
    ]);
    expect(company.certifications.map((item) => item.value)).toEqual([
      "Contamos con la certificación ISO 9001:2015 en gestión de la calidad.",
    ]);
    expectLiteral(passages, [
      ...company.contracts.map((contract) => contract.source),
      ...company.specialty.map((item) => item.source),
    ]);
  });

  it("reads sentences a PDF wrapped over two lines as one", () => {
    const pdf = [
      "Supervisión y Proyectos del Centro, S.A. de C.V. cuenta con 11 años de",
      "experiencia en supervisión de obra.",
      "Nuestra especialidad es la supervisión técnica y administrativa de obra",
      "hospitalaria y educativa.",
      "2023: Supervisión de la construcción del Hospital Comunitario de Calvillo para el",
      "ISSEA, monto $4,850,000.00.",
    ].join("\n");
    const passages = [passage("curricula", "curriculum-empresa.pdf", 1, pdf)];
    const company = parseCompanyCv(passages);
    expect(company.yearsOfExperience?.value).toBe("11 años de experiencia");
    expect(company.specialty[0]?.source.quote).toBe(
      "Nuestra especialidad es la supervisión técnica y administrativa de obra hospitalaria y educativa.",
    );
    expect(company.contracts.map((contract) => [contract.client, contract.year])).toEqual([["ISSEA", 2023]]);
    expectLiteral(passages, [
      company.yearsOfExperience?.source ?? { passageId: "", quote: "-" },
      ...company.contracts.map((contract) => contract.source),
    ]);
  });
});
