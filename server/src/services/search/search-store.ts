import type { DataSource, EntityManager } from "typeorm";
import { SearchEntry } from "../../db/entities/index.js";
import { fts5Match, indexedWords, LEAD_WORDS, tsqueryLiteral, tsvectorLiteral, wordsOf } from "../../content/search-words.js";

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

/** How many of the best-scored matches are ordered and filtered first (see search()). */
const CANDIDATES = 200;

interface PageRow {
  id: number;
  score: number | string;
  considered?: number | string;
  floor?: number | string;
  kept: number | string;
}

export function createSearchStore(dataSource: DataSource): SearchStore {
  const postgres = dataSource.options.type === "postgres";
  const param = (index: number) => (postgres ? `$${index}` : "?");

  async function entryIds(manager: EntityManager, typeKey: string, rowId: number): Promise<number[]> {
    const rows = await manager.getRepository(SearchEntry).find({ select: { id: true }, where: { typeKey, rowId } });
    return rows.map((row) => row.id);
  }

  /**
   * Runs a search on PostgreSQL with the word index always used. The planner counts a sequential
   * scan's cost by pages and does not see that evaluating @@ on every row means reading each long
   * text's vector out of TOAST: for a word in half the entries it would scan them all (100 ms and
   * more, against a few from the GIN index). Nor are parallel workers or JIT worth starting for
   * one page of hits. SET LOCAL ends with the transaction.
   */
  async function withIndexScans(sql: string, params: unknown[]): Promise<unknown> {
    const runner = dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query("SET LOCAL enable_seqscan = off; SET LOCAL max_parallel_workers_per_gather = 0; SET LOCAL jit = off");
      const rows = await runner.query(sql, params);
      await runner.commitTransaction();
      return rows;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /**
   * How many matches the filters keep: every match, less those of entries the filters leave out
   * (scheduled, expired, of other types; usually none), so that no match is joined to its entry.
   */
  async function countMatches(where: { sql: string; params: unknown[] }, match: string): Promise<number> {
    const sql = postgres
      ? `SELECT COUNT(*) AS total FROM search_entry_fts f WHERE f.words @@ CAST($1 AS tsquery)
           AND NOT EXISTS (SELECT 1 FROM search_entry e WHERE e.id = f.entry_id AND NOT (${where.sql}))`
      : `SELECT COUNT(*) AS total FROM search_entry_fts WHERE search_entry_fts MATCH ?
           AND rowid NOT IN (SELECT e.id FROM search_entry e INDEXED BY "IDX_search_entry_filter" WHERE NOT (${where.sql}))`;
    const params = [match, ...where.params];
    const [counted] = (await (postgres ? withIndexScans(sql, params) : dataSource.query(sql, params))) as { total: number | string }[];
    return Number(counted!.total);
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
        // A long text gets a small "lead" vector (its title and first words) that ranks it, so
        // that a query never reads its whole vector out of TOAST; a short one ranks by its words.
        const lead = wordsOf(entry.body).length > LEAD_WORDS ? tsvectorLiteral(entry.title, entry.body, LEAD_WORDS) : null;
        await manager.query(`INSERT INTO search_entry_fts (entry_id, words, lead) VALUES ($1, $2::tsvector, $3::tsvector)`, [id, tsvectorLiteral(entry.title, entry.body), lead]);
      } else {
        await manager.query(`INSERT INTO search_entry_fts (rowid, title, body) VALUES (?, ?, ?)`, [id, indexedWords(entry.title).join(" "), indexedWords(entry.body).join(" ")]);
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
      const page = where.params.length + 2;
      const params = [match, ...where.params, ask.limit, ask.offset];
      const run = (sql: string, values: unknown[]) => (postgres ? withIndexScans(sql, values) : dataSource.query(sql, values));
      // The matches' ids and scores, nothing wider (no text, no vector):
      //  - SQLite: FTS5 scores each match by bm25 inside its scan (bm25 is allowed nowhere else,
      //    hence the CTEs below);
      //  - PostgreSQL: the GIN index finds the matches; ts_rank reads the small lead vector where
      //    there is one, never a long text's whole vector.
      const scored = postgres
        ? `SELECT f.entry_id AS id, ts_rank('${POSTGRES_WEIGHTS}'::float4[], COALESCE(f.lead, f.words), CAST($1 AS tsquery)) AS score
             FROM search_entry_fts f WHERE f.words @@ CAST($1 AS tsquery)`
        : `SELECT rowid AS id, -bm25(search_entry_fts, ${SQLITE_WEIGHTS}) AS score FROM search_entry_fts WHERE search_entry_fts MATCH ?`;
      // The entries are reached, on SQLite, through the covering index IDX_search_entry_filter,
      // named: SQLite would otherwise read the table itself and walk a long body's overflow pages
      // to reach the dates stored after it.
      const entries = `search_entry e${postgres ? "" : ` INDEXED BY "IDX_search_entry_filter"`}`;

      // First only the best CANDIDATES matches by score are ordered by (score, date) and filtered
      // by the entries' dates: a common word matches most entries, and carrying each of them
      // through the join and the sort costs more than the rest of the search together. The page
      // is exact when nothing left out could belong on it: every match was a candidate, or the
      // page's last hit scores above the lowest candidate (all left out score at most that).
      // Otherwise (ties at the edge, or the filters left too few), every match is ordered.
      const candidates = Math.max(CANDIDATES, 2 * (ask.offset + ask.limit));
      let rows: PageRow[] = [];
      let total = -1;
      if (!ask.types) {
        rows = (await run(
          `WITH m AS MATERIALIZED (${scored} ORDER BY score DESC LIMIT ${candidates}),
                k AS (SELECT m.id AS id, m.score AS score, e.dated AS dated FROM m JOIN ${entries} ON e.id = m.id WHERE ${where.sql})
           SELECT id, score, (SELECT COUNT(*) FROM m) AS considered, (SELECT MIN(score) FROM m) AS floor, (SELECT COUNT(*) FROM k) AS kept
             FROM k ORDER BY score DESC, dated DESC, id DESC LIMIT ${param(page)} OFFSET ${param(page + 1)}`,
          params,
        )) as PageRow[];
        const [first] = rows;
        const considered = Number(first?.considered ?? 0);
        if (rows.length === 0 && ask.offset === 0) {
          // No candidate passed the filters: with fewer matches than candidates there are none.
          if (considered < candidates) total = 0;
        } else if (first) {
          if (considered < candidates) total = Number(first.kept);
          else if (Number(first.kept) >= ask.offset + ask.limit && Number(rows[rows.length - 1]!.score) > Number(first.floor)) total = await countMatches(where, match);
        }
      }
      if (total < 0) {
        // Every match, ordered; the total as a window over the same rows.
        rows = (await run(
          `WITH m AS MATERIALIZED (${scored})
           SELECT m.id AS id, m.score AS score, COUNT(*) OVER () AS kept FROM m JOIN ${entries} ON e.id = m.id
            WHERE ${where.sql} ORDER BY m.score DESC, e.dated DESC, e.id DESC LIMIT ${param(page)} OFFSET ${param(page + 1)}`,
          params,
        )) as PageRow[];
        // A page past the end has no row to carry the total.
        total = rows.length > 0 ? Number(rows[0]!.kept) : ask.offset > 0 ? await countMatches(where, match) : 0;
      }
      if (total === 0 || rows.length === 0) return { total, hits: [] };
      // The page's titles and bodies, by id.
      const ids = rows.map((row) => Number(row.id));
      const marks = ids.map((_, i) => param(i + 1)).join(", ");
      const stored = new Map<number, StoredHit>();
      for (const row of (await dataSource.query(`SELECT id, type_key AS "typeKey", row_id AS "rowId", title, body, dated FROM search_entry WHERE id IN (${marks})`, ids)) as (StoredHit & { id: number })[]) {
        stored.set(Number(row.id), { typeKey: row.typeKey, rowId: Number(row.rowId), title: row.title, body: row.body, dated: row.dated });
      }
      return { total, hits: ids.map((id) => stored.get(id)).filter((hit): hit is StoredHit => hit !== undefined) };
    },
  };
}
