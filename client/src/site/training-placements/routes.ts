import type { RouteObject } from "react-router-dom";

// This area's public routes. Keep this file small: only paths and `lazy` imports, so the
// pages themselves stay out of the first download.
export const trainingPlacementsRoutes: RouteObject[] = [
  {
    path: "training-placements",
    lazy: () => import("./training-placements-page.js").then((m) => ({ Component: m.TrainingPlacementsPage })),
  },
];
