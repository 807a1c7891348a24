/**
 * A Mexican applicant's documents as extracted passages, shared by the applicant-data and formats tests:
 * an acta constitutiva, a poder notarial, a constancia de situación fiscal and a company CV.
 */
import { passage } from "../generation/memory-phase-input.test-support";

export function applicantPassages() {
  const acta = passage(
    "legal",
    "acta-constitutiva.pdf",
    1,
    [
      "ESCRITURA PÚBLICA NÚMERO 12,345. En la ciudad de León, Guanajuato, a 10 de marzo de 2015, ante mí,",
      "Lic. Roberto Méndez Aguilar, Notario Público número 45 de León, Guanajuato, comparecen los señores",
      "Ana Patricia Luna Ortega y Carlos Eduardo Ramírez Soto, para constituir una Sociedad Anónima de Capital",
      'Variable que se denominará "CONSTRUCTORA TÉCNICA DEL BAJÍO", seguida de las palabras Sociedad Anónima',
      "de Capital Variable o de su abreviatura S.A. de C.V.",
      "SEGUNDA.- La sociedad tendrá por objeto la construcción, supervisión y mantenimiento de obras de",
      "infraestructura hidráulica, carretera y de edificación. TERCERA.- El domicilio social será la ciudad de León.",
      "Inscrita en el Registro Público de Comercio bajo el folio mercantil electrónico número 48213-1.",
    ].join("\n"),
    "ACTA CONSTITUTIVA",
  );
  const poder = passage(
    "legal",
    "poder-notarial.pdf",
    2,
    [
      "Por instrumento número 15,870 de fecha 4 de junio de 2019, otorgado ante la fe del Lic. Roberto Méndez",
      "Aguilar, Notario Público número 45 de León, Guanajuato, Constructora Técnica del Bajío, S.A. de C.V.",
      "otorga poder general para actos de administración y pleitos y cobranzas a favor de Ana Patricia Luna Ortega,",
      "quien en lo sucesivo actuará como representante legal de la sociedad.",
    ].join("\n"),
    "PODER NOTARIAL",
  );
  const constancia = passage(
    "fiscal",
    "constancia-situacion-fiscal.pdf",
    1,
    [
      "CONSTANCIA DE SITUACIÓN FISCAL",
      "RFC: CTB150310AB1",
      "Denominación/Razón Social: CONSTRUCTORA TÉCNICA DEL BAJÍO",
      "Régimen Capital: SOCIEDAD ANONIMA DE CAPITAL VARIABLE",
      "Datos del domicilio registrado",
      "Código Postal: 37000",
      "Nombre de Vialidad: BOULEVARD ADOLFO LÓPEZ MATEOS",
      "Número Exterior: 1520",
      "Nombre de la Colonia: CENTRO",
      "Nombre del Municipio o Demarcación Territorial: LEÓN",
      "Nombre de la Entidad Federativa: GUANAJUATO",
    ].join("\n"),
    "CONSTANCIA DE SITUACIÓN FISCAL",
  );
  const curriculum = passage(
    "curricula",
    "curriculum-empresa.pdf",
    1,
    [
      "Constructora Técnica del Bajío, S.A. de C.V. (RFC CTB150310AB1) es una empresa guanajuatense con",
      "domicilio fiscal en Boulevard Adolfo López Mateos 1520, Col. Centro, C.P. 37000, León, Guanajuato.",
      "Teléfono: (477) 712 3456. Correo electrónico: contacto@ctbajio.com.mx",
      "Registro patronal IMSS: B5312345106. Entre nuestros clientes está Desarrollos Norte, S.A. de C.V.",
    ].join("\n"),
    "PRESENTACIÓN",
  );
  return { acta, poder, constancia, curriculum };
}
