import type { RouteObject } from "react-router-dom";
import { HomePageDocument } from "../graphql/generated/graphql.js";
import { definePage } from "./page-loader.js";
import { accreditationRoutes } from "./accreditation/routes.js";
import { achievementsRoutes } from "./achievements/routes.js";
import { admissionRoutes } from "./admission/routes.js";
import { alumniRoutes } from "./alumni/routes.js";
import { committeeRoutes } from "./committees/routes.js";
import { contactRoutes } from "./contact/routes.js";
import { departmentRoutes } from "./department/routes.js";
import { disclosureRoutes } from "./disclosures/routes.js";
import { facilityRoutes } from "./facilities/routes.js";
import { ForgotPasswordPage } from "./forgot-password-page.js";
import { gpsInNewsRoutes } from "./gps-in-news/routes.js";
import { HomePage } from "./home/home-page.js";
import { instituteRoutes } from "./institute/routes.js";
import { NotFoundPage } from "./not-found-page.js";
import { shellRoutes } from "./layout/routes.js";
import { publicListRoutes } from "./public-lists/routes.js";
import { searchRoutes } from "./search/routes.js";
import { studentsCornerRoutes } from "./students-corner/routes.js";
import { trainingPlacementsRoutes } from "./training-placements/routes.js";
import { websitePageRoutes } from "./website-pages/routes.js";

// Every public route (spec: route table), inside the site layout, rendered by the server
// (client/src/entry-server.tsx), which resolves the lazy routes (`lazy` in the area's routes.ts)
// before it renders. The browser hydrates only the islands (client/src/islands/). Each area's
// routes.ts holds only paths and lazy pages, so the pages themselves stay out of the first download.
export const siteRoutes: RouteObject[] = [
  { index: true, Component: HomePage, handle: definePage(HomePageDocument) },
  ...instituteRoutes,
  ...departmentRoutes,
  ...facilityRoutes,
  ...studentsCornerRoutes,
  ...admissionRoutes,
  ...accreditationRoutes,
  ...trainingPlacementsRoutes,
  ...committeeRoutes,
  ...alumniRoutes,
  ...achievementsRoutes,
  ...gpsInNewsRoutes,
  ...publicListRoutes,
  ...disclosureRoutes,
  ...shellRoutes,
  ...searchRoutes,
  ...contactRoutes,
  ...websitePageRoutes,
  { path: "forgot-password", Component: ForgotPasswordPage },
  { path: "*", Component: NotFoundPage },
];
