import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyOldTrash } from "../../server/src/upkeep.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { PNG_BYTES } from "../support/samples.js";
import { listUploadedFiles, startTestServer, type TestServer } from "../support/server.js";
import { LegacyClient } from "./legacy-support.js";

// The content lifecycle (issue 18) through the real server: the trash (delete -> gone from
// every public path -> restore -> back with its files; deleted for ever only from the trash;
// purged after TRASH_DAYS) and publishing dates (a scheduled item appears and an expiring one
// moves to the archive at their times, through the answer cache, with no write). The clock is
// the server's own, driven here.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: TestServer;
let admin: GraphQLTestClient;
let visitor: GraphQLTestClient;
let legacy: LegacyClient;
let clock = new Date();
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const CREATE_NEWS = `mutation ($input: CreateGpsNewsInput!) { createGpsNews(input: $input) { id image } }`;
const DELETE_NEWS = `mutation ($id: ID!) { deleteGpsNews(id: $id) }`;
const NEWS_ITEM = `query ($id: ID!) { gpsNewsItem(id: $id) { id title } }`;
const TRASH = `query { trash(type: "gpsNews") { totalCount items { type typeLabel id title deletedAt deletedBy } } }`;
const RESTORE = `mutation ($type: String!, $id: ID!) { restoreFromTrash(type: $type, id: $id) }`;
const FOREVER = `mutation ($type: String!, $id: ID!) { deleteForever(type: $type, id: $id) }`;
const NOTICES = `{ notices(limit: 50) { items { id title } } }`;
const ARCHIVE = `{ notices(archived: true, limit: 50) { items { id title } } }`;

async function createNews(title: string, image = { name: "news.png", type: "image/png", bytes: PNG_BYTES }): Promise<{ id: string; image: string }> {
  const result = await admin.request(CREATE_NEWS, {
    input: {
      session: "2025-2026",
      title,
      dateOfEvent: "2025-08-01",
      image,
      imageAltText: "Students at the event",
    },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createGpsNews;
}

/** A visitor's GET query, as browsers and tools send it: kept in the answer cache. */
async function getQuery(query: string): Promise<{ data: any; cache: string | null }> {
  const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`);
  const body = (await response.json()) as { data: any; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { data: body.data, cache: response.headers.get("x-answer-cache") };
}

const titles = (items: { title: string }[]) => items.map((item) => item.title);

/** The stored files of a picture: the original and its WebP variants (named after it). */
async function pictureFiles(url: string): Promise<string[]> {
  const stem = url.replace(/^\/uploads\//, "").replace(/\.[a-z]+$/, "");
  return (await listUploadedFiles(server.uploadDir)).filter((key) => key.startsWith(stem)).map((key) => `/uploads/${key}`);
}

/** A picture wide enough to be stored with WebP variants. */
const widePicture = async () => ({
  name: "wide.png",
  type: "image/png",
  bytes: await sharp({ create: { width: 700, height: 400, channels: 3, background: "#36c" } })
    .png()
    .toBuffer(),
});

async function feedText(): Promise<string> {
  const response = await fetch(`${server.url}/feeds/gps-in-news.xml`);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = new GraphQLTestClient(server.url);
  visitor = new GraphQLTestClient(server.url);
  legacy = new LegacyClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

describe("the trash", () => {
  it("a deleted row leaves every public path at once, and comes back with its files when restored", async () => {
    const kept = await createNews("Kept news item");
    const news = await createNews("Mistakenly deleted news");
    const listQuery = `{ gpsNews(limit: 50) { items { id title } } }`;
    expect(titles((await getQuery(listQuery)).data.gpsNews.items)).toContain("Mistakenly deleted news");
    expect((await getQuery(listQuery)).cache).toBe("hit");
    expect(await feedText()).toContain("Mistakenly deleted news");

    const deleted = await admin.request(DELETE_NEWS, { id: news.id });
    expect(deleted.errors).toBeUndefined();

    const after = await getQuery(listQuery);
    expect(after.cache).not.toBe("hit");
    expect(titles(after.data.gpsNews.items)).toEqual(["Kept news item"]);
    expect((await visitor.request(NEWS_ITEM, { id: news.id })).data!.gpsNewsItem).toBeNull();
    expect((await admin.request(NEWS_ITEM, { id: news.id })).data!.gpsNewsItem).toBeNull();
    expect((await legacy.rows("gps-newses")).map((row) => String(row.sno))).toEqual([kept.id]);
    expect(await feedText()).not.toContain("Mistakenly deleted news");
    // Its picture stays for a restore, but only administrators may fetch it meanwhile.
    expect((await fetch(`${server.url}${news.image}`)).status).toBe(404);
    expect((await admin.fetchPath(news.image)).status).toBe(200);

    const trash = await admin.request(TRASH);
    expect(trash.errors).toBeUndefined();
    expect(trash.data!.trash.items).toEqual([
      {
        type: "gpsNews",
        typeLabel: "News item",
        id: news.id,
        title: "Mistakenly deleted news",
        deletedAt: clock.toISOString(),
        deletedBy: server.adminEmail,
      },
    ]);

    const restored = await admin.request(RESTORE, { type: "gpsNews", id: news.id });
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.restoreFromTrash).toBe(news.id);
    const back = await getQuery(listQuery);
    expect(titles(back.data.gpsNews.items).sort()).toEqual(["Kept news item", "Mistakenly deleted news"]);
    expect((await visitor.request(NEWS_ITEM, { id: news.id })).data!.gpsNewsItem.title).toBe("Mistakenly deleted news");
    expect((await legacy.rows("gps-newses")).map((row) => String(row.sno)).sort()).toEqual([kept.id, news.id].sort());
    expect(await feedText()).toContain("Mistakenly deleted news");
    expect((await fetch(`${server.url}${news.image}`)).status).toBe(200);
    expect((await admin.request(TRASH)).data!.trash.totalCount).toBe(0);
  });

  it("deletes for ever only from the trash, with the files, and only for administrators", async () => {
    const news = await createNews("Old news item");
    const notTrashed = await admin.request(FOREVER, { type: "gpsNews", id: news.id });
    expect(notTrashed.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await visitor.request(NEWS_ITEM, { id: news.id })).data!.gpsNewsItem).not.toBeNull();

    await admin.request(DELETE_NEWS, { id: news.id });
    for (const query of [TRASH, `mutation { deleteForever(type: "gpsNews", id: ${news.id}) }`, `mutation { restoreFromTrash(type: "gpsNews", id: ${news.id}) }`]) {
      expect((await visitor.request(query)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    const unknown = await admin.request(FOREVER, { type: "nothing", id: news.id });
    expect(unknown.errors?.[0]?.message).toMatch(/"nothing" is not a content type/);

    const gone = await admin.request(FOREVER, { type: "gpsNews", id: news.id });
    expect(gone.errors).toBeUndefined();
    expect((await fetch(`${server.url}${news.image}`)).status).toBe(404);
    const files = await listUploadedFiles(server.uploadDir);
    expect(files.some((key) => news.image.endsWith(key))).toBe(false);
    expect((await admin.request(RESTORE, { type: "gpsNews", id: news.id })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it(`empties rows trashed more than TRASH_DAYS (${30}) days ago, with their files, and keeps younger ones`, async () => {
    const news = await createNews("Trashed long ago");
    await admin.request(DELETE_NEWS, { id: news.id });
    const log: string[] = [];
    advance(29 * DAY);
    await emptyOldTrash(server.services, (line) => log.push(line));
    expect(titles((await admin.request(TRASH)).data!.trash.items)).toEqual(["Trashed long ago"]);
    expect(log).toEqual([]);

    advance(2 * DAY);
    await emptyOldTrash(server.services, (line) => log.push(line));
    expect((await admin.request(TRASH)).data!.trash.totalCount).toBe(0);
    expect(log).toEqual(["Deleted for ever 1 item(s) that had been in the trash for more than 30 days (TRASH_DAYS)."]);
    expect((await fetch(`${server.url}${news.image}`)).status).toBe(404);
  });

  it("says a unique value is held by a row in the trash, and how to free it", async () => {
    const create = `mutation ($input: CreateDepartmentInput!) { createDepartment(input: $input) { id } }`;
    const first = await admin.request(create, { input: { slug: "mechanical", name: "Mechanical Engineering" } });
    expect(first.errors).toBeUndefined();
    await admin.request(`mutation ($id: ID!) { deleteDepartment(id: $id) }`, { id: first.data!.createDepartment.id });
    const again = await admin.request(create, { input: { slug: "mechanical", name: "Mechanical Engineering" } });
    expect(again.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(again.errors?.[0]?.message).toMatch(/in the Trash\. Restore that one from the Trash, or delete it for ever there/);
  });
});

describe("stored files follow what visitors may see", () => {
  it("a trashed row's picture and its variants are for administrators only until it is restored", async () => {
    const news = await createNews("News with a picture to withdraw", await widePicture());
    const files = await pictureFiles(news.image);
    expect(files.length).toBeGreaterThan(1);
    for (const url of files) expect((await fetch(`${server.url}${url}`)).status).toBe(200);

    await admin.request(DELETE_NEWS, { id: news.id });
    for (const url of files) {
      expect((await fetch(`${server.url}${url}`)).status).toBe(404);
      const shown = await admin.fetchPath(url);
      expect(shown.status).toBe(200);
      // Never kept by a shared cache while it is withheld.
      expect(shown.headers.get("cache-control")).toBe("private, no-store");
    }

    await admin.request(RESTORE, { type: "gpsNews", id: news.id });
    for (const url of files) expect((await fetch(`${server.url}${url}`)).status).toBe(200);
  });

  it("a scheduled row's file is served from its publishing moment, with no write; an expired one's stays (the archive shows it)", async () => {
    const soon = new Date(clock.getTime() + 10 * MINUTE);
    const made = await admin.request(CREATE_NEWS, {
      input: {
        session: "2025-2026",
        title: "Scheduled news with a picture",
        dateOfEvent: "2025-08-02",
        image: { name: "news.png", type: "image/png", bytes: PNG_BYTES },
        imageAltText: "Students at the event",
        publishFrom: soon.toISOString(),
        validUntil: new Date(soon.getTime() + 10 * MINUTE).toISOString(),
      },
    });
    expect(made.errors).toBeUndefined();
    const image: string = made.data!.createGpsNews.image;
    expect((await fetch(`${server.url}${image}`)).status).toBe(404);
    expect((await admin.fetchPath(image)).status).toBe(200);
    advance(11 * MINUTE);
    expect((await fetch(`${server.url}${image}`)).status).toBe(200);
    advance(10 * MINUTE);
    expect((await fetch(`${server.url}${image}`)).status).toBe(200);
  });

  it("a replaced file is kept for the History, for administrators only", async () => {
    const news = await createNews("News whose picture is replaced");
    const replaced = await admin.request(`mutation ($id: ID!, $input: UpdateGpsNewsInput!) { updateGpsNews(id: $id, input: $input) { image } }`, {
      id: news.id,
      input: { image: { name: "second.png", type: "image/png", bytes: PNG_BYTES } },
    });
    expect(replaced.errors).toBeUndefined();
    expect((await fetch(`${server.url}${replaced.data!.updateGpsNews.image}`)).status).toBe(200);
    expect((await fetch(`${server.url}${news.image}`)).status).toBe(404);
    expect((await admin.fetchPath(news.image)).status).toBe(200);
  });
});

describe("publishing dates", () => {
  it("a scheduled notice appears and an expiring one moves to the archive at their times, through the answer cache, with no write", async () => {
    const create = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id publishFrom validUntil } }`;
    const soon = new Date(clock.getTime() + 10 * MINUTE);
    const scheduled = await admin.request(create, {
      input: { title: "Scheduled notice", date: "2026-11-30", link: "https://example.org/a", publishFrom: soon.toISOString() },
    });
    expect(scheduled.errors).toBeUndefined();
    expect(scheduled.data!.createNotice.publishFrom).toBe(soon.toISOString());
    const expiring = await admin.request(create, {
      input: { title: "Expiring notice", date: "2026-11-20", link: "https://example.org/b", validUntil: soon.toISOString() },
    });
    expect(expiring.errors).toBeUndefined();

    // Before: visitors see only the expiring one; administrators see both.
    expect(titles((await getQuery(NOTICES)).data.notices.items)).toEqual(["Expiring notice"]);
    expect((await getQuery(NOTICES)).cache).toBe("hit");
    expect(titles((await getQuery(ARCHIVE)).data.notices.items)).toEqual([]);
    const single = `query ($id: ID!) { notice(id: $id) { title } }`;
    expect((await visitor.request(single, { id: scheduled.data!.createNotice.id })).data!.notice).toBeNull();
    expect(titles((await admin.request(NOTICES)).data!.notices.items).sort()).toEqual(["Expiring notice", "Scheduled notice"]);
    expect((await admin.request(single, { id: scheduled.data!.createNotice.id })).data!.notice.title).toBe("Scheduled notice");

    // Nine minutes on: nothing has changed, and the cached answer still serves.
    advance(9 * MINUTE);
    expect((await getQuery(NOTICES)).cache).toBe("hit");

    // Past the moment: the cached answer is no longer used, with no write in between.
    advance(2 * MINUTE);
    const now = await getQuery(NOTICES);
    expect(now.cache).not.toBe("hit");
    expect(titles(now.data.notices.items)).toEqual(["Scheduled notice"]);
    expect(titles((await getQuery(ARCHIVE)).data.notices.items)).toEqual(["Expiring notice"]);
    expect((await visitor.request(single, { id: expiring.data!.createNotice.id })).data!.notice).toBeNull();
    expect((await getQuery(NOTICES)).cache).toBe("hit");

    // The dashboard's list of what expires soon.
    const later = await admin.request(`mutation ($id: ID!, $input: UpdateNoticeInput!) { updateNotice(id: $id, input: $input) { id } }`, {
      id: scheduled.data!.createNotice.id,
      input: { validUntil: new Date(clock.getTime() + 3 * DAY).toISOString() },
    });
    expect(later.errors).toBeUndefined();
    const expiringSoon = await admin.request(`{ expiringSoon { type title validUntil } }`);
    expect(expiringSoon.data!.expiringSoon).toEqual([{ type: "notice", title: "Scheduled notice", validUntil: new Date(clock.getTime() + 3 * DAY).toISOString() }]);
  });

  it("marks notices NEW for NEW_DAYS (a setting, 7 by default) after publishing, changing cached answers when it ends", async () => {
    const create = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`;
    const made = await admin.request(create, {
      input: { title: "Fresh notice", date: "2026-12-01", link: "https://example.org/fresh", publishFrom: clock.toISOString() },
    });
    expect(made.errors).toBeUndefined();
    const query = `{ notices(limit: 50) { items { title isNew } } }`;
    const fresh = async () => (await getQuery(query)).data.notices.items.find((item: { title: string }) => item.title === "Fresh notice").isNew;
    expect(await fresh()).toBe(true);
    expect((await getQuery(query)).cache).toBe("hit");

    // (The notice of the test before expires on day 3: a change of its own.)
    advance(4 * DAY);
    expect(await fresh()).toBe(true);
    advance(2 * DAY);
    expect((await getQuery(query)).cache).toBe("hit");
    advance(2 * DAY);
    expect((await getQuery(query)).cache).not.toBe("hit");
    expect(await fresh()).toBe(false);

    // The first save of the settings names the institute too (this server started empty).
    const setting = await admin.request(`mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { newDays } }`, {
      input: { instituteName: "Government Polytechnic", address: "Sakoli", phone: "9876500001", email: "office@college.example", establishedYear: 1983, newDays: 10 },
    });
    expect(setting.errors).toBeUndefined();
    expect(setting.data!.updateSiteSettings.newDays).toBe(10);
    expect(await fresh()).toBe(true);
  });

  it("refuses a publishing date that is not a date, naming the field", async () => {
    const result = await admin.request(`mutation { createNotice(input: { title: "x", date: "2026-01-01", link: "https://example.org", publishFrom: "soon" }) { id } }`);
    expect(result.errors?.[0]?.message).toMatch(/DateTime/);
  });

  it("shows who added and changed a row to administrators only", async () => {
    const news = await createNews("Signed news item");
    const query = `query ($id: ID!) { gpsNewsItem(id: $id) { createdBy updatedBy } }`;
    const me = await admin.request(`{ me { id } }`);
    const asAdmin = await admin.request(query, { id: news.id });
    expect(asAdmin.data!.gpsNewsItem).toEqual({ createdBy: Number(me.data!.me.id), updatedBy: Number(me.data!.me.id) });
    expect((await visitor.request(query, { id: news.id })).data!.gpsNewsItem).toEqual({ createdBy: null, updatedBy: null });
  });
});
