import { InMemoryCache } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { addTypenameToDocument } from "@apollo/client/utilities";
import { buildSchema, execute, parse, type DocumentNode } from "graphql";
import { createElement, Fragment, Suspense } from "react";
import { getApolloContext } from "@apollo/client/react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { resultOrderFor } from "../../client/src/ssr/apollo-result-order.js";
import { renderQueries } from "../../client/src/ssr/render-queries.js";
import type { GraphQLRequest, GraphQLResult } from "../../server/src/ssr/render-protocol.js";

// The server's render serves useQuery without Apollo's cache (client/src/ssr/render-queries.ts):
// a component must get what the cache gave it, down to the order of the keys, which the island
// props carry into the page as JSON.

const schema = buildSchema(`
  type Query { site: Site!, people(group: String): [Person!]!, count: Int! }
  type Site { name: String!, logo: Image, links: [Link!]! }
  type Image { url: String!, width: Int!, height: Int! }
  type Link { id: ID!, label: String!, href: String! }
  type Person { id: ID!, name: String!, role: String, photo: Image, skills: [String!]! }
`);

const rootValue = {
  site: { name: "Polytechnic", logo: { url: "/logo.png", width: 40, height: 40 }, links: [{ id: "1", label: "Home", href: "/" }, { id: "2", label: "Map", href: "/map" }] },
  people: () => [
    { id: "7", name: "A. Teacher", role: "Lecturer", photo: { url: "/a.png", width: 2, height: 3 }, skills: ["GraphQL"] },
    { id: "8", name: "B. Clerk", role: null, photo: null, skills: [] },
  ],
  count: 2,
};

// Fragments in and after fields, nested, a field read twice with different selections, an alias,
// @include and @skip on fields and fragments, a fragment on the root.
const QUERY = parse(`
  query Page($withRole: Boolean!, $skipLinks: Boolean = false) {
    ...Counted
    team: people(group: "staff") {
      skills
      ...PersonCard
      photo { height }
      role @include(if: $withRole)
      ...on Person { photo { url } }
    }
    site {
      ...Logo
      name
      links @skip(if: $skipLinks) { ...LinkFields, label }
      ...Logo @include(if: $withRole)
    }
  }
  fragment Counted on Query { count }
  fragment PersonCard on Person { id name photo { ...Size } }
  fragment Size on Image { width height }
  fragment Logo on Site { logo { url ...Size } }
  fragment LinkFields on Link { href id }
`);

/** What the server answers (graphql-js, fields in the order it collects them) and what Apollo's cache reads back. */
async function bothWays(query: DocumentNode, variables: Record<string, unknown>) {
  const sent = addTypenameToDocument(query);
  const answer = await execute({ schema, document: sent, rootValue, variableValues: variables });
  expect(answer.errors).toBeUndefined();
  const cache = new InMemoryCache();
  cache.writeQuery({ query: sent, data: answer.data!, variables });
  const read = cache.readQuery({ query: sent, variables });
  return { arranged: resultOrderFor(sent).arrange(structuredClone(answer.data), variables), read, answer: answer.data };
}

describe("apollo-result-order", () => {
  for (const variables of [{ withRole: true }, { withRole: false, skipLinks: true }]) {
    it(`lays the server's answer out as InMemoryCache reads it (${JSON.stringify(variables)})`, async () => {
      const { arranged, read, answer } = await bothWays(QUERY, { skipLinks: false, ...variables });
      // The order differs from the server's, so the comparison is of the JSON text.
      expect(JSON.stringify(answer)).not.toBe(JSON.stringify(read));
      expect(JSON.stringify(arranged)).toBe(JSON.stringify(read));
    });
  }
});

describe("render-queries", () => {
  const Layout = parse("query Layout { site { name } }");
  const People = parse("query People($group: String) { people(group: $group) { id name } }");

  function Name() {
    const { data } = useQuery(Layout) as { data?: { site: { name: string } } };
    return createElement("b", null, data?.site.name);
  }

  function Names({ group }: { group: string }) {
    const { data, error } = useQuery(People, { variables: { group } }) as { data?: { people: { name: string }[] }; error?: Error };
    if (error) return createElement("i", null, `failed: ${group}`);
    return createElement("ul", null, data?.people.map((person) => createElement("li", { key: person.name }, person.name)));
  }

  function Skipped() {
    const { data, loading } = useQuery(People, { skip: true });
    return createElement("s", null, `${String(data)} ${String(loading)}`);
  }

  async function render(tree: ReturnType<typeof createElement>, executeOperation: (request: GraphQLRequest) => Promise<GraphQLResult>) {
    const ApolloContext = getApolloContext();
    const { prelude } = await prerenderToNodeStream(createElement(ApolloContext.Provider, { value: renderQueries(executeOperation, "en").context }, tree));
    let html = "";
    for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return html;
  }

  it("renders each part with its data in one pass, asking once per document and variables, with Apollo's __typename and default variables", async () => {
    const asked: GraphQLRequest[] = [];
    const html = await render(
      createElement(Fragment, null, createElement(Name), createElement(Suspense, null, createElement(Names, { group: "staff" }), createElement(Name)), createElement(Names, { group: "staff" }), createElement(Skipped)),
      async (request) => {
        asked.push(request);
        await new Promise((resolve) => setTimeout(resolve, 5));
        const result = await execute({ schema, document: parse(request.query), rootValue, variableValues: request.variables });
        return { data: result.data };
      },
    );
    expect(html).toBe("<b>Polytechnic</b><!--$--><ul><li>A. Teacher</li><li>B. Clerk</li></ul><b>Polytechnic</b><!--/$--><ul><li>A. Teacher</li><li>B. Clerk</li></ul><s>undefined false</s>");
    expect(asked.map((request) => request.operationName).sort()).toEqual(["Layout", "People"]);
    expect(asked.find((request) => request.operationName === "People")).toMatchObject({ variables: { group: "staff" }, language: "en" });
    expect(asked.find((request) => request.operationName === "Layout")!.query).toContain("__typename");
  });

  it("gives a part whose query failed its error and no data, as Apollo's default error policy does", async () => {
    const html = await render(createElement(Fragment, null, createElement(Names, { group: "a" }), createElement(Names, { group: "b" })), async (request) => {
      if (request.variables.group === "a") return { errors: [{ message: "refused" }], data: { people: [] } };
      throw new Error("the main thread went away");
    });
    expect(html).toBe("<i>failed: a</i><i>failed: b</i>");
  });
});
