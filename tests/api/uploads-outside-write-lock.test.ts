import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// On SQLite, writes queue behind one another (services/write-lock.ts). A picture is checked and
// processed (decoded, re-encoded, its WebP variants made) before its write joins that queue, so
// a clerk's large photo does not hold up a notice, a visitor's form or another clerk's save.

let server: TestServer;
let admin: GraphQLTestClient;

const CREATE_NEWS = `mutation ($input: CreateGpsNewsInput!) { createGpsNews(input: $input) { id imageInfo { width } } }`;
const CREATE_NOTICE = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`;

beforeAll(async () => {
  server = await startTestServer();
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

it("saves a notice while photos sent before it are still being processed", async () => {
  // A noisy 24-megapixel photo: about half a second of processing each on a quiet 2-core machine.
  const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 20 } } })
    .jpeg({ quality: 40 })
    .toBuffer();
  const finished: string[] = [];
  const photos = [1, 2, 3, 4].map(async (n) => {
    const result = await admin.request(CREATE_NEWS, {
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
