import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Issue 39: the college's logo is a site setting with an upload. It is stored like a content
// type's picture (checked by its bytes, with WebP variants), needs its description, and visitors
// may fetch it, since every page's header shows it. The demo seeds a generated placeholder.

let server: TestServer;
let admin: GraphQLTestClient;

const LOGO = "logoImage logoImageAltText logoImageInfo { url width height variants { url width } }";
const UPDATE = `mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { ${LOGO} } }`;
const READ = `query { siteSettings { ${LOGO} } }`;

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a5" } })
    .png()
    .toBuffer();

async function fetchAsVisitor(url: string): Promise<Response> {
  return fetch(`${server.url}${url}`);
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

describe("the college's logo", () => {
  it("is seeded as a generated placeholder that visitors can fetch", async () => {
    const result = await new GraphQLTestClient(server.url).request(READ);
    expect(result.errors).toBeUndefined();
    const settings = result.data!.siteSettings;
    expect(settings.logoImage).toMatch(/^\/uploads\/settings\/[0-9a-f-]{36}\.png$/);
    expect(settings.logoImageAltText).toContain("fictional placeholder");
    expect([settings.logoImageInfo.width, settings.logoImageInfo.height]).toEqual([256, 256]);
    const response = await fetchAsVisitor(settings.logoImage);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/png");
  });

  it("stores an uploaded logo with its description and serves it, with its variants, to visitors", async () => {
    const bytes = await pngOf(800, 400);
    const saved = await admin.request(UPDATE, {
      input: { logoImage: { name: "emblem.png", type: "image/png", bytes }, logoImageAltText: "The emblem of the college" },
    });
    expect(saved.errors).toBeUndefined();
    const logo = saved.data!.updateSiteSettings;
    expect(logo.logoImage).toMatch(/^\/uploads\/settings\/[0-9a-f-]{36}\.png$/);
    expect(logo.logoImageInfo).toMatchObject({ url: logo.logoImage, width: 800, height: 400 });
    expect(logo.logoImageInfo.variants.map((v: { width: number }) => v.width)).toEqual([320, 640]);

    const read = await new GraphQLTestClient(server.url).request(READ);
    expect(read.data!.siteSettings).toEqual({ ...logo, logoImageAltText: "The emblem of the college" });
    const original = await fetchAsVisitor(logo.logoImage);
    expect(original.status).toBe(200);
    const served = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect([served.format, served.width, served.height]).toEqual(["png", 800, 400]);
    for (const variant of logo.logoImageInfo.variants) expect((await fetchAsVisitor(variant.url)).status).toBe(200);
  });

  it("refuses to leave the logo without its description, and a file that is not a picture", async () => {
    const undescribed = await admin.request(UPDATE, { input: { logoImageAltText: "" } });
    expect(undescribed.errors?.[0]?.extensions?.field).toBe("logoImageAltText");
    const notPicture = await admin.request(UPDATE, {
      input: { logoImage: { name: "logo.png", type: "image/png", bytes: Buffer.from("not a picture at all") }, logoImageAltText: "A logo" },
    });
    expect(notPicture.errors?.[0]?.extensions?.field).toBe("logoImage");
  });

  it("has its description in Marathi too: Marathi pages read the Marathi one, and the English one where it is missing", async () => {
    const saved = await admin.request(UPDATE, { input: { logoImageAltText: "The emblem of the college", logoImageAltTextMr: "महाविद्यालयाचे बोधचिन्ह" } });
    expect(saved.errors).toBeUndefined();
    const marathi = await new GraphQLTestClient(server.url, { "accept-language": "mr" }).request("{ siteSettings { logoImageAltText fallbackToEnglish } }");
    expect(marathi.data!.siteSettings.logoImageAltText).toBe("महाविद्यालयाचे बोधचिन्ह");
    const english = await new GraphQLTestClient(server.url).request("{ siteSettings { logoImageAltText } }");
    expect(english.data!.siteSettings.logoImageAltText).toBe("The emblem of the college");
    await admin.request(UPDATE, { input: { logoImageAltTextMr: "" } });
    const fallback = await new GraphQLTestClient(server.url, { "accept-language": "mr" }).request("{ siteSettings { logoImageAltText fallbackToEnglish } }");
    expect(fallback.data!.siteSettings).toEqual({ logoImageAltText: "The emblem of the college", fallbackToEnglish: expect.arrayContaining(["logoImageAltText"]) });
  });

  it("deletes a replaced logo's stored file and its variants once the new one is saved", async () => {
    const onDisk = (url: string) => existsSync(path.join(server.dataDir, url));
    const first = await admin.request(UPDATE, { input: { logoImage: { name: "first.png", type: "image/png", bytes: await pngOf(700, 700) } } });
    const old = first.data!.updateSiteSettings;
    const oldFiles = [old.logoImage, ...old.logoImageInfo.variants.map((v: { url: string }) => v.url)];
    expect(oldFiles.map(onDisk)).toEqual(oldFiles.map(() => true));

    const second = await admin.request(UPDATE, { input: { logoImage: { name: "second.png", type: "image/png", bytes: await pngOf(500, 500) } } });
    expect(second.errors).toBeUndefined();
    const now = second.data!.updateSiteSettings;
    expect(now.logoImage).not.toBe(old.logoImage);
    expect(onDisk(now.logoImage)).toBe(true);
    expect(oldFiles.filter(onDisk)).toEqual([]);
    expect((await fetchAsVisitor(old.logoImage)).status).toBe(404);

    // A refused save keeps the stored logo.
    const refused = await admin.request(UPDATE, { input: { logoImage: { name: "bad.png", type: "image/png", bytes: Buffer.from("not a picture") } } });
    expect(refused.errors?.[0]?.extensions?.field).toBe("logoImage");
    expect(onDisk(now.logoImage)).toBe(true);
  });
});
