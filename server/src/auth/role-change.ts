import type { DataSource, EntityManager, Repository } from "typeorm";
import { EVERYWHERE, type Actor, type Authority, type Reach } from "../base/actor.js";
import type { AuditRecorder } from "../base/audit.js";
import { badField, wordedError } from "../base/errors.js";
import { CONTENT_TYPES } from "../content/registry.js";
import { AdminAccount } from "../db/entities/index.js";
import { runTransaction } from "../db/transaction.js";
import { authorityFromColumns, isRole, reachToColumns, requireAdministrator } from "./roles.js";

// Setting an account's role and reach (issue 36): checked, kept from leaving the site without an
// administrator, and recorded in the audit log (what it was, what it is now).

/** A role and, for an editor or approver, its departments and types (empty or null: every one). */
export interface RoleInput {
  role: string;
  departments?: readonly string[] | null;
  types?: readonly string[] | null;
}

const SLUG = /^[a-z0-9_]+$/;

/** The role and reach an input asks for, or a refusal a clerk understands. */
export function checkRoleInput(input: RoleInput): Authority {
  if (!isRole(input.role)) throw badField("role", "chooseRole", {});
  if (input.role !== "editor" && input.role !== "approver") return { role: input.role, reach: EVERYWHERE };
  const departments = [...new Set(input.departments ?? [])];
  const wrongDepartment = departments.find((slug) => !SLUG.test(slug));
  if (wrongDepartment !== undefined) throw badField("departments", "notADepartment", { label: "", value: wrongDepartment.slice(0, 60) });
  const types = [...new Set(input.types ?? [])];
  const wrongType = types.find((key) => !Object.hasOwn(CONTENT_TYPES, key));
  if (wrongType !== undefined) throw badField("types", "notAContentType", { value: wrongType.slice(0, 60) });
  const reach: Reach = { departments: departments.length ? departments : "all", types: types.length ? types : "all" };
  return { role: input.role, reach };
}

/** How the audit log says a role and reach. */
export function describeAuthority({ role, reach }: Authority): string {
  if (role !== "editor" && role !== "approver") return role;
  const list = (items: readonly string[] | "all", every: string) => (items === "all" ? every : items.join(", "));
  return `${role} (departments: ${list(reach.departments, "all")}; types: ${list(reach.types, "all")})`;
}

/**
 * Runs `change` on account `id` in a SERIALIZABLE transaction, so that two administrators
 * changing or deleting each other at once cannot leave the site without one: PostgreSQL stops
 * one, which runTransaction runs again and which then finds the last administrator. Refused for
 * an unknown account, and for the last administrator unless it `staysAdministrator`.
 */
export function changeKeepingAnAdministrator<T>(
  dataSource: DataSource,
  id: number,
  staysAdministrator: boolean,
  change: (account: AdminAccount, repo: Repository<AdminAccount>, manager: EntityManager) => Promise<T>,
): Promise<T> {
  return runTransaction(
    dataSource,
    async (manager) => {
      const repo = manager.getRepository(AdminAccount);
      const account = Number.isSafeInteger(id) ? await repo.findOneBy({ id }) : null;
      if (!account) throw wordedError("NOT_FOUND", "administratorNotFound", {});
      if (account.role === "administrator" && !staysAdministrator && (await repo.countBy({ role: "administrator" })) <= 1) {
        throw wordedError("CONFLICT", "lastAdministrator", {});
      }
      return change(account, repo, manager);
    },
    "SERIALIZABLE",
  );
}

export function createRoleChanger(dataSource: DataSource, audit: AuditRecorder["record"]) {
  return {
    /** Another account's role; refused for one's own account and for the last administrator. */
    async setRole(actor: Actor, id: number, input: RoleInput): Promise<AdminAccount> {
      requireAdministrator(actor, "accounts");
      if (actor.kind === "admin" && actor.accountId === id) throw wordedError("FORBIDDEN", "ownRoleElsewhere", {});
      const wanted = checkRoleInput(input);
      return changeKeepingAnAdministrator(dataSource, id, wanted.role === "administrator", async (account, repo, manager) => {
        const before = authorityFromColumns(account.role, account.reachDepartments, account.reachTypes);
        const columns = { role: wanted.role, ...reachToColumns(wanted.reach) };
        await repo.update({ id }, columns);
        const detail = `role of ${account.email} (number ${account.id}): ${describeAuthority(before)} -> ${describeAuthority(wanted)}`;
        await audit({ action: "role-change", actor, detail }, manager);
        return Object.assign(account, columns);
      });
    },
  };
}
