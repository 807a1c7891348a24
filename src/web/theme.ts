import { type CSSVariablesResolver, createTheme } from "@mantine/core";

/**
 * Light theme only. Indigo at shade 8 keeps white text on primary buttons above WCAG AA contrast
 * (Mantine's default blue 6 does not).
 */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: "md",
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
