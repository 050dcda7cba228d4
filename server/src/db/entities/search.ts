import { Entity, Index } from "typeorm";
import { IntegerColumn, TextColumn, TimestampColumn, VarcharColumn } from "./column-types.js";
import { ContentRowRecord } from "./content-row-record.js";

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
export class SearchEntry extends ContentRowRecord {
  /** "en" or "mr". */
  @VarcharColumn(5) lang: string;

  /** The fields marked `search: "title"`, joined: the hit's heading. */
  @TextColumn() title: string;

  /** Every other searched text, PDF text included: where snippets come from. */
  @TextColumn() body: string;

  /** The row's date for ordering equal matches (newer first) and for showing. */
  @VarcharColumn(24) dated: string;

  @VarcharColumn(24, { nullable: true }) publishFrom: string | null;

  @VarcharColumn(24, { nullable: true }) validUntil: string | null;
}

/** A content row whose index entries must be written again (durable: survives a restart). */
@Entity("search_queue")
export class SearchQueueItem {
  @VarcharColumn(60, { primary: true }) typeKey: string;

  @IntegerColumn({ primary: true }) rowId: number;

  /** When it was last asked for: a row asked for again while being indexed stays queued. */
  @TimestampColumn() queuedAt: Date;
}

/** The text read from one stored PDF (a storage key names one file for its whole life). */
@Entity("pdf_text")
export class PdfText {
  @VarcharColumn(255, { primary: true }) fileKey: string;

  /** "text", "no-text" (a scan: no text layer), or "unreadable" (broken, too big or too slow). */
  @VarcharColumn(20) status: string;

  @IntegerColumn({ default: 0 }) pages: number;

  @TextColumn() text: string;

  @TimestampColumn() readAt: Date;
}
