import { describe, expect, it } from "vitest";
import { GraphQLTestClient, type GraphQLResult } from "../support/graphql.js";
import { INSERT_ENTRIES, legacyServerForFile } from "./legacy-support.js";

// The server's messages in the request's language (docs/languages.md): the panel names its
// language with X-Panel-Language (its Accept-Language is always English, so edit forms get the
// English values), a public form on a /mr page with its Accept-Language. The code and the field
// stay the same; connection.php answers in English, as it always did.

const t = legacyServerForFile();

const CREATE_NOTICE = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id updatedAt } }`;
const UPDATE_NOTICE = `mutation ($id: ID!, $input: UpdateNoticeInput!, $since: DateTime) {
  updateNotice(id: $id, input: $input, ifUnchangedSince: $since) { id }
}`;
const BLANK_TITLE = { input: { title: "   ", date: "2026-04-15", link: "https://college.example/notice" } };

const DEVANAGARI = /[\u0900-\u097F]/;
const MARATHI_PANEL = { "x-panel-language": "mr", "accept-language": "en" };

/** A client signed in with the test's administrator, sending `headers` with every request. */
async function clerk(headers: Record<string, string> = {}): Promise<GraphQLTestClient> {
  const client = new GraphQLTestClient(t.server.url, headers);
  await client.signIn(t.server.adminEmail, t.server.adminPassword);
  return client;
}

function onlyError(result: GraphQLResult) {
  expect(result.errors, JSON.stringify(result)).toHaveLength(1);
  return result.errors![0]!;
}

describe("a field's problem", () => {
  it("is in Marathi for a panel in Marathi, with the same code and field as in English", async () => {
    const inMarathi = onlyError(await (await clerk(MARATHI_PANEL)).request(CREATE_NOTICE, BLANK_TITLE));
    const inEnglish = onlyError(await (await clerk()).request(CREATE_NOTICE, BLANK_TITLE));
    expect(inEnglish.message).toBe("Please fill in Notice text.");
    expect(inMarathi.message).toBe("कृपया सूचनेचा मजकूर भरा.");
    expect(inMarathi.extensions).toEqual(inEnglish.extensions);
    expect(inMarathi.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "title" });
  });

  it("follows the panel's header over Accept-Language, and Accept-Language without it", async () => {
    const tooLong = { input: { ...BLANK_TITLE.input, title: "x".repeat(300) } };
    const panelInEnglish = onlyError(await (await clerk({ "x-panel-language": "en", "accept-language": "mr" })).request(CREATE_NOTICE, tooLong));
    expect(panelInEnglish.message).toBe("Notice text can have at most 255 characters.");
    const marathiPage = onlyError(await (await clerk({ "accept-language": "mr-IN,mr;q=0.9" })).request(CREATE_NOTICE, tooLong));
    expect(marathiPage.message).toBe("सूचनेचा मजकूर: येथे जास्तीत जास्त 255 अक्षरे लिहिता येतात.");
    expect(marathiPage.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "title" });
  });

  it("of a rule across fields (a link or a file) is in Marathi too", async () => {
    const neither = { input: { title: "A notice", date: "2026-04-15" } };
    const error = onlyError(await (await clerk(MARATHI_PANEL)).request(CREATE_NOTICE, neither));
    expect(error.message).toMatch(DEVANAGARI);
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "link" });
  });
});

describe("the API's refusals", () => {
  it("names a missing row by its type in Marathi", async () => {
    const error = onlyError(await (await clerk(MARATHI_PANEL)).request(UPDATE_NOTICE, { id: "99999", input: { title: "Changed" } }));
    expect(error.message).toBe("सूचना क्रमांक 99999 ची नोंद सापडली नाही. ती आधीच हटवली गेली असू शकते.");
    expect(error.extensions?.code).toBe("NOT_FOUND");
  });

  it("says in Marathi that another clerk changed the row since it was opened", async () => {
    const client = await clerk(MARATHI_PANEL);
    const created = await client.request(CREATE_NOTICE, { input: { ...BLANK_TITLE.input, title: "Two clerks" } });
    const id = created.data?.createNotice.id as string;
    const opened = created.data?.createNotice.updatedAt as string;
    expect((await client.request(UPDATE_NOTICE, { id, input: { title: "First clerk" } })).errors).toBeUndefined();
    const error = onlyError(await client.request(UPDATE_NOTICE, { id, input: { title: "Second clerk" }, since: opened }));
    expect(error.extensions?.code).toBe("CONFLICT");
    expect(error.message).toBe("तुम्ही ही नोंद उघडल्यानंतर दुसऱ्या कोणीतरी तिच्यात बदल केले आहेत. त्यांचे बदल पाहण्यासाठी पान पुन्हा लोड करा आणि मग पुन्हा जतन करा.");
  });

  it("names the field of a value already used by its Marathi label", async () => {
    const create = `mutation ($input: CreateDepartmentInput!) { createDepartment(input: $input) { id } }`;
    const input = { slug: "computer", name: "Computer again" };
    const error = onlyError(await (await clerk(MARATHI_PANEL)).request(create, { input }));
    expect(error.message).toBe('वेब पत्त्यातील नाव: "computer" हे आधीच दुसऱ्या नोंदीत (विभाग) वापरलेले आहे.');
    expect(error.extensions).toMatchObject({ code: "CONFLICT", field: "slug" });
    const inEnglish = onlyError(await (await clerk()).request(create, { input }));
    expect(inEnglish.message).toMatch(/^Web address key/);
  });

  it("names the field of a refused upload by its Marathi label", async () => {
    const notAPdf = { name: "notice.pdf", type: "application/pdf", bytes: Buffer.from("plain text, not a PDF") };
    const input = { title: "With a file", date: "2026-04-15", noticePdf: notAPdf };
    const error = onlyError(await (await clerk(MARATHI_PANEL)).request(CREATE_NOTICE, { input }));
    expect(error.message).toMatch(/^सूचना \(PDF\): ही फाइल /);
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "noticePdf" });
  });

  it("asks a visitor to sign in, and refuses a wrong password, in Marathi", async () => {
    const visitor = new GraphQLTestClient(t.server.url, MARATHI_PANEL);
    const unsigned = onlyError(await visitor.request(CREATE_NOTICE, BLANK_TITLE));
    expect(unsigned).toMatchObject({ message: "हे करण्यासाठी कृपया प्रशासक म्हणून साइन इन करा.", extensions: { code: "UNAUTHENTICATED" } });
    const signIn = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }`;
    const wrong = onlyError(await visitor.request(signIn, { email: t.server.adminEmail, password: "not the password" }));
    expect(wrong).toMatchObject({ message: "ई-मेल किंवा पासवर्ड बरोबर नाही.", extensions: { code: "UNAUTHENTICATED" } });
  });
});

describe("the rules of administrators' tools", () => {
  it("refuses a short new password in Marathi, naming the least length", async () => {
    const create = `mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`;
    const error = onlyError(await (await clerk(MARATHI_PANEL)).request(create, { input: { email: "clerk.two@college.example", password: "short" } }));
    expect(error.message).toBe("पासवर्डमध्ये किमान 10 अक्षरे असावीत.");
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "password" });
  });

  it("refuses a webhook to a private address in Marathi, saying which setting allows it", async () => {
    const create = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`;
    const input = { url: "http://192.168.1.20/hooks", events: ["create"] };
    const error = onlyError(await (await clerk(MARATHI_PANEL)).request(create, { input }));
    expect(error.message).toMatch(/^192\.168\.1\.20 हा खासगी नेटवर्कमधील पत्ता आहे/);
    expect(error.message).toContain("खासगी पत्त्यांवर वेबहुकना परवानगी द्या");
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "url" });
    const inEnglish = onlyError(await (await clerk()).request(create, { input }));
    expect(inEnglish.message).toMatch(/^192\.168\.1\.20 is a private network address/);
  });
});

describe("connection.php", () => {
  it("answers in English whatever language the request names", async () => {
    const entry = INSERT_ENTRIES.find((e) => e.spec.access.create === "admin")!;
    const answer = await t.admin.post(`action=${entry.legacy.insert!}`, new FormData(), MARATHI_PANEL);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).toMatch(/Please (fill in|choose a file for)/);
    expect(answer.text).not.toMatch(DEVANAGARI);
  });
});
