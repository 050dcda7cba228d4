import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { StudentsCornerPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";
import { studentsCornerPageVariables } from "./students-corner-page-variables.js";

export const studentsCornerRoutes: RouteObject[] = [
  {
    path: "students-corner/:page",
    Component: lazyPage(() => import("./students-corner-page.js").then((m) => m.StudentsCornerPage)),
    handle: definePage(StudentsCornerPageDocument, (params) => studentsCornerPageVariables(params.page ?? "")),
  },
];
