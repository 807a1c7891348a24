import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { PUBLIC_CONFIG_META, type TPublicConfigResponse } from "../../../shared/contracts/public-config";
import { isWebRoute, WEB_REDIRECTS } from "../../../shared/routes";
import { AppError } from "../app-error";

const API_PREFIXES = ["/api/", "/health-check"];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The built page with the configured name as its title and the public configuration in a meta tag
 * (PUBLIC_CONFIG_META): the footer, the legal pages and the pre-mount screens have it even when the
 * API does not answer, and the app saves a request.
 */
export function stampPage(html: string, publicConfig: TPublicConfigResponse): string {
  const json = escapeHtml(JSON.stringify(publicConfig));
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(publicConfig.appName)}</title>`)
    .replace("</head>", `  <meta name="${PUBLIC_CONFIG_META}" content="${json}" />\n  </head>`);
}

/**
 * Serves the built web app from `webRoot`: hashed assets with a long cache, the app's page for every
 * browser path, and the decided redirects. An unknown path is logged here and answered 200 with the
 * app, which shows its 404 page: a 404 status on the document makes browsers log a console error.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  publicConfig: TPublicConfigResponse,
): Promise<void> {
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile)) {
    throw new Error(`No se encontró la aplicación web compilada en ${webRoot}. Ejecute 'npm run build'.`);
  }
  const page = stampPage(readFileSync(indexFile, "utf8"), publicConfig);
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (scripts/build-web.mjs); sent with Vary.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", isHashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  for (const [from, to] of Object.entries(WEB_REDIRECTS)) {
    app.get(from, { schema: { hide: true } }, (request, reply) => {
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      return reply.redirect(`${to}${query}`, 302);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      throw new AppError("NOT_FOUND", { detail: { path: pathname } });
    }
    const isKnown = isWebRoute(pathname);
    if (!isKnown) request.log.info({ path: pathname }, "page not found");
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page);
  });
}
