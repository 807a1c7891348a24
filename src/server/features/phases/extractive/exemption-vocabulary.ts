/**
 * Openings whose list is no bidder's duty: an exemption and the cases it covers, or the cases in which
 * the buyer may declare the procedure void (noise-rows.ts `isExemptionOpening`).
 */
import { type Cue, cue } from "./vocabulary-cue";

/**
 * A list's opening that exempts ('No será necesario constituir garantías…:', 'Quedan exceptuados de
 * presentar…:'): the exemption is one point, the opening's row; its items are the cases it covers, no
 * rows of their own (the annotators label the exemption once). Tested in noise-rows.test.ts.
 */
export const EXEMPTION_OPENINGS: Cue[] = [
  cue(
    "opcion",
    /\bno (?:ser[áa]|es) (?:necesari|obligatori|exigible)\p{L}*\b[^:]*:\s*$/iu,
    "No será necesario constituir garantías de mantenimiento de la oferta y de fiel cumplimiento:",
    { name: "exención" },
  ),
  cue(
    "opcion",
    /\b(?:quedan?|estar[áa]n?) (?:exceptuad|exent|eximid)[oa]s?\b[^:]*:\s*$/iu,
    "Quedan exceptuados de presentar la garantía de cumplimiento:",
    { name: "exención" },
  ),
  // The cases in which the buyer may declare the procedure void, suspend or cancel it: its right, no
  // bidder's duty ('…se reserva el derecho de declarar desierto el presente procedimiento en los
  // siguientes casos:').
  cue(
    "opcion",
    /(?<!\p{L})(?:declarar(?:lo|la)?|declarar[áa]|podr[áa]\s+declarar(?:se)?|se\s+declarar[áa])\s+(?:(?:el|la)\s+(?:presente\s+)?(?:procedimiento|licitaci[óo]n|concurso|invitaci[óo]n)\s+)?(?:desiert[oa]s?|suspendid[oa]s?|cancelad[oa]s?)(?!\p{L})[^:]*:\s*$/iu,
    "La convocante se reserva el derecho de declarar desierto el presente procedimiento en los siguientes casos:",
    { name: "exención" },
  ),
];
