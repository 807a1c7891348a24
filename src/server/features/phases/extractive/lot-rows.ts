/**
 * Phase 1's rows that are one work or lot of a table of several ('FISM-LP-002/2026 — Construcción de red de
 * drenaje…', 'Lote 2 — Mobiliario…'): the index puts them under the heading about the object, phase 8
 * makes them one requirement (the bidder offers one of them).
 */

// Its identifier, then its description.
const LOT_ROW = /^(?:[Ll]ote\s+\S+|LOTE\s+\S+|[\p{Lu}\d][\p{Lu}\d.]*(?:[-/][\p{Lu}\d.]+)+)\s+—\s+\S/u;

/** Whether phase 1's row is one work or lot of a table, read from its table's line (cells apart by tabs). */
export function isLotRow(requirement: string, quotes: readonly string[]): boolean {
  return LOT_ROW.test(requirement) && quotes.some((quote) => quote.includes("\t"));
}

// An item to price as phase 1 states it ('Partida 12: Oxímetro de pulso… — cantidad: 250', tender-items.ts).
const ITEM_ROW = /^(?:partida|rengl[oó]n)\s+\S+\s*:\s/iu;

/** Whether phase 1's row is one item of the bases' table of items to price (a good, with its quantity). */
export function isItemRow(requirement: string, quotes: readonly string[]): boolean {
  return ITEM_ROW.test(requirement) && quotes.some((quote) => quote.includes("\t"));
}

/** A work's or lot's identifier as its row opens ('FISM-LP-002/2026', 'Lote 2'). */
export function lotIdentifier(requirement: string): string | null {
  return /^(.+?)\s+—\s+\S/u.exec(requirement)?.[1] ?? null;
}

/** Whether the project's name or description names a work's or lot's identifier ('FISM-LP-002/2026'). */
export function projectNames(project: { name: string; description: string }, identifier: string): boolean {
  return identifier.trim() !== "" && names(`${project.name}\n${project.description}`, identifier.trim());
}

function names(text: string, identifier: string): boolean {
  const at = text.toLowerCase().indexOf(identifier.toLowerCase());
  if (at < 0) return false;
  // 'Lote 2' is not 'Lote 20': the identifier ends where a letter or digit does not follow.
  const before = text.charAt(at - 1);
  const after = text.charAt(at + identifier.length);
  return !/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(after);
}

/**
 * The works or lots of the bases the project is for: those whose identifier its name or description
 * names ('Licitación pública nacional FISM-LP-002/2026 …'); all of them when it names none.
 */
export function lotsOfProject<T>(
  lots: readonly T[],
  requirementOf: (lot: T) => string,
  project: { name: string; description: string } | undefined,
): T[] {
  if (!project) return [...lots];
  const said = `${project.name}\n${project.description}`;
  const named = lots.filter((lot) => {
    const identifier = lotIdentifier(requirementOf(lot));
    return identifier !== null && names(said, identifier);
  });
  return named.length > 0 ? named : [...lots];
}
