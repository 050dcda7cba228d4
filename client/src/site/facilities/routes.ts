import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { FacilityPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";
import { facilityPageVariables } from "./facility-page-variables.js";

export const facilityRoutes: RouteObject[] = [
  {
    path: "facilities/:facility",
    Component: lazyPage(() => import("./facility-page.js").then((m) => m.FacilityPage)),
    handle: definePage(FacilityPageDocument, (params) => facilityPageVariables(params.facility ?? "")),
  },
];
