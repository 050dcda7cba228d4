import type { RouteObject } from "react-router-dom";
import { ContactPageDocument } from "../../graphql/generated/graphql.js";
import { lazyPage } from "../lazy-page.js";
import { definePage } from "../page-loader.js";

export const contactRoutes: RouteObject[] = [
  { path: "contact", Component: lazyPage(() => import("./contact-page.js").then((m) => m.ContactPage)), handle: definePage(ContactPageDocument) },
];
