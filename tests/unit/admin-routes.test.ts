import type { AccountRole } from "../../client/src/graphql/generated/graphql.js";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";
import { ADMIN_SETTINGS_ROUTES, adminRoutes, navigationGroups } from "../../client/src/admin/shell/admin-routes.js";

// The administration area's routes are data beside each registry entry. The spec's names are
// kept exactly as it spells them (its navigation and its view list, admin-area.md section 2).
const SPEC_ROUTES = [
  // College Forms
  "audit-report",
  "commitees",
  "gps-in-news",
  "monitoring-report",
  "student-admission-process",
  "add-eoa",
  "add-publication",
  // Faculty Forms
  "add-staff",
  "add-supporting-staff",
  // Department Forms
  "digital-library",
  "result-analysis",
  "event-analysis",
  "mous",
  "curriculum",
  "time-table",
  "add-news-letters",
  "irg-add",
  "labs-add",
  "student-list-form",
  "add-dept-portfolio",
  // Manage Data
  "manage-staff-data",
  "manage-supporting-staff-data",
  "manage-audit-report",
  "manage-monitoring-report",
  "manage-admission-process",
  "manage-eoa",
  "manage-digital-library",
  "manage-publication",
  "manage-result-analysis",
  "manage-event-analysis",
  "manage-mous",
  "manage-curriculum",
  "manage-timeTable",
  "manage-newsLetters",
  "manage-irg",
  "manage-labs",
  "manage-studentList",
  "manage-departmentPortfolio",
  // The view selection's GPS news table
  "manage-gps-newses",
];

/** An account of this role without limits. */
const everywhere = (role: AccountRole) => ({ role, departments: [], contentTypes: [] });

describe("admin routes from the registry", () => {
  const all = CONTENT_TYPE_LIST.flatMap((spec) => [spec.admin.addRoute, spec.admin.manageRoute]);

  it("holds every route name of the spec exactly once", () => {
    for (const name of SPEC_ROUTES)
      expect(
        all.filter((route) => route === name),
        name,
      ).toHaveLength(1);
  });

  it("gives every content type an add and a manage route, all different", () => {
    for (const spec of CONTENT_TYPE_LIST) {
      expect(spec.admin.addRoute, spec.key).toMatch(/^[a-zA-Z-]+$/);
      expect(spec.admin.manageRoute, spec.key).toMatch(/^manage-[a-zA-Z-]+$/);
    }
    expect(new Set([...all, ...ADMIN_SETTINGS_ROUTES]).size).toBe(all.length + ADMIN_SETTINGS_ROUTES.length);
  });

  it("finds the view of each route", () => {
    for (const spec of CONTENT_TYPE_LIST) {
      expect(adminRoutes.get(spec.admin.addRoute)).toEqual({ view: "add", spec });
      expect(adminRoutes.get(spec.admin.manageRoute)).toEqual({ view: "manage", spec });
    }
    expect(adminRoutes.get("nothing-here")).toBeUndefined();
  });

  it("lists each content type once, in the spec's groups, with the names the public site uses", () => {
    const groups = navigationGroups(everywhere("ADMINISTRATOR"));
    expect(groups.map((g) => g.title).slice(0, 3)).toEqual(["College", "Faculty", "Departments"]);
    expect(groups.at(-1)!.title).toBe("Admin Settings");
    const college = groups[0]!.types.map((t) => t.addRoute);
    expect([...college].sort()).toEqual(["add-eoa", "add-publication", "audit-report", "commitees", "gps-in-news", "monitoring-report", "student-admission-process"]);
    expect(groups[1]!.types.map((t) => t.addRoute)).toEqual(["add-staff", "add-supporting-staff"]);
    const labels = new Map(groups.flatMap((g) => g.types.map((t) => [t.addRoute, t.label] as const)));
    // The public site's Accreditation menu calls them so (messages/en/shell.ts).
    expect(labels.get("monitoring-report")).toBe("Monitoring Reports");
    expect(labels.get("add-eoa")).toBe("AICTE EOA Reports");
    const entries = groups.flatMap((g) => g.types);
    expect(entries.map((t) => t.manageRoute).sort()).toEqual(CONTENT_TYPE_LIST.map((spec) => spec.admin.manageRoute).sort());
    expect(groups.at(-1)!.links.map((l) => l.route)).toContain("trash");
  });

  it("shows the administrators' own views only to administrators", () => {
    const routes = (role: AccountRole) =>
      navigationGroups(everywhere(role))
        .at(-1)!
        .links.map((l) => l.route);
    expect(routes("ADMINISTRATOR")).toEqual(["trash", ...ADMIN_SETTINGS_ROUTES]);
    for (const role of ["EDITOR", "APPROVER", "VIEWER"] as const) {
      expect(routes(role)).toEqual(["trash", "api-tokens", "my-password", "two-step", "gigw-readiness"]);
    }
  });

  it("lists an editor the types its reach covers: a department's, the department-scoped types; one type's, that type", () => {
    const typesOf = (account: Parameters<typeof navigationGroups>[0]) => navigationGroups(account).flatMap((g) => g.types.map((t) => t.manageRoute));
    const computer = typesOf({ role: "EDITOR", departments: ["computer"], contentTypes: [] });
    const lab = CONTENT_TYPE_LIST.find((spec) => spec.key === "lab")!;
    const notice = CONTENT_TYPE_LIST.find((spec) => spec.key === "notice")!;
    expect(computer).toContain(lab.admin.manageRoute);
    expect(computer).not.toContain(notice.admin.manageRoute);
    expect(typesOf({ role: "APPROVER", departments: [], contentTypes: ["notice"] })).toEqual([notice.admin.manageRoute]);
    // A viewer reads every type.
    expect(typesOf(everywhere("VIEWER"))).toHaveLength(CONTENT_TYPE_LIST.length);
  });
});
