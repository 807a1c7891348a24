/**
 * The applicant's data from an acta constitutiva, a poder, a constancia de situación fiscal and a CV:
 * each field's value, its literal quote, the RFC date check and the vote between conflicting values.
 */
import { describe, expect, it } from "vitest";
import { passage } from "../generation/memory-phase-input.test-support";
import { findApplicantData } from "./applicant-data";
import { isValidRfc } from "./applicant-rules";
import { applicantPassages } from "./applicant-test-documents.test-support";

function normalized(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

describe("findApplicantData", () => {
  const { acta, poder, constancia, curriculum } = applicantPassages();
  const all = [acta, poder, constancia, curriculum];
  const data = findApplicantData(all);

  it("reads each datum from the document that gives it", () => {
    expect(data.rfc?.value).toBe("CTB150310AB1");
    expect(data.rfc?.passage.id).toBe(constancia.id);
    expect(data.razonSocial?.value).toMatch(/^Constructora Técnica del Bajío, S\.A\. de C\.V\.$/iu);
    expect(data.representante?.value).toBe("Ana Patricia Luna Ortega");
    expect(data.representante?.passage.documentType).toBe("legal");
    expect(data.escritura?.value).toBe("12,345");
    expect(data.fechaEscritura?.value).toBe("10 de marzo de 2015");
    expect(data.escritura?.alternatives.map((item) => item.value)).toEqual(["15,870"]);
    expect(data.notario?.value).toMatch(/Notario Público número 45 de León/u);
    expect(data.folioMercantil?.value).toBe("48213-1");
    expect(data.codigoPostal?.value).toBe("37000");
    expect(data.calle?.value).toBe("BOULEVARD ADOLFO LÓPEZ MATEOS");
    expect(data.numeroExterior?.value).toBe("1520");
    expect(data.colonia?.value).toBe("CENTRO");
    expect(data.municipio?.value).toBe("LEÓN");
    expect(data.estado?.value).toBe("GUANAJUATO");
    expect(data.domicilio?.value).toMatch(
      /^Boulevard Adolfo López Mateos 1520, Col\. Centro, C\.P\. 37000, León, Guanajuato$/u,
    );
    expect(data.telefono?.value).toBe("(477) 712 3456");
    expect(data.correo?.value).toBe("contacto@ctbajio.com.mx");
    expect(data.registroPatronal?.value).toBe("B5312345106");
    expect(data.objetoSocial?.value).toMatch(/^la construcción, supervisión y mantenimiento de obras/u);
    expect(data.fechaConstitucion?.value).toBe("10 de marzo de 2015");
  });

  it("quotes a literal slice of the passage that contains the value", () => {
    for (const value of Object.values(data)) {
      expect(normalized(value.passage.text)).toContain(value.source.quote);
      expect(value.source.passageId).toBe(value.passage.id);
      expect(normalized(value.source.quote).toLowerCase()).toContain(
        normalized(value.value).toLowerCase().slice(0, 20),
      );
      expect(value.source.quote.length).toBeLessThanOrEqual(400);
    }
  });

  it("keeps the most frequent value and reports the others as alternatives", () => {
    const other = passage(
      "otros",
      "carta.pdf",
      1,
      "Datos de facturación: RFC: XYZ991231AA1, según oficio anterior.",
    );
    const result = findApplicantData([...all, other]);
    expect(result.rfc?.value).toBe("CTB150310AB1");
    expect(result.rfc?.alternatives.map((item) => item.value)).toEqual(["XYZ991231AA1"]);
    expect(result.rfc?.alternatives[0]?.source).toEqual({ passageId: other.id, quote: other.text });
  });

  it("reads the company's headcount where a document states its plantilla, not people it serves", () => {
    const cv = passage(
      "curricula",
      "curriculum-empresa.txt",
      1,
      "Atendemos a 300 trabajadores de la salud por año.\nPlantilla de 42 trabajadores: 6 químicos y 9 almacenistas.",
    );
    expect(findApplicantData([cv]).trabajadores?.value).toBe("42");
    const served = passage("curricula", "cv.txt", 1, "Atendemos a 300 trabajadores de la salud por año.");
    expect(findApplicantData([served]).trabajadores).toBeUndefined();
  });

  it("rejects an RFC whose date part is not a date and leaves absent data out", () => {
    expect(isValidRfc("CTB150310AB1")).toBe(true);
    expect(isValidRfc("CTB151340AB1")).toBe(false);
    expect(isValidRfc("CTB150332AB1")).toBe(false);
    const only = passage("fiscal", "constancia.pdf", 1, "RFC: CTB151340AB1\nRégimen: General de Ley");
    const result = findApplicantData([only]);
    expect(result.rfc).toBeUndefined();
    expect(result.representante).toBeUndefined();
  });

  it("reads a representative named after 'al Ing.' on a PDF line that runs on into the next", () => {
    const acta = passage(
      "legal",
      "acta-constitutiva.pdf",
      1,
      [
        "ESCRITURA PÚBLICA NÚMERO 15,482",
        "Lic. Ramón Esparza Villalobos, se constituye la sociedad denominada",
        "Supervisión y Proyectos del Centro, S.A. de C.V.",
        "Se designa como representante legal al Ing. Jorge Alberto Medina Ruiz,",
        "con poder general para actos de administración y para concurrir a licitaciones públicas.",
      ].join("\n"),
    );
    const result = findApplicantData([acta]);
    expect(result.representante?.value).toBe("Jorge Alberto Medina Ruiz");
    expect(normalized(acta.text)).toContain(result.representante?.source.quote);
  });

  it("reads the legal representative where a label in capitals or the sole administrator's appointment names them", () => {
    const cv = passage(
      "curricula",
      "curriculum-empresa.docx",
      1,
      "Distribuidora Médica del Golfo, S.A. de C.V. Representante legal: Sofía Irene Cárdenas Lugo, directora general.",
    );
    expect(findApplicantData([cv]).representante?.value).toBe("Sofía Irene Cárdenas Lugo");
    const acta = passage(
      "legal",
      "acta-constitutiva.docx",
      1,
      "SÉPTIMA. La administración estará a cargo de un Administrador Único, cargo para el que se designa al señor Héctor Manuel Ibarra Soto, con poder general para actos de administración.",
    );
    const result = findApplicantData([acta]);
    expect(result.representante?.value).toBe("Héctor Manuel Ibarra Soto");
    expect(normalized(acta.text)).toContain(result.representante?.source.quote);
  });

  it("counts a company name in capitals as the same name and writes the properly cased one", () => {
    const acta = passage(
      "legal",
      "acta-constitutiva.pdf",
      1,
      "Lic. Ramón Esparza Villalobos, se constituye la sociedad denominada\nSupervisión y Proyectos del Centro, S.A. de C.V.\nLa sociedad tendrá por objeto la supervisión de obra pública y privada.",
    );
    const constancia = passage(
      "fiscal",
      "constancia-situacion-fiscal.pdf",
      1,
      "CONSTANCIA DE SITUACIÓN FISCAL\nDenominación/Razón Social: SUPERVISIÓN Y PROYECTOS DEL CENTRO, S.A. DE C.V.\nRFC: SPC150310KX4",
    );
    const curriculum = passage(
      "curricula",
      "curriculum-empresa.docx",
      null,
      "SUPERVISIÓN Y PROYECTOS DEL CENTRO, S.A. DE C.V. cuenta con 11 años de experiencia en supervisión de obra.",
    );
    for (const passages of [
      [acta, constancia],
      [constancia, curriculum, acta],
    ]) {
      const result = findApplicantData(passages);
      expect(result.razonSocial?.value).toBe("Supervisión y Proyectos del Centro, S.A. de C.V.");
      expect(result.razonSocial?.alternatives).toEqual([]);
    }
  });

  it("ends a labelled company name at its legal form, not with the sentence that goes on", () => {
    const deed = passage(
      "legal",
      "acta-constitutiva.pdf",
      1,
      "Los comparecientes constituyen una sociedad mercantil denominada Suministros Médicos del Bajío, S.A. de C.V., conforme a los siguientes estatutos:",
    );
    const result = findApplicantData([deed]);
    expect(result.razonSocial?.value).toBe("Suministros Médicos del Bajío, S.A. de C.V.");
    expect(result.razonSocial?.alternatives).toEqual([]);
  });

  it("offers no company a proposal or CV names loose (a manufacturer, a client) beside the acta's", () => {
    const deed = passage(
      "legal",
      "acta.pdf",
      1,
      "Se constituye la sociedad denominada Distribuidora Clínica del Norte, S.A. de C.V.",
    );
    const proposal = passage(
      "otros",
      "propuesta-anterior.pdf",
      3,
      "Los guantes son fabricados por Curamed de México, S.A. de C.V. y se entregaron a Hospitales del Golfo, S.A. de C.V. durante 2024.",
    );
    const result = findApplicantData([deed, proposal]);
    expect(result.razonSocial?.value).toBe("Distribuidora Clínica del Norte, S.A. de C.V.");
    expect(result.razonSocial?.alternatives).toEqual([]);
    // With no labelled name and no legal or fiscal document, a loose name is all there is.
    expect(findApplicantData([proposal]).razonSocial?.value).toBe("Curamed de México, S.A. de C.V.");
  });

  it("cites the company's name to the acta when a weaker document spells it with its legal form", () => {
    const deed = passage(
      "legal",
      "acta.pdf",
      1,
      'Comparecen para constituir una sociedad que se denominará "DISTRIBUIDORA CLÍNICA DEL NORTE", seguida de las palabras Sociedad Anónima de Capital Variable.',
    );
    const cv = passage(
      "curricula",
      "curriculum-empresa.pdf",
      1,
      "Razón social: Distribuidora Clínica del Norte, S.A. de C.V. Distribuimos material de curación desde 2016.",
    );
    const result = findApplicantData([cv, deed]);
    expect(result.razonSocial?.value).toBe("Distribuidora Clínica del Norte, S.A. de C.V.");
    expect(result.razonSocial?.passage.id).toBe(deed.id);
    expect(result.razonSocial?.source.quote).toMatch(/DISTRIBUIDORA CLÍNICA DEL NORTE/u);
  });

  it("ignores the tender's own documents", () => {
    const bases = passage(
      "bases",
      "bases.pdf",
      1,
      "La convocante, con RFC SOP850101AB1, domicilio en Av. Juárez 100, C.P. 06000.",
    );
    expect(findApplicantData([bases])).toEqual({});
  });
});
