/**
 * A sample Mexican company's own documents, built as real files (PDF and Word): an acta constitutiva
 * with its track record, a constancia de situación fiscal, an opinión de cumplimiento SAT 32-D (expired
 * on COMPANY_TEST_DATE), two team CVs and a previous proposal; plus a short waste-collection tender
 * whose forms and required profiles ask for what those documents state. All names, numbers and
 * companies are fictitious. COMPANY_FACTS lists each value a document states and where (document,
 * page), for the tests that check phases 4-6 fill them.
 */

import { makeDocx, makePdf } from "./sample-files";
import type { PackageFile } from "./tender-package";

/** The day the tests stand on: the opinión de cumplimiento (2 Sep 2026, 30 days) has expired by then. */
export const COMPANY_TEST_DATE = new Date("2026-11-25T12:00:00-06:00");

export const COMPANY_FILE_NAMES = {
  acta: "acta-constitutiva-iap.pdf",
  constancia: "constancia-situacion-fiscal-iap.pdf",
  opinion: "opinion-cumplimiento-32d-iap.pdf",
  director: "cv-hector-villasenor.docx",
  coordinator: "cv-mariana-cardenas.docx",
  proposal: "propuesta-anterior-zapopan.docx",
} as const;

const ACTA_PAGES: string[][] = [
  [
    "ESCRITURA PÚBLICA NÚMERO 23,418",
    "LIBRO 412",
    "En la ciudad de Guadalajara, Jalisco, a 14 de febrero de 2012, ante mí,",
    "Lic. Fernando Ibarra Cisneros, Notario Público número 38 de Guadalajara, Jalisco,",
    "comparecen los señores Héctor Manuel Villaseñor Ruiz y Lucía Fernanda Arce Medina,",
    "para constituir una Sociedad Anónima de Capital Variable que se",
    'denominará "INGENIERÍA AMBIENTAL DEL PACÍFICO", seguida de las palabras Sociedad Anónima de Capital',
    "Variable o de su abreviatura S.A. de C.V.",
    "SEGUNDA.- La sociedad tendrá por objeto la prestación de servicios de recolección, transporte y",
    "disposición final de residuos sólidos urbanos, limpieza de vías públicas y operación",
    "de rellenos sanitarios.",
    "TERCERA.- El domicilio social será Av. López Mateos Sur 2077, Col. Chapalita, C.P. 45040,",
    "Guadalajara, Jalisco.",
    "Inscrita en el Registro Público de Comercio bajo el folio mercantil electrónico número 58211-1.",
  ],
  [
    "CLÁUSULAS TRANSITORIAS",
    "PRIMERA.- Se designa como Administrador Único y representante legal de la sociedad al",
    "Ing. Héctor Manuel Villaseñor Ruiz, a quien se otorga poder general para pleitos y cobranzas,",
    "actos de administración y para suscribir proposiciones en licitaciones públicas.",
    "ANTECEDENTES DE LA SOCIEDAD",
    "La sociedad ha prestado el servicio de recolección de residuos sólidos urbanos a los municipios de",
    "Zapopan (2018 a 2021, contrato ZAP-DGSP-045/2018, monto $18,450,000.00) y San Pedro Tlaquepaque",
    "(2020 a 2023, contrato SPT-OP-112/2020, monto $9,870,000.00).",
    "La sociedad cuenta con la certificación ISO 14001:2015 de su sistema de gestión ambiental.",
  ],
];

const CONSTANCIA_PAGES: string[][] = [
  [
    "CONSTANCIA DE SITUACIÓN FISCAL",
    "Lugar y Fecha de Emisión: GUADALAJARA, JALISCO A 3 DE NOVIEMBRE DE 2026",
    "RFC: IAP120214QW3",
    "Denominación/Razón Social: INGENIERÍA AMBIENTAL DEL PACÍFICO",
    "Régimen Capital: SOCIEDAD ANONIMA DE CAPITAL VARIABLE",
    "Régimen: Régimen General de Ley Personas Morales",
    "Datos del domicilio registrado",
    "Código Postal: 45040",
    "Nombre de Vialidad: AVENIDA LÓPEZ MATEOS SUR",
    "Número Exterior: 2077",
    "Nombre de la Colonia: CHAPALITA",
    "Nombre del Municipio o Demarcación Territorial: GUADALAJARA",
    "Nombre de la Entidad Federativa: JALISCO",
    "Correo electrónico: licitaciones@iapacifico.com.mx",
    "Teléfono: 33 3121 4455",
  ],
];

const OPINION_PAGES: string[][] = [
  [
    "OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES",
    "Artículo 32-D del Código Fiscal de la Federación",
    "Folio: 26NA4821937",
    "Fecha de emisión: 2 de septiembre de 2026",
    "RFC: IAP120214QW3",
    "Nombre, denominación o razón social: INGENIERÍA AMBIENTAL DEL PACÍFICO",
    "En atención a su solicitud, se le informa que en los controles electrónicos institucionales",
    "no se identificaron obligaciones fiscales pendientes, por lo que se emite opinión",
    "en sentido POSITIVO.",
    "La presente opinión tiene una vigencia de 30 días naturales a partir de la fecha de su emisión.",
  ],
];

const DIRECTOR_CV = [
  {
    heading: "CURRÍCULUM VITAE",
    paragraphs: [
      "Nombre: Héctor Manuel Villaseñor Ruiz",
      "Puesto propuesto: Director del proyecto",
      "Formación académica: Ingeniería Ambiental, Universidad de Guadalajara, 2004.",
      "Cédula profesional: 4623871",
      "Experiencia profesional:",
      "2012 - 2026: Ingeniería Ambiental del Pacífico, S.A. de C.V., Director general de operaciones de recolección.",
      "2005 - 2012: Ayuntamiento de Zapopan, Jefe del departamento de aseo público.",
    ],
  },
];

const COORDINATOR_CV = [
  {
    heading: "CURRÍCULUM VITAE",
    paragraphs: [
      "Nombre: Mariana Cárdenas Robles",
      "Puesto propuesto: Coordinadora de operación",
      "Formación académica: Ingeniería Química, Instituto Tecnológico y de Estudios Superiores de Occidente, 2011.",
      "Cédula profesional: 7318264",
      "Experiencia profesional:",
      "2016 - 2026: Ingeniería Ambiental del Pacífico, S.A. de C.V., Coordinadora de rutas de recolección en Zapopan y Tlaquepaque.",
      "2012 - 2016: Promotora Ambiental de Occidente, S.A. de C.V., Supervisora de relleno sanitario.",
    ],
  },
];

const PREVIOUS_PROPOSAL = [
  {
    heading: "PROPUESTA TÉCNICA: RECOLECCIÓN DE RESIDUOS SÓLIDOS URBANOS EN ZAPOPAN",
    paragraphs: ["Propuesta presentada por Ingeniería Ambiental del Pacífico, S.A. de C.V. en 2018."],
  },
  {
    heading: "METODOLOGÍA DE TRABAJO",
    paragraphs: [
      "La recolección se organiza por sectores con rutas optimizadas mediante georreferenciación de cada contenedor.",
      "Cada unidad recolectora lleva rastreo satelital y bitácora digital de toneladas recolectadas por ruta.",
      "El plan de trabajo prevé supervisión diaria de rutas, atención de quejas ciudadanas en 24 horas y reportes mensuales al municipio.",
    ],
  },
];

const BASES_PAGES: string[][] = [
  [
    "CONVOCATORIA A LA LICITACIÓN PÚBLICA NACIONAL LA-814039-E27-2026",
    "1. OBJETO",
    "Contratación del servicio de recolección y transporte de residuos sólidos urbanos",
    "del Municipio de Tonalá.",
    "2. CALENDARIO",
    "La presentación y apertura de proposiciones será el 15 de diciembre de 2027",
    "a las 10:00 horas.",
  ],
  [
    "3. PERSONAL TÉCNICO REQUERIDO",
    "Director del proyecto: título de Ingeniería Ambiental, Civil o afín, con cédula profesional",
    "y experiencia mínima de 10 años en servicios de recolección de residuos.",
    "Coordinador de operación: título de ingeniería, con experiencia mínima de 5 años en operación",
    "de rutas de recolección.",
    "4. EXPERIENCIA DEL LICITANTE",
    "El licitante deberá acreditar contratos de recolección de residuos sólidos con municipios",
    "en los últimos cinco años.",
    "El licitante presentará la constancia de situación fiscal con antigüedad no mayor a 30 días",
    "y la opinión de cumplimiento de obligaciones fiscales en sentido positivo.",
  ],
];

const FORMS = [
  {
    heading: "FORMATO A. CARTA DE PRESENTACIÓN DE LA PROPOSICIÓN",
    paragraphs: [
      "Nombre o razón social del licitante: ____________________",
      "R.F.C.: ____________________",
      "Domicilio: ____________________",
      "Nombre del representante legal: ____________________",
      "Número de la escritura pública del acta constitutiva: ____________________",
      "Nombre del notario público: ____________________",
      "Manifiesto bajo protesta de decir verdad que conozco las bases de la licitación.",
    ],
  },
];

/** The company's own documents: legal, fiscal, team CVs and a previous proposal. */
export const COMPANY_DOCUMENTS: PackageFile[] = [
  { name: COMPANY_FILE_NAMES.acta, category: "legal", build: async () => makePdf(ACTA_PAGES) },
  { name: COMPANY_FILE_NAMES.constancia, category: "fiscal", build: async () => makePdf(CONSTANCIA_PAGES) },
  { name: COMPANY_FILE_NAMES.opinion, category: "fiscal", build: async () => makePdf(OPINION_PAGES) },
  { name: COMPANY_FILE_NAMES.director, category: "equipo", build: () => makeDocx(DIRECTOR_CV) },
  { name: COMPANY_FILE_NAMES.coordinator, category: "equipo", build: () => makeDocx(COORDINATOR_CV) },
  { name: COMPANY_FILE_NAMES.proposal, category: "otros", build: () => makeDocx(PREVIOUS_PROPOSAL) },
];

/** The tender those documents answer: bases with required profiles, and a presentation form. */
export const WASTE_TENDER: PackageFile[] = [
  { name: "bases-recoleccion-tonala.pdf", category: "bases", build: async () => makePdf(BASES_PAGES) },
  { name: "formatos-recoleccion-tonala.docx", category: "formatos", build: () => makeDocx(FORMS) },
];

export interface CompanyFact {
  /** What the value is, in the words a bid manager uses. */
  label: string;
  /** The words a filled phase must show. */
  value: string;
  document: string;
  page: number;
}

/** Every value the documents state that phases 4-6 must use, with the page that states it. */
export const COMPANY_FACTS: CompanyFact[] = [
  {
    label: "Razón social",
    value: "INGENIERÍA AMBIENTAL DEL PACÍFICO",
    document: COMPANY_FILE_NAMES.constancia,
    page: 1,
  },
  { label: "RFC", value: "IAP120214QW3", document: COMPANY_FILE_NAMES.constancia, page: 1 },
  { label: "Domicilio", value: "2077", document: COMPANY_FILE_NAMES.constancia, page: 1 },
  {
    label: "Representante legal",
    value: "Héctor Manuel Villaseñor Ruiz",
    document: COMPANY_FILE_NAMES.acta,
    page: 2,
  },
  { label: "Escritura", value: "23,418", document: COMPANY_FILE_NAMES.acta, page: 1 },
  { label: "Notario", value: "Fernando Ibarra Cisneros", document: COMPANY_FILE_NAMES.acta, page: 1 },
];
