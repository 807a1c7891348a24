/**
 * What the client did to a version, and that work carried into the next one. The client's adjusted file
 * (read back) is compared with the file it was adjusted from (read back the same way, so headers,
 * footnote marks and the source column cancel out): every paragraph, table row or section it added or
 * changed is kept verbatim, and what it deleted stays deleted, whatever the generator writes anew.
 */
import type { TPhaseContent, TPhaseSection, TStatement } from "./phase-input";

/** A piece of the client's own text and where it stood in its version. */
export type ClientItem =
  | {
      kind: "section";
      heading: string;
      level: 1 | 2 | 3;
      /** Heading of the section before it in the client's version; null when first. */
      after: string | null;
      statements: string[];
      table?: { headers: string[]; rows: string[][] };
    }
  | { kind: "statement"; section: string; after: string | null; text: string }
  | { kind: "row"; section: string; headers: string[]; after: string[] | null; cells: string[] };

/** Something the client deleted from a generated version. */
export type RemovedItem =
  | { kind: "section"; heading: string }
  | { kind: "statement"; section: string; text: string }
  | { kind: "row"; section: string; cells: string[] };

export interface ClientWork {
  kept: ClientItem[];
  removed: RemovedItem[];
}

/** The section this product writes at the top of a regenerated version: never the client's own text. */
export const REGENERATION_HEADING = "Instrucciones y cambios";

// Word footnote references read back as '[3]'; they are the file's citations, not words of the text.
const FOOTNOTE_MARK = /\s?\[\d{1,3}\]/g;

// A footnote read back from Word ('bases.pdf, p. 3 ↑') is the file's citation, not the client's text.
const FOOTNOTE_LINE = /↑\s*$/u;

export function cleanText(text: string): string {
  return text.replace(FOOTNOTE_MARK, "").replace(/\s+/g, " ").trim();
}

function key(text: string): string {
  return cleanText(text).toLowerCase();
}

function rowKey(cells: readonly string[]): string {
  return cells.map(key).join(" | ");
}

function sectionsByHeading(content: TPhaseContent): Map<string, TPhaseSection> {
  const map = new Map<string, TPhaseSection>();
  for (const section of content.sections)
    if (!map.has(key(section.heading))) map.set(key(section.heading), section);
  return map;
}

/**
 * The client's additions and deletions: `adjusted` is its file read back, `generated` the file it was
 * adjusted from read back the same way.
 */
export function diffClientWork(adjusted: TPhaseContent, generated: TPhaseContent): ClientWork {
  const before = sectionsByHeading(generated);
  const after = sectionsByHeading(adjusted);
  const kept: ClientItem[] = [];
  const removed: RemovedItem[] = [];
  let previousHeading: string | null = null;
  for (const section of adjusted.sections) {
    const heading = cleanText(section.heading);
    if (key(heading) === key(REGENERATION_HEADING)) {
      previousHeading = heading;
      continue;
    }
    const original = before.get(key(heading));
    if (!original) {
      kept.push({
        kind: "section",
        heading,
        level: section.level,
        after: previousHeading,
        statements: section.statements
          .map((statement) => cleanText(statement.text))
          .filter((text) => text && !FOOTNOTE_LINE.test(text)),
        ...(section.table
          ? {
              table: {
                headers: section.table.headers.map(cleanText),
                rows: section.table.rows.map((row) => row.cells.map(cleanText)),
              },
            }
          : {}),
      });
      previousHeading = heading;
      continue;
    }
    const known = new Set(original.statements.map((statement) => key(statement.text)));
    let previous: string | null = null;
    for (const statement of section.statements) {
      const text = cleanText(statement.text);
      if (!text || FOOTNOTE_LINE.test(text)) continue;
      if (!known.has(key(text))) kept.push({ kind: "statement", section: heading, after: previous, text });
      previous = text;
    }
    const knownRows = new Set(original.table?.rows.map((row) => rowKey(row.cells)) ?? []);
    let previousRow: string[] | null = null;
    for (const row of section.table?.rows ?? []) {
      const cells = row.cells.map(cleanText);
      if (cells.every((cell) => cell === "")) continue;
      if (!knownRows.has(rowKey(cells)))
        kept.push({
          kind: "row",
          section: heading,
          headers: section.table!.headers.map(cleanText),
          after: previousRow,
          cells,
        });
      previousRow = cells;
    }
    previousHeading = heading;
  }
  for (const section of generated.sections) {
    const heading = cleanText(section.heading);
    if (key(heading) === key(REGENERATION_HEADING)) continue;
    const now = after.get(key(heading));
    if (!now) {
      removed.push({ kind: "section", heading });
      continue;
    }
    const present = new Set(now.statements.map((statement) => key(statement.text)));
    for (const statement of section.statements)
      if (!present.has(key(statement.text)))
        removed.push({ kind: "statement", section: heading, text: cleanText(statement.text) });
    const presentRows = new Set(now.table?.rows.map((row) => rowKey(row.cells)) ?? []);
    for (const row of section.table?.rows ?? [])
      if (!presentRows.has(rowKey(row.cells)))
        removed.push({ kind: "row", section: heading, cells: row.cells.map(cleanText) });
  }
  return { kept, removed };
}

/** Whether a kept item is still in a later adjusted version (the client did not delete it since). */
export function isStillIn(item: ClientItem, adjusted: TPhaseContent): boolean {
  const texts = new Set(
    adjusted.sections.flatMap((section) => [
      key(section.heading),
      ...section.statements.map((statement) => key(statement.text)),
      ...(section.table?.rows.map((row) => rowKey(row.cells)) ?? []),
    ]),
  );
  if (item.kind === "section") return texts.has(key(item.heading));
  if (item.kind === "statement") return texts.has(key(item.text));
  return texts.has(rowKey(item.cells));
}

function findSection(sections: TPhaseSection[], heading: string): TPhaseSection | undefined {
  return sections.find((section) => key(section.heading) === key(heading));
}

function insertStatement(section: TPhaseSection, text: string, after: string | null): void {
  const statement: TStatement = { text, sources: [] };
  if (after === null) {
    section.statements.unshift(statement);
    return;
  }
  const index = section.statements.findIndex((item) => key(item.text) === key(after));
  if (index >= 0) section.statements.splice(index + 1, 0, statement);
  else section.statements.push(statement);
}

function insertRow(sections: TPhaseSection[], item: Extract<ClientItem, { kind: "row" }>): void {
  // The sheet or table of the same name, else the one with the same columns (a renamed sheet).
  const byName = findSection(sections, item.section);
  const target =
    byName?.table ??
    sections.find(
      (section) =>
        section.table &&
        rowKey(section.table.headers) === rowKey(item.headers.slice(0, section.table.headers.length)),
    )?.table;
  if (!target) {
    sections.push({
      heading: item.section,
      level: 1,
      statements: [],
      table: { headers: item.headers, rows: [{ cells: item.cells, sources: [] }] },
    });
    return;
  }
  const cells = target.headers.map((header, index) => {
    const at = item.headers.findIndex((name) => key(name) === key(header));
    return item.cells[at >= 0 ? at : index] ?? "";
  });
  const row = { cells, sources: [] };
  const index = item.after
    ? target.rows.findIndex((other) => rowKey(other.cells) === rowKey(item.after!))
    : -1;
  if (index >= 0) target.rows.splice(index + 1, 0, row);
  else target.rows.push(row);
}

function present(sections: TPhaseSection[], item: ClientItem): boolean {
  if (item.kind === "section") return Boolean(findSection(sections, item.heading));
  if (item.kind === "statement")
    return sections.some((section) =>
      section.statements.some((statement) => key(statement.text) === key(item.text)),
    );
  return sections.some((section) =>
    section.table?.rows.some((row) => rowKey(row.cells) === rowKey(item.cells)),
  );
}

/**
 * The fresh content with the client's work applied: its deletions removed, its text added where it
 * stood (after the same paragraph, row or section), verbatim and without sources (it is the client's).
 */
export function applyClientWork(fresh: TPhaseContent, work: ClientWork): TPhaseContent {
  const sections: TPhaseSection[] = fresh.sections.map((section) => ({
    ...section,
    statements: [...section.statements],
    ...(section.table ? { table: { headers: section.table.headers, rows: [...section.table.rows] } } : {}),
  }));
  const keptTexts = new Set(
    work.kept.map((item) =>
      item.kind === "row" ? rowKey(item.cells) : key(item.kind === "section" ? item.heading : item.text),
    ),
  );
  for (const removal of work.removed) {
    if (removal.kind === "section") {
      const index = sections.findIndex((section) => key(section.heading) === key(removal.heading));
      if (index >= 0 && !keptTexts.has(key(removal.heading))) sections.splice(index, 1);
      continue;
    }
    for (const section of sections) {
      if (removal.kind === "statement" && !keptTexts.has(key(removal.text)))
        section.statements = section.statements.filter(
          (statement) => key(statement.text) !== key(removal.text),
        );
      if (removal.kind === "row" && section.table && !keptTexts.has(rowKey(removal.cells)))
        section.table.rows = section.table.rows.filter((row) => rowKey(row.cells) !== rowKey(removal.cells));
    }
  }
  for (const item of work.kept) {
    if (present(sections, item)) continue;
    if (item.kind === "section") {
      const index =
        item.after === null ? -1 : sections.findIndex((section) => key(section.heading) === key(item.after!));
      const section: TPhaseSection = {
        heading: item.heading,
        level: item.level,
        statements: item.statements.map((text) => ({ text, sources: [] })),
        ...(item.table
          ? {
              table: {
                headers: item.table.headers,
                rows: item.table.rows.map((cells) => ({ cells, sources: [] })),
              },
            }
          : {}),
      };
      if (index >= 0) sections.splice(index + 1, 0, section);
      else if (item.after === null) sections.unshift(section);
      else sections.push(section);
      continue;
    }
    if (item.kind === "statement") {
      let section = findSection(sections, item.section);
      if (!section) {
        section = { heading: item.section, level: 1, statements: [] };
        sections.push(section);
      }
      insertStatement(section, item.text, item.after);
      continue;
    }
    insertRow(sections, item);
  }
  return { ...fresh, sections };
}

/** One line per kept item, for the note that says what was kept. */
export function describeItem(item: ClientItem): string {
  const words = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);
  if (item.kind === "section") return `la sección «${words(item.heading)}»`;
  if (item.kind === "statement") return `el párrafo «${words(item.text)}» (en «${words(item.section)}»)`;
  return `la fila «${words(item.cells.filter(Boolean).join(" | "))}» (en «${words(item.section)}»)`;
}
