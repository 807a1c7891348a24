/**
 * The declarations of a model contract annexed to the bases ('DECLARACIONES / I. "EL MUNICIPIO" DECLARA: /
 * 1. Que con arreglo a lo previsto por los artículos 115…; / II. DE "EL PROVEEDOR", BAJO PROTESTA DE DECIR
 * VERDAD DECLARA: / 4. Que conoce las especificaciones…'): what each party states when the contract is
 * signed, not what a bidder must do to bid. Phase 1 reads them as one section, from its opening to the
 * first sentence that is none of its items (the clauses: 'PRIMERA.- OBJETO', 'El proveedor se obliga…').
 */
import { itemNumber } from "./point-rules";
import { cuesOf } from "./tender-vocabulary";

// 'DECLARACIONES', 'I. "EL MUNICIPIO" DECLARA:', 'II. DE "EL PROVEEDOR", BAJO PROTESTA DE DECIR VERDAD
// DECLARA:', 'II. Declara "El Proveedor":'.
const OPENING =
  /^[^\p{L}\d]*(?:[IVX]{1,4}[.)-]*\s*)?(?:declaraciones[^\p{L}\d]*$|declaran?\s*[:-]?\s*["“«]?\s*(?:el|la|los|las|ambas)\s|(?:de\s+)?["“«]?(?:el|la|los|las)\s+[\p{L} ]{3,30}["”»]?,?(?:\s+bajo\s+protesta\s+de\s+decir\s+verdad,?)?\s+declaran?\s*:?\s*$)/iu;
// An item of theirs: 'Que …', 'Manifiesta "El Municipio" que …', a party's own sub-heading ('III. DE LAS
// "PARTES"'), or an item that only numbers ('4. Las dependencias … conducirán sus acciones…').
const ITEM =
  /^[^\p{L}\d]*(?:(?:[IVX]{1,4}|\d{1,2}|[a-zñ])[.)-]+\s*)?(?:que\s|manifiestan?\s+["“«]?\s*(?:el|la|los|las)\s[^.]{0,40}?\bque\s|de\s+["“«]?(?:el|la|los|las)\s+[\p{L} ]{3,30}["”»]?\s*$)/iu;
// The tail of an item cut at a semicolon ('113, 116, 123 y 125 de la Constitución…', 'así como los artículos…').
const TAIL = /^\s*(?:\p{Ll}|\d{1,4},\s|[Aa][Ss][ÍíIi]\s+[Cc][Oo][Mm][Oo](?!\p{L})|[Yy]\s)/u;
const OBLIGATION = cuesOf("obligacion");

export class ContractDeclarations {
  private isOpen = false;

  /** At each passage: another document closes them. */
  enter(isSameDocument: boolean): void {
    if (!isSameDocument) this.isOpen = false;
  }

  /**
   * Reads a unit of running text in order (headings too); true when it belongs to the declarations and is
   * no row. A heading that is none of their items closes them.
   */
  skips(sentence: string, isHeading: boolean): boolean {
    const text = sentence.replace(/\s+/gu, " ").trim();
    if (OPENING.test(text)) {
      this.isOpen = true;
      return true;
    }
    if (!this.isOpen) return false;
    if (isHeading) {
      this.isOpen = ITEM.test(text);
      return this.isOpen;
    }
    // A duty stated among them ('Que se obliga a entregar la garantía…') stays a row, and the section goes on.
    if (OBLIGATION.test(text)) return false;
    if (ITEM.test(text) || TAIL.test(text) || itemNumber(text) !== null) return true;
    this.isOpen = false;
    return false;
  }
}
