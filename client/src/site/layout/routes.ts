import type { RouteObject } from "react-router-dom";

// This area's public routes. Keep this file small: only paths and `lazy` imports, so the
// pages themselves stay out of the first download.
export const shellRoutes: RouteObject[] = [
  { path: "sitemap", lazy: () => import("./sitemap-page.js").then((m) => ({ Component: m.SitemapPage })) },
  { path: "underdevelopment", lazy: () => import("./under-development-page.js").then((m) => ({ Component: m.UnderDevelopmentPage })) },
];
