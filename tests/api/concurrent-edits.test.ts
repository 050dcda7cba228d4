import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient, type GraphQLResult } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Several administrators saving the same thing at the same moment: every save that answered
// "saved" must still be there, a whole list must never be mixed from several saves, and a race
// the rules cannot allow (deleting the last two administrators) must be refused in plain words,
// never with a server error. On SQLite and on PostgreSQL alike.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.services.settings.update(SYSTEM, {
    instituteName: "Race Polytechnic",
    address: "1 College Road, Sample Town",
    phone: "0718600000",
    email: "office@college.example",
    establishedYear: 1980,
  });
});

afterAll(async () => {
  await server?.close();
});

let adminCookie: string | undefined;

/**
 * A client signed in as the test's administrator. Clients share one session: many sign-ins at
 * once from one new address would be slowed by the sign-in limits, which are not tested here.
 */
async function signedIn(email = server.adminEmail, password = server.adminPassword): Promise<GraphQLTestClient> {
  const client = new GraphQLTestClient(server.url);
  if (email === server.adminEmail && adminCookie) {
    client.cookie = adminCookie;
    return client;
  }
  await client.signIn(email, password);
  if (email === server.adminEmail) adminCookie = client.cookie;
  return client;
}

const noServerError = (result: GraphQLResult) => {
  expect(result.status, JSON.stringify(result.errors)).toBeLessThan(500);
  expect(result.errors?.map((e) => e.extensions?.code) ?? []).not.toContain("INTERNAL_SERVER_ERROR");
};

describe("nine administrators saving different site settings at once", () => {
  it("keeps all nine changes", async () => {
    const changes: Record<string, unknown>[] = [
      { instituteName: "Government Polytechnic, Nine Saves" },
      { address: "9 Nine Saves Road, Sample Town" },
      { phone: "0718699999" },
      { email: "nine@college.example" },
      { establishedYear: 1999 },
      { siteUrl: "https://nine.college.example" },
      { about: "About, saved by the sixth administrator." },
      { vision: "Vision, saved by the seventh administrator." },
      { facebookUrl: "https://facebook.com/nine-saves" },
    ];
    await signedIn();
    const clients = await Promise.all(changes.map(() => signedIn()));
    const results = await Promise.all(
      changes.map((input, n) => clients[n]!.request(`mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { instituteName } }`, { input })),
    );
    for (const result of results) {
      noServerError(result);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    }
    const stored = await server.services.settings.get();
    for (const change of changes) expect(stored).toMatchObject(change);
  });
});

describe("two administrators editing different fields of one row at once", () => {
  it("keeps both edits", async () => {
    const notice = await server.services.content.notice.create(SYSTEM, {
      title: "A notice two people edit",
      date: "2026-11-01",
      link: "https://example.org/before",
    });
    const first = await signedIn();
    const second = await signedIn();
    const update = `mutation ($id: ID!, $input: UpdateNoticeInput!) { updateNotice(id: $id, input: $input) { id } }`;
    for (let round = 0; round < 5; round++) {
      const title = `Edited title, round ${round}`;
      const link = `https://example.org/after-${round}`;
      const results = await Promise.all([
        first.request(update, { id: String(notice.id), input: { title } }),
        second.request(update, { id: String(notice.id), input: { link } }),
      ]);
      for (const result of results) expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      expect(await server.services.content.notice.get(SYSTEM, notice.id)).toMatchObject({ title, link, date: "2026-11-01" });
    }
  });
});

describe("four administrators replacing a committee's member list at once", () => {
  it("leaves exactly one whole list", async () => {
    const committee = await server.services.content.committee.create(SYSTEM, {
      session: "2025-2026",
      name: "Race Committee",
      chairmanName: "Chair Person",
      chairmanMobile: "9000000100",
      members: [{ name: "Original Member", mobile: "9000000101" }],
    });
    await signedIn();
    const clients = await Promise.all([0, 1, 2, 3].map(() => signedIn()));
    const update = `mutation ($id: ID!, $input: UpdateCommitteeInput!) { updateCommittee(id: $id, input: $input) { id } }`;
    const lists = [0, 1, 2, 3].map((save) => [0, 1, 2].map((k) => ({ name: `Save ${save} member ${k}`, mobile: `90000002${save}${k}` })));
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(clients.map((client, save) => client.request(update, { id: String(committee.id), input: { members: lists[save] } })));
      for (const result of results) {
        noServerError(result);
        expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      }
      const stored = (await server.services.content.committee.get(SYSTEM, committee.id)).members as { name: string; mobile: string }[];
      const plain = stored.map(({ name, mobile }) => ({ name, mobile }));
      expect(lists).toContainEqual(plain);
    }
  });
});

describe("an edit form opened before someone else saved the row", () => {
  const NOTICE = `query ($id: ID!) { notice(id: $id) { id title link updatedAt } }`;
  const UPDATE = `mutation ($id: ID!, $input: UpdateNoticeInput!, $since: DateTime) {
    updateNotice(id: $id, input: $input, ifUnchangedSince: $since) { id title link updatedAt }
  }`;

  it("is refused with a message saying to reload, and saves once reloaded", async () => {
    const notice = await server.services.content.notice.create(SYSTEM, {
      title: "A notice opened twice",
      date: "2026-11-01",
      link: "https://example.org/first",
    });
    const first = await signedIn();
    const second = await signedIn();
    const opened = (await first.request(NOTICE, { id: String(notice.id) })).data!.notice;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const theirs = await second.request(UPDATE, { id: String(notice.id), input: { title: "Their title" }, since: opened.updatedAt });
    expect(theirs.errors, JSON.stringify(theirs.errors)).toBeUndefined();

    const stale = await first.request(UPDATE, { id: String(notice.id), input: { link: "https://example.org/mine" }, since: opened.updatedAt });
    expect(stale.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(stale.errors?.[0]?.message).toBe("This item was changed by someone else after you opened it. Reload to see their changes, then save again.");
    expect(await server.services.content.notice.get(SYSTEM, notice.id)).toMatchObject({ title: "Their title", link: "https://example.org/first" });

    const reloaded = (await first.request(NOTICE, { id: String(notice.id) })).data!.notice;
    const mine = await first.request(UPDATE, { id: String(notice.id), input: { link: "https://example.org/mine" }, since: reloaded.updatedAt });
    expect(mine.errors, JSON.stringify(mine.errors)).toBeUndefined();
    expect(mine.data!.updateNotice).toMatchObject({ title: "Their title", link: "https://example.org/mine" });
  });

  it("is not asked of a save that does not say when its row was opened (scripts, connection.php)", async () => {
    const notice = await server.services.content.notice.create(SYSTEM, { title: "A notice", date: "2026-11-01", link: "https://example.org/a" });
    const result = await (await signedIn()).request(UPDATE, { id: String(notice.id), input: { title: "Changed by a script" } });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  });
});

describe("two administrators adding departments with the same web address key at once", () => {
  it("saves one and refuses the other naming the field, never with a server error", async () => {
    const client = await signedIn();
    const create = `mutation ($input: CreateDepartmentInput!) { createDepartment(input: $input) { id } }`;
    for (let round = 0; round < 3; round++) {
      const slug = `race_${round}`;
      const results = await Promise.all([1, 2, 3].map((n) => client.request(create, { input: { slug, name: `Race department ${round}.${n}` } })));
      for (const result of results) noServerError(result);
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      for (const refused of results.filter((r) => r.errors)) {
        expect(refused.errors![0]!.extensions).toMatchObject({ code: "CONFLICT", field: "slug" });
        expect(refused.errors![0]!.message).toMatch(/already used by another department/);
      }
    }
  });
});

// Last: one of the two administrators, perhaps the one the other tests sign in as, is deleted.
describe("the last two administrators deleting each other at once", () => {
  it("lets one through and refuses the other in plain words", async () => {
    const first = await signedIn();
    const create = await first.request(`mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`, {
      input: { email: "second@college.example", password: "another long enough password" },
    });
    expect(create.errors, JSON.stringify(create.errors)).toBeUndefined();
    const secondId = create.data!.createAdministrator.id as string;
    const second = await signedIn("second@college.example", "another long enough password");
    const firstId = (await first.request(`query { me { id } }`)).data!.me.id as string;
    const accounts = await first.request(`query { administrators { id } }`);
    expect(accounts.data!.administrators).toHaveLength(2);

    const remove = `mutation ($id: ID!) { deleteAdministrator(id: $id) }`;
    const results = await Promise.all([first.request(remove, { id: secondId }), second.request(remove, { id: firstId })]);
    for (const result of results) noServerError(result);
    const succeeded = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(1);
    // Refused because one must remain, or (when the other deletion was already done as this
    // request arrived) because its own account, and so its session, is gone.
    const refusal = refused[0]!.errors![0]!;
    expect(refusal.extensions?.code, refusal.message).toMatch(/^(CONFLICT|UNAUTHENTICATED)$/);
    expect(refusal.message).toMatch(/at least one administrator|someone else was saving|please sign in/i);
    expect(await server.services.auth.listAdmins(SYSTEM)).toHaveLength(1);
  });
});
