import { z } from "zod";

/**
 * A passage a statement rests on: its id as given in the prompt and the words quoted from it. The
 * citation guard later keeps only ids that were really retrieved and quotes that really appear.
 */
export const ZSource = z.object({
  passageId: z.string().min(1),
  quote: z.string().min(1).max(400),
});

export const ZStatement = z.object({
  text: z.string().min(1).max(2000),
  // A missing list means "no source"; models often leave it out rather than write [].
  sources: z.array(ZSource).max(5).default([]),
});

export const ZPhaseTable = z
  .object({
    headers: z.array(z.string()).min(1),
    rows: z.array(
      z.object({
        cells: z.array(z.string()),
        sources: z.array(ZSource).max(5).default([]),
      }),
    ),
  })
  .refine((table) => table.rows.every((row) => row.cells.length === table.headers.length), {
    error: "cada fila de la tabla debe tener tantas celdas como encabezados",
  });

export const ZPhaseSection = z.object({
  heading: z.string().min(1),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  statements: z.array(ZStatement).default([]),
  table: ZPhaseTable.optional(),
});

/** What a generator returns for one phase, before citations are checked and the file is rendered. */
export const ZPhaseContent = z.object({
  title: z.string().min(1),
  sections: z.array(ZPhaseSection).min(1).max(120),
  /** Facts the documents did not give; written in the document as [PENDIENTE: …]. */
  pending: z.array(z.string().min(1)).default([]),
});

export type TSource = z.infer<typeof ZSource>;
export type TStatement = z.infer<typeof ZStatement>;
export type TPhaseTable = z.infer<typeof ZPhaseTable>;
export type TPhaseSection = z.infer<typeof ZPhaseSection>;
export type TPhaseContent = z.infer<typeof ZPhaseContent>;
