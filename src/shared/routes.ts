/**
 * Browser routes the web app renders (spec 02 §2). The server answers 200 with the app for these and
 * 404 (still with the app, which shows its 404 page) for any other path. Grows as screens are built.
 */
export const WEB_ROUTES = [
  "/index",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/reset-token-expired",
  "/activate-account",
  "/activation-success",
  "/activation-expired",
  "/activation-error",
  "/payment-success",
  "/payment-cancel",
  "/cancel-subscription",
  "/reactivate-subscription",
  "/client-dashboard",
  "/company-profile",
  "/project/:projectId/documents",
  "/project/:projectId/upload",
  "/project/:projectId/closed",
  "/project/:projectId/rag",
  "/admin-dashboard",
  "/user-management",
  "/create-user",
  "/terms-and-conditions",
  "/privacy-policy",
] as const;

/** Server- and client-side redirects decided in DECISIONS.md. */
export const WEB_REDIRECTS: Record<string, string> = {
  "/": "/login",
  "/terms": "/terms-and-conditions",
  "/privacy": "/privacy-policy",
};

/** Whether `pathname` is a page of the web app; `:param` segments match any one segment. */
export function isWebRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return WEB_ROUTES.some((route) => matchRoute(route, path));
}

function matchRoute(route: string, path: string): boolean {
  const expected = route.split("/");
  const actual = path.split("/");
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => segment.startsWith(":") || segment === actual[index]);
}
