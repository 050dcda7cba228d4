import { lazy, Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import { SiteLayout } from "./site/layout/site-layout.js";
import { siteRoutes } from "./site/site-routes.js";
import { LoadingMessage } from "./ui/query-state.js";

// The administration area is its own chunk, fetched only when someone opens /admin-login/:
// a visitor of the public site never downloads admin code. It is not rendered on the server.
const AdminArea = lazy(() => import("./admin/admin-area.js"));

export const ADMIN_PATH_PREFIX = "/admin-login";

/** Every route of the product, for the browser's router and the server's render alike. */
export const routes: RouteObject[] = [
  { path: "/", Component: SiteLayout, children: siteRoutes },
  {
    // The public header and footer are hidden here (spec: administrator area).
    path: `${ADMIN_PATH_PREFIX}/*`,
    element: (
      <Suspense fallback={<LoadingMessage text="Loading the administration area…" />}>
        <AdminArea />
      </Suspense>
    ),
  },
];
