import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Issue 19, item 8: translatable fields answer in the language asked (the `lang` argument, else
// Accept-Language, else English), the English value where the Marathi one is missing; the
// `xTranslations` companion gives both; inputs take `xMr`; cached answers (POST and GET) never
// mix the languages; connection.php answers English as before.

let server: TestServer;
let admin: GraphQLTestClient;
let translatedId: string;
let englishOnlyId: string;

const MARATHI_TITLE = "परीक्षा अर्जाच्या तारखा जाहीर";
const ENGLISH_TITLE = "Examination form dates announced";

async function visitor(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
  return { response, body: (await response.json()) as { data?: any; errors?: unknown } };
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const create = "mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id title titleMr } }";
  const translated = await admin.request(create, {
    input: { title: ENGLISH_TITLE, titleMr: `  ${MARATHI_TITLE} `, date: "2026-11-20", link: "https://example.org/exam" },
  });
  expect(translated.errors).toBeUndefined();
  expect(translated.data!.createNotice.titleMr).toBe(MARATHI_TITLE);
  translatedId = translated.data!.createNotice.id;
  const englishOnly = await admin.request(create, { input: { title: "Library closed on Saturday", date: "2026-11-19", link: "https://example.org/library" } });
  englishOnlyId = englishOnly.data!.createNotice.id;
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe("translatable fields in the API", () => {
  it("answers in the language the lang argument asks, whatever Accept-Language says", async () => {
    const query = (lang: string) => `{ notice(id: ${translatedId}, lang: ${lang}) { title titleMr titleTranslations { en mr } } }`;
    const marathi = await visitor(query("MR"), { "accept-language": "en" });
    expect(marathi.body.data.notice).toEqual({ title: MARATHI_TITLE, titleMr: MARATHI_TITLE, titleTranslations: { en: ENGLISH_TITLE, mr: MARATHI_TITLE } });
    const english = await visitor(query("EN"), { "accept-language": "mr-IN,mr;q=0.9" });
    expect(english.body.data.notice.title).toBe(ENGLISH_TITLE);
  });

  it("follows Accept-Language without the argument, and answers English without either", async () => {
    const query = `{ notices(search: "Examination form dates") { items { id title } } }`;
    expect((await visitor(query, { "accept-language": "mr-IN,mr;q=0.9,en;q=0.8" })).body.data.notices.items[0].title).toBe(MARATHI_TITLE);
    expect((await visitor(query, { "accept-language": "en-GB,en;q=0.9,mr;q=0.5" })).body.data.notices.items[0].title).toBe(ENGLISH_TITLE);
    expect((await visitor(query)).body.data.notices.items[0].title).toBe(ENGLISH_TITLE);
  });

  it("falls back to English where the Marathi value is missing, and says so in Translations", async () => {
    const { body } = await visitor(`{ notice(id: ${englishOnlyId}, lang: MR) { title titleMr titleTranslations { en mr } } }`);
    expect(body.data.notice).toEqual({ title: "Library closed on Saturday", titleMr: null, titleTranslations: { en: "Library closed on Saturday", mr: null } });
  });

  it("takes Marathi values in updates, lists included, and an empty one brings back the fallback", async () => {
    const departments = await admin.request(`{ departments(limit: 1) { items { id slug } } }`);
    const department = departments.data!.departments.items[0];
    const update = "mutation ($id: ID!, $input: UpdateDepartmentInput!) { updateDepartment(id: $id, input: $input) { missionMr } }";
    const saved = await admin.request(update, { id: department.id, input: { missionMr: ["पहिले ध्येय", "दुसरे ध्येय"] } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateDepartment.missionMr).toEqual(["पहिले ध्येय", "दुसरे ध्येय"]);
    const read = await visitor(`{ departmentBySlug(slug: "${department.slug}", lang: MR) { mission missionTranslations { en mr } } }`);
    expect(read.body.data.departmentBySlug.mission).toEqual(["पहिले ध्येय", "दुसरे ध्येय"]);
    expect(read.body.data.departmentBySlug.missionTranslations.en.length).toBeGreaterThan(0);

    await admin.request(update, { id: department.id, input: { missionMr: [] } });
    const fallback = await visitor(`{ departmentBySlug(slug: "${department.slug}", lang: MR) { mission missionTranslations { en mr } } }`);
    expect(fallback.body.data.departmentBySlug.mission).toEqual(fallback.body.data.departmentBySlug.missionTranslations.en);
    expect(fallback.body.data.departmentBySlug.missionTranslations.mr).toBeNull();
  });

  it("answers the site settings in the language asked", async () => {
    const saved = await admin.request("mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { instituteNameMr } }", {
      input: { instituteNameMr: "शासकीय तंत्रनिकेतन, साकोली" },
    });
    expect(saved.errors).toBeUndefined();
    const marathi = await visitor(`{ siteSettings(lang: MR) { instituteName instituteNameTranslations { en mr } } }`);
    expect(marathi.body.data.siteSettings.instituteName).toBe("शासकीय तंत्रनिकेतन, साकोली");
    expect(marathi.body.data.siteSettings.instituteNameTranslations.en).toBe("Government Polytechnic, Sakoli");
    const english = await visitor(`{ siteSettings { instituteName } }`, { "accept-language": "en" });
    expect(english.body.data.siteSettings.instituteName).toBe("Government Polytechnic, Sakoli");
  });

  it("never hands a cached answer of one language to a request in the other (POST and GET)", async () => {
    const query = `{ notice(id: ${translatedId}) { title } }`;
    for (let round = 0; round < 2; round += 1) {
      const marathi = await visitor(query, { "accept-language": "mr" });
      const english = await visitor(query, { "accept-language": "en-US" });
      expect(marathi.body.data.notice.title).toBe(MARATHI_TITLE);
      expect(english.body.data.notice.title).toBe(ENGLISH_TITLE);
      if (round === 1) expect(marathi.response.headers.get("x-answer-cache")).toBe("hit");
      expect(marathi.response.headers.get("vary")).toContain("Accept-Language");
    }
    const url = `${server.url}/graphql?${new URLSearchParams({ query })}`;
    for (let round = 0; round < 2; round += 1) {
      const marathi = await fetch(url, { headers: { "accept-language": "mr" } });
      const english = await fetch(url, { headers: { "accept-language": "en" } });
      expect(marathi.headers.get("vary")).toContain("Accept-Language");
      expect(((await marathi.json()) as any).data.notice.title).toBe(MARATHI_TITLE);
      expect(((await english.json()) as any).data.notice.title).toBe(ENGLISH_TITLE);
    }
  });

  it("leaves connection.php in English", async () => {
    const committees = await admin.request(`{ committees(limit: 1) { items { id name } } }`);
    const committee = committees.data!.committees.items[0];
    const saved = await admin.request("mutation ($id: ID!, $input: UpdateCommitteeInput!) { updateCommittee(id: $id, input: $input) { nameMr } }", {
      id: committee.id,
      input: { nameMr: "प्रवेश समिती" },
    });
    expect(saved.errors).toBeUndefined();
    const response = await fetch(`${server.url}/connection.php?committees`, { headers: { "accept-language": "mr" } });
    const text = await response.text();
    expect(text).toContain(JSON.stringify(committee.name).slice(1, -1));
    expect(text).not.toContain("प्रवेश समिती");
  });
});

describe("language parity", () => {
  it("lists, by section, the rows with English text and no Marathi, and forgets a row once it has its Marathi", async () => {
    const query = `{ missingMarathi(limit: 100) { type typeLabel missingCount rows { id title fields } } }`;
    const before = await admin.request(query);
    expect(before.errors).toBeUndefined();
    const notices = before.data!.missingMarathi.find((section: { type: string }) => section.type === "notice");
    expect(notices.typeLabel).toBe("Notices");
    const englishOnly = notices.rows.find((row: { id: string }) => row.id === englishOnlyId);
    expect(englishOnly).toEqual({ id: englishOnlyId, title: "Library closed on Saturday", fields: ["title"] });
    expect(notices.rows.some((row: { id: string }) => row.id === translatedId)).toBe(false);
    expect(before.data!.missingMarathi.some((section: { type: string }) => section.type === "admissionConfirmation")).toBe(false);

    await admin.request("mutation ($id: ID!, $input: UpdateNoticeInput!) { updateNotice(id: $id, input: $input) { id } }", {
      id: englishOnlyId,
      input: { titleMr: "शनिवारी ग्रंथालय बंद" },
    });
    const after = await admin.request(query);
    const noticesAfter = after.data!.missingMarathi.find((section: { type: string }) => section.type === "notice");
    expect(noticesAfter.missingCount).toBe(notices.missingCount - 1);
    expect(noticesAfter.rows.some((row: { id: string }) => row.id === englishOnlyId)).toBe(false);
  });

  it("is for administrators only", async () => {
    const { body } = await visitor(`{ missingMarathi { type } }`);
    expect(body.errors).toBeDefined();
    expect(body.data ?? null).toBeNull();
  });
});
