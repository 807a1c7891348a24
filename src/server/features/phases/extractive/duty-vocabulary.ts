/**
 * Whether the document makes a point a condition of the bid ('Obligatorio'): duties, terms to cure,
 * options, the buyer's rights, what belongs to the contract's execution, what only earns points. Joined
 * into VOCABULARY (tender-vocabulary.ts), whose test runs every example.
 */
import { type Cue, cue } from "./vocabulary-cue";

export const DUTY_VOCABULARY: Cue[] = [
  // Whether the document makes it a condition of the bid.
  cue(
    "obligacion",
    /\b(deber[áa]n?|debe(?:n|r[áa]n)?|tendr[áa]n? que|ha(?:n|br[áa]n?) de\b)/iu,
    "El licitante deberá acreditar su inscripción en el registro.",
  ),
  // The same duty in the present and the gerund Spain and Argentina also write: 'ha de presentarse', 'tiene
  // que estar inscrito', '…, debiendo acompañar'. Not the bases that 'ha de regir' the contract, nor 'tiene
  // que ver', nor a gerund in the passive ('se notificará…, debiendo ser publicada'): the act of whoever the
  // sentence names, often the buyer.
  cue(
    "obligacion",
    /\b(?:ha\s+de(?!\s+regir)|tienen?\s+que(?!\s+ver\b)|debiendo(?!\s+ser\s+\p{L}+d[oa]s?\b))(?!\p{L})/iu,
    "La documentación ha de presentarse firmada, debiendo acompañarse de su traducción oficial.",
  ),
  cue(
    "obligacion",
    /\b(se exigir[áa]|es obligatori\w*|ser[áa] (?:requisito|obligatori|condici[óo]n)|imprescindible|indispensable|necesariamente|requisito)/iu,
    "Es obligatorio asistir a la visita al sitio.",
  ),
  // What is obligatory in the plural or as a quality ('son obligatorios', 'de carácter / de presentación
  // obligatoria'); a law 'de aplicación obligatoria' binds the bid with nothing to do.
  cue(
    "obligacion",
    /\b(?:son|ser[áa]n|resulta(?:n|r[áa]n?)?)\s+obligatori[oa]s?(?!\p{L})|\bde\s+(?:car[áa]cter|presentaci[óo]n|cumplimiento|entrega)\s+obligatori[oa]\b|\bobligatoriamente\b/iu,
    "Las muestras son obligatorias y su entrega es de carácter obligatorio para todos los oferentes.",
  ),
  // A limit is no option: 'sólo podrá presentar una proposición', 'no podrá ser menor a 18 meses'.
  cue(
    "obligacion",
    /(?<![\p{L}\d])(?:s[óo]lo|solamente|[úu]nicamente)\s+podr[áa]n?(?!\p{L})|\bno\s+podr[áa]n?\s+(?:ser\s+(?:menor|mayor|inferior|superior)|superar|exceder|rebasar)(?!\p{L})/iu,
    "Cada licitante sólo podrá presentar una proposición por partida.",
  ),
  // How long the offer holds: an offer that does not hold for the term is not admitted.
  cue(
    "obligacion",
    /(?<!garant[íi]as?\s+de\s+)\b(?:vigencia|validez|mantenimiento)\s+(?:m[íi]nima\s+)?de\s+(?:la\s+|las\s+|su\s+|sus\s+)?(?:ofertas?|propuestas?|proposici[óo]n(?:es)?|cotizaci[óo]n(?:es)?)(?!\p{L})/iu,
    "2).- Vigencia de la cotización: 30 días hábiles.",
  ),
  cue(
    "obligacion",
    /\b(?:(?:es|son|ser[áa]n?) necesari[oa]s?|se requier[ea]n?|se requerir[áa]n?)(?!\p{L})/iu,
    "Se requiere que el licitante cuente con un técnico certificado por el fabricante.",
  ),
  cue(
    "obligacion",
    /\b(presentar[áa]n?|acompañar[áa]n?|acreditar[áa]n?|aportar[áa]n?|adjuntar[áa]n?|como m[íi]nimo|como m[áa]ximo|al menos|afect(?:a|an|e|en|ar[áa]n?)\s+(?:directamente\s+)?(?:a\s+)?la\s+solvencia)/iu,
    "Los licitantes presentarán su propuesta en sobre cerrado.",
  ),
  // What the offer or the bidder will state, in the future ('La oferta especificará:', 'El licitante indicará…').
  cue(
    "obligacion",
    /\b(?:la|las|el|los|cada)\s+(?:ofertas?|propuestas?|proposici[óo]n(?:es)?|oferentes?|licitantes?|licitador(?:es)?|proponentes?|participantes?|concursantes?)\s+(?:\p{L}+\s+)?(?:especificar|contendr|incluir|indicar|consignar|adjuntar|acreditar|expresar)[áa]n?(?!\p{L})/iu,
    "La oferta especificará el precio unitario y el plazo de entrega.",
  ),
  // The bases' prescriptive future: what the bidder will do to make its bid ('Los licitantes enviarán su
  // proposición…', 'El proponente relacionará los contratos…') is a duty, though no 'deberá' says so; not
  // what is sent to it ('a los licitantes se les enviará un aviso').
  cue(
    "obligacion",
    /(?<!\ba\s)\b(?:el|la|los|las|cada)\s+(?:licitantes?|licitador(?:es)?|oferentes?|proponentes?|concursantes?|participantes?)(?:\s+(?!podr|deb|que\b|se\b|les?\b)\p{L}+){0,2}?\s+(?:enviar|entregar|relacionar|señalar|manifestar|firmar|cotizar|ofertar|ofrecer|integrar|anexar|exhibir|proporcionar|demostrar|comprobar|garantizar|mantener|sostener|describir|detallar|diligenciar|requisitar|rubricar|foliar)[áa]n?(?!\p{L})/iu,
    "Los licitantes enviarán su proposición a través de CompraNet, firmada con la e.firma vigente.",
  ),
  // And how the offer is written, in the passive of the same future ('Los precios se expresarán en pesos
  // mexicanos', 'La propuesta económica se integrará con el Formato PE-1').
  cue(
    "obligacion",
    /\b(?:la|las|el|los|cada)\s+(?:ofertas?|propuestas?|proposici[óo]n(?:es)?|cotizaci[óo]n(?:es)?|precios?)(?:\s+(?:t[ée]cnicas?|econ[óo]micas?|unitarios?))?\s+se\s+(?:presentar|entregar|enviar|expresar|cotizar|integrar|redactar|firmar|elaborar|formular|ajustar|acompañar)[áa]n?(?!\p{L})/iu,
    "Los precios se expresarán en pesos mexicanos, con dos decimales.",
  ),
  // Who may not bid: an impediment excludes the bidder ('No podrán contratar … los suspendidos').
  cue(
    "obligacion",
    /\bno podr[áa]n? (?:contratar|participar|concurrir|ofertar|presentar (?:ofertas?|propuestas?|proposici[óo]n(?:es)?))(?!\p{L})/iu,
    "No podrán contratar con el Sector Público las personas suspendidas en el Registro de Proveedores.",
  ),
  // A condition the bidder may not be in ('El proponente no podrá estar incurso en inhabilidades',
  // 'no podrá tener antecedentes'): being in it disqualifies.
  cue(
    "obligacion",
    /\bno podr[áa]n? (?:estar|tener|encontrarse|haber sido)\b/iu,
    "El representante legal no podrá tener antecedentes judiciales vigentes.",
  ),
  // The same condition denied to several ('Ni el proponente ni su representante podrán estar reportados').
  cue(
    "obligacion",
    /\bni\s[^.;]{1,80}?\bni\s[^.;]{1,80}?\bpodr[áa]n? (?:estar|tener|encontrarse|haber sido|contratar|participar)\b/iu,
    "Ni el proponente ni sus socios podrán estar incursos en causales de inhabilidad para contratar.",
  ),
  // The law's duty on the bidder ('los licitadores … estarán obligados a contar con…') is a condition of
  // aptitude; the same duty on the contractor belongs to the execution.
  cue(
    "obligacion",
    /\b(?:licitador(?:es)?|licitantes?|oferentes?|proponentes?)\b[^.;]{0,80}?\bobligad[oa]s?\s+a\b/iu,
    "Los licitadores con cincuenta o más trabajadores estarán obligados a contar con un plan de igualdad.",
  ),
  // What the buyer will require of the bidder or the awardee ('requerirá al adjudicatario para que
  // formalice el contrato en cinco días') is the bidder's duty, though the buyer is the subject.
  cue(
    "obligacion",
    /\b(?:requerir|intimar)[áa]n?\s+(?:al|a los|a la|a las)\s+(?:licitador|licitante|oferente|proponente|participante|concursante|adjudicatari|empresa|propuest)\p{L}*/iu,
    "La Mesa requerirá al licitador propuesto para que presente la documentación en diez días hábiles.",
  ),
  cue(
    "subsanacion",
    /\b(?:subsan(?:ar|e|en|arlos?|arlas?|aci[óo]n)|suplir su omisi[óo]n|para que los? corrija)\b/iu,
    "El licitante podrá subsanar los documentos faltantes dentro de los dos días hábiles siguientes.",
  ),
  // Who may bid: the conditions that follow bind every bidder.
  cue(
    "obligacion",
    /\bpodr[áa]n (?:optar|participar|concurrir)\b/iu,
    "Podrán participar las personas físicas o morales que cumplan los requisitos de estas bases.",
  ),
  // The same condition told as who may make an offer ('podrán presentar ofertas las personas naturales o
  // jurídicas con plena capacidad de obrar'): a condition of aptitude, not a bidder's option.
  cue(
    "obligacion",
    /\bpodr[áa]n\s+(?:presentar\s+(?:ofertas?|propuestas?|proposici[óo]n(?:es)?)|ofertar|cotizar)\s+(?:\p{L}+\s+){0,3}?(?:las|los)\s+personas\b/iu,
    "Podrán presentar ofertas las personas naturales o jurídicas con plena capacidad de obrar.",
  ),
  cue(
    "opcion",
    /\b((?<!\bno\s)(?:podr[áa]n?|pueden?)(?!\p{L})(?! (?:optar|participar|concurrir)\b)|opt(?:a|an|e|en|ase|asen|are|aren)\s+por\b|potestativ\w*|facultativ\w*|opcional\w*|ver (?:el )?anexo|exim\w*|exent\w*)/iu,
    "El oferente podrá presentar muestras si lo estima conveniente.",
  ),
  cue(
    "opcion",
    /\b(?:no proced\p{L}+|no se (?:exig(?:e|ir[áa])|requier(?:e|en)|requerir[áa]|solicit(?:a|ar[áa]))|no (?:es|son|ser[áa]n?) (?:necesari|obligatori|exigible)\p{L}*)/iu,
    "No procederá la constitución de garantía provisional por parte de los licitadores.",
  ),
  // A document or duty asked for only where it applies ('V. En su caso, presentar el documento que acredite
  // su estratificación como MIPYME', '… escrito de nacionalidad, en su caso.'): no bidder loses its bid for
  // lacking it, so it is no condition of every bid.
  cue(
    "opcion",
    /^\W*(?:(?:[\dIVXLC]{1,5}|[a-zñ])[.)-]+\s*)?(?:en su caso|de ser el caso|en caso de corresponder|de corresponder|cuando corresponda|si fuera el caso)(?!\p{L})|,\s*(?:en su caso|de ser el caso|cuando corresponda)\.?\s*$/iu,
    "V. En su caso, presentar copia del documento que acredite su estratificación como MIPYME.",
  ),
  // What the bases say costs no rejection ('La falta de presentación del escrito … no será motivo de
  // desechamiento', 'no será causa de descalificación'): missing it loses nothing, whatever section it is in.
  cue(
    "opcion",
    /\bno\s+(?:ser[áa]n?|constituir[áa]n?|se considerar[áa]n?|es|son)\s+(?:motivos?|causas?|causal(?:es)?)\s+(?:de|para)\s+(?:su\s+|la\s+)?(?:rechaz|desech|desestim|descalific|exclusi|inadmisi)\p{L}*/iu,
    "La omisión de la carta de interés no será motivo de desechamiento de la propuesta.",
  ),
  cue(
    "opcion",
    /(?<!\p{L})(?:su\s+)?omisi[óo]n(?!\p{L})[^.;]{0,60}?(?<!\p{L})no\s+(?:invalida(?:r[áa])?|afecta(?:r[áa])?)(?!\p{L})/iu,
    "Copia del certificado de empresa mexiquense vigente; la omisión de este certificado no invalida la propuesta.",
  ),
  // What only earns points or breaks a tie ('Para obtener el puntaje, el proponente presentará…'): no
  // bid is lost without it.
  cue(
    "puntaje",
    /\bpara (?:obtener|acceder a|recibir|optar a)\s+(?:el |la |los |las )?(?:puntaje|puntos?|puntuaci[óo]n|beneficio|preferencia)|\ba (?:los )?efectos de(?: la)? aplicaci[óo]n de (?:estos|los|dichos) criterios|\bpara (?:efectos|fines) (?:del|de) desempate/iu,
    "Para obtener el puntaje, el proponente presentará el certificado de la planta de producción.",
  ),
  // What bidding implies (accepting the bases) binds by itself: no bid is lost over it.
  cue(
    "opcion",
    /\b(?:implica|implicar[áa]|supone|significa|importa|constituye)\s+(?:la\s+|el\s+)?(?:plena\s+|pleno\s+)?(?:conocimiento|aceptaci[óo]n)|\bhabr[áa]n? consentido\b/iu,
    "La presentación de la propuesta implica la aceptación de todas las condiciones de las bases.",
  ),
  cue(
    "prerrogativa",
    /\bpodr[áa] (?:rechazar|desestimar|declarar|dejar sin efecto|adjudicar|acordar|modificar)|\bostenta la prerrogativa/iu,
    "La convocante podrá rechazar todas las propuestas sin responsabilidad.",
  ),
  // What the contractor does to perform the contract (deliver, install, withdraw, replace, repair): a
  // breach costs a penalty, not the bid. Handing in documents or a guarantee stays the awardee's condition.
  cue(
    "ejecucion",
    /\b(?:contratistas?|cocontratantes?|adjudicatari[oa]s?|proveedor(?:a|es)? adjudicad[oa]s?|licitantes? (?:adjudicad[oa]s?|ganador(?:es)?|que (?:haya sido|hubiere sido|resulte|result[óo]) adjudicad[oa]))\b[^.;]{0,60}?\b(?:(?:instalar|montar|retirar|reponer|sustituir|transportar|reparar|conservar)(?:[áa]n?)?|entregar(?:[áa]n?)?\s+(?:los|las|el|la)\s+(?:bienes|suministros?|productos|equipos|materiales|mercanc\p{L}+|art[íi]culos|elementos|trabajos|obras?))(?!\p{L})/iu,
    "El contratista deberá entregar los bienes en el almacén del municipio, en perfecto estado.",
  ),
  // How the contractor performs (keeps, reports, attends, trains, assigns staff, answers for): a breach costs
  // a penalty or the contract, not the bid. What the awardee hands in or signs before the contract (papers,
  // the guarantee, the signature itself) is the award's condition, read elsewhere.
  cue(
    "ejecucion",
    /\b(?:contratistas?|cocontratantes?|empresas? adjudicatarias?|adjudicatari[oa]s?|prestador(?:a|es)? del servicio|(?:el|la|los|las)\s+proveedor(?:a|es|as)?)\b[^.;]{0,40}?\b(?:deber[áa]n?|estar[áa]n? obligad[oa]s? a|se obliga(?:r[áa])? a)\s+(?:(?:en todo momento|asimismo|igualmente|tambi[ée]n),?\s+)?(?!(?:presentar|aportar|acreditar|constituir|entregar|firmar|formalizar|suscribir|depositar|exhibir|acudir|comparecer|inscribir|registrar|otorgar|ampliar|reponer|acompañar|remitir|justificar|allegar|adjuntar|integrar|incluir|ofrecer|ofertar|cotizar|proponer|manifestar|declarar|ser|estar|tener|contar)(?:se|lo|la|los|las)?(?!\p{L}))\p{L}{2,}(?:ar|er|ir)(?:se)?(?!\p{L})/iu,
    "El adjudicatario deberá mantener limpias las zonas de trabajo durante la prestación.",
  ),
  // The goods' delivery or replacement told of the goods ('Los bienes deberán entregarse en el Almacén
  // Central…', 'La entrega deberá realizarse en los centros…', 'Los equipos arrendados deberán ser
  // sustituidos…'), and the service's own performance ('El mantenimiento preventivo deberá realizarse cada
  // trimestre'): how the contract runs (the offer's delivery is not this).
  cue(
    "ejecucion",
    /^\W*(?:(?:[\dIVXLC]+|[a-zñ])[.)-]+\s*)*(?:(?:el|la|los|las)\s+(?:bienes|suministros?|productos|equipos|materiales|mercanc\p{L}+|art[íi]culos|elementos|insumos|mobiliario|veh[íi]culos|unidades)\b[^.;,]{0,40}?\b(?:deber[áa]n?\s+)?(?:entregar(?:se|[áa]n)|(?:ser|ser[áa]n?)\s+(?:entregad|sustituid|reemplazad|reparad|repuest)\p{L}*)|(?:el|la|los|las)\s+(?:mantenimientos?|servicios?|limpieza|vigilancia|fumigaci[óo]n|prestaci[óo]n)(?:\s+(?:preventivos?|correctivos?|del\s+servicio))?\b[^.;,]{0,40}?\b(?:deber[áa]n?\s+(?:realizarse|prestarse|efectuarse|llevarse\s+a\s+cabo)|se\s+(?:realizar|prestar|efectuar)[áa]n?)|la\s+entrega(?:\s+de\s+(?:los|las)\s+(?:bienes|suministros?|productos|equipos|materiales|mercanc\p{L}+|art[íi]culos|insumos))?\s+(?:deber[áa]\s+(?:realizarse|efectuarse|hacerse)|se\s+(?:realizar|efectuar|har)[áa]))(?!\p{L})/iu,
    "Los bienes deberán entregarse en el Almacén Central, en días hábiles de 9:00 a 14:00 horas.",
  ),
  // What is owed once the contract is signed ('dentro de los diez días naturales siguientes a la firma del
  // contrato'), and payment by estimates of the works done: the contract's life, not the bid's.
  cue(
    "ejecucion",
    /\b(?:siguientes?|posterior(?:es)?)\s+a\s+(?:la\s+)?(?:firma|suscripci[óo]n|formalizaci[óo]n)\s+del\s+contrato\b|\bse\s+pagar[áa]n\s+mediante\s+estimaciones\b|\b(?:despu[ée]s\s+de|tras)\s+(?:concluid|terminad|finalizad|vencid)[oa]\s+(?:la\s+vigencia|el\s+plazo)\s+del\s+contrato\b/iu,
    "El proveedor entregará el programa de mantenimiento dentro de los diez días naturales siguientes a la firma del contrato.",
    { name: "firmado" },
  ),
  // The service the contract buys, told by its response ('atender las incidencias en un plazo máximo de 48
  // horas', 'el tiempo de respuesta será de 4 horas'): how the contract runs, not a condition of the bid.
  cue(
    "ejecucion",
    /\b(?:atender|atenci[óo]n\s+de|resolver|solucionar|reparar|corregir)\s+(?:las?|los?|cualquier|toda)\s+(?:incidencias?|aver[íi]as?|fallas?|fallos?|reportes?|desperfectos?)(?!\p{L})|\btiempos?\s+(?:m[áa]ximos?\s+)?de\s+(?:respuesta|atenci[óo]n|soluci[óo]n|reparaci[óo]n)(?!\p{L})/iu,
    "El servicio técnico deberá atender las incidencias en un plazo máximo de 48 horas.",
  ),
  cue(
    "ejecucion",
    /\b(?:durante|a lo largo de|mientras dure)\s+(?:la|el|toda la|todo el)\s+(?:prestaci[óo]n(?:\s+del\s+servicio)?|vigencia del contrato|contrato|plazo de ejecuci[óo]n)\b/iu,
    "Durante la vigencia del contrato, las prendas defectuosas se repondrán sin coste en cuarenta y ocho horas.",
  ),
  cue(
    "ejecucion",
    /\b(penalidad|multa|rescisi[óo]n|resoluci[óo]n del contrato|durante la ejecuci[óo]n|ejecuci[óo]n del contrato|penas?\s+convencional(?:es)?|deductivas?|deducci[óo]n(?:es)?\s+(?:establecid|previst|correspondient|al\s+pago|de\s+pagos?)\p{L}*)/iu,
    "El retraso se sancionará con una multa del 1% diario.",
  ),
  // A special condition of execution (LCSP art. 202: 'Condición especial de ejecución: al menos el 30 % de la
  // plantilla…') binds the contractor while it performs, not the bid.
  cue(
    "ejecucion",
    /\bcondici[óo]n(?:es)?\s+especial(?:es)?\s+de\s+(?:la\s+)?ejecuci[óo]n\b/iu,
    "Condición especial de ejecución: al menos el 30 % de la plantilla adscrita será personal desempleado.",
  ),
  cue(
    "ejecucion",
    // What the contract's party owes once it is one ('ARTÍCULO 14: OBLIGACIONES DEL ADJUDICATARIO', 'Son
    // obligaciones del contratista:'): also read in the section's heading.
    /\bobligaciones\s+(?:generales\s+|espec[íi]ficas\s+)?(?:del|de la)\s+(?:contratista|adjudicatari[oa]|proveedor(?:a)?|prestatari[oa]|prestador(?:a)?)\b/iu,
    "Son obligaciones del contratista: atender los reclamos de la entidad en un día hábil.",
  ),
  cue(
    "ejecucion",
    /\b(subcontrat\p{L}*|factura(?:s|ci[óo]n)?\b|cesi[óo]n|ced(?:er|id[oa]s?)\b|transferid\p{L}*|indemniz\p{L}*)/iu,
    "El contratista deberá comunicar por escrito la intención de subcontratar parte de los trabajos.",
  ),
  // Papers shown when the goods are delivered ('presente los siguientes documentos en la entrega: contrato
  // (copia), remisión'): the contract's execution, not the bid's ('en la entrega de propuestas' is the bid).
  cue(
    "ejecucion",
    /(?<!\p{L})(?:present\p{L}*|exhib\p{L}*|acompañ\p{L}*)(?!\p{L})[^.;]{0,80}?(?<!\p{L})(?:en|al momento de|el d[íi]a de)\s+la\s+entrega(?!\s+de\s+(?:las?\s+|los?\s+|sus?\s+)?(?:propuestas?|proposici|ofertas?|sobres?|documentaci|muestras?))(?!\p{L})/iu,
    "Será necesario que el proveedor presente los siguientes documentos en la entrega de los bienes: copia del contrato.",
  ),
  cue(
    "ejecucion",
    /^\W*(?:[a-zñ]\)\s*)?(?:en|al momento de|el d[íi]a de)\s+la\s+entrega(?!\s+de\s+(?:las?\s+|los?\s+|sus?\s+)?(?:propuestas?|proposici|ofertas?|sobres?|documentaci|muestras?))(?!\p{L})/iu,
    "g) En la entrega, deberá estar presente un representante del proveedor debidamente acreditado.",
  ),
  // Owed after the award: by the awardee or contractor named as such, or at a stage after it (the
  // contract's signing, the performance guarantee, the goods' acceptance). Phase 8 lists these apart.
  cue(
    "posterior",
    /\b(?:el|la|los|las|al|del)\s+(?:adjudicatari[oa]s?|contratistas?|cocontratantes?|(?:proveedor(?:es)?|licitantes?|participantes?|oferentes?|proponentes?|empresas?)\s+(?:adjudicad[oa]s?|ganador(?:es|as?)?)|proveedor(?:es)?)(?!\p{L})/iu,
    "El licitante adjudicado deberá presentar los documentos originales para su cotejo.",
  ),
  cue(
    "posterior",
    /\b(?:firma|suscripci[óo]n|formalizaci[óo]n|perfeccionamiento|renegociaci[óo]n|rehabilitaci[óo]n)\s+del\s+contrato\b|\brecepci[óo]n\s+(?:definitiva|provisori[ao]|provisional)\b|\bgarant[íi]as?\s+(?:de\s+(?:fiel\s+)?cumplimiento|(?:de|del|por|contra)\s+(?:los\s+|el\s+)?(?:anticipos?|vicios\s+ocultos|defectos))\b|\bnotificaci[óo]n\s+(?:del\s+fallo|de\s+la\s+adjudicaci[óo]n)\b|\borden\s+de\s+compra\b/iu,
    "Dentro de los diez días naturales siguientes a la firma del contrato se entregará la garantía de cumplimiento.",
  ),
  // A duty whose term is the contract's signing or the fallo ('antes de la firma del contrato'): only the
  // winner ever meets it, even when the bases say 'los licitantes'. Named 'plazo': it stands over the
  // bidders' names, not over the offer's ('con su proposición').
  cue(
    "posterior",
    /\b(?:antes|previo|previamente|con anterioridad)\s+(?:de|a)\s+(?:la\s+)?(?:firma|suscripci[óo]n|formalizaci[óo]n)\s+del\s+contrato\b|\b(?:siguientes?|posterior(?:es)?)\s+a\s+la\s+(?:notificaci[óo]n|emisi[óo]n|comunicaci[óo]n)\s+del\s+fallo\b/iu,
    "Los licitantes deberán registrarse en el Registro Único de Proveedores y Contratistas (RUPC) antes de la firma del contrato.",
    { name: "plazo" },
  ),
  // How the procedure runs: its mode and the channels it refuses. Binding, but the bidder covers it by
  // taking part the way it says, not with a document: phase 8 lists it for information.
  cue(
    "procedimiento",
    /\b(?:la\s+presente|esta|el\s+presente|este)\s+(?:licitaci[óo]n|convocatoria|procedimiento|invitaci[óo]n|concurso)(?:\s+p[úu]blica)?\s+(?:ser[áa]|es)\s+(?:de\s+car[áa]cter\s+)?(?:electr[óo]nic[ao]|presencial|mixt[ao])\b/iu,
    "La presente licitación es electrónica: los licitantes sólo podrán participar en forma electrónica a través de CompraNet.",
  ),
  cue(
    "procedimiento",
    /\bno\s+se\s+(?:aceptar[áa]n?|recibir[áa]n?|admitir[áa]n?)\s+(?:las\s+|la\s+)?(?:proposici[óo]n(?:es)?|propuestas?|ofertas?)\s+(?:enviadas?\s+|remitidas?\s+)?(?:por|a\s+trav[ée]s\s+de|mediante)\s+(?:el\s+)?(?:servicio\s+postal|mensajer[íi]a|correo\s+(?:postal|certificado))\b/iu,
    "No se aceptarán proposiciones enviadas por servicio postal o mensajería.",
  ),
  // Who may not take part: the bidder must not be among them (its declaration proves it where asked).
  cue(
    "impedimento",
    /\bno\s+podr[áa]n?\s+(?:participar|presentar\s+(?:proposici[óo]n(?:es)?|propuestas?|ofertas?)|contratar)(?!\p{L})[^.;]*\b(?:supuestos|impedid\p{L}*|inhabilitad\p{L}*|sancionad\p{L}*)/iu,
    "No podrán participar las personas que se encuentren en los supuestos del artículo 51 y penúltimo párrafo del artículo 78 de la Ley de Obras Públicas.",
  ),
];
