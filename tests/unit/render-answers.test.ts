import { describe, expect, it } from "vitest";
import { createPublicAnswerCache } from "../../server/src/answer-cache/answer-cache.js";
import { createRenderAnswers } from "../../server/src/answer-cache/render-answers.js";
import type { ExecuteAsVisitor } from "../../server/src/graphql/middleware.js";
import type { ContentVersionTracker } from "../../server/src/services/content-version.js";
import type { PageRequest } from "../../server/src/ssr/render-protocol.js";

// A page's queries run on the main thread before its render, through the answer cache: kept
// while the content version is unchanged, shared by renders asking at once, never kept with
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

function harness(answer: (request: PageRequest) => { data?: unknown; errors?: unknown[] } = () => ({ data: { ok: true } })) {
  let version = 1;
  const versions = { recent: () => version, current: async () => version } as unknown as ContentVersionTracker;
  const ran: string[] = [];
  const execute: ExecuteAsVisitor = async (request) => {
    ran.push(`${request.language} ${request.operationName} ${JSON.stringify(request.variables)}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return answer(request as PageRequest);
  };
  const load = createRenderAnswers(execute, createPublicAnswerCache(1024 * 1024), versions);
  return {
    load,
    ran,
    publish() {
      version += 1;
    },
  };
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
    publish();
    await load(LAYOUT, "en");
    expect(ran).toHaveLength(5);
  });

  it("does not keep an answer with errors, nor a search's", async () => {
    const { load, ran } = harness((request) => (request.operationName === "DepartmentPage" ? { errors: [{ message: "No such department." }] } : { data: { ok: true } }));
    expect(JSON.parse(await load(DEPARTMENT, "en"))).toEqual({ errors: [{ message: "No such department." }] });
    await load(DEPARTMENT, "en");
    await load(SEARCH, "en");
    await load(SEARCH, "en");
    expect(ran).toHaveLength(4);
  });

  it("gives a query that could not run an error, for the page to show", async () => {
    const versions = { recent: () => 1, current: async () => 1 } as unknown as ContentVersionTracker;
    const load = createRenderAnswers(async () => Promise.reject(new Error("The database is away.")), createPublicAnswerCache(1024 * 1024), versions);
    expect(JSON.parse(await load(LAYOUT, "en"))).toEqual({ errors: [{ message: "The database is away." }] });
  });
});
