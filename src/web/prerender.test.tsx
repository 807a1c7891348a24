import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetWebTestState, PUBLIC_CONFIG as STUB_CONFIG, stubApi } from "../../tests/support/web-render";
import { PUBLIC_CONFIG_META, ZPublicConfigResponse } from "../shared/contracts/public-config";
import { MESSAGES } from "../shared/messages";
import { App } from "./App";
import { PRERENDERED_PATHS, renderScreen, screenChunkSources } from "./prerender";
import { preloadScreen } from "./router";

const PUBLIC_CONFIG = ZPublicConfigResponse.parse(STUB_CONFIG);
let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.head.querySelector(`meta[name="${PUBLIC_CONFIG_META}"]`)?.remove();
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
  resetWebTestState();
});

/** The page as the server sends it: the stamped configuration and the screen's markup in #root. */
async function serveScreen(pathname: string): Promise<HTMLElement> {
  const meta = document.createElement("meta");
  meta.name = PUBLIC_CONFIG_META;
  meta.content = JSON.stringify(PUBLIC_CONFIG);
  document.head.append(meta);
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = await renderScreen(pathname, PUBLIC_CONFIG);
  document.body.append(container);
  window.history.replaceState(null, "", pathname);
  return container;
}

/** Hydrates as main.tsx does; returns React's recoverable errors and the console's errors. */
async function hydrate(container: HTMLElement) {
  const recoverable: unknown[] = [];
  const consoleErrors = vi.spyOn(console, "error");
  await preloadScreen(window.location.pathname);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { recoverable, consoleErrors };
}

describe("the first screens' markup", () => {
  it("is /login and /register, each preloading the ALTCHA widget (and /register its page)", () => {
    expect(PRERENDERED_PATHS).toEqual(["/login", "/register"]);
    const sources = screenChunkSources(PUBLIC_CONFIG);
    expect(sources["/login"]).toEqual([expect.stringContaining("altcha")]);
    expect(sources["/register"]).toEqual([
      "pages/Register/RegisterPage.tsx",
      expect.stringContaining("altcha"),
    ]);
    const recaptcha = { ...PUBLIC_CONFIG, captcha: { provider: "recaptcha" as const, site_key: "clave" } };
    expect(screenChunkSources(recaptcha)["/login"]).toEqual([]);
  });

  it("holds the login form with the spec's texts and the configured footer", async () => {
    const html = await renderScreen("/login", { ...PUBLIC_CONFIG, supportEmail: "ayuda@concursa.mx" });
    for (const text of [
      `<h1`,
      MESSAGES.login.welcome,
      MESSAGES.tagline,
      "Correo electrónico",
      "Contraseña",
      MESSAGES.login.submit,
      MESSAGES.login.createAccount,
      MESSAGES.login.forgot,
      'href="/register"',
      'href="/forgot-password"',
      "ayuda@concursa.mx",
      "<main",
      "<footer",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("Verificando sesión");
  });

  it("holds the registration form with every field of the spec", async () => {
    const html = await renderScreen("/register", PUBLIC_CONFIG);
    for (const text of [
      "Bienvenido, cree su cuenta",
      "Nombre completo",
      "Correo electrónico",
      "Teléfono",
      "Confirmar contraseña",
      MESSAGES.register.submit,
      "← Volver a inicio de sesión",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("refuses a path it does not prerender", async () => {
    await expect(renderScreen("/client-dashboard", PUBLIC_CONFIG)).rejects.toThrow(/no se prerenderiza/);
  });

  for (const pathname of ["/login", "/register"]) {
    it(`${pathname}: the browser adopts the markup without a mismatch, keeping its nodes`, async () => {
      stubApi({});
      const container = await serveScreen(pathname);
      const email = container.querySelector<HTMLInputElement>('input[type="email"]');
      expect(email).not.toBeNull();
      const { recoverable, consoleErrors } = await hydrate(container);
      expect(recoverable).toEqual([]);
      expect(consoleErrors.mock.calls.map((call) => String(call[0]))).toEqual([]);
      expect(screen.getByLabelText("Correo electrónico")).toBe(email);
      const user = userEvent.setup({ delay: null });
      await user.type(screen.getByLabelText("Correo electrónico"), "ana@empresa.mx");
      expect(screen.getByLabelText("Correo electrónico")).toHaveValue("ana@empresa.mx");
    });
  }

  it("keeps what was typed before the app took the page over, and signs in with it", async () => {
    stubApi({});
    const container = await serveScreen("/login");
    // Typed into the server's fields while the script was still on its way.
    const email = container.querySelector<HTMLInputElement>('input[type="email"]');
    const password = container.querySelector<HTMLInputElement>('input[type="password"]');
    if (!email || !password) throw new Error("faltan los campos");
    email.value = "maria@empresa.mx";
    password.value = "Contraseña#2025";
    const { recoverable } = await hydrate(container);
    expect(recoverable).toEqual([]);
    // A render after hydration (the submit's validation) must not wipe them: the state holds them.
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: MESSAGES.login.submit }));
    expect(screen.getByLabelText("Correo electrónico")).toHaveValue("maria@empresa.mx");
    expect(screen.getByLabelText("Contraseña")).toHaveValue("Contraseña#2025");
    // Both present: the form asks for the captcha, not for the e-mail and password.
    expect(screen.queryByText(MESSAGES.login.required)).toBeNull();
    expect(await screen.findByText(MESSAGES.login.captchaRequired)).toBeInTheDocument();
  });
});
