import { getIntrospectionQuery, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { MAX_FIELDS, QUERY_LIMIT_RULES } from "../../server/src/graphql/limits.js";
import { createSchema } from "../../server/src/graphql/schema.js";

// Introspection is limited by what it would answer, so that tools can read the whole schema
// once but a query cannot multiply it.

const schema = createSchema();
const check = (query: string) => validate(schema, parse(query), [...specifiedRules, ...QUERY_LIMIT_RULES]).map((e) => e.message);
const aliases = (count: number, make: (i: number) => string) => Array.from({ length: count }, (_, i) => make(i)).join(" ");

describe("introspection limits", () => {
  it.each([
    ["graphql-js defaults", getIntrospectionQuery()],
    [
      "every option",
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      }),
    ],
    ["type references 20 levels deep", getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, typeDepth: 20 })],
  ])("accepts the full introspection query (%s)", (_name, query) => {
    expect(check(query)).toEqual([]);
  });

  it("accepts a few lookups of single types", () => {
    expect(check(`{ ${aliases(5, (i) => `t${i}: __type(name: "Query") { name fields { name args { name } } }`)} }`)).toEqual([]);
  });

  it("refuses __schema more than once", () => {
    expect(check("{ a: __schema { queryType { name } } b: __schema { queryType { name } } }")).toEqual([
      "This query asks for the schema (__schema) 2 times; at most once per query is allowed.",
    ]);
    // Fragments are counted where they are used.
    expect(check("{ a: __schema { ...T } b: __schema { ...T } } fragment T on __Schema { types { name } }")[0]).toMatch(/2 times/);
  });

  it("refuses copies of type lists inside one __schema", () => {
    const [message] = check(`{ __schema { ${aliases(30, (i) => `t${i}: types { description fields { description } }`)} } }`);
    expect(message).toMatch(/^This query's introspection would answer about [\d,]+ values; at most [\d,]+ \(the whole schema, twice over\) are allowed\./);
  });

  it("refuses many aliases of __type", () => {
    expect(check(`{ ${aliases(300, (i) => `t${i}: __type(name: "Query") { fields { name description args { name } } }`)} }`)[0]).toMatch(/introspection would answer/);
  });

  it("counts selections of lists that are usually empty, so aliases of them add up", () => {
    expect(check(`{ __schema { types { ${aliases(1_000, (i) => `p${i}: possibleTypes { name }`)} } } }`)[0]).toMatch(/introspection would answer/);
  });

  it(`counts __typename among the ${MAX_FIELDS} fields`, () => {
    expect(check(`{ ${aliases(MAX_FIELDS + 1, (i) => `t${i}: __typename`)} }`)).toEqual([
      `This query asks for ${MAX_FIELDS + 1} fields; at most ${MAX_FIELDS} are allowed. Please split it into smaller queries.`,
    ]);
    expect(check(`{ ${aliases(MAX_FIELDS, (i) => `t${i}: __typename`)} }`)).toEqual([]);
  });
});
