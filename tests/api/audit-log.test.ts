import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { AuditEntry, Revision } from "../../server/src/db/entities/index.js";
import { SYSTEM } from "../../server/src/base/actor.js";
import { siteSettings } from "../../server/src/seed/demo-content.js";
import { ADMISSION } from "../support/data-at-rest.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// The audit log: each audited action leaves exactly one entry naming who (account and e-mail,
// or the e-mail typed for a failed sign-in), what, and from where (address and browser); no
// password is ever in it; no API changes it; entries past AUDIT_DAYS are purged.

const BROWSER = "Mozilla/5.0 (AuditTest) Clerk Browser";
const DAY_MS = 24 * 60 * 60 * 1000;
const LOG = `query ($filter: AuditFilter, $limit: Int) {
  auditLog(filter: $filter, limit: $limit) { totalCount items { id at action actorKind actorId actor type typeLabel rowId detail ip userAgent } }
}`;

type Entry = {
  id: string;
  at: string;
  action: string;
  actorKind: string;
  actorId: string | null;
  actor: string;
  type: string | null;
  rowId: string | null;
  detail: string | null;
  ip: string;
  userAgent: string | null;
};

let server: TestServer;
let admin: GraphQLTestClient;
let adminId: string;

async function newest(): Promise<Entry[]> {
  const result = await admin.request<{ auditLog: { items: Entry[] } }>(LOG, { limit: 100 });
  expect(result.errors).toBeUndefined();
  return result.data!.auditLog.items;
}

/** Runs `act` and gives the entries it added, oldest first. */
async function entriesOf(act: () => Promise<unknown>): Promise<Entry[]> {
  const before = new Set((await newest()).map((e) => e.id));
  await act();
  return (await newest()).filter((e) => !before.has(e.id)).reverse();
}

function expectFromTheBrowser(entry: Entry) {
  expect(entry.ip).toMatch(/127\.0\.0\.1/);
  expect(entry.userAgent).toBe(BROWSER);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new GraphQLTestClient(server.url, { "user-agent": BROWSER });
  const signedIn = await admin.signIn(server.adminEmail, server.adminPassword);
  adminId = signedIn.data!.signIn.id;
});

afterAll(async () => {
  await server?.close();
});

describe("audit log", () => {
  it("records a sign-in and a failed sign-in (the e-mail typed, never the password) once each", async () => {
    const other = new GraphQLTestClient(server.url, { "user-agent": BROWSER });
    const added = await entriesOf(async () => {
      await other.request(`mutation { signIn(email: "Nobody@College.example", password: "a wrong secret 123") { id } }`);
      await other.signIn(server.adminEmail, server.adminPassword);
    });
    expect(added.map((e) => e.action)).toEqual(["failed-sign-in", "sign-in"]);
    expect(added[0]).toMatchObject({ actorKind: "anonymous", actor: "nobody@college.example", actorId: null });
    expect(added[1]).toMatchObject({ actorKind: "admin", actor: server.adminEmail, actorId: adminId });
    added.forEach(expectFromTheBrowser);
    const everything = await server.dataSource.getRepository(AuditEntry).find();
    expect(JSON.stringify(everything)).not.toContain("a wrong secret 123");

    const out = await entriesOf(() => other.request(`mutation { signOut }`));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ action: "sign-out", actor: server.adminEmail });
    expectFromTheBrowser(out[0]!);
  });

  it("records each content write once, with the type, the row and who made it", async () => {
    let id = "";
    const created = await entriesOf(async () => {
      const result = await admin.request(`mutation { createHoliday(input: { title: "Audit Day", date: "2026-12-01" }) { id } }`);
      expect(result.errors).toBeUndefined();
      id = result.data!.createHoliday.id;
    });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ action: "create", type: "holiday", typeLabel: "Holiday", rowId: id, actor: server.adminEmail, actorId: adminId });
    expectFromTheBrowser(created[0]!);

    const updated = await entriesOf(() => admin.request(`mutation ($id: ID!) { updateHoliday(id: $id, input: { title: "Audit Day Two" }) { id } }`, { id }));
    expect(updated.map((e) => [e.action, e.rowId])).toEqual([["update", id]]);

    const restored = await entriesOf(() => admin.request(`mutation ($id: ID!) { restoreRevision(type: "holiday", id: $id, revision: 1) { number } }`, { id }));
    expect(restored.map((e) => [e.action, e.detail])).toEqual([["update", "restored version 1"]]);

    const removed = await entriesOf(() => admin.request(`mutation ($id: ID!) { deleteHoliday(id: $id) }`, { id }));
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ type: "holiday", rowId: id });
  });

  it("records a password change, an administrator added and removed, and settings changed, once each", async () => {
    const email = "second.clerk@college.example";
    let newId = "";
    const accountChanges = await entriesOf(async () => {
      const made = await admin.request(`mutation ($email: String!) { createAdministrator(input: { email: $email, password: "another long password 1" }) { id } }`, {
        email,
      });
      newId = made.data!.createAdministrator.id;
      await admin.request(`mutation ($id: ID!) { resetAdministratorPassword(id: $id, newPassword: "a third long password 2") }`, { id: newId });
      await admin.request(`mutation ($id: ID!) { deleteAdministrator(id: $id) }`, { id: newId });
    });
    expect(accountChanges.map((e) => e.action)).toEqual(["admin-added", "password-change", "admin-removed"]);
    for (const entry of accountChanges) {
      expect(entry.detail).toContain(email);
      expect(entry.actor).toBe(server.adminEmail);
      expectFromTheBrowser(entry);
    }

    const own = await entriesOf(async () => {
      const changed = await admin.request(`mutation ($old: String!) { changeMyPassword(currentPassword: $old, newPassword: "my new long password 9") }`, {
        old: server.adminPassword,
      });
      expect(changed.errors).toBeUndefined();
    });
    expect(own.map((e) => [e.action, e.detail])).toEqual([["password-change", "own password"]]);
    expect(JSON.stringify(await server.dataSource.getRepository(AuditEntry).find())).not.toContain("my new long password 9");

    // The seed's texts back (the logo stays: the seed names a placeholder to draw, not a file).
    const { logoImage: _drawnLogo, ...seedTexts } = siteSettings;
    await server.services.settings.update(SYSTEM, { ...seedTexts, mission: [...siteSettings.mission] });
    const settings = await entriesOf(() => admin.request(`mutation { updateSiteSettings(input: { phone: "07186-111222" }) { phone } }`));
    expect(settings.map((e) => [e.action, e.detail])).toEqual([["settings-changed", "Office phone"]]);
  });

  it("records a CSV export of submissions, made on the server with Aadhaar numbers masked, and keeps them out of versions", async () => {
    const visitor = new GraphQLTestClient(server.url, { "user-agent": BROWSER });
    const sent = await visitor.request(ADMISSION.mutation, { input: ADMISSION.input });
    expect(sent.errors).toBeUndefined();
    const id = sent.data!.createAdmissionConfirmation.id;
    // A visitor's submission is audited (as a visitor) but not versioned; an administrator's edit is.
    const edit = await admin.request(`mutation ($id: ID!) { updateAdmissionConfirmation(id: $id, input: { name: "Sealed Student Two" }) { id } }`, { id });
    expect(edit.errors).toBeUndefined();
    const versions = await server.dataSource.getRepository(Revision).findBy({ typeKey: "admissionConfirmation" });
    expect(versions).toHaveLength(2);
    expect(JSON.stringify(versions)).not.toContain("2101");

    let csv = "";
    const exported = await entriesOf(async () => {
      const result = await admin.request(`mutation { exportCsv(type: "admissionConfirmation", search: "Sealed") { fileName text rowCount } }`);
      expect(result.errors).toBeUndefined();
      csv = result.data!.exportCsv.text;
      expect(result.data!.exportCsv.rowCount).toBe(1);
    });
    expect(csv).toContain("XXXX XXXX 2101");
    expect(csv).not.toContain(ADMISSION.input.aadhaarNumber);
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ action: "csv-export", type: "admissionConfirmation", detail: "1 row; search: Sealed" });
    expectFromTheBrowser(exported[0]!);

    const notSubmissions = await admin.request(`mutation { exportCsv(type: "holiday") { text } }`);
    expect(notSubmissions.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("cannot be changed through any API, and is read by administrators only", async () => {
    const schema = await admin.request<{ __schema: { mutationType: { fields: { name: string; type: unknown; args: { type: unknown }[] }[] } } }>(
      `{ __schema { mutationType { fields { name args { type { ...T } } type { ...T } } } } }
       fragment T on __Type { name kind ofType { name kind ofType { name kind ofType { name } } } }`,
    );
    const touching = schema.data!.__schema.mutationType.fields.filter(
      (field) => /AuditEntry|AuditPage|AuditFilter/.test(JSON.stringify([field.type, field.args])) || /auditLog|auditEntr/i.test(field.name),
    );
    expect(touching.map((f) => f.name)).toEqual([]);
    expect((await new GraphQLTestClient(server.url).request(LOG)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("filters by actor, type, action and time, and pages", async () => {
    const filtered = await admin.request<{ auditLog: { totalCount: number; items: Entry[] } }>(LOG, {
      filter: { actor: "NOBODY@", action: "failed-sign-in", from: new Date(Date.now() - DAY_MS).toISOString() },
    });
    expect(filtered.data!.auditLog.totalCount).toBe(1);
    const byType = await admin.request<{ auditLog: { items: Entry[] } }>(LOG, { filter: { type: "holiday", action: "create" } });
    expect(byType.data!.auditLog.items).toHaveLength(1);
    const future = await admin.request<{ auditLog: { totalCount: number } }>(LOG, { filter: { from: new Date(Date.now() + DAY_MS).toISOString() } });
    expect(future.data!.auditLog.totalCount).toBe(0);
    const page = await admin.request<{ auditLog: { items: Entry[] } }>(LOG, { limit: 2 });
    expect(page.data!.auditLog.items).toHaveLength(2);
    const wrong = await admin.request(LOG, { filter: { action: "erase" } });
    expect(wrong.errors?.[0]?.extensions?.field).toBe("action");
  });

  it("purges entries older than AUDIT_DAYS (never fewer than 180) by the clock it is given", async () => {
    expect(() => loadConfig({ AUDIT_DAYS: "179" })).toThrow(/AUDIT_DAYS/);
    const total = (await admin.request(LOG)).data!.auditLog.totalCount as number;
    expect(total).toBeGreaterThan(5);
    // 179 days on, everything is younger than 180 days and stays.
    expect(await server.services.audit.purge(new Date(Date.now() + 179 * DAY_MS))).toBe(0);
    // 181 days on, every entry written so far is past it.
    expect(await server.services.audit.purge(new Date(Date.now() + 181 * DAY_MS))).toBe(total);
    expect((await admin.request(LOG)).data!.auditLog.totalCount).toBe(0);
  });
});
