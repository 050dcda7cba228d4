import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { GpsInNewsArchivePageDocument, GpsInNewsPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";
import { publicPageOf } from "../public-lists/public-links.js";

// This area's public routes. Keep this file small: only paths and lazy pages, so the pages
// themselves stay out of the first download.
export const gpsInNewsRoutes: RouteObject[] = [
  { path: "gps-in-news", Component: lazyPage(() => import("./gps-in-news-page.js").then((m) => m.GpsInNewsPage)), handle: definePage(GpsInNewsPageDocument) },
  {
    path: publicPageOf("gpsNews").archiveHref!.slice(1),
    Component: lazyPage(() => import("./gps-in-news-archive-page.js").then((m) => m.GpsInNewsArchivePage)),
    handle: definePage(GpsInNewsArchivePageDocument),
  },
];
