import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../lazy-page.js";

// This area's public routes. Keep this file small: only paths and lazy pages, so the pages
// themselves stay out of the first download.
export const alumniRoutes: RouteObject[] = [
  { path: "alumni/objective", Component: lazyPage(() => import("./alumni-association-page.js").then((m) => m.AlumniObjectivePage)) },
  { path: "alumni/programs", Component: lazyPage(() => import("./alumni-association-page.js").then((m) => m.AlumniProgramsPage)) },
  { path: "alumni/photo-gallery", Component: lazyPage(() => import("./alumni-photo-gallery-page.js").then((m) => m.AlumniPhotoGalleryPage)) },
  { path: "alumni/registration-form", Component: lazyPage(() => import("./alumni-registration-page.js").then((m) => m.AlumniRegistrationPage)) },
];
