// Who is asking. Built once per request by the transport (GraphQL context, legacy shim)
// from the session cookie; services decide what the actor may do.

export type Actor =
  | { kind: "anonymous"; ip: string }
  | { kind: "admin"; ip: string; accountId: number; email: string; sessionId: string };

export const anonymous = (ip = "unknown"): Actor => ({ kind: "anonymous", ip });

export function isAdmin(actor: Actor): actor is Extract<Actor, { kind: "admin" }> {
  return actor.kind === "admin";
}
