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

/** The error answers every signed-in resource route can give, for its OpenAPI response map. */
export const ZResourceErrors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
} as const;
