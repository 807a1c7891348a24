/**
 * The buyer's own house, told in the bases: who in its organisation follows or awards the contract, how
 * its committees are made up, how it computed or funds its budget, why it chose a scoring formula. No
 * bidder prepares, hands in or prices any of it. Joined into NOISE_VOCABULARY (noise-vocabulary.ts); a
 * sentence that names a bidder, sets a date, term or amount, or decides the bid stays a row
 * (noise-rows.ts). Each example is run through the rules by tender-vocabulary.test.ts.
 */
import { type Cue, cue } from "./vocabulary-cue";

const buyer = (
  name: "organización de la convocante" | "presupuesto de la convocante",
  pattern: RegExp,
  example: string,
): Cue => cue("ruido", pattern, example, { name });

// The buyer's units and officials, named as those in charge ('la unidad encargada del seguimiento…').
const UNIT = "(?:unidad|[óo]rgano|dependencia|[áa]rea|servicio|departamento|direcci[óo]n)";

export const BUYER_NOISE_VOCABULARY: Cue[] = [
  // A notice's field that only identifies the buyer ('NIF P2399900J', 'Código DIR3 L01239990', 'Entidad
  // Adjudicadora Junta de Gobierno Local…'): nothing a bidder does. Its contact (mail, phone) stays a row.
  buyer(
    "organización de la convocante",
    /^\W*(?:NIF|CIF|N\.?\s?I\.?\s?F\.?|C[óo]digo\s+(?:DIR3|NUTS)|DIR3|Entidad\s+adjudicadora|Tipo\s+de\s+administraci[óo]n|Actividad\s+principal)(?!\p{L})(?![^.;]*\b(?:deber[áa]n?|plazo|fecha)\b)/iu,
    "Código DIR3 L01239990",
  ),
  // Who in the buyer's organisation follows the contract: the bidder deals with whoever it is named.
  buyer(
    "organización de la convocante",
    new RegExp(
      String.raw`(?<!\p{L})${UNIT}\s+(?:encargad[oa]|responsable|competente)\s+del?\s+(?:la\s+)?(?:seguimiento|control|supervisi[óo]n|vigilancia)\b`,
      "iu",
    ),
    "La unidad encargada del seguimiento del contrato será el Servicio de Parques y Jardines.",
  ),
  buyer(
    "organización de la convocante",
    /\b(?:el seguimiento|la supervisi[óo]n|la interventor[íi]a|la vigilancia)\b[^.;]{0,60}?\b(?:estar[áa]n?|quedar[áa]n?)\s+a cargo del?\b/iu,
    "La supervisión de los trabajos estará a cargo del Director de Obras Públicas o de quien este designe.",
  ),
  // Which of its organs is competent ('La adjudicación corresponde al órgano de contratación…').
  buyer(
    "organización de la convocante",
    /\bcorresponde(?:r[áa])?\s+al\s+(?:[óo]rgano\s+de\s+contrataci[óo]n|pleno|alcalde|titular\s+de\s+la\s+(?:dependencia|entidad))\b/iu,
    "La aprobación del gasto corresponde al Pleno, y la adjudicación corresponde al órgano de contratación.",
  ),
  // How its committees are made up ('La Mesa estará integrada por…', 'una Comisión, ésta deberá estar
  // integrada por un máximo de tres miembros'): the count of its members is no term of the bid.
  buyer(
    "organización de la convocante",
    /\b(?:comisi[óo]n|mesa|comit[ée]|jurado)(?!\p{L})[^.;]{0,60}?\b(?:estar[áa]n?|deber[áa]n?\s+estar|quedar[áa]n?)\s+(?:integrad|compuest|conformad|formad|presidid)[oa]s?\b/iu,
    "La Mesa de contratación estará integrada por un presidente, un secretario y tres vocales.",
  ),
  // How the buyer computed its estimate, and the funds it holds for it: the amount itself, when stated,
  // keeps the row (noise-rows.ts).
  buyer(
    "presupuesto de la convocante",
    /\bm[ée]todo\s+(?:de\s+c[áa]lculo|(?:aplicado|empleado|utilizado)\s+para\s+calcular)\b/iu,
    "El método de cálculo del valor estimado figura en la memoria justificativa del expediente.",
  ),
  buyer(
    "presupuesto de la convocante",
    /\b(?:disponibilidad|suficiencia)\s+presupuest(?:al|aria)\b|\bcr[ée]dito\s+(?:adecuado\s+y\s+suficiente|presupuestario\s+suficiente)\b/iu,
    "Existe crédito adecuado y suficiente en la aplicación correspondiente del presupuesto municipal.",
  ),
  // Why the buyer chose its criteria or formula: its reasoning, not what the bid must meet.
  buyer(
    "presupuesto de la convocante",
    /\b(?:la\s+)?(?:elecci[óo]n|justificaci[óo]n|motivaci[óo]n)\s+de\s+(?:la|las|los|el)\s+(?:f[óo]rmulas?|criterios?)(?!\p{L})[^.;]{0,40}?\bse\s+(?:justifica|motiva|fundamenta|basa)\b/iu,
    "La elección de la fórmula se justifica en que reparte los puntos en proporción a la baja ofrecida.",
  ),
];
