import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { pdfBytes } from "../support/samples.js";
import { LegacyClient, pdfBlob } from "./legacy-support.js";

// Issue 36, item 1 and the role part of item 5: roles and their reach, enforced on the server
// on every path. An editor of the computer department reads and changes only that department's
// rows (GraphQL, connection.php, the Trash, the History, its API tokens); a viewer changes
// nothing; only administrators manage accounts, settings, other accounts' tokens, webhooks, the
// audit log, emptying the Trash and exports; role changes are in the audit log.

let server: TestServer;
let admin: GraphQLTestClient;
let editor: GraphQLTestClient;
let viewer: GraphQLTestClient;
let editorId: string;
const PASSWORD = "a long enough password 36";
const FUTURE = "2099-01-01T00:00:00Z";
const ids: Record<string, number> = {};

async function account(email: string, role: Record<string, unknown>): Promise<{ client: GraphQLTestClient; id: string }> {
  const made = await admin.request(`mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id role departments contentTypes } }`, {
    input: { email, password: PASSWORD, role },
  });
  expect(made.errors).toBeUndefined();
  const client = new GraphQLTestClient(server.url);
  expect((await client.signIn(email, PASSWORD)).errors).toBeUndefined();
  return { client, id: made.data!.createAdministrator.id };
}

const lab = (department: string, name: string, publishFrom?: string) =>
  server.services.content.lab.create(SYSTEM, { session: "2026-2027", department, name, ...(publishFrom ? { publishFrom: new Date(publishFrom) } : {}) });

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  for (const [slug, name] of [
    ["computer", "Computer Technology"],
    ["civil", "Civil Engineering"],
  ]) {
    await server.services.content.department.create(SYSTEM, { slug, name, isTeachingBranch: true });
  }
  ids.computerDraft = (await lab("computer", "Networks lab (draft)", FUTURE)).id;
  ids.civilDraft = (await lab("civil", "Surveying lab (draft)", FUTURE)).id;
  ids.civilPublished = (await lab("civil", "Concrete lab")).id;
  ids.civilTrashed = (await lab("civil", "Old drawing hall")).id;
  await server.services.content.lab.remove(SYSTEM, ids.civilTrashed);
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const made = await account("computer.coordinator@college.example", { role: "EDITOR", departments: ["computer"] });
  editor = made.client;
  editorId = made.id;
  viewer = (await account("auditor@college.example", { role: "VIEWER" })).client;
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const LABS = "{ labs(limit: 50) { items { id name department } } }";
const labIds = (answer: { data?: Record<string, any> | null }) => ((answer.data?.labs.items ?? []) as { id: string }[]).map((row) => Number(row.id));
const CREATE_LAB = "mutation ($input: CreateLabInput!) { createLab(input: $input) { id department } }";
const UPDATE_LAB = "mutation ($id: ID!, $input: UpdateLabInput!) { updateLab(id: $id, input: $input) { id } }";
/** A GraphQL request sent with an API token. */
async function withToken(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string } }[] };
}

const code = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code;

describe("roles", () => {
  it("keeps the accounts made before roles administrators, and shows each account's role and reach", async () => {
    const me = await admin.request("{ me { role departments contentTypes } }");
    expect(me.data!.me).toEqual({ role: "ADMINISTRATOR", departments: [], contentTypes: [] });
    const listed = await admin.request("{ administrators { email role departments } }");
    expect(listed.data!.administrators).toContainEqual({ email: "computer.coordinator@college.example", role: "EDITOR", departments: ["computer"] });
  });

  it("shows a department's editor only its department's rows, unpublished ones included", async () => {
    const seen = labIds(await editor.request(LABS));
    expect(seen).toContain(ids.computerDraft);
    expect(seen).not.toContain(ids.civilDraft);
    expect(seen).not.toContain(ids.civilPublished);
    expect((await editor.request("query ($id: ID!) { lab(id: $id) { id } }", { id: ids.civilDraft })).data?.lab ?? null).toBeNull();
    // The administrator and the viewer read every row.
    expect(labIds(await admin.request(LABS))).toEqual(expect.arrayContaining([ids.computerDraft, ids.civilDraft, ids.civilPublished]));
    expect(labIds(await viewer.request(LABS))).toEqual(expect.arrayContaining([ids.computerDraft, ids.civilDraft]));
  });

  it("lets the editor add and change its department's rows, and nothing outside its reach, saying who can", async () => {
    const own = await editor.request(CREATE_LAB, { input: { session: "2026-2027", department: "computer", name: "Programming lab" } });
    expect(own.errors).toBeUndefined();
    const other = await editor.request(CREATE_LAB, { input: { session: "2026-2027", department: "civil", name: "Hydraulics lab" } });
    expect(code(other)).toBe("FORBIDDEN");
    expect(other.errors![0]!.message).toContain("own departments only (computer)");
    expect(other.errors![0]!.message).toContain("Only an administrator can");
    expect(code(await editor.request(UPDATE_LAB, { id: ids.civilPublished, input: { name: "Renamed" } }))).toBe("FORBIDDEN");
    // Moving its own row to another department is changing that department's rows.
    expect(code(await editor.request(UPDATE_LAB, { id: ids.computerDraft, input: { department: "civil" } }))).toBe("FORBIDDEN");
    expect((await editor.request(UPDATE_LAB, { id: ids.computerDraft, input: { name: "Networks lab" } })).errors).toBeUndefined();
    expect(code(await editor.request("mutation ($id: ID!) { deleteLab(id: $id) }", { id: ids.civilPublished }))).toBe("FORBIDDEN");
    // College-wide types are beyond a department's reach.
    const notice = await editor.request('mutation { createNotice(input: { title: "Holiday", date: "2099-02-01", link: "https://example.org/n" }) { id } }');
    expect(code(notice)).toBe("FORBIDDEN");
    expect(notice.errors![0]!.message).toContain("may not change notices");
    expect((await server.services.content.lab.get(SYSTEM, ids.civilPublished)).name).toBe("Concrete lab");
  });

  it("says the refusal in Marathi in a Marathi panel", async () => {
    const marathi = new GraphQLTestClient(server.url, { "x-panel-language": "mr" });
    marathi.cookie = editor.cookie;
    const other = await marathi.request(CREATE_LAB, { input: { session: "2026-2027", department: "civil", name: "Hydraulics lab" } });
    expect(other.errors![0]!.message).toContain("फक्त प्रशासक");
  });

  it("says an editor may not read the submissions beyond its reach (not that it may not change them), in English and Marathi", async () => {
    const LIST = "{ admissionConfirmations(limit: 1) { totalCount } }";
    const english = await editor.request(LIST);
    expect(code(english)).toBe("FORBIDDEN");
    expect(english.errors![0]!.message).toBe(
      "Your account may not read admission confirmations. Only an administrator can, or can add them to what your account works on.",
    );
    const marathi = new GraphQLTestClient(server.url, { "x-panel-language": "mr" });
    marathi.cookie = editor.cookie;
    const inMarathi = await marathi.request(LIST);
    expect(inMarathi.errors![0]!.message).toBe("तुमच्या खात्याला प्रवेश निश्चिती वाचता येत नाहीत. हे फक्त प्रशासक करू शकतात, किंवा ते तुमच्या खात्याच्या कामात जोडू शकतात.");
    // A row's History of a type beyond its reach is a read too.
    const history = await editor.request('query { revisions(type: "admissionConfirmation", id: 1) { number } }');
    expect(history.errors![0]!.message).toContain("may not read admission confirmations");
    // A change beyond its reach is still refused as a change.
    const notice = await editor.request('mutation { createNotice(input: { title: "Holiday", date: "2099-02-01", link: "https://example.org/n" }) { id } }');
    expect(notice.errors![0]!.message).toContain("may not change notices");
  });

  it("keeps the editor's Trash, History and exports within its reach; emptying the Trash is an administrator's", async () => {
    const trash = await editor.request("{ trash(limit: 50) { items { type id } } }");
    expect(trash.errors).toBeUndefined();
    expect((trash.data!.trash.items as { id: string }[]).map((item) => Number(item.id))).not.toContain(ids.civilTrashed);
    expect(code(await editor.request('mutation ($id: ID!) { restoreFromTrash(type: "lab", id: $id) }', { id: ids.civilTrashed }))).toBe("FORBIDDEN");
    expect((await server.services.content.lab.trash(SYSTEM)).items.map((row) => row.id)).toContain(ids.civilTrashed);
    const ownTrashed = (await lab("computer", "Old computer room")).id;
    expect((await editor.request("mutation ($id: ID!) { deleteLab(id: $id) }", { id: ownTrashed })).errors).toBeUndefined();
    expect((await editor.request('mutation ($id: ID!) { restoreFromTrash(type: "lab", id: $id) }', { id: ownTrashed })).errors).toBeUndefined();
    await server.services.content.lab.remove(SYSTEM, ownTrashed);
    const purge = await editor.request('mutation ($id: ID!) { deleteForever(type: "lab", id: $id) }', { id: ownTrashed });
    expect(code(purge)).toBe("FORBIDDEN");
    expect(purge.errors![0]!.message).toContain("Only an administrator can");
    await server.services.content.lab.update(SYSTEM, ids.civilDraft, { name: "Surveying lab (second draft)" });
    expect(code(await editor.request('query ($id: ID!) { revisions(type: "lab", id: $id) { number } }', { id: ids.civilDraft }))).toBe("FORBIDDEN");
    expect(code(await editor.request('mutation { exportCsv(type: "admissionConfirmation") { rowCount } }'))).toBe("FORBIDDEN");
  });

  it("holds through connection.php: its sign-in gets the account's role", async () => {
    const legacy = new LegacyClient(server.url);
    expect((await legacy.signIn("computer.coordinator@college.example", PASSWORD)).text).toBe("ok");
    const rows = await legacy.rows("labs");
    expect(rows.map((row) => Number(row.sno))).not.toContain(ids.civilDraft);
    const form = new FormData();
    form.append("session", "2026-2027");
    form.append("department", "civil");
    form.append("labPdf", await pdfBlob(), "transport-lab.pdf");
    const refused = await legacy.post("action=insertLab", form);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain("own departments only");
    expect((await legacy.get(`action=deleteLab&sno=${ids.civilPublished}`)).status).toBe(403);
    const ownForm = new FormData();
    ownForm.append("session", "2026-2027");
    ownForm.append("department", "computer");
    ownForm.append("labPdf", await pdfBlob(), "hardware-lab.pdf");
    const saved = await legacy.post("action=insertLab", ownForm);
    expect(saved.status, saved.text).toBe(200);
  });

  it("withholds another department's unpublished files from the editor, and gives it its own", async () => {
    const withPdf = async (department: string) => {
      const pdf = { name: "lab.pdf", type: "application/pdf", bytes: await pdfBytes() };
      const made = await admin.request("mutation ($input: CreateLabInput!) { createLab(input: $input) { labPdf } }", {
        input: { session: "2026-2027", department, labPdf: pdf, publishFrom: FUTURE },
      });
      expect(made.errors).toBeUndefined();
      return made.data!.createLab.labPdf as string;
    };
    const civilPdf = await withPdf("civil");
    const computerPdf = await withPdf("computer");
    expect((await new GraphQLTestClient(server.url).fetchPath(computerPdf)).status).toBe(404);
    expect((await editor.fetchPath(civilPdf)).status).toBe(404);
    expect((await editor.fetchPath(computerPdf)).status).toBe(200);
    expect((await admin.fetchPath(civilPdf)).status).toBe(200);
    expect((await viewer.fetchPath(civilPdf)).status).toBe(200);
  });

  it("gives an editor's API token no more than the editor, and shows the editor only its own tokens", async () => {
    const made = await editor.request('mutation { createApiToken(input: { name: "Department screen", scope: write }) { token } }');
    expect(made.errors).toBeUndefined();
    const token = made.data!.createApiToken.token as string;
    // What only administrators read (submissions) stays out of the editor's token's reach.
    const SUBMISSIONS = "{ admissionConfirmations(limit: 1) { totalCount } }";
    expect(code(await withToken(token, SUBMISSIONS))).toBe("FORBIDDEN");
    expect(code(await withToken(token, CREATE_LAB, { input: { session: "2026-2027", department: "civil", name: "Token lab" } }))).toBe("FORBIDDEN");
    expect((await withToken(token, CREATE_LAB, { input: { session: "2026-2027", department: "computer", name: "Token lab" } })).errors).toBeUndefined();
    const read = await editor.request('mutation { createApiToken(input: { name: "Reader", scope: read }) { token } }');
    expect(code(await withToken(read.data!.createApiToken.token as string, SUBMISSIONS))).toBe("FORBIDDEN");
    // The administrator's token of the same kind reads them.
    const adminToken = (await admin.request('mutation { createApiToken(input: { name: "Office", scope: read }) { token apiToken { id } } }')).data!.createApiToken;
    expect((await withToken(adminToken.token as string, SUBMISSIONS)).errors).toBeUndefined();
    const listed = await editor.request("{ apiTokens { name } }");
    expect((listed.data!.apiTokens as { name: string }[]).map((t) => t.name).sort()).toEqual(["Department screen", "Reader"]);
    expect(code(await editor.request("mutation ($id: ID!) { revokeApiToken(id: $id) { id } }", { id: adminToken.apiToken.id }))).toBe("NOT_FOUND");
  });

  it("lets a viewer read the panel and change nothing", async () => {
    const changed = await viewer.request(CREATE_LAB, { input: { session: "2026-2027", department: "computer", name: "Viewer lab" } });
    expect(code(changed)).toBe("FORBIDDEN");
    expect(changed.errors![0]!.message).toContain("viewer");
    expect(code(await viewer.request(UPDATE_LAB, { id: ids.computerDraft, input: { name: "x" } }))).toBe("FORBIDDEN");
    expect(code(await viewer.request('mutation ($id: ID!) { restoreFromTrash(type: "lab", id: $id) }', { id: ids.civilTrashed }))).toBe("FORBIDDEN");
    expect(code(await viewer.request('mutation { createApiToken(input: { name: "w", scope: write }) { token } }'))).toBe("FORBIDDEN");
    expect((await viewer.request('query ($id: ID!) { revisions(type: "lab", id: $id) { number } }', { id: ids.civilDraft })).errors).toBeUndefined();
  });

  it("keeps accounts, settings, webhooks, the audit log and exports to administrators", async () => {
    for (const client of [editor, viewer]) {
      const attempts = [
        client.request('mutation { createAdministrator(input: { email: "x@college.example", password: "a long enough password 9" }) { id } }'),
        client.request("mutation ($id: ID!) { setAccountRole(id: $id, input: { role: ADMINISTRATOR }) { id } }", { id: editorId }),
        client.request("mutation ($id: ID!) { deleteAdministrator(id: $id) }", { id: editorId }),
        client.request('mutation { updateSiteSettings(input: { instituteName: "Taken over" }) { instituteName } }'),
        client.request("{ webhooks { id } }"),
        client.request("{ auditLog { totalCount } }"),
        client.request('mutation { exportCsv(type: "admissionConfirmation") { rowCount } }'),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(code(answer), JSON.stringify(answer.errors)).toBe("FORBIDDEN");
        expect(answer.errors![0]!.message).toContain("Only an administrator can");
      }
    }
    expect((await admin.request("{ me { role } }")).data!.me.role).toBe("ADMINISTRATOR");
  });

  it("changes a role at once, records it in the audit log, and never leaves the site without an administrator", async () => {
    const placement = await account("placement@college.example", { role: "EDITOR", contentTypes: ["notice"] });
    const notice = 'mutation { createNotice(input: { title: "Campus drive", date: "2099-02-01", link: "https://example.org/d" }) { id } }';
    expect((await placement.client.request(notice)).errors).toBeUndefined();
    const set = await admin.request("mutation ($id: ID!, $input: AccountRoleInput!) { setAccountRole(id: $id, input: $input) { role departments contentTypes } }", {
      id: placement.id,
      input: { role: "VIEWER" },
    });
    expect(set.data!.setAccountRole).toEqual({ role: "VIEWER", departments: [], contentTypes: [] });
    expect(code(await placement.client.request(notice))).toBe("FORBIDDEN");
    const log = await admin.request('{ auditLog(filter: { action: "role-change" }) { items { action actor detail } } }');
    expect(log.data!.auditLog.items[0]).toMatchObject({ action: "role-change", actor: server.adminEmail });
    expect(log.data!.auditLog.items[0].detail).toContain("placement@college.example");
    expect(log.data!.auditLog.items[0].detail).toContain("editor (departments: all; types: notice) -> viewer");

    const me = await admin.request("{ me { id } }");
    expect(code(await admin.request("mutation ($id: ID!) { setAccountRole(id: $id, input: { role: VIEWER }) { id } }", { id: me.data!.me.id }))).toBe("FORBIDDEN");
    const unknownType = await admin.request('mutation ($id: ID!) { setAccountRole(id: $id, input: { role: EDITOR, contentTypes: ["recipes"] }) { id } }', {
      id: placement.id,
    });
    expect(unknownType.errors![0]!.message).toContain('"recipes" is not a content type');
  });
});
