/**
 * Noise typical of Mexican bases (stop 26): a glossary laid out as a table, the model contract's
 * declarations and signing formula, a reference list of companies, a blank form's placeholders, the
 * buyer's officials narrating the act. Joined into NOISE_VOCABULARY (noise-vocabulary.ts); noise-rows.ts
 * keeps the row when the sentence binds the bidder, sets a value or is no list of names (each class's
 * exception there). Patterns never rely on letter case: such bases are often typed in capitals.
 */
import { type Cue, cue } from "./vocabulary-cue";

type MexicanNoise =
  | "fragmento"
  | "definición"
  | "declaración de las partes"
  | "lista de referencia"
  | "formato en blanco"
  | "acto de la convocante"
  | "pie de página";

const mx = (name: MexicanNoise, pattern: RegExp, example: string): Cue =>
  cue("ruido", pattern, example, { name });

/**
 * How a glossary's meaning opens, after its term's cell ('Contrato<TAB>Acuerdo de voluntades…'): the
 * forms only Spanish definitions take, never a fact of this tender ('Plazo de entrega<TAB>45 días').
 */
export const DEFINITION_OPENING =
  /^\s*(?:es\s+)?(?:aquel(?:la|los|las)?\s+(?:que|por\s+(?:el|la)\s+cual|en\s+(?:el|la)\s+que)|acuerdo\s+de\s+voluntades|conjunto\s+de\s|(?:la\s+|las\s+)?personas?\s+(?:f[íi]sicas?|moral(?:es)?|jur[íi]dicas?)(?:\s+[ouy]\s+(?:f[íi]sicas?|moral(?:es)?|jur[íi]dicas?))?(?:\s+colectivas?)?,?\s+que\s|en\s+(?:el|la)\s+cual\s|(?:el|la|los|las)\s+\p{L}+(?:\s+\p{L}+)?\s+(?:por\s+(?:el|la|medio\s+del?)\s+cual|mediante\s+(?:el|la)\s+cual|a\s+trav[ée]s\s+del?\s+cual)\s)/iu;

/**
 * Openings a definition shares with a data sheet's value ('A la indagación…' / 'Al almacén general', 'La
 * propuesta con…' / 'La propuesta con firma autógrafa'): read as definitions only in a table that
 * already defines (noise-context.ts).
 */
export const DEFINITION_LIKE =
  /^\s*(?:a(?:l|\s+(?:la|las|los))\s+\p{L}|(?:el|la|los|las)\s+\p{L}+(?:\s+\p{L}+)?\s+en\s+(?:el|la)\s+(?:que|cual)\s|(?:la|el)\s+(?:propuesta|oferta|proposici[óo]n|documento|instrumento)\s+(?:que|con|en\s+la\s+que|integrad[oa]|conformad[oa])\s)/iu;

export const OFFICIAL_FIRST =
  /^[^\p{L}\d]*(?:[a-zñ][.)]|[ivx]{1,5}[.)]|\d{1,2}[.)])?\s*(?:el|la|los|las)\s+servidor(?:a|es)?\s+p[úu]blic[oa]s?\b/iu;

/** The definitions' opening: one cue, so that noise-rows.ts can keep it in capitals. */
export const DEFINITIONS_OPENING = /\bse\s+entender[áa]n?\s+por\s*:\s*$/iu;

export const MEXICAN_NOISE_VOCABULARY: Cue[] = [
  // How the item before is handed in, left alone where a passage was cut ('(Presentar original para cotejo y
  // copia simple)'): the item's row says what to hand in.
  mx(
    "fragmento",
    /^\s*\([^()]{0,40}(?<!\p{L})(?:original|copias?|cotejo|certificad\p{L}*)(?!\p{L})[^()]{0,40}\)\s*$/iu,
    "(Presentar original para cotejo y copia simple)",
  ),
  // A letter's or the contract's signing block: 'A T E N T A M E N T E' (spaced out as printed; a short
  // block only: a long one ran on into a point the reader did not split off), and the signatories' lines ('C. … DIRECTORA DE ADMINISTRACIÓN … POR "EL PROVEEDOR" … REPRESENTANTE LEGAL').
  mx(
    "pie de página",
    /^(?=[\s\S]{0,240}$)\W*(?:a\s?t\s?e\s?n\s?t\s?a\s?m\s?e\s?n\s?t\s?e)(?!\p{L})|^\W*c\.\s+[\p{Lu}\p{L}. ]{5,80}?\s+por\s+"?(?:el|la)\s+(?:proveedor|municipio|convocante|contratista)"?\s+en\s+su\s+car[áa]cter\s+de\b/iu,
    "A T E N T A M E N T E  Lic. Ana Ruiz Gómez, Directora de Administración",
  ),
  // The heading of a party's declarations in the model contract ('I. "EL MUNICIPIO" DECLARA:').
  mx(
    "declaración de las partes",
    /^\W*(?:[IVX]{1,4}[.)-]\s*)?(?:declara\s+)?"?(?:el|la)\s+[\p{L} ]{3,30}"?\s+declara(?:n)?\s*:?\s*$/iu,
    'II. "EL PROVEEDOR" DECLARA:',
  ),
  // A glossary's row: a term, a tab, its meaning ('Proveedor<TAB>La persona física o moral que…').
  mx(
    "definición",
    new RegExp(String.raw`^[^\t\d]{2,60}\t${DEFINITION_OPENING.source.replace(/^\^/u, "")}`, "iu"),
    "Licitante\tLa persona física o moral que participe en este procedimiento.",
  ),
  // The opening of a glossary the contract or the bases hold ('…se entenderá por:'): its items are defined
  // terms, no duties (a list the noise opens holds no rows). Not in capitals (noise-rows.ts): there the
  // list's end is unreadable (a clause after it, 'DÉCIMA. EL PROVEEDOR PAGARÁ…', reads as one more item).
  mx(
    "definición",
    DEFINITIONS_OPENING,
    '"Las partes" convienen que, para efectos del presente contrato, se entenderá por:',
  ),
  // The model contract's declarations: who each party is, by what power it signs, where it lives. The
  // bases' own list of what a bidder's declaration must state is a list item and stays (noise-rows.ts).
  mx(
    "declaración de las partes",
    /^[^\p{L}\d]*(?:[IVX]{1,4}[.)-]*\s*)?declaran?\s*[:-]?\s*["“«]?\s*(?:el|la|los|las|ambas)\s/iu,
    'II. Declara "El Proveedor":',
  ),
  mx(
    "declaración de las partes",
    /^[^\p{L}\d]*(?:[IVX]{1,4}|\d{1,2}|[a-zñ])?[.)-]*\s*que\s+(?:(?:de\s+acuerdo\s+con|con\s+arreglo\s+a|conforme\s+a|en\s+t[ée]rminos\s+de)\s+lo\s+(?:previsto|dispuesto|establecido)|es\s+una?\s+(?:sociedad|empresa|persona|entidad|dependencia|organismo|instituci[óo]n|municipio)|(?:el|la)\s+c\.\s|tiene\s+(?:establecido\s+)?su\s+domicilio|señala\s+como|su\s+representante|cuenta\s+con\s+(?:la\s+)?(?:capacidad|facultades|personalidad)|est[áa]\s+(?:facultad|legalmente|debidamente)|se\s+encuentra\s+(?:inscrit|debidamente))/iu,
    "3. Que tiene establecido su domicilio en la avenida Hidalgo número 10, colonia Centro.",
  ),
  // A declaration in the contract's voice: 'que' and the contract or a party named in quotes ('4. Que para
  // cubrir las erogaciones del presente contrato cuenta con recursos…', 'Que "El Proveedor" conoce…').
  mx(
    "declaración de las partes",
    /^[^\p{L}\d]*(?:[IVX]{1,4}|\d{1,2}|[a-zñ])?[.)-]*\s*que\s[^.]*?(?:(?<!\p{L})presente\s+contrato(?!\p{L})|["“«]\s*(?:el|la|los|las)\s+\p{L}+(?:\s+\p{L}+)?\s*["”»])/iu,
    "4. Que para cubrir las erogaciones que se deriven del presente contrato cuenta con recursos propios.",
  ),
  // The signing formula that closes the contract ('Leído que fue el presente contrato…, lo firman…').
  mx(
    "declaración de las partes",
    /\ble[íi]do\s+(?:que\s+fue(?:ron)?\s+)?(?:el\s+)?presente\s+(?:contrato|instrumento|convenio)\b[^.]{0,200}?\b(?:ratific|firm)\p{L}*/iu,
    "Una vez leído el presente contrato y conformes con su contenido, las partes lo ratifican y firman.",
  ),
  // A company or institution by its legal form, in a table's row: a reference list when the row holds only
  // names and codes (noise-rows.ts checks its cells).
  mx(
    "lista de referencia",
    /\t[^\t]*(?:,\s*|\s)(?:s\.\s?a\.(?:\s?b\.)?(?:\s?de\s?c\.\s?v\.)?|s\.\s?de\s?r\.\s?l\.|s\.\s?c\.|a\.\s?c\.|s\.\s?a\.\s?p\.\s?i\.)|\t[^\t]*\b(?:instituci[óo]n\s+de\s+(?:fianzas|garant[íi]as|seguros|cr[ée]dito)|afianzadora|aseguradora)\b/iu,
    "4\tAfianzadora del Golfo, S.A. de C.V.\t021-05\t(Fianzas administrativas)",
  ),
  // A form's field left as a placeholder for a template to fill ('calle [calle]', '$[iva]').
  mx(
    "formato en blanco",
    /\[\s*[\p{L}_][\p{L}_\d ]{1,40}\]/u,
    "Registro Federal de Contribuyentes: [rfc]   Teléfono: [telefono]",
  ),
  // Three or more of a blank form's field names, each ending in a colon with nothing after it ('Nombre del
  // apoderado: Escritura pública número:', on one line or several), and a form's signing line ('(Lugar y fecha) Protesto lo
  // necesario (Firma)').
  mx(
    "formato en blanco",
    /^(?:[^\n:.;]{3,90}:\s*){3,}$|^(?=[\s\S]{0,120}$)[^.]*?\bprotesto\s+lo\s+necesario\b/iu,
    "Nombre del apoderado: Escritura pública número: Notario Público ante el cual se otorgó:",
  ),
  // A line that opens with a comma: the name before it was a blank the form left empty (', manifiesto
  // bajo protesta de decir verdad que…'); '(Nombre) manifiesto…' names its blank and stays a row.
  mx(
    "formato en blanco",
    /^\s*[,;]\s*\p{L}/u,
    ', manifiesto "bajo protesta de decir verdad" que los datos aquí asentados son ciertos.',
  ),
  // The buyer's officials narrating the act ('El servidor público designado elaborará el acta…', 'Se
  // llevará a cabo la presentación de los servidores públicos'): kept when it sets a date or binds the bidder.
  mx(
    "acto de la convocante",
    /\b(?:el|la|los|las)\s+servidor(?:a|es)?\s+p[úu]blic[oa]s?\b[^.;:]{0,60}?\s(?:se\s+)?\p{L}+(?:ar|er|ir)(?:á|án)(?!\p{L})/iu,
    "El servidor público que presida el acto dará lectura al importe de cada proposición.",
  ),
  // A Mexican buyer's unit as the subject of its own step ('La Secretaría de Salud, (Departamento de
  // Adquisiciones), elaborará el acta…', 'El Departamento de Adquisiciones podrá cancelar el procedimiento…',
  // 'Los Servicios Estatales de Salud rescindirá el pedido…'): kept when it sets a date, term or amount,
  // obliges the bidder or decides the bid (noise-rows.ts). Evaluating and verifying are criteria: not here.
  mx(
    "acto de la convocante",
    /^\W*(?:[a-zñ]\)|\d{1,2}[.)-]+|[ivx]{1,5}\.)?\s*(?:[^,.;]{0,40},\s*)?(?:la|el|los|las)\s+(?:secretar[íi]a|direcci[óo]n|subdirecci[óo]n|departamento|tesorer[íi]a|coordinaci[óo]n|servicios estatales|dependencia|[áa]rea (?:usuaria|requirente|contratante))\b[^.;:]{0,120}?\s(?:podr[áa]n?\s+)?(?:elaborar|rescindir|cancelar|levantar|resguardar|conservar|suscribir|formalizar|suspender|diferir|designar)(?:[áa]n?)?(?!\p{L})/iu,
    "La Secretaría de Salud, (Departamento de Adquisiciones), elaborará el acta en la que se harán constar las propuestas aceptadas.",
  ),
  mx(
    "acto de la convocante",
    /\bse\s+(?:llevar[áa]\s+a\s+cabo|efectuar[áa]|realizar[áa]|elaborar[áa]|levantar[áa]|dar[áa])\s+(?:la|el)\s+(?:presentaci[óo]n\s+de\s+los\s+servidores|acta|lectura|pase\s+de\s+lista|registro\s+de\s+(?:asistencia|los\s+asistentes))/iu,
    "Se levantará el acta circunstanciada de los hechos ocurridos en el acto.",
  ),
];
