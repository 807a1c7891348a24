import {
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type MantineThemeComponent,
  Modal,
  ModalHeader,
  type NavLinkProps,
  Notification,
  type PaginationProps,
} from "@mantine/core";

const PAGINATION_CONTROLS = {
  first: "Primera página",
  previous: "Página anterior",
  next: "Página siguiente",
  last: "Última página",
} as const;

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
    // Drawer, NavLink and Pagination are set by name, without importing them: the first screen's
    // script does not carry components only signed-in screens use (`extend` only types the object).
    Drawer: {
      defaultProps: { closeButtonProps: { "aria-label": "Cerrar" } } satisfies Partial<DrawerProps>,
    } satisfies MantineThemeComponent,
    // Toasts: a named close button, and their text in gray 7 (Mantine's gray 6 fails AA on white).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { "aria-label": "Cerrar" } },
      styles: { description: { color: "var(--mantine-color-gray-7)" } },
    }),
    // The active link of a menu is filled (white on indigo 8): the light variant fails AA when hovered.
    NavLink: { defaultProps: { variant: "filled" } satisfies Partial<NavLinkProps> },
    // The arrows of a page list say where they go.
    Pagination: {
      defaultProps: {
        getControlProps: (control: keyof typeof PAGINATION_CONTROLS) => ({
          "aria-label": PAGINATION_CONTROLS[control],
        }),
      } satisfies Partial<PaginationProps>,
    },
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
