import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { DepartmentPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";
import { departmentPageVariables } from "./department-page-variables.js";

// This area's public routes. Keep this file small: only paths and lazy pages, so the pages
// themselves stay out of the first download.
export const departmentRoutes: RouteObject[] = [
  {
    path: "dept/:branch/:content",
    Component: lazyPage(() => import("./department-page.js").then((m) => m.DepartmentPage)),
    handle: definePage(DepartmentPageDocument, (params) => departmentPageVariables(params.branch ?? "", params.content ?? "")),
  },
];
