import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { WEB_REDIRECTS } from "../shared/routes";
import { RouteErrorView } from "./components/ErrorBoundary";
import { IndexPage } from "./pages/Index/IndexPage";
import { PrivacyPage, TermsPage } from "./pages/Legal/LegalPages";
import { NotFoundPage } from "./pages/NotFound/NotFoundPage";

/** Browser routes exactly as the spec lists them; WEB_ROUTES in shared/routes.ts mirrors the pages. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorView />,
    children: [
      ...Object.entries(WEB_REDIRECTS).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      { path: "/index", element: <IndexPage /> },
      { path: "/terms-and-conditions", element: <TermsPage /> },
      { path: "/privacy-policy", element: <PrivacyPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
