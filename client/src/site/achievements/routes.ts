import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { AchievementsPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";

export const achievementsRoutes: RouteObject[] = [
  {
    path: "Achievements/Patents",
    Component: lazyPage(() => import("./achievements-page.js").then((m) => m.AchievementsPage)),
    handle: definePage(AchievementsPageDocument),
  },
];
