import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { WEB_REDIRECTS } from "../shared/routes";
import { RedirectIfSignedIn, RequireAdmin, RequireClient } from "./auth/guards";
import { RouteErrorView } from "./components/ErrorBoundary";
import { ActivationPage } from "./pages/Activation/ActivationPage";
import { ClientDashboardPage } from "./pages/ClientDashboard/ClientDashboardPage";
import { ForgotPasswordPage } from "./pages/ForgotPassword/ForgotPasswordPage";
import { IndexPage } from "./pages/Index/IndexPage";
import { PrivacyPage, TermsPage } from "./pages/Legal/LegalPages";
import { LoginPage } from "./pages/Login/LoginPage";
import { NotFoundPage } from "./pages/NotFound/NotFoundPage";
import { PaymentResultPage } from "./pages/PaymentResult/PaymentResultPage";
import { ProjectClosedPage } from "./pages/ProjectClosed/ProjectClosedPage";
import { ProjectDocumentsPage } from "./pages/ProjectDocuments/ProjectDocumentsPage";
import { ProjectUploadPage } from "./pages/ProjectUpload/ProjectUploadPage";
import { ProjectWorkspacePage } from "./pages/ProjectWorkspace/ProjectWorkspacePage";
import { RegisterPage } from "./pages/Register/RegisterPage";
import { ResetPasswordPage } from "./pages/ResetPassword/ResetPasswordPage";
import { ResetTokenExpiredPage } from "./pages/ResetTokenExpired/ResetTokenExpiredPage";

// The admin screens (and their charts) are their own chunks: the login page does not carry them.
const AdminDashboardPage = lazy(() =>
  import("./pages/AdminDashboard/AdminDashboardPage").then((m) => ({ default: m.AdminDashboardPage })),
);
const UserManagementPage = lazy(() =>
  import("./pages/UserManagement/UserManagementPage").then((m) => ({ default: m.UserManagementPage })),
);
const CreateUserPage = lazy(() =>
  import("./pages/CreateUser/CreateUserPage").then((m) => ({ default: m.CreateUserPage })),
);

function AdminPage({ children }: { children: ReactNode }) {
  return (
    <RequireAdmin>
      <Suspense fallback={null}>{children}</Suspense>
    </RequireAdmin>
  );
}

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
      { path: "/payment-success", element: <PaymentResultPage page="success" /> },
      { path: "/payment-cancel", element: <PaymentResultPage page="cancel" /> },
      {
        path: "/client-dashboard",
        element: (
          <RequireClient>
            <ClientDashboardPage />
          </RequireClient>
        ),
      },
      ...[
        { path: "/project/:projectId/documents", page: <ProjectDocumentsPage /> },
        { path: "/project/:projectId/upload", page: <ProjectUploadPage /> },
        { path: "/project/:projectId/closed", page: <ProjectClosedPage /> },
        { path: "/project/:projectId/rag", page: <ProjectWorkspacePage /> },
      ].map(({ path, page }) => ({ path, element: <RequireClient>{page}</RequireClient> })),
      {
        path: "/admin-dashboard",
        element: (
          <AdminPage>
            <AdminDashboardPage />
          </AdminPage>
        ),
      },
      {
        path: "/user-management",
        element: (
          <AdminPage>
            <UserManagementPage />
          </AdminPage>
        ),
      },
      {
        path: "/create-user",
        element: (
          <AdminPage>
            <CreateUserPage />
          </AdminPage>
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
