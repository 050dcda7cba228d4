import { Entity, Index } from "typeorm";
import { TimestampColumn, VarcharColumn } from "./column-types.js";
import { ContentRowRecord } from "./content-row-record.js";

// A link in content that leads nowhere, as the last link check found it (services/links/): the
// dashboard lists these, and the public pages show their text without the link. Rewritten by
// each check: a full check replaces every row, a save replaces its own row's. Its type key may
// also be "siteSettings" (a link in the settings).
@Entity("broken_link")
@Index("idx_broken_link_row", ["typeKey", "rowId"])
export class BrokenLink extends ContentRowRecord {
  /** The field holding the link ("body", "bodyMr", "url", "documentPdf"). */
  @VarcharColumn(60) field: string;

  /** The address as written in the content. */
  @VarcharColumn(2000) href: string;

  /** "no-page" (no page of this site has that address), "no-file" (no stored file), "no-answer" (another site did not answer). */
  @VarcharColumn(20) reason: string;

  @TimestampColumn() checkedAt: Date;
}
