/**
 * References a model writes into its own text ("(bases.pdf, p. 9)", "[P3]", "p. 12", "según la
 * página 4") are claims the citation guard never sees: only `sources` are checked. So a model's text
 * loses every bracketed reference and passage id (the file shows the verified sources on its own, as
 * footnotes or source columns), and keeps a loose page number or document name only when one of that
 * statement's or row's verified sources names the same page or document. Built-in (extractive) text is
 * not touched: it is copied from the documents, whose own cross-references are part of what they say.
 */
import { type RetrievedPassage, verifyCitations } from "../render/citations";
import type { TPhaseContent, TSource } from "./phase-input";

const UNTITLED = "Sin título";
const EXTENSIONS = "pdf|docx?|xlsx?|pptx?|txt";
/** A page marker: "p. 12", "pp. 3-4", "pág. 7", "páginas 3 y 4", "hoja 2", "foja 5". */
const PAGE = String.raw`(?:\b(?:pp?|p[áa]gs?)\.\s*|\bp[áa]ginas?\s+|\b(?:hojas?|fojas?)\s+)(\d+(?:\s*(?:-|–|,|y)\s*\d+)*)`;
const FILE = String.raw`[\p{L}\p{N}_.-]+\.(?:${EXTENSIONS})\b`;
const ALIAS = String.raw`\bP\d{1,4}\b`;

const BRACKETED = /[([][^()[\]\n]{0,200}[)\]]/gu;
const PAGE_ANYWHERE = new RegExp(PAGE, "iu");
const FILE_ANYWHERE = new RegExp(FILE, "iu");
const ALIAS_ANYWHERE = new RegExp(ALIAS, "u");
/** "según el pasaje P3", "(P3)", "P3": the prompt's ids mean nothing to a reader. */
// Case matters for the id itself (a lower-case "p1" is not one), so the lead-in words spell both cases.
const ALIAS_PHRASE = new RegExp(
  String.raw`(?:\b(?:[Ss]eg[úu]n|[Dd]e acuerdo con|[Cc]onforme a|[Vv][ée]ase|[Vv]er|[Ee]n)\s+)?(?:(?:el|los)\s+)?(?:[Pp]asajes?\s+)?${ALIAS}(?:\s*(?:,|y)\s*${ALIAS})*`,
  "gu",
);
/** A loose page phrase with the words that lead into it: "en la página 12", ", p. 9". */
const PAGE_PHRASE = new RegExp(String.raw`(?:,\s*)?(?:\b(?:en|de)\s+)?(?:\b(?:la|las)\s+)?${PAGE}`, "giu");
const FILE_PHRASE = new RegExp(
  String.raw`(?:\b(?:en|de|seg[úu]n)\s+(?:el\s+)?(?:documento\s+)?)?(${FILE})`,
  "giu",
);

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("es-MX");
}

function pagesIn(numbers: string): number[] {
  const found = numbers.match(/\d+/g) ?? [];
  return found.map(Number);
}

/** What the statement's verified sources allow its text to name. */
interface Allowed {
  pages: Set<number>;
  documents: Set<string>;
}

function tidy(text: string): string {
  return text
    .replace(/\(\s*\)|\[\s*\]/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/\s+([,.;:])/g, "$1")
    .replace(/([,;:])(?=[,.;:])/g, "")
    .replace(/^[\s,;:]+/, "")
    .trim();
}

/** The text without references it cannot back up, and how many were removed. [PENDIENTE: …] stays whole. */
export function stripReferences(text: string, allowed: Allowed): { text: string; removed: number } {
  let removed = 0;
  const parts = text.split(/(\[PENDIENTE:[^\]]*\])/u).map((part, index) => {
    if (index % 2 === 1) return part;
    const result = stripOutsidePending(part, allowed);
    removed += result.removed;
    return result.text;
  });
  return removed === 0 ? { text, removed } : { text: tidy(parts.join("")), removed };
}

function stripOutsidePending(text: string, allowed: Allowed): { text: string; removed: number } {
  let removed = 0;
  let result = text.replace(BRACKETED, (group) => {
    if (PAGE_ANYWHERE.test(group) || FILE_ANYWHERE.test(group) || ALIAS_ANYWHERE.test(group)) {
      removed += 1;
      return "";
    }
    return group;
  });
  result = result.replace(ALIAS_PHRASE, () => {
    removed += 1;
    return "";
  });
  result = result.replace(PAGE_PHRASE, (phrase, numbers: string) => {
    if (pagesIn(numbers).every((page) => allowed.pages.has(page))) return phrase;
    removed += 1;
    return "";
  });
  result = result.replace(FILE_PHRASE, (phrase, name: string) => {
    if (allowed.documents.has(fold(name))) return phrase;
    removed += 1;
    return "";
  });
  return { text: result, removed };
}

/**
 * A model's content with every reference it wrote in its text checked against the verified sources of
 * the same statement or row (headings, the title and the pending list have none, so they keep none).
 */
export function stripModelReferences(
  content: TPhaseContent,
  retrieved: Map<string, RetrievedPassage>,
): { content: TPhaseContent; removed: number } {
  let removed = 0;
  const none: Allowed = { pages: new Set(), documents: new Set() };
  const allowedBy = (sources: TSource[]): Allowed => {
    const { kept } = verifyCitations(sources, retrieved);
    return {
      pages: new Set(kept.flatMap((source) => (source.page === null ? [] : [source.page]))),
      documents: new Set(kept.map((source) => fold(source.documentName))),
    };
  };
  const clean = (text: string, allowed: Allowed) => {
    const result = stripReferences(text, allowed);
    removed += result.removed;
    return result.text;
  };
  const sections = content.sections.map((section) => ({
    ...section,
    heading: clean(section.heading, none) || UNTITLED,
    // A statement that was nothing but a reference says nothing once it is gone.
    statements: section.statements
      .map((statement) => ({ ...statement, text: clean(statement.text, allowedBy(statement.sources)) }))
      .filter((statement) => statement.text !== ""),
    ...(section.table
      ? {
          table: {
            ...section.table,
            rows: section.table.rows.map((row) => {
              const allowed = allowedBy(row.sources);
              return { ...row, cells: row.cells.map((cell) => clean(cell, allowed)) };
            }),
          },
        }
      : {}),
  }));
  const pending = content.pending.map((item) => clean(item, none)).filter(Boolean);
  return { content: { title: clean(content.title, none) || UNTITLED, sections, pending }, removed };
}
