import { describe, expect, it } from "vitest";
import { listSitemapPages } from "../../server/src/services/feeds/sitemap-pages.js";
import type { Services } from "../../server/src/services/services.js";

// How sitemap.xml fills the route patterns' parameters: values the client knows, stored
// departments (only the sections each offers) and committees (only those with a slug), and no
// address at all for a parameter nobody knows.

const SITE_CHANGED = new Date("2025-05-05T00:00:00Z");
const DEPT_CHANGED = new Date("2025-06-06T00:00:00Z");

function fakeServices(): Services {
  const rows = {
    department: [
      { id: 1, slug: "computer", sections: [], updatedAt: DEPT_CHANGED },
      { id: 2, slug: "civil", sections: ["about-department", "not-a-section"], updatedAt: DEPT_CHANGED },
    ],
    committee: [
      { id: 3, slug: "anti-ragging", updatedAt: DEPT_CHANGED },
      { id: 4, slug: null, updatedAt: DEPT_CHANGED },
    ],
  };
  const service = (key: keyof typeof rows) => ({ listItems: async () => rows[key] });
  return {
    content: { department: service("department"), committee: service("committee") },
    contentVersion: { updatedAt: async () => SITE_CHANGED },
  } as unknown as Services;
}

describe("sitemap pages", () => {
  it("expands every pattern it can fill, and none it cannot", async () => {
    const pages = await listSitemapPages(fakeServices(), {
      patterns: ["/", "/facilities/:facility", "/dept/:branch/:content", "/committe/:committee", "/mystery/:thing"],
      parameterValues: {
        "/facilities/:facility": { facility: ["library", "hostel"] },
        "/dept/:branch/:content": { content: ["about-department", "Various Events"] },
      },
    });
    const english = [
      "/",
      "/facilities/library",
      "/facilities/hostel",
      "/dept/computer/about-department",
      "/dept/computer/Various%20Events",
      "/dept/civil/about-department",
      "/committe/anti-ragging",
    ];
    // Each page in English, then in Marathi under /mr/, each naming both.
    expect(pages.map((page) => page.path)).toEqual(english.flatMap((path) => [path, path === "/" ? "/mr" : `/mr${path}`]));
    expect(pages[3]!.alternates).toEqual([
      { language: "en", path: "/facilities/library" },
      { language: "mr", path: "/mr/facilities/library" },
    ]);
    expect(pages[0]!.lastModified).toEqual(SITE_CHANGED);
    expect(pages.find((page) => page.path.startsWith("/dept/"))!.lastModified).toEqual(DEPT_CHANGED);
  });

  it("leaves out the routes that are no content: the placeholder, the password help and the search form", async () => {
    const pages = await listSitemapPages(fakeServices(), { patterns: ["/", "/underdevelopment", "/forgot-password", "/search", "/gps-in-news"], parameterValues: {} });
    expect(pages.map((page) => page.path)).toEqual(["/", "/mr", "/gps-in-news", "/mr/gps-in-news"]);
  });
});
