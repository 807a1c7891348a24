import { z } from "zod";
import { MESSAGES } from "../messages";

const MISSING_SUBSCRIPTION = MESSAGES.payment.missingSubscription;

export const ZConfirmPaymentParams = z.object({
  token: z
    .string({ error: MESSAGES.payment.missingToken })
    .min(1, { error: MESSAGES.payment.missingToken })
    .max(200, { error: MESSAGES.payment.missingToken }),
});

export const ZConfirmPaymentRequest = z.object({
  user_id: z
    .string({ error: MESSAGES.payment.missingUserId })
    .min(1, { error: MESSAGES.payment.missingUserId })
    .pipe(z.uuid({ error: "El identificador de usuario no es válido." })),
  transaction_id: z
    .string({ error: MISSING_SUBSCRIPTION })
    .min(1, { error: MISSING_SUBSCRIPTION })
    .max(200, { error: MISSING_SUBSCRIPTION }),
  payer_id: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
});
export type TConfirmPaymentRequest = z.infer<typeof ZConfirmPaymentRequest>;

export const ZConfirmPaymentResponse = z.object({
  payment_status: z.enum(["completed", "duplicate"]),
  status: z.enum(["success", "already_processed"]),
  duplicate: z.boolean(),
  message: z.string(),
});
export type TConfirmPaymentResponse = z.infer<typeof ZConfirmPaymentResponse>;

export const confirmPaymentPath = (token: string) => `/api/payments/confirm/${encodeURIComponent(token)}`;
