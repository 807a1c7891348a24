/**
 * Phase 4 (the fifth) of the built-in extractive generator: the applicant company's CV in the shape the
 * bases ask for. Headings come from the bases when they list the CV's contents, otherwise a standard
 * company CV; each fact quotes the company's documents; a section lists every CV requirement of the
 * bases with its source and whether the CV covers it.
 */
import type { ExtractiveBuilder, TPhaseSection, TSource } from "../generation/phase-input";
import { completeFromCompanyDocuments, TRACK_RECORD_CATEGORIES } from "./company-track-record";
import { type CompanyCv, parseCompanyCv } from "./cv-company-parse";
import { companySection, freeSection, STANDARD_SECTIONS, sectionKeyOf } from "./cv-company-sections";
import { pendingMark } from "./cv-lines";
import { instructionAsks, instructionSections, mergeWithAdjusted } from "./cv-regeneration";
import { type CvRequirement, companyRequirements, findCvRequirements } from "./cv-requirements";

const TITLE = "Currículum del licitante";

export const buildApplicantCv: ExtractiveBuilder = async (input) => {
  const pending: string[] = [];
  const applied: string[] = [];
  const cvPassages = await input.passagesOf(["curricula"]);
  // The acta constitutiva, the constancia fiscal and the company's other documents state what its CV
  // does not: its name, RFC, track record, certifications and years since incorporation.
  const cv = completeFromCompanyDocuments(
    parseCompanyCv(cvPassages),
    await input.passagesOf(TRACK_RECORD_CATEGORIES),
    new Date(),
  );
  const requirements = findCvRequirements(await input.passagesOf(["bases", "anexos", "formatos"]));
  const asked = companyRequirements(requirements);

  const sections: TPhaseSection[] = [];
  if (cvPassages.length === 0) {
    sections.push({
      heading: "Documentos del licitante",
      level: 1,
      statements: [
        {
          text: "No se subió el currículum del licitante (categoría «Currículum del licitante»): sus datos se tomaron del acta constitutiva, la constancia fiscal y los demás documentos de la empresa.",
          sources: [],
        },
      ],
    });
  }
  if (requirements.sections.length > 0) {
    sections.push({
      heading: "Estructura solicitada",
      level: 1,
      statements: [
        {
          text: "El currículum sigue el orden de contenidos que piden las bases.",
          sources: requirements.sections.slice(0, 5).map((section) => section.source),
        },
      ],
    });
    for (const wanted of requirements.sections) {
      const key = sectionKeyOf(wanted.heading);
      sections.push(
        key ? companySection(key, wanted.heading, cv, pending) : freeSection(wanted.heading, cv, pending),
      );
    }
  } else {
    for (const [key, heading] of STANDARD_SECTIONS) sections.push(companySection(key, heading, cv, pending));
  }
  // 'Agregar certificaciones' must show them even when the bases' headings left them out.
  if (instructionAsks(input.instructions, /certific/) && !sections.some((s) => /certific/i.test(s.heading))) {
    sections.push(companySection("certificaciones", "Certificaciones", cv, pending));
    applied.push("se agregó la sección de certificaciones");
  }
  sections.push(requirementsSection(asked, cv, pending));
  sections.push(...(await instructionSections(input, ["curricula", "legal", "fiscal", "otros"], applied)));
  return { title: TITLE, sections: await mergeWithAdjusted(input, sections), pending };
};

interface Coverage {
  status: string;
  evidence: string;
  source: TSource | undefined;
}

/**
 * Whether the CV's contracts meet a request for contracts. A number or a window ('al menos dos contratos
 * concluidos en los últimos tres años') stated by another sentence of the bases about contracts binds
 * this one too ('Relación de contratos de obras similares…'); a contract counts in the window when the
 * year it ended is within it. With no number anywhere, one contract meets it: the text invents none.
 */
function contractsCoverage(
  requirement: CvRequirement,
  asked: readonly CvRequirement[],
  cv: CompanyCv,
  pending: string[],
): Coverage {
  const others = asked.filter((item) => item.kind === "contratos" && item !== requirement);
  const stated = <K extends "minContracts" | "withinYears">(key: K) =>
    requirement[key] ?? others.map((item) => item[key]).find((value) => value !== null) ?? null;
  const minimum = stated("minContracts");
  const window = stated("withinYears");
  if (cv.contracts.length === 0)
    return {
      status: "No",
      evidence: pendingMark(pending, "contratos similares del licitante"),
      source: undefined,
    };
  const since = window === null ? null : new Date().getFullYear() - window;
  const inWindow = since === null ? cv.contracts : cv.contracts.filter((item) => (item.year ?? 0) >= since);
  const undated = since === null ? 0 : cv.contracts.filter((item) => item.year === null).length;
  const wanted = minimum ?? 1;
  const asks =
    minimum === null && window === null
      ? "las bases no fijan un número mínimo"
      : `se piden ${minimum === null ? "contratos" : minimum}${since === null ? "" : ` concluidos desde ${since}`}`;
  const counted =
    since === null
      ? `El currículum relaciona ${cv.contracts.length} contratos`
      : `El currículum relaciona ${cv.contracts.length} contratos, ${inWindow.length} ${inWindow.length === 1 ? "concluido" : "concluidos"} desde ${since}`;
  const status =
    inWindow.length >= wanted ? "Sí" : inWindow.length + undated >= wanted ? "Por revisar" : "No";
  return {
    status,
    evidence: `${counted} (${asks}).`,
    source: (inWindow[0] ?? cv.contracts[0])?.source,
  };
}

function yearsOf(cv: CompanyCv): number | null {
  const match = /(\d{1,3})\s+a[nñ]os/iu.exec(cv.yearsOfExperience?.value ?? "");
  return match?.[1] ? Number(match[1]) : null;
}

/** Whether the parsed CV answers one requirement of the bases, and with which line. */
function coverageOf(
  requirement: CvRequirement,
  asked: readonly CvRequirement[],
  cv: CompanyCv,
  pending: string[],
): Coverage {
  const first = <T extends { source: TSource }>(list: readonly T[]) => list[0]?.source;
  switch (requirement.kind) {
    case "experiencia_minima": {
      const years = yearsOf(cv);
      if (!cv.yearsOfExperience)
        return {
          status: "No",
          evidence: pendingMark(pending, "años de experiencia del licitante"),
          source: undefined,
        };
      const enough =
        requirement.minYears === null ? true : years === null ? null : years >= requirement.minYears;
      return {
        status: enough === null ? "Por revisar" : enough ? "Sí" : "No",
        evidence: cv.yearsOfExperience.source.quote,
        source: cv.yearsOfExperience.source,
      };
    }
    case "contratos":
      return contractsCoverage(requirement, asked, cv, pending);
    case "certificacion":
      return cv.certifications.length > 0
        ? { status: "Sí", evidence: cv.certifications[0]?.value ?? "", source: first(cv.certifications) }
        : {
            status: "No",
            evidence: pendingMark(pending, "certificaciones del licitante"),
            source: undefined,
          };
    case "especialidad":
      return cv.specialty.length > 0
        ? { status: "Sí", evidence: cv.specialty[0]?.value ?? "", source: first(cv.specialty) }
        : { status: "No", evidence: pendingMark(pending, "especialidad del licitante"), source: undefined };
    case "firma":
      return {
        status: "Pendiente",
        evidence: pendingMark(pending, "firma autógrafa del representante legal en el currículum"),
        source: undefined,
      };
    case "cedula":
    case "perfil":
      return {
        status: "Por revisar",
        evidence: "Se atiende en los currículos del equipo profesional.",
        source: undefined,
      };
    default:
      return cv.legalName || cv.contracts.length > 0
        ? { status: "Sí", evidence: "Este documento.", source: cv.legalName?.source ?? first(cv.contracts) }
        : {
            status: "No",
            evidence: pendingMark(pending, "currículum de la empresa licitante"),
            source: undefined,
          };
  }
}

function requirementsSection(asked: CvRequirement[], cv: CompanyCv, pending: string[]): TPhaseSection {
  const section: TPhaseSection = { heading: "Requisitos de las bases", level: 1, statements: [] };
  if (asked.length === 0) {
    section.statements.push({
      text: "No se encontraron en las bases requisitos específicos para el currículum del licitante; se usó la estructura estándar.",
      sources: [],
    });
    return section;
  }
  const rows = asked.slice(0, 40).map((requirement) => {
    const coverage = coverageOf(requirement, asked, cv, pending);
    return {
      cells: [requirement.text.slice(0, 400), coverage.status, coverage.evidence],
      sources: coverage.source ? [requirement.source, coverage.source] : [requirement.source],
    };
  });
  const covered = rows.filter((row) => row.cells[1] === "Sí").length;
  section.statements.push({
    text: `Las bases piden ${asked.length === 1 ? "1 elemento" : `${asked.length} elementos`} para el currículum del licitante; el currículum cubre ${covered}.`,
    sources: [],
  });
  section.table = { headers: ["Requisito", "Cubierto", "Evidencia"], rows };
  return section;
}
