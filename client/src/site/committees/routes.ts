import type { RouteObject } from "react-router-dom";

// This area's public routes. Keep this file small: only paths and `lazy` imports, so the
// pages themselves stay out of the first download.
export const committeeRoutes: RouteObject[] = [
  { path: "committe/:committee", lazy: () => import("./committee-page.js").then((m) => ({ Component: m.CommitteePage })) },
];
