import type { RouteObject } from "react-router-dom";
import { RtiPageDocument } from "../../graphql/generated/graphql.js";
import { publicPageOf } from "../public-lists/public-links.js";
import { lazyPage } from "../lazy-page.js";
import { definePage } from "../page-loader.js";

// This area's public route: the RTI section 4(1)(b) page, at its type's public route. (The AICTE
// disclosure is the institute page mandatory_disclosure: aicte-disclosure.tsx draws its part.)
// Only paths and lazy pages, so the first download stays small.
export const disclosureRoutes: RouteObject[] = [
  {
    path: publicPageOf("rtiDisclosureItem").href.slice(1),
    Component: lazyPage(() => import("./rti-page.js").then((m) => m.RtiPage)),
    handle: definePage(RtiPageDocument),
  },
];
