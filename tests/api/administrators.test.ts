import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Sign-in, sessions and administrator accounts over real HTTP.

let server: TestServer;
let admin: GraphQLTestClient;

const ME = `query { me { id email } }`;
const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { id email } }`;

beforeAll(async () => {
  server = await startTestServer();
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

describe("sign-in", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie and `me` answers with the account", async () => {
    const client = new GraphQLTestClient(server.url);
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: SIGN_IN, variables: { email: server.adminEmail, password: server.adminPassword } }),
    });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^gp_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    client.cookie = cookie.split(";")[0];
    const me = await client.request(ME);
    expect(me.data!.me.email).toBe(server.adminEmail);
  });

  it("gives the same plain message for a wrong password and an unknown e-mail", async () => {
    const client = new GraphQLTestClient(server.url);
    const wrong = await client.request(SIGN_IN, { email: server.adminEmail, password: "not the password" });
    const unknown = await client.request(SIGN_IN, { email: "nobody@college.example", password: "not the password" });
    expect(wrong.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(unknown.errors?.[0]?.message).toBe(wrong.errors?.[0]?.message);
    expect((await client.request(ME)).data!.me).toBeNull();
  });

  it("refuses an address after repeated failures for an account, even the right password, with a clear message", async () => {
    const email = "locked@college.example";
    const created = await admin.request(`mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`, {
      input: { email, password: "a sufficiently long password" },
    });
    expect(created.errors).toBeUndefined();
    const client = new GraphQLTestClient(server.url);
    for (let i = 0; i < 5; i++) await client.request(SIGN_IN, { email, password: "wrong password" });
    const locked = await client.request(SIGN_IN, { email, password: "a sufficiently long password" });
    expect(locked.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(locked.errors?.[0]?.message).toMatch(/wait/i);
    expect(client.cookie).toBeUndefined();
  });

  it("ends the session on sign-out", async () => {
    const client = new GraphQLTestClient(server.url);
    await client.signIn(server.adminEmail, server.adminPassword);
    const stolenCookie = client.cookie;
    await client.request(`mutation { signOut }`);
    const replay = new GraphQLTestClient(server.url);
    replay.cookie = stolenCookie;
    expect((await replay.request(ME)).data!.me).toBeNull();
  });
});

describe("administrator accounts", () => {
  it("are listed only for administrators", async () => {
    const visitor = new GraphQLTestClient(server.url);
    const refused = await visitor.request(`query { administrators { id email } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const list = await admin.request(`query { administrators { id email } }`);
    expect(list.data!.administrators.map((a: any) => a.email)).toContain(server.adminEmail);
  });

  it("refuses a weak password and a duplicate e-mail, naming the field", async () => {
    const create = `mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`;
    const weak = await admin.request(create, { input: { email: "weak@college.example", password: "short" } });
    expect(weak.errors?.[0]?.extensions?.field).toBe("password");
    const duplicate = await admin.request(create, { input: { email: server.adminEmail, password: "a sufficiently long password" } });
    expect(duplicate.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });

  it("never deletes the last administrator", async () => {
    const list = await admin.request(`query { administrators { id email } }`);
    const me = await admin.request(ME);
    for (const account of list.data!.administrators) {
      if (account.id === me.data!.me.id) continue;
      const removed = await admin.request(`mutation ($id: ID!) { deleteAdministrator(id: $id) }`, { id: account.id });
      expect(removed.errors).toBeUndefined();
    }
    const last = await admin.request(`mutation ($id: ID!) { deleteAdministrator(id: $id) }`, { id: me.data!.me.id });
    expect(last.errors?.length).toBeGreaterThan(0);
    const after = await admin.request(`query { administrators { id } }`);
    expect(after.data!.administrators).toHaveLength(1);
  });

  it("lets an administrator change their own password, and the old one stops working", async () => {
    const changed = await admin.request(`mutation ($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) }`, {
      c: server.adminPassword,
      n: "another long enough password",
    });
    expect(changed.errors).toBeUndefined();
    const client = new GraphQLTestClient(server.url);
    const old = await client.request(SIGN_IN, { email: server.adminEmail, password: server.adminPassword });
    expect(old.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    await client.signIn(server.adminEmail, "another long enough password");
  });
});
