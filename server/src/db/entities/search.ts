import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";
import { TimestampColumn } from "./column-types.js";

// The search index's plain tables (services/search/). The word index itself is database-specific
// and made by hand in the add-search-index migration: `search_entry_fts`, an FTS5 virtual table on
// SQLite and a table with a tsvector column and a GIN index on PostgreSQL, both keyed by
// search_entry.id. Times that search compares are ISO 8601 strings in UTC ("2026-11-25T10:00:00.000Z"),
// which sort and compare the same way on both databases.

/** One indexed text of one content row in one language: what a search hit shows and filters on. */
@Entity("search_entry")
@Index("IDX_search_entry_row", ["typeKey", "rowId"])
// What a search filters and orders its matches by, beside the id: read from this index alone, so
// SQLite never walks a long body's overflow pages to reach the dates stored after it.
@Index("IDX_search_entry_filter", ["id", "typeKey", "dated", "publishFrom", "validUntil"])
// The few entries a search's filters leave out (scheduled, or expired), found without reading the rest.
@Index("IDX_search_entry_publish_from", ["publishFrom"])
@Index("IDX_search_entry_valid_until", ["validUntil"])
export class SearchEntry {
  @PrimaryGeneratedColumn("increment", { name: "id", type: "integer" })
  id: number;

  /** The registry key (`notice`). */
  @Column({ name: "type_key", type: "varchar", length: 60 })
  typeKey: string;

  @Column({ name: "row_id", type: "integer" })
  rowId: number;

  /** "en" or "mr". */
  @Column({ name: "lang", type: "varchar", length: 5 })
  lang: string;

  /** The fields marked `search: "title"`, joined: the hit's heading. */
  @Column({ name: "title", type: "text" })
  title: string;

  /** Every other searched text, PDF text included: where snippets come from. */
  @Column({ name: "body", type: "text" })
  body: string;

  /** The row's date for ordering equal matches (newer first) and for showing. */
  @Column({ name: "dated", type: "varchar", length: 24 })
  dated: string;

  @Column({ name: "publish_from", type: "varchar", length: 24, nullable: true })
  publishFrom: string | null;

  @Column({ name: "valid_until", type: "varchar", length: 24, nullable: true })
  validUntil: string | null;
}

/** A content row whose index entries must be written again (durable: survives a restart). */
@Entity("search_queue")
export class SearchQueueItem {
  @PrimaryColumn({ name: "type_key", type: "varchar", length: 60 })
  typeKey: string;

  @PrimaryColumn({ name: "row_id", type: "integer" })
  rowId: number;

  /** When it was last asked for: a row asked for again while being indexed stays queued. */
  @TimestampColumn({ name: "queued_at" })
  queuedAt: Date;
}

/** The text read from one stored PDF (a storage key names one file for its whole life). */
@Entity("pdf_text")
export class PdfText {
  @PrimaryColumn({ name: "file_key", type: "varchar", length: 255 })
  fileKey: string;

  /** "text", "no-text" (a scan: no text layer), or "unreadable" (broken, too big or too slow). */
  @Column({ name: "status", type: "varchar", length: 20 })
  status: string;

  @Column({ name: "pages", type: "integer", default: 0 })
  pages: number;

  @Column({ name: "text", type: "text" })
  text: string;

  @TimestampColumn({ name: "read_at" })
  readAt: Date;
}
