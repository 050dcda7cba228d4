import fs from "node:fs";
import path from "node:path";
import { Kind, parse, print, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accreditationPageVariables, ACCREDITATION_PAGES } from "../../client/src/site/accreditation/accreditation-page-variables.js";
import { alumniPageVariables } from "../../client/src/site/alumni/alumni-page-variables.js";
import { committeePageVariables } from "../../client/src/site/committees/committee-page-variables.js";
import { DEPARTMENT_SECTIONS, departmentPageVariables } from "../../client/src/site/department/department-page-variables.js";
import { FACILITIES, facilityPageVariables } from "../../client/src/site/facilities/facility-page-variables.js";
import { INSTITUTE_PAGES, institutePageVariables } from "../../client/src/site/institute/institute-page-variables.js";
import { STUDENTS_CORNER_PAGES, studentsCornerPageVariables } from "../../client/src/site/students-corner/students-corner-page-variables.js";
import { COMMITTEE_KEYS } from "../../server/src/content/collections.js";
import { MAX_DEPTH, MAX_FIELDS } from "../../server/src/graphql/limits.js";
import * as generated from "../../client/src/graphql/generated/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Issue "Everything the public site shows is data", item 1: every public route gets all of its
// data in ONE GraphQL request, the route's document from client/src/site/<area>/*.graphql with
// the variables its page computes from the address (the same functions the pages use). Run
// against a real server with the demo content; each answer must come without errors and hold
// what the spec says the page shows. The query sent is the one the server's render runs (the
// route's page loader, client/src/site/page-loader.tsx): the typed document codegen made from the
// file (fragments included), as it is. Sizes and times are printed, not asserted. (Run `npm run codegen` first.)

const SITE = path.resolve(import.meta.dirname, "../../client/src/site");
const BRANCHES = ["computer", "civil", "mechanical", "electrical", "electronics", "science_humanities", "workshop"];

let server: TestServer;
let httpRequests = 0;
const realFetch = globalThis.fetch;
const measured: { route: string; file: string; bytes: number; ms: number; cache: string; fields: number; depth: number }[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
    httpRequests += 1;
    return realFetch(...args);
  }) as typeof fetch;
}, 180_000);

afterAll(async () => {
  globalThis.fetch = realFetch;
  await server?.close();
  if (measured.length === 0) return;
  const rows = measured.map(
    (m) =>
      `${m.route.padEnd(52)} ${m.file.padEnd(55)} ${String(m.fields).padStart(3)} fields, depth ${m.depth} ${String(m.bytes).padStart(7)} B ${m.ms.toFixed(1).padStart(7)} ms${m.cache === "hit" ? " (answer cache hit)" : ""}`,
  );
  const total = measured.reduce((sum, m) => sum + m.bytes, 0);
  console.log(
    [
      `Page requests on ${server?.database ?? "?"} (seeded demo content; a route whose request repeats an earlier one is answered from the answer cache):`,
      ...rows,
      `${measured.length} routes, ${total} bytes`,
    ].join("\n"),
  );
});

const texts = new Map<string, string>();
function documentText(file: string): string {
  let text = texts.get(file);
  if (text === undefined) {
    text = fs.readFileSync(path.join(SITE, file), "utf8");
    texts.set(file, text);
  }
  return text;
}

/** What the server's render runs for the operation in `file`: its generated document. */
function clientQuery(file: string): { query: string; fields: number; depth: number } {
  const operation = parse(documentText(file)).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  const typed = (generated as unknown as Record<string, DocumentNode>)[`${operation.name!.value}Document`];
  expect(typed, `generated document of ${file}`).toBeDefined();
  return { query: print(typed!), ...countFields(typed!) };
}

/** Fields (fragments expanded, __typename counted, @include ignored) and depth, as the server's limit counts them. */
function countFields(document: DocumentNode): { fields: number; depth: number } {
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const result = { fields: 0, depth: 0 };
  const walk = (set: SelectionSetNode, depth: number) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        result.fields += 1;
        result.depth = Math.max(result.depth, depth + 1);
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, depth);
      else walk(fragments.get(selection.name.value)!.selectionSet, depth);
    }
  };
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  walk(operation.selectionSet, 0);
  return result;
}

type Data = Record<string, any>;

/** Loads one route as its page does: one POST with the route's document and variables. */
async function loadRoute(route: string, file: string, variables: Record<string, unknown>): Promise<Data> {
  const { query, fields, depth } = clientQuery(file);
  expect(fields, `${file}: fields`).toBeLessThanOrEqual(MAX_FIELDS);
  expect(depth, `${file}: depth`).toBeLessThanOrEqual(MAX_DEPTH);
  const before = httpRequests;
  const started = performance.now();
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  expect(httpRequests - before, `${route}: HTTP requests`).toBe(1);
  expect(response.status, `${route}: ${body.slice(0, 500)}`).toBe(200);
  const result = JSON.parse(body) as { data?: Data; errors?: unknown[] };
  expect(result.errors, `${route}: ${JSON.stringify(result.errors)}`).toBeUndefined();
  measured.push({ route, file, bytes: Buffer.byteLength(body), ms, cache: response.headers.get("x-answer-cache") ?? "", fields, depth });
  return result.data!;
}

const items = (page: { items: Data[] } | undefined | null): Data[] => page?.items ?? [];

describe("route documents", () => {
  it("are one operation each (or shared fragments), within the server's limit on text length", () => {
    const files = fs
      .readdirSync(SITE, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".graphql"))
      .sort();
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) {
      const text = documentText(file);
      const definitions = parse(text).definitions;
      const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
      // A file of shared fragments holds no operation; any other file holds exactly one.
      const onlyFragments = definitions.every((d) => d.kind === Kind.FRAGMENT_DEFINITION);
      if (!onlyFragments) expect(operations, file).toHaveLength(1);
      expect(text.length, file).toBeLessThan(32 * 1024);
    }
  });
});

describe("one request per public route", () => {
  it("layout shell (every page): header settings, menu departments, footer links, social links and developers", async () => {
    // Two documents: the settings (asked again after any change) and the menus (kept until they change).
    const data = {
      ...(await loadRoute("(layout settings)", "layout/site-settings.graphql", {})),
      ...(await loadRoute("(layout menus)", "layout/site-layout.graphql", {})),
    };
    expect(data.siteUpdatedAt).toBeTruthy();
    expect(data.siteSettings.vision).toBeTruthy();
    expect(data.siteSettings.mission.length).toBeGreaterThan(0);
    expect(data.siteSettings.instituteName).toBeTruthy();
    expect(data.siteSettings.phone).toBeTruthy();
    expect(data.siteSettings.email).toBeTruthy();
    expect(data.siteSettings.facebookUrl).toBeTruthy();
    expect(
      items(data.departments)
        .map((d: Data) => d.slug)
        .sort(),
    ).toEqual([...BRANCHES].sort());
    expect(items(data.quickLinks).length).toBeGreaterThan(0);
    expect(items(data.importantLinks).length).toBeGreaterThan(0);
    expect(items(data.developers)).toHaveLength(5);
    expect(items(data.developers)[0]).toMatchObject({ name: expect.any(String), skills: expect.any(Array) });
  });

  it("/ : slides and notices", async () => {
    const data = await loadRoute("/", "home/home.graphql", {});
    expect(items(data.slides)).toHaveLength(7);
    // The vision and mission are the layout's settings (site-settings.graphql, tested above).
    expect(data).not.toHaveProperty("siteSettings");
    expect(items(data.notices).length).toBeGreaterThan(0);
  });

  it.each([...Object.keys(INSTITUTE_PAGES), "no-such-page"])("/about-institute/%s", async (page) => {
    // Always shown on the institute page: one document shared by all of them, then the page's own part.
    const shared = await loadRoute(`/about-institute/${page} (shared)`, "institute/institute-shared.graphql", {});
    const data = { ...shared, ...(await loadRoute(`/about-institute/${page}`, "institute/institute-page.graphql", institutePageVariables(page))) };
    expect(data.intro?.body).toBeTruthy();
    expect(data.principalMessage?.body).toBeTruthy();
    expect(items(data.principal)).toHaveLength(1);
    expect(items(data.noticeBoard)).toHaveLength(4);
    expect(items(data.programs).length).toBeGreaterThanOrEqual(5);
    expect(items(data.newsCarousel)).toHaveLength(7);
    expect(items(data.recruiters)).toHaveLength(16);
    // The part {page} picks, and nothing else.
    const part = INSTITUTE_PAGES[page] ?? {};
    expect(Boolean(data.text?.body), "text").toBe(part.text !== undefined);
    expect(items(data.documents).length > 0, "documents").toBe(part.documents !== undefined);
    expect(items(data.people).length > 0, "people").toBe(part.people !== undefined);
    expect(items(data.pictures).length > 0, "pictures").toBe(part.gallery !== undefined);
    if (page === "office-staff") expect(items(data.people)).toHaveLength(25);
    if (page === "right_to_information") expect(items(data.people)).toHaveLength(3);
    // The AICTE disclosure's sections, only on its page.
    expect(items(data.aicteCommittees).length > 0, "AICTE sections").toBe(part.aicte === true);
    if (part.aicte)
      for (const section of ["aicteApprovals", "aicteFaculty", "aicteAccounts", "aicteCalendar"]) expect(items(data[section]).length, section).toBeGreaterThan(0);
    if (page === "no-such-page") for (const key of ["text", "documents", "people", "pictures"]) expect(data).not.toHaveProperty(key);
  });

  const departmentRoutes = BRANCHES.flatMap((branch) => Object.keys(DEPARTMENT_SECTIONS).map((content) => [branch, content] as const));
  const LIST_OF: Record<string, string> = {
    faculties: "facultyStaff",
    laboratories: "labs",
    "Various Events": "events",
    curriculum: "curricula",
    "time-table": "timeTables",
    "result-analysis": "resultAnalyses",
    "news-letter": "newsletters",
    mous: "mous",
    "department-portfolio": "departmentPortfolios",
    "internal-revenue-generation": "irgs",
    "digital-library": "digitalLibrary",
  };
  const emptyOffered: string[] = [];

  it.each(departmentRoutes)("/dept/%s/%s", async (branch, content) => {
    const data = await loadRoute(`/dept/${branch}/${content}`, "department/department-page.graphql", departmentPageVariables(branch, content));
    const department = data.department;
    expect(department?.name).toBeTruthy();
    expect(items(data.slider).length, "slider").toBeGreaterThan(0);
    if (branch === "electronics") expect(data).not.toHaveProperty("fallbackSlider");
    else expect(items(data.fallbackSlider).length, "fallback slider").toBeGreaterThan(0);
    const offered = department.sections.length === 0 || department.sections.includes(content);
    if (content === "about-department") {
      expect(department.description).toBeTruthy();
      expect(department.vision).toBeTruthy();
      expect(department.mission.length).toBeGreaterThan(0);
      if (department.sections.length === 0) expect(department.pos).toHaveLength(7);
    } else {
      expect(department).not.toHaveProperty("description");
      const list = LIST_OF[content]!;
      // Only the list of this content is in the answer.
      for (const other of Object.values(LIST_OF)) if (other !== list) expect(data, other).not.toHaveProperty(other);
      if (offered && items(data[list]).length === 0) emptyOffered.push(`${branch}/${content}`);
    }
  });

  it("has every list a department offers filled in the demo content (or says which are empty)", () => {
    // The demo content gives each teaching branch every list; science_humanities and workshop
    // offer fewer pages and fill those they offer.
    expect(emptyOffered).toEqual([]);
  });

  it("the department page's data comes in one request (the old site made nine calls in a row)", async () => {
    const before = httpRequests;
    const data = await loadRoute(
      "/dept/computer/about-department (again)",
      "department/department-page.graphql",
      departmentPageVariables("computer", "about-department"),
    );
    expect(httpRequests - before).toBe(1);
    expect(data.department.sections).toBeDefined();
    expect(items(data.slider).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(FACILITIES))("/facilities/%s", async (facility) => {
    const variables = facilityPageVariables(facility)!;
    const data = await loadRoute(`/facilities/${facility}`, "facilities/facility-page.graphql", variables);
    expect(data.text?.body, variables.textKey).toBeTruthy();
    if (variables.withGallery) expect(items(data.pictures).length).toBeGreaterThanOrEqual(4);
    if (variables.withDocuments) expect(items(data.documents).length).toBeGreaterThan(0);
  });

  it("/facilities/{unknown} makes no request", () => {
    expect(facilityPageVariables("swimming-pool")).toBeNull();
  });

  it.each(Object.keys(STUDENTS_CORNER_PAGES))("/students-corner/%s", async (page) => {
    const variables = studentsCornerPageVariables(page)!;
    const data = await loadRoute(`/students-corner/${page}`, "students-corner/students-corner-page.graphql", variables);
    expect(items(data.documents).length).toBeGreaterThan(0);
    expect(items(data.links).length).toBeGreaterThan(0);
    if (variables.withText) expect(data.text?.body).toBeTruthy();
    if (page === "scholarship") for (const notice of ["general", "minority", "open"]) expect(data[notice]?.body, notice).toContain("31-March-2026");
    if (page === "enrolled-std") expect(items(data.documents)).toHaveLength(5);
  });

  it.each(Object.keys(ACCREDITATION_PAGES))("/accreditation-reports/%s", async (page) => {
    const data = await loadRoute(`/accreditation-reports/${page}`, "accreditation/accreditation-page.graphql", accreditationPageVariables(page)!);
    const lists = ["documents", "eoaReports", "monitoringReports", "auditReports"].filter((key) => key in data);
    expect(lists).toHaveLength(1);
    expect(items(data[lists[0]!]).length).toBeGreaterThan(0);
  });

  it("/training-placements", async () => {
    const data = await loadRoute("/training-placements", "training-placements/training-placements-page.graphql", {});
    expect(data.activities?.body).toBeTruthy();
    expect(data.policy?.body).toContain("70%");
    expect(data.placements?.body).toBeTruthy();
    expect(items(data.placementTeam).length).toBeGreaterThan(0);
    expect(items(data.reports).length).toBeGreaterThan(0);
    expect(items(data.portals).length).toBeGreaterThan(0);
  });

  it.each(COMMITTEE_KEYS.map((c) => c.value))("/committe/%s", async (key) => {
    const data = await loadRoute(`/committe/${key}`, "committees/committee-page.graphql", committeePageVariables(key));
    expect(data.committee?.name).toBeTruthy();
    expect(data.committee.members.length).toBeGreaterThan(0);
    expect(items(data.documents).length).toBeGreaterThan(0);
  });

  it("/committe/{unknown}: no committee (the page says 'Committee not found.')", async () => {
    const data = await loadRoute("/committe/no-such-committee", "committees/committee-page.graphql", committeePageVariables("no-such-committee"));
    expect(data.committee).toBeNull();
    expect(items(data.documents)).toEqual([]);
  });

  it.each(["objective", "programs"])("/alumni/%s", async (page) => {
    const data = await loadRoute(`/alumni/${page}`, "alumni/alumni-page.graphql", alumniPageVariables(page)!);
    expect(data.association?.body).toContain("2022-23");
    expect(items(data.committee)).toHaveLength(11);
    expect(items(data.programs).length).toBeGreaterThan(0);
    expect(data).not.toHaveProperty("meet1");
  });

  it("/alumni/photo-gallery", async () => {
    const data = await loadRoute("/alumni/photo-gallery", "alumni/alumni-page.graphql", alumniPageVariables("photo-gallery")!);
    for (const meet of ["meet1", "meet2", "meet3"]) expect(items(data[meet]), meet).toHaveLength(2);
    expect(data).not.toHaveProperty("association");
  });

  it("/alumni/registration-form, /confirm-admission and /underdevelopment need no data beyond the layout", () => {
    expect(alumniPageVariables("registration-form")).toBeNull();
  });

  it("/Achievements/Patents", async () => {
    const data = await loadRoute("/Achievements/Patents", "achievements/achievements-page.graphql", {});
    expect(items(data.publications).length).toBeGreaterThan(0);
    expect(items(data.publications)[0]).toMatchObject({ facultyName: expect.any(String), department: expect.any(String) });
  });

  it("/rti-disclosure", async () => {
    const data = await loadRoute("/rti-disclosure", "disclosures/rti-page.graphql", {});
    expect(items(data.officers)).toHaveLength(3);
    expect(items(data.rtiDisclosureItems)).toHaveLength(17);
  });

  it("/gps-in-news", async () => {
    const data = await loadRoute("/gps-in-news", "gps-in-news/gps-in-news-page.graphql", {});
    expect(items(data.gpsNews)).toHaveLength(7);
  });
});
