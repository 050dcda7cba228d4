import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { TrainingPlacementsPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";

// This area's public routes. Keep this file small: only paths and lazy pages, so the pages
// themselves stay out of the first download.
export const trainingPlacementsRoutes: RouteObject[] = [
  {
    path: "training-placements",
    Component: lazyPage(() => import("./training-placements-page.js").then((m) => m.TrainingPlacementsPage)),
    handle: definePage(TrainingPlacementsPageDocument),
  },
];
