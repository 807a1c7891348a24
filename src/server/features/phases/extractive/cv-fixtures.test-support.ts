/**
 * Realistic Mexican CV texts shared by the CV builders' tests: a civil engineer's CV, a document with
 * two CVs, and a construction company's CV with contracts for CFE, PEMEX and a municipality.
 */
import { expect } from "vitest";
import { ZPhaseContent } from "../../../adapters/llm/phase-content";
import type { TPhaseContent } from "../generation/phase-input";

export const CV_RESIDENTE = [
  "CURRÍCULUM VITAE",
  "Nombre: Ing. Jorge Alberto Ramírez Sánchez",
  "Profesión: Ingeniero Civil",
  "Cédula profesional: 4587213",
  "Puesto propuesto: Superintendente de construcción",
  "FORMACIÓN ACADÉMICA",
  "Licenciatura en Ingeniería Civil, Universidad Nacional Autónoma de México (UNAM), 2004",
  "Maestría en Ingeniería Estructural, Instituto Politécnico Nacional (IPN), 2009",
  "EXPERIENCIA PROFESIONAL",
  "2018 a la fecha | Constructora Tlaloc, S.A. de C.V. | Superintendente de obra | Construcción del puente vehicular Río Verde, monto $48,500,000.00",
  "2012 - 2018",
  "Empresa: Ingeniería y Caminos del Bajío, S.A. de C.V.",
  "Cargo: Residente de obra",
  "Proyecto: Pavimentación con concreto hidráulico de 12 km del camino Celaya-Salvatierra",
  "2006 - 2011: Jefe de frente en Comisión Federal de Electricidad, líneas de transmisión",
  "CERTIFICACIONES Y CURSOS",
  "Diplomado en Administración de Proyectos (PMI), 2016",
  "Curso de Seguridad en obra NOM-031-STPS-2011, 2019",
  "IDIOMAS",
  "Inglés técnico 80%",
].join("\n");

export const CV_DOBLE = [
  "CURRÍCULUM VITAE",
  "Nombre: Arq. María Fernanda López Ortega",
  "Cargo propuesto: Coordinadora de proyecto",
  "Cédula profesional 7788123",
  "Licenciatura en Arquitectura, Universidad Autónoma de Nuevo León, 2010",
  "Experiencia",
  "2015 - 2019 | Gobierno del Estado de Nuevo León | Coordinadora de proyectos | Proyecto ejecutivo de hospital general",
  "CURRÍCULUM VITAE",
  "Nombre: Ing. Ricardo Hernández Mora",
  "Puesto propuesto: Residente de obra",
  "Licenciatura en Ingeniería Civil, Instituto Tecnológico de Querétaro, 2017",
  "Experiencia",
  "2019 - 2023 | H. Ayuntamiento de Querétaro | Residente | Rehabilitación de vialidades",
].join("\n");

export const CV_EMPRESA = [
  "CURRÍCULUM EMPRESARIAL",
  "Razón social: Constructora Tlaloc, S.A. de C.V.",
  "RFC: CTB150310AB1",
  "Somos una empresa con 18 años de experiencia en obra civil, fundada en Querétaro.",
  "Especialidad: construcción de puentes, pavimentos y redes de agua potable.",
  "RELACIÓN DE CONTRATOS",
  "Cliente | Objeto | Año | Monto",
  "Comisión Federal de Electricidad | Construcción de subestación eléctrica Querétaro Norte | 2021 | $35,780,000.00",
  "PEMEX | Mantenimiento de caminos de acceso a la refinería de Salamanca | 2019 | $12,450,000.00",
  "Municipio de Corregidora | Pavimentación de 8 km de vialidades urbanas | 2022 | $21,300,500.00",
  "CERTIFICACIONES",
  "ISO 9001:2015 Sistema de Gestión de Calidad, vigente al 2026",
  "ISO 45001:2018 Seguridad y Salud en el Trabajo",
  "RECURSOS HUMANOS",
  "Contamos con 85 empleados, de ellos 12 ingenieros y 20 técnicos.",
  "INFRAESTRUCTURA",
  "Maquinaria propia: 4 retroexcavadoras, 2 motoconformadoras y 6 camiones de volteo.",
].join("\n");

export const BASES_CV = [
  "5.3 Documentación técnica",
  "El licitante deberá presentar su currículum empresarial, firmado por el representante legal, que deberá contener lo siguiente:",
  "a) Datos generales de la empresa;",
  "b) Especialidad y años de experiencia;",
  "c) Relación de contratos de obras similares celebrados con dependencias;",
  "d) Certificaciones vigentes;",
  "e) Organigrama y personal técnico.",
  "El licitante deberá acreditar al menos 3 contratos similares ejecutados en los últimos cinco años.",
  "El superintendente de construcción deberá contar con experiencia mínima de 5 años en obras similares y cédula profesional de ingeniero civil.",
  "El personal técnico propuesto presentará su curriculum vitae firmado, con copia de la cédula profesional.",
  "La visita al sitio de los trabajos se realizará el 12 de mayo de 2025 a las 10:00 horas.",
].join("\n");

/** Every source of the content points at a retrieved passage whose text holds the quote literally. */
export function expectGrounded(
  content: TPhaseContent,
  passages: readonly { id: string; text: string }[],
  retrieved: Set<string>,
): number {
  // The same schema the model's answers are validated with: sizes, levels, cells per row.
  expect(() => ZPhaseContent.parse(content)).not.toThrow();
  let count = 0;
  const sources = content.sections.flatMap((section) => [
    ...section.statements.flatMap((statement) => statement.sources),
    ...(section.table?.rows.flatMap((row) => row.sources) ?? []),
  ]);
  for (const source of sources) {
    expect(retrieved.has(source.passageId)).toBe(true);
    const found = passages.find((item) => item.id === source.passageId);
    expect(found?.text.replace(/\s+/g, " ")).toContain(source.quote);
    count += 1;
  }
  for (const section of content.sections)
    for (const row of section.table?.rows ?? [])
      expect(row.cells).toHaveLength(section.table?.headers.length ?? 0);
  return count;
}

/** Every [PENDIENTE: …] written in the content is also listed in content.pending. */
export function expectPendingListed(content: TPhaseContent): void {
  const texts = content.sections.flatMap((section) => [
    section.heading,
    ...section.statements.map((statement) => statement.text),
    ...(section.table?.rows.flatMap((row) => row.cells) ?? []),
  ]);
  for (const text of texts)
    for (const match of text.matchAll(/\[PENDIENTE: ([^\]]+)\]/g))
      expect(content.pending).toContain(match[1]);
}
