import { describe, expect, it } from "vitest";
import { noiseClassOf } from "./noise-rows";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";

/**
 * Noise classes of Mexican municipal bases (issue 9, stop 26), on sentences written for these tests, each
 * in mixed case and in capitals (such bases are often typed in capitals throughout).
 */
const passage = (text: string, heading: string | null = null): SourcePassage => {
  return { id: "p1", documentId: "d", documentName: "bases.pdf", page: 1, heading, text };
};
const quotesOf = (text: string, heading: string | null = null) =>
  extractRelevantPoints([passage(text, heading)]).map((point) => point.quote);
const hasRow = (quotes: string[], phrase: string) =>
  quotes.some((quote) => quote.toLowerCase().includes(phrase.toLowerCase()));
const upper = (text: string) => text.toUpperCase();

describe("Mexican bases: noise rows by class (stop 26)", () => {
  const glossary = [
    "Para los efectos de la presente convocatoria se entenderá por:",
    "Proveedor\tLa persona física o moral que celebre el contrato con el Ayuntamiento.",
    "Acta de fallo\tEl documento por el cual la convocante da a conocer la proposición ganadora.",
    "Propuesta técnica\tLa oferta que contiene la descripción técnica y la documentación de los bienes.",
    "Contrato\tAcuerdo de voluntades para crear o transferir obligaciones y derechos.",
    "Sondeo de mercado\tA la indagación, apoyada en cotizaciones de proveedores, que realiza el área requirente.",
    "Periodo presupuestal\t2026.",
    "",
    "Los licitantes deberán presentar su proposición en sobre cerrado.",
  ].join("\n");

  it("a glossary laid out as a two-column table makes no rows, whatever its heading or case", () => {
    for (const text of [glossary, upper(glossary)]) {
      const quotes = quotesOf(text, "3. Información general");
      for (const term of [
        "Proveedor",
        "Acta de fallo",
        "Propuesta técnica",
        "Contrato\t",
        "Sondeo",
        "Periodo",
      ])
        expect(hasRow(quotes, term), term).toBe(false);
      expect(hasRow(quotes, "sobre cerrado")).toBe(true);
    }
  });

  it("a definition table with no heading above is known by its definitions", () => {
    const rows = glossary.split("\n").slice(1).join("\n");
    for (const text of [rows, upper(rows)]) {
      const quotes = quotesOf(text, "ANEXO UNO");
      expect(hasRow(quotes, "Acta de fallo")).toBe(false);
      expect(hasRow(quotes, "Propuesta técnica")).toBe(false);
    }
  });

  it("a data sheet of the procedure states its facts and stays", () => {
    const sheet = [
      "Datos de la licitación",
      "Número de procedimiento\tLPN-AYTO-07-2026",
      "Plazo de entrega\t45 días naturales contados a partir de la firma del contrato",
      "Garantía de cumplimiento\tFianza por el 10% del monto total del contrato sin I.V.A.",
      "Lugar de entrega\tEl almacén municipal que se ubica en avenida Juárez número 12",
      "Sitio de la visita\tEl predio en el que se construirá la obra, a las 10:00 horas del 3 de marzo",
      "Forma de presentación\tLa propuesta que se entregue deberá estar firmada en cada hoja",
    ].join("\n");
    for (const text of [sheet, upper(sheet)]) {
      const quotes = quotesOf(text, "DATOS GENERALES");
      expect(hasRow(quotes, "45 días naturales")).toBe(true);
      expect(hasRow(quotes, "Fianza por el 10%")).toBe(true);
      expect(hasRow(quotes, "El predio en el que")).toBe(true);
      expect(hasRow(quotes, "firmada en cada hoja")).toBe(true);
    }
  });

  const contract = [
    "MODELO DE CONTRATO",
    "Declaraciones",
    'I. Declara "El Ayuntamiento":',
    "1. Que de acuerdo con lo previsto por los artículos 115 de la Constitución Federal y 31 de la Ley Orgánica Municipal, es una entidad con personalidad jurídica propia.",
    "2. Que el C. Luis Gómez Ruiz, en su carácter de Presidente Municipal, está facultado para suscribir el presente contrato.",
    "3. Que tiene establecido su domicilio en la calle Morelos número 4, colonia Centro.",
    'II. Declara "El Proveedor":',
    "1. Que es una sociedad mercantil constituida conforme a las leyes mexicanas.",
    "2. Que su representante cuenta con facultades suficientes para obligarlo en los términos del presente contrato.",
    "Cláusulas",
    "Décima. Penas convencionales. El proveedor pagará una pena convencional del 2% por cada día de atraso en la entrega.",
    'Definiciones. "Las partes" acuerdan que para efectos del presente contrato se entenderá por:',
    "Una vez leído el presente contrato y enteradas las partes de su alcance, lo ratifican y firman por triplicado.",
  ].join("\n");

  it("the model contract's declarations, its definitions' opening and its signing formula make no rows", () => {
    for (const text of [contract, upper(contract)]) {
      const quotes = quotesOf(text, "10. MODELO DE CONTRATO");
      for (const phrase of [
        "artículos 115",
        "Presidente Municipal",
        "su domicilio",
        "sociedad mercantil",
        "su representante",
        "leído el presente",
        "se entenderá por",
      ])
        expect(hasRow(quotes, phrase), phrase).toBe(false);
      // A clause that binds the supplier with a penalty stays.
      expect(hasRow(quotes, "pena convencional del 2%")).toBe(true);
    }
  });

  it("a glossary's table under a titled opening ('Glosario de términos') makes no rows, its value-only line too", () => {
    const text = [
      "GLOSARIO DE TÉRMINOS",
      "PADRÓN\tEL REGISTRO DE PROVEEDORES DEL MUNICIPIO.",
      "EJERCICIO FISCAL\t2026.",
    ].join("\n");
    const quotes = quotesOf(text, "ANEXO UNO");
    expect(hasRow(quotes, "PADRÓN")).toBe(false);
    expect(hasRow(quotes, "EJERCICIO FISCAL")).toBe(false);
  });

  it("a clause after the contract's definitions is a sentence of its own and stays a row", () => {
    const text = [
      'Definiciones. "Las partes" convienen que, para efectos de este contrato, se entenderá por:',
      "Bienes\tLos uniformes descritos en el anexo técnico.",
      "Décima. El proveedor pagará una pena convencional del 2% por cada día de atraso en la entrega.",
    ].join("\n");
    for (const variant of [text, upper(text)])
      expect(hasRow(quotesOf(variant, "CONTRATO"), "pena convencional del 2%")).toBe(true);
    // In capitals the reading copy left so (a cased document's note), the opening stays a row.
    const opening = "LAS PARTES CONVIENEN QUE PARA EFECTOS DE ESTE CONTRATO SE ENTENDERÁ POR:";
    expect(noiseClassOf(opening)).toBeNull();
    expect(noiseClassOf("Las partes convienen que para efectos de este contrato se entenderá por:")).toBe(
      "definición",
    );
  });

  it("under a party's declaration heading, each 'Que …' item is what the party declares", () => {
    const text = [
      "4. Que para cubrir las erogaciones que se deriven de este instrumento cuenta con la partida 2711.",
      "6. Que su Registro Federal de Contribuyentes es MSA850101AB1.",
      '7. Que "El Proveedor" conoce las especificaciones de los bienes.',
    ].join("\n");
    for (const variant of [text, upper(text)]) {
      const quotes = quotesOf(variant, 'II. DECLARA "EL PROVEEDOR":');
      expect(quotes, variant).toEqual([]);
    }
    const asked = "a) Que no se encuentra en los supuestos del artículo 50 de la Ley.";
    expect(hasRow(quotesOf(asked, "DECLARACIONES QUE DEBERÁ PRESENTAR EL LICITANTE"), "artículo 50")).toBe(
      true,
    );
    // Without the heading, the party in quotes or 'el presente contrato' tells the contract's voice.
    const alone = "8. Que para cubrir las erogaciones del presente contrato cuenta con la partida 2711.";
    for (const variant of [alone, upper(alone)]) expect(quotesOf(variant, "CONTRATO")).toEqual([]);
  });

  it("what a declaration the bidder hands in must state stays a row", () => {
    const list = [
      "El licitante deberá presentar un escrito en el que manifieste bajo protesta de decir verdad:",
      "a) Que es de nacionalidad mexicana.",
      "b) Que cuenta con facultades suficientes para comprometerse por sí o por su representada.",
    ].join("\n");
    // Mixed case only: in capitals main loses these items before any noise rule (not this stop's).
    for (const text of [list]) {
      const quotes = quotesOf(text);
      expect(hasRow(quotes, "nacionalidad mexicana")).toBe(true);
      expect(hasRow(quotes, "facultades suficientes")).toBe(true);
    }
  });

  const sureties = [
    "La garantía de cumplimiento deberá otorgarse mediante fianza expedida por alguna de las afianzadoras autorizadas siguientes:",
    "Núm.\tInstitución\tClave\tRamo",
    "1\tFianzas del Bajío, S.A. de C.V.\t031-04\t(Fianzas administrativas)",
    "2\tAseguradora Pacífico, S.A.\t017-09\t(Fianzas administrativas)",
    "3\tInstitución de Garantías del Norte, S.A.\t044-02\t(Fianzas administrativas)",
    // Registry codes with letters or thousands' commas ('EMI-4417', '2003NL', '318,000', 'GEMP 22051').
    "4\tFianzas Sierra Madre, S.A. de C.V.\tEMI-4417\t(Prov. Prest. de Bien. y Servicios)",
    "5\tFianzas Cumbres, S.A., Grupo Financiero Cumbres\t318,000\t(Prov. Prest. de Bien. y Servicios)",
    "6\tAfianzadora Laguna, S.A.\tGEMP 22051\t(Prov., Prest. de Bien. y Servicios)",
  ].join("\n");

  it("a reference list of companies and their codes is one row, the sentence that asks for the bond", () => {
    for (const text of [sureties, upper(sureties)]) {
      const quotes = quotesOf(text, "GARANTÍAS");
      expect(hasRow(quotes, "afianzadoras autorizadas")).toBe(true);
      for (const name of [
        "Fianzas del Bajío",
        "Aseguradora Pacífico",
        "Garantías del Norte",
        "Fianzas Sierra Madre",
        "Fianzas Cumbres",
        "Afianzadora Laguna",
      ])
        expect(hasRow(quotes, name), name).toBe(false);
    }
  });

  it("a table of goods to price stays: it holds quantities and units", () => {
    const items = [
      "Partida\tDescripción\tUnidad\tCantidad",
      "1\tPantalón de mezclilla, marca Textiles del Norte, S.A.\tPieza\t300",
      "2\tCamisola de manga larga\tPieza\t300",
    ].join("\n");
    const quotes = quotesOf(items, "ANEXO TÉCNICO");
    expect(hasRow(quotes, "Pantalón de mezclilla")).toBe(true);
  });

  it("a blank form's bracketed placeholders make no rows", () => {
    const form = [
      "Domicilio: calle [calle] número [numero], colonia [colonia], código postal [cp]",
      "Escritura pública núm. [num_escritura] de fecha [fecha] / notario público ante el cual se otorgó:",
      "Importe sin impuestos\t$[subtotal]",
      "I.V.A.\t$[iva]",
    ].join("\n");
    for (const text of [form, upper(form)]) {
      const quotes = quotesOf(text, "FORMATO 2. ACREDITACIÓN DE PERSONALIDAD");
      expect(quotes, text).toEqual([]);
    }
    // A sentence whose date a template left as a field still says what happens.
    const junta =
      "La junta de aclaraciones se llevará a cabo el día [dia] de [mes] del [anio] a las [hora] horas.";
    expect(noiseClassOf(junta, { heading: null, isListItem: false })).toBeNull();
    expect(
      noiseClassOf("Domicilio: calle [calle] número [numero]", { heading: null, isListItem: false }),
    ).toBe("formato en blanco");
  });

  it("a form's declaration whose name was left blank is no row; one that names its blank stays", () => {
    const blank =
      ', Manifiesto "bajo protesta de decir verdad", que los datos aquí asentados son ciertos y han sido verificados.';
    const named =
      "(Nombre) manifiesto bajo protesta de decir verdad que los datos aquí asentados son ciertos y verificados.";
    for (const text of [blank, upper(blank)]) expect(quotesOf(text, "FORMATO 2")).toEqual([]);
    expect(hasRow(quotesOf(named, "FORMATO 2"), "datos aquí asentados")).toBe(true);
  });

  it("the buyer's own steps in list items make no rows; a step with a duty or a date stays", () => {
    const steps = [
      "Desarrollo del acto de presentación y apertura de proposiciones:",
      "- Se llevará a cabo la presentación de los servidores públicos asistentes.",
      "c) El servidor público designado se dirigirá a los licitantes presentes para pasar lista.",
      "d) El servidor público designado se presentará ante los licitantes asistentes.",
      "h) El servidor público que presida el acto elaborará el acta correspondiente a la apertura.",
      "- Se levantará el acta circunstanciada de lo ocurrido en el acto.",
      "i) Los licitantes deberán rubricar la propuesta económica de los demás participantes.",
      "j) La convocante dará a conocer el fallo el 20 de abril de 2026 a las 12:00 horas.",
    ].join("\n");
    for (const text of [steps, upper(steps)]) {
      const quotes = quotesOf(text, "8. ACTO DE APERTURA");
      for (const phrase of [
        "presentación de los servidores",
        "pasar lista",
        "se presentará ante",
        "elaborará el acta",
        "acta circunstanciada",
      ])
        expect(hasRow(quotes, phrase), phrase).toBe(false);
      expect(hasRow(quotes, "deberán rubricar")).toBe(true);
      expect(hasRow(quotes, "20 de abril de 2026")).toBe(true);
    }
  });

  it("a numbered section title over the requirements it announces is a heading, not a row", () => {
    const section = [
      "7. Documentos que deberán presentar los licitantes para acreditar su existencia legal.",
      "a) Copia certificada del acta constitutiva y sus reformas.",
      "b) Identificación oficial vigente del representante legal.",
      "",
      "1. Información sobre los bienes objeto de esta licitación.",
      "1.1 Los licitantes deberán cotizar la totalidad de las partidas del anexo técnico.",
    ].join("\n");
    for (const text of [section, upper(section)]) {
      const quotes = quotesOf(text, null);
      expect(hasRow(quotes, "Documentos que deberán presentar")).toBe(false);
      expect(hasRow(quotes, "Información sobre los bienes")).toBe(false);
      expect(hasRow(quotes, "Copia certificada del acta")).toBe(true);
      expect(hasRow(quotes, "cotizar la totalidad")).toBe(true);
    }
    // In capitals, a title with no verb over a paragraph is a heading too.
    const capitals =
      "2. INFORMACIÓN SOBRE EL SUMINISTRO.\nLOS BIENES DEBERÁN ENTREGARSE EN EL ALMACÉN GENERAL EN 20 DÍAS.";
    expect(hasRow(quotesOf(capitals), "INFORMACIÓN SOBRE EL SUMINISTRO")).toBe(false);
  });

  it("the last item of a numbered list stays a row, though a paragraph follows it", () => {
    const list = [
      "El licitante acreditará su capacidad técnica con lo siguiente:",
      "2. Relación de los contratos celebrados en los últimos tres años.",
      "3. Experiencia mínima de dos años en suministros similares.",
      "La convocante verificará la información presentada.",
    ].join("\n");
    // Mixed case only: in capitals main loses these items before any noise rule (not this stop's).
    expect(hasRow(quotesOf(list), "Experiencia mínima de dos años")).toBe(true);
    // In capitals the noise rule itself reads its sibling '2.' above it and keeps it.
    const text = upper(list);
    const item = "3. EXPERIENCIA MÍNIMA DE DOS AÑOS EN SUMINISTROS SIMILARES.";
    expect(noiseClassOf(item, { passage: passage(text), at: text.indexOf(item) })).toBeNull();
    const titled = text.replace("2. RELACIÓN DE LOS CONTRATOS CELEBRADOS EN LOS ÚLTIMOS TRES AÑOS.\n", "");
    expect(noiseClassOf(item, { passage: passage(titled), at: titled.indexOf(item) })).toBe("encabezado");
  });

  it("a numbered line that states a duty is a row, title-like or not", () => {
    const text = "5. Los licitantes deberán presentar la constancia de situación fiscal vigente.";
    for (const variant of [text, upper(text)]) expect(hasRow(quotesOf(variant), "constancia")).toBe(true);
  });

  it("a line that looks like a glossary entry but states a requirement stays", () => {
    const text = [
      "Capital contable\tEl licitante deberá acreditar un capital contable mínimo de $2,000,000.00.",
      "Experiencia\tEl licitante deberá acreditar dos contratos similares concluidos.",
    ].join("\n");
    for (const variant of [text, upper(text)]) {
      const quotes = quotesOf(variant, "REQUISITOS");
      expect(hasRow(quotes, "capital contable mínimo")).toBe(true);
    }
  });
});
