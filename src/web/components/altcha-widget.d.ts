import type { DetailedHTMLProps, HTMLAttributes } from "react";

/** The attributes of the ALTCHA 3 web component this app uses (see node_modules/altcha/README.md). */
interface AltchaWidgetAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  /** URL of the challenge endpoint, or a challenge as JSON. */
  challenge?: string;
  /** When to start solving by itself: on focus of any field of its form, on load, on submit, or never. */
  auto?: "off" | "onfocus" | "onload" | "onsubmit";
  /** Further options as JSON (e.g. `{"minDuration":0}`). */
  configuration?: string;
  /** A language registered in `$altcha.i18n` (lower-case key). */
  language?: string;
  /** Name of the hidden input that carries the payload in a native form submit. */
  name?: string;
  type?: "native" | "checkbox" | "switch";
  display?: "standard" | "bar" | "floating" | "overlay" | "invisible";
  workers?: number;
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": AltchaWidgetAttributes;
    }
  }
}
