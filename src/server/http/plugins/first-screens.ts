import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { TPublicConfigResponse } from "../../../shared/contracts/public-config";

/** What the compiled prerender (src/web/prerender.tsx) gives: each first screen's markup and chunk. */
export interface RenderedScreens {
  screens: Record<string, string>;
  chunkSources: Record<string, string[]>;
}

const RENDER_TIMEOUT_MS = 60_000;

// Plain CommonJS run by a thread of its own: React, Mantine and the screens are loaded there, render
// once and go away with the thread (about 60 MB that the server does not keep).
const RENDER_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
import(workerData.moduleUrl)
  .then(async (prerender) => ({
    screens: await prerender.renderScreens(workerData.publicConfig),
    chunkSources: prerender.screenChunkSources(workerData.publicConfig),
  }))
  .then(
    (result) => parentPort.postMessage({ result }),
    (error) => parentPort.postMessage({ error: String((error && error.stack) || error) }),
  );
`;

/** Renders the first screens with this installation's public configuration, in a short-lived thread. */
export function renderFirstScreens(
  prerenderModule: string,
  publicConfig: TPublicConfigResponse,
): Promise<RenderedScreens> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(RENDER_THREAD, {
      eval: true,
      // Not the server's loaders (tsx): the module is plain JavaScript.
      execArgv: [],
      workerData: { moduleUrl: pathToFileURL(prerenderModule).href, publicConfig },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error("la prerenderización de las primeras pantallas no terminó a tiempo"));
    }, RENDER_TIMEOUT_MS);
    worker.once("message", (message: { result?: RenderedScreens; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.result) resolve(message.result);
      else reject(new Error(message.error ?? "la prerenderización falló"));
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files a manifest entry needs (itself and its static imports), in load order, without repeats. */
function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => chunkFiles(manifest, child, seen)), chunk.file];
}

/**
 * `<link rel="modulepreload">` tags for each prerendered screen's own chunks (those the entry does not
 * already carry), read from Vite's manifest in `webRoot/.vite/manifest.json`.
 */
export function screenPreloads(
  webRoot: string,
  chunkSources: Record<string, string[]>,
): Record<string, string> {
  const manifestFile = path.join(webRoot, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const entryFiles = new Set(chunkFiles(manifest, "index.html"));
  const preloads: Record<string, string> = {};
  for (const [pathname, sources] of Object.entries(chunkSources)) {
    const seen = new Set<string>();
    preloads[pathname] = sources
      .flatMap((source) => chunkFiles(manifest, source, seen))
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
      .join("\n    ");
  }
  return preloads;
}

/** The app's page with a screen's markup inside `#root` and its chunks preloaded from the head. */
export function pageWithScreen(page: string, markup: string, preloads = ""): string {
  const withMarkup = page.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  return preloads ? withMarkup.replace("</head>", () => `  ${preloads}\n  </head>`) : withMarkup;
}
