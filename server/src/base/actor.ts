// Who is asking, and from where. Built once per request by the transport (GraphQL context,
// legacy shim) from the session cookie or an API token and the request's address and browser;
// services decide what the actor may do, and the audit log records `describeActor`.

/** "read": reads only; "write": reads and writes content, checked as an administrator's writes are. */
export type TokenScope = "read" | "write";

/**
 * What a panel account may do (auth/roles.ts holds the rules): an administrator everything; an
 * editor creates and changes content within its reach; an approver that and approves changes;
 * a viewer reads the panel and changes nothing.
 */
export const ROLES = ["administrator", "editor", "approver", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/** The content an editor or approver works on: some departments and/or some content types ("all": no limit). */
export interface Reach {
  departments: readonly string[] | "all";
  types: readonly string[] | "all";
}

export const EVERYWHERE: Reach = { departments: "all", types: "all" };

/** An account's role and reach, carried by its sessions and by the API tokens it made. */
export interface Authority {
  role: Role;
  reach: Reach;
}

/** Where a request came from: the client's address and its browser's User-Agent (cut to a bounded length). */
export interface RequestOrigin {
  ip: string;
  userAgent?: string;
}

export type Actor =
  | ({ kind: "anonymous" } & RequestOrigin)
  /** `setUpSecondStepFirst`: the site requires a second factor the account has not set up; until it does, it may only do that. */
  | ({ kind: "admin"; accountId: number; email: string; sessionId: string; authority: Authority; setUpSecondStepFirst?: boolean } & RequestOrigin)
  /** A third-party tool with an API token (`Authorization: Bearer ...`): content only, within its scope. */
  /** `maker`: the authority of the account that made it, which the token never exceeds (null: made before roles, or by the server). */
  | ({ kind: "token"; tokenId: number; name: string; scope: TokenScope; types: readonly string[] | "all"; maker: Authority | null } & RequestOrigin)
  /** The server itself: demo-content seeding, upkeep and the shell's `npm run admin`. */
  | { kind: "system"; ip: "local"; userAgent?: undefined };

/** The longest browser description kept (sessions and the audit log). */
export const USER_AGENT_MAX = 300;

export function requestOrigin(ip: string | undefined, userAgent: string | undefined): RequestOrigin {
  return { ip: ip ?? "unknown", userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : undefined };
}

export const anonymous = (ip = "unknown", userAgent?: string): Actor => ({ kind: "anonymous", ip, userAgent });
export const SYSTEM: Actor = { kind: "system", ip: "local" };

/**
 * Signed in to the panel (any role) or the server itself: reads what the panel shows, personal
 * data included. What it may change is auth/roles.ts's question. An API token never counts.
 */
export function isPrivileged(actor: Actor): boolean {
  return (actor.kind === "admin" && !actor.setUpSecondStepFirst) || actor.kind === "system";
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

/** How the audit log and the History name an actor. A new kind of actor is one more case here. */
export interface ActorDescription {
  kind: Actor["kind"];
  /** The administrator account's id, when an account acted. */
  accountId: number | null;
  /** What a clerk reads: the account's e-mail, "token <name>", "a visitor", "the server". */
  label: string;
}

export function describeActor(actor: Actor): ActorDescription {
  switch (actor.kind) {
    case "admin":
      return { kind: actor.kind, accountId: actor.accountId, label: actor.email };
    case "token":
      return { kind: actor.kind, accountId: null, label: `token ${actor.name}` };
    case "anonymous":
      return { kind: actor.kind, accountId: null, label: "a visitor" };
    case "system":
      return { kind: actor.kind, accountId: null, label: "the server" };
  }
}
