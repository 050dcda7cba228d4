import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { signedInAccount } from "../support/accounts.js";
import { uniquePdf } from "../support/samples.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { listSitemapPages } from "../../server/src/services/feeds/sitemap-pages.js";
import { LegacyClient } from "./legacy-support.js";

// Issue 36, item 2: approval before publishing (GIGW CMAP), on a real server and database
// (SQLite, or PostgreSQL with TEST_DATABASE_URL). With the setting on, an editor's new notice
// and new committee are absent from the API, the feed, search, the sitemap and connection.php
// (the page HTML: tests/e2e/admin-approval.test.ts)
// until an approver of their reach approves them; then they appear at once, through the
// caches. A rejected one never appears; a change or delete of a published row leaves it as
// visitors see it until approved. Editors and approvers outside the reach cannot decide.

let server: TestServer;
let admin: GraphQLTestClient;
let editor: GraphQLTestClient;
let approver: GraphQLTestClient;
let computerApprover: GraphQLTestClient;
let computerEditor: GraphQLTestClient;
let visitor: GraphQLTestClient;
const PASSWORD = "a long enough password 36";

const account = (email: string, role: Record<string, unknown>) => signedInAccount(admin, server.url, email, PASSWORD, role);

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await server.services.content.department.create(SYSTEM, { slug: "computer", name: "Computer Technology", isTeachingBranch: true });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const officeWork = { contentTypes: ["notice", "committee"] };
  editor = await account("office.clerk@college.example", { role: "EDITOR", ...officeWork });
  approver = await account("registrar@college.example", { role: "APPROVER", ...officeWork });
  // An approver of one department: notices and committees are college-wide, beyond its reach.
  computerApprover = await account("hod.computer@college.example", { role: "APPROVER", departments: ["computer"] });
  computerEditor = await account("clerk.computer@college.example", { role: "EDITOR", departments: ["computer"] });
  visitor = new GraphQLTestClient(server.url);
  await server.services.settings.update(SYSTEM, {
    instituteName: "Sample Polytechnic",
    address: "1 College Road, Sample Town",
    phone: "0718600000",
    email: "office@college.example",
    establishedYear: 1980,
  });
  const on = await admin.request("mutation { updateSiteSettings(input: { approvalRequired: true }) { approvalRequired } }");
  expect(on.errors, JSON.stringify(on.errors)).toBeUndefined();
  expect(on.data!.updateSiteSettings.approvalRequired).toBe(true);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const code = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code;

const CREATE_NOTICE = "mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id title awaitingApproval } }";
const UPDATE_NOTICE = "mutation ($id: ID!, $input: UpdateNoticeInput!) { updateNotice(id: $id, input: $input) { id title awaitingApproval } }";
const CREATE_COMMITTEE = "mutation ($input: CreateCommitteeInput!) { createCommittee(input: $input) { id awaitingApproval } }";
const CHANGES = `{ changesToApprove { id type typeLabel typeLabelMr rowId title action author state differences { field label labelMr before after } } }`;
const MINE = "{ myPendingChanges { id rowId title action state note decidedBy } }";
const APPROVE = "mutation ($id: ID!) { approveChange(id: $id) { id state decidedBy } }";
const REJECT = "mutation ($id: ID!, $note: String!) { rejectChange(id: $id, note: $note) { id state note } }";

interface Change {
  id: string;
  rowId: string;
  action: string;
  title: string;
  state: string;
  differences: { field: string; label: string; labelMr: string; before: string | null; after: string | null }[];
}

async function waitingChanges(client: GraphQLTestClient): Promise<Change[]> {
  const answer = await client.request(CHANGES);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.changesToApprove as Change[];
}

/** What every public path shows: the API as a visitor, the RSS feed, search (its queue worked off first), connection.php and the sitemap. */
async function publicSees(text: string): Promise<Record<string, boolean>> {
  while ((await server.services.upkeep.searchIndexer.drain()) > 0);
  const notices = await visitor.request("{ notices(limit: 100) { items { title } } }");
  const committees = await visitor.request("{ committees(limit: 100) { items { name } } }");
  const searched = await visitor.request("query ($q: String!) { search(query: $q) { hits { title } } }", { q: text });
  const feed = await (await fetch(`${server.url}/feeds/notices.xml`)).text();
  const legacy = await new LegacyClient(server.url).get("committees");
  // The sitemap's committee pages, as sitemap.xml fills them (the XML itself needs the built site: tests/e2e/admin-approval.test.ts).
  const sitemap = (await listSitemapPages(server.services, { patterns: ["/committe/:committee"], parameterValues: {} })).map((page) => page.path).join(" ");
  return {
    api: JSON.stringify([notices.data, committees.data]).includes(text),
    feed: feed.includes(text),
    search: JSON.stringify(searched.data).includes(text),
    legacy: legacy.text.includes(text),
    sitemap: sitemap.includes(text.toLowerCase().replace(/ /g, "-")),
  };
}

const nowhere = { api: false, feed: false, search: false, legacy: false, sitemap: false };

describe(`approval before publishing (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite"})`, () => {
  let noticeId: string;
  let committeeId: string;

  it("keeps an editor's new notice and committee from every public path, and says they wait", async () => {
    // Warm the caches first: the approval must reach visitors through them.
    expect(await publicSees("Quorblat")).toEqual(nowhere);
    const notice = await editor.request(CREATE_NOTICE, { input: { title: "Quorblat examination notice", date: "2026-11-20", link: "https://example.org/exam" } });
    expect(notice.errors, JSON.stringify(notice.errors)).toBeUndefined();
    expect(notice.data!.createNotice.awaitingApproval).toEqual(expect.any(Number));
    noticeId = notice.data!.createNotice.id;
    const committee = await editor.request(CREATE_COMMITTEE, {
      input: { session: "2026-2027", name: "Quorblat committee", slug: "quorblat-committee", chairmanName: "A. B. Example", chairmanMobile: "9876500001", members: [] },
    });
    expect(committee.errors, JSON.stringify(committee.errors)).toBeUndefined();
    committeeId = committee.data!.createCommittee.id;
    expect(await publicSees("Quorblat")).toEqual(nowhere);
    expect((await visitor.request("query ($id: ID!) { notice(id: $id) { id } }", { id: noticeId })).data?.notice ?? null).toBeNull();
    // The panel shows it, marked as waiting.
    const own = await editor.request("query ($id: ID!) { notice(id: $id) { title awaitingApproval } }", { id: noticeId });
    expect(own.data!.notice).toEqual({ title: "Quorblat examination notice", awaitingApproval: notice.data!.createNotice.awaitingApproval });
    const mine = (await editor.request(MINE)).data!.myPendingChanges as Change[];
    expect(mine.map((change) => [change.rowId, change.action, change.state])).toEqual([
      [noticeId, "create", "pending"],
      [committeeId, "create", "pending"],
    ]);
  });

  it("lets only an approver of the reach decide: not the editor, not an approver of one department", async () => {
    const [change] = (await waitingChanges(approver)).filter((one) => one.rowId === noticeId);
    expect(change).toMatchObject({ action: "create", title: "Quorblat examination notice", state: "pending" });
    expect(change!.differences).toContainEqual({ field: "title", label: "Notice text", labelMr: expect.any(String), before: null, after: "Quorblat examination notice" });
    expect(code(await editor.request(CHANGES))).toBe("FORBIDDEN");
    expect(code(await editor.request(APPROVE, { id: change!.id }))).toBe("FORBIDDEN");
    expect(await waitingChanges(computerApprover)).toEqual([]);
    expect(code(await computerApprover.request(APPROVE, { id: change!.id }))).toBe("FORBIDDEN");
    expect(code(await computerApprover.request(REJECT, { id: change!.id, note: "No" }))).toBe("FORBIDDEN");
    expect(code(await visitor.request(APPROVE, { id: change!.id }))).toBe("UNAUTHENTICATED");
    expect(await publicSees("Quorblat")).toEqual(nowhere);
    // The administrator sees every waiting change.
    expect((await waitingChanges(admin)).map((one) => one.rowId)).toEqual(expect.arrayContaining([noticeId, committeeId]));
  });

  it("publishes an approved notice and committee at once on every path, with an audit entry", async () => {
    for (const change of (await waitingChanges(approver)).filter((one) => one.rowId === noticeId || one.rowId === committeeId)) {
      const approved = await approver.request(APPROVE, { id: change.id });
      expect(approved.errors, JSON.stringify(approved.errors)).toBeUndefined();
      expect(approved.data!.approveChange).toMatchObject({ state: "approved", decidedBy: "registrar@college.example" });
    }
    expect(await publicSees("Quorblat")).toEqual({ api: true, feed: true, search: true, legacy: true, sitemap: true });
    const log = await admin.request('{ auditLog(filter: { action: "approved" }) { items { action actor rowId } } }');
    expect(log.data!.auditLog.items).toContainEqual({ action: "approved", actor: "registrar@college.example", rowId: noticeId });
    // Decided once: a second approval is refused.
    const [first] = (await editor.request(MINE)).data!.myPendingChanges as Change[];
    expect(code(await approver.request(APPROVE, { id: first!.id }))).toBe("NOT_FOUND");
  });

  it("never publishes a rejected notice, and shows the editor the approver's note", async () => {
    const notice = await editor.request(CREATE_NOTICE, { input: { title: "Zentrovel trip notice", date: "2026-11-21", link: "https://example.org/trip" } });
    const rowId = notice.data!.createNotice.id;
    const [change] = (await waitingChanges(approver)).filter((one) => one.rowId === rowId);
    expect(code(await approver.request(REJECT, { id: change!.id, note: "   " }))).toBe("BAD_USER_INPUT");
    const rejected = await approver.request(REJECT, { id: change!.id, note: "The trip is not confirmed yet." });
    expect(rejected.errors).toBeUndefined();
    const mine = (await editor.request(MINE)).data!.myPendingChanges as Change[];
    expect(mine.find((one) => one.id === change!.id)).toMatchObject({
      state: "rejected",
      note: "The trip is not confirmed yet.",
      decidedBy: "registrar@college.example",
    });
    expect(await publicSees("Zentrovel")).toEqual(nowhere);
    const log = await admin.request('{ auditLog(filter: { action: "rejected" }) { items { rowId detail } } }');
    expect(log.data!.auditLog.items[0]).toMatchObject({ rowId, detail: expect.stringContaining("The trip is not confirmed yet.") });
  });

  it("leaves a published notice as visitors see it until its change is approved, and shows the difference", async () => {
    const published = await admin.request(CREATE_NOTICE, { input: { title: "Plinthovar fees notice", date: "2026-11-22", link: "https://example.org/fees" } });
    expect(published.data!.createNotice.awaitingApproval).toBeNull();
    const id = published.data!.createNotice.id;
    expect((await publicSees("Plinthovar")).api).toBe(true);
    const changed = await editor.request(UPDATE_NOTICE, { id, input: { title: "Plinthovar fees notice (revised)" } });
    expect(changed.errors, JSON.stringify(changed.errors)).toBeUndefined();
    // The answer is the row as published, with the number of the change that waits.
    expect(changed.data!.updateNotice).toMatchObject({ title: "Plinthovar fees notice", awaitingApproval: expect.any(Number) });
    // Saving again replaces the waiting values.
    await editor.request(UPDATE_NOTICE, { id, input: { title: "Plinthovar fees notice (second revision)" } });
    const seen = await visitor.request("query ($id: ID!) { notice(id: $id) { title } }", { id });
    expect(seen.data!.notice.title).toBe("Plinthovar fees notice");
    expect((await publicSees("second revision")).api).toBe(false);
    const [change] = (await waitingChanges(approver)).filter((one) => one.rowId === id);
    expect(change!.action).toBe("update");
    expect(change!.differences).toEqual([
      { field: "title", label: "Notice text", labelMr: expect.any(String), before: "Plinthovar fees notice", after: "Plinthovar fees notice (second revision)" },
    ]);
    expect((await approver.request(APPROVE, { id: change!.id })).errors).toBeUndefined();
    expect((await visitor.request("query ($id: ID!) { notice(id: $id) { title } }", { id })).data!.notice.title).toBe("Plinthovar fees notice (second revision)");
    // The approved version is kept in the History.
    const history = await admin.request('query ($id: ID!) { revisions(type: "notice", id: $id) { number } }', { id });
    expect(history.data!.revisions).toHaveLength(2);
  });

  it("keeps a published notice until its delete is approved; a withdrawn change is the author's to take back", async () => {
    const published = await admin.request(CREATE_NOTICE, { input: { title: "Vextrolan holiday notice", date: "2026-11-23", link: "https://example.org/holiday" } });
    const id = published.data!.createNotice.id;
    const removed = await editor.request("mutation ($id: ID!) { deleteNotice(id: $id) }", { id });
    expect(removed.errors).toBeUndefined();
    expect((await publicSees("Vextrolan")).api).toBe(true);
    const [change] = (await waitingChanges(approver)).filter((one) => one.rowId === id);
    expect(change!.action).toBe("delete");
    expect(code(await approver.request("mutation ($id: ID!) { withdrawChange(id: $id) { id } }", { id: change!.id }))).toBe("FORBIDDEN");
    const withdrawn = await editor.request("mutation ($id: ID!) { withdrawChange(id: $id) { state } }", { id: change!.id });
    expect(withdrawn.data!.withdrawChange.state).toBe("withdrawn");
    expect((await publicSees("Vextrolan")).api).toBe(true);
    await editor.request("mutation ($id: ID!) { deleteNotice(id: $id) }", { id });
    const [again] = (await waitingChanges(approver)).filter((one) => one.rowId === id);
    expect((await approver.request(APPROVE, { id: again!.id })).errors).toBeUndefined();
    expect((await publicSees("Vextrolan")).api).toBe(false);
  });

  it("withholds a waiting change's new PDF from visitors and keeps it from the leftover sweep until approved", async () => {
    const published = await admin.request(CREATE_NOTICE, { input: { title: "Dravimont timetable notice", date: "2026-11-25", link: "https://example.org/t" } });
    const id = published.data!.createNotice.id;
    const pdf = { name: "timetable.pdf", type: "application/pdf", bytes: await uniquePdf("Dravimont timetable") };
    expect((await editor.request(UPDATE_NOTICE, { id, input: { noticePdf: pdf } })).errors).toBeUndefined();
    const [change] = (await waitingChanges(approver)).filter((one) => one.rowId === id);
    const address = change!.differences.find((one) => one.field === "noticePdf")!.after!;
    expect(address).toMatch(/^\/uploads\/notice\/.+\.pdf$/);
    expect((await fetch(`${server.url}${address}`)).status).toBe(404);
    // Its editor and the approver who decides open it; an approver of another reach does not.
    const fetchAs = async (client: GraphQLTestClient) => (await fetch(`${server.url}${address}`, { headers: { cookie: client.cookie! } })).status;
    expect(await fetchAs(editor)).toBe(200);
    expect(await fetchAs(approver)).toBe(200);
    expect(await fetchAs(computerApprover)).toBe(404);
    // Swept as if hours had passed: a file only a waiting change names is not a leftover.
    await server.services.upkeep.leftoverUploads.sweepStorage(new Date(Date.now() + 3 * 60 * 60 * 1000));
    expect((await approver.request(APPROVE, { id: change!.id })).errors).toBeUndefined();
    expect((await fetch(`${server.url}${address}`)).status).toBe(200);

    // A change waiting when its row is deleted for ever goes with it, and so does its file.
    const another = { name: "plan.pdf", type: "application/pdf", bytes: await uniquePdf("Dravimont plan") };
    expect((await editor.request(UPDATE_NOTICE, { id, input: { noticePdf: another } })).errors).toBeUndefined();
    const [waiting] = (await waitingChanges(approver)).filter((one) => one.rowId === id);
    const proposed = waiting!.differences.find((one) => one.field === "noticePdf")!.after!;
    expect(await fetchAs(editor)).toBe(200);
    expect((await admin.request("mutation ($id: ID!) { deleteNotice(id: $id) }", { id })).errors).toBeUndefined();
    expect((await admin.request('mutation ($id: ID!) { deleteForever(type: "notice", id: $id) }', { id })).errors).toBeUndefined();
    expect((await waitingChanges(approver)).filter((one) => one.rowId === id)).toEqual([]);
    expect((await fetch(`${server.url}${proposed}`, { headers: { cookie: admin.cookie! } })).status).toBe(404);
  });

  it("lets the editor read its waiting change as the row would be, with its new PDF's name, and no one beyond the panel", async () => {
    const published = await admin.request(CREATE_NOTICE, { input: { title: "Wendimar exam notice", date: "2026-11-26", link: "https://example.org/w" } });
    const id = published.data!.createNotice.id;
    const pdf = { name: "Wendimar timetable.pdf", type: "application/pdf", bytes: await uniquePdf("Wendimar timetable") };
    const proposed = await editor.request(UPDATE_NOTICE, { id, input: { title: "Wendimar exam notice (revised)", noticePdf: pdf } });
    expect(proposed.errors, JSON.stringify(proposed.errors)).toBeUndefined();
    const changeNumber = proposed.data!.updateNotice.awaitingApproval as number;
    const READ =
      "query ($id: ID!, $asProposed: Boolean) { notice(id: $id, asProposed: $asProposed) { title noticePdf noticePdfInfo { name } awaitingApproval awaitingApprovalAction } }";
    const asProposed = async (client: GraphQLTestClient) => client.request(READ, { id, asProposed: true });

    // The panel's list marks the published row whose change waits.
    const list = await editor.request('{ notices(search: "Wendimar") { items { id title awaitingApproval awaitingApprovalAction } } }');
    expect(list.data!.notices.items).toEqual([{ id, title: "Wendimar exam notice", awaitingApproval: changeNumber, awaitingApprovalAction: "update" }]);
    // The editor, and an approver of its reach, read the row as the change would leave it: the new PDF by its uploaded name.
    for (const reader of [editor, approver]) {
      const read = await asProposed(reader);
      expect(read.errors, JSON.stringify(read.errors)).toBeUndefined();
      expect(read.data!.notice).toEqual({
        title: "Wendimar exam notice (revised)",
        noticePdf: expect.stringMatching(/^\/uploads\/notice\/.+\.pdf$/),
        noticePdfInfo: { name: "Wendimar timetable.pdf" },
        awaitingApproval: changeNumber,
        awaitingApprovalAction: "update",
      });
    }
    // Read plainly, it is the published row.
    expect((await editor.request(READ, { id })).data!.notice).toMatchObject({ title: "Wendimar exam notice", noticePdf: null, awaitingApprovalAction: "update" });
    // A visitor is refused and still reads the published row; so is an editor whose reach (one department) has no notices.
    expect(code(await asProposed(visitor))).toBe("UNAUTHENTICATED");
    expect((await visitor.request(READ, { id })).data!.notice).toEqual({
      title: "Wendimar exam notice",
      noticePdf: null,
      noticePdfInfo: null,
      awaitingApproval: null,
      awaitingApprovalAction: null,
    });
    expect(code(await asProposed(computerEditor))).toBe("FORBIDDEN");

    // Saved again, only the title: the server adds it to the waiting change, which keeps its PDF.
    expect((await editor.request(UPDATE_NOTICE, { id, input: { title: "Wendimar exam notice (final)" } })).errors).toBeUndefined();
    expect((await asProposed(editor)).data!.notice).toMatchObject({ title: "Wendimar exam notice (final)", noticePdfInfo: { name: "Wendimar timetable.pdf" } });
    const [change] = (await waitingChanges(approver)).filter((one) => one.rowId === id);
    expect(change!.id).toBe(String(changeNumber));
    expect((await approver.request(APPROVE, { id: change!.id })).errors).toBeUndefined();
    const approved = await visitor.request(READ, { id });
    expect(approved.data!.notice).toMatchObject({ title: "Wendimar exam notice (final)", noticePdfInfo: { name: "Wendimar timetable.pdf" } });
    // Nothing waits any more: asProposed reads the row as it stands.
    expect((await asProposed(editor)).data!.notice).toMatchObject({ title: "Wendimar exam notice (final)", awaitingApproval: null, awaitingApprovalAction: null });
  });

  it("holds an editor's committee sent through connection.php, and its member's change, until approved", async () => {
    const legacy = new LegacyClient(server.url);
    expect((await legacy.signIn("office.clerk@college.example", PASSWORD)).status).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      session: "2026-2027",
      committeeName: "Korvanth legacy committee",
      chairmanName: "C. D. Example",
      chairmanMobNo: "9876500002",
    })) {
      form.append(name, value);
    }
    form.append("memberNames[]", "Korvanth member");
    form.append("memberNumber[]", "9876500003");
    const inserted = await legacy.post("action=insertCommittee", form);
    expect(inserted.status, inserted.text).toBe(200);
    expect(inserted.json.message).toMatch(/It waits for an approver \(change number \d+\) before the site shows it\.$/);
    expect(await publicSees("Korvanth")).toEqual(nowhere);
    const [created] = (await waitingChanges(approver)).filter((one) => one.title === "Korvanth legacy committee");
    expect((await approver.request(APPROVE, { id: created!.id })).errors).toBeUndefined();
    expect((await publicSees("Korvanth")).legacy).toBe(true);
    // A member's change of the published committee waits as a change of the committee.
    const member = (await server.services.content.committee.get(SYSTEM, Number(created!.rowId))).members as { id: number }[];
    const renamed = await legacy.post(`action=updateMember&sno=${member[0]!.id}`, new URLSearchParams({ member_name: "Korvanth renamed", member_number: "9876500004" }));
    expect(renamed.json.message).toContain("It waits for an approver");
    expect((await publicSees("Korvanth renamed")).legacy).toBe(false);
    const [change] = (await waitingChanges(approver)).filter((one) => one.rowId === created!.rowId);
    expect(change!.differences.map((one) => one.field)).toEqual(["members"]);
    // Read as the change would leave it, the committee lists the renamed member in its place.
    const proposedMembers = await editor.request("query ($id: ID!) { committee(id: $id, asProposed: true) { members { id name mobile } } }", { id: created!.rowId });
    expect(proposedMembers.errors, JSON.stringify(proposedMembers.errors)).toBeUndefined();
    expect(proposedMembers.data!.committee.members).toEqual([{ id: String(member[0]!.id), name: "Korvanth renamed", mobile: "9876500004" }]);
    expect((await approver.request(APPROVE, { id: change!.id })).errors).toBeUndefined();
    expect((await publicSees("Korvanth renamed")).legacy).toBe(true);
  });

  it("keeps an approved notice's publishing date: scheduled, it still waits for its day", async () => {
    const made = await editor.request(CREATE_NOTICE, {
      input: { title: "Tamsfield scheduled notice", date: "2026-11-28", link: "https://example.org/s", publishFrom: "2099-01-01T00:00:00Z" },
    });
    const [change] = (await waitingChanges(approver)).filter((one) => one.rowId === made.data!.createNotice.id);
    expect((await approver.request(APPROVE, { id: change!.id })).errors).toBeUndefined();
    const row = await admin.request("query ($id: ID!) { notice(id: $id) { awaitingApproval publishFrom } }", { id: change!.rowId });
    expect(row.data!.notice).toEqual({ awaitingApproval: null, publishFrom: "2099-01-01T00:00:00.000Z" });
    expect(await publicSees("Tamsfield")).toEqual(nowhere);
  });

  it("publishes the writes of administrators and approvers at once", async () => {
    const own = await approver.request(CREATE_NOTICE, { input: { title: "Gralmouth approver notice", date: "2026-11-24", link: "https://example.org/g" } });
    expect(own.data!.createNotice.awaitingApproval).toBeNull();
    expect((await publicSees("Gralmouth")).api).toBe(true);
  });
});
