import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";

// This area's public routes. Keep this file small: only paths and lazy pages, so the pages
// themselves stay out of the first download.
export const shellRoutes: RouteObject[] = [
  { path: "sitemap", Component: lazyPage(() => import("./sitemap-page.js").then((m) => m.SitemapPage)) },
  { path: "underdevelopment", Component: lazyPage(() => import("./under-development-page.js").then((m) => m.UnderDevelopmentPage)) },
];
