/**
 * The bases' items to price in the draft (phase 3): a supplier of goods answers the technical section
 * item by item, so the section about the goods carries the bases' 'Partidas' (number, description,
 * unit and quantity, each row cited to the bases' table) with a column for the good the client offers,
 * which only the client can state. Bases without items to price leave the draft as it was.
 */
import type { TPhaseSection, TStatement } from "../generation/phase-input";
import { fold } from "./proposal-structure-text";
import type { Partida } from "./tender-tables";

/** Where a section heading speaks of the goods bought ('Descripción de los bienes ofertados'). */
const GOODS_HEADING = /\b(?:bienes|partidas?|productos|insumos|articulos|suministros?|material(?:es)?)\b/u;
export const ITEMS_HEADING = "Bienes ofertados por partida";
export const ITEMS_HEADERS = ["Partida", "Descripción", "Unidad", "Cantidad", "Bien ofertado"];
export const OFFERED_PENDING = "marca, modelo y fabricante del bien ofertado en cada partida de las bases";
const OFFERED_CELL = "[PENDIENTE: bien ofertado]";
const ITEMS_LEAD: TStatement = {
  text: "Partidas que piden las bases, con el bien que el licitante ofrece en cada una:",
  sources: [],
};

function hasItemsTable(section: TPhaseSection): boolean {
  return section.table?.headers[0] === ITEMS_HEADERS[0];
}

/**
 * Puts the items' table in the first section about the goods (or in a section of its own, first, when
 * no heading names them). Returns the pending item it adds, or null when it added nothing.
 */
export function addItemsTable(sections: TPhaseSection[], partidas: readonly Partida[]): string | null {
  if (partidas.length === 0 || sections.some(hasItemsTable)) return null;
  const table = {
    headers: ITEMS_HEADERS,
    rows: partidas.map((partida) => ({
      cells: [partida.number, partida.description, partida.unit, partida.quantity, OFFERED_CELL],
      sources: [{ passageId: partida.passageId, quote: partida.quote }],
    })),
  };
  const target = sections.find((section) => !section.table && GOODS_HEADING.test(fold(section.heading)));
  if (target) {
    target.statements.push(ITEMS_LEAD);
    target.table = table;
  } else sections.unshift({ heading: ITEMS_HEADING, level: 1, statements: [ITEMS_LEAD], table });
  return OFFERED_PENDING;
}
