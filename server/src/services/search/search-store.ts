import type { DataSource, EntityManager } from "typeorm";
import { SearchEntry } from "../../db/entities/index.js";
import { fts5Match, tsqueryLiteral, tsvectorLiteral, wordsOf } from "../../content/search-words.js";

// The one interface over the two databases' full-text search: write a row's entry, drop it, and
// ask. SQLite keeps the words in an FTS5 table ranked by bm25; PostgreSQL in a tsvector ranked by
// ts_rank. Both get the words split by content/search-words.ts. Visibility by date is decided
// here, at query time, from the dates stored beside each entry, so a scheduled row appears at
// its time with no new indexing; trashed rows have no entry.

/** What the indexer writes for one content row. */
export interface EntryText {
  typeKey: string;
  rowId: number;
  lang: string;
  title: string;
  body: string;
  dated: string;
  publishFrom: string | null;
  validUntil: string | null;
}

export interface StoredHit {
  typeKey: string;
  rowId: number;
  title: string;
  body: string;
  dated: string;
}

export interface SearchAsk {
  words: string[];
  types: string[] | null;
  /** ISO time: entries scheduled after it or expired by it are left out. */
  at: string;
  limit: number;
  offset: number;
}

export interface SearchStore {
  replace(manager: EntityManager, entry: EntryText): Promise<void>;
  drop(manager: EntityManager, typeKey: string, rowId: number): Promise<void>;
  /** Moves an entry's publishing dates with its row (inside the row's write). */
  redate(manager: EntityManager, typeKey: string, rowId: number, publishFrom: string | null, validUntil: string | null): Promise<void>;
  search(ask: SearchAsk): Promise<{ total: number; hits: StoredHit[] }>;
}

/** Weights: a title word counts ten times a body word. */
const SQLITE_WEIGHTS = "10.0, 1.0";
/** ts_rank's weights for D, C, B (body), A (title). */
const POSTGRES_WEIGHTS = "{0.01, 0.01, 0.1, 1.0}";

export function createSearchStore(dataSource: DataSource): SearchStore {
  const postgres = dataSource.options.type === "postgres";
  const param = (index: number) => (postgres ? `$${index}` : "?");

  async function entryIds(manager: EntityManager, typeKey: string, rowId: number): Promise<number[]> {
    const rows = await manager.getRepository(SearchEntry).find({ select: { id: true }, where: { typeKey, rowId } });
    return rows.map((row) => row.id);
  }

  /** The WHERE clause and parameters both the count and the page use. */
  function conditions(ask: SearchAsk, first: number): { sql: string; params: unknown[] } {
    const params: unknown[] = [ask.at, ask.at];
    let sql = `(e.publish_from IS NULL OR e.publish_from <= ${param(first)}) AND (e.valid_until IS NULL OR e.valid_until > ${param(first + 1)})`;
    if (ask.types) {
      const marks = ask.types.map((_, i) => param(first + 2 + i));
      sql += ` AND e.type_key IN (${marks.join(", ")})`;
      params.push(...ask.types);
    }
    return { sql, params };
  }

  return {
    async replace(manager, entry) {
      await this.drop(manager, entry.typeKey, entry.rowId);
      const inserted = await manager.getRepository(SearchEntry).insert(entry);
      const id = Number(inserted.identifiers[0]!.id);
      if (postgres) {
        await manager.query(`INSERT INTO search_entry_fts (entry_id, words) VALUES ($1, $2::tsvector)`, [id, tsvectorLiteral(entry.title, entry.body)]);
      } else {
        await manager.query(`INSERT INTO search_entry_fts (rowid, title, body) VALUES (?, ?, ?)`, [id, wordsOf(entry.title).join(" "), wordsOf(entry.body).join(" ")]);
      }
    },

    async drop(manager, typeKey, rowId) {
      const ids = await entryIds(manager, typeKey, rowId);
      if (ids.length === 0) return;
      const marks = ids.map((_, i) => param(i + 1)).join(", ");
      // PostgreSQL's word rows go with their entry (ON DELETE CASCADE); FTS5 rows go by id.
      if (!postgres) await manager.query(`DELETE FROM search_entry_fts WHERE rowid IN (${marks})`, ids);
      await manager.query(`DELETE FROM search_entry WHERE id IN (${marks})`, ids);
    },

    async redate(manager, typeKey, rowId, publishFrom, validUntil) {
      await manager.getRepository(SearchEntry).update({ typeKey, rowId }, { publishFrom, validUntil });
    },

    async search(ask) {
      if (ask.words.length === 0) return { total: 0, hits: [] };
      const match = postgres ? tsqueryLiteral(ask.words) : fts5Match(ask.words);
      const where = conditions(ask, 2);
      const from = postgres
        ? `search_entry_fts f JOIN search_entry e ON e.id = f.entry_id WHERE f.words @@ CAST($1 AS tsquery)`
        : `search_entry_fts f JOIN search_entry e ON e.id = f.rowid WHERE search_entry_fts MATCH ?`;
      const score = postgres ? `ts_rank('${POSTGRES_WEIGHTS}'::float4[], f.words, CAST($1 AS tsquery)) DESC` : `bm25(search_entry_fts, ${SQLITE_WEIGHTS}) ASC`;
      const page = where.params.length + 2;
      // The page first, without the bodies (a sort over thousands of matches would otherwise carry
      // every PDF's text along), then the bodies of that page's entries for their snippets. On
      // PostgreSQL the total comes with the page (a window over the same matches: no second search
      // reading the tsvectors again); FTS5 allows no window beside bm25, so SQLite counts apart,
      // and only when the page is full (a page of fewer hits than asked for tells the total).
      const rows = (await dataSource.query(
        `SELECT e.id AS id, e.type_key AS "typeKey", e.row_id AS "rowId", e.title AS title, e.dated AS dated${postgres ? ", COUNT(*) OVER () AS total" : ""}
           FROM ${from} AND ${where.sql}
          ORDER BY ${score}, e.dated DESC, e.id DESC
          LIMIT ${param(page)} OFFSET ${param(page + 1)}`,
        [match, ...where.params, ask.limit, ask.offset],
      )) as (Omit<StoredHit, "body"> & { id: number; total?: number | string })[];
      let total = postgres ? Number(rows[0]?.total ?? 0) : ask.offset + rows.length;
      // A page past the end has no row to carry the total; SQLite's full page does not know it.
      if ((rows.length === 0 && ask.offset > 0) || (!postgres && rows.length === ask.limit)) {
        const [counted] = (await dataSource.query(`SELECT COUNT(*) AS total FROM ${from} AND ${where.sql}`, [match, ...where.params])) as { total: number | string }[];
        total = Number(counted!.total);
      }
      if (total === 0) return { total: 0, hits: [] };
      const ids = rows.map((row) => Number(row.id));
      const bodies = new Map<number, string>();
      if (ids.length > 0) {
        const marks = ids.map((_, i) => param(i + 1)).join(", ");
        for (const row of (await dataSource.query(`SELECT id, body FROM search_entry WHERE id IN (${marks})`, ids)) as { id: number; body: string }[]) {
          bodies.set(Number(row.id), row.body);
        }
      }
      return {
        total: Number(total),
        hits: rows.map(({ id, total: _total, ...row }) => ({ ...row, rowId: Number(row.rowId), body: bodies.get(Number(id)) ?? "" })),
      };
    },
  };
}
