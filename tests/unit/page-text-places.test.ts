import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { alumniPageVariables } from "../../client/src/site/alumni/alumni-page-variables.js";
import { facilityPageVariables } from "../../client/src/site/facilities/facility-page-variables.js";
import { institutePageVariables } from "../../client/src/site/institute/institute-page-variables.js";
import { studentsCornerPageVariables } from "../../client/src/site/students-corner/students-corner-page-variables.js";
import { websitePageRoutes } from "../../client/src/site/website-pages/routes.js";
import type { PageHandle } from "../../client/src/site/page-loader.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import { FIXED_PAGE_TEXT_KEYS, pageTextPlace } from "../../server/src/content/page-text-places.js";
import { pageTexts } from "../../server/src/seed/content/pages.js";
import { hitLink } from "../../server/src/services/search/hit-links.js";
import { FIXED_ROUTES } from "../support/public-routes.js";

// The table of which page shows which page text (content/page-text-places.ts) against the public
// pages' own lookups: a search hit on a page text must lead to a route of the route table whose
// page asks for that very key (and so renders it).

/** The keys a page's GraphQL document asks for by name: pageTextByKey(key: "..."). */
function literalKeys(document: string): string[] {
  const text = readFileSync(new URL(`../../client/src/site/${document}`, import.meta.url), "utf8");
  return [...text.matchAll(/pageTextByKey\(key: "([^"]+)"\)/g)].map((match) => match[1]!);
}

/** Every page-text key the page at `path` asks for, from the site's own page variables. */
function keysAskedAt(path: string): string[] {
  const [, section, page = ""] = path.split("/");
  if (section === "about-institute") {
    const variables = institutePageVariables(page);
    const aicte = variables.withAicte ? literalKeys("disclosures/aicte-disclosure.graphql") : [];
    return [variables.textKey ?? "", ...literalKeys("institute/institute-shared.graphql"), ...aicte].filter(Boolean);
  }
  if (section === "facilities") return [facilityPageVariables(page)?.textKey ?? ""].filter(Boolean);
  if (section === "students-corner") {
    const variables = studentsCornerPageVariables(page);
    return [variables?.textKey ?? "", ...(variables?.scholarship ? literalKeys("students-corner/students-corner-page.graphql") : [])].filter(Boolean);
  }
  if (section === "alumni") return alumniPageVariables(page)?.association ? literalKeys("alumni/alumni-page.graphql") : [];
  if (section === "training-placements") return literalKeys("training-placements/training-placements-page.graphql");
  // The website's own pages: the key their route's page loader asks for.
  const route = websitePageRoutes.find((r) => `/${r.path}` === path);
  const query = (route?.handle as PageHandle | undefined)?.page[0];
  const variables = query?.variables?.({}, new URLSearchParams()) as { key?: string } | null | undefined;
  return variables?.key ? [variables.key] : [];
}

describe("which page shows which page text", () => {
  const seededKeys = pageTexts.map((row) => row.key as string);

  it("knows a page for every seeded page text", () => {
    expect(seededKeys.length).toBeGreaterThan(20);
    for (const key of seededKeys) expect(pageTextPlace(key), key).not.toBeNull();
  });

  it("leads each key to a route of the route table whose page asks for that key", () => {
    for (const key of new Set([...seededKeys, ...FIXED_PAGE_TEXT_KEYS])) {
      const path = pageTextPlace(key)!;
      expect(FIXED_ROUTES, key).toContain(path);
      expect(keysAskedAt(path), `${key} at ${path}`).toContain(key);
    }
  });

  it("is what a search hit on a page text links to; a key no page asks for leads home", () => {
    expect(hitLink(CONTENT_TYPES.pageText, { key: "principal-responsibilities" })).toBe("/about-institute/principal-res");
    expect(hitLink(CONTENT_TYPES.pageText, { key: "facilities/internet" })).toBe("/facilities/Internet");
    expect(hitLink(CONTENT_TYPES.pageText, { key: "alumni/association" })).toBe("/alumni/objective");
    expect(hitLink(CONTENT_TYPES.pageText, { key: "website-policies/privacy" })).toBe("/website-policies/privacy");
    expect(hitLink(CONTENT_TYPES.pageText, { key: "a-clerks-new-text" })).toBe("/");
  });
});
