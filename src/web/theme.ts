import { type CSSVariablesResolver, createTheme, Modal, ModalHeader } from "@mantine/core";

/**
 * Light theme only. Indigo at shade 8 keeps white text on primary buttons above WCAG AA contrast
 * (Mantine's default blue 6 does not).
 */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: "md",
  components: {
    // Every dialog's close button says what it does (axe: button-name), and a dialog's header is not a
    // second page banner (axe: landmark-no-duplicate-banner): Mantine renders it as <header>.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": "Cerrar" } } }),
    ModalHeader: ModalHeader.extend({ defaultProps: { component: "div" } as Record<string, unknown> }),
  },
});

/** Mantine's 'dimmed' grey (gray 6) and error red (red 6) fail AA contrast on white; gray 7 and red 9 pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});
