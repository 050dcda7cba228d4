import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";
import { AlumniPageDocument } from "../../graphql/generated/graphql.js";
import { definePage } from "../page-loader.js";
import { alumniPageVariables } from "./alumni-page-variables.js";

export const alumniRoutes: RouteObject[] = [
  {
    path: "alumni/objective",
    Component: lazyPage(() => import("./alumni-association-page.js").then((m) => m.AlumniObjectivePage)),
    handle: definePage(AlumniPageDocument, () => alumniPageVariables("objective")),
  },
  {
    path: "alumni/programs",
    Component: lazyPage(() => import("./alumni-association-page.js").then((m) => m.AlumniProgramsPage)),
    handle: definePage(AlumniPageDocument, () => alumniPageVariables("programs")),
  },
  {
    path: "alumni/photo-gallery",
    Component: lazyPage(() => import("./alumni-photo-gallery-page.js").then((m) => m.AlumniPhotoGalleryPage)),
    handle: definePage(AlumniPageDocument, () => alumniPageVariables("photo-gallery")),
  },
  { path: "alumni/registration-form", Component: lazyPage(() => import("./alumni-registration-page.js").then((m) => m.AlumniRegistrationPage)) },
];
