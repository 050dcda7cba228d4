import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DELETE_ACTIONS,
  insertThroughLegacy,
  LIST_ENTRIES,
  snapshot,
  startLegacyServer,
  UPDATE_ACTIONS,
  UPDATE_ENTRIES,
  type LegacyTestServer,
} from "./legacy-support.js";

// The old script pasted every list filter and every sno into SQL. Here each goes to a service as
// a bound value: hostile text reads, changes and deletes nothing beyond what it names.

const PAYLOADS = [
  "1 OR 1=1",
  "1; DROP TABLE faculty_staff",
  "1' OR '1'='1",
  "computer' OR '1'='1",
  "computer' --",
  '" OR ""="',
  "1/**/OR/**/1=1",
  "%",
  "comp%",
  "_omputer",
  "कंप्यूटर",
  "१",
  "../../etc/passwd",
  "..\\..\\windows",
  "1)) UNION SELECT * FROM admin_account --",
];

let t: LegacyTestServer;
/** sno of one existing row per update/delete type. */
const existing = new Map<string, number>();

beforeAll(async () => {
  t = await startLegacyServer();
  for (const entry of LIST_ENTRIES) {
    const hasDepartment = Boolean(entry.spec.fields.department);
    const sno = await insertThroughLegacy(t.admin, entry, hasDepartment ? { department: "computer" } : undefined);
    await insertThroughLegacy(t.admin, entry, hasDepartment ? { department: "civil" } : undefined);
    existing.set(entry.key, sno);
  }
});
afterAll(async () => {
  await t?.server.close();
});

describe("list filters are values, never SQL", () => {
  const filtered = LIST_ENTRIES.filter((e) => e.spec.filters.includes("department"));
  const unfiltered = LIST_ENTRIES.filter((e) => !e.spec.filters.includes("department"));

  it.each(filtered.map((e) => [e.legacy.listKey!, e] as const))("%s: the one department's row, and nothing for hostile text", async (listKey, entry) => {
    const departmentName = entry.legacy.fields.department!.row!;
    const computer = await t.visitor.rows(listKey, "computer");
    expect(computer.map((r) => r[departmentName])).toEqual(["computer"]);
    for (const payload of PAYLOADS) {
      expect(await t.visitor.rows(listKey, payload), payload).toEqual([]);
    }
  });

  it.each(unfiltered.map((e) => [e.legacy.listKey!] as const))("%s: hostile text is ignored like any value", async (listKey) => {
    const all = await t.visitor.rows(listKey);
    for (const payload of PAYLOADS) expect(await t.visitor.rows(listKey, payload), payload).toEqual(all);
  });

  it("hostile text as the list key is an unknown list", async () => {
    for (const payload of PAYLOADS) {
      const answer = await t.visitor.get(`${encodeURIComponent(payload)}`);
      expect(answer.status, payload).toBe(400);
    }
  });
});

describe("sno is a positive whole number, never SQL", () => {
  it.each(UPDATE_ACTIONS)("%s refuses hostile sno values and changes nothing", async (action, entry) => {
    const before = await snapshot(t.server);
    const sno = existing.get(entry.key)!;
    for (const payload of [...PAYLOADS, `${sno} OR 1=1`, `${sno}; DROP TABLE ${entry.spec.table}`, `${sno}'`]) {
      const form = new FormData();
      form.append("session", "2024-2025");
      const answer = await t.admin.post(`action=${action}&sno=${encodeURIComponent(payload)}`, form);
      expect(answer.status, payload).toBe(400);
      expect(answer.json).toEqual({ status: 400, message: expect.stringMatching(/record number/) });
    }
    expect(await snapshot(t.server)).toEqual(before);
  });

  it.each(DELETE_ACTIONS)("%s refuses hostile sno values and deletes nothing", async (action, entry) => {
    const before = await snapshot(t.server);
    const sno = existing.get(entry.key)!;
    for (const payload of [...PAYLOADS, `${sno} OR 1=1`, `${sno}; DROP TABLE ${entry.spec.table}`, `${sno}'`, `${sno},${sno + 1}`]) {
      const answer = await t.admin.get(`action=${action}&sno=${encodeURIComponent(payload)}`);
      expect(answer.status, payload).toBe(400);
    }
    expect(await snapshot(t.server)).toEqual(before);
  });

  it("a repeated sno uses the first value only", async () => {
    const entry = UPDATE_ENTRIES.find((e) => e.key === "irg")!;
    const first = await insertThroughLegacy(t.admin, entry);
    const second = await insertThroughLegacy(t.admin, entry);
    const answer = await t.admin.get(`action=deleteIrg&sno=${first}&sno=${second}`);
    expect(answer.text).toBe(String(first));
    expect((await t.visitor.rows("irg")).map((r) => r.sno)).toContain(second);
  });
});

// Rules that live in the content service (the shim passes values through unchanged). PostgreSQL
// refuses these values with an error of its own, so without the service's checks they were 500s.
describe("values the database cannot hold are refused, not a server error", () => {
  it("a record number past the database's integer range is simply not found", async () => {
    for (const sno of ["2147483648", "99999999999999999999"]) {
      const answer = await t.admin.get(`action=deleteAuditReport&sno=${sno}`);
      expect([400, 404], `${sno}: ${answer.text}`).toContain(answer.status);
    }
  });

  it("a NUL character in a list filter finds nothing or is refused", async () => {
    for (const value of ["\u0000", "computer\u0000"]) {
      const answer = await t.visitor.get(`staff-details=${encodeURIComponent(value)}`);
      expect([200, 400], answer.text).toContain(answer.status);
      if (answer.status === 200) expect(answer.json.data).toEqual([]);
    }
  });

  it("a NUL character in a form value is refused by name", async () => {
    const before = await snapshot(t.server);
    const answer = await t.admin.post(`action=updateMous&sno=${existing.get("mou")}`, new URLSearchParams({ firm_name: "a\u0000b" }));
    expect([200, 400], answer.text).toContain(answer.status);
    if (answer.status === 400) expect(await snapshot(t.server)).toEqual(before);
  });
});

describe("hostile text in form values is stored as text", () => {
  it("changes only the row named, with the text exactly as sent", async () => {
    const entry = UPDATE_ENTRIES.find((e) => e.key === "mou")!;
    const sno = existing.get("mou")!;
    const before = await t.visitor.rows("mouReports");
    const text = `x', firm_name = 'hacked' WHERE 1=1; DROP TABLE mou; --`;
    const answer = await t.admin.post(`action=updateMous&sno=${sno}`, new URLSearchParams({ firm_name: text }));
    expect(answer.status, answer.text).toBe(200);
    const bySno = (rows: Record<string, any>[]) => [...rows].sort((a, b) => a.sno - b.sno);
    const after = await t.visitor.rows("mouReports");
    expect(bySno(after)).toEqual(bySno(before.map((r) => (r.sno === sno ? { ...r, firm_name: text } : r))));
    expect(entry.legacy.listKey).toBe("mouReports");
  });
});
