// Who is asking. Built once per request by the transport (GraphQL context, legacy shim)
// from the session cookie or an API token; services decide what the actor may do.

/** "read": reads only; "write": reads and writes content, checked as an administrator's writes are. */
export type TokenScope = "read" | "write";

export type Actor =
  | { kind: "anonymous"; ip: string }
  | { kind: "admin"; ip: string; accountId: number; email: string; sessionId: string }
  /** A third-party tool with an API token (`Authorization: Bearer ...`): content only, within its scope. */
  | { kind: "token"; ip: string; tokenId: number; name: string; scope: TokenScope; types: readonly string[] | "all" }
  /** The server itself: demo-content seeding and the shell's `npm run admin`. */
  | { kind: "system"; ip: "local" };

export const anonymous = (ip = "unknown"): Actor => ({ kind: "anonymous", ip });
export const SYSTEM: Actor = { kind: "system", ip: "local" };

/** May write content and read personal data; an API token never counts (accounts, tokens, settings stay out of its reach). */
export function isPrivileged(actor: Actor): boolean {
  return actor.kind === "admin" || actor.kind === "system";
}

/**
 * The one rule of what a token may do with a content type: read the types it names (or all),
 * and, with the "write" scope, create, update and delete them.
 */
export function tokenAllows(actor: Actor, typeKey: string, op: "read" | "create" | "update" | "delete"): boolean {
  if (actor.kind !== "token") return false;
  if (actor.types !== "all" && !actor.types.includes(typeKey)) return false;
  return op === "read" || actor.scope === "write";
}

/** How the actor is named in logs and the audit: "token <name>" for a tool. */
export function actorLabel(actor: Actor): string {
  switch (actor.kind) {
    case "admin":
      return actor.email;
    case "token":
      return `token ${actor.name}`;
    default:
      return actor.kind;
  }
}
