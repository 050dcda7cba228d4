import { describe, expect, it } from "vitest";
import { isFileKind } from "../../server/src/content/define.js";
import { INSERT_ENTRIES, insertForm, insertThroughLegacy, legacyServerForFile, sampleText, snapshot } from "./legacy-support.js";

// Requests no honest client sends: a JSON form that pretends to hold an uploaded file, values
// nested a hundred thousand levels deep, and a delete link followed from another site. Each gets
// a clear 4xx answer and changes nothing.

const t = legacyServerForFile();
const auditReport = INSERT_ENTRIES.find((e) => e.key === "auditReport")!;
const pdfField = Object.entries(auditReport.spec.fields).find(([, f]) => isFileKind(f.kind))![0];
const pdfSpelling = (() => {
  const names = auditReport.legacy.fields[pdfField]!.insert!;
  return typeof names === "string" ? names : names[0]!;
})();

/** The audit report's insert form as JSON, with `file` in place of its PDF. */
function jsonInsert(file: unknown): string {
  const body: Record<string, unknown> = {};
  for (const [name, names] of Object.entries(auditReport.legacy.fields)) {
    const spelling = typeof names.insert === "string" ? names.insert : names.insert?.[0];
    if (!spelling) continue;
    const field = auditReport.spec.fields[name]!;
    body[spelling] = isFileKind(field.kind) ? file : sampleText(field);
  }
  return JSON.stringify(body);
}

function deeplyNested(levels: number): string {
  return `${"[".repeat(levels)}"x"${"]".repeat(levels)}`;
}

describe("a JSON form cannot name a file on the server's disk", () => {
  it("refuses a value shaped like a saved upload, the same way whether the path exists or not", async () => {
    const before = await snapshot(t.server);
    const answers = [];
    for (const tempPath of [`${process.cwd()}/package.json`, "/etc/hostname", "/no/such/file.pdf"]) {
      const fake = { kind: "file", filename: "report.pdf", mimetype: "application/pdf", tempPath, size: 100, tooLarge: false };
      const answer = await t.admin.post(`action=${auditReport.legacy.insert}`, jsonInsert(fake), { "content-type": "application/json" });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json.message).toContain(`"${pdfSpelling}" must be text`);
      answers.push(answer.json);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await snapshot(t.server)).toEqual(before);
  });
});

describe("values nested without end", () => {
  it("answers a public form nested 120,000 levels deep with 400, not a server error", async () => {
    const before = await snapshot(t.server);
    const body = `{"fullName": ${deeplyNested(120_000)}, "email": "a@college.example"}`;
    const response = await fetch(`${t.server.url}/submit-to-sheet`, { method: "POST", headers: { "content-type": "application/json" }, body });
    const text = await response.text();
    expect(response.status, text).toBe(400);
    expect(JSON.parse(text).message).toMatch(/fullName/);
    expect(await snapshot(t.server)).toEqual(before);
  });

  it("answers GraphQL variables nested 120,000 levels deep with a 4xx", async () => {
    const body = `{"query":"mutation ($input: CreateAlumniRegistrationInput!) { createAlumniRegistration(input: $input) { id } }","variables":{"input":{"fullName":${deeplyNested(120_000)}}}}`;
    const response = await fetch(`${t.server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("still takes the same form sent as multipart", async () => {
    const { form } = await insertForm(auditReport);
    const answer = await t.admin.post(`action=${auditReport.legacy.insert}`, form);
    expect(answer.status, answer.text).toBe(200);
  });
});

describe("a delete link followed from another site", () => {
  it("is refused when only the Referer says where it came from", async () => {
    const sno = await insertThroughLegacy(t.admin, auditReport);
    const before = await snapshot(t.server);
    for (const referer of ["http://evil.example/page.html", `${t.server.url}.evil.example/x`, "not a url"]) {
      const answer = await t.admin.get(`action=deleteAuditReport&sno=${sno}`, { referer });
      expect(answer.status, referer).toBe(403);
    }
    expect(await snapshot(t.server)).toEqual(before);
    const own = await t.admin.get(`action=deleteAuditReport&sno=${sno}`, { referer: `${t.server.url}/admin-login/manage-audit` });
    expect(own.text).toBe(String(sno));
  });

  it("does not sign in when the Referer is another site", async () => {
    const answer = await t.visitor.get(`username=${encodeURIComponent(t.server.adminEmail)}&password=${encodeURIComponent(t.server.adminPassword)}`, {
      referer: "http://evil.example/",
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("set-cookie")).toBeNull();
  });
});
