// The public GraphQL requests the benchmark sends, as a browser would: POST with a JSON body.

export interface QueryShape {
  name: string;
  description: string;
  /** The exact JSON request body. */
  body: string;
}

function shape(name: string, description: string, query: string): QueryShape {
  return { name, description, body: JSON.stringify({ query }) };
}

/** A department's curriculum page. Also the query used for the cold start and the profile. */
export const CURRICULA = shape(
  "curricula",
  'curricula(department: "computer", limit: 20)',
  'query { curricula(department: "computer", limit: 20) { totalCount items { id department semester syllabusPdf } } }',
);

/** The notices list of the home page (the fields the client's HomePage query asks for). */
export const HOME_NOTICES = shape(
  "notices",
  "notices(limit: 5)",
  "query { notices(limit: 5) { items { id title date link noticePdf } } }",
);

export const QUERY_SHAPES: readonly QueryShape[] = [CURRICULA, HOME_NOTICES];

export const GRAPHQL_PATH = "/graphql";
export const REQUEST_HEADERS = { "content-type": "application/json", accept: "application/json" } as const;
