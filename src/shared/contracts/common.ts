import { z } from "zod";

/** Every error the API answers: `{ code, message, detail? }`. */
export const ZErrorResponse = z
  .object({
    code: z.string(),
    message: z.string(),
    detail: z.unknown().optional(),
  })
  .meta({ id: "ErrorResponse" });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
