import { Entity, Index } from "typeorm";
import { IntegerColumn, TextColumn, TimestampColumn, VarcharColumn } from "./column-types.js";
import { ContentRowRecord } from "./content-row-record.js";

// One kept version of a content row (services/revisions.ts): its fields as they were saved,
// with file references, by whom and when. At most REVISIONS_KEPT per row; sealed personal
// fields (Aadhaar numbers) are left out.
@Entity("revision")
@Index("uq_revision_row_number", ["typeKey", "rowId", "number"], { unique: true })
export class Revision extends ContentRowRecord {
  /** 1 for the row's first kept version, counting up. */
  @IntegerColumn() number: number;

  /** JSON: the row's fields by registry name (files as storage keys, members as a list). */
  @TextColumn() fields: string;

  /** The storage keys this version names, each between spaces (" a.pdf b.jpg "), so a file's use is one LIKE. */
  @TextColumn({ default: "" }) files: string;

  @IntegerColumn({ nullable: true }) authorId: number | null;

  /** The author as the History shows it (an administrator's e-mail, "a visitor"). */
  @VarcharColumn(300) authorLabel: string;

  @TimestampColumn() createdAt: Date;
}
