import type { RouteObject } from "react-router-dom";

// This area's public routes. Keep this file small: only paths and `lazy` imports, so the
// pages themselves stay out of the first download.
export const instituteRoutes: RouteObject[] = [
  { path: "about-institute/:page", lazy: () => import("./institute-page.js").then((m) => ({ Component: m.InstitutePage })) },
];
