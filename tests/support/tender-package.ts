/**
 * A small but complete Mexican tender package and the bidder's own documents, built as real files (PDF
 * and Word) for the eight-phase tests, the browser journey and `npm run bench:generate`. All names,
 * numbers and companies are fictitious.
 */
import type { DocumentCategory } from "../../src/shared/rules/files";
import { makeDocx, makePdf } from "./sample-files";

export interface PackageFile {
  name: string;
  category: DocumentCategory;
  build(): Promise<Buffer>;
}

export const TENDER_PROJECT = {
  name: "Supervisión de obra del Hospital General de Zona",
  description: "Licitación pública nacional LO-009J2M002-E15-2026 para servicios de supervisión de obra.",
};

const BASES_PAGES: string[][] = [
  [
    "CONVOCATORIA A LA LICITACIÓN PÚBLICA NACIONAL LO-009J2M002-E15-2026",
    "1. OBJETO DE LA LICITACIÓN",
    "El objeto es la contratación de los servicios de supervisión técnica y administrativa",
    "de la obra de ampliación del Hospital General de Zona en Aguascalientes.",
    "2. CALENDARIO DEL PROCEDIMIENTO",
    "La visita al sitio de los trabajos se realizará el 12 de marzo de 2026 a las 10:00 horas.",
    "La junta de aclaraciones se celebrará el 16 de marzo de 2026 a las 11:00 horas.",
    "La presentación y apertura de proposiciones será el 27 de marzo de 2026 a las 10:00 horas.",
    "El fallo se dará a conocer el 8 de abril de 2026 a las 13:00 horas.",
    "La firma del contrato se llevará a cabo el 13 de abril de 2026.",
  ],
  [
    "3. REQUISITOS QUE DEBERÁN CUMPLIR LOS LICITANTES",
    "Los licitantes deberán presentar copia del acta constitutiva y sus modificaciones.",
    "El licitante deberá presentar la constancia de situación fiscal con antigüedad no mayor a 30 días.",
    "Los licitantes deberán acreditar una experiencia mínima de cinco años en supervisión de obra.",
    "El superintendente deberá contar con cédula profesional de ingeniero civil o arquitecto.",
    "El licitante deberá presentar una garantía de cumplimiento del 10% del monto del contrato.",
    "Será causa de desechamiento la falta de firma autógrafa en la proposición.",
  ],
  [
    "4. CONTENIDO DE LA PROPUESTA TÉCNICA",
    "La propuesta técnica deberá contener los siguientes apartados:",
    "a) Metodología de la supervisión y plan de trabajo.",
    "b) Organización del equipo de supervisión y currículum de cada integrante.",
    "c) Experiencia y especialidad del licitante en contratos similares.",
    "d) Formatos debidamente llenados y firmados.",
  ],
  [
    "5. CRITERIOS DE EVALUACIÓN POR PUNTOS Y PORCENTAJES",
    "Capacidad del licitante: se otorgarán hasta 24 puntos.",
    "Experiencia y especialidad del licitante: se otorgarán hasta 18 puntos.",
    "Propuesta de trabajo, metodología y plan de trabajo: se otorgarán hasta 12 puntos.",
    "Cumplimiento de contratos similares: se otorgarán hasta 6 puntos.",
    "La puntuación mínima para considerar solvente la propuesta técnica es de 45 puntos.",
  ],
];

export const TENDER_PACKAGE: PackageFile[] = [
  {
    name: "convocatoria-bases.pdf",
    category: "bases",
    build: async () => makePdf(BASES_PAGES),
  },
  {
    name: "formatos-licitacion.docx",
    category: "formatos",
    build: () =>
      makeDocx([
        {
          heading: "FORMATO 1. CARTA DE PRESENTACIÓN DE LA PROPOSICIÓN",
          paragraphs: [
            "Nombre o razón social del licitante: ____________________",
            "R.F.C.: ____________________",
            "Domicilio: ____________________",
            "Nombre del representante legal: ____________________",
            "Manifiesto bajo protesta de decir verdad que conozco las bases de la licitación.",
          ],
        },
        {
          heading: "FORMATO 2. MANIFIESTO DE NO ENCONTRARSE EN LOS SUPUESTOS DEL ARTÍCULO 51",
          paragraphs: [
            "(nombre del representante legal), en representación de (razón social), declaro bajo protesta",
            "de decir verdad que mi representada no se encuentra en los supuestos del artículo 51 de la Ley.",
            "Correo electrónico: ____________________",
          ],
        },
      ]),
  },
  {
    name: "acta-constitutiva.pdf",
    category: "legal",
    build: async () =>
      makePdf([
        [
          "ESCRITURA PÚBLICA NÚMERO 15,482",
          "En la ciudad de Aguascalientes, a 10 de marzo de 2015, ante el Notario Público número 7,",
          "Lic. Ramón Esparza Villalobos, se constituye la sociedad denominada",
          "Supervisión y Proyectos del Centro, S.A. de C.V.",
          "La sociedad tendrá por objeto la supervisión de obra pública y privada.",
          "Se designa como representante legal al Ing. Jorge Alberto Medina Ruiz,",
          "con poder general para actos de administración y para concurrir a licitaciones públicas.",
        ],
      ]),
  },
  {
    name: "constancia-situacion-fiscal.pdf",
    category: "fiscal",
    build: async () =>
      makePdf([
        [
          "CONSTANCIA DE SITUACIÓN FISCAL",
          "Denominación/Razón Social: SUPERVISIÓN Y PROYECTOS DEL CENTRO, S.A. DE C.V.",
          "RFC: SPC150310KX4",
          "Domicilio fiscal: Av. Universidad 1204, Col. Bosques del Prado, C.P. 20127,",
          "Aguascalientes, Aguascalientes.",
          "Correo electrónico: contacto@spcentro.com.mx",
          "Teléfono: 449 912 3344",
        ],
      ]),
  },
  {
    name: "curriculum-empresa.docx",
    category: "curricula",
    build: () =>
      makeDocx([
        {
          heading: "CURRÍCULUM DE LA EMPRESA",
          paragraphs: [
            "Supervisión y Proyectos del Centro, S.A. de C.V. cuenta con 11 años de experiencia en supervisión de obra.",
            "Nuestra especialidad es la supervisión técnica y administrativa de obra hospitalaria y educativa.",
          ],
        },
        {
          heading: "CONTRATOS SIMILARES",
          paragraphs: [
            "2023: Supervisión de la construcción del Hospital Comunitario de Calvillo para el ISSEA, monto $4,850,000.00.",
            "2021: Supervisión de la ampliación de la Unidad de Medicina Familiar 8 para el IMSS, monto $3,200,000.00.",
            "Contamos con la certificación ISO 9001:2015 en gestión de la calidad.",
          ],
        },
        {
          heading: "METODOLOGÍA DE SUPERVISIÓN",
          paragraphs: [
            "Nuestra metodología de supervisión se basa en bitácora electrónica, control de estimaciones y reportes semanales.",
            "El plan de trabajo se organiza en etapas de revisión de proyecto, seguimiento de obra y cierre administrativo.",
          ],
        },
      ]),
  },
  {
    name: "cv-ing-laura-gomez.docx",
    category: "equipo",
    build: () =>
      makeDocx([
        {
          heading: "CURRÍCULUM VITAE",
          paragraphs: [
            "Nombre: Laura Gómez Herrera",
            "Puesto propuesto: Superintendente de supervisión",
            "Formación académica: Ingeniería Civil, Universidad Autónoma de Aguascalientes, 2008.",
            "Cédula profesional: 5843217",
            "Experiencia profesional:",
            "2015 - 2026: Supervisión y Proyectos del Centro, S.A. de C.V., Superintendente de supervisión de obra hospitalaria.",
            "2009 - 2015: Constructora del Bajío, S.A. de C.V., Residente de obra.",
          ],
        },
      ]),
  },
  {
    name: "cv-arq-mario-lopez.docx",
    category: "equipo",
    build: () =>
      makeDocx([
        {
          heading: "CURRÍCULUM VITAE",
          paragraphs: [
            "Nombre: Mario López Sandoval",
            "Puesto propuesto: Supervisor de acabados",
            "Formación académica: Arquitectura, Instituto Politécnico Nacional, 2016.",
            "Cédula profesional: 10234567",
            "Experiencia profesional:",
            "2019 - 2026: Supervisión y Proyectos del Centro, S.A. de C.V., Supervisor de acabados.",
          ],
        },
      ]),
  },
];
