import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { isFileKind } from "../../server/src/content/define.js";
import { SYSTEM } from "../../server/src/base/actor.js";
import { PNG_BYTES } from "../support/samples.js";
import { expectedRowValue, INSERT_ENTRIES, insertForm, leftoverTempFolders, pdfBlob, pngBlob, snapshot, legacyServerForFile } from "./legacy-support.js";

// POST connection.php?action=insert...: every insert action of the registry, through the real
// server, and what the list key shows afterwards.

const t = legacyServerForFile();

const PROTECTED = INSERT_ENTRIES.filter((e) => e.spec.access.create === "admin");
const PUBLIC = INSERT_ENTRIES.filter((e) => e.spec.access.create === "public");

describe("every insert action stores a row that its list key shows with the legacy names", () => {
  it("covers every required field with an insert spelling", () => {
    for (const entry of INSERT_ENTRIES) {
      for (const [name, field] of Object.entries(entry.spec.fields)) {
        if (!field.required) continue;
        expect(entry.legacy.fields[name]?.insert, `${entry.key}.${name}`).toBeDefined();
      }
    }
  });

  it.each(INSERT_ENTRIES.map((e) => [e.legacy.insert!, e] as const))("%s", async (action, entry) => {
    const { form, sent } = await insertForm(entry);
    const answer = await t.admin.post(`action=${action}`, form);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ status: 200, message: expect.stringContaining(entry.spec.label) });
    expect(answer.json.message).toMatch(/was saved/);

    if (!entry.legacy.listKey) {
      // Public submissions have no list key: read them back through the service.
      const { items } = await t.server.services.content[entry.key].list(SYSTEM, { limit: 100 });
      const title = entry.spec.titleField;
      expect(items.find((row) => row[title] === sent[title])).toBeDefined();
      return;
    }
    const rows = await t.visitor.rows(entry.legacy.listKey);
    const expected: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(sent)) {
      const rowName = entry.legacy.fields[name]?.row;
      if (rowName) expected[rowName] = expectedRowValue(entry, name, value);
    }
    const row = rows.find((r) => Object.entries(expected).every(([k, v]) => typeof v !== "string" || r[k] === v));
    expect(row, JSON.stringify(rows)).toBeDefined();
    expect(row).toMatchObject(expected);
    if (entry.legacy.update?.length || entry.legacy.delete?.length) expect(row!.sno).toEqual(expect.any(Number));
    // host + "/" + path reaches the file: a PDF with the bytes that were sent, a picture as the
    // same picture (stored re-encoded without metadata).
    for (const [name, value] of Object.entries(sent)) {
      const rowName = entry.legacy.fields[name]?.row;
      if (!rowName || typeof value !== "object" || Array.isArray(value)) continue;
      const file = await fetch(`${t.server.url}/${row![rowName]}`);
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      if (value.file === "pdf") expect(bytes.equals(Buffer.from(await (await pdfBlob()).arrayBuffer()))).toBe(true);
      else expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 1, height: 1 });
    }
  });
});

describe("insert field spellings", () => {
  const faculty = INSERT_ENTRIES.find((e) => e.key === "facultyStaff")!;
  const curriculum = INSERT_ENTRIES.find((e) => e.key === "curriculum")!;
  const committee = INSERT_ENTRIES.find((e) => e.key === "committee")!;

  it("accepts teachingExperience for experience", async () => {
    const { form } = await insertForm(faculty, { overrides: { name: "Teaching Years Example" } });
    form.delete("experience");
    form.append("teachingExperience", "11");
    const answer = await t.admin.post(`action=${faculty.legacy.insert}`, form);
    expect(answer.status, answer.text).toBe(200);
    const row = (await t.visitor.rows("staff-details")).find((r) => r.name === "Teaching Years Example");
    expect(row?.experience).toBe(11);
  });

  it("answers the curriculum insert with a JSON message and lists the semester as its label", async () => {
    const { form } = await insertForm(curriculum);
    form.set("semester", "5");
    form.set("department", "civil");
    const answer = await t.admin.post(`action=${curriculum.legacy.insert}`, form);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.message).toMatch(/^Curriculum "Fifth Semester" was saved/);
    const rows = await t.visitor.rows("curriculum", "civil");
    expect(rows).toEqual([expect.objectContaining({ branch: "civil", name: "Fifth Semester", path: expect.stringMatching(/^uploads\/curriculum\//) })]);
  });

  it("zips repeated memberNames[] and memberNumber[] into the committee's members", async () => {
    const { form } = await insertForm(committee, { overrides: { name: "Zipped Members Committee" } });
    form.delete("memberNames[]");
    form.delete("memberNumber[]");
    for (const [name, number] of [
      ["First Person", "9876500201"],
      ["Second Person", "9876500202"],
      ["Third Person", "9876500203"],
    ]) {
      form.append("memberNames[]", name!);
      form.append("memberNumber[]", number!);
    }
    const answer = await t.admin.post(`action=insertCommittee`, form);
    expect(answer.status, answer.text).toBe(200);
    const row = (await t.visitor.rows("committees")).find((r) => r.CommitteeName === "Zipped Members Committee");
    expect(row).toEqual({
      SessionName: "2025-2026",
      CommitteeName: "Zipped Members Committee",
      ChairmanName: expect.any(String),
      ChairmanMobileNumber: expect.stringMatching(/^\d{10}$/),
      Members: [
        { sno: expect.any(Number), name: "First Person", number: "9876500201" },
        { sno: expect.any(Number), name: "Second Person", number: "9876500202" },
        { sno: expect.any(Number), name: "Third Person", number: "9876500203" },
      ],
    });
  });

  it("refuses a member without a number, storing nothing", async () => {
    const before = await snapshot(t.server);
    const { form } = await insertForm(committee);
    form.append("memberNames[]", "No Number Person");
    const answer = await t.admin.post(`action=insertCommittee`, form);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ status: 400, message: expect.stringMatching(/mobile number/) });
    expect(await snapshot(t.server)).toEqual(before);
  });

  it("treats an empty value as not given: a missing required field is refused by name", async () => {
    const before = await snapshot(t.server);
    const { form } = await insertForm(faculty);
    form.set("name", "");
    const answer = await t.admin.post(`action=${faculty.legacy.insert}`, form);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ status: 400, message: "Please fill in Name." });
    expect(await snapshot(t.server)).toEqual(before);
  });

  it("treats an empty file input as no file", async () => {
    const before = await snapshot(t.server);
    const { form } = await insertForm(faculty);
    form.set("staffImg", new Blob([]), "");
    const answer = await t.admin.post(`action=${faculty.legacy.insert}`, form);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe("Please choose a file for Photo.");
    expect(await snapshot(t.server)).toEqual(before);
  });
});

describe("every protected insert is refused without the session cookie", () => {
  it.each(PROTECTED.map((e) => [e.legacy.insert!, e] as const))("%s", async (action, entry) => {
    const before = await snapshot(t.server);
    const { form } = await insertForm(entry);
    const answer = await t.visitor.post(`action=${action}`, form);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ status: 401, message: expect.stringMatching(/sign in/i) });
    expect(await snapshot(t.server)).toEqual(before);
    expect(await leftoverTempFolders(t.server)).toEqual([]);
  });

  it("refuses a forged cookie the same way", async () => {
    const before = await snapshot(t.server);
    const { form } = await insertForm(PROTECTED[0]!);
    const answer = await t.visitor.post(`action=${PROTECTED[0]!.legacy.insert}`, form, { cookie: "gp_session=forged-token" });
    expect(answer.status).toBe(401);
    expect(await snapshot(t.server)).toEqual(before);
  });
});

describe("public submissions need no session", () => {
  const alumni = PUBLIC.find((e) => e.key === "alumniRegistration")!;
  const admission = PUBLIC.find((e) => e.key === "admissionConfirmation")!;
  const alumniJson = {
    fullName: "Ravi Example",
    email: "ravi@example.org",
    whatsappNumber: "919876500301",
    yearOfPassing: "2015",
    dateOfBirth: "1996-02-03",
    occupation: "Site engineer",
    address: "12 Example Road, Example Town",
    gender: "Male",
    afterDiploma: "Worked on road projects.",
  };

  it("insertAlumniDetails takes a JSON body", async () => {
    const answer = await t.visitor.post(`action=${alumni.legacy.insert}`, JSON.stringify({ ...alumniJson, fullName: "Json Alumni" }), {
      "content-type": "application/json",
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ status: 200, message: expect.stringContaining("Json Alumni") });
    const { items } = await t.server.services.content.alumniRegistration.list(SYSTEM, { search: "Json Alumni" });
    expect(items).toEqual([expect.objectContaining({ fullName: "Json Alumni", yearOfPassing: 2015, dateOfBirth: "1996-02-03" })]);
  });

  it("POST /submit-to-sheet takes the nine alumni fields as JSON (also sent as text/plain)", async () => {
    for (const [type, name] of [
      ["application/json", "Sheet Alumni"],
      ["text/plain;charset=utf-8", "Plain Alumni"],
    ] as const) {
      const response = await fetch(`${t.server.url}/submit-to-sheet`, {
        method: "POST",
        headers: { "content-type": type },
        body: JSON.stringify({ ...alumniJson, fullName: name }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 200, message: expect.stringContaining(name) });
      const { totalCount } = await t.server.services.content.alumniRegistration.list(SYSTEM, { search: name });
      expect(totalCount).toBe(1);
    }
  });

  it("refuses an invalid alumni submission, storing nothing", async () => {
    const before = await snapshot(t.server);
    const response = await fetch(`${t.server.url}/submit-to-sheet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...alumniJson, email: "not-an-email" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message: "Please enter a valid email address" });
    expect(await snapshot(t.server)).toEqual(before);
  });

  it("insertStudentAdmissionDetails takes JSON or form data with the old spellings", async () => {
    const json = {
      enrollment: "2300000001",
      aadharNo: "1234 5678 9010",
      name: "Json Student",
      email: "student@example.org",
      phone: "9876500401",
      admissionYear: "2nd",
      directSecondYear: "yes",
      gender: "Female",
    };
    const first = await t.visitor.post(`action=${admission.legacy.insert}`, JSON.stringify(json), { "content-type": "application/json" });
    expect(first.status, first.text).toBe(200);
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...json, name: "Form Student", enrollment: "2300000002", directSecondYear: "no" })) form.append(k, v);
    const second = await t.visitor.post(`action=${admission.legacy.insert}`, form);
    expect(second.status, second.text).toBe(200);
    const { items } = await t.server.services.content.admissionConfirmation.list(SYSTEM, { limit: 100 });
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Json Student", aadhaarNumber: "XXXX XXXX 9010", directSecondYear: true, admissionYear: "2nd" }),
        expect.objectContaining({ name: "Form Student", directSecondYear: false }),
      ]),
    );
  });

  it("does not let anyone read submissions through a list key", async () => {
    const answer = await t.visitor.get("alumniRegistration");
    expect(answer.status).toBe(400);
  });
});

describe("files are judged by their bytes", () => {
  const withFiles = INSERT_ENTRIES.filter((e) => Object.values(e.spec.fields).some((f) => isFileKind(f.kind)));

  it.each(withFiles.map((e) => [e.legacy.insert!, e] as const))("%s refuses swapped file kinds", async (action, entry) => {
    const before = await snapshot(t.server);
    // A PDF field gets a picture and a picture field gets a PDF.
    const { form } = await insertForm(entry, { files: async (field) => (field.kind === "pdf" ? pngBlob() : await pdfBlob()) });
    const answer = await t.admin.post(`action=${action}`, form);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ status: 400, message: expect.stringMatching(/this file is not (a PDF document|a JPEG, PNG or WebP picture)/) });
    expect(await snapshot(t.server)).toEqual(before);
    expect(await leftoverTempFolders(t.server)).toEqual([]);
  });

  it("refuses a picture whose name says PDF", async () => {
    const before = await snapshot(t.server);
    const entry = INSERT_ENTRIES.find((e) => e.key === "auditReport")!;
    const form = new FormData();
    form.append("session", "2025-2026");
    form.append("auditReportPdf", new Blob([PNG_BYTES], { type: "application/pdf" }), "report.pdf");
    const answer = await t.admin.post(`action=${entry.legacy.insert}`, form);
    expect(answer.status).toBe(400);
    expect(await snapshot(t.server)).toEqual(before);
  });

  it("refuses one bad file among good ones, keeping none of them", async () => {
    const before = await snapshot(t.server);
    const entry = INSERT_ENTRIES.find((e) => e.key === "digitalLibrary")!;
    // The cover (checked first) is fine; the book is a picture.
    const { form } = await insertForm(entry, { files: async () => pngBlob() });
    const answer = await t.admin.post(`action=${entry.legacy.insert}`, form);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/^Book \(PDF\)/);
    expect(await snapshot(t.server)).toEqual(before);
  });
});
