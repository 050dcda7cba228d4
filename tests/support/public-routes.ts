// Every address of the spec's route table with every value of its parameters, as the demo
// content has them: the every-route browser test visits each, and `npm run bench` renders each
// afresh to measure what a page costs after an administrator's change. The lists of the
// registry's public blocks (/notices, /tenders and their archives) come from the registry.
import { WEBSITE_PAGE_KEYS } from "../../server/src/content/page-text-places.js";
import { PUBLIC_LIST_PAGES } from "../../server/src/content/public-types.js";

export const FIXED_ROUTES = [
  "/",
  ...[
    "about-institute",
    "program-offered",
    "principal-res",
    "office-staff",
    "organization-structure",
    "institute-map",
    "portfolio-details",
    "academic-calender",
    "norms",
    "right_to_information",
    "institute-calender",
    "citizen-charter",
    "mandatory_disclosure",
    "policies",
  ].map((page) => `/about-institute/${page}`),
  ...["library", "gymkhana", "scs", "canteen", "boys-hostel", "Internet", "girls-hostel"].map((facility) => `/facilities/${facility}`),
  ...["conduct-discipline", "scholarship", "fee-structure", "enrolled-std"].map((page) => `/students-corner/${page}`),
  ...["nba-accreditation", "eoa-reports", "monitoring-reports", "audit-reports", "aishe-reports", "infra-details", "fire-safety"].map(
    (page) => `/accreditation-reports/${page}`,
  ),
  ...[
    "women-grievance-commitee",
    "student-grievance-committee",
    "anti-ragging-committee",
    "sc-st-committee",
    "iste-committee",
    "iic-committee",
    "industry4_0-committee",
    "iqac-committee",
    "girls-common-room",
    "nba-committee",
  ].map((key) => `/committe/${key}`),
  ...["registration-form", "programs", "objective", "photo-gallery"].map((page) => `/alumni/${page}`),
  "/training-placements",
  "/gps-in-news",
  "/gps-in-news/archive",
  "/rti-disclosure",
  ...PUBLIC_LIST_PAGES.map((page) => page.path),
  "/Achievements/Patents",
  "/confirm-admission",
  "/contact",
  ...WEBSITE_PAGE_KEYS.map((key) => `/${key}`),
  "/feedback",
  "/underdevelopment",
  "/sitemap",
  "/search",
];

// The department pages each branch offers (spec: science_humanities and workshop offer four).
const ALL_SECTIONS = [
  "about-department",
  "department-portfolio",
  "digital-library",
  "faculties",
  "result-analysis",
  "Various Events",
  "mous",
  "laboratories",
  "curriculum",
  "time-table",
  "news-letter",
  "internal-revenue-generation",
];
export const SECTIONS_BY_BRANCH: Record<string, string[]> = {
  computer: ALL_SECTIONS,
  civil: ALL_SECTIONS,
  mechanical: ALL_SECTIONS,
  electrical: ALL_SECTIONS,
  electronics: ALL_SECTIONS,
  science_humanities: ["about-department", "faculties", "laboratories", "Various Events"],
  workshop: ["about-department", "faculties", "laboratories", "curriculum"],
};
export const PUBLIC_ROUTES = [
  ...FIXED_ROUTES,
  ...Object.entries(SECTIONS_BY_BRANCH).flatMap(([branch, sections]) => sections.map((section) => `/dept/${branch}/${encodeURIComponent(section)}`)),
];
