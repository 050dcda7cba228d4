import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { insertThroughLegacy, LEGACY_PATHS, LegacyClient, LIST_ENTRIES, snapshot, startLegacyServer, type LegacyTestServer } from "./legacy-support.js";

// GET connection.php?{key} and ?{key}={department}: the row names of the contract
// (shared/spec/legacy-api.md), written out here independently of the registry.

const CONTRACT_ROWS: Record<string, string[]> = {
  "staff-details": ["sno", "name", "designation", "qualification", "experience", "contact", "branch", "email", "image"],
  "supporting-staff-details": ["sno", "name", "designation", "qualification", "experience", "contact", "branch", "email", "image"],
  auditReport: ["sno", "session", "path"],
  monitoringReport: ["sno", "session", "path"],
  "student-admission": ["sno", "session", "path"],
  eoaReports: ["sno", "session", "department", "path"],
  publications: ["sno", "faculty_name", "department", "path"],
  "gps-newses": ["sno", "session", "news_title", "news_article_image", "date_of_event"],
  "digital-library": ["sno", "subjectName", "branch", "title", "authorName", "coverImage", "path"],
  resultAnalysis: ["sno", "session", "department", "o_path", "e_path"],
  timeTable: ["sno", "session", "department", "o_path", "e_path"],
  eventAnalysis: ["sno", "session", "department", "eventName", "eventImage", "dateOfEvent", "activityDescription"],
  mouReports: ["sno", "session", "department", "firm_name", "valid_upto", "path"],
  curriculum: ["sno", "branch", "name", "path"],
  newsLetters: ["sno", "session", "department", "path"],
  irg: ["sno", "session", "department", "path"],
  labs: ["sno", "session", "department", "path"],
  studentList: ["sno", "session", "department", "semester", "path"],
  "dept-portfolio": ["sno", "session", "department", "path"],
  committees: ["SessionName", "CommitteeName", "ChairmanName", "ChairmanMobileNumber", "Members"],
};

let t: LegacyTestServer;
beforeAll(async () => {
  t = await startLegacyServer();
  // Two rows per list: one of each department where the type has one.
  for (const entry of LIST_ENTRIES) {
    const hasDepartment = Boolean(entry.spec.fields.department);
    await insertThroughLegacy(t.admin, entry, hasDepartment ? { department: "computer" } : undefined);
    await insertThroughLegacy(t.admin, entry, hasDepartment ? { department: "civil" } : undefined);
  }
});
afterAll(async () => {
  await t?.server.close();
});

describe("list keys", () => {
  it("serves exactly the contract's list keys", () => {
    expect(LIST_ENTRIES.map((e) => e.legacy.listKey).sort()).toEqual(Object.keys(CONTRACT_ROWS).sort());
  });

  it.each(LIST_ENTRIES.map((e) => [e.legacy.listKey!, e] as const))("%s answers rows with the contract's names on every path", async (listKey) => {
    const answers = [];
    for (const path of LEGACY_PATHS) {
      const rows = await new LegacyClient(t.server.url, path).rows(listKey);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual([...CONTRACT_ROWS[listKey]!].sort());
      answers.push(rows);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it.each(LIST_ENTRIES.filter((e) => e.spec.filters.includes("department")).map((e) => [e.legacy.listKey!, e] as const))(
    "%s={department} filters by department",
    async (listKey, entry) => {
      const departmentName = entry.legacy.fields.department!.row!;
      const all = await t.visitor.rows(listKey);
      const computer = await t.visitor.rows(listKey, "computer");
      expect(computer.length).toBeGreaterThanOrEqual(1);
      expect(computer.every((r) => r[departmentName] === "computer")).toBe(true);
      expect(computer).toEqual(all.filter((r) => r[departmentName] === "computer"));
      expect(await t.visitor.rows(listKey, "mechanical")).toEqual([]);
    },
  );

  it.each(LIST_ENTRIES.filter((e) => !e.spec.filters.includes("department")).map((e) => [e.legacy.listKey!] as const))(
    "%s ignores a value, as the old script did",
    async (listKey) => {
      expect(await t.visitor.rows(listKey, "computer")).toEqual(await t.visitor.rows(listKey));
    },
  );

  it("lists files as a path the old client joins to the host", async () => {
    for (const row of await t.visitor.rows("timeTable")) {
      for (const name of ["o_path", "e_path"]) {
        expect(row[name]).toMatch(/^uploads\/time-table\/[0-9a-f-]{36}\.pdf$/);
        const response = await fetch(`${t.server.url}/${row[name]}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
      }
    }
  });

  it("shows semesters as their labels", async () => {
    const curriculum = await t.visitor.rows("curriculum");
    const students = await t.visitor.rows("studentList");
    expect(curriculum.map((r) => r.name)).toEqual(curriculum.map(() => "Third Semester"));
    expect(students.map((r) => r.semester)).toEqual(students.map(() => "Third Semester"));
  });

  it("returns every row, past the service's page size of 100", async () => {
    for (let i = 0; i < 105; i++) {
      await t.server.services.content.committee.create(SYSTEM, {
        session: "2024-2025",
        name: `Paging Committee ${String(i).padStart(3, "0")}`,
        chairmanName: "Chair Example",
        chairmanMobile: "9876500500",
        members: [],
      });
    }
    const rows = await t.visitor.rows("committees");
    expect(rows.filter((r) => String(r.CommitteeName).startsWith("Paging Committee")).length).toBe(105);
    expect(rows.length).toBe((await t.server.services.content.committee.list(SYSTEM, { limit: 1 })).totalCount);
  });

  it("answers an unknown key with 400 naming it", async () => {
    const answer = await t.visitor.get("staff_details");
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ status: 400, message: 'Unknown list "staff_details".' });
    const empty = await t.visitor.get("");
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/Say which list/);
  });

  it("finds the list key among other parameters (a cache buster)", async () => {
    const answer = await t.visitor.get("_=12345&labs");
    expect(answer.status).toBe(200);
    expect(answer.json.data.length).toBeGreaterThanOrEqual(2);
  });

  it("treats a list key with action=... as the action", async () => {
    const before = await snapshot(t.server);
    const sno = (await t.visitor.rows("labs"))[0]!.sno;
    const answer = await t.visitor.get(`labs&action=deleteLab&sno=${sno}`);
    expect(answer.status).toBe(401);
    expect(await snapshot(t.server)).toEqual(before);
  });
});
