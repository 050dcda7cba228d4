import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { InstitutePageDocument, InstituteSharedDocument } from "../../graphql/generated/graphql.js";
import { definePage, definePages } from "../page-loader.js";
import { institutePageVariables } from "./institute-page-variables.js";

export const instituteRoutes: RouteObject[] = [
  {
    path: "about-institute/:page",
    Component: lazyPage(() => import("./institute-page.js").then((m) => m.InstitutePage)),
    // The shared parts are a document of their own: answered once per change for all 14 pages.
    handle: definePages(
      definePage(InstituteSharedDocument),
      definePage(InstitutePageDocument, (params) => institutePageVariables(params.page ?? "")),
    ),
  },
];
