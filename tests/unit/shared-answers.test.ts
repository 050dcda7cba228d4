import { describe, expect, it } from "vitest";
import type { ExecuteAsVisitor } from "../../server/src/graphql/middleware.js";
import type { ContentVersionTracker } from "../../server/src/services/content-version.js";
import { shareAnswersBetweenRenders } from "../../server/src/ssr/shared-answers.js";

// Page renders share the answers of their queries without variables (the site's layout) while
// the content version is unchanged: counted by the operations that reach the pipeline.

const LAYOUT = "query SiteLayout { siteSettings { instituteName } }";

function harness(answer: (query: string) => { data?: unknown; errors?: unknown[] } = () => ({ data: { ok: true } })) {
  let version = 1;
  const versions = { recent: () => version, current: async () => version } as unknown as ContentVersionTracker;
  const ran: string[] = [];
  const execute: ExecuteAsVisitor = async (request) => {
    ran.push(request.query);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return answer(request.query);
  };
  const shared = shareAnswersBetweenRenders(execute, versions);
  return {
    shared,
    ran,
    publish() {
      version += 1;
    },
  };
}

describe("answers shared between page renders", () => {
  it("runs a query without variables once per content version, renders at the same moment included", async () => {
    const { shared, ran, publish } = harness();
    const answers = await Promise.all([1, 2, 3].map(() => shared.execute({ query: LAYOUT, variables: {}, operationName: "SiteLayout" })));
    await shared.execute({ query: LAYOUT, variables: {}, operationName: "SiteLayout" });
    expect(ran).toHaveLength(1);
    expect(answers.every((answer) => (answer.data as { ok: boolean }).ok)).toBe(true);

    publish();
    await shared.execute({ query: LAYOUT, variables: {}, operationName: "SiteLayout" });
    expect(ran).toHaveLength(2);
  });

  it("runs every query with variables (they come from the address) and every mutation", async () => {
    const { shared, ran } = harness();
    const page = "query DepartmentPage($branch: String!) { department(slug: $branch) { name } }";
    await shared.execute({ query: page, variables: { branch: "computer" } });
    await shared.execute({ query: page, variables: { branch: "computer" } });
    const mutation = "mutation { submitFeedback(input: {}) { id } }";
    await shared.execute({ query: mutation, variables: {} });
    await shared.execute({ query: mutation, variables: {} });
    expect(ran).toHaveLength(4);
    expect(shared.size).toBe(0);
  });

  it("does not keep an answer with errors", async () => {
    const { shared, ran } = harness(() => ({ errors: [{ message: "broken" }] }));
    await shared.execute({ query: LAYOUT, variables: {} });
    await shared.execute({ query: LAYOUT, variables: {} });
    expect(ran).toHaveLength(2);
    expect(shared.size).toBe(0);
  });

  it("holds at most its bound of answers", async () => {
    const versions = { recent: () => 1, current: async () => 1 } as unknown as ContentVersionTracker;
    const shared = shareAnswersBetweenRenders(async () => ({ data: {} }), versions, 3);
    for (let i = 0; i < 10; i++) await shared.execute({ query: `query Q${i} { a }`, variables: {} });
    expect(shared.size).toBe(3);
  });
});
