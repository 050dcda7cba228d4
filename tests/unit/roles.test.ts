import { describe, expect, it } from "vitest";
import { EVERYWHERE, SYSTEM, type Actor, type Authority } from "../../server/src/base/actor.js";
import { checkRoleInput } from "../../server/src/auth/role-change.js";
import { isAdministrator, mayApprove, readLimitOf, typeRefusal } from "../../server/src/auth/roles.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import type { ContentTypeSpec } from "../../server/src/content/define.js";

// The rules of roles (server/src/auth/roles.ts) on their own; tests/api/roles.test.ts holds them
// to every path of a real server.

const lab = CONTENT_TYPES.lab as ContentTypeSpec;
const notice = CONTENT_TYPES.notice as ContentTypeSpec;
const account = (authority: Authority): Actor => ({ kind: "admin", ip: "127.0.0.1", accountId: 2, email: "a@college.example", sessionId: "s", authority });
const computerEditor = account({ role: "editor", reach: { departments: ["computer"], types: "all" } });
const computerApprover = account({ role: "approver", reach: { departments: ["computer"], types: "all" } });

describe("roles", () => {
  it("lets an approver approve within its reach only, an editor never, an administrator always", () => {
    expect(mayApprove(computerApprover, lab, { department: "computer" })).toBe(true);
    expect(mayApprove(computerApprover, lab, { department: "civil" })).toBe(false);
    expect(mayApprove(computerApprover, notice, {})).toBe(false);
    expect(mayApprove(computerEditor, lab, { department: "computer" })).toBe(false);
    expect(mayApprove(account({ role: "administrator", reach: EVERYWHERE }), notice, {})).toBe(true);
  });

  it("limits a department's editor to its rows, and to types that belong to a department", () => {
    expect(readLimitOf(computerEditor, lab)).toEqual({ asVisitor: false, departments: { field: "department", slugs: ["computer"] } });
    expect(readLimitOf(computerEditor, notice)).toEqual({ asVisitor: true });
    expect(typeRefusal({ role: "editor", reach: { departments: ["computer"], types: "all" } }, notice)?.code).toBe("FORBIDDEN");
    expect(typeRefusal({ role: "editor", reach: { departments: "all", types: ["notice"] } }, notice)).toBeNull();
    expect(typeRefusal({ role: "viewer", reach: EVERYWHERE }, lab)?.code).toBe("FORBIDDEN");
    expect(isAdministrator(SYSTEM)).toBe(true);
    expect(isAdministrator(computerEditor)).toBe(false);
  });

  it("checks a role input, and gives administrators and viewers every reach", () => {
    expect(checkRoleInput({ role: "viewer", departments: ["computer"] })).toEqual({ role: "viewer", reach: EVERYWHERE });
    expect(checkRoleInput({ role: "editor", departments: [], types: ["notice", "notice"] })).toEqual({
      role: "editor",
      reach: { departments: "all", types: ["notice"] },
    });
    expect(() => checkRoleInput({ role: "owner" })).toThrow(/administrator, editor, approver or viewer/);
    expect(() => checkRoleInput({ role: "editor", types: ["recipes"] })).toThrow(/not a content type/);
    expect(() => checkRoleInput({ role: "editor", departments: ["Computer Dept"] })).toThrow(/not a department/);
  });
});
