import { defineIsland, type Island } from "./island.js";

// Every island of the public site (islands/island.tsx): the interactive parts, each its own
// chunk. Pages render these instead of the components themselves; the browser hydrates only
// these. Everything else on a page (texts, tables, lists, links, pictures) is the server's HTML.
// scripts/vite-page-sources.ts gives each one its manifest key in the server's build, so the
// page's HTML can preload the chunks of the islands it holds.

/** A+ / A- in the top strip. */
export const FontScaleIsland = defineIsland("font-scale", () => import("../site/layout/font-scale.js").then((m) => m.FontScaleControls));
/** The footer's developer credits, each opening a card. */
export const FooterCreditsIsland = defineIsland("footer-credits", () => import("../site/layout/footer-credits.js").then((m) => m.FooterCredits));
/** Picture carousels (home, news, departments, library). */
export const SliderIsland = defineIsland("slider", () => import("../ui/slider.js").then((m) => m.Slider));
/** Lists of PDFs that open in a frame. */
export const DocumentAccordionIsland = defineIsland("document-accordion", () => import("../ui/document-accordion.js").then((m) => m.DocumentAccordion));
/** Photo grids opening the lightbox. */
export const PhotoGalleryIsland = defineIsland("photo-gallery", () => import("../ui/photo-gallery.js").then((m) => m.PhotoGallery));
/** The institute pages' side menu, folded on a phone. */
export const InstituteSideMenuIsland = defineIsland("institute-side-menu", () => import("../site/institute/institute-side-menu.js").then((m) => m.InstituteSideMenu));
/** A department's events, whose pictures open full screen. */
export const DepartmentEventsIsland = defineIsland("department-events", () => import("../site/department/sections/event-list.js").then((m) => m.EventList));
/** GPS in news: cards whose pictures open the lightbox. */
export const NewsCardsIsland = defineIsland("news-cards", () => import("../site/gps-in-news/news-cards.js").then((m) => m.NewsCards));
/** The alumni registration form. */
export const AlumniRegistrationIsland = defineIsland("alumni-registration", () =>
  import("../site/alumni/alumni-registration-form.js").then((m) => m.AlumniRegistrationForm),
);
/** The feedback form (/feedback). */
export const FeedbackIsland = defineIsland("feedback", () => import("../site/website-pages/feedback-form.js").then((m) => m.FeedbackForm));
/** The admission confirmation form. */
export const ConfirmAdmissionIsland = defineIsland("confirm-admission", () => import("../site/admission/confirm-admission-form.js").then((m) => m.ConfirmAdmissionForm));

/** The islands by name, for the browser's hydration and the server's render. */
export const ISLANDS: Record<string, Island<never>> = Object.fromEntries(
  [
    FontScaleIsland,
    FooterCreditsIsland,
    SliderIsland,
    DocumentAccordionIsland,
    PhotoGalleryIsland,
    InstituteSideMenuIsland,
    DepartmentEventsIsland,
    NewsCardsIsland,
    AlumniRegistrationIsland,
    ConfirmAdmissionIsland,
    FeedbackIsland,
  ].map((island) => [island.islandName, island as unknown as Island<never>]),
);
