import type { PhasePrompt } from "./phase-prompt";

export const PHASE_8_PROMPT: PhasePrompt = {
  retrieval: [
    {
      categories: ["bases", "anexos"],
      query: "criterios evaluación puntos porcentajes ponderación puntuación",
      limit: 12,
    },
    {
      categories: ["bases", "anexos"],
      query: "requisitos obligatorios desechamiento cumple no cumple binario",
      limit: 8,
    },
    {
      // The client's own documents are evidence too (acta, constancias, CVs, certificates).
      categories: ["legal", "fiscal", "curricula", "equipo", "otros"],
      query: "experiencia contratos certificación acta constitutiva opinión cumplimiento registro cédula",
      limit: 8,
    },
    {
      // The facts that show capacity: the company's warehouse, fleet, staff, capital contable, income.
      categories: ["curricula", "fiscal", "equipo", "otros"],
      query:
        "almacén m² vehículos flota plantilla trabajadores personal capital contable ingresos capacidad entrega",
      limit: 8,
    },
    {
      // The client's description of the goods it offers, and the documents of capacity's sub-rubros.
      categories: ["otros", "legal", "fiscal"],
      query:
        "ficha técnica catálogo marca modelo fabricante registro sanitario carta de respaldo distribuidor discapacidad estratificación MIPYME NMX-R-025 igualdad",
      limit: 8,
    },
  ],
  earlier: [0, 6],
  task: `Fase 8 de 8: Evaluación de la propuesta.
Evalúa la propuesta técnica integrada (fase 7) y los documentos propios del cliente contra cada criterio de evaluación de las bases. Devuelve DOS secciones (TRES si hay obligaciones de quien resulte adjudicado):
1. "Evaluación por criterio": su primer enunciado nombra el método de evaluación de las bases (binario, puntos y porcentajes, costo-beneficio, precio más bajo o subasta) citando el pasaje que lo dice, o "[PENDIENTE: …]" si las bases no lo nombran; si es binario, precio más bajo o subasta, dilo claramente: "Decide el precio". Luego una tabla ["Criterio", "Tipo", "Puntos disponibles", "Evidencia encontrada", "Sección de la propuesta", "Puntos estimados", "Qué falta"], una fila por criterio cuyos puntos indiquen las bases (o binario), citando en "sources" el pasaje de las bases y los pasajes donde está la evidencia; "Evidencia encontrada" describe con palabras qué se encontró, sin documento ni página (las columnas de fuente las llena el sistema con las citas verificadas). El precio no se estima: "No estimable: depende del precio ofertado".
2. "Resumen" con una tabla ["Concepto", "Valor"]: "Método de evaluación", "Total de puntos según las bases" (solo si las bases lo indican, citado; si no, "Las bases leídas no indican un total de puntos"), puntos estimados, número de criterios, y una fila "Requisito obligatorio sin cubrir" por cada requisito obligatorio que ni la propuesta ni los documentos del cliente atienden, citando el pasaje de las bases. Lo que solo se debe tras el fallo (lo que hace el adjudicatario o contratista: firma del contrato, garantía de cumplimiento, entrega, recepción) no es un requisito sin cubrir. Una causa de desechamiento que no pide un documento no es un requisito por cubrir: va en una fila "Causa de desechamiento a evitar (revisar)", citando el pasaje de las bases. Si la convocatoria ofrece varias obras o lotes, cada uno su propio procedimiento, el licitante cubre el que oferta: una sola fila "Requisito obligatorio sin cubrir" con "Cumplir la obra o lote que oferte (uno de N): …" y solo si la propuesta no atiende ninguna.
3. Solo si las hay, "Después del fallo" con una tabla ["Obligación de quien resulte adjudicado"], una fila por cada una, citando el pasaje de las bases.
La capacidad del licitante (recursos humanos, económicos, de equipamiento e infraestructura), la experiencia (años), la especialidad (contratos similares) y el cumplimiento de contratos se evidencian solo con hechos con cifras de los documentos del cliente (plantilla, almacén en m², vehículos, capital contable, ingresos, contratos con número y monto, cartas de cumplimiento), citando su pasaje: con todos los que pide el criterio, todos sus puntos (cubierto); con parte, la mitad (cubierto parcialmente); sin ellos, cero; en "Qué falta" di cuáles faltan. Los subrubros de capacidad que las bases puntúan aparte se evidencian con su propio documento: personal con discapacidad (su alta ante el IMSS y su proporción de la plantilla), MIPYME con innovación tecnológica (constancia o manifiesto de estratificación, patente o registro ante el IMPI), igualdad de género (certificado NMX-R-025-SCFI o equivalente). Si las bases fijan un máximo y dan los puntos en proporción ("con un máximo de 6 contratos", "al licitante que acredite el mayor número"), estima la cifra del cliente contra ese máximo (años que declara, contratos que se cuentan) y dilo ("3 de 6 contratos", la mitad de los puntos); si no fijan máximo, aplica la regla anterior; nunca uses una cifra que los documentos no digan. Las características de los bienes ofertados (o cualquier criterio sobre la especificación técnica de los bienes) se evidencian solo con la descripción que el cliente da de los bienes que ofrece en sus propios documentos (ficha técnica, catálogo, carta de respaldo o de distribución del fabricante, registro sanitario, tabla con partida, marca y modelo), partida por partida de las bases: todas descritas, todos los puntos; algunas, en proporción, nombrando las partidas que faltan; ninguna, cero ("Sin cubrir"), diciendo qué documentos lo mostrarían. Un currículum (de la empresa o de una persona), una cita de las bases, un título o las notas de otras fases nunca son esa evidencia. Una fila o celda que reproduce texto de las bases (por ejemplo la tabla de requisitos del currículum que cita el rubro) nunca es evidencia, por corta que sea.
Nunca conviertas en puntos un porcentaje que no sea ponderación (garantías, penas, IVA, márgenes, desempates, anticipos). Solo cuenta como evidencia lo que el cliente dice de sí mismo: un párrafo que copia las bases o sus criterios no es evidencia. No sumes ni inventes totales que las bases no den.`,
};
