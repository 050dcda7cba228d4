import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { DepartmentPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";
import { departmentPageVariables } from "./department-page-variables.js";

export const departmentRoutes: RouteObject[] = [
  {
    path: "dept/:branch/:content",
    Component: lazyPage(() => import("./department-page.js").then((m) => m.DepartmentPage)),
    handle: definePage(DepartmentPageDocument, (params) => departmentPageVariables(params.branch ?? "", params.content ?? "")),
  },
];
