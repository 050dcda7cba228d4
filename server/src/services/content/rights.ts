import type { Access, ContentTypeSpec } from "../../content/define.js";
import { AppError, signInRequired } from "../../base/errors.js";
import { isPrivileged, tokenAllows, type Actor } from "../../base/actor.js";

// The one place where an operation asks whether the actor may do it: every operation calls
// `checkRights` first. Scope checks and pending changes (roles, approval) belong here.

export type Operation = "read" | "create" | "update" | "delete";

export function checkRights(spec: ContentTypeSpec, actor: Actor, op: Operation): void {
  const rule: Access = spec.access[op];
  if (rule === "public" || isPrivileged(actor)) return;
  if (tokenAllows(actor, spec.key, op)) return;
  if (actor.kind === "token") {
    throw new AppError(
      "FORBIDDEN",
      `This API token may not ${op === "read" ? "read" : "change"} ${spec.pluralLabel.toLowerCase()}. An administrator can make a token with that scope.`,
    );
  }
  throw signInRequired();
}
