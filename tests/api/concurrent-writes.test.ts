import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentTypeSpec } from "../../server/src/content/define.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { sampleInput } from "../support/samples.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { DEPARTMENTS, insertForm, LegacyClient, LEGACY_ENTRIES, type LegacyEntry } from "./legacy-support.js";

// Forty writes of every kind sent at the same moment: content through GraphQL and through
// connection.php, site settings, public submissions, failed and successful sign-ins, sign-outs.
// Every write that answered "saved" must be readable from another connection (a second server
// instance on the same database) and still be there after the server restarts.

const EXPECT_NO_5XX = (status: number, text: string) => expect(status, text).toBeLessThan(500);

let server: TestServer;
let admin: GraphQLTestClient;
let legacyAdmin: LegacyClient;
const others: TestServer[] = [];

interface Saved {
  graphqlNotices: string[];
  curricula: number[];
  legacyLabs: number[];
  settingsNames: string[];
  alumni: string[];
  admissions: string[];
  sessionCookies: string[];
  signedOutCookies: string[];
  failedSignIns: number;
}

const saved: Saved = {
  graphqlNotices: [],
  curricula: [],
  legacyLabs: [],
  settingsNames: [],
  alumni: [],
  admissions: [],
  sessionCookies: [],
  signedOutCookies: [],
  failedSignIns: 0,
};

const spec = (key: keyof typeof CONTENT_TYPES) => CONTENT_TYPES[key] as ContentTypeSpec;
const labEntry = LEGACY_ENTRIES.find((e) => e.key === "lab") as LegacyEntry;

beforeAll(async () => {
  server = await startTestServer();
  for (const slug of DEPARTMENTS) {
    await server.services.content.department.create(SYSTEM, { slug, name: `Department ${slug}`, isTeachingBranch: true });
  }
  await server.services.settings.update(SYSTEM, {
    instituteName: "Concurrent Polytechnic",
    address: "1 College Road, Sample Town",
    phone: "0718600000",
    email: "office@college.example",
    establishedYear: 1980,
  });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  legacyAdmin = new LegacyClient(server.url);
  const answer = await legacyAdmin.signIn(server.adminEmail, server.adminPassword);
  expect(answer.text).toBe("ok");
});

afterAll(async () => {
  for (const other of others) await other.stop();
  await server?.close();
});

// Each write returns a function that records what it saved, so the checks read exactly those.
async function graphqlNotice(n: number): Promise<void> {
  const title = `Concurrent notice ${n}`;
  const result = await admin.request(`mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id title } }`, {
    input: { title, date: "2026-11-01", link: "https://example.org/notice" },
  });
  EXPECT_NO_5XX(result.status, JSON.stringify(result.errors));
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  saved.graphqlNotices.push(result.data!.createNotice.title);
}

async function graphqlCurriculum(): Promise<void> {
  const input = await sampleInput(spec("curriculum"), [...DEPARTMENTS]);
  const result = await admin.request(`mutation ($input: CreateCurriculumInput!) { createCurriculum(input: $input) { id } }`, { input });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  saved.curricula.push(Number(result.data!.createCurriculum.id));
}

async function legacyLab(): Promise<void> {
  const { form } = await insertForm(labEntry);
  const answer = await legacyAdmin.post(`action=${labEntry.legacy.insert}`, form);
  EXPECT_NO_5XX(answer.status, answer.text);
  expect(answer.status, answer.text).toBe(200);
  saved.legacyLabs.push(Number(/record number (\d+)/.exec(answer.json.message)![1]));
}

async function settings(n: number): Promise<void> {
  const instituteName = `Concurrent Polytechnic ${n}`;
  const result = await admin.request(`mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { instituteName } }`, {
    input: { instituteName },
  });
  EXPECT_NO_5XX(result.status, JSON.stringify(result.errors));
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  saved.settingsNames.push(instituteName);
}

async function alumni(n: number): Promise<void> {
  const fullName = `Concurrent Alumnus ${n}`;
  const visitor = new GraphQLTestClient(server.url);
  const result = await visitor.request(`mutation ($input: CreateAlumniRegistrationInput!) { createAlumniRegistration(input: $input) { id } }`, {
    input: { ...(await sampleInput(spec("alumniRegistration"), [...DEPARTMENTS])), fullName },
  });
  EXPECT_NO_5XX(result.status, JSON.stringify(result.errors));
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  saved.alumni.push(fullName);
}

async function admission(n: number): Promise<void> {
  const input = await sampleInput(spec("admissionConfirmation"), [...DEPARTMENTS]);
  const nameField = Object.keys(input).find((name) => /name/i.test(name))!;
  input[nameField] = `Concurrent Applicant ${n}`;
  const visitor = new GraphQLTestClient(server.url);
  const result = await visitor.request(`mutation ($input: CreateAdmissionConfirmationInput!) { createAdmissionConfirmation(input: $input) { id } }`, { input });
  EXPECT_NO_5XX(result.status, JSON.stringify(result.errors));
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  saved.admissions.push(String(input[nameField]));
}

async function failedSignIn(n: number): Promise<void> {
  const visitor = new GraphQLTestClient(server.url);
  const result = await visitor.request(`mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }`, {
    e: `nobody${n}@college.example`,
    p: "not the password",
  });
  EXPECT_NO_5XX(result.status, JSON.stringify(result.errors));
  expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  saved.failedSignIns += 1;
}

async function signInAndMaybeOut(signOut: boolean): Promise<void> {
  const client = new GraphQLTestClient(server.url);
  await client.signIn(server.adminEmail, server.adminPassword);
  const cookie = client.cookie!;
  if (signOut) {
    const result = await client.request(`mutation { signOut }`);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    saved.signedOutCookies.push(cookie);
  } else {
    saved.sessionCookies.push(cookie);
  }
}

async function me(url: string, cookie: string): Promise<string | null> {
  const client = new GraphQLTestClient(url);
  client.cookie = cookie;
  const result = await client.request(`query { me { email } }`);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.me?.email ?? null;
}

/** Reads back every saved write through another server instance (its own connection). */
async function expectEverythingSaved(reader: TestServer): Promise<void> {
  const notices = await reader.services.content.notice.list(SYSTEM, { limit: 100 });
  expect(notices.items.map((row) => row.title).sort()).toEqual([...saved.graphqlNotices].sort());
  for (const id of saved.curricula) await expect(reader.services.content.curriculum.get(SYSTEM, id)).resolves.toMatchObject({ id });
  for (const id of saved.legacyLabs) await expect(reader.services.content.lab.get(SYSTEM, id)).resolves.toMatchObject({ id });

  // The settings hold one of the names that were saved (the last one to commit).
  const settingsNow = await reader.services.settings.get();
  expect(saved.settingsNames).toContain(settingsNow.instituteName);

  const alumniRows = await reader.services.content.alumniRegistration.list(SYSTEM, { limit: 100 });
  expect(alumniRows.items.map((row) => row.fullName).sort()).toEqual([...saved.alumni].sort());
  const admissionRows = await reader.services.content.admissionConfirmation.list(SYSTEM, { limit: 100 });
  expect(admissionRows.totalCount).toBe(saved.admissions.length);

  for (const cookie of saved.sessionCookies) expect(await me(reader.url, cookie)).toBe(server.adminEmail);
  for (const cookie of saved.signedOutCookies) expect(await me(reader.url, cookie)).toBeNull();
}

describe("forty writes at the same moment", () => {
  it("answers every one without a server error", async () => {
    const writes: Promise<void>[] = [];
    for (let n = 0; n < 6; n++) writes.push(graphqlNotice(n));
    for (let n = 0; n < 4; n++) writes.push(graphqlCurriculum());
    for (let n = 0; n < 6; n++) writes.push(legacyLab());
    for (let n = 0; n < 6; n++) writes.push(settings(n));
    for (let n = 0; n < 4; n++) writes.push(alumni(n));
    for (let n = 0; n < 3; n++) writes.push(admission(n));
    for (let n = 0; n < 5; n++) writes.push(failedSignIn(n));
    for (let n = 0; n < 6; n++) writes.push(signInAndMaybeOut(n % 2 === 0));
    expect(writes).toHaveLength(40);
    const outcomes = await Promise.allSettled(writes);
    const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected").map((o) => String(o.reason));
    expect(failures).toEqual([]);
  });

  it("has stored every saved write where another connection reads it", async () => {
    const second = await startTestServer({ sameDatabaseAs: server });
    others.push(second);
    await expectEverythingSaved(second);
  });

  it("still has every saved write after the server restarts", async () => {
    for (const other of others.splice(0)) await other.stop();
    await server.stop();
    const restarted = await startTestServer({ sameDatabaseAs: server });
    others.push(restarted);
    await expectEverythingSaved(restarted);
  });
});
