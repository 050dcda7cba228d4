import type { RouteObject } from "react-router-dom";
import { WEBSITE_PAGE_KEYS } from "../../../../server/src/content/page-text-places.js";
import { WebsitePageDocument } from "../../graphql/generated/graphql.js";
import { lazyPage } from "../lazy-page.js";
import { definePage } from "../page-loader.js";

// This area's public routes: the website's own pages GIGW asks for, each the page text whose
// key is its path, drawn by one page, and the feedback form. Keep this file small: only paths
// and lazy pages, so the pages themselves stay out of the first download.
const WebsitePage = lazyPage(() => import("./website-page.js").then((m) => m.WebsitePage));

export const websitePageRoutes: RouteObject[] = [
  ...WEBSITE_PAGE_KEYS.map((key) => ({ path: key, Component: WebsitePage, handle: definePage(WebsitePageDocument, () => ({ key })) })),
  { path: "feedback", Component: lazyPage(() => import("./feedback-page.js").then((m) => m.FeedbackPage)) },
];
