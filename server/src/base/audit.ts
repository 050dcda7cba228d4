import type { Actor } from "./actor.js";

// What the audit log records (services/audit-log.ts keeps it). Said here, below the layers
// that record events (auth, services), so each can be handed a recorder without looking up.

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "restore",
  "purge",
  "publish",
  "sign-in",
  "failed-sign-in",
  "sign-out",
  "password-change",
  "password-reset-requested",
  "password-reset-used",
  "admin-added",
  "admin-removed",
  "role-change",
  "second-factor-on",
  "second-factor-off",
  "second-factor-reset",
  "settings-changed",
  "csv-export",
  "reviewed",
  "change-proposed",
  "approved",
  "rejected",
  "withdrawn",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEvent {
  action: AuditAction;
  /** Who acted, and from where (their address and browser). */
  actor: Actor;
  /** Instead of the actor's own name: a failed sign-in's e-mail as typed (never the password). */
  actorLabel?: string;
  typeKey?: string | null;
  rowId?: number | null;
  /** A short plain note: never a password or personal data. */
  detail?: string | null;
}

/** Appends audit entries; given to the services that record events of their own (sign-in, settings). */
export interface AuditRecorder {
  /** With `manager` (a TypeORM EntityManager), the entry commits with that transaction. */
  record(event: AuditEvent, manager?: unknown): Promise<void>;
}
