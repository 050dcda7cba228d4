import { lazy, Suspense } from "react";
import { createBrowserRouter } from "react-router-dom";
import { HomePage } from "./site/home/home-page.js";
import { SiteLayout } from "./site/layout/site-layout.js";
import { ForgotPasswordPage } from "./site/forgot-password-page.js";
import { NotFoundPage } from "./site/not-found-page.js";
import { LoadingMessage } from "./ui/query-state.js";

// The administration area is its own chunk, fetched only when someone opens /admin-login/:
// a visitor of the public site never downloads admin code.
const AdminArea = lazy(() => import("./admin/admin-area.js"));

export const router = createBrowserRouter([
  {
    path: "/",
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "forgot-password", element: <ForgotPasswordPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  {
    // The public header and footer are hidden here (spec: administrator area).
    path: "/admin-login/*",
    element: (
      <Suspense fallback={<LoadingMessage text="Loading the administration area…" />}>
        <AdminArea />
      </Suspense>
    ),
  },
]);
