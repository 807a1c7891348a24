/**
 * The technical subjects of a phase-1 point: the bidder's technical capacity (solvency, experience, key
 * staff), the credentials of what is offered, and what the goods are (specifications, materials, measures).
 * Spread into KIND_VOCABULARY (kind-vocabulary.ts) at its place in the order; each cue with an example
 * sentence that tender-vocabulary.test.ts runs.
 */
import { type Cue, kind } from "./vocabulary-cue";

export const TECHNICAL_VOCABULARY: Cue[] = [
  // Technical solvency is technical, though 'solvencia' alone is a matter of documents.
  kind(
    "requisito_tecnico",
    /\b(?:solvencia (?:t[ée]cnica|profesional)|capacidad t[ée]cnica)(?!\p{L})/iu,
    "Solvencia técnica: haber suministrado dos lotes similares en los últimos tres años.",
  ),
  // The bidder's experience and its key staff (similar contracts, works, a CV): technical capacity.
  kind(
    "requisito_tecnico",
    /(?<![\p{L}\d])(?:experiencia|(?:obras|contratos|trabajos|servicios|suministros)\s+(?:\p{L}+\s+){0,2}?similares|curr[íi]cul(?:um|o|a)\w*)(?!\p{L})/iu,
    "Relación de obras similares terminadas en los últimos cinco años, con sus actas de recepción.",
  ),
  // The works' key staff and their papers, and the works' schedule ('cédula profesional del superintendente',
  // 'programa de ejecución de los trabajos'): the technical proposal of a Mexican public work.
  kind(
    "requisito_tecnico",
    /(?<!\p{L})(?:superintendentes?|residentes? de (?:obra|los trabajos)|personal (?:t[ée]cnico|clave|profesional)|c[ée]dulas? profesional(?:es)?|programas? (?:de ejecuci[óo]n|calendarizados?|de (?:obra|trabajo|suministros?|utilizaci[óo]n|montos))|maquinaria y equipo)(?!\p{L})/iu,
    "Deberá presentar el programa de ejecución de los trabajos y la cédula profesional del superintendente.",
  ),
  // Who makes the goods and who may sell them, and their sanitary register: credentials of what is offered
  // ('carta de respaldo del fabricante', 'distribuidor autorizado', 'registro sanitario'), technical.
  kind(
    "requisito_tecnico",
    /(?<!\p{L})(?:cartas? de respaldo|cartas? del fabricante|distribuidor(?:es)? (?:autorizad|oficial)\p{L}*|registros? sanitarios?|buenas pr[áa]cticas de fabricaci[óo]n)(?!\p{L})/iu,
    "Presentar carta de respaldo del fabricante de los bienes ofertados, dirigida a la convocante.",
  ),
  kind(
    "requisito_tecnico",
    // Both envelopes named at once ('las propuestas técnicas y económicas') are the bid, nothing technical.
    /(?<![\p{L}\d])(especificaci[óo]n\w*|t[ée]cnic[ao]s?(?!s?\s*(?:y|–|-|\/|,)\s*(?:sus |las |la )?econ[óo]mic)|m[íi]nim[ao]s?|caracter[íi]sticas|capacidad|rendimiento|norma (?:ISO|UNE|NOM|IRAM)|ISO\b|compatib\w*|[íi]tems?\b)/iu,
    "Las especificaciones mínimas de cada ítem son las del Anexo.",
  ),
  kind(
    "requisito_tecnico",
    /\b(material(?:es)?|productos?|bienes|calidad|dimensiones|peso|color(?:es)?|maquinaria|veh[íi]culos?|herramientas?|muestras?|equipos? (?:de c[óo]mputo|inform[áa]ticos?)|computador(?:a|es|as)?|sistemas? operativos?|software|marcado CE|cat[áa]logos?|folletos?|capacitaci[óo]n|adiestramiento)\b/iu,
    "Los materiales serán nuevos, de primera calidad y con las dimensiones indicadas.",
  ),
  // What the tender buys, stated as its object ('El objeto de la presente licitación es la adquisición de
  // vestuario…', 'tiene por objeto el suministro…'), and an item to price told in running text ('Partida 3:
  // 1,850 pares de botas de seguridad…'): what the offer must be.
  kind(
    "requisito_tecnico",
    /\bobjeto\s+(?:de\s+(?:la|esta)\s+(?:presente\s+)?(?:licitaci[óo]n|convocatoria|contrataci[óo]n|invitaci[óo]n)|del\s+(?:presente\s+)?(?:contrato|proceso|procedimiento|concurso))\s+(?:es|ser[áa]|consiste)(?!\p{L})|\btienen?\s+por\s+objeto(?!\p{L})|^\W*(?:partida|lote|rengl[óo]n)\s+(?:n[oº°.]*\s*)?\d{1,3}\s*[:.–-]\s*\d/iu,
    "Partida 3: 1,850 pares de botas de seguridad tipo industrial, con casquillo de policarbonato.",
  ),
  // A measure with its unit is a specification ('aglomerado de 18 mm', 'de 86 pulgadas', '4.000 lúmenes').
  kind(
    "requisito_tecnico",
    /\d(?:[.,]?\d)*\s?(?:mm|cm|m[23²³]|metros?|kg|kilogramos?|litros?|pulgadas|l[úu]menes|VA|kVA|GHz|GB|TB)(?!\p{L})/iu,
    "Las superficies de madera deben ser de aglomerado de 18 mm con canto rígido de PVC de 2 mm.",
  ),
  kind(
    "requisito_tecnico",
    /\b(equipos?\b|marca|instalaci[óo]n|soporte|servicio t[ée]cnico|mantenimiento|entregas?|suministro)/iu,
    "La instalación de los equipos corre por cuenta del proveedor.",
    "debil",
  ),
];
