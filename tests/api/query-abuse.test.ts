import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../support/server-process.js";

// Queries meant to exhaust the server's memory, sent to a real server process that runs with
// the heap cap `npm start` gives it (128 MB). Each attack must be refused in plain words, or
// answered while every cache stays within its bound; afterwards the process must still be
// alive and answering. The bound is checked on the process's heap after a full garbage
// collection: the answer cache (16 MB by default) and Apollo's document store (8 MB) may fill,
// nothing else may grow with the number of distinct queries.

const MB = 1024 * 1024;
/** ANSWER_CACHE_MB's default plus the document store's bound plus room for the runtime's own. */
const ALLOWED_GROWTH = (16 + 8 + 12) * MB;
const NORMAL = "{ siteSettings { instituteName } }";

let server: ServerProcess;
let baselineHeap = 0;

interface Answer {
  status: number;
  json: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function post(query: string, variables?: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) };
  } catch {
    throw new Error(`The server answered ${response.status} with something that is not JSON: ${text.slice(0, 300)}`);
  }
}

/** Sends `count` queries made by `make`, `connections` at a time; returns how many got each status. */
async function flood(count: number, make: (i: number) => string, connections = 32): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count && server.alive()) {
        const i = next++;
        const status = await post(make(i)).then(
          (answer) => answer.status,
          () => 0,
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

async function expectAliveAndBounded(): Promise<void> {
  expect(server.alive(), `the server process ended (${server.exitReason()}):\n${server.output()}`).toBe(true);
  const normal = await post(NORMAL);
  expect(normal.status).toBe(200);
  expect(normal.json.errors).toBeUndefined();
  const heap = await server.heap();
  expect(heap.collected).toBe(true);
  expect(heap.heapUsed - baselineHeap, `heap grew from ${baselineHeap} to ${heap.heapUsed} bytes`).toBeLessThan(ALLOWED_GROWTH);
}

beforeAll(async () => {
  server = await startServerProcess();
  await post(NORMAL); // the first request loads what every later one uses
  baselineHeap = (await server.heap()).heapUsed;
});

afterAll(async () => {
  await server?.stop();
});

describe("introspection", () => {
  it("answers one full introspection query, as GraphiQL and code generators send it", async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    const answer = await post(query);
    expect(answer.status).toBe(200);
    expect(answer.json.errors).toBeUndefined();
    expect(answer.json.data.__schema.types.length).toBeGreaterThan(50);
  });

  it("refuses many aliased copies of __schema in plain words, without running them", async () => {
    const copies = Array.from({ length: 300 }, (_, i) => `a${i}: __schema { types { description fields { description } } }`).join(" ");
    const answer = await post(`{ ${copies} }`);
    expect(answer.status).toBe(400);
    expect(answer.json.data).toBeUndefined();
    expect(answer.json.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(answer.json.errors?.[0]?.message).toMatch(/__schema.*300 times.*at most once/);
  });

  it("refuses the 990-copy version (63 KB) with a 4xx, and keeps running", async () => {
    const copies = Array.from({ length: 990 }, (_, i) => `a${i}: __schema { types { description fields { description } } }`).join(" ");
    const answer = await post(`{ ${copies} }`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.json.errors?.[0]?.extensions?.code).toMatch(/GRAPHQL_VALIDATION_FAILED|PAYLOAD_TOO_LARGE/);
    await expectAliveAndBounded();
  });

  it("refuses copies hidden inside one __schema, or made of __type, by the size of what they would answer", async () => {
    const inner = Array.from({ length: 100 }, (_, i) => `t${i}: types { description fields { description } }`).join(" ");
    const one = await post(`{ __schema { ${inner} } }`);
    expect(one.status).toBe(400);
    expect(one.json.errors?.[0]?.message).toMatch(/introspection/i);

    const types = Array.from({ length: 300 }, (_, i) => `t${i}: __type(name: "Query") { fields { name description args { name } } }`).join(" ");
    const many = await post(`{ ${types} }`);
    expect(many.status).toBe(400);
    expect(many.json.errors?.[0]?.message).toMatch(/introspection/i);
  });
});

describe("query text", () => {
  it("refuses a 100 KB comment-padded query with 413 and a plain message, before parsing it", async () => {
    const answer = await post(`# ${"padding ".repeat(12_800)}\n${NORMAL}`);
    expect(answer.status).toBe(413);
    expect(answer.json.errors?.[0]?.extensions?.code).toBe("PAYLOAD_TOO_LARGE");
    expect(answer.json.errors?.[0]?.message).toMatch(/characters long; at most [\d,]+ are allowed/);
  });

  it("refuses a long query sent as the operations of a multipart upload too", async () => {
    const form = new FormData();
    form.append("operations", JSON.stringify({ query: `# ${"x".repeat(100_000)}\n${NORMAL}`, variables: {} }));
    form.append("map", "{}");
    const response = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "apollo-require-preflight": "true" }, body: form });
    expect(response.status).toBe(413);
    const json = (await response.json()) as Answer["json"];
    expect(json.errors?.[0]?.extensions?.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("many distinct queries", () => {
  it("survives 100 distinct 1 MB comment-padded queries, refusing each", async () => {
    const statuses = await flood(100, (i) => `# ${"x".repeat(MB - 100)}\n{ n${i}: siteSettings { instituteName } }`, 4);
    expect([...statuses.keys()]).toEqual([413]);
    await expectAliveAndBounded();
  }, 30_000);

  it("survives 100 distinct 32 KB queries of comment lines (many tokens each), answering each", async () => {
    // Within the length limit, but each parsed document holds ~16,000 comment tokens: the
    // document store must count them, not only the query's JSON size.
    const statuses = await flood(100, (i) => `${"#\n".repeat(16_000)}{ n${i}: siteSettings { instituteName } }`, 4);
    expect([...statuses.keys()]).toEqual([200]);
    await expectAliveAndBounded();
  }, 30_000);

  it("survives 1,000 distinct queries of 30 aliased fields each, its caches within their bounds", async () => {
    // Each is answered and could be kept twice: Apollo's parsed document and the visitor answer
    // cache. Unbounded (or bounded by the wrong measure) 15,000 to 20,000 one-field queries
    // exhausted the heap; with 30 aliases each parsed query holds about 60 KB, so these 1,000
    // would hold more than 15,000 of those, for a fifteenth of the requests.
    const aliases = (i: number) => Array.from({ length: 30 }, (_, k) => `n${i}_${k}: siteSettings { instituteName }`).join(" ");
    const statuses = await flood(1_000, (i) => `{ ${aliases(i)} }`);
    expect(statuses.get(200)).toBe(1_000);
    await expectAliveAndBounded();
  }, 60_000);
});

describe("error messages in production", () => {
  it("do not suggest the schema's names", async () => {
    const field = await post("{ notics { totalCount } }");
    expect(field.status).toBe(400);
    expect(field.json.errors?.[0]?.message).toBe('Cannot query field "notics" on type "Query".');
    expect(field.json.errors?.[0]?.message).not.toMatch(/Did you mean/);

    const input = await post("mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }", {
      input: { titel: "A notice", date: "2026-11-01" },
    });
    expect(input.json.errors?.length).toBeGreaterThan(0);
    expect(input.json.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(input.json.errors?.map((e) => e.message).join("\n")).toMatch(/Field "titel" is not defined by type "CreateNoticeInput"\.$/m);
    expect(JSON.stringify(input.json.errors)).not.toMatch(/Did you mean/);
  });
});
