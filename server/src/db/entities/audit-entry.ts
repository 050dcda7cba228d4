import { Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { IntegerColumn, TimestampColumn, VarcharColumn } from "./column-types.js";

// One line of the audit log (services/audit-log.ts): who did what, to which row, when and from
// where. Append-only: only the retention purge (AUDIT_DAYS) deletes lines; nothing updates one.
@Entity("audit_entry")
export class AuditEntry {
  @PrimaryGeneratedColumn({ name: "id", type: "integer" })
  id: number;

  @Index("idx_audit_entry_at")
  @TimestampColumn()
  at: Date;

  /** "create", "update", "sign-in", "failed-sign-in", ... (services/audit-log.ts AUDIT_ACTIONS). */
  @Index("idx_audit_entry_action")
  @VarcharColumn(40)
  action: string;

  /** "admin", "anonymous", "system" (and later "token"): base/actor.ts describeActor. */
  @VarcharColumn(20) actorKind: string;

  @Index("idx_audit_entry_actor_id")
  @IntegerColumn({ nullable: true })
  actorId: number | null;

  /** The account's e-mail (for a failed sign-in: the e-mail typed), "a visitor", "the server". */
  @VarcharColumn(300) actorLabel: string;

  /** The content type's registry key, for content actions. */
  @VarcharColumn(60, { nullable: true }) typeKey: string | null;

  @IntegerColumn({ nullable: true }) rowId: number | null;

  /** A short plain note ("restored version 3", "settings: phone, email"); never a password or personal data. */
  @VarcharColumn(300, { nullable: true }) detail: string | null;

  @VarcharColumn(100) ip: string;

  @VarcharColumn(300, { nullable: true }) userAgent: string | null;
}
