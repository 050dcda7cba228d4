// Who is asking. Built once per request by the transport (GraphQL context, legacy shim)
// from the session cookie; services decide what the actor may do.

export type Actor =
  | { kind: "anonymous"; ip: string }
  | { kind: "admin"; ip: string; accountId: number; email: string; sessionId: string }
  /** The server itself: demo-content seeding and the shell's `npm run admin`. */
  | { kind: "system"; ip: "local" };

export const anonymous = (ip = "unknown"): Actor => ({ kind: "anonymous", ip });
export const SYSTEM: Actor = { kind: "system", ip: "local" };

/** May write content and read personal data. */
export function isPrivileged(actor: Actor): boolean {
  return actor.kind === "admin" || actor.kind === "system";
}
