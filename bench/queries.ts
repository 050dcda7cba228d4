// The public requests the benchmark sends, as a browser would: GraphQL as POST with a JSON
// body, and server-rendered pages as GET.

export interface QueryShape {
  name: string;
  description: string;
  /** The exact JSON request body (POST /graphql); empty for a page. */
  body: string;
  /** A page's path, fetched with GET; absent for a GraphQL query. */
  pagePath?: string;
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
export const HOME_NOTICES = shape("notices", "notices(limit: 5)", "query { notices(limit: 5) { items { id title date link noticePdf } } }");

export const QUERY_SHAPES: readonly QueryShape[] = [CURRICULA, HOME_NOTICES];

function page(path: string): QueryShape {
  return { name: `page ${path}`, description: `GET ${path} (rendered on the server, from the page cache)`, body: "", pagePath: path };
}

/** Pages measured when the website is built (dist/client and dist/ssr). */
export const PAGE_SHAPES: readonly QueryShape[] = [page("/"), page("/dept/computer/about-department")];

export const requestPath = (shape: QueryShape) => shape.pagePath ?? GRAPHQL_PATH;
export const requestMethod = (shape: QueryShape) => (shape.pagePath ? "GET" : "POST");

export const GRAPHQL_PATH = "/graphql";
export const REQUEST_HEADERS = { "content-type": "application/json", accept: "application/json" } as const;
/** A page asked for without compression, so that our server and the bare one send the same bytes. */
export const PAGE_HEADERS = { accept: "text/html" } as const;
