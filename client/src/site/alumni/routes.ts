import type { RouteObject } from "react-router-dom";

// This area's public routes. Keep this file small: only paths and `lazy` imports, so the
// pages themselves stay out of the first download.
export const alumniRoutes: RouteObject[] = [
  { path: "alumni/objective", lazy: () => import("./alumni-association-page.js").then((m) => ({ Component: m.AlumniObjectivePage })) },
  { path: "alumni/programs", lazy: () => import("./alumni-association-page.js").then((m) => ({ Component: m.AlumniProgramsPage })) },
  { path: "alumni/photo-gallery", lazy: () => import("./alumni-photo-gallery-page.js").then((m) => ({ Component: m.AlumniPhotoGalleryPage })) },
  { path: "alumni/registration-form", lazy: () => import("./alumni-registration-page.js").then((m) => ({ Component: m.AlumniRegistrationPage })) },
];
