/** The Spanish name of each datum a form asks for, as written in '[PENDIENTE: …]' and the data table. */
import { APPLICANT_FIELD_LABELS } from "./applicant-data";
import type { FormatField } from "./format-field-rules";

export const FORMAT_FIELD_LABELS: Record<FormatField, string> = {
  ...APPLICANT_FIELD_LABELS,
  fecha: "fecha",
  lugar: "lugar",
  numeroLicitacion: "número de la licitación",
  objetoContrato: "objeto del contrato",
  identificacion: "número de identificación del firmante",
  cargo: "cargo del firmante",
  firma: "firma",
  escrituraPoder: "Escritura pública del poder del representante legal",
  fechaPoder: "Fecha de la escritura del poder",
  notarioPoder: "Notario público ante quien se otorgó el poder",
  sector: "sector (industria, comercio o servicios)",
  otro: "dato",
};
