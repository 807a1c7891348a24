/**
 * The items to price read from the bases' tables: one line of 'Partidas' per item, and the same item
 * listed by several tables (a summary, the technical annex, the price form) recognised as one.
 */
import type { TenderTables } from "./tender-tables";

/** One line of a table of items to price, its cells kept apart. */
export interface Partida {
  number: string;
  description: string;
  unit: string;
  quantity: string;
  specification: string;
  /** The row as the document gives it: a literal line of the passage. */
  quote: string;
  passageId: string;
  documentName: string;
  page: number | null;
}

/** The first `words` words of a text, '…' when cut. */
export function shortened(text: string, words: number): string {
  const all = text.split(/\s+/).filter(Boolean);
  return all.length <= words ? all.join(" ") : `${all.slice(0, words).join(" ")}…`;
}

/** What 'Requisito' says of an item: its number, description and quantity with its unit. */
export function partidaRequirement(partida: Partida): string {
  const amount = [partida.quantity, partida.unit].filter(Boolean).join(" ");
  const number = partida.number ? `Partida ${partida.number}: ` : "";
  return `${number}${shortened(partida.description, 20)}${amount ? ` — cantidad: ${amount}` : ""}`;
}

// A form's line that goes on below ('6', then '…'): the ellipsis is no part of the number.
const bareNumber = (number: string) => number.replace(/[\s….]+$/u, "");

/** An item's identity across tables: its number and the first words of its description. */
function itemKey(partida: Partida): string {
  const words = partida.description
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 3);
  return `${partida.number.trim()}|${words.join(" ")}`;
}

/**
 * The same item in several tables (a summary in the bases, the technical annex, the price form) is
 * one line of 'Partidas', the fullest; the other rows cite it.
 */
export function markRepeatedItems(result: TenderTables): void {
  const fullest = new Map<string, Partida>();
  for (const partida of result.partidas) {
    if (partida.number.trim() === "") continue;
    const known = fullest.get(itemKey(partida));
    // The fuller description wins, then the row with more cells (the annex's, with its codes).
    const isFuller =
      !known ||
      partida.description.length > known.description.length ||
      (partida.description.length === known.description.length && partida.quote.length > known.quote.length);
    if (isFuller) fullest.set(itemKey(partida), partida);
  }
  // A price form's line without a description is the item of its number (and unit) described elsewhere.
  const described = (partida: Partida) =>
    partida.description === ""
      ? [...fullest.values()].find(
          (other) =>
            other.description !== "" &&
            bareNumber(other.number) === bareNumber(partida.number) &&
            (partida.unit === "" || other.unit.toLowerCase() === partida.unit.toLowerCase()),
        )
      : undefined;
  for (const partida of result.partidas) {
    const primary = described(partida);
    if (primary) fullest.set(itemKey(partida), primary);
  }
  const kept = new Set(fullest.values());
  const repeated = result.partidas.filter((partida) => partida.number.trim() !== "" && !kept.has(partida));
  for (const partida of repeated) {
    const primary = fullest.get(itemKey(partida)) as Partida;
    const row = result.rows.find(
      (entry) => entry.passageId === partida.passageId && entry.quote === partida.quote,
    );
    if (row) row.duplicateOf = primary.quote;
  }
  result.partidas = result.partidas.filter((partida) => !repeated.includes(partida));
}
