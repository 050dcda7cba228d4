import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { CommitteePageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";
import { committeePageVariables } from "./committee-page-variables.js";

export const committeeRoutes: RouteObject[] = [
  {
    path: "committe/:committee",
    Component: lazyPage(() => import("./committee-page.js").then((m) => m.CommitteePage)),
    handle: definePage(CommitteePageDocument, (params) => committeePageVariables(params.committee ?? "")),
  },
];
