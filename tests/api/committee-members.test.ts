import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startLegacyServer, type LegacyTestServer } from "./legacy-support.js";

// One committee member changed on its own: GraphQL's updateCommitteeMember and the legacy
// updateMember action, both onto the committee service's updateMember.

let t: LegacyTestServer;
let graphql: GraphQLTestClient;
let committeeId: number;
let memberIds: number[];

const COMMITTEE = `query ($id: ID!) { committee(id: $id) { id updatedAt members { id name mobile } } }`;
const UPDATE_MEMBER = `mutation ($id: ID!, $input: UpdateCommitteeMemberInput!) {
  updateCommitteeMember(id: $id, input: $input) { id members { id name mobile } }
}`;

beforeAll(async () => {
  t = await startLegacyServer();
  graphql = new GraphQLTestClient(t.server.url);
  await graphql.signIn(t.server.adminEmail, t.server.adminPassword);
  const committee = await t.server.services.content.committee.create(SYSTEM, {
    session: "2025-2026",
    name: "Anti Ragging Committee",
    chairmanName: "Chair Person",
    chairmanMobile: "9000000100",
    members: [
      { name: "First Member", mobile: "9000000101" },
      { name: "Second Member", mobile: "9000000102" },
    ],
  });
  committeeId = committee.id;
  memberIds = (committee.members as { id: number }[]).map((m) => m.id);
});

afterAll(async () => {
  await t?.server.close();
});

async function members() {
  const result = await new GraphQLTestClient(t.server.url).request(COMMITTEE, { id: String(committeeId) });
  return result.data!.committee.members as { id: string; name: string; mobile: string }[];
}

describe("GraphQL updateCommitteeMember", () => {
  it("changes only the fields given of the one member", async () => {
    const result = await graphql.request(UPDATE_MEMBER, { id: String(memberIds[0]), input: { name: "Renamed Member" } });
    expect(result.errors).toBeUndefined();
    expect(await members()).toEqual([
      { id: String(memberIds[0]), name: "Renamed Member", mobile: "9000000101" },
      { id: String(memberIds[1]), name: "Second Member", mobile: "9000000102" },
    ]);
  });

  it("is refused without a session, changing nothing", async () => {
    const before = await members();
    const result = await new GraphQLTestClient(t.server.url).request(UPDATE_MEMBER, { id: String(memberIds[1]), input: { name: "X" } });
    expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await members()).toEqual(before);
  });

  it("refuses a bad mobile number by name, and an unknown member", async () => {
    const bad = await graphql.request(UPDATE_MEMBER, { id: String(memberIds[1]), input: { mobile: "12" } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "mobile" });
    expect(bad.errors?.[0]?.message).toContain("Member's mobile number");
    const unknown = await graphql.request(UPDATE_MEMBER, { id: "999999", input: { name: "Nobody" } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const empty = await graphql.request(UPDATE_MEMBER, { id: String(memberIds[1]), input: {} });
    expect(empty.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("legacy updateMember", () => {
  it("changes a member by its sno, with the member_name and member_number spellings", async () => {
    const listed = (await t.visitor.rows("committees"))[0]!.Members as { sno: number; name: string; number: string }[];
    expect(listed.map((m) => m.sno)).toEqual(memberIds);
    const answer = await t.admin.post(`action=updateMember&sno=${memberIds[1]}`, new URLSearchParams({ member_name: "Legacy Renamed", member_number: "9000000199" }));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ status: 200, message: expect.stringContaining("was updated") });
    const after = (await t.visitor.rows("committees"))[0]!.Members;
    expect(after[1]).toEqual({ sno: memberIds[1], name: "Legacy Renamed", number: "9000000199" });
  });

  it("is refused without the session cookie, changing nothing", async () => {
    const before = await members();
    const answer = await t.visitor.post(`action=updateMember&sno=${memberIds[0]}`, new URLSearchParams({ member_name: "Intruder" }));
    expect(answer.status).toBe(401);
    expect(await members()).toEqual(before);
  });

  it("answers 404 for an unknown member and 400 for a bad number", async () => {
    const unknown = await t.admin.post(`action=updateMember&sno=987654`, new URLSearchParams({ member_name: "Nobody" }));
    expect(unknown.status).toBe(404);
    const before = await members();
    const bad = await t.admin.post(`action=updateMember&sno=${memberIds[0]}`, new URLSearchParams({ member_number: "call me" }));
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain("Member's mobile number");
    expect(await members()).toEqual(before);
  });
});
