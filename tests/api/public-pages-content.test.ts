import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// The content the public pages show beyond document lists: page texts found by their key,
// lists by their group or gallery, departments and committees by their slug, exactly.

let server: TestServer;
let admin: GraphQLTestClient;
let visitor: GraphQLTestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  visitor = new GraphQLTestClient(server.url);
  await server.services.content.department.create(SYSTEM, { slug: "computer", name: "Computer Technology", sections: ["about-department"] });
  await server.services.content.department.create(SYSTEM, { slug: "computer_old", name: "Computer (old)" });
});

afterAll(async () => {
  await server?.close();
});

const HOSTILE = ["# Notice", "", "<script>alert('x')</script>", "", '<img src="x" onerror="alert(1)">', "", "[click](javascript:alert(1))"].join("\n");

describe("page texts", () => {
  it("are found by their exact key, and stored as written (rendered inert by the site)", async () => {
    const created = await admin.request(`mutation ($input: CreatePageTextInput!) { createPageText(input: $input) { id key body } }`, {
      input: { key: "citizen-charter", title: "Citizen's charter", body: HOSTILE, lastReviewedOn: "2025-10-01" },
    });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    expect(created.data!.createPageText.body).toBe(HOSTILE);

    const found = await visitor.request(`query { pageTextByKey(key: "citizen-charter") { title body lastReviewedOn } }`);
    expect(found.data!.pageTextByKey).toEqual({ title: "Citizen's charter", body: HOSTILE, lastReviewedOn: "2025-10-01" });
    for (const near of ["citizen", "citizen-charter ", "CITIZEN-CHARTER", "%"]) {
      const miss = await visitor.request(`query ($key: String!) { pageTextByKey(key: $key) { id } }`, { key: near });
      expect(miss.errors, near).toBeUndefined();
      expect(miss.data!.pageTextByKey, near).toBeNull();
    }
  });

  it("refuses a second text with the same key, naming the field", async () => {
    const again = await admin.request(`mutation ($input: CreatePageTextInput!) { createPageText(input: $input) { id } }`, {
      input: { key: "citizen-charter", title: "Again", body: "Text" },
    });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", field: "key" });
  });

  it("are written only by administrators", async () => {
    const refused = await visitor.request(`mutation ($input: CreatePageTextInput!) { createPageText(input: $input) { id } }`, {
      input: { key: "intruder", title: "No", body: "No" },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("lists by group and gallery", () => {
  it("gives exactly the links of one group, in order", async () => {
    for (const [group, title, sortOrder] of [
      ["footer/quick", "Second", 2],
      ["footer/quick", "First", 1],
      ["footer/quick-extra", "Other group", 1],
    ] as const) {
      const result = await admin.request(`mutation ($input: CreateLinkInput!) { createLink(input: $input) { id } }`, {
        input: { group, title, url: "/gps-in-news", sortOrder },
      });
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    }
    const list = await visitor.request(`query { links(group: "footer/quick") { totalCount items { title opensInNewTab } } }`);
    expect(list.data!.links).toEqual({
      totalCount: 2,
      items: [
        { title: "First", opensInNewTab: false },
        { title: "Second", opensInNewTab: false },
      ],
    });
  });

  it("gives exactly the people of one group", async () => {
    await admin.request(`mutation ($input: CreatePersonInput!) { createPerson(input: $input) { id } }`, {
      input: { group: "rti-officers", name: "Mr. Sample Officer", role: "Public information officer", skills: ["RTI"] },
    });
    await admin.request(`mutation ($input: CreatePersonInput!) { createPerson(input: $input) { id } }`, {
      input: { group: "rti", name: "Not this one" },
    });
    const list = await visitor.request(`query { people(group: "rti-officers") { items { name role skills } } }`);
    expect(list.data!.people.items).toEqual([{ name: "Mr. Sample Officer", role: "Public information officer", skills: ["RTI"] }]);
  });
});

describe("departments and committees by slug", () => {
  it("finds the department with exactly that slug, with the pages it offers", async () => {
    const found = await visitor.request(`query { departmentBySlug(slug: "computer") { name sections } }`);
    expect(found.data!.departmentBySlug).toEqual({ name: "Computer Technology", sections: ["about-department"] });
    const none = await visitor.request(`query { departmentBySlug(slug: "comp") { name } }`);
    expect(none.data!.departmentBySlug).toBeNull();
  });

  it("finds a committee by its slug and answers null for an unknown one", async () => {
    await server.services.content.committee.create(SYSTEM, {
      session: "2025-2026",
      name: "Anti Ragging Committee",
      slug: "anti-ragging-committee",
      chairmanName: "Dr. Example Principal",
      chairmanMobile: "9876500001",
      members: [{ name: "Member One", mobile: "9876500002" }],
    });
    const found = await visitor.request(`query { committeeBySlug(slug: "anti-ragging-committee") { name members { name } } }`);
    expect(found.data!.committeeBySlug).toEqual({ name: "Anti Ragging Committee", members: [{ name: "Member One" }] });
    const none = await visitor.request(`query { committeeBySlug(slug: "anti") { name } }`);
    expect(none.data!.committeeBySlug).toBeNull();
  });
});
