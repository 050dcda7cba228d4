import type { RouteObject } from "react-router-dom";
import { PUBLIC_LIST_PAGES } from "../../../../server/src/content/public-types.js";
import { lazyPage } from "../lazy-page.js";
import { definePage } from "../page-loader.js";
import { publicListDocument } from "./public-list-document.js";

// The routes of every type with a public block (server/src/content/public-block.ts): its list
// and its archive, each drawn by the one generic page, with the query the page shows (page
// loaders: client/src/site/page-loader.tsx). Nothing here names a type.
export const publicListRoutes: RouteObject[] = PUBLIC_LIST_PAGES.map((page) => ({
  path: page.path.slice(1),
  Component: lazyPage(() => import("./public-list-page.js").then((m) => m.publicListPage(page))),
  handle: definePage(publicListDocument(page)),
}));
