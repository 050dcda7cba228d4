import { EVERYWHERE, ROLES, type Actor, type Authority, type Reach, type Role } from "../base/actor.js";
import { wordedError, type AppError } from "../base/errors.js";
import type { ContentTypeSpec } from "../content/define.js";
import { departmentFieldOf, reachCoversType } from "../content/reach.js";
import { TYPE_NAMES_MR } from "../content/type-names-mr.js";
import type { ContentKey } from "../content/registry.js";
import type { TypeName } from "../messages/english.js";

// The one module of roles (issue 36): who may do what, asked by the services on every path
// (GraphQL, connection.php, stored files, API tokens). An administrator does everything; an
// editor creates, changes, trashes and restores content within its reach (some departments
// and/or some types); an approver does what an editor does and approves changes; a viewer reads
// the panel. An API token never does more than the account that made it.

const ADMINISTRATOR: Authority = { role: "administrator", reach: EVERYWHERE };

/** The things only an administrator does, named as a refusal says them. */
const ADMINISTRATORS_ONLY = {
  accounts: { en: "manage accounts and their roles", mr: "खाती आणि त्यांच्या भूमिका सांभाळणे" },
  settings: { en: "change the site's settings", mr: "साइटची सेटिंग्ज बदलणे" },
  tokens: { en: "manage other accounts' API tokens", mr: "इतर खात्यांचे API टोकन सांभाळणे" },
  webhooks: { en: "manage webhooks", mr: "वेबहुक सांभाळणे" },
  auditLog: { en: "read the audit log", mr: "ऑडिट लॉग वाचणे" },
  purge: { en: "delete items from the Trash for ever", mr: "कचरापेटीतील नोंदी कायमच्या हटवणे" },
  exports: { en: "export the public forms' submissions", mr: "सार्वजनिक अर्जांच्या नोंदी निर्यात करणे" },
} satisfies Record<string, TypeName>;

export type AdministratorsDeed = keyof typeof ADMINISTRATORS_ONLY;

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** The authority an actor acts with; a token's is its maker's (tokens made before roles: an administrator's, within the token's own scope). */
export function authorityOf(actor: Actor): Authority | null {
  switch (actor.kind) {
    case "admin":
      return actor.setUpSecondStepFirst ? null : actor.authority;
    case "token":
      return actor.maker ?? ADMINISTRATOR;
    case "system":
      return ADMINISTRATOR;
    case "anonymous":
      return null;
  }
}

/** Signed in to the panel as an administrator, or the server itself. */
export function isAdministrator(actor: Actor): boolean {
  return actor.kind !== "token" && authorityOf(actor)?.role === "administrator";
}

/** Refuses, in the clerk's language, what only an administrator does. */
export function requireAdministrator(actor: Actor, deed: AdministratorsDeed): void {
  if (isAdministrator(actor)) return;
  if (actor.kind === "anonymous") throw wordedError("UNAUTHENTICATED", "signInRequired", {});
  throw wordedError("FORBIDDEN", "onlyAdministrator", { deed: ADMINISTRATORS_ONLY[deed] });
}

const mayChangeContent = (role: Role) => role !== "viewer";

const pluralName = (spec: ContentTypeSpec): TypeName => ({ en: spec.pluralLabel, mr: TYPE_NAMES_MR[spec.key as ContentKey]?.pluralLabel ?? spec.pluralLabel });

/** Why this authority may not change rows of this type, or null when it may (rows then checked one by one). */
export function typeRefusal(authority: Authority, spec: ContentTypeSpec): AppError | null {
  if (!mayChangeContent(authority.role)) return wordedError("FORBIDDEN", "viewerChangesNothing", {});
  if (!reachCoversType(authority.reach, spec)) return wordedError("FORBIDDEN", "outsideReachType", { types: pluralName(spec) });
  return null;
}

/** Refuses a row (as stored, or as it would be saved) whose department is beyond the authority's reach. */
export function checkRowInReach(actor: Actor, spec: ContentTypeSpec, row: Record<string, unknown>): void {
  const authority = authorityOf(actor);
  const departments = authority?.reach.departments ?? "all";
  const field = departmentFieldOf(spec);
  if (departments === "all" || !field) return;
  if (!departments.includes(String(row[field] ?? ""))) {
    throw wordedError("FORBIDDEN", "outsideReachDepartment", { types: pluralName(spec), departments: departments.join(", ") });
  }
}

/** Whether an authority reads rows of this type beyond what visitors see: administrators and viewers all, editors and approvers within their reach. */
export function readsBeyondVisitors(authority: Authority, spec: ContentTypeSpec): boolean {
  return authority.role === "administrator" || authority.role === "viewer" || reachCoversType(authority.reach, spec);
}

/** Why this authority may not read, in the panel, rows of this type beyond what visitors see (submissions; a row's History), or null when it may. */
export function readRefusal(authority: Authority, spec: ContentTypeSpec): AppError | null {
  return readsBeyondVisitors(authority, spec) ? null : wordedError("FORBIDDEN", "outsideReachRead", { types: pluralName(spec) });
}

/** How a read of a type's rows is limited: read as a visitor reads (published rows only), and/or to some departments' rows. */
export interface ReadLimit {
  asVisitor: boolean;
  departments?: { field: string; slugs: readonly string[] };
}

/**
 * The one rule of which rows an actor reads. A visitor and a token read as visitors; a panel
 * account reads every row of the types it reads beyond visitors, an editor's or approver's only
 * its departments' rows; types beyond its reach it reads as a visitor. A token made by such an
 * account reads only those departments' rows of the types visitors cannot read.
 */
export function readLimitOf(actor: Actor, spec: ContentTypeSpec): ReadLimit {
  const authority = authorityOf(actor);
  if (!authority || actor.kind === "anonymous") return { asVisitor: true };
  const asVisitor = actor.kind === "token" || !readsBeyondVisitors(authority, spec);
  const field = departmentFieldOf(spec);
  const slugs = authority.reach.departments;
  const limited = field && slugs !== "all" && reachCoversType(authority.reach, spec) && (actor.kind !== "token" || spec.access.read !== "public");
  return limited ? { asVisitor, departments: { field, slugs } } : { asVisitor };
}

/** Refuses a panel read (a row's History) beyond the actor's reach; `row` is the row as it stands now. */
export function checkPanelRead(actor: Actor, spec: ContentTypeSpec, row: Record<string, unknown> | null): void {
  const authority = authorityOf(actor);
  if (!authority || (actor.kind !== "admin" && actor.kind !== "system")) throw wordedError("UNAUTHENTICATED", "signInRequired", {});
  const refusal = readRefusal(authority, spec);
  if (refusal) throw refusal;
  const limit = readLimitOf(actor, spec);
  if (row && limit.departments && !limit.departments.slugs.includes(String(row[limit.departments.field] ?? ""))) {
    throw wordedError("FORBIDDEN", "outsideReachDepartment", { types: pluralName(spec), departments: limit.departments.slugs.join(", ") });
  }
}

/** Whether a panel account reads every row of every type (an administrator, a viewer, an editor of everything). */
export function readsEveryRow(actor: Actor): boolean {
  const authority = actor.kind === "token" ? null : authorityOf(actor);
  if (!authority) return false;
  return authority.role === "administrator" || authority.role === "viewer" || (authority.reach.departments === "all" && authority.reach.types === "all");
}

/** Whether the actor may approve or reject a change to this row (the approval workflow asks). */
export function mayApprove(actor: Actor, spec: ContentTypeSpec, row: Record<string, unknown>): boolean {
  const authority = authorityOf(actor);
  if (!authority || actor.kind === "token") return false;
  if (authority.role === "administrator") return true;
  if (authority.role !== "approver" || typeRefusal(authority, spec)) return false;
  try {
    checkRowInReach(actor, spec, row);
    return true;
  } catch {
    return false;
  }
}

/** A reach as stored on an account (comma lists; null for every one) and back. */
export function reachFromColumns(departments: string | null, types: string | null): Reach {
  const list = (text: string | null) => (text ? text.split(",").filter(Boolean) : "all");
  return { departments: list(departments), types: list(types) };
}

export function reachToColumns(reach: Reach): { reachDepartments: string | null; reachTypes: string | null } {
  const text = (list: readonly string[] | "all") => (list === "all" || list.length === 0 ? null : list.join(","));
  return { reachDepartments: text(reach.departments), reachTypes: text(reach.types) };
}

/** An account's authority from its stored role and reach (an administrator's and a viewer's reach is everything). */
export function authorityFromColumns(role: string, departments: string | null, types: string | null): Authority {
  const known: Role = isRole(role) ? role : "viewer";
  const limited = known === "editor" || known === "approver";
  return { role: known, reach: limited ? reachFromColumns(departments, types) : EVERYWHERE };
}
