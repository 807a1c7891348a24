/**
 * The first screens' markup, written on the server (scripts/build-web.mjs compiles this file for Node;
 * the server renders each screen once at start with its own public configuration). The tree is the
 * browser's own (<App> under StrictMode) with a memory router at the screen's path and the public
 * configuration already in the query cache, so `hydrateRoot` in main.tsx finds exactly this markup.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter } from "react-router";
import type { TPublicConfigResponse } from "../shared/contracts/public-config";
import "../shared/zod-setup";
import { App, createQueryClient } from "./App";
import { PRERENDERED_SCREENS, preloadScreen, routes } from "./router";

/** The paths whose markup the server sends in the page. */
export const PRERENDERED_PATHS = Object.keys(PRERENDERED_SCREENS);

/** Vite's manifest key of the ALTCHA widget's module (CaptchaField imports it once the form shows). */
const ALTCHA_SOURCE = "../../node_modules/altcha/dist/main/altcha.js";

/**
 * The sources (keys of Vite's manifest) of the chunks each prerendered screen needs after the entry:
 * its own page's, and the ALTCHA widget when that is the captcha. The server preloads them from the
 * page, so they arrive with the entry instead of one round trip after it.
 */
export function screenChunkSources(publicConfig: TPublicConfigResponse): Record<string, string[]> {
  const captcha = publicConfig.captcha.provider === "altcha" ? [ALTCHA_SOURCE] : [];
  return {
    "/login": captcha,
    "/register": ["pages/Register/RegisterPage.tsx", ...captcha],
  };
}

/** The markup of one first screen, as the browser's first render will produce it. */
export async function renderScreen(pathname: string, publicConfig: TPublicConfigResponse): Promise<string> {
  if (!PRERENDERED_PATHS.includes(pathname)) throw new Error(`${pathname} no se prerenderiza`);
  await preloadScreen(pathname);
  const queryClient = createQueryClient();
  queryClient.setQueryData(["public-config"], publicConfig);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  try {
    return renderToString(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  } finally {
    router.dispose();
    queryClient.clear();
  }
}

/** Every first screen's markup, by path. */
export async function renderScreens(publicConfig: TPublicConfigResponse): Promise<Record<string, string>> {
  const screens: Record<string, string> = {};
  for (const pathname of PRERENDERED_PATHS) screens[pathname] = await renderScreen(pathname, publicConfig);
  return screens;
}
