/**
 * Phase "Formatos llenados" of the built-in extractive generator: each form of the tender (formatos and
 * the anexos that are forms) transcribed with its blanks filled from the applicant's own documents —
 * acta constitutiva, poder, constancia de situación fiscal, company CV — every value citing the
 * document it came from, and '[PENDIENTE: …]' where no document gives it. Never invents a datum.
 */
import type {
  CategorizedPassage,
  ClientProfile,
  ExtractiveBuilder,
  TPhaseSection,
  TSource,
  TStatement,
} from "../generation/phase-input";
import {
  APPLICANT_CATEGORIES,
  APPLICANT_FIELD_LABELS,
  type ApplicantData,
  type ApplicantField,
  applicantAddress as address,
  applicantValue,
  findApplicantData,
} from "./applicant-data";
import { type FillableFormat, findFormats } from "./format-fields";
import type { ValueResolver } from "./format-fill";
import { applyFilter, applyInstructions, formatFilter } from "./format-instructions";
import { formatSection } from "./format-section";
import { findTenderNumber } from "./format-tender-number";
import { buildLexicon, type Lexicon, readableText } from "./ocr-repair";
import { findPowerDeed } from "./power-deed";
import { readTenderTables } from "./tender-tables";

/** The note opening phase 4 when it fills the forms the convocatoria carries: the generator's, no client's. */
export const BASES_FORMS_NOTE = "No se cargaron formatos aparte; se llenan los que trae la convocatoria: ";
const TITLE = "Formatos llenados";
// Sections left for the instructions and the data table within the schema's 120.
const MAX_FORMATS = 115;
// The data every form asks for: shown in the table even when missing, so the gap is visible.
const MAIN_FIELDS: ApplicantField[] = ["razonSocial", "rfc", "domicilio", "representante", "escritura"];

/** The value cell of a field the client corrected on 'Perfil de la empresa'. */
export function clientValueCell(value: string): string {
  return `${value} (corregido por el cliente en el Perfil de la empresa)`;
}

/**
 * The client's value for a field when it differs from what the documents say (a correction, or a
 * confirmation that a later document contradicts); null when the documents' value stands.
 */
function clientDecision(profile: ClientProfile, data: ApplicantData, field: string): string | null {
  const decided = profile[field];
  if (!decided) return null;
  const read = data[field as ApplicantField]?.value;
  return read !== undefined && read.trim() === decided.value.trim() ? null : decided.value;
}

function dataSection(
  data: ApplicantData,
  pending: string[],
  profile: ClientProfile,
  hasForms: boolean,
): TPhaseSection {
  // The table shows the address the forms were filled with (the constancia's, when there is one).
  const filledAddress = address(data);
  const rows: Array<{ cells: string[]; sources: TSource[] }> = [];
  for (const field of Object.keys(APPLICANT_FIELD_LABELS) as ApplicantField[]) {
    const label = APPLICANT_FIELD_LABELS[field];
    const found = data[field];
    const decided = clientDecision(profile, data, field);
    if (decided) rows.push({ cells: [label, clientValueCell(decided)], sources: [] });
    else if (field === "domicilio" && filledAddress)
      rows.push({ cells: [label, filledAddress.value], sources: filledAddress.sources });
    else if (found) rows.push({ cells: [label, found.value], sources: [found.source] });
    // With forms, a datum is pending here only where a form asks it under this name: a form that asks a
    // 'NIT' or a 'Dirección' is not given an 'RFC' or 'Domicilio fiscal' row.
    else if (
      MAIN_FIELDS.includes(field) &&
      (!hasForms || pending.some((item) => item.startsWith(`${label} (`)))
    ) {
      rows.push({ cells: [label, `[PENDIENTE: ${label}]`], sources: [] });
      if (!pending.includes(label)) pending.push(label);
    }
  }
  const statements: TStatement[] = [
    {
      text: "Datos del licitante leídos en su documentación legal, fiscal, currículum y otros documentos cargados.",
      sources: [],
    },
  ];
  for (const found of Object.values(data)) {
    if (found.alternatives.length === 0 || profile[found.field]) continue;
    const others = found.alternatives.map((item) => `«${item.value}»`).join(", ");
    statements.push({
      text: `${APPLICANT_FIELD_LABELS[found.field]}: se usó «${found.value}», el valor más frecuente; los documentos también dan ${others}. Verifique cuál es el vigente.`,
      sources: [found.source, ...found.alternatives.map((item) => item.source)].slice(0, 5),
    });
  }
  return {
    heading: "Datos del licitante",
    level: 1,
    statements,
    table: { headers: ["Campo", "Valor"], rows },
  };
}

function comparison(version: number, adjusted: boolean, before: string[], now: string[]): string {
  const solved = before.filter((item) => !now.includes(item));
  const name = `la versión ${version}${adjusted ? " (ajustada por el usuario)" : ""}`;
  const first =
    solved.length > 0
      ? `ya no quedan pendientes: ${solved.join("; ")}`
      : "no se resolvió ningún dato pendiente";
  return `Respecto de ${name}, ${first}; quedan ${now.length} datos pendientes.`;
}

/** The forms inside the bases: only passages under a title that names a form, as for the anexos. */
function formsInBases(passages: CategorizedPassage[]): FillableFormat[] {
  return findFormats(passages.map((passage) => ({ ...passage, documentType: "anexos" as const })));
}

/** A form's text with its reading slips repaired; a document's name quoted «…» stays as written. */
function readableForm(text: string, lexicon: Lexicon): string {
  return text
    .split(/(«[^»]*»)/u)
    .map((part) => (part.startsWith("«") ? part : readableText(part, lexicon)))
    .join("");
}

export const buildFormats: ExtractiveBuilder = async (input) => {
  const own = await input.passagesOf(APPLICANT_CATEGORIES);
  const data = findApplicantData(own);
  const power = findPowerDeed(own, data);
  const profile = await input.clientProfile();
  const outcome = await applyInstructions(input, data);
  const bases = await input.passagesOf(["bases"]);
  const tenderNumber = findTenderNumber(bases);
  // The bases' items: a price form that prints only some of them is completed with the rest.
  const tenderItems = readTenderTables(bases).partidas;
  let formats = findFormats(await input.passagesOf(["formatos", "anexos"]));
  const notes = [...outcome.notes];
  // A convocatoria often carries its forms in its last pages ('FORMATO 1', 'ANEXO 2 PROPUESTA
  // ECONÓMICA'): with no form uploaded apart, those of the bases are filled, and the note says so.
  let basesNote: TStatement | null = null;
  if (formats.length === 0) {
    formats = formsInBases(bases);
    if (formats.length > 0)
      basesNote = {
        text: `${BASES_FORMS_NOTE}${formats.map((format) => format.title).join("; ")}.`,
        sources: [],
      };
  }
  const filter = formatFilter(input.instructions);
  if (filter && formats.length > 0) {
    const kept = applyFilter(formats, filter);
    notes.unshift({
      text:
        kept.length > 0
          ? `Se incluyen solo los formatos pedidos: ${kept.map((format) => format.title).join("; ")}.`
          : `Ningún formato corresponde a «${filter.join(", ")}»; se incluyen todos.`,
      sources: [],
    });
    if (kept.length > 0) formats = kept;
  }
  const resolve: ValueResolver = (field) => {
    if (field === "firma") return "firma";
    if (field === "domicilio") return address(data);
    if (field === "escrituraPoder" || field === "fechaPoder" || field === "notarioPoder") {
      const found =
        field === "escrituraPoder"
          ? power?.escritura
          : field === "fechaPoder"
            ? power?.fecha
            : power?.notario;
      return found ? { value: found.value, sources: [found.source] } : null;
    }
    if (field === "numeroLicitacion")
      return tenderNumber ? { value: tenderNumber.value, sources: [tenderNumber.source] } : null;
    // The project is named after the contract's object by the user; it is not a document's datum.
    if (field === "objetoContrato")
      return input.project.name.trim() ? { value: input.project.name.trim(), sources: [] } : null;
    if (field in APPLICANT_FIELD_LABELS) return applicantValue(data, field as ApplicantField);
    return null;
  };
  const resolveWithClient: ValueResolver = (field) => {
    const decided = clientDecision(profile, data, field);
    // A value the client set is its own word: it rests on no document, and the table says so.
    if (decided) return { value: decided, sources: [] };
    return resolve(field);
  };
  const pending: string[] = [];
  const sections: TPhaseSection[] = [];
  if (formats.length === 0) {
    sections.push({
      heading: "Formatos a llenar",
      level: 1,
      statements: [
        {
          text: "No se cargaron formatos para llenar. Suba los formatos de la convocatoria en la categoría «Formatos a llenar» y vuelva a generar esta fase; mientras tanto, estos son los datos del licitante encontrados en sus documentos.",
          sources: [],
        },
      ],
    });
    pending.push("Formatos de la convocatoria (categoría «Formatos a llenar»)");
  }
  // A scanned form's reading slips ('ACREDI TACIÓN', 'facuItades') are not copied into the form the
  // client signs: the words are rejoined and repaired where the documents spell them right elsewhere.
  const read = new Map(
    [...bases, ...own, ...formats.flatMap((format) => format.passages)].map((p) => [p.id, p.text]),
  );
  const lexicon = buildLexicon([...read.values()]);
  if (basesNote)
    sections.push({
      heading: "Formatos a llenar",
      level: 1,
      statements: [{ ...basesNote, text: readableForm(basesNote.text, lexicon) }],
    });
  for (const format of formats.slice(0, MAX_FORMATS))
    sections.push(
      ...formatSection(format, resolveWithClient, pending, tenderItems).map((section) => ({
        ...section,
        heading: readableForm(section.heading, lexicon),
        statements: section.statements.map((item) => ({ ...item, text: readableForm(item.text, lexicon) })),
      })),
    );
  sections.push(dataSection(data, pending, profile, formats.length > 0));
  if (input.instructions?.trim()) {
    // A regeneration says what changed against the latest version of this phase.
    const previous = await input.earlier(input.phase);
    if (previous)
      notes.push({
        text: comparison(previous.version, previous.isUserAdjusted, previous.content.pending, pending),
        sources: [],
      });
    sections.unshift({
      heading: "Instrucciones aplicadas",
      level: 1,
      statements: [
        { text: `Instrucciones aplicadas: «${input.instructions.trim().slice(0, 1500)}».`, sources: [] },
        ...notes,
      ],
    });
  }
  // A pending datum names its form by the form's title: repaired as the heading is.
  return { title: TITLE, sections, pending: pending.map((text) => readableForm(text, lexicon)) };
};
