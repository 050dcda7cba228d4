import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMITTEE_KEYS, DOCUMENT_COLLECTIONS } from "../../server/src/content/collections.js";
import { isFileKind, type FieldSpec } from "../../server/src/content/define.js";
import { CONTENT_TYPES, type ContentKey } from "../../server/src/content/registry.js";
import { seedDemoContent } from "../../server/src/seed/seed.js";
import { SYSTEM } from "../../server/src/base/actor.js";
import type { ContentRow } from "../../server/src/services/content-service.types.js";
import { listUploadedFiles, startTestServer, type TestServer } from "../support/server.js";

// The demo content of a first start (issue: server foundation, item 6), read back through the
// services and over HTTP, and a second seed run that must change nothing.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function all(key: ContentKey): Promise<ContentRow[]> {
  const rows: ContentRow[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await server.services.content[key].list(SYSTEM, { limit: 100, offset });
    rows.push(...page.items);
    if (rows.length >= page.totalCount) return rows;
  }
}

/** The public forms (anyone may submit): the demo leaves them empty. */
const SUBMISSIONS = (Object.keys(CONTENT_TYPES) as ContentKey[]).filter((key) => CONTENT_TYPES[key].access.create === "public");
const TEACHING_BRANCHES = ["computer", "civil", "mechanical", "electrical", "electronics"];

describe("demo content", () => {
  it.each((Object.keys(CONTENT_TYPES) as ContentKey[]).filter((k) => !SUBMISSIONS.includes(k)))("has %s rows", async (key) => {
    expect((await all(key)).length).toBeGreaterThan(0);
  });

  it("leaves the public forms' submissions empty", async () => {
    expect(SUBMISSIONS).toEqual(expect.arrayContaining(["admissionConfirmation", "alumniRegistration", "feedback"]));
    for (const key of SUBMISSIONS) expect(await all(key)).toEqual([]);
  });

  it("has the seven departments of the spec", async () => {
    const slugs = (await all("department")).map((d) => d.slug).sort();
    expect(slugs).toEqual([...TEACHING_BRANCHES, "science_humanities", "workshop"].sort());
  });

  it("has the home page's seven slides and the notice board's four notices", async () => {
    expect(await all("slide")).toHaveLength(7);
    expect(await all("notice")).toHaveLength(4);
  });

  it("has seven news items dated from 2022 to April 2025", async () => {
    const dates = (await all("gpsNews")).map((n) => n.dateOfEvent as string).sort();
    expect(dates).toHaveLength(7);
    expect(dates[0]! >= "2022-01-01").toBe(true);
    expect(dates[6]! <= "2025-04-30" && dates[6]! >= "2025-04-01").toBe(true);
  });

  it("has six semesters of curriculum for every teaching branch", async () => {
    const curricula = await all("curriculum");
    for (const branch of TEACHING_BRANCHES) {
      const semesters = curricula
        .filter((c) => c.department === branch)
        .map((c) => c.semester)
        .sort();
      expect(semesters, branch).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it("has the program intakes of the spec", async () => {
    const intake = Object.fromEntries((await all("program")).map((p) => [p.department, p.intake]));
    expect(intake).toEqual({ computer: 60, civil: 60, mechanical: 60, electrical: 60, electronics: 30 });
  });

  it("has a committee, with members, for every committee key, and documents for every list", async () => {
    const committees = await all("committee");
    expect(committees.map((c) => c.slug).sort()).toEqual(COMMITTEE_KEYS.map((k) => k.value).sort());
    for (const committee of committees) expect((committee.members as unknown[]).length, String(committee.slug)).toBeGreaterThan(0);
    const collections = new Set((await all("document")).map((d) => d.collection));
    for (const { value } of DOCUMENT_COLLECTIONS) expect(collections.has(value), value).toBe(true);
  });

  it("uses only example e-mail addresses", async () => {
    let checked = 0;
    for (const key of Object.keys(CONTENT_TYPES) as ContentKey[]) {
      const emails = Object.entries(CONTENT_TYPES[key].fields)
        .filter(([, f]) => f.kind === "email")
        .map(([name]) => name);
      if (emails.length === 0) continue;
      for (const row of await all(key)) {
        for (const name of emails) {
          if (row[name] == null) continue;
          expect(row[name], `${key}.${name} of ${String(row.name ?? row.id)}`).toMatch(/@[a-z0-9.-]*\.example$/);
          checked++;
        }
      }
    }
    expect((await server.services.settings.get()).email).toMatch(/@[a-z0-9.-]*\.example$/);
    expect(checked).toBeGreaterThan(40);
  });

  it("has the people of the spec's lists: 25 office staff, 3 RTI officers, 11 alumni committee members, 5 developers", async () => {
    const people = await all("person");
    const group = (name: string) => people.filter((p) => p.group === name);
    expect(group("office-staff")).toHaveLength(25);
    for (const row of group("office-staff")) {
      for (const field of ["photoImage", "name", "phone", "role", "email"]) expect(row[field], `${String(row.name)}.${field}`).toBeTruthy();
    }
    expect(group("principal")).toHaveLength(1);
    expect(group("rti-officers").map((p) => p.role)).toEqual(["Appellate authority", "Public information officer", "Assistant public information officer"]);
    expect(group("alumni-committee")).toHaveLength(11);
    for (const row of group("alumni-committee")) expect([row.role, row.phone].every(Boolean), String(row.name)).toBe(true);
    expect(group("placement-team").length).toBeGreaterThanOrEqual(3);
    expect(group("developers")).toHaveLength(5);
    for (const row of group("developers")) {
      for (const field of ["photoImage", "role", "qualification", "email", "phone", "resumePdf"]) expect(row[field], `${String(row.name)}.${field}`).toBeTruthy();
      expect((row.skills as string[]).length, String(row.name)).toBeGreaterThan(0);
    }
  });

  it("has the galleries of the spec, none empty, every picture described as a placeholder", async () => {
    const pictures = await all("galleryImage");
    const count = (gallery: string) => pictures.filter((p) => p.gallery === gallery).length;
    expect(count("news-carousel")).toBe(7);
    expect(count("recruiters")).toBe(16);
    expect(count("org-structure")).toBe(1);
    expect(count("institute-map")).toBe(1);
    expect(count("library")).toBe(4);
    expect(count("hostel/boys")).toBeGreaterThan(0);
    expect(count("hostel/girls")).toBeGreaterThan(0);
    for (const year of ["2023", "2024", "2025"]) expect(count(`alumni/${year}`), year).toBe(2);
    for (const slug of [...TEACHING_BRANCHES, "science_humanities", "workshop"]) {
      const slider = pictures.filter((p) => p.gallery === `dept/${slug}`);
      expect(slider.length, slug).toBeGreaterThanOrEqual(3);
      for (const p of slider) expect(p.caption, slug).toBeTruthy();
    }
    for (const p of pictures) {
      expect(p.image, String(p.altText)).toBeTruthy();
      expect(p.altText, String(p.image)).toMatch(/placeholder/i);
    }
    for (const p of (await all("person")).filter((p) => p.photoImage)) expect(p.name).toBeTruthy();
  });

  it("describes every seeded picture of every type (its alt text), and says it is a placeholder", async () => {
    let described = 0;
    for (const key of Object.keys(CONTENT_TYPES) as ContentKey[]) {
      const fields = Object.entries(CONTENT_TYPES[key].fields as Record<string, FieldSpec>);
      const pictures = fields.filter(([, field]) => field.kind === "image").map(([name]) => name);
      if (pictures.length === 0) continue;
      for (const row of await all(key)) {
        for (const picture of pictures) {
          if (!row[picture]) continue;
          const describer = fields.find(([, field]) => field.describes === picture)?.[0];
          const where = `${key} ${row.id} ${picture}`;
          expect(describer, where).toBeDefined();
          expect(row[describer!], where).toMatch(/placeholder/i);
          described += 1;
        }
      }
    }
    // Staff photos, people, labs, events, news, books, slides and galleries: well over a hundred.
    expect(described).toBeGreaterThan(100);
  });

  it("has a page text for every page that shows one", async () => {
    const texts = new Map((await all("pageText")).map((t) => [t.key as string, t.body as string]));
    const facilities = ["library", "gymkhana", "scs", "canteen", "boys-hostel", "Internet", "girls-hostel"];
    const keys = [
      ...facilities.map((f) => `facilities/${f.toLowerCase()}`),
      "institute-intro",
      "about-institute",
      "principal-message",
      "principal-responsibilities",
      "citizen-charter",
      "mandatory-disclosure",
      "training-placement/activities",
      "training-placement/policy",
      "training-placement/placements",
      "students-corner/conduct-discipline",
      "students-corner/scholarship/general",
      "students-corner/scholarship/minority",
      "students-corner/scholarship/open",
      "alumni/association",
    ];
    for (const key of keys) expect(texts.get(key)?.trim(), key).toBeTruthy();

    const aims = texts
      .get("alumni/association")!
      .split("\n")
      .filter((line) => /^\d+\. /.test(line));
    expect(aims).toHaveLength(9);
    expect(texts.get("alumni/association")).toContain("2022-23");
    for (const category of ["general", "minority", "open"]) {
      const notice = texts.get(`students-corner/scholarship/${category}`)!;
      expect(notice, category).toContain("2025 - 2026");
      expect(notice, category).toContain("31-March-2026");
      expect(notice.split("\n").filter((line) => /^\d+\. /.test(line)).length, category).toBeGreaterThan(2);
    }
    expect(texts.get("training-placement/placements")).toMatch(/\| *300 *\|/);
    expect(texts.get("facilities/library")).toContain("| 32209 |");
    expect(texts.get("facilities/boys-hostel")).toContain("160");
    expect(
      texts
        .get("facilities/boys-hostel")!
        .split("\n")
        .filter((line) => line.startsWith("- ")).length,
    ).toBeGreaterThan(2);
    expect(
      texts
        .get("facilities/girls-hostel")!
        .split("\n")
        .filter((line) => line.startsWith("- ")).length,
    ).toBeGreaterThan(2);
  });

  it("gives every department the content pages the spec lists", async () => {
    const all12 = [
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
    const sections = Object.fromEntries((await all("department")).map((d) => [d.slug, [...(d.sections as string[])].sort()]));
    expect(sections).toEqual({
      ...Object.fromEntries(TEACHING_BRANCHES.map((b) => [b, [...all12].sort()])),
      science_humanities: ["about-department", "faculties", "laboratories", "Various Events"].sort(),
      workshop: ["about-department", "faculties", "laboratories", "curriculum"].sort(),
    });
  });

  it("has the link lists of the pages", async () => {
    const links = await all("link");
    const group = (name: string) => links.filter((l) => l.group === name);
    expect(group("notice-board")).toHaveLength(4);
    for (const l of group("notice-board")) expect(l.opensInNewTab, String(l.title)).toBe(true);
    for (const name of ["footer/quick", "footer/important", "students-corner", "training-placement/portals"]) {
      expect(group(name).length, name).toBeGreaterThan(0);
    }
    expect(group("students-corner").map((l) => l.title)).toEqual(["State government services portal", "Grievance form"]);
    const settings = await server.services.settings.get();
    for (const social of ["facebookUrl", "instagramUrl", "youtubeUrl", "xUrl"] as const) expect(settings[social], social).toBeTruthy();
  });

  it("serves every stored file with the type its field expects", async () => {
    const checked = new Set<string>();
    for (const key of Object.keys(CONTENT_TYPES) as ContentKey[]) {
      const files = Object.entries(CONTENT_TYPES[key].fields).filter(([, f]) => isFileKind(f.kind));
      if (files.length === 0) continue;
      const rows = await all(key);
      for (const [name, field] of files) {
        const stored = rows.map((r) => r[name]).find((v): v is string => typeof v === "string" && !checked.has(v));
        if (!stored) continue;
        checked.add(stored);
        const response = await fetch(`${server.url}/uploads/${stored}`);
        expect(response.status, stored).toBe(200);
        const type = response.headers.get("content-type") ?? "";
        expect(type, stored).toMatch(field.kind === "pdf" ? /^application\/pdf/ : /^image\/(png|jpeg|webp)/);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.subarray(0, 4).toString("latin1"), stored).toBe(field.kind === "pdf" ? "%PDF" : "\x89PNG");
      }
    }
    expect(checked.size).toBeGreaterThan(20);
  });

  it("changes nothing when the seed runs again", async () => {
    const counts = async () => Object.fromEntries(await Promise.all((Object.keys(CONTENT_TYPES) as ContentKey[]).map(async (k) => [k, (await all(k)).length])));
    const before = { counts: await counts(), files: await listUploadedFiles(server.uploadDir), settings: await server.services.settings.get() };
    const { created } = await seedDemoContent(server.services);
    expect(created).toEqual({});
    expect(await counts()).toEqual(before.counts);
    expect(await listUploadedFiles(server.uploadDir)).toEqual(before.files);
    expect(await server.services.settings.get()).toEqual(before.settings);
  });
});
