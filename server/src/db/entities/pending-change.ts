import { Entity, Index } from "typeorm";
import { IntegerColumn, TextColumn, TimestampColumn, VarcharColumn } from "./column-types.js";
import { ContentRowRecord } from "./content-row-record.js";

// A change an editor made while "Approval before publishing" is on (services/approval/): it
// waits here, beside the published row, until an approver of its reach approves or rejects it.
// A new row is a real row marked `awaitingApproval` (visitors never read it); a change keeps its
// proposed values here, and a delete is only this entry, until approved.
@Entity("pending_change")
@Index("idx_pending_change_row", ["typeKey", "rowId", "state"])
export class PendingChange extends ContentRowRecord {
  /** The row's title as the change would leave it, for the dashboard's lists (also once the row is gone). */
  @VarcharColumn(300) title: string;

  /** "create", "update" or "delete". */
  @VarcharColumn(10) action: string;

  /** An update's proposed values by registry name (JSON; files as storage keys), else null. */
  @TextColumn({ nullable: true }) changes: string | null;

  /** The storage keys its proposed values stored, each between spaces (" a.pdf "): withheld from visitors, kept by the sweep. */
  @TextColumn({ default: "" }) files: string;

  /** "pending", then "approved", "rejected" or "withdrawn". */
  @Index("idx_pending_change_state")
  @VarcharColumn(12)
  state: string;

  /** The approver's note to the editor when rejected. */
  @TextColumn({ nullable: true }) note: string | null;

  @Index("idx_pending_change_author")
  @IntegerColumn({ nullable: true })
  authorId: number | null;

  @VarcharColumn(300) authorLabel: string;

  @TimestampColumn() createdAt: Date;

  @TimestampColumn() updatedAt: Date;

  @IntegerColumn({ nullable: true }) decidedById: number | null;

  @VarcharColumn(300, { nullable: true }) decidedByLabel: string | null;

  @TimestampColumn({ nullable: true }) decidedAt: Date | null;
}
