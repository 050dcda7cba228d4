// Which public page shows which page text: the one table search's hit links read
// (services/search/hit-links.ts), written from the public pages' own lookups (the keys they ask
// pageTextByKey for: client/src/site/*/ *-page-variables.ts and *-page.graphql). The unit test
// page-text-places.test.ts holds the two together and checks every route is in the route table.
// Plain data with no imports, so the site could read it too.

/** Keys shown on one fixed page. */
const EXACT: Record<string, string> = {
  "institute-intro": "/about-institute/about-institute",
  "about-institute": "/about-institute/about-institute",
  "principal-message": "/about-institute/about-institute",
  "principal-responsibilities": "/about-institute/principal-res",
  "citizen-charter": "/about-institute/citizen-charter",
  "mandatory-disclosure": "/about-institute/mandatory_disclosure",
  "mandatory-disclosure/governance": "/about-institute/mandatory_disclosure",
  "mandatory-disclosure/fees": "/about-institute/mandatory_disclosure",
  "mandatory-disclosure/infrastructure": "/about-institute/mandatory_disclosure",
  "training-placement/activities": "/training-placements",
  "training-placement/policy": "/training-placements",
  "training-placement/placements": "/training-placements",
  "students-corner/conduct-discipline": "/students-corner/conduct-discipline",
  "students-corner/scholarship/general": "/students-corner/scholarship",
  "students-corner/scholarship/minority": "/students-corner/scholarship",
  "students-corner/scholarship/open": "/students-corner/scholarship",
  "alumni/association": "/alumni/objective",
};

/** The facility pages: /facilities/{facility} asks for facilities/{facility in lower case}. */
const FACILITIES = ["library", "gymkhana", "scs", "canteen", "boys-hostel", "Internet", "girls-hostel"];
for (const facility of FACILITIES) EXACT[`facilities/${facility.toLowerCase()}`] = `/facilities/${facility}`;

/**
 * The website's own pages GIGW asks for (client/src/site/website-pages/): each shows the page
 * text whose key is its path, so a clerk edits the text and the page follows.
 */
export const WEBSITE_POLICIES = [
  "copyright",
  "hyperlinking",
  "privacy",
  "terms-and-conditions",
  "content-contribution",
  "content-review",
  "content-archival",
  "security",
] as const;
/** The policies' page texts (their keys); the GIGW readiness meter counts a policy present when its text exists and was reviewed within a year. */
export const WEBSITE_POLICY_KEYS: readonly string[] = WEBSITE_POLICIES.map((policy) => `website-policies/${policy}`);
export const WEBSITE_PAGE_KEYS = [...WEBSITE_POLICY_KEYS, "accessibility-statement", "screen-reader-access", "help"];
for (const key of WEBSITE_PAGE_KEYS) EXACT[key] = `/${key}`;

/** The path of the public page that shows the page text `key`, or null if no page asks for it. */
export function pageTextPlace(key: string): string | null {
  if (Object.hasOwn(EXACT, key)) return EXACT[key]!;
  return null;
}

/** Every key a public page shows, for the tests. */
export const FIXED_PAGE_TEXT_KEYS = Object.keys(EXACT);
