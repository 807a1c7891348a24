/**
 * A Mexican tender's passages for the tests of phases 7 and 8: the bases' 'puntos y porcentajes' text,
 * the ISO award, binary annex rows, the calendar, a guarantee's percentage, and the applicant's and
 * team's own documents (acta constitutiva, constancia de situación fiscal, CVs).
 */
import { passage } from "../generation/memory-phase-input.test-support";
import type { CategorizedPassage } from "../generation/phase-input";

export const bases = {
  table: passage(
    "bases",
    "bases.pdf",
    4,
    "La evaluación de las proposiciones se realizará mediante el mecanismo de puntos y porcentajes.\n" +
      "Tabla de puntos y porcentajes: Capacidad del licitante 24 puntos; Experiencia y especialidad 18 puntos; " +
      "Propuesta de trabajo 12 puntos; Cumplimiento de contratos 6 puntos.\n" +
      "Para que la proposición sea considerada solvente deberá obtener al menos 45 de los 60 puntos máximos.",
    "Criterios de evaluación",
  ),
  iso: passage(
    "bases",
    "bases.pdf",
    5,
    "Adicionalmente se otorgarán hasta 6 puntos al licitante que acredite contar con la certificación ISO 9001 vigente.",
    "Criterios de evaluación",
  ),
  quality: passage("bases", "bases.pdf", 5, "Plan de aseguramiento de la calidad: ponderación de 8 (ocho)."),
  dates: passage(
    "bases",
    "bases.pdf",
    3,
    "El acto de presentación y apertura de proposiciones se llevará a cabo el 15 de marzo de 2026 a las 10:00 horas.",
    "Calendario",
  ),
  price: passage(
    "bases",
    "bases.pdf",
    6,
    "El precio ofertado se evaluará conforme al artículo 36 Bis de la Ley de Adquisiciones, Arrendamientos y Servicios del Sector Público.",
  ),
  guarantee: passage(
    "bases",
    "bases.pdf",
    7,
    "La garantía de cumplimiento será del 10% del monto total del contrato sin incluir el IVA.",
    "Garantías",
  ),
  nationality: passage(
    "bases",
    "bases.pdf",
    8,
    "El licitante deberá presentar escrito bajo protesta de decir verdad de nacionalidad mexicana.",
  ),
  binary: passage(
    "anexos",
    "anexo-tecnico.pdf",
    2,
    "Requisito | Evaluación\nActa constitutiva y sus reformas | Cumple / No cumple\nConstancia de situación fiscal vigente | Cumple / No cumple",
  ),
};

export const client = {
  acta: passage(
    "legal",
    "acta-constitutiva.pdf",
    1,
    "Por escritura pública número 12,345 se constituyó la sociedad Constructora Tlaloc, S.A. de C.V., con RFC CTB150310AB1.",
  ),
  sat: passage(
    "fiscal",
    "constancia-situacion-fiscal.pdf",
    1,
    "Constancia de situación fiscal. Denominación o razón social: Constructora Tlaloc, S.A. de C.V. RFC: CTB150310AB1.",
  ),
  company: passage(
    "curricula",
    "curriculum-empresa.pdf",
    2,
    "Contamos con 12 años de experiencia y especialidad en supervisión de obra pública y una plantilla de 40 ingenieros que acreditan nuestra capacidad técnica.",
  ),
  engineer: passage(
    "equipo",
    "cv-ing-ramirez.pdf",
    1,
    "Ing. Laura Ramírez Ortega, cédula profesional 7654321, residente de obra con 10 años de experiencia.",
  ),
};

export const ALL_PASSAGES: CategorizedPassage[] = [...Object.values(bases), ...Object.values(client)];
