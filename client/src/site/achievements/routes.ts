import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { AchievementsPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";

// This area's public routes. Keep this file small: only paths and lazy pages, so the pages
// themselves stay out of the first download.
export const achievementsRoutes: RouteObject[] = [
  {
    path: "Achievements/Patents",
    Component: lazyPage(() => import("./achievements-page.js").then((m) => m.AchievementsPage)),
    handle: definePage(AchievementsPageDocument),
  },
];
