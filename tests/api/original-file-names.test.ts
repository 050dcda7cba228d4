import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { pdfBytes, PNG_BYTES } from "../support/samples.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { LEGACY_ENTRIES, LegacyClient, blobOf, insertForm } from "./legacy-support.js";

// Files by the names they were uploaded with: the panel reads them beside each file (`xInfo
// { name }`) and in the History, and a download offers them (Content-Disposition with RFC 5987's
// filename* for Marathi). Names arrive through GraphQL and connection.php alike, are cleaned of
// path parts and control characters, and go with their file. Files stored before names were
// kept (the demo's) have none, and are served as before.

let server: TestServer;
let admin: GraphQLTestClient;

const CREATE = `mutation ($input: CreateAuditReportInput!) { createAuditReport(input: $input) { id reportPdf reportPdfInfo { name } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateAuditReportInput!) { updateAuditReport(id: $id, input: $input) { id reportPdf } }`;
const READ = `query ($id: ID!) { auditReport(id: $id) { reportPdf reportPdfInfo { url name bytes } } }`;

const SPACED = "Winter timetable 2026.pdf";
const MARATHI = "हिवाळी परीक्षा वेळापत्रक २०२६.pdf";

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

async function upload(name: string): Promise<{ id: string; url: string }> {
  const result = await admin.request(CREATE, { input: { session: "2025-2026", reportPdf: { name, type: "application/pdf", bytes: await pdfBytes() } } });
  expect(result.errors).toBeUndefined();
  return { id: result.data!.createAuditReport.id, url: result.data!.createAuditReport.reportPdf };
}

async function nameInPanel(id: string): Promise<string | null> {
  const result = await admin.request(READ, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.auditReport.reportPdfInfo.name;
}

/** The name a browser would save the file under: RFC 5987's filename* decoded, and the plain fallback. */
async function offeredName(url: string): Promise<{ status: number; utf8: string | null; plain: string | null; header: string | null }> {
  const response = await fetch(`${server.url}${url}`);
  await response.arrayBuffer();
  const header = response.headers.get("content-disposition");
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(header ?? "")?.[1];
  const plain = /filename="([^"]*)"/.exec(header ?? "")?.[1];
  return { status: response.status, utf8: utf8 === undefined ? null : decodeURIComponent(utf8), plain: plain ?? null, header };
}

/** The stored_file_name rows for a key, straight from the table. */
async function namesStoredFor(url: string): Promise<number> {
  const key = url.replace(/^\/uploads\//, "");
  const placeholder = server.database === "postgres" ? "$1" : "?";
  const rows = (await server.dataSource.query(`SELECT name FROM stored_file_name WHERE key = ${placeholder}`, [key])) as unknown[];
  return rows.length;
}

describe("a file uploaded through GraphQL", () => {
  it("is named in the panel and offered for download by the name it had, spaces and all", async () => {
    const { id, url } = await upload(SPACED);
    expect(url).toMatch(/^\/uploads\/audit-report\/[0-9a-f-]{36}\.pdf$/);
    expect(await nameInPanel(id)).toBe(SPACED);
    const offered = await offeredName(url);
    expect(offered.status).toBe(200);
    expect(offered.header).toMatch(/^inline; /);
    expect(offered.utf8).toBe(SPACED);
    expect(offered.plain).toBe(SPACED);
  });

  it("keeps a Marathi name whole in filename*, with the stored file's own name as the ASCII fallback", async () => {
    const { id, url } = await upload(MARATHI);
    expect(await nameInPanel(id)).toBe(MARATHI);
    const offered = await offeredName(url);
    expect(offered.utf8).toBe(MARATHI);
    expect(offered.header).not.toMatch(/[^\x20-\x7E]/);
    expect(offered.plain).toBe(url.split("/").pop());
  });

  it("drops path parts and direction overrides, and shortens a very long name keeping its extension", async () => {
    // (Control characters are refused by the upload parser itself; tests/unit/original-name.test.ts covers them.)
    const spoofed = await upload("C:\\fakepath\\report\u202Efdp.exe\u202C.pdf");
    expect(await nameInPanel(spoofed.id)).toBe("reportfdp.exe.pdf");
    const long = await upload(`${"अ".repeat(300)}.pdf`);
    const name = (await nameInPanel(long.id))!;
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith("अ.pdf")).toBe(true);
    expect((await offeredName(long.url)).utf8).toBe(name);
  });

  it("shows the old and the new file by their names in the History, and the name goes when its file does", async () => {
    const { id, url } = await upload(SPACED);
    const replaced = await admin.request(UPDATE, { id, input: { reportPdf: { name: MARATHI, type: "application/pdf", bytes: await pdfBytes() } } });
    expect(replaced.errors).toBeUndefined();
    expect(await nameInPanel(id)).toBe(MARATHI);
    const history = await admin.request(`query ($id: ID!) { revisions(type: "auditReport", id: $id) { number changes { field from to fromUrl toUrl } } }`, { id });
    expect(history.errors).toBeUndefined();
    const change = history.data!.revisions[0].changes.find((c: { field: string }) => c.field === "reportPdf");
    expect(change).toMatchObject({ from: SPACED, to: MARATHI, fromUrl: url });

    // Deleted for ever: the row's versions go, and with its files their names.
    const newUrl = replaced.data!.updateAuditReport.reportPdf as string;
    expect(await namesStoredFor(url)).toBe(1);
    expect((await admin.request(`mutation ($id: ID!) { deleteAuditReport(id: $id) }`, { id })).errors).toBeUndefined();
    expect((await admin.request(`mutation ($id: ID!) { deleteForever(type: "auditReport", id: $id) }`, { id })).errors).toBeUndefined();
    expect(await namesStoredFor(url)).toBe(0);
    expect(await namesStoredFor(newUrl)).toBe(0);
  });
});

describe("the college's logo (site settings)", () => {
  it("is named in the panel's settings by the name it was uploaded with, and replaced with its name", async () => {
    const UPDATE_LOGO = `mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { logoImage logoImageInfo { name } } }`;
    const send = (name: string) =>
      admin.request(UPDATE_LOGO, { input: { logoImage: { name, type: "image/png", bytes: PNG_BYTES }, logoImageAltText: "The emblem of the college" } });
    const first = await send("कॉलेज बोधचिन्ह.png");
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateSiteSettings.logoImageInfo.name).toBe("कॉलेज बोधचिन्ह.png");
    expect((await offeredName(first.data!.updateSiteSettings.logoImage)).utf8).toBe("कॉलेज बोधचिन्ह.png");

    const second = await send("College emblem.png");
    const read = await admin.request(`{ siteSettings { logoImageInfo { name } } }`);
    expect(read.data!.siteSettings.logoImageInfo.name).toBe("College emblem.png");
    expect(await namesStoredFor(first.data!.updateSiteSettings.logoImage)).toBe(0);
    expect(await namesStoredFor(second.data!.updateSiteSettings.logoImage)).toBe(1);
  });
});

describe("a file stored before names were kept", () => {
  it("has no name in the API and is served without a Content-Disposition, as before", async () => {
    // The demo's files were uploaded under their titles, as a clerk's would be; one loses its
    // record, as files stored before the stored_file_name table have none.
    const result = await admin.request(`{ auditReports(limit: 100) { items { id session reportPdf reportPdfInfo { name } } } }`);
    const seeded = result.data!.auditReports.items.find((item: { session: string }) => item.session === "2023-2024");
    expect(seeded.reportPdfInfo.name).toBe("Audit report 2023-2024.pdf");
    const placeholder = server.database === "postgres" ? "$1" : "?";
    await server.dataSource.query(`DELETE FROM stored_file_name WHERE key = ${placeholder}`, [seeded.reportPdf.replace(/^\/uploads\//, "")]);
    expect(await nameInPanel(seeded.id)).toBeNull();
    const offered = await offeredName(seeded.reportPdf);
    expect(offered.status).toBe(200);
    expect(offered.header).toBeNull();
  });
});

describe("a file uploaded through connection.php", () => {
  it("records the name the old client sent, and downloads offer it", async () => {
    const entry = LEGACY_ENTRIES.find((candidate) => candidate.key === "auditReport")!;
    const spelling = entry.legacy.fields.reportPdf!.insert as string;
    const { form } = await insertForm(entry);
    form.set(spelling, blobOf([await pdfBytes()], "application/pdf"), MARATHI);
    const legacy = new LegacyClient(server.url);
    expect((await legacy.signIn(server.adminEmail, server.adminPassword)).text).toBe("ok");
    const answer = await legacy.post(`action=${entry.legacy.insert}`, form);
    expect(answer.status, answer.text).toBe(200);

    const listed = await admin.request(`{ auditReports(limit: 100) { items { id reportPdf reportPdfInfo { name } } } }`);
    const row = listed.data!.auditReports.items.find((item: { reportPdfInfo: { name: string | null } }) => item.reportPdfInfo.name === MARATHI);
    expect(row, JSON.stringify(listed.data)).toBeDefined();
    expect((await offeredName(row.reportPdf)).utf8).toBe(MARATHI);
  });
});
