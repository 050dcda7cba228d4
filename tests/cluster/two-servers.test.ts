import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { postgresAvailable } from "../support/postgres.js";
import { uniquePdf } from "../support/samples.js";
import { startS3Store, type TestS3Store } from "../support/s3-store.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Two server instances on one PostgreSQL database and one S3 store (s3rver), as behind a load
// balancer: they behave as one site. CACHE_SYNC_MS is set far above a second here, so a change
// reaching the other server's caches within a second can only be PostgreSQL's notice.

const available = await postgresAvailable();
if (!available && process.env.CI) throw new Error("The cluster tests need PostgreSQL (TEST_DATABASE_URL).");

const SLOW_SYNC = { CACHE_SYNC_MS: "30000" };
const CREATE_NOTICE = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id title noticePdf } }`;
const NOTICES = `{ notices(limit: 5) { items { title } } }`;

let store: TestS3Store;
let first: TestServer;
let second: TestServer;
let adminOnFirst: GraphQLTestClient;

/** A visitor's GET query, as the answer cache keeps it. */
async function getQuery(server: TestServer, query: string): Promise<{ body: string; cache: string | null }> {
  const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`);
  return { body: await response.text(), cache: response.headers.get("x-answer-cache") };
}

/** Asks `ask` until `done` holds or `ms` have passed; resolves with how long it took, or fails. */
async function within(ms: number, ask: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await ask()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`Not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const uploadPath = (stored: string) => `/${stored.replace(/^\/+/, "").replace(/^(uploads\/)?/, "uploads/")}`;

describe.runIf(available)("two servers on one PostgreSQL and one S3 store", () => {
  beforeAll(async () => {
    process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
    store = await startS3Store();
    first = await startTestServer({ env: { ...store.env, ...SLOW_SYNC } });
    second = await startTestServer({ sameDatabaseAs: first, env: { ...store.env, ...SLOW_SYNC } });
    adminOnFirst = new GraphQLTestClient(first.url);
    await adminOnFirst.signIn(first.adminEmail, first.adminPassword);
  });

  afterAll(async () => {
    await second?.stop();
    await first?.close();
    await store?.close();
  });

  it("serves from one server a file uploaded through the other, with the same headers and ranges", async () => {
    const bytes = await uniquePdf("A notice uploaded through the first server");
    const created = await adminOnFirst.request(CREATE_NOTICE, {
      input: { title: "Exam timetable (shared store)", date: "2026-11-20", noticePdf: { name: "exam.pdf", type: "application/pdf", bytes } },
    });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const address = uploadPath(created.data!.createNotice.noticePdf as string);

    const [fromFirst, fromSecond] = await Promise.all([fetch(`${first.url}${address}`), fetch(`${second.url}${address}`)]);
    expect(fromSecond.status).toBe(200);
    expect(Buffer.from(await fromSecond.arrayBuffer()).equals(bytes)).toBe(true);
    await fromFirst.arrayBuffer();
    for (const header of ["content-type", "content-length", "etag", "last-modified", "cache-control"]) {
      expect(fromSecond.headers.get(header), header).toBe(fromFirst.headers.get(header));
    }
    expect(fromSecond.headers.get("content-type")).toBe("application/pdf");

    const range = await fetch(`${second.url}${address}`, { headers: { Range: "bytes=0-4" } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe("%PDF-");
    const revalidated = await fetch(`${second.url}${address}`, {
      // fetch() adds "Cache-Control: no-cache" to a conditional request unless told otherwise.
      headers: { "If-None-Match": fromFirst.headers.get("etag")!, "Cache-Control": "max-age=0" },
    });
    expect(revalidated.status).toBe(304);
  });

  it("shows a write through one server on the other's cached answers and feed within a second", async () => {
    // Both caches of the second server hold the current content.
    for (let i = 0; i < 2; i++) await getQuery(second, NOTICES);
    expect((await getQuery(second, NOTICES)).cache).toBe("hit");
    await fetch(`${second.url}/feeds/notices.xml`);
    const cachedFeed = await fetch(`${second.url}/feeds/notices.xml`);
    expect(cachedFeed.headers.get("x-answer-cache")).toBe("hit");
    await cachedFeed.text();

    const title = `Holiday on Friday ${Date.now()}`;
    const created = await adminOnFirst.request(CREATE_NOTICE, {
      input: { title, date: "2026-11-21", noticePdf: { name: "holiday.pdf", type: "application/pdf", bytes: await uniquePdf(title) } },
    });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();

    await within(1500, async () => (await getQuery(second, NOTICES)).body.includes(title));
    await within(1500, async () => (await (await fetch(`${second.url}/feeds/notices.xml`)).text()).includes(title));
  });

  it("does not make the writing server read again when its own notice comes back", async () => {
    // The writer drops what it knew right after committing; its own notice, heard a moment
    // later, must not drop the answers made since (one heard during a read left that read's
    // answer unkept: a cache miss right after a write, now and then). The other server hears it.
    const forgets = { first: 0, second: 0 };
    const restore = (["first", "second"] as const).map((name) => {
      const tracker = (name === "first" ? first : second).services.contentVersion;
      const forget = tracker.forget;
      tracker.forget = () => {
        forgets[name] += 1;
        forget();
      };
      return () => {
        tracker.forget = forget;
      };
    });
    try {
      const title = `Sports day ${Date.now()}`;
      const created = await adminOnFirst.request(CREATE_NOTICE, {
        input: { title, date: "2026-11-22", noticePdf: { name: "sports.pdf", type: "application/pdf", bytes: await uniquePdf(title) } },
      });
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
      await within(1500, async () => forgets.second > 0);
      // Notices come within milliseconds (the test above); give the writer's own one time too.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(forgets).toEqual({ first: 1, second: 1 });
    } finally {
      for (const undo of restore) undo();
    }
  });

  it("counts sign-in guesses across both servers", async () => {
    const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }`;
    const codes: string[] = [];
    // Five wrong guesses for one account from one address, spread over both servers.
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? first : second;
      const answer = await new GraphQLTestClient(server.url).request(SIGN_IN, { email: first.adminEmail, password: `wrong guess ${i}` });
      codes.push(String(answer.errors?.[0]?.extensions?.code));
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill("UNAUTHENTICATED"));
    expect(codes[5]).toBe("RATE_LIMITED");
    // Even the right password now waits, on either server.
    const right = await new GraphQLTestClient(second.url).request(SIGN_IN, { email: first.adminEmail, password: first.adminPassword });
    expect(right.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
  });

  it("keeps a session made on one server valid on the other", async () => {
    const onSecond = new GraphQLTestClient(second.url);
    onSecond.cookie = adminOnFirst.cookie;
    const me = await onSecond.request(`{ me { email } }`);
    expect(me.errors, JSON.stringify(me.errors)).toBeUndefined();
    expect(me.data!.me.email).toBe(first.adminEmail);
  });

  it("does a cleanup once across both servers (the leftover uploads sweep under its lease)", async () => {
    // A file in the bucket that no row names, as a server killed mid-upload leaves.
    const { S3FileStorage } = await import("../../server/src/storage/s3-file-storage.js");
    const bucket = new S3FileStorage({
      bucket: store.bucket,
      endpoint: store.endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    const orphan = "notice/00000000-0000-4000-8000-00000000abcd.pdf";
    await bucket.put(orphan, Readable.from([Buffer.from("%PDF-1.7 left behind")]));

    const later = new Date(Date.now() + 2 * 60 * 60 * 1000); // past the grace period
    const runs = await Promise.all(
      [first, second, first, second].map((server) =>
        server.services.leases.runExclusively("upkeep:leftover-uploads", 60_000, () => server.services.upkeep.leftoverUploads.sweepStorage(later)),
      ),
    );
    const ran = runs.filter((run) => run.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.ran && ran[0]!.result.files).toBe(1);
    expect(await bucket.stat(orphan)).toBeUndefined();
    // Every file a row names is still there.
    const named = await getQuery(second, `{ notices(limit: 50) { items { noticePdf } } }`);
    for (const item of JSON.parse(named.body).data.notices.items as { noticePdf: string }[]) {
      expect((await fetch(`${second.url}${uploadPath(item.noticePdf)}`, { method: "HEAD" })).status).toBe(200);
    }
    // The lease is free again once the run ended.
    const again = await second.services.leases.runExclusively("upkeep:leftover-uploads", 60_000, async () => "ran");
    expect(again).toEqual({ ran: true, result: "ran" });
  });

  it("keeps answering on one server when the other stops", async () => {
    await second.stop();
    const title = `After the second server stopped ${Date.now()}`;
    const created = await adminOnFirst.request(CREATE_NOTICE, {
      input: { title, date: "2026-11-22", noticePdf: { name: "after.pdf", type: "application/pdf", bytes: await uniquePdf(title) } },
    });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    expect((await getQuery(first, NOTICES)).body).toContain(title);
    const file = await fetch(`${first.url}${uploadPath(created.data!.createNotice.noticePdf as string)}`);
    expect(file.status).toBe(200);
    await file.arrayBuffer();
  });
});
