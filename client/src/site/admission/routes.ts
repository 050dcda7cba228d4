import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";

export const admissionRoutes: RouteObject[] = [
  { path: "confirm-admission", Component: lazyPage(() => import("./confirm-admission-page.js").then((m) => m.ConfirmAdmissionPage)) },
];
