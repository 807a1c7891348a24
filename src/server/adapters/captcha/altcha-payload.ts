import type { Challenge, Solution } from "altcha-lib";
import { z } from "zod";

const ZHex = z.string().regex(/^(?:[0-9a-f]{2})+$/);

/**
 * What the ALTCHA widget submits once it has solved a challenge: base64 of
 * `{ challenge: { parameters, signature }, solution: { counter, derivedKey } }`. The parameters are
 * kept loose (passthrough) because the signature covers every field the server put in them.
 */
const ZAltchaPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string().max(32),
      nonce: ZHex.max(128),
      salt: ZHex.max(128),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      keySignature: ZHex.max(256),
      // Always set by this server: the replay store keeps the solution until then.
      expiresAt: z.number().int().positive(),
    }),
    signature: ZHex.max(256),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: ZHex.max(256),
    time: z.number().optional(),
  }),
});

export interface AltchaPayload {
  challenge: Challenge & { parameters: { expiresAt: number; keySignature: string } };
  solution: Solution;
}

/** The longest payload a real widget sends is under 1 KB; anything far larger is not worth decoding. */
const MAX_PAYLOAD_LENGTH = 4_096;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Decodes a submitted payload; null for anything that is not a well-formed ALTCHA v2 payload. */
export function parseAltchaPayload(token: unknown): AltchaPayload | null {
  if (typeof token !== "string" || token.length === 0 || token.length > MAX_PAYLOAD_LENGTH) return null;
  if (!BASE64.test(token)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = ZAltchaPayload.safeParse(json);
  if (!parsed.success) return null;
  return parsed.data as AltchaPayload;
}

/** The token the widget would submit for a solved challenge (tests and the benchmark use it too). */
export function encodeAltchaPayload(challenge: Challenge, solution: Solution): string {
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload), "utf8").toString("base64");
}
