/**
 * The procedure's side of the vocabulary: calendar events, evaluation methods, table columns, where the
 * events are held, and what makes a document a procurement procedure's bases. Joined into VOCABULARY
 * (tender-vocabulary.ts), whose test runs every example.
 */
import { type Cue, column, cue, DURATION_SOURCE, event, method, tender } from "./vocabulary-cue";

export const PROCEDURE_VOCABULARY: Cue[] = [
  // Calendar events, each under its own name.
  event(
    "Publicación de la convocatoria",
    /\bpublicaci[óo]n de la (?:convocatoria|licitaci[óo]n)|\bfecha de publicaci/iu,
    "Fecha de publicación de la convocatoria: 3 de marzo de 2025.",
  ),
  event(
    "Publicación de la convocatoria",
    // A rule or agreement published in the gazette ('…las reglas…, publicado en el Diario Oficial de la
    // Federación de fecha 28 de junio de 2017') dates no event of the tender: the convocatoria is named.
    /\b(?:convocatoria|licitaci[óo]n) se public(?:[óo]|ar[áa])(?!\p{L})|\b(?:convocatoria|licitaci[óo]n)\b[^.;]{0,80}?\bpublicad[ao] en (?:compranet|el diario oficial)/iu,
    "La convocatoria se publicó en CompraNet el 2 de marzo de 2026.",
  ),
  // A notice's own publication on the procurement platform (a law is published in a gazette, not here).
  event(
    "Publicación de la convocatoria",
    /\bpublicad[ao] en (?:la plataforma de contrataci[óo]n|el perfil del? contratante|secop)/iu,
    "Publicado en la Plataforma de Contratación del Sector Público el 12-01-2026 a las 10:15 horas.",
  ),
  event(
    "Observaciones al proyecto de pliego",
    /\bobservaciones al proyecto de pliego\b/iu,
    "Las observaciones al proyecto de pliego se recibirán del 9 al 19 de febrero de 2026.",
  ),
  event(
    "Límite para adquirir las bases",
    /\b(?:obtenci[óo]n|adquisici[óo]n|venta|compra|retiro|pago) (?:de (?:los |las )?(?:pliegos|bases)|del pliego)\b/iu,
    "Plazo de obtención de pliegos: hasta el 15/02/2026 a las 23:59 horas.",
  ),
  // Told of the bases themselves, on the days they are sold ('Las bases están disponibles para su venta el día
  // 18 y 19 de marzo…'); without a day it is the office's hours, no event.
  event(
    "Límite para adquirir las bases",
    /\b(?:bases|pliegos?)\b[^.;]{0,40}?\b(?:disponibles?|a la venta|para su (?:venta|consulta|adquisici[óo]n))\b(?=[^.;]{0,40}?\b\d{1,2} de \p{L})/iu,
    "Las bases están disponibles para su venta el día 18 y 19 de marzo de 2025, de 10:00 a 13:00 horas.",
  ),
  event(
    "Visita al sitio",
    /\bvisita\b/iu,
    "La visita al sitio de los trabajos será el 10 de marzo de 2025 a las 10:00 horas.",
  ),
  event(
    "Límite para enviar preguntas",
    /\b(?:preguntas|consultas|solicitudes de aclaraci[óo]n)\b.*\b(?:hasta|a m[áa]s tardar|l[íi]mite)|\b(?:hasta|a m[áa]s tardar|l[íi]mite)\b.*\b(?:preguntas|consultas)\b|\b(?:preguntas|dudas|consultas)\b[^.]{0,120}?\b\d{1,3} (?:\(\p{L}+\) )?horas (?:previ[oa]s?|antes)\b/iu,
    "Las preguntas se recibirán hasta el 11 de marzo de 2025 a las 14:00 horas.",
  ),
  event(
    "Junta de aclaraciones",
    /\bjunta de aclaraciones\b/iu,
    "La junta de aclaraciones se celebrará el 12 de marzo de 2025 a las 11:00 horas.",
  ),
  // The deadline to submit, where the opening is another act ('Plazo de presentación de ofertas: hasta el
  // 16/02/2026 a las 14:00 horas'); a Mexican 'acto de presentación y apertura' is one act.
  event(
    "Límite para presentar proposiciones",
    /\b(?:(?:plazo|fecha l[íi]mite|t[ée]rmino) (?:de|para) (?:la )?(?:presentaci[óo]n|recepci[óo]n|presentar)(?: de)?|recepci[óo]n de) (?:las |la |sus |su )?(?:proposici[óo]n(?:es)?|ofertas?|propuestas?)(?!\p{L})(?! y apertura)/iu,
    "Plazo de presentación de ofertas: hasta el 16/02/2026 a las 14:00 horas.",
  ),
  // The same deadline told as what the bidder must do by a date ('Las proposiciones deberán presentarse a
  // más tardar el…', 'Los oferentes entregarán su oferta hasta el…'): the offer itself, not a document.
  event(
    "Límite para presentar proposiciones",
    /\b(?:(?:ofertas?|propuestas?|proposici[óo]n(?:es)?)\s+(?:\p{L}+\s+){0,2}?(?:presentar|entregar|enviar|remitir|recibir)\p{L}*|(?:presentar|entregar|enviar|remitir)\p{L}*\s+(?:su|sus|la|las|el|los)\s+(?:ofertas?|propuestas?|proposici[óo]n(?:es)?))\s+(?:[^.;]{0,40}?\s)?(?:hasta|a m[áa]s tardar|antes del?)(?!\p{L})/iu,
    "Los oferentes entregarán su oferta hasta el 9 de abril de 2026 a las 11:00 horas.",
  ),
  // Each envelope opened on its own day ('Apertura del sobre 2 … el día 20/02/2026'): the buyer's act,
  // named on the calendar by its number.
  event(
    "Apertura del sobre",
    /\bapertura del sobre\b/iu,
    "Apertura del sobre 2 (criterios sujetos a juicio de valor): el día 20/02/2026 a las 10:00 horas.",
  ),
  event(
    "Entrega de muestras",
    /\b(?:entregar|presentar|entrega de|presentaci[óo]n de|recepci[óo]n de)\s+(?:las\s+)?muestras\b/iu,
    "Los licitantes deberán entregar muestras físicas de las partidas 3 y 7 a más tardar el 2 de marzo de 2026.",
  ),
  event(
    "Presentación y apertura de proposiciones",
    /\b(?:apertura|presentaci[óo]n) de (?:las |la |los |el )?(?:proposici[óo]n(?:es)?|ofertas?|propuestas?|sobres)(?!\p{L})|\bacto de apertura/iu,
    "El acto de presentación y apertura de proposiciones será el 20 de marzo de 2025.",
  ),
  event(
    "Presentación y apertura de proposiciones",
    /\b(?:recepci[óo]n de (?:los |las )?sobres|entrega de (?:las |la |los |el )?(?:proposici[óo]n(?:es)?|ofertas?|propuestas?|sobres?))(?!\p{L})|\bfecha (?:y hora )?de apertura\b|^\s*apertura\s*[:\-–]/imu,
    "FECHA DE APERTURA: 15/03/2025 - 10:00 hs.",
  ),
  // Colombia's 'cierre' (del proceso, de la licitación) is the deadline for offers, read at the same act.
  // Said with a verb ('Las propuestas se entregarán en sobre cerrado el 3 de marzo', 'los licitantes
  // presentarán sus proposiciones el día…').
  event(
    "Presentación y apertura de proposiciones",
    /(?<!\p{L})(?:proposici[óo]n(?:es)?|ofertas?|propuestas?|sobres?)\s+(?:se\s+)?(?:entregar[áa]n?|recibir[áa]n?|presentar[áa]n?)(?!\p{L})|(?<!\p{L})(?:entregar[áa]n?|presentar[áa]n?)\s+(?:sus|las)\s+(?:proposici[óo]n(?:es)?|ofertas?|propuestas?)(?!\p{L})/iu,
    "Las propuestas se entregarán en sobre cerrado el 3 de marzo de 2026 a las 10:00 horas.",
  ),
  event(
    "Presentación y apertura de proposiciones",
    /\b(?:cierre del (?:proceso|concurso|plazo)|cierre de la (?:licitaci[óo]n|convocatoria|invitaci[óo]n)|fecha (?:y hora )?de cierre)\b/iu,
    "Fecha de cierre de la licitación: 14 de julio de 2026, 9:00 a. m.",
  ),
  event("Fallo", /\b(?:fallo|adjudicaci[óo]n)\b/iu, "El fallo se dará a conocer el 27 de marzo de 2025."),
  event(
    "Firma del contrato",
    /\b(?:firma|formalizaci[óo]n|suscripci[óo]n) del contrato\b/iu,
    "La firma del contrato será el 31 de marzo de 2025.",
  ),
  event(
    "Entrega de garantías",
    /\b(?:garant[íi]a|fianza)s?\b.*\b(?:entreg|present|constitu)\p{L}*/iu,
    "La garantía de cumplimiento se entregará a más tardar el 5 de abril de 2025.",
  ),
  event(
    "Inicio de los trabajos",
    /\binicio de (?:los trabajos|la obra|los servicios)\b/iu,
    "La fecha de inicio de los trabajos será el 7 de abril de 2025.",
  ),
  event(
    "Inicio de los trabajos",
    /\binicio de (?:los trabajos|la obra|los servicios)\b/iu,
    "La fecha estimada de inicio de los trabajos será el 1 de abril de 2026 y el plazo de ejecución será de 120 días naturales.",
  ),
  event(
    "Entrega",
    /\b(?:entrega de (?:los )?(?:bienes|productos|equipos|suministros)|lugar de entrega|plazo de entrega|terminaci[óo]n de los trabajos)\b/iu,
    "El plazo de entrega será de noventa (90) días corridos.",
  ),
  cue(
    "duracion",
    /\b(?:mantenimiento de (?:la )?oferta|validez de (?:la )?(?:oferta|propuesta)|vigencia de (?:la )?(?:oferta|propuesta|contrato)|duraci[óo]n del contrato|plazo de ejecuci[óo]n)\b/iu,
    "El plazo de mantenimiento de oferta será de sesenta (60) días.",
  ),
  // A duration that measures the bidder or the goods: experience, seniority, a battery's autonomy.
  cue(
    "medida",
    new RegExp(
      `(?:${DURATION_SOURCE})\\s+(?:de\\s+)?(?:experiencia|antig[üu]edad|trayectoria|ejercicio profesional)(?!\\p{L})|\\b(?:experiencia|antig[üu]edad)\\s+(?:m[íi]nima\\s+|comprobable\\s+|acreditable\\s+)?(?:de|no menor a|mayor a|superior a)\\s+(?:al menos\\s+)?(?:${DURATION_SOURCE})`,
      "iu",
    ),
    "Personal técnico: un ingeniero responsable del servicio, con tres años de experiencia en jardinería.",
  ),
  cue(
    "medida",
    new RegExp(`\\b(?:bater[íi]as?|autonom[íi]a)\\b[^.;]{0,40}?(?:${DURATION_SOURCE})`, "iu"),
    "Computadores portátiles con batería de 8 horas de autonomía y garantía del fabricante.",
  ),
  // A look-back window over the bidder's record ('contratos … en los últimos cinco años'): no term to meet.
  cue(
    "medida",
    new RegExp(
      `\\b(?:los|las)\\s+(?:[úu]ltim[oa]s\\s+(?:${DURATION_SOURCE})|(?:${DURATION_SOURCE})\\s+anteriores)`,
      "iu",
    ),
    "El licitante deberá acreditar contratos de recolección con municipios en los últimos cinco años.",
  ),

  // Evaluation methods.
  cue(
    "mencion",
    /\b(?:sin perjuicio|salvo|excepto|a excepci[óo]n)\b|\b(?:en|para) (?:los|aquellos) (?:procedimientos|casos|contratos|supuestos)\b|\ben (?:el|los) casos? (?:de|en que)\b|\bcuando\b|\bsi (?:la|el|se)\b/iu,
    "Ninguna oferta podrá ser desestimada en el acto de apertura, sin perjuicio de lo dispuesto para los procedimientos realizados con la modalidad de subasta inversa.",
  ),
  method("subasta", /\bsubasta\b/iu, "La adjudicación se hará mediante subasta inversa electrónica."),
  method(
    "costo-beneficio",
    /\bcosto[- ]beneficio\b/iu,
    "Se utilizará el criterio de evaluación costo-beneficio.",
  ),
  method(
    "puntos y porcentajes",
    /\bpuntos y porcentajes\b|\bhasta \d+ puntos\b/iu,
    "La evaluación será por puntos y porcentajes.",
  ),
  method(
    "binario",
    /\bbinari[oa]\b|\bcumple\s*\/\s*no cumple\b/iu,
    "Se aplicará el criterio de evaluación binario.",
  ),
  method(
    "precio más bajo",
    // Adopted by the award ('se adjudicará … menor precio', 'criterio del precio más bajo'): a lowest
    // price named elsewhere (the offers within 5 % of it may improve) is no method, nor is a price
    // formula's lowest offer ('evaluación del precio: P = 55 × (Oferta más baja / Oferta evaluada)').
    /\b(?:adjudicar\p{L}*|adjudicaci[óo]n|criterio|evaluar[áa]n?|evaluaci[óo]n)(?!\p{L})[^.=×]{0,160}?(?:\b(?:precio|oferta|propuesta|proposici[óo]n) (?:m[áa]s baj[oa]|solvente m[áa]s baj[oa])\b|\bmenor precio\b|\bprecio sea el m[áa]s bajo\b)|(?<!\p{L})[úu]nico criterio\b.*\bprecio\b/iu,
    "Se adjudicará a la oferta de menor precio.",
  ),

  method(
    "puntos y porcentajes",
    /\bfactores de (?:ponderaci[óo]n|calificaci[óo]n|evaluaci[óo]n)\b/iu,
    "La Entidad evaluará las ofertas con base en los siguientes factores de ponderación.",
  ),
  method(
    "puntos y porcentajes",
    // Spain's award on several criteria: each criterion is worth points (LCSP art. 145-146).
    /\bmejor relaci[óo]n calidad[- ]precio\b|\bvarios\s+criterios\s+de\s+adjudicaci[óo]n\b/iu,
    "El contrato se adjudicará a la oferta con la mejor relación calidad-precio, según los criterios de la cláusula 15.",
  ),
  // Argentina's award without points ('se adjudicará a la oferta más conveniente', 'presente la propuesta
  // más conveniente'), not what the particular conditions will state ('el criterio para determinar la
  // oferta más conveniente'): weakest, so any method the bases name outright wins over it.
  method(
    "oferta más conveniente",
    /\b(?:presente|presenten|resulte|resulten|sea|adjudicar[áa]n?\s+a|adjudicaci[óo]n\s+a|recaer[áa]\s+(?:en|sobre))\s+(?:la|las)\s+(?:ofertas?|propuestas?|proposici[óo]n(?:es)?)(?:\s+solventes?)?\s+m[áa]s\s+convenientes?\b/iu,
    "La adjudicación se realizará al oferente que cumpla los requisitos y presente la propuesta más conveniente.",
  ),

  // Table columns, read on the header cell without spaces or accents; events first, then roles.
  // Colombia (a SECOP II cronograma names each stage): before the general cues that would take them
  // ('publicación del informe de evaluación' is no call's publication, 'aclaración' in the risks hearing).
  column(
    "Observaciones al informe de evaluación",
    /observacion\w*informe/u,
    "OBSERVACIONES AL INFORME DE EVALUACIÓN",
  ),
  column("Informe de evaluación", /informe\w*evaluacion/u, "PUBLICACIÓN DEL INFORME DE EVALUACIÓN"),
  column(
    "Respuesta a las observaciones",
    /^respuesta\w*observacion/u,
    "RESPUESTA A LAS OBSERVACIONES AL PROYECTO DE PLIEGO",
  ),
  column(
    "Observaciones al proyecto de pliego",
    /observacion\w*proyecto/u,
    "PLAZO PARA PRESENTAR OBSERVACIONES AL PROYECTO DE PLIEGO",
  ),
  column(
    "Observaciones al pliego definitivo",
    /observacion\w*pliego/u,
    "PLAZO MÁXIMO PARA PRESENTAR OBSERVACIONES AL PLIEGO DE CONDICIONES DEFINITIVO",
  ),
  column(
    "Publicación del proyecto de pliego",
    /proyectodepliego|prepliego/u,
    "PUBLICACIÓN DEL PROYECTO DE PLIEGO DE CONDICIONES",
  ),
  column(
    "Apertura del proceso y pliego definitivo",
    /pliego(?:decondiciones)?definitivo|(?:acto|resolucion)(?:administrativo)?deapertura/u,
    "EXPEDICIÓN DEL ACTO DE APERTURA Y PUBLICACIÓN DEL PLIEGO DEFINITIVO",
  ),
  column(
    "Audiencia de asignación de riesgos",
    /riesgos/u,
    "AUDIENCIA DE ASIGNACIÓN DE RIESGOS Y ACLARACIÓN DEL PLIEGO",
  ),
  column("Límite para expedir adendas", /adendas?/u, "PLAZO MÁXIMO PARA EXPEDIR ADENDAS"),
  column("Publicación de la convocatoria", /^avisodeconvocatoria/u, "AVISO DE CONVOCATORIA"),
  column(
    "Apertura de propuestas técnicas",
    /apertura\w*sobre(?:no\.?)?(?:1|uno)(?!\d)|apertura\w*habilitante/u,
    "APERTURA DEL SOBRE 1 (HABILITANTES Y TÉCNICO)",
  ),
  column(
    "Fallo",
    /^(?:audiencia\w*)?adjudicacion/u,
    "AUDIENCIA DE ADJUDICACIÓN Y APERTURA DEL SOBRE 2 (ECONÓMICO)",
  ),
  column("Presentación y apertura de proposiciones", /^cierre/u, "CIERRE DEL PROCESO"),
  column("Publicación de la convocatoria", /publicacion/u, "FECHA DE PUBLICACIÓN"),
  column(
    "Límite para adquirir las bases",
    /(?:adquirir|venta|compra|consulta|obtener|pago)\w*bases/u,
    "FECHA LÍMITE PARA ADQUIRIR LAS BASES",
  ),
  column("Visita al sitio", /visita/u, "VISITA DE OBRA"),
  column("Junta de aclaraciones", /aclaracio/u, "JUNTA DE ACLARACIO NES"),
  column("Límite para enviar preguntas", /(?:preguntas|consultas)/u, "LÍMITE PARA ENVIAR PREGUNTAS"),
  // Where the column says the proposals are handed in at the technical opening, it is the submission.
  column(
    "Presentación y apertura de proposiciones",
    /^(?:fechade)?presentacion\w*apertura\w*tecnica/u,
    "PRESENTACIÓN Y APERTURA TÉCNICA",
  ),
  column("Apertura de propuestas técnicas", /apertura\w*tecnica/u, "APERTURA PROPUEST A TÉCNICA"),
  column("Apertura de propuestas económicas", /apertura\w*economica/u, "APERTURA PROPUESTA ECONÓMICA"),
  column(
    "Presentación y apertura de proposiciones",
    /(?:presentacion|apertura)\w*(?:proposicion|propuesta|oferta|sobre)/u,
    "PRESENTACIÓN Y APERTURA DE PROPOSICIONES",
  ),
  // The buyer's analysis and opinion before the award ('ANÁLISIS Y DICTAMEN DE ADJUDICACIÓN'): its report.
  column("Informe de evaluación", /^(?:analisis\w*)?dictamen/u, "ANÁLISIS Y DICTAMEN DE ADJUDICACIÓN"),
  column("Fallo", /fallo|adjudicacion/u, "FALLO DE LA LICITACIÓN"),
  column("Firma del contrato", /firma\w*contrato/u, "FIRMA DEL CONTRATO"),
  column("Inicio de los trabajos", /^(?:fechade)?inicio/u, "INICIO DE OBRA"),
  column("Terminación de los trabajos", /^(?:fechade)?termin/u, "TÉRMINO DE OBRA"),
  column("acto", /^(?:acto|evento|etapa|actividad|concepto del acto)s?$/u, "ACTO"),
  column(
    "número",
    /^(?:no|num|numero|n°|nº)(?:\.|de|$)|^(?:partida|item|renglon|lote|clave|codigo|consecutivo|progresivo)/u,
    "No. de partida",
  ),
  column(
    "especificación",
    /especificacion|caracteristica|dimensiones|requerimiento/u,
    "ESPECIFICACIONES TÉCNICAS MÍNIMAS",
  ),
  column(
    "descripción",
    /descripcion|concepto|detalle|^(?:bien|producto|articulo|obra|servicio|material|insumo|nombre|plantas)/u,
    "DESCRIPCIÓN DEL BIEN",
  ),
  column(
    "unidad",
    /^(?:unidad(?:demedida)?|u\.?m\.?|unid\.?|und\.?|un\.?|uds?\.?|u\.?|medida)$/u,
    "UNIDAD DE MEDIDA",
  ),
  column("cantidad", /^cant|cantidad|^unidades$|^piezas$|^volumen/u, "Cant."),
  column("precio", /precio|importe|monto|valor|costo|total|^vr\.?|unitario|^p\.?u\.?$/u, "PRECIO UNITARIO"),
  column("rubro", /^(?:sub)?rubros?$|^criterios?(?:de(?:evaluacion)?)?$|^aspectos?(?:aevaluar)?$/u, "RUBRO"),
  column("puntos", /^(?:puntos|puntaje|puntuacion|ponderacion|pts\.?)(?:maximos?|asignados?)?$/u, "PUNTOS"),
  column("fecha", /^fecha/u, "FECHA"),
  column("hora", /^hora|^horario/u, "HORA"),
  column("lugar", /^lugar|^sede|^domicilio/u, "LUGAR"),
  // A table of requirements: each line is one thing the bid must hold, figures or not.
  column(
    "requisito",
    /^requisitos?(?:habilitantes?|minimos?|solicitados?|exigidos?|tecnicos?|legal(?:es)?)?$|^documentos?(?:solicitados?|requeridos?|aentregar|apresentar)?$|^documentacion(?:solicitada|requerida)?$/u,
    "REQUISITO",
  ),
  column(
    "acreditación",
    /^documentos?(?:con)?que(?:lo|la|los|las)?acredita|^(?:formade|mediode)?acreditacion|^soportes?$/u,
    "Documento que lo acredita",
  ),
  // A risk matrix: a risk the contractor bears is priced in the offer.
  column("riesgo", /^riesgos?(?:previsibles?|identificados?)?$|^tipificacion/u, "RIESGO"),
  column("asignación", /^asignacion|^asignadoa|^(?:parte)?responsable$/u, "ASIGNACIÓN"),
  column("forma", /^forma(?:depresentacion|deentrega)?$|^(?:sobre|ubicacion)$/u, "Forma de entrega"),

  // Where the events are held.
  cue(
    "lugar",
    /\b(?:se (?:llevar[áa]n? a cabo|realizar[áa]n?|celebrar[áa]n?|efectuar[áa]n?)|tendr[áa]n? lugar)(?: de forma \p{L}+ y se llevar[áa]n? a cabo)?\s+en\s+(?!(?:funci[óo]n|caso|forma|t[ée]rminos?|tiempo|apego|base|su caso|los t[ée]rminos|la forma|el (?:plazo|t[ée]rmino|momento))(?!\p{L}))(?:(?:el|la|los|las)\s+)?(?=\p{L}|\d)/iu,
    "Todos los eventos se llevarán a cabo en la sala de juntas de la convocante, Av. Juárez 100.",
  ),
  cue(
    "lugar",
    /\ben\s+(?=(?:la|el|las|los)\s+(?:sala|oficinas?|auditorio|domicilio|instalaciones|direcci[óo]n|recinto|edificio|aula|almac[ée]n)\b)/iu,
    "La junta de aclaraciones se celebrará el 12 de marzo de 2025 en la sala de juntas.",
  ),
  // A site visit starts from somewhere ('…partiendo de las oficinas de la Residencia de Obra').
  cue(
    "lugar",
    /\b(?:partiendo|saliendo) (?:de|desde)\s+(?:(?:el|la|los|las)\s+)?(?=\p{L})/iu,
    "La visita al sitio se realizará el 9 de marzo de 2026 a las 10:00 horas, partiendo de las oficinas de la Residencia de Obra.",
  ),

  // What a procurement procedure's bases carry (an award of prizes, a job call or a report does not).
  tender(
    "número de procedimiento",
    /\b(?:licitaci[óo]n|convocatoria|expediente|expte\.?|procedimiento|concurso|invitaci[óo]n)\b[^\n]{0,80}?\b[A-Z0-9]{2,}[-/][A-Z0-9/-]*\d/iu,
    "Licitación Pública Nacional No. LA-009000987-E12-2025.",
  ),
  // CompraNet and state numbering ('LO-009J2M002-E15-2026', 'LOE-CAPDAM-F5-20'), even without a label.
  tender(
    "número de procedimiento",
    /\b(?:L[AOP]E?|LPN|LPI|[AI][AO]|AD)-[A-Z0-9]{2,}-/u,
    "Obra LOE-CAPDAM-F5-20: sustitución del subcolector.",
  ),
  tender(
    "objeto",
    /\bobjeto (?:de la|del|de los)\b|\bse (?:convoca|llama) a (?:licitaci[óo]n|concurso|las personas|los interesados)|\bllama a licitaci[óo]n|\b(?:adquisici[óo]n|suministro|contrataci[óo]n|ejecuci[óo]n) de (?:la |las |los )?(?:obras?|bienes|servicios|trabajos|equipos?)|\bdescripci[óo]n (?:general )?de (?:la |las |los )?(?:obras?|trabajos|servicios|bienes)/iu,
    "El objeto de la licitación es la adquisición de servidores.",
  ),
  tender(
    "presentación de propuestas",
    /\b(?:presentaci[óo]n|apertura|recepci[óo]n) de (?:las )?(?:proposiciones|propuestas|ofertas|sobres)|\blicitantes?\b|\boferentes?\b|\blicitador(?:es)?\b/iu,
    "La presentación de proposiciones será el 20 de marzo.",
  ),
  tender(
    "adjudicación",
    /\badjudica(?:ci[óo]n|r(?:[áa]n?)?|do|taria?o?)(?![\p{L}\d])|\bfallo\b|\bcontrato\b/iu,
    "El fallo se dará a conocer en junta pública.",
  ),
];
