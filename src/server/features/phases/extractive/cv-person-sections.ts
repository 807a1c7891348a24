/**
 * The sections of one team member's CV (phase 5): a level-1 heading with the person's name and level-2
 * subsections, every fact quoting its line, and the staff requirements of the bases checked for the
 * person (minimum years computed from the experience periods, cédula profesional).
 */
import type { TPhaseSection, TStatement } from "../generation/phase-input";
import { fold, pendingMark, uniqueSources } from "./cv-lines";
import type { ExperienceEntry, PersonCv } from "./cv-parse";
import type { CvRequirement } from "./cv-requirements";

/** Years covered by the periods, overlapping periods counted once; a running period ends this year. */
export function experienceYears(entries: readonly ExperienceEntry[], currentYear: number): number {
  const spans = entries
    .map((entry) => [entry.start, Math.min(entry.end ?? currentYear, currentYear)] as const)
    .filter(([start, end]) => end >= start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let open: [number, number] | null = null;
  for (const [start, end] of spans) {
    if (open && start <= open[1]) open[1] = Math.max(open[1], end);
    else {
      if (open) total += open[1] - open[0];
      open = [start, end];
    }
  }
  if (open) total += open[1] - open[0];
  return total;
}

/** 'de Lic. Jorge Ruiz', 'del integrante del currículum «…»': Spanish contracts 'de el' to 'del'. */
function ofWhom(who: string): string {
  return who.startsWith("el ") ? `del ${who.slice(3)}` : `de ${who}`;
}

/** The name written as the person's heading: the CV's, or a pending mark naming the document. */
export function personLabel(person: PersonCv, pending: string[]): string {
  return (
    person.name?.value ??
    pendingMark(pending, `nombre del integrante del currículum «${person.documentName}»`)
  );
}

/** Whether a requirement that names roles ('el superintendente deberá…') concerns this person. */
export function appliesTo(requirement: CvRequirement, person: PersonCv): boolean {
  if (requirement.roles.length === 0) return true;
  const own = fold(`${person.role?.value ?? ""} ${person.title?.value ?? ""}`);
  return requirement.roles.some((role) => own.includes(role.split(" ")[0] ?? role));
}

function experienceCheck(
  requirement: CvRequirement,
  person: PersonCv,
  who: string,
  currentYear: number,
  pending: string[],
): TStatement | null {
  if (requirement.minYears === null) return null;
  const periods = person.experience;
  const sources = uniqueSources([requirement.source, ...periods.map((entry) => entry.sources[0])]);
  if (periods.length === 0)
    return {
      text: `No se pudo comprobar la experiencia mínima de ${requirement.minYears} años: el currículum no da periodos de trabajo. ${pendingMark(pending, `periodos de experiencia ${ofWhom(who)}`)}`,
      sources: [requirement.source],
    };
  const years = experienceYears(periods, currentYear);
  const span = `${Math.min(...periods.map((entry) => entry.start))} a ${periods.some((entry) => entry.end === null) ? "la fecha" : Math.max(...periods.map((entry) => entry.end ?? 0))}`;
  if (years >= requirement.minYears)
    return {
      text: `Cumple la experiencia mínima de ${requirement.minYears} años que piden las bases: sus periodos de experiencia (${span}) suman ${years} años.`,
      sources,
    };
  return {
    text: `No se pudo comprobar la experiencia mínima de ${requirement.minYears} años: sus periodos de experiencia (${span}) suman ${years} años. ${pendingMark(pending, `acreditar ${requirement.minYears} años de experiencia ${ofWhom(who)}`)}`,
    sources,
  };
}

/** Whether the person's studies are one of the professions asked ('Ingeniería Civil' ~ 'ingeniero civil'). */
function studied(profession: string, formation: string): boolean {
  const stems = fold(profession)
    .split(/\s+/)
    .map((word) => word.slice(0, Math.min(6, word.length)));
  return stems.every((stem) => fold(formation).includes(stem));
}

/**
 * The cédula the bases ask for: that the person has one and, when the bases name the professions
 * ('de ingeniero civil o arquitecto'), that the person's studies are one of them.
 */
function cedulaCheck(
  requirement: CvRequirement,
  person: PersonCv,
  who: string,
  pending: string[],
): TStatement {
  if (!person.cedula)
    return {
      text: `No se pudo comprobar la cédula profesional que piden las bases. ${pendingMark(pending, `cédula profesional ${ofWhom(who)}`)}`,
      sources: [requirement.source],
    };
  const cedula = person.cedula;
  const asked = requirement.professions.join(" o ");
  if (requirement.professions.length === 0)
    return {
      text: `Cumple: cuenta con cédula profesional ${cedula.value}, como piden las bases.`,
      sources: [requirement.source, cedula.source],
    };
  const studies = [
    person.title,
    ...person.education.map((entry) => ({ value: entry.text, source: entry.source })),
  ];
  const match = studies.find(
    (entry) => entry && requirement.professions.some((item) => studied(item, entry.value)),
  );
  if (match)
    return {
      text: `Cumple: cuenta con cédula profesional ${cedula.value} y su formación (${match.value}) corresponde a la que piden las bases (${asked}).`,
      sources: uniqueSources([requirement.source, cedula.source, match.source]),
    };
  const formation = person.title?.value ?? person.education[0]?.text;
  return {
    text: `Cuenta con cédula profesional ${cedula.value}, pero ${formation ? `su formación (${formation}) no corresponde a la que piden las bases` : "el currículum no dice de qué profesión es; las bases la piden"} (${asked}). ${pendingMark(pending, `cédula profesional de ${asked} ${ofWhom(who)}`)}`,
    sources: uniqueSources([
      requirement.source,
      cedula.source,
      person.title?.source ?? person.education[0]?.source,
    ]),
  };
}

function requirementChecks(
  person: PersonCv,
  who: string,
  requirements: readonly CvRequirement[],
  currentYear: number,
  pending: string[],
): TStatement[] {
  const statements: TStatement[] = [];
  // Several sentences of the bases often ask the same thing: each check is written once per person.
  const done = new Set<string>();
  const once = (key: string) => !done.has(key) && done.add(key) !== undefined;
  for (const requirement of requirements.filter((item) => appliesTo(item, person))) {
    const check = once(`años ${requirement.minYears}`)
      ? experienceCheck(requirement, person, who, currentYear, pending)
      : null;
    if (check) statements.push(check);
    if (requirement.asksCedula && once("cédula"))
      statements.push(cedulaCheck(requirement, person, who, pending));
    if (requirement.asksSignature && once("firma")) {
      statements.push({
        text: `Las bases piden el currículum firmado. ${pendingMark(pending, `firma autógrafa ${ofWhom(who)}`)}`,
        sources: [requirement.source],
      });
    }
  }
  return statements;
}

function experienceSection(person: PersonCv, who: string, pending: string[]): TPhaseSection {
  const section: TPhaseSection = { heading: "Experiencia profesional", level: 2, statements: [] };
  if (person.experience.length === 0) {
    section.statements.push({
      text: pendingMark(pending, `experiencia profesional ${ofWhom(who)}`),
      sources: [],
    });
    return section;
  }
  const missing = (what: string, entry: ExperienceEntry) =>
    pendingMark(pending, `${what} del periodo ${entry.period} ${ofWhom(who)}`);
  section.table = {
    headers: ["Periodo", "Empresa", "Cargo", "Actividades"],
    rows: person.experience.slice(0, 40).map((entry) => ({
      cells: [
        entry.period,
        entry.employer ?? missing("empresa", entry),
        entry.position ?? missing("cargo", entry),
        [entry.project, entry.amount ? `Monto: ${entry.amount}` : null].filter(Boolean).join(". ") || "—",
      ],
      sources: uniqueSources(entry.sources),
    })),
  };
  return section;
}

/** The level-1 section of one person and its level-2 subsections. */
export function personSections(
  person: PersonCv,
  requirements: readonly CvRequirement[],
  options: { currentYear: number; detailCertifications: boolean },
  pending: string[],
): TPhaseSection[] {
  const heading = personLabel(person, pending);
  // Pending texts name the person in plain words: a mark never nests inside another.
  const who = person.name?.value ?? `el integrante del currículum «${person.documentName}»`;
  const head: TStatement[] = [
    { text: `Currículum tomado del documento «${person.documentName}».`, sources: [] },
  ];
  if (person.title) head.push({ text: `Profesión: ${person.title.value}`, sources: [person.title.source] });
  const sections: TPhaseSection[] = [{ heading, level: 1, statements: head }];
  const sub = (heading: string, statements: TStatement[]) => sections.push({ heading, level: 2, statements });
  sub("Puesto propuesto", [
    person.role
      ? { text: `Puesto propuesto: ${person.role.value}`, sources: [person.role.source] }
      : { text: pendingMark(pending, `puesto propuesto para ${who}`), sources: [] },
  ]);
  sub(
    "Formación académica",
    person.education.length > 0
      ? person.education.slice(0, 10).map((entry) => ({ text: entry.text, sources: [entry.source] }))
      : [{ text: pendingMark(pending, `formación académica ${ofWhom(who)}`), sources: [] }],
  );
  sub("Cédula profesional", [
    person.cedula
      ? { text: `Cédula profesional: ${person.cedula.value}`, sources: [person.cedula.source] }
      : { text: pendingMark(pending, `cédula profesional ${ofWhom(who)}`), sources: [] },
  ]);
  sections.push(experienceSection(person, who, pending));
  const certifications = person.certifications.slice(0, 15).map((value) => ({
    text: value.value,
    sources: [value.source],
  }));
  if (certifications.length === 0)
    certifications.push(
      options.detailCertifications
        ? { text: pendingMark(pending, `certificaciones y cursos ${ofWhom(who)}`), sources: [] }
        : { text: "El currículum no menciona certificaciones ni cursos.", sources: [] },
    );
  sub("Certificaciones", certifications);
  if (person.languages.length > 0)
    sub(
      "Idiomas",
      person.languages.slice(0, 5).map((value) => ({ text: value.value, sources: [value.source] })),
    );
  const checks = requirementChecks(person, who, requirements, options.currentYear, pending);
  if (checks.length > 0) sub("Cumplimiento de los requisitos de las bases", checks);
  return sections;
}
