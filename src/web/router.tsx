import { type ComponentType, lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { WEB_REDIRECTS } from "../shared/routes";
import { RedirectIfSignedIn, RequireAdmin, RequireClient } from "./auth/guards";
import { RouteErrorView } from "./components/ErrorBoundary";
import { PageLoading } from "./components/PageLoading";
import { LoginPage } from "./pages/Login/LoginPage";

/** A lazily loaded page that can also be fetched ahead of its first visit. */
type LazyPage = ComponentType<Record<string, never>> & { preload(): Promise<void> };
const lazyPages: LazyPage[] = [];

/**
 * A page in its own chunk, fetched when its route is first opened. The login page stays in the entry
 * chunk: it is the first screen of most visits, and one more round trip would delay its form. Once
 * fetched (or preloaded), the page renders directly, without suspending again.
 */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType<Record<string, never>>>>,
  name: K,
): LazyPage {
  let loaded: ComponentType<Record<string, never>> | undefined;
  const fetchPage = async () => {
    loaded = (await load())[name];
    return loaded;
  };
  const Suspending = lazy(async () => ({ default: await fetchPage() }));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  };
  const page = Object.assign(Page, {
    preload: async () => {
      await fetchPage();
    },
  });
  lazyPages.push(page);
  return page;
}

/** Fetches every page's chunk now (tests render routes synchronously; a browser never needs it). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(lazyPages.map((page) => page.preload()));
}

const ActivationPage = lazyPage(() => import("./pages/Activation/ActivationPage"), "ActivationPage");
const AdminDashboardPage = lazyPage(
  () => import("./pages/AdminDashboard/AdminDashboardPage"),
  "AdminDashboardPage",
);
const UserManagementPage = lazyPage(
  () => import("./pages/UserManagement/UserManagementPage"),
  "UserManagementPage",
);
const CreateUserPage = lazyPage(() => import("./pages/CreateUser/CreateUserPage"), "CreateUserPage");
const ClientDashboardPage = lazyPage(
  () => import("./pages/ClientDashboard/ClientDashboardPage"),
  "ClientDashboardPage",
);
const CompanyProfilePage = lazyPage(
  () => import("./pages/CompanyProfile/CompanyProfilePage"),
  "CompanyProfilePage",
);
const CancelSubscriptionPage = lazyPage(
  () => import("./pages/SubscriptionFlow/SubscriptionFlowPage"),
  "CancelSubscriptionPage",
);
const ReactivateSubscriptionPage = lazyPage(
  () => import("./pages/SubscriptionFlow/SubscriptionFlowPage"),
  "ReactivateSubscriptionPage",
);
const ForgotPasswordPage = lazyPage(
  () => import("./pages/ForgotPassword/ForgotPasswordPage"),
  "ForgotPasswordPage",
);
const IndexPage = lazyPage(() => import("./pages/Index/IndexPage"), "IndexPage");
const PrivacyPage = lazyPage(() => import("./pages/Legal/LegalPages"), "PrivacyPage");
const TermsPage = lazyPage(() => import("./pages/Legal/LegalPages"), "TermsPage");
const NotFoundPage = lazyPage(() => import("./pages/NotFound/NotFoundPage"), "NotFoundPage");
const PaymentSuccessPage = lazyPage(
  () => import("./pages/PaymentResult/PaymentResultPage"),
  "PaymentSuccessPage",
);
const PaymentCancelPage = lazyPage(
  () => import("./pages/PaymentResult/PaymentResultPage"),
  "PaymentCancelPage",
);
const ProjectClosedPage = lazyPage(
  () => import("./pages/ProjectClosed/ProjectClosedPage"),
  "ProjectClosedPage",
);
const ProjectDocumentsPage = lazyPage(
  () => import("./pages/ProjectDocuments/ProjectDocumentsPage"),
  "ProjectDocumentsPage",
);
const ProjectUploadPage = lazyPage(
  () => import("./pages/ProjectUpload/ProjectUploadPage"),
  "ProjectUploadPage",
);
const ProjectWorkspacePage = lazyPage(
  () => import("./pages/ProjectWorkspace/ProjectWorkspacePage"),
  "ProjectWorkspacePage",
);
const RegisterPage = lazyPage(() => import("./pages/Register/RegisterPage"), "RegisterPage");
const ResetPasswordPage = lazyPage(
  () => import("./pages/ResetPassword/ResetPasswordPage"),
  "ResetPasswordPage",
);
const ResetTokenExpiredPage = lazyPage(
  () => import("./pages/ResetTokenExpired/ResetTokenExpiredPage"),
  "ResetTokenExpiredPage",
);

/**
 * The screens whose markup the server sends in the page itself (prerender.tsx): the first screens of
 * most visits. Each names the lazy page the browser must have before hydrating it (none for /login,
 * which is in the entry chunk).
 */
export const PRERENDERED_SCREENS: Record<string, LazyPage | null> = {
  "/login": null,
  "/register": RegisterPage,
};

/** Fetches the code of a prerendered screen's page, so that hydration renders it at once. */
export async function preloadScreen(pathname: string): Promise<void> {
  await PRERENDERED_SCREENS[pathname]?.preload();
}

/** Browser routes exactly as the spec lists them; WEB_ROUTES in shared/routes.ts mirrors the pages. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorView />,
    element: (
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      ...Object.entries(WEB_REDIRECTS).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      { path: "/index", element: <IndexPage /> },
      {
        path: "/login",
        element: (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      { path: "/register", element: <RegisterPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/reset-token-expired", element: <ResetTokenExpiredPage /> },
      ...["/activate-account", "/activation-success", "/activation-expired", "/activation-error"].map(
        (path) => ({ path, element: <ActivationPage /> }),
      ),
      { path: "/payment-success", element: <PaymentSuccessPage /> },
      { path: "/payment-cancel", element: <PaymentCancelPage /> },
      { path: "/cancel-subscription", element: <CancelSubscriptionPage /> },
      { path: "/reactivate-subscription", element: <ReactivateSubscriptionPage /> },
      {
        path: "/client-dashboard",
        element: (
          <RequireClient preload={ClientDashboardPage.preload}>
            <ClientDashboardPage />
          </RequireClient>
        ),
      },
      ...[
        { path: "/company-profile", Page: CompanyProfilePage },
        { path: "/project/:projectId/documents", Page: ProjectDocumentsPage },
        { path: "/project/:projectId/upload", Page: ProjectUploadPage },
        { path: "/project/:projectId/closed", Page: ProjectClosedPage },
        { path: "/project/:projectId/rag", Page: ProjectWorkspacePage },
      ].map(({ path, Page }) => ({
        path,
        element: (
          <RequireClient preload={Page.preload}>
            <Page />
          </RequireClient>
        ),
      })),
      {
        path: "/admin-dashboard",
        element: (
          <RequireAdmin preload={AdminDashboardPage.preload}>
            <AdminDashboardPage />
          </RequireAdmin>
        ),
      },
      {
        path: "/user-management",
        element: (
          <RequireAdmin preload={UserManagementPage.preload}>
            <UserManagementPage />
          </RequireAdmin>
        ),
      },
      {
        path: "/create-user",
        element: (
          <RequireAdmin preload={CreateUserPage.preload}>
            <CreateUserPage />
          </RequireAdmin>
        ),
      },
      { path: "/terms-and-conditions", element: <TermsPage /> },
      { path: "/privacy-policy", element: <PrivacyPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
