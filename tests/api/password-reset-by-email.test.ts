import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PasswordReset } from "../../server/src/db/entities/index.js";
import { RESETS_PER_ADDRESS_PER_HOUR, RESETS_PER_EMAIL_PER_HOUR } from "../../server/src/auth/password-resets.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Forgotten passwords by e-mail over real HTTP, on the real database (SQLite, and PostgreSQL
// when TEST_DATABASE_URL is set), with a real SMTP server started here: the link arrives, works
// once (the new password signs in, the old sessions end), expires (the server's clock is driven),
// an unknown address gets the same answer and no mail, the limits per e-mail and per network
// address, the e-mail in the page's language, the audit entries; and a site without SMTP
// settings starts and says so.

const REQUEST = "mutation ($e: String!) { requestPasswordReset(email: $e) }";
const RESET = "mutation ($t: String!, $p: String!) { resetForgottenPassword(token: $t, newPassword: $p) }";
const SIGN_IN = "mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { email } }";
const LOG = 'query { auditLog(limit: 100, filter: { action: "password-reset-requested" }) { items { action actor detail } } }';

let inbox: SmtpInbox;
let server: TestServer;
let admin: GraphQLTestClient;
let clockOffsetMs = 0;
const later = (minutes: number) => {
  clockOffsetMs += minutes * 60_000;
};

async function addAccount(email: string, password: string): Promise<void> {
  const made = await admin.request("mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }", { input: { email, password } });
  expect(made.errors).toBeUndefined();
}

/** Asks for a link as the panel does (its language in the header) and gives the token of the mail that arrives. */
async function linkFor(email: string, language: "en" | "mr" = "en"): Promise<{ token: string; subject: string; text: string }> {
  const before = inbox.mails.length;
  const asked = await new GraphQLTestClient(server.url, { "x-panel-language": language }).request(REQUEST, { e: email });
  expect(asked.errors).toBeUndefined();
  expect(asked.data).toEqual({ requestPasswordReset: true });
  const mail = await inbox.waitFor(email, before);
  const link = new RegExp(`${server.url}/admin-login/set-password#([A-Za-z0-9_-]{43})`).exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return { token: link![1]!, subject: mail.subject, text: mail.text };
}

async function signInWorks(email: string, password: string): Promise<boolean> {
  const result = await new GraphQLTestClient(server.url).request(SIGN_IN, { e: email, p: password });
  return result.errors === undefined;
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({
    now: () => new Date(Date.now() + clockOffsetMs),
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(inbox.port), MAIL_FROM: "College website <noreply@college.example>", PASSWORD_RESET_MINUTES: "30" },
  });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

describe("forgotten passwords by e-mail", () => {
  it("sends a link that sets a new password once, ends the old sessions, and stores only the token's hash", async () => {
    const email = "forgetful.clerk@college.example";
    await addAccount(email, "old password of the clerk");
    const elsewhere = new GraphQLTestClient(server.url);
    await elsewhere.signIn(email, "old password of the clerk");

    expect((await new GraphQLTestClient(server.url).request("{ passwordResetByEmail }")).data).toEqual({ passwordResetByEmail: 30 });
    const { token, subject, text } = await linkFor(email);
    expect(subject).toMatch(/set a new password/);
    expect(text).toMatch(/works once, for 30 minutes/);
    const rows = await server.dataSource.getRepository(PasswordReset).find();
    expect(rows.map((row) => row.id)).toEqual([createHash("sha256").update(token).digest("hex")]);

    // A password the rule refuses does not use the link up.
    const short = await new GraphQLTestClient(server.url).request(RESET, { t: token, p: "short" });
    expect(short.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "newPassword" });

    const used = await new GraphQLTestClient(server.url).request(RESET, { t: token, p: "a brand new password 9" });
    expect(used.errors).toBeUndefined();
    expect((await elsewhere.request("{ me { email } }")).data).toEqual({ me: null });
    expect(await signInWorks(email, "a brand new password 9")).toBe(true);
    expect(await signInWorks(email, "old password of the clerk")).toBe(false);

    const again = await new GraphQLTestClient(server.url).request(RESET, { t: token, p: "yet another password 10" });
    expect(again.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(again.errors?.[0]?.message).toMatch(/no longer works/);
    expect(await signInWorks(email, "yet another password 10")).toBe(false);
    expect(await server.dataSource.getRepository(PasswordReset).count()).toBe(0);

    const used2 = await admin.request<{ auditLog: { items: { action: string; actor: string; detail: string }[] } }>(
      'query { auditLog(limit: 10, filter: { action: "password-reset-used" }) { items { action actor detail } } }',
    );
    expect(used2.data!.auditLog.items).toEqual([expect.objectContaining({ actor: email, detail: expect.stringMatching(/e-mailed link/) })]);
  });

  it("answers an unknown address the same way and sends nothing", async () => {
    const before = inbox.mails.length;
    const asked = await new GraphQLTestClient(server.url).request(REQUEST, { e: "nobody.here@college.example" });
    expect(asked).toEqual({ status: 200, data: { requestPasswordReset: true } });
    await server.services.passwordResets.settled();
    expect(inbox.mails.length).toBe(before);
    const log = await admin.request<{ auditLog: { items: { actor: string; detail: string }[] } }>(LOG);
    expect(log.data!.auditLog.items[0]).toMatchObject({ actor: "nobody.here@college.example", detail: expect.stringMatching(/no account/) });
  });

  it("lets a link expire after its minutes", async () => {
    const email = "slow.clerk@college.example";
    await addAccount(email, "the first password 1");
    const { token } = await linkFor(email);
    later(31);
    const late = await new GraphQLTestClient(server.url).request(RESET, { t: token, p: "too late a password 2" });
    expect(late.errors?.[0]?.message).toMatch(/no longer works/);
    expect(await signInWorks(email, "the first password 1")).toBe(true);
  });

  it("writes the e-mail in the page's language", async () => {
    const email = "marathi.clerk@college.example";
    await addAccount(email, "a marathi password 3");
    const { subject, text, token } = await linkFor(email, "mr");
    expect(subject).toMatch(/नवीन पासवर्ड ठरवा/);
    expect(text).toMatch(/ही लिंक एकदाच, 30 मिनिटांसाठी चालते/);
    const refused = await new GraphQLTestClient(server.url, { "x-panel-language": "mr" }).request(RESET, { t: `${token.slice(0, 42)}x`, p: "whatever password 4" });
    expect(refused.errors?.[0]?.message).toMatch(/लिंक आता चालत नाही/);
  });

  it("lets only one of two uses sent at the same moment set the password", async () => {
    const email = "double.click@college.example";
    await addAccount(email, "the password before 7");
    const { token } = await linkFor(email);
    const results = await Promise.all(["first new password 8", "second new password 9"].map((p) => new GraphQLTestClient(server.url).request(RESET, { t: token, p })));
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === "NOT_FOUND")).toHaveLength(1);
    const winner = results[0]!.errors === undefined ? "first new password 8" : "second new password 9";
    expect(await signInWorks(email, winner)).toBe(true);
  });

  it("limits requests per e-mail address (with an account or not, alike) and per network address", async () => {
    later(120); // every earlier request's hour is over
    const known = "limited.clerk@college.example";
    await addAccount(known, "a limited password 5");
    const refusals: string[] = [];
    for (const email of ["nobody.else@college.example", known]) {
      for (let i = 0; i < RESETS_PER_EMAIL_PER_HOUR; i++) {
        expect((await new GraphQLTestClient(server.url).request(REQUEST, { e: email })).data).toEqual({ requestPasswordReset: true });
      }
      const refused = await new GraphQLTestClient(server.url).request(REQUEST, { e: email });
      expect(refused.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
      refusals.push(refused.errors![0]!.message);
    }
    expect(refusals[0]).toBe(refusals[1]);
    expect(refusals[0]).toMatch(/Too many password-reset e-mails/);

    // Each of those 8 counted for the address too.
    for (let i = 2 * (RESETS_PER_EMAIL_PER_HOUR + 1); i < RESETS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await new GraphQLTestClient(server.url).request(REQUEST, { e: `someone.${i}@college.example` })).errors).toBeUndefined();
    }
    const fromHere = await new GraphQLTestClient(server.url).request(REQUEST, { e: "one.more@college.example" });
    expect(fromHere.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    later(61);
    expect((await new GraphQLTestClient(server.url).request(REQUEST, { e: known })).errors).toBeUndefined();
    await server.services.passwordResets.settled();
  });
});

describe("without SMTP settings", () => {
  it("starts, offers no e-mail and refuses a request with whom to ask", async () => {
    const plain = await startTestServer();
    try {
      const client = new GraphQLTestClient(plain.url);
      expect((await client.request("{ passwordResetByEmail }")).data).toEqual({ passwordResetByEmail: null });
      const asked = await client.request(REQUEST, { e: plain.adminEmail });
      expect(asked.errors?.[0]?.message).toMatch(/ask the website's administrator/);
    } finally {
      await plain.close();
    }
  });
});
