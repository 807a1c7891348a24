import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Config } from "../../config/config";

/** `/api/openapi.json`, generated from the same zod schemas that validate each route. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${config.APP_NAME} API`,
        description:
          "API de Licita: cuentas, suscripción, proyectos, documentos y las ocho fases de la propuesta.",
        version: "0.1.0",
      },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
