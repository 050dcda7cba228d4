import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { GpsInNewsArchivePageDocument, GpsInNewsPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";
import { publicPageOf } from "../public-lists/public-links.js";

export const gpsInNewsRoutes: RouteObject[] = [
  { path: "gps-in-news", Component: lazyPage(() => import("./gps-in-news-page.js").then((m) => m.GpsInNewsPage)), handle: definePage(GpsInNewsPageDocument) },
  {
    path: publicPageOf("gpsNews").archiveHref!.slice(1),
    Component: lazyPage(() => import("./gps-in-news-archive-page.js").then((m) => m.GpsInNewsArchivePage)),
    handle: definePage(GpsInNewsArchivePageDocument),
  },
];
