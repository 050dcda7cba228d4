import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// A list costs the database a fixed number of statements, however many rows it shows: a
// picture's size and variants and every file's original name come with the rows' own query, a committee's members in one more
// query for the whole page, and neither is read at all when the query does not ask for it (the
// site's menu shows committees without their members). Counted, not timed: a change that reads
// per row again (or reads what nobody asked for) fails here on any machine.

let server: TestServer;
let admin: GraphQLTestClient;
let visitor: GraphQLTestClient;

const CREATE_NEWS = `mutation ($input: CreateGpsNewsInput!) { createGpsNews(input: $input) { id } }`;
const NEWS_WITH_PICTURES = `query { gpsNews(limit: 100) { items { id image imageInfo { url width height variants { url width } name } } } }`;
const NEWS_WITHOUT_PICTURES = `query { gpsNews(limit: 100) { items { id title image } } }`;
const NEWS_ITEM = `query ($id: ID!) { gpsNewsItem(id: $id) { id imageInfo { width name } } }`;
const COMMITTEES_WITH_MEMBERS = `query { committees(limit: 100) { items { id name members { name mobile } } } }`;
const COMMITTEES_WITHOUT_MEMBERS = `query { committees(limit: 100) { items { id name slug } } }`;
// Through a fragment, as the site's documents ask.
const COMMITTEES_MEMBERS_IN_FRAGMENT = `query { committees(limit: 100) { items { ...Shown } } } fragment Shown on Committee { id members { name } }`;

/** Lets the search indexer finish what the writes gave it (it wakes just after each commit): its statements are not the list's. */
async function searchIndexerIdle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  while ((await server.services.upkeep.searchIndexer.drain()) > 0);
}

/**
 * Tables only the server's background work reads on its own clock: the search indexer every 3 s,
 * the webhook deliveries every 15 s, their leases. A list never reads them, so their statements
 * are left out of its count (on a slow machine a tick can fall inside the request).
 */
const BACKGROUND_TABLES = /(FROM|INTO|UPDATE|JOIN) "(search_queue|search_entry|webhook|webhook_delivery|lease)"/;

/** The SQL statements the server runs while `work` runs, but for its background work's. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  await searchIndexerIdle();
  const logger = server.dataSource.logger;
  const original = logger.logQuery;
  const statements: string[] = [];
  logger.logQuery = (query, parameters, runner) => {
    if (!BACKGROUND_TABLES.test(query)) statements.push(query);
    original.call(logger, query, parameters, runner);
  };
  try {
    await work();
  } finally {
    logger.logQuery = original;
  }
  return statements;
}

async function askAsVisitor(query: string, variables: Record<string, unknown> = {}) {
  const result = await visitor.request(query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function addNews(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const bytes = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
    const result = await admin.request(CREATE_NEWS, {
      input: {
        session: "2025-2026",
        title: `News ${i}`,
        dateOfEvent: "2025-01-15",
        image: { name: `news-${i}.png`, type: "image/png", bytes },
        imageAltText: "A green square",
      },
    });
    expect(result.errors).toBeUndefined();
  }
}

async function addCommittees(count: number, from: number): Promise<void> {
  for (let i = from; i < from + count; i++) {
    await server.services.content.committee.create(SYSTEM, {
      session: "2025-2026",
      name: `Committee ${i}`,
      chairmanName: "Chair Person",
      chairmanMobile: "9000000100",
      members: [
        { name: `First Member ${i}`, mobile: "9000000101" },
        { name: `Second Member ${i}`, mobile: "9000000102" },
      ],
    });
  }
}

beforeAll(async () => {
  // Every request goes to the database: no answer is reused.
  server = await startTestServer({ env: { ANSWER_CACHE_MB: "0" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  visitor = new GraphQLTestClient(server.url);
});

afterAll(async () => {
  await server?.close();
});

describe("a list of pictures", () => {
  it("is one statement, rows and pictures together, for one row and for six", async () => {
    await addNews(1);
    let data: Record<string, any> = {};
    const forOne = await statementsDuring(async () => (data = await askAsVisitor(NEWS_WITH_PICTURES)));
    expect(data.gpsNews.items).toHaveLength(1);
    expect(forOne).toHaveLength(1);

    await addNews(5);
    const forSix = await statementsDuring(async () => (data = await askAsVisitor(NEWS_WITH_PICTURES)));
    expect(data.gpsNews.items).toHaveLength(6);
    for (const item of data.gpsNews.items) {
      expect(item.imageInfo).toMatchObject({ width: 700, height: 400, name: expect.stringMatching(/^news-\d\.png$/) });
      expect(item.imageInfo.variants.map((v: { width: number }) => v.width)).toEqual([320, 640]);
    }
    expect(forSix).toHaveLength(1);
  });

  it("leaves the pictures' table alone when their sizes are not asked for", async () => {
    let data: Record<string, any> = {};
    const statements = await statementsDuring(async () => (data = await askAsVisitor(NEWS_WITHOUT_PICTURES)));
    expect(data.gpsNews.items.length).toBeGreaterThan(0);
    expect(data.gpsNews.items[0].image).toMatch(/^\/uploads\//);
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toMatch(/stored_image/);
  });

  it("one row with its picture's size and name is one statement too", async () => {
    const { gpsNews } = await askAsVisitor(NEWS_WITHOUT_PICTURES);
    let data: Record<string, any> = {};
    const statements = await statementsDuring(async () => (data = await askAsVisitor(NEWS_ITEM, { id: gpsNews.items[0].id })));
    expect(data.gpsNewsItem.imageInfo).toMatchObject({ width: 700, name: expect.stringMatching(/^news-\d\.png$/) });
    expect(statements).toHaveLength(1);
  });
});

describe("a list of committees", () => {
  it("reads every committee's members in one statement, for one committee and for five", async () => {
    await addCommittees(1, 0);
    let data: Record<string, any> = {};
    const forOne = await statementsDuring(async () => (data = await askAsVisitor(COMMITTEES_WITH_MEMBERS)));
    expect(data.committees.items).toHaveLength(1);
    expect(forOne, forOne.join("\n")).toHaveLength(2);

    await addCommittees(4, 1);
    const forFive = await statementsDuring(async () => (data = await askAsVisitor(COMMITTEES_WITH_MEMBERS)));
    expect(data.committees.items).toHaveLength(5);
    for (const committee of data.committees.items) expect(committee.members).toHaveLength(2);
    expect(forFive, forFive.join("\n")).toHaveLength(2);

    const throughFragment = await statementsDuring(async () => (data = await askAsVisitor(COMMITTEES_MEMBERS_IN_FRAGMENT)));
    for (const committee of data.committees.items) expect(committee.members).toHaveLength(2);
    expect(throughFragment, throughFragment.join("\n")).toHaveLength(2);
  });

  it("does not read the members when they are not asked for", async () => {
    let data: Record<string, any> = {};
    const statements = await statementsDuring(async () => (data = await askAsVisitor(COMMITTEES_WITHOUT_MEMBERS)));
    expect(data.committees.items).toHaveLength(5);
    expect(statements).toHaveLength(1);
  });
});
