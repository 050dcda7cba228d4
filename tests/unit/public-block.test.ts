import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { routePatterns } from "../../client/src/routes.js";
import { publicListQueryText } from "../../client/src/site/public-lists/public-list-document.js";
import { defineContentType, PUBLIC_READ_ADMIN_WRITE } from "../../server/src/content/define.js";
import { FEEDS } from "../../server/src/content/feeds.js";
import { pageLanguages, PUBLIC_LIST_PAGES, PUBLIC_MENU_LINKS, publicHitPage, publicListPaths } from "../../server/src/content/public-types.js";
import { contentType } from "../../server/src/content/registry.js";
import { createSchema } from "../../server/src/graphql/schema.js";
import { hitLink } from "../../server/src/services/search/hit-links.js";
import { typeRule } from "../../server/src/services/type-rules.js";
import { PUBLIC_ROUTES } from "../support/public-routes.js";

// The registry's public blocks and what the site derives from them: the generic pages' routes,
// their queries, the menus' entries, the feeds and the search hits' pages.

describe("the public block", () => {
  it("gives each type with a generic layout its list and, with an archive, its archive", () => {
    expect(publicListPaths()).toEqual(expect.arrayContaining(["/notices", "/notices/archive", "/tenders", "/tenders/archive"]));
    // GPS in news draws its own page: its route is its component's.
    expect(publicListPaths()).not.toContain("/gps-in-news");
  });

  it("tells the languages of a page: every language unless its block names fewer", () => {
    expect(pageLanguages("/tenders")).toEqual(["en", "mr"]);
    expect(pageLanguages("/about-institute/norms")).toEqual(["en", "mr"]);
    const englishOnly = [{ ...PUBLIC_LIST_PAGES.find((page) => page.path === "/tenders")!, languages: ["en"] as const }];
    expect(pageLanguages("/tenders", englishOnly)).toEqual(["en"]);
  });

  it("puts every generic page in the site's route table and in the every-route tests' list", () => {
    const patterns = routePatterns();
    for (const path of publicListPaths()) {
      expect(patterns).toContain(path);
      expect(PUBLIC_ROUTES).toContain(path);
    }
  });

  it("writes each page's query from the block, valid against the API's schema", () => {
    const schema = createSchema();
    for (const page of PUBLIC_LIST_PAGES) {
      const text = publicListQueryText(page);
      expect(validate(schema, parse(text)), `${page.path}:\n${text}`).toEqual([]);
      // Each row names itself: the type's title field is always asked.
      expect(text).toContain(`\n      ${page.type.titleField}\n`);
    }
    const tenders = PUBLIC_LIST_PAGES.find((page) => page.path === "/tenders")!;
    expect(publicListQueryText(tenders)).toMatch(/tenders\(archived: false, limit: 100\)[\s\S]*referenceNumber[\s\S]*tenderPdfInfo/);
  });

  it("gives the menus their entries, the feeds their channels and search hits their page", () => {
    expect(PUBLIC_MENU_LINKS).toEqual(
      expect.arrayContaining([expect.objectContaining({ menu: "student-corner", href: "/tenders", label: { en: "Tenders", mr: "निविदा" } })]),
    );
    expect(FEEDS.map((feed) => feed.name)).toEqual(expect.arrayContaining(["notices", "gps-in-news", "tenders", "events", "newsletters"]));
    expect(FEEDS.find((feed) => feed.name === "tenders")?.type).toBe("tender");
    expect(publicHitPage(contentType("gpsNews"), { id: 3 })).toBe("/gps-in-news");
    // A hit with a file leads to the file; one without, to the list.
    expect(hitLink(contentType("tender"), { id: 1, tenderPdf: "tender/a.pdf" })).toBe("/uploads/tender/a.pdf");
    expect(hitLink(contentType("tender"), { id: 1 })).toBe("/tenders");
  });

  it("refuses a layout naming a field the type lacks, and an archive following a field that is no moment", () => {
    const base = {
      label: "Thing",
      description: "A thing.",
      access: PUBLIC_READ_ADMIN_WRITE,
      fields: { title: { kind: "text", label: "Title", required: true }, day: { kind: "date", label: "Day" } },
      filters: [],
      order: [["createdAt", "DESC"]],
      titleField: "title",
      admin: { group: "Site", columns: ["title"] },
    } as const;
    const words = { heading: "Things", empty: "None." };
    expect(() =>
      defineContentType({ ...base, key: "thing", public: { route: "/things", layout: { kind: "table", columns: ["title", "size"] }, words: { en: words, mr: words } } }),
    ).toThrow(/size/);
    expect(() => defineContentType({ ...base, key: "thing", lifecycle: { archive: { route: "/things/archive", closesWith: "day" } } })).toThrow(/closesWith/);
  });

  it("archives a tender at its closing moment: saving it sets its valid-until to that moment", () => {
    const rule = typeRule(contentType("tender"))!;
    const closing = new Date("2030-03-31T12:30:00.000Z");
    const created: Record<string, unknown> = { title: "Supply of computers", closingDate: closing };
    rule(created, null);
    expect(created.validUntil).toBe(closing);
    // An update that leaves the closing date alone leaves the row's valid-until alone.
    const renamed: Record<string, unknown> = { title: "Supply of laptops" };
    rule(renamed, { id: 1, closingDate: closing, validUntil: closing } as never);
    expect(renamed).not.toHaveProperty("validUntil");
    expect(typeRule(contentType("notice"))).toBeUndefined();
  });
});
