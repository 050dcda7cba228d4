import { describe, expect, it } from "vitest";
import { isFileKind, type FieldSpec } from "../../server/src/content/define.js";
import { semesterLabel } from "../../server/src/content/vocabulary.js";
import { listUploadedFiles } from "../support/server.js";
import {
  insertThroughLegacy,
  leftoverTempFolders,
  pdfBlob,
  pngBlob,
  snapshot,
  legacyServerForFile,
  UPDATE_ACTIONS,
  UPDATE_ENTRIES,
  type LegacyEntry,
} from "./legacy-support.js";

// POST connection.php?action=update...&sno=N: every update name (the spec's and the aliases),
// fields named by the manage table's column header, the insert name or the row name.

const t = legacyServerForFile();

let changeCounter = 0;
/** A valid new value, different from the insert samples. */
function newValue(field: FieldSpec): string {
  changeCounter += 1;
  switch (field.kind) {
    case "session":
      return "2024-2025";
    case "department":
      return "civil";
    case "semester":
      return "5";
    case "date":
      return "2024-02-29";
    case "number":
      return "7";
    case "phone":
      return `98765${String(90000 + changeCounter)}`;
    case "email":
      return `changed${changeCounter}@college.example`;
    default:
      return `Changed value ${changeCounter}`;
  }
}

/** What the list row shows for a value sent on update. */
function shownValue(field: FieldSpec, sent: string): unknown {
  if (field.kind === "semester") return semesterLabel(Number(sent));
  if (field.kind === "number") return Number(sent);
  return sent;
}

async function listedRow(entry: LegacyEntry, sno: number): Promise<Record<string, any>> {
  const row = (await t.visitor.rows(entry.legacy.listKey!)).find((r) => r.sno === sno);
  expect(row, `${entry.legacy.listKey} row ${sno}`).toBeDefined();
  return row!;
}

const textFieldsWithColumn = (entry: LegacyEntry) =>
  Object.entries(entry.legacy.fields).filter(([name, names]) => names.column && !isFileKind(entry.spec.fields[name]!.kind));

describe("every update action changes a field named by its column header", () => {
  it.each(UPDATE_ACTIONS.map(([name, entry], i) => [name, entry, i] as const))("%s", async (action, entry, index) => {
    const sno = await insertThroughLegacy(t.admin, entry);
    const before = await listedRow(entry, sno);
    const [fieldName, names] = textFieldsWithColumn(entry)[0]!;
    const field = entry.spec.fields[fieldName]!;
    const value = newValue(field);
    // The old client sent multipart; some scripts send URL-encoded forms. Both are read.
    let body: FormData | URLSearchParams;
    if (index % 2 === 0) {
      body = new FormData();
      body.append(names.column!, value);
    } else {
      body = new URLSearchParams({ [names.column!]: value });
    }
    const answer = await t.admin.post(`action=${action}&sno=${sno}`, body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ status: 200, message: expect.stringMatching(/was updated/) });
    const after = await listedRow(entry, sno);
    expect(after).toEqual({ ...before, [names.row!]: shownValue(field, value) });
  });
});

describe("update field spellings", () => {
  it.each(UPDATE_ENTRIES.map((e) => [e.legacy.update![0]!, e] as const))("%s accepts every column header at once", async (action, entry) => {
    const sno = await insertThroughLegacy(t.admin, entry);
    const before = await listedRow(entry, sno);
    const filesBefore = await listUploadedFiles(t.server.uploadDir);
    const form = new FormData();
    const expected: Record<string, unknown> = { ...before };
    for (const [name, names] of Object.entries(entry.legacy.fields)) {
      if (!names.column) continue;
      const field = entry.spec.fields[name]!;
      if (isFileKind(field.kind)) {
        form.append(names.column, field.kind === "pdf" ? await pdfBlob() : pngBlob(), field.kind === "pdf" ? "new.pdf" : "new.png");
        expected[names.row!] = expect.stringMatching(new RegExp(`^uploads/${entry.spec.uploadFolder}/`));
      } else {
        const value = newValue(field);
        form.append(names.column, value);
        expected[names.row!] = shownValue(field, value);
      }
    }
    const answer = await t.admin.post(`action=${action}&sno=${sno}`, form);
    expect(answer.status, answer.text).toBe(200);
    const after = await listedRow(entry, sno);
    expect(after).toEqual(expected);
    // Replaced files: the new ones are served; the old ones stay, for administrators, while the row's History names them.
    const filesAfter = await listUploadedFiles(t.server.uploadDir);
    for (const [name, names] of Object.entries(entry.legacy.fields)) {
      if (!names.column || !isFileKind(entry.spec.fields[name]!.kind)) continue;
      const oldPath: string = before[names.row!];
      const newPath: string = after[names.row!];
      expect(newPath).not.toBe(oldPath);
      expect(filesBefore).toContain(oldPath.replace(/^uploads\//, ""));
      expect(filesAfter).toContain(oldPath.replace(/^uploads\//, ""));
      expect((await fetch(`${t.server.url}/${newPath}`)).status).toBe(200);
      expect((await fetch(`${t.server.url}/${oldPath}`)).status).toBe(404);
      expect((await fetch(`${t.server.url}/${oldPath}`, { headers: { cookie: t.admin.cookie! } })).status).toBe(200);
    }
  });

  it("accepts the insert names and the row names too", async () => {
    const gpsNews = UPDATE_ENTRIES.find((e) => e.key === "gpsNews")!;
    const staff = UPDATE_ENTRIES.find((e) => e.key === "facultyStaff")!;
    const library = UPDATE_ENTRIES.find((e) => e.key === "digitalLibrary")!;
    const cases: [LegacyEntry, string, string, string][] = [
      [gpsNews, "newsTitle", "Title by insert name", "news_title"],
      [gpsNews, "news_title", "Title by row name", "news_title"],
      [staff, "phone", "9876500777", "contact"],
      [staff, "department", "civil", "branch"],
      [staff, "teachingExperience", "9", "experience"],
      [library, "title", "Book by insert name", "title"],
      [library, "authorName", "Author by row name", "authorName"],
      [library, "branch", "civil", "branch"],
    ];
    for (const [entry, spelling, value, rowName] of cases) {
      const sno = await insertThroughLegacy(t.admin, entry);
      const answer = await t.admin.post(`action=${entry.legacy.update![0]}&sno=${sno}`, new URLSearchParams({ [spelling]: value }));
      expect(answer.status, `${spelling}: ${answer.text}`).toBe(200);
      const row = await listedRow(entry, sno);
      expect(String(row[rowName]), spelling).toBe(value);
    }
  });

  it("changes only the fields sent; empty values and unknown names change nothing", async () => {
    const entry = UPDATE_ENTRIES.find((e) => e.key === "mou")!;
    const sno = await insertThroughLegacy(t.admin, entry);
    const before = await listedRow(entry, sno);
    const answer = await t.admin.post(
      `action=updateMOU&sno=${sno}`,
      new URLSearchParams({ firm_name: "Example Industries", valid_upto: "", session: "   ", actions: "x", sno: "999" }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(await listedRow(entry, sno)).toEqual({ ...before, firm_name: "Example Industries" });
  });

  it("refuses an invalid value by name and changes nothing", async () => {
    const entry = UPDATE_ENTRIES.find((e) => e.key === "timeTable")!;
    const sno = await insertThroughLegacy(t.admin, entry);
    const before = await snapshot(t.server);
    const form = new FormData();
    form.append("session", "1999-2000");
    form.append("odd_sem_result", await pdfBlob(), "odd.pdf");
    const answer = await t.admin.post(`action=updateTimeTable&sno=${sno}`, form);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ status: 400, message: "Session must be an academic session such as 2025-2026." });
    expect(await snapshot(t.server)).toEqual(before);
    expect(await leftoverTempFolders(t.server)).toEqual([]);
  });

  it("refuses a replacement file of the wrong kind and keeps the old file", async () => {
    const entry = UPDATE_ENTRIES.find((e) => e.key === "event")!;
    const sno = await insertThroughLegacy(t.admin, entry);
    const before = await snapshot(t.server);
    const form = new FormData();
    form.append("image", await pdfBlob(), "photo.png");
    const answer = await t.admin.post(`action=updateEventAnalysis&sno=${sno}`, form);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/this file is not a JPEG, PNG or WebP picture/);
    expect(await snapshot(t.server)).toEqual(before);
  });
});

describe("record numbers", () => {
  const entry = UPDATE_ENTRIES.find((e) => e.key === "auditReport")!;

  it.each(["", "0", "-1", "abc", "1.5", "1e2", "0x10", " 1"])("refuses sno=%j with 400", async (sno) => {
    const before = await snapshot(t.server);
    const answer = await t.admin.post(`action=updateAuditReport&sno=${encodeURIComponent(sno)}`, new URLSearchParams({ session: "2024-2025" }));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ status: 400, message: expect.stringMatching(/record number/) });
    expect(await snapshot(t.server)).toEqual(before);
  });

  it("refuses a missing sno with 400", async () => {
    const answer = await t.admin.post(`action=updateAuditReport`, new URLSearchParams({ session: "2024-2025" }));
    expect(answer.status).toBe(400);
  });

  it("answers an unknown sno with 404 and a JSON message", async () => {
    const answer = await t.admin.post(`action=updateAuditReport&sno=987654`, new URLSearchParams({ session: "2024-2025" }));
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ status: 404, message: expect.stringMatching(/not found/) });
    expect(entry.key).toBe("auditReport");
  });
});

describe("every update action is refused without the session cookie", () => {
  it.each(UPDATE_ACTIONS)("%s", async (action, entry) => {
    const sno = await insertThroughLegacy(t.admin, entry);
    const before = await snapshot(t.server);
    const [, names] = textFieldsWithColumn(entry)[0]!;
    const form = new FormData();
    form.append(names.column!, "2024-2025");
    const answer = await t.visitor.post(`action=${action}&sno=${sno}`, form);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ status: 401, message: expect.stringMatching(/sign in/i) });
    expect(await snapshot(t.server)).toEqual(before);
  });

  it("asks for POST when an update comes as GET", async () => {
    const answer = await t.admin.get(`action=updateAuditReport&sno=1&session=2024-2025`);
    expect(answer.status).toBe(405);
    expect(answer.json.status).toBe(405);
  });
});
