import { z } from "zod";

export const ZConfirmPaymentParams = z.object({ token: z.string().min(1).max(200) });

export const ZConfirmPaymentRequest = z.object({
  user_id: z.uuid(),
  transaction_id: z.string().min(1).max(200),
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
