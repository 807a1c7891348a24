/// <reference types="altcha" />
import { Skeleton, Stack, Text } from "@mantine/core";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { TCaptchaSettings } from "../../shared/contracts/captcha";
import { MESSAGES } from "../../shared/messages";
import { usePublicConfig } from "../api/public-config";

export const RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js?render=explicit&hl=es-419";
const CAPTCHA_GROUP_LABEL = "Verificación de seguridad";
const LOAD_ERROR = "No se pudo cargar la verificación. Recargue la página e intente de nuevo.";
/** The ALTCHA widget's height: its placeholder takes the same, so nothing below moves when it arrives. */
const WIDGET_HEIGHT = 75;

/** The widget's own texts in Spanish (es-MX, usted), registered under the language the widget is given. */
const ALTCHA_LANGUAGE = "es-mx";
const ALTCHA_TEXTS = {
  ariaLinkLabel: "ALTCHA (sitio web oficial)",
  cancel: "Cancelar",
  enterCode: "Ingrese el código",
  enterCodeAria: "Ingrese el código que escucha. Presione Espacio para reproducir el audio.",
  enterCodeFromImage: "Para continuar, ingrese el código de la imagen.",
  error: "Error de verificación. Intente de nuevo.",
  expired: "La verificación expiró. Intente de nuevo.",
  footer:
    'Protegido por <a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener noreferrer" aria-label="ALTCHA (sitio web oficial)">ALTCHA</a>',
  getAudioChallenge: "Obtener un reto de audio",
  label: "No soy un robot",
  loading: "Cargando...",
  reload: "Volver a cargar",
  verify: "Verificar",
  verificationRequired: "¡Verificación requerida!",
  verified: "Verificado",
  verifying: "Verificando...",
  waitAlert: "Verificando... espere, por favor.",
};

let altchaLoading: Promise<void> | null = null;

/**
 * Fetches the ALTCHA widget (about 80 KB) once the form is on screen rather than with the first page:
 * the sign-in form shows without waiting for it, and a visitor of any other screen never downloads it.
 * Its Spanish texts are registered before the first widget upgrades.
 */
export function loadAltcha(): Promise<void> {
  altchaLoading ??= import("altcha").then(
    () => {
      globalThis.$altcha.i18n.set(ALTCHA_LANGUAGE, ALTCHA_TEXTS);
    },
    (error: unknown) => {
      // Let a later field try again (e.g. after the connection comes back).
      altchaLoading = null;
      throw error;
    },
  );
  return altchaLoading;
}

/**
 * No artificial minimum duration (the widget's default is 500 ms): the proof of work itself takes long
 * enough and nothing here is simulated. The widget's checkbox is `required`, so a form that does not set
 * `noValidate` gets the browser's bubble on submit; it says the spec's text rather than the browser's.
 */
const ALTCHA_CONFIGURATION = JSON.stringify({
  minDuration: 0,
  validationMessage: MESSAGES.login.captchaRequired,
});

interface CaptchaFieldProps {
  /** The token to send as `recaptcha_token`, or null when there is none (not yet, expired, failed). */
  onToken: (token: string | null) => void;
  error?: string;
  /** Change it after each submit: a token is accepted once, so the next attempt needs a new one. */
  resetKey?: number;
  /** The widget's state ('verifying' while the proof of work runs), so a form can wait for it. */
  onStateChange?: (state: string) => void;
}

/**
 * The captcha of the sign-in, registration and password forms: the self-hosted ALTCHA proof of work,
 * or Google reCAPTCHA v2 when the installation configures it (read from the public configuration).
 */
export function CaptchaField({ onToken, error, resetKey = 0, onStateChange }: CaptchaFieldProps) {
  const publicConfig = usePublicConfig();
  const errorId = useId();
  // Widgets call the latest onToken without being rebuilt when the parent passes a new function.
  const onTokenRef = useRef(onToken);
  const onStateRef = useRef(onStateChange);
  useEffect(() => {
    onStateRef.current = onStateChange;
  });
  useEffect(() => {
    onTokenRef.current = onToken;
  });
  const [loadError, setLoadError] = useState<string | null>(null);
  const settings = publicConfig.data?.captcha;
  const shownError = error ?? loadError ?? (publicConfig.isError ? LOAD_ERROR : undefined);

  return (
    <Stack gap={4}>
      <fieldset
        aria-label={CAPTCHA_GROUP_LABEL}
        aria-describedby={shownError ? errorId : undefined}
        style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0, minHeight: WIDGET_HEIGHT }}
      >
        {settings ? (
          <CaptchaWidget
            settings={settings}
            onTokenRef={onTokenRef}
            onStateRef={onStateRef}
            resetKey={resetKey}
            onLoadError={() => setLoadError(LOAD_ERROR)}
          />
        ) : publicConfig.isPending ? (
          <Skeleton height={WIDGET_HEIGHT} maw={304} />
        ) : null}
      </fieldset>
      {shownError ? (
        <Text id={errorId} c="red.9" size="sm" role="alert">
          {shownError}
        </Text>
      ) : null}
    </Stack>
  );
}

interface CaptchaWidgetProps {
  settings: TCaptchaSettings;
  onTokenRef: { current: (token: string | null) => void };
  onStateRef: { current: ((state: string) => void) | undefined };
  resetKey: number;
  onLoadError: () => void;
}

function CaptchaWidget({ settings, onTokenRef, onStateRef, resetKey, onLoadError }: CaptchaWidgetProps) {
  if (settings.provider === "recaptcha" && settings.site_key) {
    return (
      <RecaptchaWidget
        siteKey={settings.site_key}
        onTokenRef={onTokenRef}
        resetKey={resetKey}
        onLoadError={onLoadError}
      />
    );
  }
  return (
    <AltchaWidget
      challengeUrl={settings.challenge_url}
      onTokenRef={onTokenRef}
      onStateRef={onStateRef}
      resetKey={resetKey}
      onLoadError={onLoadError}
    />
  );
}

type AltchaStateEvent = CustomEvent<{ state: string; payload: string | null }>;

/** The ALTCHA widget once its module is here; until then the same placeholder as the configuration's. */
function AltchaWidget(props: {
  challengeUrl?: string;
  onTokenRef: CaptchaWidgetProps["onTokenRef"];
  onStateRef: CaptchaWidgetProps["onStateRef"];
  resetKey: number;
  onLoadError: () => void;
}) {
  const { onLoadError, ...widgetProps } = props;
  const [loading, setLoading] = useState<"pending" | "loaded" | "failed">("pending");
  const onLoadErrorRef = useRef(onLoadError);
  useEffect(() => {
    onLoadErrorRef.current = onLoadError;
  });
  useEffect(() => {
    let isActive = true;
    loadAltcha().then(
      () => isActive && setLoading("loaded"),
      () => {
        if (!isActive) return;
        setLoading("failed");
        onLoadErrorRef.current();
      },
    );
    return () => {
      isActive = false;
    };
  }, []);
  if (loading === "failed") return null;
  return loading === "loaded" ? (
    <LoadedAltchaWidget {...widgetProps} />
  ) : (
    <Skeleton height={WIDGET_HEIGHT} maw={304} />
  );
}

function LoadedAltchaWidget(props: Omit<Parameters<typeof AltchaWidget>[0], "onLoadError">) {
  const { challengeUrl, onTokenRef, onStateRef, resetKey } = props;
  const widgetRef = useRef<HTMLElementTagNameMap["altcha-widget"]>(null);

  // Listening from the commit itself (a layout effect), not after the paint: the widget is on screen and
  // can change state (focus starts the proof of work) before a passive effect would run.
  useLayoutEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    // Only a verified widget holds a usable payload; every other state (verifying, expired, error,
    // reset) means the form has no token.
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as AltchaStateEvent).detail;
      onStateRef.current?.(state);
      onTokenRef.current(state === "verified" && payload ? payload : null);
    };
    widget.addEventListener("statechange", handleStateChange);
    return () => widget.removeEventListener("statechange", handleStateChange);
  }, [onTokenRef, onStateRef]);

  const lastResetKey = useRef(resetKey);
  useEffect(() => {
    if (lastResetKey.current === resetKey) return;
    lastResetKey.current = resetKey;
    // A submitted solution is spent: start over. Before the widget has mounted there is nothing to reset.
    widgetRef.current?.reset?.();
    onTokenRef.current(null);
  }, [resetKey, onTokenRef]);

  return (
    <altcha-widget
      ref={widgetRef}
      challenge={challengeUrl}
      auto="onfocus"
      language={ALTCHA_LANGUAGE}
      name="recaptcha_token"
      configuration={ALTCHA_CONFIGURATION}
    />
  );
}

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
      "error-callback": () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let recaptchaLoading: Promise<Grecaptcha> | null = null;

/** Adds Google's script once per page; every reCAPTCHA field waits for the same load. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RECAPTCHA_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.addEventListener("load", () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error("reCAPTCHA no se inicializó"));
    });
    script.addEventListener("error", () => {
      // Let a later field try again (e.g. after the connection comes back).
      recaptchaLoading = null;
      script.remove();
      reject(new Error("No se pudo cargar reCAPTCHA"));
    });
    document.head.append(script);
  });
  return recaptchaLoading;
}

function RecaptchaWidget(props: {
  siteKey: string;
  onTokenRef: CaptchaWidgetProps["onTokenRef"];
  resetKey: number;
  onLoadError: () => void;
}) {
  const { siteKey, onTokenRef, resetKey, onLoadError } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<{ grecaptcha: Grecaptcha; id: number } | null>(null);
  const onLoadErrorRef = useRef(onLoadError);
  useEffect(() => {
    onLoadErrorRef.current = onLoadError;
  });

  useEffect(() => {
    const container = containerRef.current;
    let isActive = true;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (!isActive || !container) return;
        // reCAPTCHA refuses to render twice into one element: each mount gets a fresh one.
        const target = document.createElement("div");
        container.replaceChildren(target);
        const id = grecaptcha.render(target, {
          sitekey: siteKey,
          callback: (token) => onTokenRef.current(token),
          "expired-callback": () => onTokenRef.current(null),
          "error-callback": () => onTokenRef.current(null),
        });
        widgetRef.current = { grecaptcha, id };
      },
      () => {
        if (isActive) onLoadErrorRef.current();
      },
    );
    return () => {
      isActive = false;
      widgetRef.current = null;
      container?.replaceChildren();
    };
  }, [siteKey, onTokenRef]);

  const lastResetKey = useRef(resetKey);
  useEffect(() => {
    if (lastResetKey.current === resetKey) return;
    lastResetKey.current = resetKey;
    const widget = widgetRef.current;
    widget?.grecaptcha.reset(widget.id);
    onTokenRef.current(null);
  }, [resetKey, onTokenRef]);

  return <div ref={containerRef} />;
}
