import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { routePatterns } from "../../client/src/routes.js";
import { groupNotices } from "../../client/src/site/public-lists/notices-under.js";
import { publicListQueryText } from "../../client/src/site/public-lists/public-list-document.js";
import { defineContentType, PUBLIC_READ_ADMIN_WRITE } from "../../server/src/content/define.js";
import { FEEDS } from "../../server/src/content/feeds.js";
import { pageLanguages, pageNotices, PUBLIC_LIST_PAGES, PUBLIC_MENU_LINKS, PUBLIC_TYPES, publicHitPage } from "../../server/src/content/public-types.js";
import { contentType } from "../../server/src/content/registry.js";
import { createSchema } from "../../server/src/graphql/schema.js";
import { hitLink } from "../../server/src/services/search/hit-links.js";
import { typeRule } from "../../server/src/services/type-rules.js";
import { PUBLIC_ROUTES } from "../support/public-routes.js";

// The registry's public blocks and what the site derives from them: the generic pages' routes,
// their queries, the menus' entries, the feeds and the search hits' pages.

/** The paths of every generic list page. */
const listPaths = PUBLIC_LIST_PAGES.map((page) => page.path);

describe("the public block", () => {
  it("gives each type with a generic layout its list and, with an archive, its archive", () => {
    expect(listPaths).toEqual(
      expect.arrayContaining([
        "/notices",
        "/notices/archive",
        "/tenders",
        "/tenders/archive",
        "/recruitment",
        "/recruitment/archive",
        "/circulars",
        "/circulars/archive",
      ]),
    );
    // GPS in news draws its own page: its route is its component's.
    expect(listPaths).not.toContain("/gps-in-news");
  });

  it("tells the languages of a page: every language unless its block names fewer", () => {
    expect(pageLanguages("/tenders")).toEqual(["en", "mr"]);
    expect(pageLanguages("/about-institute/norms")).toEqual(["en", "mr"]);
    const englishOnly = [{ ...PUBLIC_LIST_PAGES.find((page) => page.path === "/tenders")!, languages: ["en"] as const }];
    expect(pageLanguages("/tenders", englishOnly)).toEqual(["en"]);
  });

  it("puts every generic page in the site's route table and in the every-route tests' list", () => {
    const patterns = routePatterns();
    for (const path of listPaths) {
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
    // A column of several fields asks for each of them.
    expect(publicListQueryText(tenders)).toMatch(/tenderDocumentPdfInfo[\s\S]*annexurePdfInfo/);
    // A block with notices asks for the child type's rows too: the field naming the parent, the date and the file.
    expect(publicListQueryText(tenders)).toMatch(/tenderCorrigenda\(limit: 100\)[\s\S]*tenderReference[\s\S]*issuedOn[\s\S]*corrigendumPdfInfo/);
    const archive = PUBLIC_LIST_PAGES.find((page) => page.path === "/recruitment/archive")!;
    expect(publicListQueryText(archive)).toMatch(/recruitments\(archived: true, limit: 100\)[\s\S]*recruitmentNotices\(limit: 100\)[\s\S]*advertisementNumber/);
  });

  it("lists under each row the notices naming it, oldest first, and none under a row no notice names", () => {
    const tenders = PUBLIC_LIST_PAGES.find((page) => page.path === "/tenders")!;
    const grouped = groupNotices(tenders.notices!, [
      { id: "2", tenderReference: "GPS/TND/2030/01", issuedOn: "2026-11-18", title: "Second" },
      { id: "1", tenderReference: " GPS/TND/2030/01 ", issuedOn: "2026-11-10", title: "First" },
      { id: "3", tenderReference: "GPS/TND/2025/07", issuedOn: "2025-06-05", title: "Other" },
    ]);
    expect(grouped.byParent.get("GPS/TND/2030/01")?.map((row) => row.id)).toEqual(["1", "2"]);
    expect(grouped.byParent.get("GPS/TND/2025/07")?.map((row) => row.id)).toEqual(["3"]);
    expect(grouped.byParent.has("GPS/TND/2030/02")).toBe(false);
  });

  it("gives the menus their entries, the feeds their channels and search hits their page", () => {
    expect(PUBLIC_MENU_LINKS).toEqual(
      expect.arrayContaining([expect.objectContaining({ menu: "student-corner", href: "/tenders", label: { en: "Tenders", mr: "निविदा" } })]),
    );
    expect(FEEDS.map((feed) => feed.name)).toEqual(expect.arrayContaining(["notices", "gps-in-news", "tenders", "recruitment", "circulars", "events", "newsletters"]));
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
    const documents = { fields: ["title", "scan"], label: { en: "Documents", mr: "दस्तऐवज" } };
    expect(() =>
      defineContentType({
        ...base,
        key: "thing",
        public: { route: "/things", layout: { kind: "table", columns: ["title", documents] }, words: { en: words, mr: words } },
      }),
    ).toThrow(/scan/);
    // Notices naming a type, or a field of it, that does not exist fail too (where the pages are derived).
    const tender = PUBLIC_TYPES.find((type) => type.key === "tender")!;
    const withNotices = (notices: object) => ({ ...tender, public: { ...tender.public, notices: { ...tender.public.notices!, ...notices } } });
    expect(() => pageNotices(withNotices({ type: "tenderAmendment" }))).toThrow(/Unknown content type/);
    expect(() => pageNotices(withNotices({ parentField: "tenderNumber" }))).toThrow(/tenderNumber/);
    expect(() => pageNotices(withNotices({ matches: "tenderNumber" }))).toThrow(/tender\.tenderNumber/);
    expect(() => defineContentType({ ...base, key: "thing", lifecycle: { archive: { route: "/things/archive", closesWith: "day" } } })).toThrow(/closesWith/);
  });

  it("fills in what an entry leaves out: access, the title field (title, else name), the search filter, the archive's route and heading, the feed's name and titles", () => {
    const words = { heading: "Things", empty: "None." };
    const feedWords = { description: "Things.", itemDescription: "{title}" };
    const entry = {
      key: "thing",
      label: "Thing",
      description: "A thing.",
      fields: { title: { kind: "text", label: "Title", required: true }, day: { kind: "date", label: "Day" } },
      searchFields: ["title"],
      order: [["day", "DESC"]],
      admin: { group: "Site", columns: ["title"] },
      lifecycle: { archive: {} },
    } as const;
    const thing = defineContentType({
      ...entry,
      public: {
        route: "/things",
        layout: { kind: "dated", dateField: "day", linkFields: [] },
        words: { en: words, mr: { ...words, heading: "गोष्टी" } },
        feed: { words: { en: feedWords, mr: feedWords }, dateField: "day", link: ["/things"] },
      },
    });
    expect(thing).toMatchObject({ access: PUBLIC_READ_ADMIN_WRITE, titleField: "title", filters: ["search"], lifecycle: { archive: { route: "/things/archive" } } });
    expect(thing.public?.words.mr.archiveHeading).toBe("गोष्टी: संग्रह");
    expect(thing.public?.feed).toMatchObject({ name: "things", words: { en: { title: "Things" }, mr: { title: "गोष्टी" } } });
    const named = { ...entry, lifecycle: {}, searchFields: [], admin: { group: "Site", columns: [] } } as const;
    expect(defineContentType({ ...named, fields: { name: { kind: "text", label: "Name" } } }).titleField).toBe("name");
    // Where a default cannot apply, the entry must say it: a type without a title or a name, an archive without a public route.
    expect(() => defineContentType({ ...named, fields: { caption: { kind: "text", label: "Caption" } } })).toThrow(/titleField/);
    expect(() => defineContentType(entry)).toThrow(/no public route/);
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

  it("archives a recruitment when its process closes and a circular when its validity ends; left empty, they stay", () => {
    for (const [key, field] of [
      ["recruitment", "processClosesAt"],
      ["circular", "validTill"],
    ] as const) {
      const rule = typeRule(contentType(key))!;
      const closing = new Date("2030-03-31T12:30:00.000Z");
      const closed: Record<string, unknown> = { [field]: closing };
      rule(closed, null);
      expect(closed.validUntil, key).toBe(closing);
      const open: Record<string, unknown> = { [field]: null };
      rule(open, null);
      expect(open.validUntil, key).toBeNull();
    }
  });
});
