import type { Access, ContentTypeSpec } from "../../content/define.js";
import { AppError, signInRequired } from "../../base/errors.js";
import { tokenAllows, type Actor } from "../../base/actor.js";
import type { TypeContext } from "./type-context.js";
import { authorityOf, checkRowInReach, readRefusal, requireAdministrator, typeRefusal } from "../../auth/roles.js";

// The one place where an operation asks whether the actor may do it: every operation calls
// `checkRights` first, and `checkRow` for each row it changes. The rules of roles and their
// reach are auth/roles.ts's. Whether a write waits for approval is decided here too
// (`waitsForApproval`): the operations then propose it (operations/propose.ts) instead.

export type Operation = "read" | "create" | "update" | "delete";

export function checkRights(spec: ContentTypeSpec, actor: Actor, op: Operation): void {
  const rule: Access = spec.access[op];
  if (rule === "public") return;
  if (actor.kind === "token" && !tokenAllows(actor, spec.key, op)) {
    throw new AppError(
      "FORBIDDEN",
      `This API token may not ${op === "read" ? "read" : "change"} ${spec.pluralLabel.toLowerCase()}. An administrator can make a token with that scope.`,
    );
  }
  const authority = authorityOf(actor);
  if (!authority) throw signInRequired();
  if (op === "read") {
    const refusal = readRefusal(authority, spec);
    if (refusal) throw refusal;
    return;
  }
  const refusal = typeRefusal(authority, spec);
  if (refusal) throw refusal;
}

/** Whether the actor may do `op` with the type at all (the dashboard's and the Trash's lists of every type ask). */
export function mayDo(spec: ContentTypeSpec, actor: Actor, op: Operation): boolean {
  try {
    checkRights(spec, actor, op);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Removing a row from the Trash for ever is an administrator's. */
export function checkPurge(spec: ContentTypeSpec, actor: Actor): void {
  checkRights(spec, actor, "delete");
  if (authorityOf(actor)?.role !== "administrator") requireAdministrator(actor, "purge");
}

/** A row changed, trashed or restored, as stored and as it would be saved, must lie within the actor's reach. */
export function checkRow(spec: ContentTypeSpec, actor: Actor, ...rows: Record<string, unknown>[]): void {
  for (const row of rows) checkRowInReach(actor, spec, row);
}

/**
 * Whether this write must wait for an approver: "Approval before publishing" is on and the
 * actor acts as an editor (an editor's session, or a token an editor made). Administrators'
 * and approvers' own writes publish at once (an approver approves its own reach); types that
 * visitors never read (submissions) have nothing to publish.
 */
export async function waitsForApproval(ctx: Pick<TypeContext, "deps" | "publiclyRead">, actor: Actor): Promise<boolean> {
  if (!ctx.deps.approval || !ctx.publiclyRead || authorityOf(actor)?.role !== "editor") return false;
  return ctx.deps.approval.required();
}
