import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { TimestampColumn } from "./column-types.js";

// One line of the audit log (services/audit-log.ts): who did what, to which row, when and from
// where. Append-only: only the retention purge (AUDIT_DAYS) deletes lines; nothing updates one.
@Entity("audit_entry")
export class AuditEntry {
  @PrimaryGeneratedColumn({ name: "id", type: "integer" })
  id: number;

  @Index("idx_audit_entry_at")
  @TimestampColumn({ name: "at" })
  at: Date;

  /** "create", "update", "sign-in", "failed-sign-in", ... (services/audit-log.ts AUDIT_ACTIONS). */
  @Index("idx_audit_entry_action")
  @Column({ name: "action", type: "varchar", length: 40 })
  action: string;

  /** "admin", "anonymous", "system" (and later "token"): base/actor.ts describeActor. */
  @Column({ name: "actor_kind", type: "varchar", length: 20 })
  actorKind: string;

  @Index("idx_audit_entry_actor_id")
  @Column({ name: "actor_id", type: "integer", nullable: true })
  actorId: number | null;

  /** The account's e-mail (for a failed sign-in: the e-mail typed), "a visitor", "the server". */
  @Column({ name: "actor_label", type: "varchar", length: 300 })
  actorLabel: string;

  /** The content type's registry key, for content actions. */
  @Column({ name: "type_key", type: "varchar", length: 60, nullable: true })
  typeKey: string | null;

  @Column({ name: "row_id", type: "integer", nullable: true })
  rowId: number | null;

  /** A short plain note ("restored version 3", "settings: phone, email"); never a password or personal data. */
  @Column({ name: "detail", type: "varchar", length: 300, nullable: true })
  detail: string | null;

  @Column({ name: "ip", type: "varchar", length: 100 })
  ip: string;

  @Column({ name: "user_agent", type: "varchar", length: 300, nullable: true })
  userAgent: string | null;
}
