import { z } from "zod";
import { stripBidiControls, ZShownName } from "../rules/bidi";

export const ZProjectStatus = z.enum(["active", "closed"]);

/** A project as lists and headers show it (spec 02 §3). */
export const ZProject = z
  .object({
    id: z.uuid(),
    name: ZShownName,
    description: z.string(),
    status: ZProjectStatus,
    documentCount: z.number().int(),
    /** Phase in progress (0-7) once the eight-phase model started; null before. */
    currentRagPhase: z.number().int().nullable(),
    ragStarted: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Project" });
export type TProject = z.infer<typeof ZProject>;

export const ZProjectListResponse = z.object({ projects: z.array(ZProject) });

const ZName = z
  .string({ error: "Por favor ingrese un nombre para el proyecto" })
  // Direction marks are removed, not refused: invisible, pasted unawares (rules/bidi.ts).
  .overwrite(stripBidiControls)
  .trim()
  // One line: a pasted line break or tab becomes a space (the name titles files, the ZIP and the calendar).
  .overwrite((value) => value.replace(/\s+/gu, " "))
  .min(1, { error: "Por favor ingrese un nombre para el proyecto" })
  .max(200, { error: "El nombre del proyecto no puede exceder 200 caracteres" });
const ZDescription = z
  .string({ error: "Por favor ingrese una descripción para el proyecto" })
  .trim()
  .min(1, { error: "Por favor ingrese una descripción para el proyecto" })
  .max(4000, { error: "La descripción no puede exceder 4000 caracteres" });

export const ZCreateProjectRequest = z.object({
  name: ZName,
  description: ZDescription,
  /** Documents of the client's library to include in the new project (none when absent). */
  libraryDocumentIds: z
    .array(z.uuid({ error: "El identificador del documento de la biblioteca no es válido" }))
    .max(200, { error: "Se pueden incluir hasta 200 documentos de la biblioteca a la vez." })
    .optional(),
});
export type TCreateProjectRequest = z.infer<typeof ZCreateProjectRequest>;
export const ZCreateProjectResponse = z.object({ id: z.uuid(), project: ZProject });

export const ZUpdateProjectRequest = z
  .object({
    name: ZName.optional(),
    description: ZDescription.optional(),
    /**
     * The name and description as the editing tab showed them. When sent, a save over values that
     * changed since (another tab, another session) is refused (PROJECT_EDIT_CONFLICT) instead of
     * silently replacing them.
     */
    previous: z
      .object({
        name: z.string().max(200).overwrite(stripBidiControls).optional(),
        description: z.string().max(4000).optional(),
      })
      .optional(),
  })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    error: "Indique el nombre o la descripción a cambiar",
  });
export type TUpdateProjectRequest = z.infer<typeof ZUpdateProjectRequest>;

export const ZProjectParams = z.object({
  id: z.uuid({ error: "El identificador del proyecto no es válido" }),
});
export const ZProjectResponse = z.object({ project: ZProject });

export const PROJECT_MESSAGES = {
  loadFailed: "No se pudieron cargar los proyectos. Intente nuevamente.",
  createFailed: "No se pudo crear el proyecto. Intente nuevamente.",
  documentsFailed: "No se pudieron cargar los documentos del proyecto.",
  detailsFailed: "No se pudieron cargar los detalles del proyecto.",
  dataFailed: "No se pudieron cargar los datos del proyecto.",
  closeFailed: "No se pudo cerrar el proyecto. Por favor, inténtelo de nuevo.",
  zipFailed: "No se pudo generar el archivo ZIP con todos los documentos.",
  selectionFailed: "No se pudieron descargar los documentos seleccionados.",
  downloadFailed: "No se pudo descargar el documento.",
  fileNotFound: "No se encontró el archivo solicitado.",
} as const;
