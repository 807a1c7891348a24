import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CAPTCHA_CHALLENGE_PATH } from "../../../shared/contracts/captcha";
import { PUBLIC_CONFIG_PATH, ZPublicConfigResponse } from "../../../shared/contracts/public-config";
import { MESSAGES } from "../../../shared/messages";
import type { Config } from "../../config/config";

/** Names, contact and legal placeholders the browser shows, from configuration. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    PUBLIC_CONFIG_PATH,
    {
      schema: {
        summary: "Datos públicos de esta instalación (nombre, contacto, textos legales)",
        tags: ["sistema"],
        response: { 200: ZPublicConfigResponse },
      },
    },
    async () => ({
      appName: config.APP_NAME,
      tagline: MESSAGES.tagline,
      supportEmail: config.SUPPORT_EMAIL,
      developerCredit: config.DEVELOPER_CREDIT,
      companyName: config.COMPANY_NAME,
      storageRegion: config.STORAGE_REGION,
      minimumAge: config.MINIMUM_AGE,
      captcha: config.RECAPTCHA_SITE_KEY
        ? { provider: "recaptcha" as const, site_key: config.RECAPTCHA_SITE_KEY }
        : { provider: "altcha" as const, challenge_url: CAPTCHA_CHALLENGE_PATH },
    }),
  );
};
