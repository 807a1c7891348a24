/**
 * What a criterion of capacity, experience or fulfilment asks the bidder to show, and the client's own
 * sentences that show it (phase 8, evaluation-facts.ts). Two groups, each cue named by the aspect it
 * stands for:
 * - 'rubro': words of a criterion ('Capacidad del licitante', 'Recursos económicos', 'Experiencia y
 *   especialidad') and the aspects they ask for. LAASSP's points-and-percentages rubros read so: capacity
 *   is human, economic and material resources (equipamiento, infraestructura); experience is the time
 *   supplying goods or services like these; specialty the number of similar contracts; fulfilment the
 *   contracts fulfilled (cartas de cumplimiento, fianzas liberadas).
 * - 'recurso': a sentence or table row of the client's documents stating one such fact. The rules take
 *   it only with a figure in the same sentence (m², vehicles, people, pesos, years, a contract's number):
 *   'Contamos con amplia infraestructura' states no resource.
 * - 'bien': a line of a client's document that describes a good it offers (ficha técnica, catálogo,
 *   carta de respaldo o de distribución del fabricante, registro sanitario, marca and modelo): phase 8
 *   reads the bases' partidas in such documents (evaluation-goods.ts). A CV is never one.
 * - 'tope' and 'proporcional': the bases' maximum on what a rubro counts ('con un máximo de 6 contratos')
 *   and its proportional rule ('al licitante que acredite el mayor número'); with both, phase 8 scores the
 *   client's count against the maximum (evaluation-maxima.ts).
 * - 'minimo': the least score the technical proposal needs to be solvent ('La puntuación mínima que
 *   deberá obtener la propuesta técnica … será de 45 puntos'), the figure in the pattern's first group;
 *   phase 8 sets its estimate against it (evaluation-threshold.ts).
 * Joined into VOCABULARY (tender-vocabulary.ts), whose test runs every example.
 */
import { type Cue, cue, type FactAspect } from "./vocabulary-cue";

const rubro = (aspects: readonly FactAspect[], pattern: RegExp, example: string): Cue =>
  cue("rubro", pattern, example, { name: aspects.join(" "), aspects });
const fact = (aspect: FactAspect, pattern: RegExp, example: string): Cue =>
  cue("recurso", pattern, example, { name: aspect, aspects: [aspect] });
const goods = (name: string, pattern: RegExp, example: string): Cue =>
  cue("bien", pattern, example, { name });

export const COMPANY_FACT_VOCABULARY: Cue[] = [
  // The whole rubro: the bidder's human, economic and material resources.
  rubro(
    ["humanos", "economicos", "materiales"],
    /\bcapacidad (?:del?|de los) (?:licitantes?|proveedor(?:es)?|oferentes?|participantes?|proponentes?|empresas?)\b|\bcapacidad (?:t[ée]cnica,? )?(?:administrativa|t[ée]cnica) y econ[óo]mica\b/iu,
    "II. Capacidad del licitante 18",
  ),
  rubro(
    ["humanos"],
    /\brecursos humanos\b|\bpersonal (?:t[ée]cnico|especializado|calificado|propuesto)\b|\bplantilla\b/iu,
    "a) Capacidad de los recursos humanos 8 puntos",
  ),
  rubro(
    ["economicos"],
    /\brecursos econ[óo]micos\b|\bcapacidad (?:econ[óo]mica|financiera)\b|\bcapital contable\b/iu,
    "b) Capacidad de los recursos económicos 6 puntos",
  ),
  rubro(
    ["materiales"],
    /\bequipamiento\b|\binfraestructura\b|\brecursos (?:materiales|t[ée]cnicos)\b|\bcapacidad (?:instalada|de (?:producci[óo]n|entrega|almacenamiento|distribuci[óo]n))\b/iu,
    "c) Equipamiento e infraestructura para el suministro 4 puntos",
  ),
  // Sub-rubros of capacity LAASSP's guidelines score apart: each is shown by its own document.
  rubro(
    ["discapacidad"],
    /\bdiscapacidad\b/iu,
    "c) Participación de personas con discapacidad o empresas que cuenten con trabajadores con discapacidad 1 punto",
  ),
  rubro(
    ["mipyme"],
    /\bMIPYMES?\b[^.;]{0,80}\binnovaci[óo]n\b|\binnovaci[óo]n tecnol[óo]gica\b/iu,
    "d) Participación de MIPYMES que produzcan bienes con innovación tecnológica 1 punto",
  ),
  rubro(
    ["igualdad"],
    /\b(?:igualdad|equidad) (?:de g[ée]nero|laboral)\b|\bpol[íi]ticas? (?:y pr[áa]cticas )?de igualdad\b/iu,
    "e) Políticas y prácticas de igualdad de género 1 punto",
  ),
  // The technical specification of the goods offered: the client's own description of each good.
  rubro(
    ["bienes"],
    /\b(?:caracter[íi]sticas|especificaciones)(?: t[ée]cnicas)? (?:de los bienes|del bien)\b/iu,
    "I. Características de los bienes ofertados 24",
  ),
  // 'Experiencia y especialidad del licitante': time supplying the like, and similar contracts.
  rubro(
    ["anos"],
    /\bexperiencia\b|\ba[ñn]os (?:suministrando|prestando|en el ramo)\b/iu,
    "Experiencia 5 puntos",
  ),
  rubro(
    ["contratos"],
    /\bespecialidad\b|\bcontratos? (?:similares|an[áa]logos|de la misma naturaleza)\b/iu,
    "Especialidad del licitante 5 puntos",
  ),
  rubro(["cumplimiento"], /\bcumplimiento de (?:los )?contratos\b/iu, "IV. Cumplimiento de contratos 8"),

  fact(
    "humanos",
    /\bplantilla\b|(?<![\p{L}\d])\d[\d,.]*\s+(?:trabajadores|empleados|colaboradores|personas|profesionales|profesionistas|t[ée]cnicos|ingenieros|qu[íi]micos|m[ée]dicos|enfermer[oa]s|choferes|operadores|almacenistas)\b/iu,
    "Plantilla de 42 trabajadores: 6 químicos farmacéuticos, 9 almacenistas y 8 choferes.",
  ),
  fact(
    "economicos",
    /\bcapital contable\b|\bingresos (?:netos|acumulables|totales|del ejercicio|anuales)\b|\bventas (?:netas|anuales|totales|del ejercicio)\b|\butilidad (?:neta|bruta|fiscal)\b/iu,
    "Capital contable\t$29,528,580",
  ),
  fact(
    "materiales",
    /\balmac[ée]n(?:es)?\b|\bbodegas?\b|\bflota\b|\bveh[íi]culos\b|\bcamionetas?\b|\bcamiones\b|\bunidades de reparto\b|\bmaquinaria\b|\bplanta (?:de producci[óo]n|industrial)\b|\bl[íi]neas? de producci[óo]n\b|(?<![\p{L}\d])\d[\d,.]*\s*(?:m²|m2|metros cuadrados)|\bpiezas (?:por|al|a la) (?:d[íi]a|semana|mes)\b/iu,
    "Almacén propio de 1,850 m² con área de temperatura controlada.",
  ),
  fact(
    "discapacidad",
    /(?<![\p{L}\d])\d[\d,.]*\s+(?:trabajador(?:es|as)?|empleados|personas|colaboradores)\s+con discapacidad\b|\bdiscapacidad\b[^\n]{0,120}\balta\b[^\n]{0,40}\bIMSS\b|\balta\b[^\n]{0,40}\bIMSS\b[^\n]{0,120}\bdiscapacidad\b/iu,
    "Contamos con 3 trabajadores con discapacidad (7.1 % de la plantilla), con alta ante el IMSS desde marzo de 2024.",
  ),
  fact(
    "mipyme",
    /\bestratificaci[óo]n\b[^\n]{0,80}\b(?:micro|peque[ñn]a|mediana) empresa\b|\b(?:micro|peque[ñn]a|mediana) empresa\b[^\n]{0,80}\bestratificaci[óo]n\b|\bconstancia (?:de )?MIPYMES?\b|\bpatente\b[^\n]{0,80}\bIMPI\b/iu,
    "Estratificación: pequeña empresa (42 trabajadores, ventas anuales de $71.8 millones, tope combinado 93.2).",
  ),
  fact(
    "igualdad",
    /\bNMX-R-025\b|\bcertificad[oa] en igualdad laboral\b|\bigualdad laboral y no discriminaci[óo]n\b[^\n]{0,80}\b(?:certificad[oa]|distintivo)\b/iu,
    "Certificado en la Norma Mexicana NMX-R-025-SCFI-2015 en Igualdad Laboral y No Discriminación, nivel oro, vigente a 2027.",
  ),
  fact(
    "anos",
    /(?<![\p{L}\d])\d{1,2}\s+a[ñn]os de (?:experiencia|trayectoria|operaci[óo]n)\b|\b(?:suministramos|distribuimos|fabricamos|prestamos|atendemos|operamos)\b[^.;]{0,120}\bdesde (?:19|20)\d{2}\b|\b(?:fundada|constituida|establecida) en (?:19|20)\d{2}\b[^.;]{0,40}\b(?:dedicada|distribuidora|fabricante|proveedora|prestadora|especializada)\b/iu,
    "Suministramos material de curación a hospitales públicos desde 2012.",
  ),
  // A contract named by its number ('contrato núm. 045/2024', or a code 'SSSLP-LPN-017/2023' on a line with
  // its amount: a certificate's or a norm's code is none).
  fact(
    "contratos",
    /\bcontrato (?:n[úu]m(?:ero|\.)?|no\.)\s*[\w-]*\d[\w\-/.]*|(?<![\p{L}\d])(?!NOM-|NMX-|ISO)\p{Lu}{2,}[\p{Lu}\d]*(?:[-/][\p{Lu}\d]+){2,}(?:(?<=\$[^\n]*)|(?=[^\n]*\$\s?\d))/u,
    "Servicios de Salud de Zacatecas\tSSZ-LPE-2025-031\tGuantes de látex y cubrebocas quirúrgicos\t$2,240,000.00\t2025",
  ),
  fact(
    "cumplimiento",
    /\bcarta de (?:cumplimiento|satisfacci[óo]n)\b|\bcumplimiento satisfactorio\b|\bfianza (?:de cumplimiento )?liberada\b|\bliberaci[óo]n de (?:la )?fianza\b|\bacta (?:administrativa )?de (?:entrega-?\s?recepci[óo]n|finiquito)\b|\bfiniquito\b/iu,
    "ISAPEG/LPN/045/2023\tGasas y vendas\t$4,812,350.00\tCarta de cumplimiento satisfactorio del 15/01/2024",
  ),

  // A client's document that describes a good it offers; its lines are read against the bases' partidas.
  goods(
    "ficha",
    /\bfichas? t[ée]cnicas?\b/iu,
    "Ficha técnica del producto: Jeringa desechable de 5 ml, marca Curamed.",
  ),
  goods("catalogo", /\bcat[áa]logo\b/iu, "Catálogo 2026 de material de curación, página 14."),
  goods(
    "respaldo",
    /\bcarta de (?:respaldo|distribuci[óo]n|apoyo)\b|\bdistribuidor (?:autorizado|exclusivo)\b/iu,
    "Carta de respaldo del fabricante Curamed de México, S.A. de C.V., para las partidas 3 y 8.",
  ),
  goods("registro", /\bregistro sanitario\b/iu, "Registro sanitario 0412C2019 SSA, vigente."),
  goods(
    "marca",
    /\bmarca\b[^\n]{0,120}\bmodelo\b|\bmodelo\b[^\n]{0,120}\bmarca\b|\bpa[íi]s de origen\b/iu,
    "Partida\tDescripción\tMarca\tModelo\tFabricante\tPaís de origen",
  ),
  // The bases' maximum on a rubro's count, named by its unit (OCR 'anos' for 'años' included).
  cue("tope", /\bm[áa]ximo de (\d{1,3})\s+(a[ñn]os)\b/iu, "con un máximo de 5 años", { name: "años" }),
  cue("tope", /\bm[áa]ximo de (\d{1,3})\s+(contratos)\b/iu, "con un máximo de 6 contratos", {
    name: "contratos",
  }),
  // Points given in proportion to what each bidder shows.
  cue(
    "proporcional",
    /\bmayor n[úu]mero de\b|\bm[áa]xima puntuaci[óo]n\b|\bproporcional(?:mente)?\b|\bregla de tres\b/iu,
    "se asignará la máxima puntuación al licitante que acredite el mayor número de contratos",
  ),
  // The passing score, its figure after the cue (words in brackets allowed: '45 (cuarenta y cinco)').
  cue(
    "minimo",
    /\b(?:puntuaci[óo]n|puntaje|calificaci[óo]n)\s+m[íi]nim[oa]\b[^.;]{0,160}?(?<![\d.,])(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:\([\p{L} ]+\)\s*)?(?:puntos|pts)\b/iu,
    "La puntuación mínima que deberá obtener la propuesta técnica para ser considerada solvente será de 45 puntos",
  ),
  cue(
    "minimo",
    /\b(?:al menos|como m[íi]nimo|por lo menos)\s+(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:\([\p{L} ]+\)\s*)?(?:puntos|pts)\b/iu,
    "Solo pasarán a la evaluación económica las propuestas técnicas que obtengan al menos 37.5 puntos.",
  ),
];
