import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createSchema } from "../../server/src/graphql/schema.js";
import { graphqlSurface } from "../support/graphql-surface.js";

// The API that third-party tools read must not lose or change anything: every type member served
// when this snapshot was taken (tests/fixtures/graphql-surface.txt) is still served, with the same
// type and arguments. Additions are fine; to accept a deliberate removal, edit the snapshot.

const SNAPSHOT = new URL("../fixtures/graphql-surface.txt", import.meta.url);

describe("the GraphQL surface", () => {
  it("still serves every member of the snapshot, with the same type", () => {
    const now = new Set(graphqlSurface(createSchema()));
    const before = readFileSync(SNAPSHOT, "utf8").split("\n").filter(Boolean);
    expect(before.length).toBeGreaterThan(500);
    expect(before.filter((line) => !now.has(line))).toEqual([]);
  });
});
