import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Webhooks end to end: a real server on a real database sends to a receiver in this test on
// 127.0.0.1 (so the private-address setting is turned on), the test checks the signature as a
// receiver would, a failing receiver is retried after the backoff (the worker is asked with a
// later time instead of waiting a minute), private targets are refused with the setting off,
// and public form submissions never make events.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: TestServer;
let admin: GraphQLTestClient;
let receiver: Server;
let receiverUrl: string;
let answerStatus = 200;
const received: Received[] = [];

const SETTINGS = `mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { webhooksToPrivateAddresses } }`;
const CREATE = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { id url types events } } }`;
const LIST = `{ webhooks { id url recentDeliveries { id event type rowId title status attempts nextAttemptAt lastStatus lastOutcome } } }`;
const ADD_NOTICE = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`;

type Delivery = {
  id: string;
  event: string;
  type: string;
  rowId: string;
  title: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastOutcome: string | null;
};

async function allowPrivate(on: boolean): Promise<void> {
  const result = await admin.request(SETTINGS, { input: { webhooksToPrivateAddresses: on } });
  expect(result.errors).toBeUndefined();
}

async function deliveriesOf(hookId: string): Promise<Delivery[]> {
  const result = await admin.request<{ webhooks: { id: string; recentDeliveries: Delivery[] }[] }>(LIST);
  expect(result.errors).toBeUndefined();
  return result.data!.webhooks.find((hook) => hook.id === hookId)!.recentDeliveries;
}

/** Polls (briefly: the worker is woken at once) until `check` holds. */
async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 8000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Makes the database refuse (or take again) every new delivery row, with a trigger. */
async function refuseDeliveries(refuse: boolean): Promise<void> {
  const postgres = server.dataSource.options.type === "postgres";
  const statements = refuse
    ? postgres
      ? [
          `CREATE FUNCTION refuse_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no room for deliveries'; END $$`,
          `CREATE TRIGGER refuse_deliveries BEFORE INSERT ON webhook_delivery FOR EACH ROW EXECUTE FUNCTION refuse_deliveries()`,
        ]
      : [`CREATE TRIGGER refuse_deliveries BEFORE INSERT ON webhook_delivery BEGIN SELECT RAISE(ABORT, 'no room for deliveries'); END`]
    : postgres
      ? [`DROP TRIGGER refuse_deliveries ON webhook_delivery`, `DROP FUNCTION refuse_deliveries()`]
      : [`DROP TRIGGER refuse_deliveries`];
  for (const statement of statements) await server.dataSource.query(statement);
}

async function addNotice(title: string): Promise<string> {
  const result = await admin.request<{ createNotice: { id: string } }>(ADD_NOTICE, { input: { title, date: "2026-11-01", link: "https://example.org/notice" } });
  expect(result.errors).toBeUndefined();
  return result.data!.createNotice.id;
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answerStatus;
      response.end(answerStatus === 200 ? "thanks" : "receiver is down");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  server = await startTestServer();
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  // The settings' first save needs the institute's details.
  const first = await admin.request(SETTINGS, {
    input: { instituteName: "Test Polytechnic", address: "Sakoli", phone: "9000000000", email: "office@college.example", establishedYear: 1990 },
  });
  expect(first.errors).toBeUndefined();
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

describe("webhooks", () => {
  it("are for administrators only", async () => {
    const visitor = new GraphQLTestClient(server.url);
    expect((await visitor.request(LIST)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const created = await visitor.request(CREATE, { input: { url: "https://example.org/hook", events: ["create"] } });
    expect(created.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await visitor.request(`mutation { deleteWebhook(id: "1") }`)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("keeps the private-address setting from visitors: only administrators read it", async () => {
    await allowPrivate(true);
    const ask = `{ siteSettings { instituteName webhooksToPrivateAddresses } }`;
    const visitor = await new GraphQLTestClient(server.url).request<{ siteSettings: { webhooksToPrivateAddresses: boolean | null } }>(ask);
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data!.siteSettings.webhooksToPrivateAddresses).toBeNull();
    const asAdmin = await admin.request<{ siteSettings: { webhooksToPrivateAddresses: boolean | null } }>(ask);
    expect(asAdmin.data!.siteSettings.webhooksToPrivateAddresses).toBe(true);
    await allowPrivate(false);
  });

  it("refuses private and loopback targets while the setting is off, saying what to do", async () => {
    await allowPrivate(false);
    const refused = [
      receiverUrl,
      "http://localhost:9/hook",
      "http://localhost.:9/hook",
      "http://10.0.0.8/hook",
      "http://[::1]/hook",
      "http://169.254.169.254/latest",
      // IPv4 inside IPv6: NAT64, translated, mapped, 6to4 and Teredo forms of private addresses.
      "http://[64:ff9b::7f00:1]/hook",
      "http://[::ffff:0:a00:8]/hook",
      "http://[::ffff:192.168.0.5]/hook",
      "http://[2002:c0a8:101::1]/hook",
      "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook",
    ];
    for (const url of refused) {
      const result = await admin.request(CREATE, { input: { url, events: ["create"] } });
      expect(result.errors?.[0]?.extensions?.code, url).toBe("BAD_USER_INPUT");
      expect(result.errors?.[0]?.message).toMatch(/does not send webhooks there|never sends webhooks there/);
    }
    const ftp = await admin.request(CREATE, { input: { url: "ftp://example.org/hook", events: ["create"] } });
    expect(ftp.errors?.[0]?.message).toMatch(/must start with https:\/\//);
    const submissions = await admin.request(CREATE, { input: { url: "https://example.org/hook", types: ["alumniRegistration"], events: ["create"] } });
    expect(submissions.errors?.[0]?.message).toMatch(/never of form entries/);
  });

  it("delivers a signed event that a receiver can verify, and shows the outcome", async () => {
    await allowPrivate(true);
    const created = await admin.request<{ createWebhook: { secret: string; webhook: { id: string; types: string[] | null; events: string[] } } }>(CREATE, {
      input: { url: receiverUrl, types: ["notice"], events: ["create", "update", "purge"] },
    });
    expect(created.errors).toBeUndefined();
    const { secret, webhook } = created.data!.createWebhook;
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({ types: ["notice"], events: ["create", "update", "purge"] });
    // The secret is stored sealed, never in clear.
    const stored = await server.dataSource.query("SELECT secret FROM webhook");
    expect(JSON.stringify(stored)).not.toContain(secret);

    const before = received.length;
    const rowId = await addNotice("Webhook test notice");
    const [delivery] = await eventually(
      () => received.slice(before),
      (got) => got.length >= 1,
      "the notice's delivery",
    );
    const { headers, body } = delivery!;
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["user-agent"]).toBe("Test Polytechnic webhooks");
    const timestamp = String(headers["x-webhook-timestamp"]);
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300);
    const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
    expect(headers["x-webhook-signature"]).toBe(expected);
    const event = JSON.parse(body);
    expect(event).toMatchObject({ event: "create", type: "notice", rowId: Number(rowId), title: "Webhook test notice", url: null });
    expect(Date.parse(event.at)).toBeGreaterThan(0);

    const shown = await eventually(
      () => deliveriesOf(webhook.id),
      (list) => list[0]?.status === "delivered",
      "the delivery's outcome",
    );
    expect(shown[0]).toMatchObject({ id: event.id, event: "create", type: "notice", rowId, attempts: 1, lastStatus: 200, nextAttemptAt: null });
    expect(shown[0]!.lastOutcome).toMatch(/thanks/);
  });

  it("retries a delivery the receiver failed, after the backoff, until it is delivered", async () => {
    const hookId = (await admin.request<{ webhooks: { id: string }[] }>(LIST)).data!.webhooks[0]!.id;
    answerStatus = 500;
    const rowId = await addNotice("Notice sent while the receiver is down");
    const failed = await eventually(
      () => deliveriesOf(hookId),
      (list) => list[0]?.attempts === 1 && list[0]?.status === "pending",
      "the first attempt",
    );
    expect(failed[0]).toMatchObject({ rowId, lastStatus: 500 });
    expect(failed[0]!.lastOutcome).toMatch(/answered 500: receiver is down/);
    const retryIn = Date.parse(failed[0]!.nextAttemptAt!) - Date.now();
    expect(retryIn).toBeGreaterThan(50_000);
    expect(retryIn).toBeLessThanOrEqual(60_000);

    answerStatus = 200;
    const worker = server.services.upkeep.webhookDeliveries;
    const seen = received.length;
    expect(await worker.deliverDue(new Date(Date.now() + 30_000))).toBe(0);
    expect(received.length).toBe(seen);
    expect(await worker.deliverDue(new Date(Date.now() + 61_000))).toBe(1);
    expect(received.length).toBe(seen + 1);
    expect(JSON.parse(received.at(-1)!.body)).toMatchObject({ id: failed[0]!.id, event: "create", rowId: Number(rowId) });
    const [after] = await deliveriesOf(hookId);
    expect(after).toMatchObject({ id: failed[0]!.id, status: "delivered", attempts: 2, lastStatus: 200, nextAttemptAt: null });

    // Sent again on request: the same event, with the same id, from the start of the schedule.
    const again = await admin.request(`mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { id status attempts } }`, { id: after!.id });
    expect(again.errors).toBeUndefined();
    await eventually(
      () => received.length,
      (n) => n === seen + 2,
      "the delivery sent again",
    );
    expect(JSON.parse(received.at(-1)!.body)).toMatchObject({ id: after!.id, rowId: Number(rowId) });
    const [resent] = await eventually(
      () => deliveriesOf(hookId),
      (list) => list[0]?.status === "delivered",
      "its outcome",
    );
    expect(resent).toMatchObject({ id: after!.id, attempts: 1, lastStatus: 200 });
  });

  it("checks the target again at delivery: a loopback name is refused once the setting is off", async () => {
    const created = await admin.request<{ createWebhook: { webhook: { id: string } } }>(CREATE, {
      input: { url: receiverUrl.replace("127.0.0.1", "localhost"), types: ["notice"], events: ["create"] },
    });
    expect(created.errors).toBeUndefined();
    const hookId = created.data!.createWebhook.webhook.id;
    await allowPrivate(false);
    const seen = received.length;
    await addNotice("Notice for a receiver turned private");
    const [refused] = await eventually(
      () => deliveriesOf(hookId),
      (list) => list[0]?.attempts === 1,
      "the refused attempt",
    );
    expect(refused).toMatchObject({ status: "pending", lastStatus: null });
    expect(refused!.lastOutcome).toMatch(/^localhost.* is the server itself/);
    await allowPrivate(true);
    const deleted = await admin.request(`mutation ($id: ID!) { deleteWebhook(id: $id) }`, { id: hookId });
    expect(deleted.errors).toBeUndefined();
    // The first webhook (127.0.0.1) was refused too; with the setting back on, its retry arrives,
    // and the deleted webhook's delivery is never sent.
    expect(received.length).toBe(seen);
    expect(await server.services.upkeep.webhookDeliveries.deliverDue(new Date(Date.now() + 61_000))).toBe(1);
    expect(received.slice(seen).map((r) => JSON.parse(r.body).title)).toEqual(["Notice for a receiver turned private"]);
  });

  it("never makes events of public form submissions, even for a webhook of every type", async () => {
    const created = await admin.request<{ createWebhook: { webhook: { id: string } } }>(CREATE, {
      input: { url: receiverUrl, events: ["create", "update", "delete", "restore", "purge"] },
    });
    expect(created.errors).toBeUndefined();
    const hookId = created.data!.createWebhook.webhook.id;
    const visitor = new GraphQLTestClient(server.url);
    const submitted = await visitor.request(`mutation ($input: CreateAlumniRegistrationInput!) { createAlumniRegistration(input: $input) { id } }`, {
      input: {
        fullName: "Webhook Test Alumnus",
        whatsappNumber: "9000000000",
        yearOfPassing: 2015,
        dateOfBirth: "1995-01-01",
        occupation: "Engineer",
        address: "Sakoli",
        gender: "Male",
        afterDiploma: "Degree",
      },
    });
    expect(submitted.errors).toBeUndefined();
    // A later public write is delivered; the submission before it made nothing.
    await addNotice("Notice after a submission");
    const list = await eventually(
      () => deliveriesOf(hookId),
      (l) => l.some((d) => d.status === "delivered"),
      "the notice's delivery",
    );
    expect(list.map((d) => d.type)).toEqual(["notice"]);
    expect(received.some((r) => r.body.includes("Webhook Test Alumnus") || r.body.includes("alumniRegistration"))).toBe(false);
  });

  it("stores a write's deliveries in the write's own transaction: a notice is never saved without them", async () => {
    await allowPrivate(true);
    const created = await admin.request<{ createWebhook: { webhook: { id: string } } }>(CREATE, { input: { url: receiverUrl, types: ["notice"], events: ["create"] } });
    expect(created.errors).toBeUndefined();
    const hookId = created.data!.createWebhook.webhook.id;
    const title = "Notice whose delivery cannot be stored";

    // The database refuses delivery rows, as a full disk or a crash would after the notice's own
    // row was written: the notice must then not be saved either.
    await refuseDeliveries(true);
    try {
      const result = await admin.request(ADD_NOTICE, { input: { title, date: "2026-11-01", link: "https://example.org/notice" } });
      // Whatever still runs after the answer has had time to run.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const saved = (await server.services.content.notice.list(SYSTEM, { search: title })).items.map((row) => String(row.id));
      const delivered = (await deliveriesOf(hookId)).map((delivery) => delivery.rowId);
      for (const id of saved) expect(delivered, `notice ${id} was saved without its delivery`).toContain(id);
      expect(result.errors === undefined).toBe(saved.length === 1);
    } finally {
      await refuseDeliveries(false);
    }

    // Written with the notice, the delivery is there as soon as the save answers.
    const rowId = await addNotice("Notice with its delivery");
    expect((await deliveriesOf(hookId)).map((delivery) => delivery.rowId)).toContain(rowId);
    expect((await admin.request(`mutation ($id: ID!) { deleteWebhook(id: $id) }`, { id: hookId })).errors).toBeUndefined();
  });

  it("deletes delivered and failed deliveries after 30 days", async () => {
    const count = async () => Number((await server.dataSource.query("SELECT COUNT(*) AS n FROM webhook_delivery"))[0].n);
    expect(await count()).toBeGreaterThan(0);
    await server.services.upkeep.webhookDeliveries.deliverDue(new Date(Date.now() + 29 * 24 * 3600_000));
    expect(await count()).toBeGreaterThan(0);
    await server.services.upkeep.webhookDeliveries.deliverDue(new Date(Date.now() + 31 * 24 * 3600_000));
    expect(await count()).toBe(0);
  });

  it("deletes a webhook with its deliveries, and says so for one already gone", async () => {
    const hooks = (await admin.request<{ webhooks: { id: string }[] }>(LIST)).data!.webhooks;
    for (const hook of hooks) {
      expect((await admin.request(`mutation ($id: ID!) { deleteWebhook(id: $id) }`, { id: hook.id })).errors).toBeUndefined();
    }
    expect((await admin.request<{ webhooks: unknown[] }>(LIST)).data!.webhooks).toEqual([]);
    const again = await admin.request(`mutation ($id: ID!) { deleteWebhook(id: $id) }`, { id: hooks[0]!.id });
    expect(again.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const rows = await server.dataSource.query("SELECT COUNT(*) AS n FROM webhook_delivery");
    expect(Number(rows[0].n)).toBe(0);
  });
});
