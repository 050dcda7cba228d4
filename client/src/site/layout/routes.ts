import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";

export const shellRoutes: RouteObject[] = [
  { path: "sitemap", Component: lazyPage(() => import("./sitemap-page.js").then((m) => m.SitemapPage)) },
  { path: "underdevelopment", Component: lazyPage(() => import("./under-development-page.js").then((m) => m.UnderDevelopmentPage)) },
];
