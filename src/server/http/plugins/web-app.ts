import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PUBLIC_CONFIG_META, type TPublicConfigResponse } from "../../../shared/contracts/public-config";
import { isWebRoute, WEB_REDIRECTS } from "../../../shared/routes";
import { AppError } from "../app-error";
import { pageWithScreen, renderFirstScreens, screenPreloads } from "./first-screens";

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

/** A page as sent: its text and its brotli and gzip forms, compressed once. */
interface EncodedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

function encodePage(html: string): EncodedPage {
  const bytes = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/** Whether the request's Accept-Encoding admits `coding` (present and not `q=0`). */
function accepts(request: FastifyRequest, coding: "br" | "gzip"): boolean {
  const header = String(request.headers["accept-encoding"] ?? "");
  return header
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .some((part) => {
      const [name, ...params] = part.split(";").map((piece) => piece.trim());
      return name === coding && !params.some((param) => /^q=0(\.0*)?$/.test(param));
    });
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage) {
  reply
    .header("cache-control", "no-cache")
    .header("vary", "Accept-Encoding")
    .type("text/html; charset=utf-8");
  if (accepts(request, "br")) return reply.header("content-encoding", "br").send(page.br);
  if (accepts(request, "gzip")) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.html);
}

export interface WebAppOptions {
  /**
   * The compiled prerender of the first screens (dist/web-ssr/prerender.js). When given and present,
   * /login and /register are sent with their markup in the page, rendered at start in a thread;
   * until that is done (or if it fails) they get the plain page, which the browser renders itself.
   */
  prerenderModule?: string;
  /** Told when the first screens are ready, or why they could not be prerendered. */
  onPrerendered?: (outcome: { ms: number; paths: string[] } | { error: unknown }) => void;
}

/**
 * Serves the built web app from `webRoot`: hashed assets with a long cache, the app's page for every
 * browser path (compressed, with `Vary`), the first screens with their markup, and the decided
 * redirects. An unknown path is logged here and answered 200 with the app, which shows its 404 page:
 * a 404 status on the document makes browsers log a console error.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  publicConfig: TPublicConfigResponse,
  options: WebAppOptions = {},
): Promise<void> {
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile)) {
    throw new Error(`No se encontró la aplicación web compilada en ${webRoot}. Ejecute 'npm run build'.`);
  }
  const stamped = stampPage(readFileSync(indexFile, "utf8"), publicConfig);
  const page = encodePage(stamped);
  const screens = new Map<string, EncodedPage>();
  // The footer shows the year: a screen rendered last year would not match the browser's render.
  let renderedYear: number | null = null;
  const prerender = () => {
    const { prerenderModule, onPrerendered } = options;
    if (!prerenderModule) return;
    if (!existsSync(prerenderModule)) {
      // `vite build` alone does not write it; scripts/build-web.mjs (npm start) does.
      onPrerendered?.({
        error: new Error(`no existe ${prerenderModule}: ejecute node scripts/build-web.mjs`),
      });
      return;
    }
    const started = performance.now();
    renderedYear = new Date().getFullYear();
    renderFirstScreens(prerenderModule, publicConfig).then(
      ({ screens: markups, chunkSources }) => {
        const preloads = screenPreloads(webRoot, chunkSources);
        screens.clear();
        for (const [pathname, markup] of Object.entries(markups)) {
          screens.set(pathname, encodePage(pageWithScreen(stamped, markup, preloads[pathname])));
        }
        onPrerendered?.({ ms: Math.round(performance.now() - started), paths: [...screens.keys()] });
      },
      (error: unknown) => onPrerendered?.({ error }),
    );
  };
  prerender();
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
    if (renderedYear !== null && renderedYear !== new Date().getFullYear()) {
      screens.clear();
      prerender();
    }
    return sendPage(request, reply, screens.get(pathname) ?? page);
  });
}
