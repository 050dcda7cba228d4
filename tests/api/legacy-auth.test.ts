import { describe, expect, it, vi } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { INSERT_ENTRIES, insertForm, insertThroughLegacy, LEGACY_PATHS, LegacyClient, snapshot, legacyServerForFile } from "./legacy-support.js";

// Sign-in through GET connection.php?username=&password=, the shared session cookie, refusal of
// cross-site requests, and the answers to calls the shim does not know.

const t = legacyServerForFile();

const auditReport = INSERT_ENTRIES.find((e) => e.key === "auditReport")!;

describe("sign-in", () => {
  it.each(LEGACY_PATHS)("answers ok and sets the session cookie on %s", async (path) => {
    const client = new LegacyClient(t.server.url, path);
    const answer = await client.signIn(t.server.adminEmail, t.server.adminPassword);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe("ok");
    const cookie = answer.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^gp_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    // The cookie opens the protected actions.
    const { form } = await insertForm(auditReport);
    const insert = await client.post(`action=${auditReport.legacy.insert}`, form);
    expect(insert.status, insert.text).toBe(200);
  });

  it("is the same session as GraphQL's, both ways", async () => {
    const legacy = new LegacyClient(t.server.url);
    await legacy.signIn(t.server.adminEmail, t.server.adminPassword);
    const graphql = new GraphQLTestClient(t.server.url);
    graphql.cookie = legacy.cookie;
    const me = await graphql.request<{ me: { email: string } | null }>("{ me { email } }");
    expect(me.data?.me?.email).toBe(t.server.adminEmail);

    const viaGraphql = new GraphQLTestClient(t.server.url);
    await viaGraphql.signIn(t.server.adminEmail, t.server.adminPassword);
    const client = new LegacyClient(t.server.url);
    client.cookie = viaGraphql.cookie;
    const sno = await insertThroughLegacy(client, auditReport);
    expect(sno).toBeGreaterThan(0);
  });

  it.each([
    ["a wrong password", () => [t.server.adminEmail, "not the password"]],
    ["an unknown account", () => ["nobody@college.example", "whatever password"]],
    ["an empty password", () => [t.server.adminEmail, ""]],
    ["an empty username", () => ["", "whatever"]],
  ])("refuses %s with another text and no cookie", async (_label, credentials) => {
    const [email, password] = credentials() as [string, string];
    const answer = await new LegacyClient(t.server.url).signIn(email, password);
    expect(answer.text).not.toBe("ok");
    expect(answer.text.length).toBeGreaterThan(0);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.headers.get("set-cookie")).toBeNull();
  });

  it("counts legacy sign-ins in the shared rate limit and says so", async () => {
    const email = "limited@college.example";
    const password = "a long enough password 42";
    await t.server.services.auth.createAdmin(SYSTEM, { email, password });
    const client = new LegacyClient(t.server.url);
    for (let i = 0; i < 5; i++) {
      const wrong = await client.signIn(email, `wrong ${i}`);
      expect(wrong.status).toBe(401);
    }
    const locked = await client.signIn(email, password);
    expect(locked.status).toBe(429);
    expect(locked.text).toMatch(/Too many failed sign-in attempts/);
    expect(locked.headers.get("set-cookie")).toBeNull();
    // GraphQL sees the same lock.
    const graphql = new GraphQLTestClient(t.server.url);
    const viaGraphql = await graphql.request("mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }", { e: email, p: password });
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
  });

  it("never logs the credentials of the request", async () => {
    const marker = "Secret-Marker-Password-123";
    const spies = [
      vi.spyOn(console, "log"),
      vi.spyOn(console, "info"),
      vi.spyOn(console, "warn"),
      vi.spyOn(console, "error"),
      vi.spyOn(process.stdout, "write"),
      vi.spyOn(process.stderr, "write"),
    ];
    try {
      await new LegacyClient(t.server.url).signIn(t.server.adminEmail, marker);
      await new LegacyClient(t.server.url).signIn(marker, marker);
    } finally {
      const written = spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(" ")));
      for (const spy of spies) spy.mockRestore();
      expect(written.filter((line) => line.includes(marker))).toEqual([]);
    }
  });
});

describe("cross-site requests", () => {
  it("refuses a POST whose Origin is another site, storing nothing", async () => {
    const before = await snapshot(t.server);
    for (const origin of ["http://evil.example", "null", `${t.server.url}.evil.example`]) {
      const { form } = await insertForm(auditReport);
      const answer = await t.admin.post(`action=${auditReport.legacy.insert}`, form, { origin });
      expect(answer.status, origin).toBe(403);
      expect(answer.json).toEqual({ status: 403, message: expect.any(String) });
    }
    const sheet = await fetch(`${t.server.url}/submit-to-sheet`, {
      method: "POST",
      headers: { origin: "http://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(sheet.status).toBe(403);
    expect(await snapshot(t.server)).toEqual(before);
  });

  it("accepts a POST from the site's own pages", async () => {
    const { form } = await insertForm(auditReport);
    const answer = await t.admin.post(`action=${auditReport.legacy.insert}`, form, { origin: t.server.url, "sec-fetch-site": "same-origin" });
    expect(answer.status, answer.text).toBe(200);
  });

  it("refuses a delete reached by a link on another site", async () => {
    const sno = await insertThroughLegacy(t.admin, auditReport);
    const before = await snapshot(t.server);
    const answer = await t.admin.get(`action=deleteAuditReport&sno=${sno}`, { "sec-fetch-site": "cross-site" });
    expect(answer.status).toBe(403);
    expect(await snapshot(t.server)).toEqual(before);
    const own = await t.admin.get(`action=deleteAuditReport&sno=${sno}`, { "sec-fetch-site": "same-origin" });
    expect(own.text).toBe(String(sno));
  });

  it("does not sign in from another site", async () => {
    const crossSite: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { origin: "http://evil.example" }];
    for (const headers of crossSite) {
      const answer = await new LegacyClient(t.server.url).signIn(t.server.adminEmail, t.server.adminPassword, headers);
      expect(answer.status).toBe(403);
      expect(answer.text).not.toBe("ok");
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
  });

  it("still serves public lists to other sites", async () => {
    const answer = await t.visitor.get("auditReport", { "sec-fetch-site": "cross-site" });
    expect(answer.status).toBe(200);
  });
});

describe("unknown calls", () => {
  it("answers an unknown action with 400 naming it", async () => {
    const get = await t.admin.get("action=deleteEverything&sno=1");
    expect(get.status).toBe(400);
    expect(get.json).toEqual({ status: 400, message: 'Unknown action "deleteEverything".' });
    const post = await t.admin.post("action=insertSomething", new FormData());
    expect(post.json).toEqual({ status: 400, message: 'Unknown action "insertSomething".' });
    const empty = await t.admin.get("action=");
    expect(empty.json).toEqual({ status: 400, message: 'Unknown action "".' });
  });

  it("is case-sensitive, as the old script was", async () => {
    const answer = await t.admin.get("action=deletefacultydetails&sno=1");
    expect(answer.status).toBe(400);
  });

  it("answers an unreadable body with 400 and stores nothing", async () => {
    const before = await snapshot(t.server);
    const bad = await t.admin.post(`action=${auditReport.legacy.insert}`, "not json", { "content-type": "application/json" });
    expect(bad.status).toBe(400);
    const odd = await t.admin.post(`action=${auditReport.legacy.insert}`, "<xml/>", { "content-type": "application/xml" });
    expect(odd.status).toBe(400);
    const broken = await t.admin.post(`action=${auditReport.legacy.insert}`, '--x\r\nContent-Disposition: form-data; name="session"\r\n\r\n2025', {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(broken.status).toBe(400);
    expect(await snapshot(t.server)).toEqual(before);
  });
});
