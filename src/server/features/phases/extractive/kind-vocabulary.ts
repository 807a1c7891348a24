/**
 * The kinds of a phase-1 point as the bases' words tell them, narrowest first: one cue per line, each
 * with an example sentence (tender-vocabulary.test.ts runs every one). Joined into VOCABULARY
 * (tender-vocabulary.ts), which the rules read.
 */
import { TECHNICAL_VOCABULARY } from "./technical-vocabulary";
import { type Cue, DATE_SOURCE, DURATION_SOURCE, kind } from "./vocabulary-cue";

export const KIND_VOCABULARY: Cue[] = [
  // Kinds, narrowest first.
  kind(
    "causal_rechazo",
    // Not the bids an act records as already rejected ('…así como las que hubiesen sido desechadas y las
    // causas que motivaron su descalificación'), nor the official empowered to reject ('el único facultado
    // para aceptar o desechar las propuestas').
    /(?<!\b(?:hubier|hubies)[ae]n?\s+sido\s+|\bhayan?\s+sido\s+|\bfacultad[oa]s?\s+(?:para|de)\s+(?:aceptar\s+o\s+)?|\bmotiv\p{L}*\s+(?:su|la|el)\s+)\b(rechaz\w*|desech\w*|desestim\w*|descalific\w*|inadmisi\w*|inadmit\w*|nulidad de la oferta)/iu,
    "Se desechará la propuesta que no incluya el Anexo 3.",
    "fuerte",
  ),
  kind(
    "causal_rechazo",
    // Not what a law leaves outside its scope ('los contratos no excluidos por el artículo 3'): no bidder or
    // offer is put out.
    /\b((?<!\b(?:IVA|impuestos?|no)\s)exclu(?:id|sió|ye|ir)\p{L}*(?!\p{L})(?!\s+(?:social|(?:el\s+)?IVA|(?:los\s+)?impuestos?|(?:expresamente\s+)?(?:por|de)\s+(?:el|la|los|las|su)\s+(?:art[íi]culos?|ley|reglamento|decreto|[áa]mbito)))|no ser[áa]n? (?:admitid|aceptad|considerad|tenid)\w*|no ser[áa]n? tomad[oa]s? en (?:cuenta|consideraci[óo]n)(?!\s+(?:los|las)\s+d[íi]as)|no admisi[óo]n)/iu,
    "Las ofertas recibidas fuera de plazo no serán admitidas.",
    "fuerte",
  ),
  kind(
    "causal_rechazo",
    /\b(causa(?:l|les)? de (?:rechazo|exclusi)|ser[áa] motivo de|bajo pena de|so pena de)/iu,
    "Toda la documentación se firmará bajo pena de inadmisibilidad.",
    "fuerte",
  ),
  // Colombia's 'requisitos habilitantes': a bidder declared not qualified ('no habilitado', 'no hábil') is out,
  // its offer not evaluated; and what cannot be cured after the close ('No serán subsanables…') rejects.
  kind(
    "causal_rechazo",
    /\b(?:declarad[oa]s?|calificad[oa]s?|se declarar[áa]n?)\s+(?:como\s+)?(?:no\s+h[áa]bil(?:es)?|no\s+habilitad[oa]s?|inh[áa]bil(?:es)?|no\s+admisibles?|no\s+cumple)(?!\p{L})|\bno\s+ser[áa]n?\s+evaluad[oa]s?(?!\p{L})|\bno\s+(?:ser[áa]n?|son|es)\s+subsanables?(?!\p{L})/iu,
    "El proponente que no acredite la experiencia mínima será declarado no habilitado.",
    "fuerte",
  ),
  kind(
    "causal_rechazo",
    /\bse tendr[áa]n? (?:por )?no presentad[ao]s?\b/iu,
    "Se tendrán por no presentadas las proposiciones cuyos archivos contengan virus informáticos.",
    "fuerte",
  ),
  kind(
    "causal_rechazo",
    // Also with the buyer as its subject ('El Municipio no aceptará propuestas conjuntas').
    /\b(?:no se|sin que se|no) (?:aceptar[áa]n?|admitir[áa]n?|recibir[áa]n?|admitan?|acepten?|reciban?)(?!\p{L})[^.;]{0,40}?\b(?:propuestas?|ofertas?|proposici[óo]n(?:es)?)(?!\p{L})/iu,
    "No se aceptarán, bajo ningún concepto, las ofertas enviadas por servicio postal o mensajería.",
    "fuerte",
  ),
  // An offer set aside ('será descartada', 'se descartarán las ofertas que…'): rejected in other words.
  kind(
    "causal_rechazo",
    /\b(?:ser[áa]n?|quedar[áa]n?)\s+descartad[oa]s?(?!\p{L})|\bse\s+descartar[áa]n?\s+(?:la|las|el|los|toda|cualquier)\s+(?:ofertas?|propuestas?|proposici[óo]n(?:es)?|sobres?)(?!\p{L})/iu,
    "Toda propuesta que presente precios condicionados será descartada.",
    "fuerte",
  ),
  // A penalty's rate and a payment's term are money, even when charged to a guarantee or counted in days.
  kind(
    "requisito_economico",
    /\b(?:multas?|penalidad(?:es)?|penas?\s+convencional(?:es)?|deductivas?)\b[^.;]{0,100}?(?:%|por mil\b|por ciento)|(?:%|por ciento)[^.;]{0,100}?\b(?:multas?|penalidad(?:es)?|penas?\s+convencional(?:es)?|deductivas?)\b|\brevisi[óo]n\s+de\s+precios\b|\b(?:prevalec\p{L}+|discrepanc\p{L}+|divergenc\p{L}+|diferencias?)\b[^.;]{0,80}?\b(?:n[úu]meros?|cifras?|guarismos?)\s+y\s+(?:(?:con|en)\s+)?letras?\b|\b(?:prevalec\p{L}+|discrepanc\p{L}+|divergenc\p{L}+|diferencias?)\b[^.;]{0,80}?\bletras?\s+y\s+(?:(?:con|en)\s+)?(?:n[úu]meros?|cifras?|guarismos?)\b|\b(?:pagos?|pagar[áa]n?|se cubrir[áa]n?)(?!\p{L})[^.;]{0,150}?\b(?:dentro de|a los|en un plazo)\b/iu,
    "Se aplicará una multa por mora equivalente al uno por mil (0,1%) por cada día de atraso.",
    "fuerte",
  ),
  // Points awarded are a criterion, whatever earns them ('se otorgarán 25 puntos a quien ofrezca dos
  // años más de garantía', 'Factor de calidad: garantía técnica adicional | 25 puntos').
  kind(
    "criterio_evaluacion",
    /\b(?:se )?(?:otorgar|asignar)[áa]n?(?!\p{L})[^.;]{0,40}?\bpuntos?\b|\(\d+(?:[.,]\d+)? puntos?\)|(?<![\d.,]|t[áa]ctil\s(?:de\s)?)\d+(?:[.,]\d+)? puntos?\s*$/iu,
    "Se otorgarán veinticinco (25) puntos al proponente que ofrezca dos años adicionales de garantía técnica.",
    "fuerte",
  ),
  // Colombia: what makes a bidder unable to contract (Ley 80 de 1993, arts. 8 y 9) and the records the
  // Entity checks; a legal condition to qualify.
  kind(
    "requisito_legal",
    /\b(?:inhabilidad(?:es)?|antecedentes (?:fiscales|disciplinarios|judiciales)|bolet[íi]n de responsables fiscales|medidas correctivas|objeto social|duraci[óo]n de la (?:persona jur[íi]dica|sociedad)|duraci[óo]n del (?:consorcio|proponente))\b/iu,
    "Ni el proponente ni su representante legal podrán estar reportados en el Boletín de Responsables Fiscales.",
    "fuerte",
  ),
  // Bidding jointly (Mexico: 'proposiciones conjuntas'): who may bid, a legal condition.
  kind(
    "requisito_legal",
    /\b(?:participaci[óo]n|propuestas?|proposici[óo]n(?:es)?|ofertas?)\s+conjuntas?(?!\p{L})|\b(?:presentar|participar)\s+(?:en\s+forma\s+)?conjuntamente(?!\p{L})/iu,
    "No se aceptará la participación conjunta.",
  ),
  // The call for bids that opens on its legal basis ('Con fundamento en el artículo 134 de la Constitución
  // … convoca a las personas físicas y morales…'), or that names its procedure ('La Municipalidad llama a
  // Licitación Privada para la adquisición de equipos de cómputo'): the procedure's legal frame, whatever
  // money or goods it names.
  kind(
    "requisito_legal",
    /\b(?:con fundamento en|en observancia (?:a|al|de)|en cumplimiento (?:a|al|de)|de conformidad con)\b[^.;]{0,500}?\b(?:convoca|llama)(?:n)?\s+a\b|\b(?:convoca|llama)n?\s+a\s+(?:la\s+)?(?:licitaci[óo]n|concurso)(?!\p{L})/iu,
    "Con fundamento en el artículo 134 constitucional y en la Ley de Obras Públicas, el Municipio convoca a las personas físicas y morales interesadas.",
    "fuerte",
  ),
  // The goods' warranty (against defects, for so many years, the maker's) is what the goods must be: a
  // technical requirement, not a guarantee of the bid or the contract, unless a bond or policy secures it.
  kind(
    "requisito_tecnico",
    /\bgarant[íi]as?\s+(?:t[ée]cnicas?|comercial(?:es)?|de\s+(?:f[áa]brica|fabricaci[óo]n|funcionamiento|calidad)|del\s+fabricante|(?:de|del|de\s+los|de\s+las)\s+(?:bienes|equipos?|equipamiento|productos|mobiliario|suministros|art[íi]culos)(?!\p{L}))(?![^.;]*\b(?:fianza|p[óo]liza|cauci[óo]n|aval)\b)|\bcontra\s+defectos\s+de\s+fabricaci[óo]n\b(?![^.;]*\b(?:fianza|p[óo]liza|cauci[óo]n)\b)/iu,
    "El proponente debe ofrecer una garantía técnica mínima de cinco (5) años para los equipos.",
    "fuerte",
  ),
  kind(
    "garantia",
    // Argentina's 'contragarantía' of an advance is one too.
    /\b(garant[íi]a|contragarant[íi]a|fianza|aval\b|p[óo]liza|cauci[óo]n|dep[óo]sito en garant)/iu,
    "El proveedor entregará una fianza de cumplimiento del 10% del monto.",
    "fuerte",
  ),
  kind(
    "criterio_evaluacion",
    /\b(criterios? de (?:adjudicaci|evaluaci|valoraci|selecci)|puntuaci[óo]n|puntaje|ponderaci[óo]n|(?<![\d.,]|t[áa]ctil\s(?:de\s)?)\d+(?:[.,]\d+)? puntos)/iu,
    "La propuesta técnica obtendrá hasta 40 puntos.",
    "fuerte",
  ),
  // The award's rule as each country writes it: Spain's 'oferta económicamente más ventajosa', Colombia's
  // 'ofrecimiento más favorable', a tie's 'se preferirá'; the offers compared (plural: 'para la evaluación de
  // la oferta' only names what a document serves; 'acto de presentación, apertura y evaluación de
  // propuestas' names an event).
  kind(
    "criterio_evaluacion",
    /\b(desempate|empate|(?:ofertas?|propuestas?|proposici[óo]n(?:es)?|ofrecimientos?)(?: econ[óo]micamente)? m[áa]s (?:ventajos[ao]s?|convenientes?|favorables?|baj[ao]s?)(?!\p{L})|menor precio|precio m[áa]s (?:bajo|econ[óo]mico)|mejor relaci[óo]n calidad|(?<!\bapertura,? y )(?:evaluaci[óo]n|comparaci[óo]n) de (?:las )?(?:ofertas|propuestas|proposiciones)(?!\p{L})|se adjudicar[áa]|se preferir[áa]n?(?!\p{L})|adjudicaci[óo]n(?: de(?:l| la)? (?:presente )?\p{L}+)? se (?:efectuar|realizar|har)[áa]|(?:mayor|menor) (?:porcentaje|n[úu]mero) de|sorteo|igualdad de condiciones|(?:se )?(?:otorgar|dar)[áa] preferencia|se valorar[áa]n?(?!\p{L})|ser[áa]n? valorad[oa]s?(?!\p{L})|objeto de valoraci[óo]n)/iu,
    "En caso de empate se preferirá a la empresa con mayor porcentaje de trabajadores con discapacidad.",
    "fuerte",
  ),
  kind(
    "criterio_evaluacion",
    /\b(subasta|costo[- ]beneficio|criterio binario|puntos y porcentajes)\b/iu,
    "La adjudicación se hará mediante subasta inversa electrónica.",
    "fuerte",
  ),
  // A term to do something ('en el plazo de cinco (5) días hábiles', 'dentro de los diez días'): a date.
  kind(
    "fecha",
    new RegExp(
      // 'en los últimos tres años' is an experience window, not a term; a document's age ('expedido dentro
      // de los treinta días anteriores al cierre') is a condition on the document, not a date to keep.
      `(?<!\\b(?:expedid|emitid)[oa]s?\\s)\\b(?:plazos?|t[ée]rminos?|dentro de|en los|durante|a m[áa]s tardar|no m[áa]s tarde de|a partir de|hasta)\\b(?! (?:los )?[úu]ltimos)[^.;]{0,40}?(?:${DURATION_SOURCE})|\\bhasta el d[íi]a y (?:la )?hora\\b`,
      "iu",
    ),
    "El licitante adjudicado deberá presentar la documentación en el plazo de diez días hábiles.",
    "fuerte",
  ),
  kind(
    "requisito_legal",
    /\b(real decreto|c[óo]digo civil|(?:someter\w*|someten) a la jurisdicci[óo]n|jurisdicci[óo]n (?:y competencia|de los|ordinaria|contencios)|juzgados|tribunales|r[ée]gimen sancionatorio)/iu,
    "Las partes se someten a la jurisdicción de los tribunales de Jaén.",
    "fuerte",
  ),
  kind(
    "requisito_legal",
    /\b(habr[áa]n? consentido|aceptaci[óo]n incondicional|conocimiento y aceptaci[óo]n|no podr[áa]n contratar|inhabilitad[oa]s|impedid[oa]s? para contratar|podr[áa]n (?:optar|participar)|personas (?:naturales|f[íi]sicas) o jur[íi]dicas)/iu,
    "Por el solo hecho de cotizar, el oferente habrá consentido las bases.",
    "fuerte",
  ),
  kind(
    "requisito_legal",
    /\b(normativa vigente|prohibici[óo]n(?:es)? de contratar|materia laboral|convenio colectivo|condiciones salariales|riesgos laborales|personas con discapacidad|igualdad (?:efectiva|de (?:trato|oportunidades)|entre)|conciliaci[óo]n de la vida|inconformidad\w*|inconformarse|controversias|incumplimiento|falta de cumplimiento|deudas? (?:tributari\p{L}*|fiscal\p{L}*|de naturaleza|con (?:la|el))|(?:regular|legal)mente constituid\p{L}*|capacidad (?:jur[íi]dica|legal|de obrar)|sin (?:la |el |su )?(?:previa |expresa )?(?:autorizaci[óo]n|aprobaci[óo]n|consentimiento)|cesi[óo]n|cedid\w*|subcontrata\w*|confidencial\w*|secreto profesional|riesgo y ventura|indemniz\w*|rescin\w*|resoluci[óo]n del contrato|responsabilidad|responsables? de|patentes|propiedad (?:intelectual|industrial)|derechos de autor)/iu,
    "Los derechos del contrato no podrán ser objeto de cesión a terceros.",
  ),
  kind(
    "formato_anexo",
    /\b(formatos?\b(?!\s+(?:papel|pdf|digital|electr[óo]nico|f[íi]sico|impreso|abierto|editable|word|excel|(?:de\s+)?hoja\s+de\s+c[áa]lculo|xlsx|csv)\b)|formularios?\b|(?<!\bmarcas?,?\s+(?:y\s+|o\s+|y\/o\s+)?)modelos? (?:de|que|establecido|fijado|del)\b|planilla|tabla de cotizaci|cartas? de presentaci[óo]n)/iu,
    "Se presentará una declaración responsable conforme al modelo establecido en el Anexo II.",
    "fuerte",
  ),
  kind(
    "formato_anexo",
    // 'ANEXO TÉCNICO' is no 'Anexo T': a letter names an annex only when no letter follows it. An annex
    // named as where a fact is ('según el apartado 19 del Anexo I', 'las detalladas en el Anexo 1') is a
    // pointer: the fact's own cue decides (the shared labels file such pointers by their subject); so is
    // one told in the present ('cuya descripción se detalla en el Anexo 1', 'se describen en el Anexo 2').
    /(?<!\b(?:apartados?|puntos?|numeral(?:es)?|incisos?|cl[áa]usulas?)\s+[\d.]+\s+del\s+|\b(?:previst|establec|indic|detall|señal|requerid|fij|describ|especific)\p{L}*\s+en\s+(?:el\s+)?)\banexos?\s+(?:[IVXL]+(?![\p{L}\d])|\d+|[A-Z](?![\p{L}\d])|n[ºo°])/iu,
    "La carta de aceptación se elaborará conforme al Anexo II.",
  ),
  // A sworn statement is a form when it is what the sentence asks for ('Presentar declaración jurada de…');
  // named as one way to prove something else ('…se acreditará … mediante una declaración jurada'), the
  // thing proved decides.
  kind(
    "formato_anexo",
    /(?<!\p{L})declaraci[óo]n(?:es)? juradas?(?!\p{L})/iu,
    "El oferente deberá presentar una declaración jurada con sus datos de contacto.",
  ),
  kind(
    "fecha",
    // 'ejecutados en los últimos tres años' looks back over the bidder's experience, and 'una capacitación
    // de 20 horas' measures a service: no term to keep.
    new RegExp(
      `(${DATE_SOURCE}|(?<!(?<!\\p{L})(?:[úu]ltim[oa]s|(?:formaci[óo]n|capacitaci[óo]n|cursos?|talleres?|adiestramiento|entrenamiento|(?:acci[óo]n|sesi[óo]n|jornada)(?:es)? formativas?)(?:\\s+\\p{L}+)?\\s+(?:m[íi]nim[oa]\\s+)?de(?:,?\\s+(?:al menos|como m[íi]nimo),?)?)\\s)${DURATION_SOURCE})`,
      "iu",
    ),
    "Las propuestas se recibirán hasta el 15 de marzo de 2025.",
  ),
  // 'Mantener en vigencia la U.T.' is in force, not a term: 'en vigencia' names no date.
  kind(
    "fecha",
    /\b(plazos?\b|tiempos? de (?:entrega|ejecuci[óo]n|respuesta|atenci[óo]n)\b|(?<!\ben\s)vigencia|fecha|apertura|antelaci[óo]n|anticipaci[óo]n|vencimiento|(?<!\bhoras de )duraci[óo]n|pr[óo]rroga)/iu,
    "La apertura de sobres se realizará en la sala de juntas.",
  ),
  kind(
    "requisito_economico",
    /(\$|€|\beuros?\b|\b(?:EUR|MXN)\b|\bpesos\b|\bIVA\b|impuesto|tributos|presupuesto|precio|importe|cotiza\w*|pago|pagar\p{L}*|monto|valor estimado|cr[ée]dito)/iu,
    "El precio unitario se expresará en pesos mexicanos.",
  ),
  // What the bidder's finances must show: the economic side of its capacity, not a technical one.
  kind(
    "requisito_economico",
    /(?<![\p{L}\d])(?:capacidad (?:financiera|econ[óo]mica)|solvencia econ[óo]mica|[íi]ndices? de (?:liquidez|endeudamiento|solvencia)|raz[óo]n de cobertura|rentabilidad del (?:patrimonio|activo)|capital (?:contable|social m[íi]nimo|de trabajo)|estados financieros|declaraci[óo]n(?:es)? (?:(?:fiscal(?:es)? )?anual(?:es)?|provisional(?:es)?|parcial(?:es)?|mensual(?:es)?)|pagos? provisional(?:es)?|propuestas? econ[óo]micas?|ofertas? econ[óo]micas?|valor(?:es)? (?:total(?:es)?|unitarios?|de la (?:oferta|propuesta)))\b/iu,
    "El licitante deberá acreditar un capital contable mínimo mediante sus estados financieros.",
  ),
  // The bidder's turnover, its professional liability insurance (economic solvency in the LCSP) and the
  // bank account it is paid into: money, though the sentence also names a contract or a liability.
  kind(
    "requisito_economico",
    /(?<![\p{L}\d])(?:(?:volumen|cifra) (?:anual |global )?de negocios|seguro de (?:responsabilidad civil|indemnizaci[óo]n)(?: profesional)? por riesgos profesionales|cuenta bancaria|datos bancarios)(?!\p{L})/iu,
    "Volumen anual de negocios, en el ámbito del contrato, de al menos una vez y media su valor estimado.",
  ),
  kind(
    "requisito_economico",
    /\b(costos?|gastos?|moneda|tipo de cambio|anticipos?|revisi[óo]n de precios|penalidad\w*|multas?|penas? convencional\w*|deducci[óo]n\w*|ejercicio fiscal|plurianual|(?:disponibilidad|suficiencia) presupuest\w*)\b/iu,
    "El adjudicatario correrá con los gastos de flete y seguro.",
  ),
  // Where the money comes from (a Mexican data sheet's 'Origen de los recursos': federal funds bring the
  // federal law and its audits).
  kind(
    "requisito_economico",
    /(?<!\p{L})(?:origen de los recursos|fuente de (?:financiamiento|los recursos)|participaciones federales|recursos (?:federales|estatales|propios|fiscales))(?!\p{L})/iu,
    "Origen de los recursos\tParticipaciones federales (PF)",
  ),
  // What the goods, the works and the bidder's technical capacity are (technical-vocabulary.ts).
  ...TECHNICAL_VOCABULARY,
  // The verb of a duty to hand in or prove ('deberá presentar', 'acreditará', 'VI. Presentar…'): the
  // sentence is about its object, so a subject cue in the object's first words names the kind ('deberá
  // acreditar experiencia…' is technical); the verb's own kind when its object names none.
  kind(
    "requisito_administrativo",
    /\b(?:deber[áa]n?|deben?|debe(?:r[áa]n)?)\s+(?:presentar|aportar|acompañar|adjuntar|anexar|incluir|integrar|acreditar|entregar|constituir|indicar|consignar|remitir|comunicar|informar|notificar|formular|cumplir(?: con)?|contar con|disponer de|ser|estar)(?:se|l[oa]s?)?(?!\p{L})|\b(?:presentar|aportar|acompañar|adjuntar|anexar|acreditar)(?:[áa]n?|se)?(?!\p{L})|\bse exigir[áa]n?(?!\p{L})/iu,
    "El licitante deberá presentar la constancia de situación fiscal.",
    "accion",
  ),
  // A declaration under oath of what makes the bidder eligible, and the papers of its legal personality
  // (Mexico): legal, whatever verb hands them in. Not a blank form's own first person ('Yo, ___,
  // manifiesto bajo protesta de decir verdad…'): that is the form.
  kind(
    "requisito_legal",
    /\b(?:(?:escrito|carta|declaraci[óo]n|manifestaci[óo]n)\s+(?:\p{L}+\s+){0,2}?bajo protesta|(?<!(?:manifiest|declar)(?:o|amos)\s+)bajo protesta de decir verdad|(?<!(?:bajo|manifiesto|declaro)\s+)protesta de decir verdad|declaraci[óo]n de no (?:encontrarse|estar)|declaraci[óo]n de integridad|no (?:encontrarse|se encuentra|me encuentro) en (?:ninguno de )?los supuestos|acta constitutiva|acta de nacimiento|testimonio notarial|(?<!carta\s)poder(?:es)?\s+(?:notarial(?:es)?|general(?:es)?|especial(?:es)?|del (?:representante|apoderado)|con (?:el|que) (?:que )?acredit\p{L}*)|facultades suficientes|personalidad jur[íi]dica)(?!\p{L})/iu,
    "Los licitantes deberán presentar escrito bajo protesta de decir verdad de no encontrarse en los supuestos del artículo 50 de la Ley.",
  ),
  kind(
    "requisito_administrativo",
    /\b(deber[áa]n? (?:contener|firmar)|presentaci[óo]n\b|acredita\w*)/iu,
    "La presentación de la oferta se hará en sobre cerrado.",
  ),
  kind(
    "requisito_administrativo",
    // The invoice is a paper too: what it states and where it goes ('Las facturas deberán consignar…').
    /\b(documentaci[óo]n|documento|factura\w*|copia (?:compulsada|certificada|simple|legalizada)|certifica\w*|constancia|declaraci[óo]n|inscrip\w*|registro|domicilio|correo|e-?mail|consultas?|sobres\b|(?<=\b(?:el|un|del|al|cada)\s)sobre\b|\bsobre\s+(?:[A-C1-3](?![\p{L}\d])|n[úu]mero|[úu]nico|cerrado|t[ée]cnico|econ[óo]mico|electr[óo]nico)|firmad\w*|sellad\w*|poder\b|representa\w*|solvencia|notifica\w*)/iu,
    "Los oferentes acompañarán constancia de inscripción en el registro de proveedores.",
  ),
  // Where the bases are published and the bids sent (perfil del contratante, CompraNet, SECOP, the web).
  kind(
    "requisito_administrativo",
    /\b(?:perfil del contratante|plataforma de contrataci[óo]n|compranet|secop(?: ii)?|p[áa]gina web|sitio web|portal web)\b|\bwww\./iu,
    "Las respuestas a las consultas se publicarán en el perfil del contratante.",
  ),
  kind(
    "requisito_administrativo",
    /\b(opini[óo]n (?:positiva )?de cumplimiento|comprobante de domicilio|identificaci[óo]n oficial|c[ée]dula profesional|escritura p[úu]blica|RFC\b|CURP\b)/iu,
    "c) Opinión de cumplimiento de obligaciones fiscales.",
  ),
  kind(
    "requisito_legal",
    /\b(ley(?:es)?|decreto|reglamento|ordenanza|normativa|legislaci[óo]n|r[ée]gimen jur[íi]dico|capacidad de obrar|prohibici[óo]n\w* de contratar|incompatibilidad\w*|obligaciones tributarias|seguridad social|procedimiento|objeto del contrato|contrato|(?:llama|convoca)\p{L}* a (?:la )?licitaci[óo]n)\b/iu,
    "El contrato se regirá por la Ley de Adquisiciones del Sector Público.",
    "debil",
  ),
];
