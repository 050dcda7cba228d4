import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { TrainingPlacementsPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";

export const trainingPlacementsRoutes: RouteObject[] = [
  {
    path: "training-placements",
    Component: lazyPage(() => import("./training-placements-page.js").then((m) => m.TrainingPlacementsPage)),
    handle: definePage(TrainingPlacementsPageDocument),
  },
];
