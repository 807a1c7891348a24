import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PUBLIC_CONFIG_PATH, ZPublicConfigResponse } from "../../../shared/contracts/public-config";
import type { Config } from "../../config/config";
import { buildPublicConfig } from "./public-config.service";

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
    async () => buildPublicConfig(config),
  );
};
