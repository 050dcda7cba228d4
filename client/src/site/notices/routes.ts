import type { RouteObject } from "react-router-dom";
import { ARCHIVE_ROUTES } from "../../../../server/src/content/archives.js";
import { lazyPage } from "../lazy-page.js";
import { NoticesArchivePageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";

// This area's public routes. Keep this file small: only paths and lazy pages, so the pages
// themselves stay out of the first download.
export const noticesRoutes: RouteObject[] = [
  { path: ARCHIVE_ROUTES.notice.slice(1), Component: lazyPage(() => import("./notices-archive-page.js").then((m) => m.NoticesArchivePage)), handle: definePage(NoticesArchivePageDocument) },
];
