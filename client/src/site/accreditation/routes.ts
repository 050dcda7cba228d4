import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { AccreditationPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";
import { accreditationPageVariables } from "./accreditation-page-variables.js";

export const accreditationRoutes: RouteObject[] = [
  {
    path: "accreditation-reports/:page",
    Component: lazyPage(() => import("./accreditation-page.js").then((m) => m.AccreditationPage)),
    handle: definePage(AccreditationPageDocument, (params) => accreditationPageVariables(params.page ?? "")),
  },
];
