/**
 * An invented Mexican supplier of medical goods and its own documents, as the reader extracts them
 * (pages split by form feeds, table rows as tab-separated cells), for the tests of phase 8's reading of
 * the company's facts: its CV (warehouse, fleet, staff, delivery capacity, contracts), its declaración
 * anual (capital contable, ingresos), two CVs of its people and its acta constitutiva; apart, the
 * descriptions of the goods it offers for five of the LAASSP convocatoria's twelve partidas (a table of
 * fichas técnicas with marca, modelo and registro sanitario, and a manufacturer's carta de respaldo), and
 * its documents for LAASSP's capacity sub-rubros. Every figure is invented; the company does not exist.
 */
import { splitIntoPassages } from "../../documents/extraction/split-passages";
import { readTxtText } from "../../documents/extraction/txt-text";
import type { CategorizedPassage } from "../generation/phase-input";

export const COMPANY_CV = [
  "CURRÍCULUM DE LA EMPRESA",
  "Insumos Hospitalarios del Altiplano, S.A. de C.V.",
  "RFC IHA110823QT5. Av. Industrias 4520, Zona Industrial, C.P. 78395, San Luis Potosí, S.L.P. Tel. 444 824 1190.",
  "Presentación",
  "Empresa potosina constituida en 2011, dedicada a la distribución de material de curación, insumos médicos y equipo médico menor para instituciones públicas de salud. Suministramos material de curación a hospitales públicos desde 2012.",
  "Infraestructura",
  "Almacén propio de 1,850 m² en la Zona Industrial de San Luis Potosí, con 420 posiciones de rack y un área de temperatura controlada de 120 m².",
  "Flota de 8 vehículos de reparto: 5 camionetas de 3.5 toneladas y 3 camionetas refrigeradas con registro de temperatura.",
  "Recursos humanos",
  "Plantilla de 42 trabajadores: 6 químicos farmacéuticos, 9 almacenistas, 8 choferes repartidores y 19 administrativos y de ventas.",
  "Capacidad de entrega",
  "Entregamos hasta 35,000 piezas por semana en San Luis Potosí, Zacatecas, Aguascalientes y Querétaro.",
  "\f",
  "Contratos con dependencias y entidades",
  "Cliente\tContrato\tObjeto\tMonto sin IVA\tAño\tCumplimiento",
  "Servicios de Salud de San Luis Potosí\tSSSLP-LPN-017/2023\tSuministro de gasas, vendas y apósitos\t$3,915,200.00\t2023\tCarta de cumplimiento satisfactorio del 12/01/2024",
  'Hospital Central "Dr. Ignacio Morones Prieto"\tHCIMP-AD-044-2024\tJeringas y equipos de venoclisis\t$1,487,350.00\t2024\tFianza de cumplimiento liberada el 18/02/2025',
  "IMSS, OOAD San Luis Potosí\tOOAD-SLP-LA-050GYR-2024-019\tMaterial de curación para unidades de medicina familiar\t$6,102,800.00\t2024\tActa de entrega-recepción final del 30/11/2024",
  "Servicios de Salud de Zacatecas\tSSZ-LPE-2025-031\tGuantes de látex y cubrebocas quirúrgicos\t$2,240,000.00\t2025\tEn ejecución, entregas sin penalizaciones",
  "Certificaciones",
  "ISO 9001:2015 en almacenamiento y distribución de insumos para la salud, certificado MX-QMS-10277, vigente a 2027.",
].join("\n");

export const ANNUAL_RETURN = [
  "DECLARACIÓN ANUAL DEL EJERCICIO 2025",
  "Personas morales del régimen general",
  "RFC: IHA110823QT5",
  "Denominación o razón social: INSUMOS HOSPITALARIOS DEL ALTIPLANO SA DE CV",
  "Tipo de declaración: Normal. Fecha de presentación: 27/03/2026. Número de operación: 260327045512.",
  "\f",
  "ESTADO DE POSICIÓN FINANCIERA",
  "Total del activo\t$48,732,910",
  "Total del pasivo\t$19,204,330",
  "Capital contable\t$29,528,580",
  "ESTADO DE RESULTADOS",
  "Ingresos netos del ejercicio\t$71,845,200",
  "Utilidad neta del ejercicio\t$5,116,940",
].join("\n");

export const TEAM_CVS = {
  "cv-responsable-sanitaria.txt": [
    "CURRÍCULUM VITAE",
    "Q.F.B. Laura Cecilia Ortiz Mendoza",
    "Responsable sanitaria — Insumos Hospitalarios del Altiplano, S.A. de C.V.",
    "Química Farmacéutica Bióloga por la Universidad Autónoma de San Luis Potosí (2009). Cédula profesional 6390217.",
    "Experiencia",
    "2013 - a la fecha: Responsable sanitaria. Verifica registros sanitarios, lotes y caducidades de cada bien suministrado.",
    "2009 - 2013: Analista de calidad, Laboratorios Potosinos, S.A. de C.V., San Luis Potosí.",
  ].join("\n"),
  "cv-jefe-almacen.txt": [
    "CURRÍCULUM VITAE",
    "Lic. Héctor Manuel Rangel Soto",
    "Jefe de almacén y distribución — Insumos Hospitalarios del Altiplano, S.A. de C.V.",
    "Licenciado en Logística por la Universidad Politécnica de San Luis Potosí (2012). Cédula profesional 7812094.",
    "Experiencia",
    "2015 - a la fecha: Jefe de almacén y distribución. Coordina la recepción, el resguardo y las rutas de entrega.",
  ].join("\n"),
};

export const ACTA = [
  "ACTA CONSTITUTIVA",
  "ESCRITURA PÚBLICA NÚMERO 31,408. En la ciudad de San Luis Potosí, a 23 de agosto de 2011, ante mí, Lic. Fernando Ibarra Zúñiga, Notario Público número 12, comparecen los señores Alberto Saldaña Rocha y Marisol Ortega Vidal para constituir una sociedad anónima de capital variable que se denominará Insumos Hospitalarios del Altiplano, S.A. de C.V.",
  "TERCERA. La sociedad tendrá por objeto la compra, venta, distribución y almacenamiento de material de curación, insumos médicos y equipo médico menor.",
].join("\n");

/** Fichas técnicas of partidas 1, 3, 8 and 12 and a carta de respaldo for partidas 1 and 2, as filed under 'otros'. */
export const GOODS_DOCUMENTS = {
  "fichas-tecnicas.txt": [
    "FICHAS TÉCNICAS DE LOS BIENES OFERTADOS",
    "Partida\tBien ofertado\tMarca\tModelo\tFabricante\tPaís de origen\tRegistro sanitario",
    "1\tGasa seca estéril 10 x 10 cm, 12 capas, algodón 100 %, paquete con 10\tCuramed\tGS-1012\tCuramed de México, S.A. de C.V.\tMéxico\t0412C2019 SSA",
    "3\tJeringa desechable 5 ml con aguja 21G x 32 mm, émbolo de polipropileno\tInyecta\tJD-5-21\tInyecta Médica, S.A. de C.V.\tMéxico\t1187C2018 SSA",
    "8\tEquipo para venoclisis con normogotero, cámara de goteo y filtro de 15 micras\tFlumex\tVN-180\tFlumex, S.A. de C.V.\tMéxico\t0933C2020 SSA",
    "12\tOxímetro de pulso de dedo, pantalla OLED, SpO2 de 70 a 100 %\tPulsa\tOX-300\tShenzhen Pulsa Medical Co.\tChina\t2204E2022 SSA",
  ].join("\n"),
  "carta-respaldo-curamed.txt": [
    "Curamed de México, S.A. de C.V.",
    "León, Guanajuato, a 20 de febrero de 2026.",
    "Por medio de la presente, Curamed de México, S.A. de C.V., fabricante con registro sanitario vigente, otorga su carta de respaldo a Insumos Hospitalarios del Altiplano, S.A. de C.V., como distribuidor autorizado de sus gasas secas estériles de 10 x 10 cm y sus vendas elásticas de 10 cm x 5 m, y garantiza su suministro.",
  ].join("\n"),
};

/** Each goods document as filed under 'otros'. */
export function goodsPassages(): CategorizedPassage[] {
  return Object.entries(GOODS_DOCUMENTS).flatMap(([name, text]) => documentPassages("otros", name, text));
}

let counter = 0;

/** A client document as the reader gives its passages, under `category`. */
export function documentPassages(
  category: CategorizedPassage["documentType"],
  documentName: string,
  text: string,
): CategorizedPassage[] {
  return splitIntoPassages(readTxtText(new TextEncoder().encode(text))).map((passage) => {
    counter += 1;
    return {
      id: `00000000-0000-4000-9000-${String(counter).padStart(12, "0")}`,
      documentId: `doc-${documentName}`,
      documentName,
      documentType: category,
      page: passage.page,
      heading: passage.heading,
      text: passage.text,
    };
  });
}

/** Every document of the company, each under the category the client files it in. */
export function companyPassages(): CategorizedPassage[] {
  return [
    ...documentPassages("curricula", "curriculum-empresa.txt", COMPANY_CV),
    ...documentPassages("fiscal", "declaracion-anual-2025.txt", ANNUAL_RETURN),
    ...documentPassages("legal", "acta-constitutiva.txt", ACTA),
    ...Object.entries(TEAM_CVS).flatMap(([name, text]) => documentPassages("equipo", name, text)),
  ];
}
