import { randomBytes, randomInt } from "node:crypto";

const UPPER_ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
/** PayPal's account ids avoid characters people confuse: no 0, 1, I or O (account_id's pattern). */
const ACCOUNT_ID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

function randomFrom(alphabet: string, length: number): string {
  let value = "";
  for (let i = 0; i < length; i++) value += alphabet[randomInt(alphabet.length)];
  return value;
}

function randomUpperAlphanumeric(length: number): string {
  return randomFrom(UPPER_ALPHANUMERIC, length);
}

/** Identifiers shaped like PayPal's, so code and people reading logs meet what they would meet there. */
export const newProductId = () => `PROD-${randomUpperAlphanumeric(17)}`;
export const newPlanId = () => `P-${randomUpperAlphanumeric(24)}`;
export const newSubscriptionId = () => `I-${randomUpperAlphanumeric(12)}`;
export const newBillingAgreementToken = () => `BA-${randomUpperAlphanumeric(17)}`;
/** The `token` PayPal adds to the return URL beside `ba_token`. */
export const newCheckoutToken = () => randomUpperAlphanumeric(17);
/** A sale (a charge of a billing cycle): 17 upper-case alphanumerics, as PayPal's transaction ids. */
export const newSaleId = () => randomUpperAlphanumeric(17);
export const newWebhookEventId = () => `WH-${randomUpperAlphanumeric(17)}-${randomUpperAlphanumeric(17)}`;
export const newWebhookId = () => randomUpperAlphanumeric(17);
export const newCertId = () => `CERT-${randomBytes(8).toString("hex")}`;
export const newPayerId = () => randomFrom(ACCOUNT_ID_ALPHABET, 13);
export const newDebugId = () => randomBytes(7).toString("hex").slice(0, 13);
export const newAccessToken = () => `A21AA${randomBytes(66).toString("base64url")}`;
export const newClientId = () => `A${randomBytes(59).toString("base64url")}`;
export const newClientSecret = () => `E${randomBytes(59).toString("base64url")}`;

/** PayPal writes times in UTC without milliseconds: 2024-05-01T17:03:12Z. */
export function toPayPalTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
