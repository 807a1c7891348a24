/**
 * JavaScript's `\b` and `\w` know only [A-Za-z0-9_], even with the `u` flag: a cue ending or starting on
 * an accented letter ('será', 'Único', 'comité') never matched, and 'Se' found a word in 'Señores'. Each
 * sentence here failed before the rules took `(?<![\p{L}\d])` / `(?![\p{L}\d])` (stop 25, w-25d).
 */
import { describe, expect, it } from "vitest";
import { passage } from "../generation/memory-phase-input.test-support";
import { isPersonName } from "./applicant-text";
import { parseCompanyCv } from "./cv-company-parse";
import { findClient } from "./cv-lines";
import { parseTeamCvs } from "./cv-parse";
import { isForInformationOnly } from "./mandatory-rules";
import { noiseClassOf } from "./noise-rows";
import { findDeliverable } from "./point-rules";
import { PROCEDURE_VOCABULARY } from "./procedure-vocabulary";
import { isTableRow } from "./segment-units";
import { cuesOf } from "./tender-vocabulary";
import { isCapitalsTitle, isTitleOnly } from "./title-lines";

describe("word boundaries beside an accented letter", () => {
  it("a deliverable ends before 'será', not inside 'señalados' (point-rules)", () => {
    expect(
      findDeliverable("Los licitantes deberán presentar los planos señalados en el anexo técnico."),
    ).toBe("los planos señalados en el anexo técnico");
    expect(
      findDeliverable("Los oferentes deberán presentar la garantía de seriedad será del cinco por ciento."),
    ).toBe("garantía de seriedad");
  });

  it("'Únicamente para su conocimiento' is for information only (mandatory-rules)", () => {
    expect(
      isForInformationOnly("Únicamente para su conocimiento se adjunta el plano de ubicación del predio."),
    ).toBe(true);
  });

  it("a numbered line with 'está' is no section title (noise-rows)", () => {
    expect(noiseClassOf("4.2 El licitante está obligado a firmar cada hoja")).toBeNull();
  });

  it("'no impedirá' narrates the law; 'el Órgano de contratación podrá' is the buyer's power (noise-vocabulary)", () => {
    expect(
      noiseClassOf("La presentación de una sola oferta no impedirá la adjudicación del contrato."),
    ).not.toBeNull();
    expect(
      noiseClassOf("En caso de urgencia, el Órgano de contratación podrá acordar la ejecución anticipada."),
    ).not.toBeNull();
  });

  // 'adjudicará(n)' matched before only through the false boundary inside the word ('adjudicar|á').
  it("'adjudicará' and 'adjudicarán' name the award, 'adjudicaré' no (procedure-vocabulary)", () => {
    const award = PROCEDURE_VOCABULARY.filter((entry) => entry.name === "adjudicación");
    const names = (sentence: string) => award.some((entry) => entry.pattern.test(sentence));
    expect(names("La convocante adjudicará a la proposición solvente más baja.")).toBe(true);
    expect(names("Las partidas se adjudicarán a un solo licitante.")).toBe(true);
    expect(names("Mañana adjudicaré la obra.")).toBe(false);
  });

  it("'El comité' is the buyer as subject (tender-vocabulary)", () => {
    expect(cuesOf("convocante").test("El Comité revisará la documentación de cada licitante.")).toBe(true);
  });

  it("a duty's 'podrá' makes a line with figures prose (segment-units)", () => {
    expect(isTableRow("Lote 2 podrá incluir 150 piezas en 12 cajas de 25 kg")).toBe(false);
  });

  it("'está' is a verb and 'DEBERÁ' a duty, 'Señores' no verb (title-lines)", () => {
    expect(isTitleOnly("La garantía de cumplimiento está a cargo del adjudicatario")).toBe(false);
    expect(isCapitalsTitle("EL LICITANTE DEBERÁ FIRMAR CADA HOJA")).toBe(false);
    expect(isTitleOnly("Señores de la Junta Municipal de Compras y Suministros")).toBe(true);
  });

  it("a company's RFC may start with 'Ñ' (cv-company-parse)", () => {
    const cv = parseCompanyCv([passage("curricula", "Curriculum empresa.pdf", 1, "RFC: ÑUÑ850101AB1")]);
    expect(cv.rfc?.value).toBe("ÑUÑ850101AB1");
  });

  it("a position ending on an accented letter keeps it (cv-parse)", () => {
    const text = [
      "CURRÍCULUM VITAE",
      "Nombre: Ing. Rosa Elena Núñez Tapia",
      "EXPERIENCIA PROFESIONAL",
      "2015 - 2020: Ingeniero de Proyectos en Perú, Cementos del Golfo, S.A. de C.V.",
    ].join("\n");
    const [person] = parseTeamCvs([passage("equipo", "CV_Rosa_Nunez.pdf", 1, text)]);
    expect(person?.experience[0]?.position).toBe("Ingeniero de Proyectos en Perú");
  });

  it("a client's name may start with an accented capital (cv-lines)", () => {
    expect(findClient("Cliente: Ángeles Constructora del Norte, S.A. de C.V., en Monterrey")).toBe(
      "Ángeles Constructora del Norte, S.A. de C.V.",
    );
  });

  it("'Elías Suárez Cárdenas' is a person's name; 'La Sociedad Mercantil' and 'C. Juan Pérez' no (applicant-text)", () => {
    expect(isPersonName("Elías Suárez Cárdenas")).toBe(true);
    expect(isPersonName("La Sociedad Mercantil")).toBe(false);
    expect(isPersonName("C. Juan Pérez")).toBe(false);
  });
});
