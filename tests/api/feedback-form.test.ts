import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// The feedback form (GIGW): a visitor's feedback is stored for the administrators only, a bad
// field is refused with a message naming that field, and one network sends only a few an hour
// (no CAPTCHA). Administrators list it and export it as CSV like the other submissions.

const PER_HOUR = 3;
let server: TestServer;
let admin: GraphQLTestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { SUBMISSIONS_PER_HOUR: String(PER_HOUR), TRUST_PROXY: "1" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

const SEND = `mutation ($input: CreateFeedbackInput!) { createFeedback(input: $input) { id } }`;
const GOOD = { name: "Feedback Visitor", email: "visitor@example.org", phone: "9800000001", topic: "website", message: "The notices page is easy to read on my phone." };

/** A visitor sending feedback from `address` (each test its own, so the hourly limit is counted per test). */
function visitor(address: string): GraphQLTestClient {
  return new GraphQLTestClient(server.url, { "x-forwarded-for": address });
}

describe("the feedback form", () => {
  it("stores a visitor's feedback, which only administrators read", async () => {
    const sent = await visitor("192.0.2.10").request(SEND, { input: GOOD });
    expect(sent.errors).toBeUndefined();
    const id = sent.data!.createFeedback.id;

    const listed = await admin.request(`{ feedbackList(search: "notices page") { totalCount items { id name email phone topic message } } }`);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.feedbackList.items).toEqual([{ id, ...GOOD }]);

    const outsider = await visitor("192.0.2.10").request(`{ feedbackList { totalCount } }`);
    expect(outsider.data?.feedbackList ?? null).toBeNull();
    expect(outsider.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });

  it("stores feedback without a way to reply (e-mail and phone are optional)", async () => {
    const sent = await visitor("192.0.2.11").request(SEND, { input: { name: "Anonymous Reader", topic: "other", message: "More photographs of the workshop, please." } });
    expect(sent.errors).toBeUndefined();
    const stored = await server.services.content.feedback.list(SYSTEM, { search: "Anonymous Reader" });
    expect(stored.items).toMatchObject([{ email: null, phone: null, topic: "other" }]);
  });

  it.each([
    ["an empty message", { message: "  " }, "message", /Message/],
    ["an e-mail address without its @", { email: "visitor.example.org" }, "email", /valid email/i],
    ["a phone number of 4 digits", { phone: "1234" }, "phone", /digits/],
    ["a topic the form does not offer", { topic: "lottery" }, "topic", /Topic/],
    ["a message over 2000 characters", { message: "a".repeat(2001) }, "message", /2000/],
  ])("refuses %s, naming the field", async (_name, change, field, says) => {
    const sent = await visitor("192.0.2.12").request(SEND, { input: { ...GOOD, ...change } });
    expect(sent.data?.createFeedback ?? null).toBeNull();
    const error = sent.errors?.[0];
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error?.extensions?.field).toBe(field);
    expect(error?.message).toMatch(says);
  });

  it("takes only a few forms an hour from one network, and says so plainly", async () => {
    const from = visitor("192.0.2.13");
    const answers = [];
    for (let n = 0; n < PER_HOUR + 2; n++) answers.push(await from.request(SEND, { input: { ...GOOD, name: `Limited Visitor ${n}` } }));
    expect(answers.slice(0, PER_HOUR).every((a) => a.errors === undefined)).toBe(true);
    for (const refused of answers.slice(PER_HOUR)) {
      expect(refused.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
      expect(refused.errors?.[0]?.message).toMatch(/^Too many forms have been sent from your network/);
    }
    const stored = await server.services.content.feedback.list(SYSTEM, { search: "Limited Visitor" });
    expect(stored.totalCount).toBe(PER_HOUR);
  });

  it("exports the feedback as CSV for administrators, and never for visitors", async () => {
    const exported = await admin.request(`mutation { exportCsv(type: "feedback", search: "Feedback Visitor") { fileName text rowCount } }`);
    expect(exported.errors).toBeUndefined();
    expect(exported.data!.exportCsv.rowCount).toBe(1);
    expect(exported.data!.exportCsv.text).toContain("The notices page is easy to read on my phone.");
    expect(exported.data!.exportCsv.text).toContain("visitor@example.org");

    const refused = await visitor("192.0.2.14").request(`mutation { exportCsv(type: "feedback") { text } }`);
    expect(refused.data?.exportCsv ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});
