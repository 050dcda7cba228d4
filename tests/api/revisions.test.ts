import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { pdfBytes } from "../support/samples.js";
import { listUploadedFiles, startTestServer, type TestServer } from "../support/server.js";

// Revisions: every save keeps a version; the History says who changed what; a restore brings a
// version back (its file too) as a new version; a replaced file stays while a kept version
// names it; REVISIONS_KEPT (3 here) trims the oldest, and their files go with them.

let server: TestServer;
let admin: GraphQLTestClient;

const CREATE = `mutation ($input: CreateAuditReportInput!) { createAuditReport(input: $input) { id session reportPdf } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateAuditReportInput!) { updateAuditReport(id: $id, input: $input) { id session reportPdf } }`;
const GET = `query ($id: ID!) { auditReport(id: $id) { id session reportPdf } }`;
const HISTORY = `query ($id: ID!) { revisions(type: "auditReport", id: $id) { number author current changes { field label from to fromUrl toUrl } } }`;
const RESTORE = `mutation ($id: ID!, $n: Int!) { restoreRevision(type: "auditReport", id: $id, revision: $n) { number author current changes { field } } }`;

type Version = {
  number: number;
  author: string;
  current: boolean;
  changes: { field: string; label: string; from: string; to: string; fromUrl: string | null; toUrl: string | null }[];
};

const pdf = async (name: string) => ({ name, type: "application/pdf", bytes: await pdfBytes() });
const keyOf = (url: string) => url.replace(/^\/uploads\//, "");

/** A stored file's status as an administrator fetches it (the History's links). */
async function fetchStatus(path: string): Promise<number> {
  return (await admin.fetchPath(path)).status;
}

async function history(id: string): Promise<Version[]> {
  const result = await admin.request<{ revisions: Version[] }>(HISTORY, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.revisions;
}

beforeAll(async () => {
  server = await startTestServer({ env: { REVISIONS_KEPT: "3" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

describe("revisions", () => {
  it("keeps a version per save, restores the first with its file as a new version, and keeps replaced files while a version names them", async () => {
    const created = await admin.request(CREATE, { input: { session: "2023-2024", reportPdf: await pdf("first.pdf") } });
    expect(created.errors).toBeUndefined();
    const { id, reportPdf: firstUrl } = created.data!.createAuditReport;

    const edited = await admin.request(UPDATE, { id, input: { session: "2024-2025", reportPdf: await pdf("second.pdf") } });
    expect(edited.errors).toBeUndefined();
    const secondUrl: string = edited.data!.updateAuditReport.reportPdf;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await admin.request(UPDATE, { id, input: { session: "2025-2026" } })).errors).toBeUndefined();

    const versions = await history(id);
    expect(versions.map((v) => v.number)).toEqual([3, 2, 1]);
    expect(versions[0]).toMatchObject({ current: true, author: server.adminEmail });
    expect(versions[0]!.changes).toEqual([{ field: "session", label: "Session", from: "2024-2025", to: "2025-2026", fromUrl: null, toUrl: null }]);
    const fileChange = versions[1]!.changes.find((c) => c.field === "reportPdf")!;
    expect(fileChange).toMatchObject({ fromUrl: firstUrl, toUrl: secondUrl });

    // The first PDF was replaced, but version 1 names it: still stored and served.
    expect(await fetchStatus(firstUrl)).toBe(200);

    const restored = await admin.request<{ restoreRevision: Version }>(RESTORE, { id, n: 1 });
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.restoreRevision).toMatchObject({ number: 4, current: true });
    expect(restored.data!.restoreRevision.changes.map((c) => c.field).sort()).toEqual(["reportPdf", "session"]);
    const row = (await admin.request(GET, { id })).data!.auditReport;
    expect(row).toMatchObject({ session: "2023-2024", reportPdf: firstUrl });
    expect(await fetchStatus(firstUrl)).toBe(200);
    expect(await fetchStatus(secondUrl)).toBe(200);

    // Three more saves push versions 2 to 4 out (3 kept): the second PDF, named only by version
    // 2 and 3, goes; the first stays, as the row names it.
    for (const session of ["2021-2022", "2022-2023", "2024-2025"]) {
      expect((await admin.request(UPDATE, { id, input: { session } })).errors).toBeUndefined();
    }
    expect((await history(id)).map((v) => v.number)).toEqual([7, 6, 5]);
    expect(await fetchStatus(secondUrl)).toBe(404);
    const stored = await listUploadedFiles(server.uploadDir);
    expect(stored).toContain(keyOf(firstUrl));
    expect(stored).not.toContain(keyOf(secondUrl));
  });

  it("deletes a replaced file when the last version naming it is dropped, and a row deleted for ever takes its versions and files", async () => {
    const created = await admin.request(CREATE, { input: { session: "2023-2024", reportPdf: await pdf("a.pdf") } });
    const { id, reportPdf: firstUrl } = created.data!.createAuditReport;
    const second = (await admin.request(UPDATE, { id, input: { reportPdf: await pdf("b.pdf") } })).data!.updateAuditReport.reportPdf as string;
    expect(await fetchStatus(firstUrl)).toBe(200);
    for (const session of ["2021-2022", "2022-2023"]) await admin.request(UPDATE, { id, input: { session } });
    // Versions 2..4 kept: version 1, the only one naming the first PDF, was dropped.
    expect((await history(id)).map((v) => v.number)).toEqual([4, 3, 2]);
    expect(await fetchStatus(firstUrl)).toBe(404);

    // In the trash the row keeps its versions and files; deleted for ever, they go.
    const removed = await admin.request(`mutation ($id: ID!) { deleteAuditReport(id: $id) }`, { id });
    expect(removed.errors).toBeUndefined();
    expect((await history(id)).map((v) => v.number)).toEqual([4, 3, 2]);
    expect(await fetchStatus(second)).toBe(200);
    const purged = await admin.request(`mutation ($id: ID!) { deleteForever(type: "auditReport", id: $id) }`, { id });
    expect(purged.errors).toBeUndefined();
    expect(await history(id)).toEqual([]);
    expect(await fetchStatus(second)).toBe(404);
  });

  it("keeps a file that only a version names through the start's sweep of leftover uploads", async () => {
    const created = await admin.request(CREATE, { input: { session: "2023-2024", reportPdf: await pdf("kept.pdf") } });
    const { id, reportPdf: firstUrl } = created.data!.createAuditReport;
    await admin.request(UPDATE, { id, input: { reportPdf: await pdf("newer.pdf") } });
    await server.services.upkeep.leftoverUploads.sweep(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await fetchStatus(firstUrl)).toBe(200);
  });

  it("keeps a version when one committee member is changed on their own, and restores the members", async () => {
    const made = await admin.request(`mutation ($input: CreateCommitteeInput!) { createCommittee(input: $input) { id members { id name } } }`, {
      input: {
        session: "2025-2026",
        name: "Library Committee",
        chairmanName: "Chair Person",
        chairmanMobile: "9000000100",
        members: [{ name: "First Member", mobile: "9000000101" }],
      },
    });
    expect(made.errors).toBeUndefined();
    const { id, members } = made.data!.createCommittee;
    const renamed = await admin.request(`mutation ($id: ID!) { updateCommitteeMember(id: $id, input: { name: "Renamed Member" }) { id } }`, { id: members[0].id });
    expect(renamed.errors).toBeUndefined();
    const versions = (
      await admin.request<{ revisions: Version[] }>(`query ($id: ID!) { revisions(type: "committee", id: $id) { number current changes { field label from to } } }`, {
        id,
      })
    ).data!.revisions;
    expect(versions.map((v) => v.number)).toEqual([2, 1]);
    expect(versions[0]!.changes).toEqual([{ field: "members", label: expect.any(String), from: "First Member (9000000101)", to: "Renamed Member (9000000101)" }]);
    const restored = await admin.request(`mutation ($id: ID!) { restoreRevision(type: "committee", id: $id, revision: 1) { number } }`, { id });
    expect(restored.errors).toBeUndefined();
    const row = await admin.request(`query ($id: ID!) { committee(id: $id) { members { name mobile } } }`, { id });
    expect(row.data!.committee.members).toEqual([{ name: "First Member", mobile: "9000000101" }]);
  });

  it("never lets a restore name a file that saves at the same moment let go: it restores with its file, or refuses in plain words", async () => {
    // Version 1 names PDF A, version 2 PDF B. Three title saves sent with the restore of version
    // 1 push it out of the three kept; whichever way the writes queue, the row must never name a
    // file that is gone, and every file a kept version names must still be served.
    const NOTICE_CREATE = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id noticePdf } }`;
    const NOTICE_UPDATE = `mutation ($id: ID!, $input: UpdateNoticeInput!) { updateNotice(id: $id, input: $input) { id noticePdf } }`;
    const NOTICE_RESTORE = `mutation ($id: ID!) { restoreRevision(type: "notice", id: $id, revision: 1) { number } }`;
    const inMarathi = new GraphQLTestClient(server.url, { "x-panel-language": "mr" });
    await inMarathi.signIn(server.adminEmail, server.adminPassword);
    for (let round = 0; round < 3; round++) {
      const created = await admin.request(NOTICE_CREATE, { input: { title: `Race ${round} v1`, date: "2026-11-01", noticePdf: await pdf("a.pdf") } });
      expect(created.errors).toBeUndefined();
      const { id, noticePdf: fileA } = created.data!.createNotice;
      const replaced = await admin.request(NOTICE_UPDATE, { id, input: { title: `Race ${round} v2`, noticePdf: await pdf("b.pdf") } });
      expect(replaced.errors).toBeUndefined();
      const fileB: string = replaced.data!.updateNotice.noticePdf;

      const saves = [3, 4, 5].map((n) => admin.request(NOTICE_UPDATE, { id, input: { title: `Race ${round} v${n}` } }));
      const restore = (round === 2 ? inMarathi : admin).request(NOTICE_RESTORE, { id });
      for (const save of await Promise.all(saves)) expect(save.errors).toBeUndefined();
      const restored = await restore;

      const row = (await admin.request(`query ($id: ID!) { notice(id: $id) { noticePdf } }`, { id })).data!.notice;
      if (restored.errors) {
        expect(restored.errors[0]!.extensions?.code).toBe("CONFLICT");
        expect(restored.errors[0]!.message).toMatch(round === 2 ? /आवृत्ती 1 आता ठेवलेली नाही/ : /Version 1 is no longer kept/);
        expect(row.noticePdf).toBe(fileB);
      } else {
        expect(row.noticePdf).toBe(fileA);
      }
      expect(await fetchStatus(row.noticePdf), `the file the row names, ${row.noticePdf}`).toBe(200);
      const kept = await admin.request<{ revisions: Version[] }>(
        `query ($id: ID!) { revisions(type: "notice", id: $id) { number current changes { field label from to fromUrl toUrl } } }`,
        { id },
      );
      for (const version of kept.data!.revisions) {
        for (const change of version.changes) if (change.toUrl) expect(await fetchStatus(change.toUrl), `version ${version.number}'s file`).toBe(200);
      }
    }
  });

  it("says a version the saves already pushed out is no longer kept, not that it never was", async () => {
    // The race above, when the saves all land before the restore reads its version.
    const created = await admin.request(CREATE, { input: { session: "2022-2023", reportPdf: await pdf("old.pdf") } });
    expect(created.errors).toBeUndefined();
    const { id } = created.data!.createAuditReport;
    for (const session of ["2023-2024", "2024-2025", "2025-2026"]) {
      expect((await admin.request(UPDATE, { id, input: { session } })).errors).toBeUndefined();
    }
    expect((await history(id)).map((v) => v.number)).toEqual([4, 3, 2]);
    const restored = await admin.request(RESTORE, { id, n: 1 });
    expect(restored.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(restored.errors?.[0]?.message).toMatch(/Version 1 is no longer kept/);
    expect((await admin.request(RESTORE, { id, n: 5 })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("answers the History and restores for administrators only, and says plainly what is missing", async () => {
    const visitor = new GraphQLTestClient(server.url);
    expect((await visitor.request(HISTORY, { id: "1" })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await visitor.request(RESTORE, { id: "1", n: 1 })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const missing = await admin.request(RESTORE, { id: "1", n: 99 });
    expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(missing.errors?.[0]?.message).toMatch(/Version 99/);
    const wrongType = await admin.request(`query { revisions(type: "nothing", id: "1") { number } }`);
    expect(wrongType.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
