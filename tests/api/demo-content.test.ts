import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMITTEE_KEYS, DOCUMENT_COLLECTIONS } from "../../server/src/content/collections.js";
import { isFileKind } from "../../server/src/content/define.js";
import { CONTENT_TYPES, type ContentKey } from "../../server/src/content/registry.js";
import { seedDemoContent } from "../../server/src/db/seed/seed.js";
import { SYSTEM } from "../../server/src/services/actor.js";
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

const SUBMISSIONS: ContentKey[] = ["admissionConfirmation", "alumniRegistration"];
const TEACHING_BRANCHES = ["computer", "civil", "mechanical", "electrical", "electronics"];

describe("demo content", () => {
  it.each((Object.keys(CONTENT_TYPES) as ContentKey[]).filter((k) => !SUBMISSIONS.includes(k)))("has %s rows", async (key) => {
    expect((await all(key)).length).toBeGreaterThan(0);
  });

  it("leaves the public forms' submissions empty", async () => {
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
      const semesters = curricula.filter((c) => c.department === branch).map((c) => c.semester).sort();
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
    for (const key of ["facultyStaff", "supportingStaff"] as const) {
      for (const row of await all(key)) expect(row.email, String(row.name)).toMatch(/@[a-z0-9.-]*\.example$/);
    }
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
    const counts = async () =>
      Object.fromEntries(await Promise.all((Object.keys(CONTENT_TYPES) as ContentKey[]).map(async (k) => [k, (await all(k)).length])));
    const before = { counts: await counts(), files: await listUploadedFiles(server.uploadDir), settings: await server.services.settings.get() };
    const { created } = await seedDemoContent(server.services);
    expect(created).toEqual({});
    expect(await counts()).toEqual(before.counts);
    expect(await listUploadedFiles(server.uploadDir)).toEqual(before.files);
    expect(await server.services.settings.get()).toEqual(before.settings);
  });
});
