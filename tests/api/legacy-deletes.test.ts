import { describe, expect, it } from "vitest";
import { isFileKind } from "../../server/src/content/define.js";
import { SYSTEM } from "../../server/src/base/actor.js";
import { listUploadedFiles } from "../support/server.js";
import { DELETE_ACTIONS, DELETE_ENTRIES, insertThroughLegacy, snapshot, legacyServerForFile, storedRow } from "./legacy-support.js";

// GET connection.php?action=delete...&sno=N: every delete name, the bare sno as the answer,
// the row gone to the trash (its files kept until it is deleted for ever), nothing else touched.

const t = legacyServerForFile();

describe("every delete action removes its row and files and answers the bare sno", () => {
  it.each(DELETE_ACTIONS)("%s", async (action, entry) => {
    const keep = await insertThroughLegacy(t.admin, entry);
    const sno = await insertThroughLegacy(t.admin, entry);
    const stored = await storedRow(t.server, entry.key, sno);
    const fileKeys = Object.entries(entry.spec.fields)
      .filter(([, f]) => isFileKind(f.kind))
      .map(([name]) => stored[name])
      .filter((key): key is string => typeof key === "string");
    expect(fileKeys.length).toBeGreaterThan(0);
    expect(await listUploadedFiles(t.server.uploadDir)).toEqual(expect.arrayContaining(fileKeys));

    const answer = await t.admin.get(`action=${action}&sno=${sno}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toBe(String(sno));
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);

    const listed = await t.visitor.rows(entry.legacy.listKey!);
    expect(listed.map((r) => r.sno)).not.toContain(sno);
    expect(listed.map((r) => r.sno)).toContain(keep);
    // In the trash, its files kept for a restore; deleted for ever from there, they go too.
    expect(await listUploadedFiles(t.server.uploadDir)).toEqual(expect.arrayContaining(fileKeys));
    await t.server.services.content[entry.key].deleteForever(SYSTEM, sno);
    const files = await listUploadedFiles(t.server.uploadDir);
    for (const key of fileKeys) expect(files).not.toContain(key);

    // Deleting again: the row is gone.
    const again = await t.admin.get(`action=${action}&sno=${sno}`);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ status: 404, message: expect.stringMatching(/not found/) });
  });
});

describe("every delete action is refused without the session cookie", () => {
  it.each(DELETE_ACTIONS)("%s", async (action, entry) => {
    const sno = await insertThroughLegacy(t.admin, entry);
    const before = await snapshot(t.server);
    const answer = await t.visitor.get(`action=${action}&sno=${sno}`);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ status: 401, message: expect.stringMatching(/sign in/i) });
    expect(await snapshot(t.server)).toEqual(before);
  });
});

describe("deletes by record number only", () => {
  it.each(["", "0", "-3", "two", "2.0"])("refuses sno=%j with 400", async (sno) => {
    const before = await snapshot(t.server);
    const answer = await t.admin.get(`action=deleteLab&sno=${encodeURIComponent(sno)}`);
    expect(answer.status).toBe(400);
    expect(await snapshot(t.server)).toEqual(before);
  });

  it("answers a delete sent with POST the same way", async () => {
    const entry = DELETE_ENTRIES.find((e) => e.key === "irg")!;
    const sno = await insertThroughLegacy(t.admin, entry);
    const answer = await t.admin.post(`action=deleteIrg&sno=${sno}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(String(sno));
  });

  it("publication actions touch publications only, never an EOA row with the same number", async () => {
    const eoa = DELETE_ENTRIES.find((e) => e.key === "eoaReport")!;
    const publication = DELETE_ENTRIES.find((e) => e.key === "publication")!;
    // Give both tables a row with the same sno.
    let eoaSno = await insertThroughLegacy(t.admin, eoa);
    let publicationSno = await insertThroughLegacy(t.admin, publication);
    while (eoaSno < publicationSno) eoaSno = await insertThroughLegacy(t.admin, eoa);
    while (publicationSno < eoaSno) publicationSno = await insertThroughLegacy(t.admin, publication);
    expect(eoaSno).toBe(publicationSno);
    const eoaBefore = await t.visitor.rows("eoaReports");

    const update = await t.admin.post(`action=updatePublications&sno=${publicationSno}`, new URLSearchParams({ faculty_name: "Renamed Faculty", department: "civil" }));
    expect(update.status, update.text).toBe(200);
    const removed = await t.admin.get(`action=deletePublications&sno=${publicationSno}`);
    expect(removed.text).toBe(String(publicationSno));

    expect(await t.visitor.rows("eoaReports")).toEqual(eoaBefore);
    expect((await t.visitor.rows("publications")).map((r) => r.sno)).not.toContain(publicationSno);
  });
});
