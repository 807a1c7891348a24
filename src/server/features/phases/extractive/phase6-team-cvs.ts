/**
 * Phase 5 (the sixth) of the built-in extractive generator: one CV per member of the professional team,
 * read from the team's CVs ("equipo"), with the staff requirements of the bases checked per person.
 */
import type {
  ExtractiveBuilder,
  PhaseInput,
  TPhaseContent,
  TPhaseSection,
  TStatement,
} from "../generation/phase-input";
import { fold, pendingMark } from "./cv-lines";
import { type PersonCv, parseTeamCvs } from "./cv-parse";
import { appliesTo, personSections } from "./cv-person-sections";
import { instructionAsks, instructionSections, mergeWithAdjusted } from "./cv-regeneration";
import { type CvRequirement, findCvRequirements, staffRequirements } from "./cv-requirements";

const TITLE = "Currículos del equipo profesional";
// 'solo el coordinador', 'únicamente la residente de obra'.
const ONLY = /\b(?:solo|solamente|unicamente)\s+(?:(?:a|al|el|la|los|las|de|del)\s+)*([a-zñ]{4,})/u;

/** The people an instruction like "solo el coordinador" keeps, or null when it names nobody found. */
function onlyThese(
  people: PersonCv[],
  instructions: string | null,
): { people: PersonCv[]; word: string } | null {
  const match = ONLY.exec(fold(instructions ?? ""));
  const word = match?.[1];
  if (!word) return null;
  const stem = word.slice(0, Math.max(4, word.length - 2));
  const kept = people.filter((person) =>
    fold(`${person.role?.value ?? ""} ${person.title?.value ?? ""} ${person.name?.value ?? ""}`).includes(
      stem,
    ),
  );
  return { people: kept, word };
}

/** The same person uploaded twice (CV and signed copy) is written once: the fuller CV wins. */
function withoutRepeats(people: PersonCv[]): PersonCv[] {
  const best = new Map<string, PersonCv>();
  const weight = (person: PersonCv) =>
    person.experience.length + person.education.length + (person.cedula ? 1 : 0);
  for (const person of people) {
    if (!person.name) continue;
    const key = fold(person.name.value.replace(/^(?:ing|arq|lic|dr|dra|mtro|mtra)\.\s*/iu, "")).replace(
      /\s+/g,
      " ",
    );
    const current = best.get(key);
    if (!current || weight(person) > weight(current)) best.set(key, person);
  }
  const kept = new Set(best.values());
  return people.filter((person) => !person.name || kept.has(person));
}

/**
 * Each post the bases ask a CV for ('Currículum del superintendente de obra…') that no uploaded CV
 * proposes or holds: said under the bases' requirements, with what the post needs, as a pending CV.
 */
function postsWithoutCv(
  requirements: readonly CvRequirement[],
  people: readonly PersonCv[],
  pending: string[],
): TStatement[] {
  const seen = new Set<string>();
  const statements: TStatement[] = [];
  for (const requirement of requirements) {
    if (requirement.roles.length === 0 || people.some((person) => appliesTo(requirement, person))) continue;
    for (const role of requirement.roles) {
      if (seen.has(role)) continue;
      seen.add(role);
      // The post in the bases' own spelling (fold keeps each letter in its place).
      const at = fold(requirement.text).indexOf(role);
      const post = at >= 0 ? requirement.text.slice(at, at + role.length) : role;
      const needs = [
        requirement.professions.length > 0
          ? `cédula profesional de ${requirement.professions.join(" o ")}`
          : null,
        requirement.minYears !== null ? `experiencia mínima de ${requirement.minYears} años` : null,
      ].filter(Boolean);
      statements.push({
        text: `Ningún currículo cargado propone ni ocupa el puesto de ${post} que piden las bases. ${pendingMark(pending, `currículum del ${post}${needs.length > 0 ? ` (${needs.join("; ")})` : ""}`)}`,
        sources: [requirement.source],
      });
    }
  }
  return statements;
}

/** Builds phase 5 with the year "a la fecha" periods run to; exported for tests with a fixed year. */
export async function buildTeamCvsFor(input: PhaseInput, currentYear: number): Promise<TPhaseContent> {
  const pending: string[] = [];
  const applied: string[] = [];
  let people = withoutRepeats(parseTeamCvs(await input.passagesOf(["equipo"])));
  const requirements = staffRequirements(
    findCvRequirements(await input.passagesOf(["bases", "anexos", "formatos"])),
  );
  const sections: TPhaseSection[] = [];
  // Every CV uploaded, before an instruction keeps only some: a post is missing only when none holds it.
  const uploaded = people;

  const only = onlyThese(people, input.instructions);
  if (only && only.people.length > 0) {
    people = only.people;
    applied.push(
      `solo se incluyó a ${people.length === 1 ? "la persona" : "las personas"} con «${only.word}» en su puesto, profesión o nombre`,
    );
  } else if (only) {
    applied.push(
      `no se encontró a nadie con «${only.word}» en su puesto, profesión o nombre, por lo que se incluyó a todo el equipo`,
    );
  }
  const detailCertifications = instructionAsks(input.instructions, /certific|curso|diplomad/);
  if (detailCertifications) applied.push("se detallan las certificaciones y cursos de cada integrante");

  if (requirements.length > 0) {
    sections.push({
      heading: "Requisitos de las bases para el personal",
      level: 1,
      statements: [
        ...requirements.slice(0, 30).map((requirement) => ({
          text: requirement.text,
          sources: [requirement.source],
        })),
        ...(uploaded.length > 0 ? postsWithoutCv(requirements, uploaded, pending) : []),
      ],
    });
  }
  if (people.length === 0) {
    sections.push({
      heading: "Currículos del equipo profesional",
      level: 1,
      statements: [
        {
          text: `No se subieron currículos del equipo profesional (categoría «Currículos del equipo»). ${pendingMark(pending, "currículos del equipo profesional")}`,
          sources: [],
        },
      ],
    });
  } else {
    const summary = people.length === 1 ? "un integrante" : `${people.length} integrantes`;
    sections.push({
      heading: "Integrantes del equipo",
      level: 1,
      statements: [
        { text: `Se presentan los currículos de ${summary} del equipo profesional.`, sources: [] },
      ],
    });
    for (const person of people) {
      sections.push(...personSections(person, requirements, { currentYear, detailCertifications }, pending));
    }
  }
  sections.push(...(await instructionSections(input, ["equipo"], applied)));
  return { title: TITLE, sections: await mergeWithAdjusted(input, sections.slice(0, 118)), pending };
}

export const buildTeamCvs: ExtractiveBuilder = (input) => buildTeamCvsFor(input, new Date().getFullYear());
