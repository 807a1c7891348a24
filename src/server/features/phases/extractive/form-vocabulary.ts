/**
 * The words of a price form's foot: the lines under its items that name a total for the bidder to fill
 * ('SUBTOTAL ________', 'I.V.A. ________', 'TOTAL ________', 'Importe total con letra: ______'). Phase 4
 * (format-price-table.ts) writes each as a row of the form's table with a pending mark named by the
 * cue. Each cue reads the start of the line; joined into VOCABULARY (tender-vocabulary.ts), whose test
 * runs every example.
 */
import { type Cue, cue } from "./vocabulary-cue";

const total = (name: string, pattern: RegExp, example: string): Cue =>
  cue("total", pattern, example, { name });

export const FORM_VOCABULARY: Cue[] = [
  // The amount written in words comes before 'total': 'Importe total con letra' is not the total itself.
  total(
    "importe total con letra",
    /^(?:(?:importe|monto|precio)\s+)?(?:total\s+)?(?:\(?con\s+letra\)?|en\s+letra)(?!\p{L})/iu,
    "Importe total con letra: ______________________",
  ),
  total("subtotal", /^sub[\s-]?total(?!\p{L})/iu, "SUBTOTAL ________________"),
  total(
    "IVA",
    /^(?:i\.?\s?v\.?\s?a\.?|impuesto\s+al\s+valor\s+agregado)(?!\p{L})/iu,
    "I.V.A. ________________",
  ),
  total(
    "IVA",
    /^(?:m[áa]s\s+)?(?:el\s+)?16\s?%\s+(?:de\s+)?i\.?\s?v\.?\s?a\.?(?!\p{L})/iu,
    "16% IVA: $ __________",
  ),
  total(
    "total",
    /^(?:(?:importe|monto|precio|gran)\s+)?total(?:\s+(?:general|de\s+la\s+(?:propuesta|proposici[óo]n|oferta)))?(?!\p{L})/iu,
    "Importe total de la propuesta: $ ______________",
  ),
  total("total", /^total(?!\p{L})/iu, "TOTAL ________________"),
];
