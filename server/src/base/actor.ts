// Who is asking, and from where. Built once per request by the transport (GraphQL context,
// legacy shim) from the session cookie and the request's address and browser; services decide
// what the actor may do, and the audit log records `describeActor`.

/** Where a request came from: the client's address and its browser's User-Agent (cut to a bounded length). */
export interface RequestOrigin {
  ip: string;
  userAgent?: string;
}

export type Actor =
  | ({ kind: "anonymous" } & RequestOrigin)
  | ({ kind: "admin"; accountId: number; email: string; sessionId: string } & RequestOrigin)
  /** The server itself: demo-content seeding, upkeep and the shell's `npm run admin`. */
  | { kind: "system"; ip: "local"; userAgent?: undefined };

/** The longest browser description kept (sessions and the audit log). */
export const USER_AGENT_MAX = 300;

export function requestOrigin(ip: string | undefined, userAgent: string | undefined): RequestOrigin {
  return { ip: ip ?? "unknown", userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : undefined };
}

export const anonymous = (ip = "unknown", userAgent?: string): Actor => ({ kind: "anonymous", ip, userAgent });
export const SYSTEM: Actor = { kind: "system", ip: "local" };

/** May write content and read personal data. */
export function isPrivileged(actor: Actor): boolean {
  return actor.kind === "admin" || actor.kind === "system";
}

/** How the audit log and the History name an actor. A new kind of actor is one more case here. */
export interface ActorDescription {
  kind: Actor["kind"];
  /** The administrator account's id, when an account acted. */
  accountId: number | null;
  /** What a clerk reads: the account's e-mail, "a visitor", "the server". */
  label: string;
}

export function describeActor(actor: Actor): ActorDescription {
  switch (actor.kind) {
    case "admin":
      return { kind: actor.kind, accountId: actor.accountId, label: actor.email };
    case "anonymous":
      return { kind: actor.kind, accountId: null, label: "a visitor" };
    case "system":
      return { kind: actor.kind, accountId: null, label: "the server" };
  }
}
