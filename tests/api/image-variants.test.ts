import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { listUploadedFiles, startTestServer, type TestServer } from "../support/server.js";
import { blobOf, insertForm, LEGACY_ENTRIES, LegacyClient } from "./legacy-support.js";

// Pictures are served at the size shown: an uploaded picture is kept (re-encoded, upright,
// without its metadata) with WebP variants at a few widths, and the API gives their addresses
// and the dimensions. A phone's EXIF (GPS position, camera) must never be published.

let server: TestServer;
let admin: GraphQLTestClient;

const GPS_TEXT = "Secret Phone 9";
const INFO = "imageInfo { url width height variants { url width } }";
const CREATE = `mutation ($input: CreateGpsNewsInput!) { createGpsNews(input: $input) { id image ${INFO} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateGpsNewsInput!) { updateGpsNews(id: $id, input: $input) { id image ${INFO} } }`;
/** Deleting to the trash keeps the files; deleting for ever from there removes them (run in this order). */
const DELETE = `mutation ($id: ID!) { deleteGpsNews(id: $id) deleteForever(type: "gpsNews", id: $id) }`;
const CREATE_NOTICE = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`;
const GET = `query ($id: ID!) { gpsNewsItem(id: $id) { id image ${INFO} } }`;

interface ImageInfo {
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number }[];
}

/**
 * A phone photo: 2000x1500 pixels stored sideways with orientation 6 (so upright it is 1500 wide
 * and 2000 tall), carrying the camera's name and a GPS position in its EXIF.
 */
async function phoneJpeg(): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#3a6" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: GPS_TEXT },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "21/1 5/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "79/1 59/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeDefined();
  expect(metadata.orientation).toBe(6);
  expect(bytes.includes(GPS_TEXT)).toBe(true);
  return bytes;
}

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();

const news = (image: { name: string; type: string; bytes: Buffer }) => ({
  session: "2025-2026",
  title: "A picture from a phone",
  dateOfEvent: "2025-01-15",
  image,
  imageAltText: "A green test picture",
});

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Checks every file the info names over HTTP: no metadata anywhere, the stated formats and sizes. */
async function expectServedClean(info: ImageInfo, originalFormat: string): Promise<void> {
  const original = await fetchBytes(info.url);
  const meta = await sharp(original).metadata();
  expect(meta.format).toBe(originalFormat);
  expect([meta.width, meta.height]).toEqual([info.width, info.height]);
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation ?? 1).toBe(1);
  expect(original.includes(GPS_TEXT)).toBe(false);
  expect(original.includes("PhoneMaker")).toBe(false);
  for (const variant of info.variants) {
    const bytes = await fetchBytes(variant.url);
    const vmeta = await sharp(bytes).metadata();
    expect(vmeta.format).toBe("webp");
    expect(vmeta.width).toBe(variant.width);
    expect(vmeta.height).toBe(Math.round((variant.width * info.height) / info.width));
    expect(vmeta.exif).toBeUndefined();
    expect(bytes.includes(GPS_TEXT)).toBe(false);
  }
}

/** The storage keys of a picture: the original and its variants. */
const keysOf = (info: ImageInfo) => [info.url, ...info.variants.map((v) => v.url)].map((url) => url.replace(/^\/uploads\//, ""));

beforeAll(async () => {
  server = await startTestServer();
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

describe("a phone photo uploaded through GraphQL", () => {
  let id: string;
  let info: ImageInfo;

  it("is stored upright without metadata, with WebP variants at the widths smaller than it", async () => {
    const result = await admin.request(CREATE, { input: news({ name: "IMG_0001.jpg", type: "image/jpeg", bytes: await phoneJpeg() }) });
    expect(result.errors).toBeUndefined();
    const created = result.data!.createGpsNews;
    id = created.id;
    info = created.imageInfo;
    expect(created.image).toMatch(/^\/uploads\/gps-news\/[0-9a-f-]{36}\.jpg$/);
    expect(info.url).toBe(created.image);
    expect([info.width, info.height]).toEqual([1500, 2000]);
    expect(info.variants.map((v) => v.width)).toEqual([320, 640, 1024]);
    const stem = created.image.replace(/\.jpg$/, "");
    for (const variant of info.variants) expect(variant.url).toBe(`${stem}-${variant.width}w.webp`);
    await expectServedClean(info, "jpeg");
    expect(await listUploadedFiles(server.uploadDir)).toEqual(keysOf(info).sort());
  });

  it("gives the same info when read, to visitors too", async () => {
    const visitor = new GraphQLTestClient(server.url);
    const result = await visitor.request(GET, { id });
    expect(result.errors).toBeUndefined();
    expect(result.data!.gpsNewsItem.imageInfo).toEqual(info);
    const list = await visitor.request(`query { gpsNews { items { id imageInfo { width height variants { width } } } } }`);
    expect(list.errors).toBeUndefined();
    expect(list.data!.gpsNews.items).toEqual([{ id, imageInfo: { width: 1500, height: 2000, variants: info.variants.map((v) => ({ width: v.width })) } }]);
  });

  it("replacing the picture keeps the old original and its variants while a kept version names them", async () => {
    const result = await admin.request(UPDATE, { id, input: { image: { name: "new.png", type: "image/png", bytes: await pngOf(800, 600) } } });
    expect(result.errors).toBeUndefined();
    const replaced: ImageInfo = result.data!.updateGpsNews.imageInfo;
    expect(replaced.url).toMatch(/^\/uploads\/gps-news\/[0-9a-f-]{36}\.png$/);
    expect([replaced.width, replaced.height]).toEqual([800, 600]);
    expect(replaced.variants.map((v) => v.width)).toEqual([320, 640]);
    await expectServedClean(replaced, "png");
    // The row's History can still show and restore the old picture (services/revisions.ts).
    expect(await listUploadedFiles(server.uploadDir)).toEqual([...keysOf(replaced), ...keysOf(info)].sort());
    for (const url of [info.url, ...info.variants.map((v) => v.url)]) {
      expect((await admin.fetchPath(url)).status).toBe(200);
      expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    }
    info = replaced;
  });

  it("deleting the row for ever (through the trash) removes its pictures and their variants, the older one too", async () => {
    const result = await admin.request(DELETE, { id });
    expect(result.errors).toBeUndefined();
    expect(await listUploadedFiles(server.uploadDir)).toEqual([]);
  });
});

describe("pictures that cannot be used", () => {
  it("refuses a damaged picture whose first bytes look right, naming the field and storing nothing", async () => {
    const good = await phoneJpeg();
    const damaged = Buffer.concat([good.subarray(0, 400), Buffer.alloc(6000, 7)]);
    const result = await admin.request(CREATE, { input: news({ name: "broken.jpg", type: "image/jpeg", bytes: damaged }) });
    // GraphQL answers a resolver's refusal with HTTP 200 and the error's code; the shim (below) with 400.
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.extensions?.field).toBe("image");
    expect(result.errors?.[0]?.message).toMatch(/News article image/);
    expect(await listUploadedFiles(server.uploadDir)).toEqual([]);
    const count = await admin.request(`query { gpsNews { totalCount } }`);
    expect(count.data!.gpsNews.totalCount).toBe(0);
  });

  it("keeps a picture smaller than every width without variants, with its size", async () => {
    const result = await admin.request(CREATE, { input: news({ name: "small.png", type: "image/png", bytes: await pngOf(200, 100) }) });
    expect(result.errors).toBeUndefined();
    const info: ImageInfo = result.data!.createGpsNews.imageInfo;
    expect(info).toEqual({ url: result.data!.createGpsNews.image, width: 200, height: 100, variants: [] });
    await admin.request(DELETE, { id: result.data!.createGpsNews.id });
    expect(await listUploadedFiles(server.uploadDir)).toEqual([]);
  });
});

describe("a phone photo sent through the legacy connection.php insert", () => {
  const entry = LEGACY_ENTRIES.find((e) => e.key === "gpsNews")!;

  it("is stored the same way, and the old list rows keep their shape", async () => {
    const legacy = new LegacyClient(server.url);
    const signIn = await legacy.signIn(server.adminEmail, server.adminPassword);
    expect(signIn.text).toBe("ok");
    const jpeg = await phoneJpeg();
    const { form } = await insertForm(entry, { files: async () => blobOf([jpeg], "image/jpeg") });
    const answer = await legacy.post(`action=${entry.legacy.insert}`, form);
    expect(answer.status, answer.text).toBe(200);
    const id = /record number (\d+)/.exec(answer.json?.message ?? "")![1]!;

    const rows = await legacy.rows(entry.legacy.listKey!);
    const row = rows.find((r) => String(r.sno) === id)!;
    expect(row.news_article_image).toMatch(/^uploads\/gps-news\/[0-9a-f-]{36}\.jpg$/);
    expect(Object.keys(row).some((name) => /info|variant|width/i.test(name))).toBe(false);

    const result = await admin.request(GET, { id });
    const info: ImageInfo = result.data!.gpsNewsItem.imageInfo;
    expect(info.url).toBe(`/${row.news_article_image}`);
    expect([info.width, info.height]).toEqual([1500, 2000]);
    expect(info.variants.map((v) => v.width)).toEqual([320, 640, 1024]);
    await expectServedClean(info, "jpeg");
    expect(await listUploadedFiles(server.uploadDir)).toEqual(keysOf(info).sort());

    const damaged = Buffer.concat([jpeg.subarray(0, 400), Buffer.alloc(6000, 7)]);
    const refused = await legacy.post(`action=${entry.legacy.insert}`, (await insertForm(entry, { files: async () => blobOf([damaged], "image/jpeg") })).form);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/could not be read/);
    expect(await listUploadedFiles(server.uploadDir)).toEqual(keysOf(info).sort());

    await admin.request(DELETE, { id });
    expect(await listUploadedFiles(server.uploadDir)).toEqual([]);
  });
});

// On SQLite, writes queue behind one another (services/write-lock.ts). A picture is checked and
// processed (decoded, re-encoded, its variants made) before its write joins that queue, so a
// clerk's large photo does not hold up a notice, a visitor's form or another clerk's save.
describe("photos being processed", () => {
  it("saves a notice while photos sent before it are still being processed", async () => {
    // A noisy 24-megapixel photo: about half a second of processing each on a quiet 2-core machine.
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 20 } } })
      .jpeg({ quality: 40 })
      .toBuffer();
    const finished: string[] = [];
    const photos = [1, 2, 3, 4].map(async (n) => {
      const result = await admin.request(CREATE, {
        input: {
          session: "2025-2026",
          title: `Photo ${n}`,
          dateOfEvent: "2025-01-15",
          image: { name: `photo-${n}.jpg`, type: "image/jpeg", bytes: photo },
          imageAltText: "A test photo of grey noise",
        },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.createGpsNews.imageInfo.width).toBe(6000);
      finished.push(`photo ${n}`);
    });
    // The photos have arrived and are being processed when the notice is sent.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const notice = await admin.request(CREATE_NOTICE, { input: { title: "Sent while photos were processed", date: "2025-01-16", link: "https://example.org/notice" } });
    expect(notice.errors).toBeUndefined();
    finished.push("notice");
    await Promise.all(photos);
    expect(finished[0]).toBe("notice");
  });
});
