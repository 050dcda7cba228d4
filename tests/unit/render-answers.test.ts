import { describe, expect, it } from "vitest";
import { createPublicAnswerCache } from "../../server/src/answer-cache/answer-cache.js";
import { createRenderAnswers } from "../../server/src/answer-cache/render-answers.js";
import type { ExecuteAsVisitor } from "../../server/src/graphql/middleware.js";
import { readSourcesLogger, type ReadSources } from "../../server/src/base/read-sources.js";
import type { ContentVersionTracker } from "../../server/src/services/content-version.js";
import type { PageRequest } from "../../server/src/ssr/render-protocol.js";

// A page's queries run on the main thread before its render, through the answer cache: kept
// while the sources they read are unchanged, shared by renders asking at once, never kept with
// errors or for search. Counted by the operations that reach the pipeline.

const LAYOUT: PageRequest = { query: "query SiteLayout { siteSettings { instituteName } }", operationName: "SiteLayout", variables: {} };
const DEPARTMENT: PageRequest = {
  query: "query DepartmentPage($branch: String!) { department(slug: $branch) { name } }",
  operationName: "DepartmentPage",
  variables: { branch: "civil" },
};
const SEARCH: PageRequest = {
  query: "query SearchPage($query: String!) { search(query: $query) { totalCount } }",
  operationName: "SearchPage",
  variables: { query: "lab" },
};

/** Each operation reads the table of the same name, as the statements' logger tells it. */
const sourcesLogger = readSourcesLogger((table) => (table === "unknown_table" ? undefined : table));

/** A tracker with a number per source, as services/content-version.ts keeps them. */
function fakeVersions() {
  let version = 1;
  let numbers = new Map<string, number>();
  const versions = {
    recent: () => version,
    current: async () => version,
    snapshot: () => {
      const [atVersion, atNumbers] = [version, numbers];
      return { stampOf: (sources: ReadSources) => (sources ? [...sources].map((source) => `${source}=${atNumbers.get(source) ?? 0}`).join(" ") : `* ${atVersion}`) };
    },
  } as unknown as ContentVersionTracker;
  return {
    versions,
    publish(source = "SiteLayout") {
      version += 1;
      numbers = new Map(numbers).set(source, (numbers.get(source) ?? 0) + 1);
    },
  };
}

function harness(answer: (request: PageRequest) => { data?: unknown; errors?: unknown[] } = () => ({ data: { ok: true } })) {
  const { versions, publish } = fakeVersions();
  const ran: string[] = [];
  const execute: ExecuteAsVisitor = async (request) => {
    ran.push(`${request.language} ${request.operationName} ${JSON.stringify(request.variables)}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
    sourcesLogger.logQuery(`SELECT * FROM "${request.operationName}"`);
    return answer(request as PageRequest);
  };
  const load = async (request: PageRequest, language: "en" | "mr") => (await loadAnswer(request, language)).json;
  const loadAnswer = createRenderAnswers(execute, createPublicAnswerCache(1024 * 1024), versions);
  return { load, loadAnswer, ran, publish };
}

describe("a page's answers before its render", () => {
  it("runs a query once per content version, language and variables, renders at the same moment included", async () => {
    const { load, ran, publish } = harness();
    const first = await Promise.all([load(LAYOUT, "en"), load(LAYOUT, "en"), load(DEPARTMENT, "en")]);
    expect(first.map((json) => JSON.parse(json))).toEqual([{ data: { ok: true } }, { data: { ok: true } }, { data: { ok: true } }]);
    await load(LAYOUT, "en");
    await load(LAYOUT, "mr");
    await load({ ...DEPARTMENT, variables: { branch: "computer" } }, "en");
    expect(ran).toEqual(["en SiteLayout {}", 'en DepartmentPage {"branch":"civil"}', "mr SiteLayout {}", 'en DepartmentPage {"branch":"computer"}']);
    publish("SiteLayout");
    await load(LAYOUT, "en");
    expect(ran).toHaveLength(5);
  });

  it("asks again only the queries that read what changed; one that read an unknown table, after any change", async () => {
    const { loadAnswer, ran, publish } = harness();
    const UNKNOWN: PageRequest = { query: "query Unknown { x }", operationName: "unknown_table", variables: {} };
    for (const request of [LAYOUT, DEPARTMENT, UNKNOWN]) expect((await loadAnswer(request, "en")).asked).toBe(true);
    publish("DepartmentPage");
    expect((await loadAnswer(LAYOUT, "en")).asked).toBe(false);
    expect((await loadAnswer(DEPARTMENT, "en")).asked).toBe(true);
    expect((await loadAnswer(UNKNOWN, "en")).asked).toBe(true);
    expect((await loadAnswer(DEPARTMENT, "en")).asked).toBe(false);
    expect(ran).toEqual([
      "en SiteLayout {}",
      'en DepartmentPage {"branch":"civil"}',
      "en unknown_table {}",
      'en DepartmentPage {"branch":"civil"}',
      "en unknown_table {}",
    ]);
  });

  it("does not keep an answer with errors, nor a search's", async () => {
    const { load, ran } = harness((request) => (request.operationName === "DepartmentPage" ? { errors: [{ message: "No such department." }] } : { data: { ok: true } }));
    expect(JSON.parse(await load(DEPARTMENT, "en"))).toEqual({ errors: [{ message: "No such department." }] });
    await load(DEPARTMENT, "en");
    await load(SEARCH, "en");
    await load(SEARCH, "en");
    expect(ran).toHaveLength(4);
  });

  it("keeps a page whose root fields come through fragments, unless one of them is a search", async () => {
    const { load, ran } = harness();
    const INSTITUTE: PageRequest = {
      query: "query InstitutePage { ...Disclosure ... on Query { programs { name } } } fragment Disclosure on Query { committees { name } }",
      operationName: "InstitutePage",
      variables: {},
    };
    const HIDDEN_SEARCH: PageRequest = {
      query: 'query Finder { ...Found } fragment Found on Query { ... on Query { search(query: "lab") { totalCount } } }',
      operationName: "Finder",
      variables: {},
    };
    for (const request of [INSTITUTE, INSTITUTE, HIDDEN_SEARCH, HIDDEN_SEARCH]) await load(request, "en");
    expect(ran).toEqual(["en InstitutePage {}", "en Finder {}", "en Finder {}"]);
  });

  it("gives a query that could not run an error, for the page to show", async () => {
    const load = createRenderAnswers(async () => Promise.reject(new Error("The database is away.")), createPublicAnswerCache(1024 * 1024), fakeVersions().versions);
    expect(JSON.parse((await load(LAYOUT, "en")).json)).toEqual({ errors: [{ message: "The database is away." }] });
  });
});
