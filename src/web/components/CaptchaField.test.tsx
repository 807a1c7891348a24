import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TCaptchaSettings } from "../../shared/contracts/captcha";
import type { TPublicConfigResponse } from "../../shared/contracts/public-config";
import { CaptchaField, RECAPTCHA_SCRIPT_URL } from "./CaptchaField";

function publicConfig(captcha: TCaptchaSettings): TPublicConfigResponse {
  return {
    appName: "Licita",
    tagline: "Asistencia en análisis de documentos y generación de contenidos",
    supportEmail: "soporte@licita.mx",
    developerCredit: "Desarrollado por el equipo de Licita",
    companyName: "Licita",
    storageRegion: "México",
    minimumAge: 18,
    captcha,
  };
}

/** The field with the public configuration already loaded (as the app has it after the first page). */
function renderField(captcha: TCaptchaSettings, props: { error?: string; resetKey?: number } = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["public-config"], publicConfig(captcha));
  const onToken = vi.fn();
  const ui = (next: { error?: string; resetKey?: number }) => (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <form>
          <CaptchaField onToken={onToken} {...next} />
        </form>
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(ui(props));
  return { onToken, rerender: (next: { error?: string; resetKey?: number }) => view.rerender(ui(next)) };
}

function altchaWidget(): HTMLElement {
  const widget = document.querySelector("altcha-widget");
  if (!(widget instanceof HTMLElement)) throw new Error("no altcha-widget");
  return widget;
}

/** jsdom's selector engine does not match this URL in an attribute selector, so compare directly. */
function recaptchaScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll("script")].filter(
    (script) => script.getAttribute("src") === RECAPTCHA_SCRIPT_URL,
  );
}

function changeAltchaState(state: string, payload: string | null) {
  act(() => {
    altchaWidget().dispatchEvent(new CustomEvent("statechange", { detail: { state, payload } }));
  });
}

afterEach(() => {
  delete window.grecaptcha;
  for (const script of recaptchaScripts()) script.remove();
});

describe("CaptchaField", () => {
  it("shows the self-hosted ALTCHA checkbox, in Spanish, pointed at the challenge route", async () => {
    renderField({ provider: "altcha", challenge_url: "/api/captcha/challenge" });

    // The widget's module is fetched once the field is on screen; its place is held meanwhile.
    expect(await screen.findByRole("checkbox", { name: "No soy un robot" })).toBeInTheDocument();
    const widget = altchaWidget() as HTMLElementTagNameMap["altcha-widget"];
    // React 19 hands custom elements their known properties; the widget reads its configuration there.
    expect(widget.getConfiguration()).toMatchObject({
      challenge: "/api/captcha/challenge",
      name: "recaptcha_token",
      auto: "onfocus",
      language: "es-mx",
      minDuration: 0,
      validationMessage: "Por favor complete el captcha",
    });
    expect(screen.getByRole("group", { name: "Verificación de seguridad" })).toContainElement(widget);
    expect(recaptchaScripts()).toHaveLength(0);
  });

  it("hands over the payload once verified and withdraws it when it expires, fails or is reset", async () => {
    const { onToken, rerender } = renderField({
      provider: "altcha",
      challenge_url: "/api/captcha/challenge",
    });
    await screen.findByRole("checkbox", { name: "No soy un robot" });

    changeAltchaState("verified", "cGF5bG9hZA==");
    expect(onToken).toHaveBeenLastCalledWith("cGF5bG9hZA==");
    changeAltchaState("expired", null);
    expect(onToken).toHaveBeenLastCalledWith(null);
    changeAltchaState("verified", "b3Rybw==");
    changeAltchaState("error", null);
    expect(onToken).toHaveBeenLastCalledWith(null);

    changeAltchaState("verified", "dGVyY2Vybw==");
    onToken.mockClear();
    rerender({ resetKey: 1 });
    expect(onToken).toHaveBeenCalledWith(null);
    expect(onToken).not.toHaveBeenCalledWith(expect.any(String));
  });

  it("shows the form's captcha error below the widget", () => {
    renderField(
      { provider: "altcha", challenge_url: "/api/captcha/challenge" },
      { error: "Por favor complete el captcha" },
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Por favor complete el captcha");
    expect(screen.getByRole("group", { name: "Verificación de seguridad" })).toHaveAttribute(
      "aria-describedby",
      alert.id,
    );
  });

  it("loads Google's script once and renders the reCAPTCHA checkbox with the site key when configured", async () => {
    const render = vi.fn((_container: HTMLElement, _parameters: Record<string, unknown>) => 7);
    const reset = vi.fn();
    const { onToken, rerender } = renderField({ provider: "recaptcha", site_key: "clave-del-sitio" });

    expect(document.querySelector("altcha-widget")).toBeNull();
    const scripts = recaptchaScripts();
    expect(scripts).toHaveLength(1);

    // What Google's script does once it has loaded.
    window.grecaptcha = { ready: (callback) => callback(), render, reset };
    act(() => {
      scripts[0]?.dispatchEvent(new Event("load"));
    });
    await waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    const parameters = render.mock.calls[0]?.[1] as {
      sitekey: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
    };
    expect(parameters.sitekey).toBe("clave-del-sitio");

    act(() => parameters.callback("token-de-google"));
    expect(onToken).toHaveBeenLastCalledWith("token-de-google");
    act(() => parameters["expired-callback"]());
    expect(onToken).toHaveBeenLastCalledWith(null);

    rerender({ resetKey: 1 });
    expect(reset).toHaveBeenCalledWith(7);
  });
});
