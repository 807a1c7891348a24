import { z } from "zod";

/** The company profile's single values, in the order 'Perfil de la empresa' lists them. */
export const PROFILE_FIELDS = [
  "razonSocial",
  "rfc",
  "domicilio",
  "objetoSocial",
  "escritura",
  "fechaEscritura",
  "notario",
  "fechaConstitucion",
  "folioMercantil",
  "representante",
  "registroPatronal",
  "telefono",
  "correo",
  "calle",
  "numeroExterior",
  "colonia",
  "codigoPostal",
  "municipio",
  "estado",
] as const;
export const ZProfileField = z.enum(PROFILE_FIELDS, { error: "El dato del perfil no existe." });
export type TProfileField = z.infer<typeof ZProfileField>;

export const PROFILE_FIELD_LABELS: Record<TProfileField, string> = {
  razonSocial: "Razón social o denominación",
  rfc: "RFC",
  domicilio: "Domicilio fiscal",
  objetoSocial: "Objeto social",
  escritura: "Escritura pública del acta constitutiva",
  fechaEscritura: "Fecha de la escritura",
  notario: "Notario público",
  fechaConstitucion: "Fecha de constitución",
  folioMercantil: "Folio mercantil",
  representante: "Representante legal y poder",
  registroPatronal: "Registro patronal IMSS",
  telefono: "Teléfono",
  correo: "Correo electrónico",
  calle: "Calle",
  numeroExterior: "Número exterior",
  colonia: "Colonia",
  codigoPostal: "Código postal",
  municipio: "Municipio o alcaldía",
  estado: "Estado",
};

/** Where a value was read: the document, its page (null when the format has none) and the words. */
export const ZProfileSource = z.object({
  documentName: z.string(),
  page: z.number().int().nullable(),
  quote: z.string(),
});
export type TProfileSource = z.infer<typeof ZProfileSource>;

/**
 * One value: what the documents say (`extracted`, with its source) and what the client decided
 * (`clientValue`, confirmed or corrected), which wins. `value` is the one the proposal uses.
 */
export const ZProfileValue = z.object({
  field: ZProfileField,
  label: z.string(),
  value: z.string().nullable(),
  status: z.enum(["extraido", "confirmado", "corregido", "sin_dato"]),
  extracted: z.string().nullable(),
  source: ZProfileSource.nullable(),
  clientValue: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TProfileValue = z.infer<typeof ZProfileValue>;

export const ZProfileListItem = z.object({ text: z.string(), source: ZProfileSource });

export const ZProfilePerson = z.object({
  name: z.string(),
  role: z.string().nullable(),
  education: z.array(z.string()),
  cedula: z.string().nullable(),
  experience: z.array(z.string()),
  source: ZProfileSource,
});

export const ZCompanyProfileResponse = z.object({
  fields: z.array(ZProfileValue),
  experience: z.array(ZProfileListItem),
  certifications: z.array(ZProfileListItem),
  people: z.array(ZProfilePerson),
  /** How many of the client's documents (all projects) the profile was read from. */
  documentCount: z.number().int(),
});
export type TCompanyProfileResponse = z.infer<typeof ZCompanyProfileResponse>;

export const ZProfileFieldParams = z.object({ field: ZProfileField });

export const PROFILE_MESSAGES = {
  emptyValue: "Escriba el valor correcto.",
  loadFailed: "No se pudo cargar el perfil de la empresa.",
} as const;

export const ZSaveProfileValueRequest = z.object({
  value: z
    .string({ error: PROFILE_MESSAGES.emptyValue })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.emptyValue })
    .max(1000, { error: "El valor no puede exceder 1000 caracteres." }),
});
export type TSaveProfileValueRequest = z.infer<typeof ZSaveProfileValueRequest>;

/** A fiscal or legal document with a validity, measured against the tender's submission date. */
export const ZDocumentValidity = z.object({
  documentName: z.string(),
  label: z.string(),
  issueDate: z.string(),
  validUntil: z.string(),
  basis: z.string(),
  isExpired: z.boolean(),
});
export type TDocumentValidity = z.infer<typeof ZDocumentValidity>;

export const ZDocumentValidityResponse = z.object({
  /** The date validity is measured against: the submission date of the bases, or today. */
  referenceDate: z.string(),
  isSubmissionDate: z.boolean(),
  /** The submission date the bases state when it has already passed (validity is then measured to today). */
  passedSubmissionDate: z.string().nullable(),
  documents: z.array(ZDocumentValidity),
});
export type TDocumentValidityResponse = z.infer<typeof ZDocumentValidityResponse>;
