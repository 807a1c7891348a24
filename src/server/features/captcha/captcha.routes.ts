import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CAPTCHA_CHALLENGE_PATH } from "../../../shared/contracts/captcha";
import { ZErrorResponse } from "../../../shared/contracts/common";
import type { Captcha } from "../../adapters/captcha/create-captcha";
import { AppError } from "../../http/app-error";

/**
 * An ALTCHA v2 challenge as the widget reads it. Loose on purpose: the signature covers every
 * parameter, so the serializer must not drop one it does not know.
 */
const ZAltchaChallengeResponse = z
  .object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  })
  .meta({ id: "AltchaChallenge" });

/** The proof-of-work challenge the ALTCHA widget fetches; absent (404) when reCAPTCHA is configured. */
export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: Captcha }> = async (app, { captcha }) => {
  app.get(
    CAPTCHA_CHALLENGE_PATH,
    {
      schema: {
        summary: "Nuevo reto de prueba de trabajo para el captcha ALTCHA (firmado, caduca en 10 minutos)",
        tags: ["captcha"],
        response: { 200: ZAltchaChallengeResponse, 404: ZErrorResponse },
      },
    },
    async (_request, reply) => {
      if (!captcha.createChallenge) throw new AppError("NOT_FOUND");
      // Every challenge is single-use: no cache may hand the same one to two visitors.
      reply.header("cache-control", "no-store");
      return ZAltchaChallengeResponse.parse(await captcha.createChallenge());
    },
  );
};
