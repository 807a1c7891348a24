import { createTheme } from "@mantine/core";

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
