import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { SearchPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";
import { searchPageVariables } from "./search-page-variables.js";

// /search reads `q` from its query string (the server keeps it: server/src/ssr/page-route.ts
// QUERY_PAGES).
export const searchRoutes: RouteObject[] = [
  {
    path: "search",
    Component: lazyPage(() => import("./search-page.js").then((m) => m.SearchPage)),
    handle: definePage(SearchPageDocument, (_params, searchParams) => searchPageVariables(searchParams)),
  },
];
