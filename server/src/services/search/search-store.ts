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

/** A row of the search's statement: the counts (on every row), and a hit, or none (nulls). */
interface FirstPassRow {
  matched?: number | string;
  hidden?: number | string;
  considered?: number | string;
  floor?: number | string | null;
  kept?: number | string;
  id: number | null;
  score?: number | string;
  typeKey: string;
  rowId: number | string;
  title: string;
  body: string;
  dated: string;
}

const hitOf = (row: FirstPassRow): StoredHit => ({ typeKey: row.typeKey, rowId: Number(row.rowId), title: row.title, body: row.body, dated: row.dated });

/**
 * A value written into a statement as a literal. Only what search itself made goes here: words
 * (runs of letters, marks and digits: content/search-words.ts), ISO times, and type keys checked
 * against the registry; quotes are doubled all the same.
 */
function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A page size or offset, as a literal integer. */
function count(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a count: ${value}`);
  return value;
}

export function createSearchStore(dataSource: DataSource): SearchStore {
  const postgres = dataSource.options.type === "postgres";
  const param = (index: number) => (postgres ? `$${index}` : "?");

  async function entryIds(manager: EntityManager, typeKey: string, rowId: number): Promise<number[]> {
    const rows = await manager.getRepository(SearchEntry).find({ select: { id: true }, where: { typeKey, rowId } });
    return rows.map((row) => row.id);
  }

  /**
   * One statement's rows. On PostgreSQL the statement is sent with three settings before it, in one
   * simple-protocol message (one round trip; SET LOCAL lasts as long as the message's implicit
   * transaction): the word index always used (the planner counts a sequential scan's cost by
   * pages and does not see that evaluating @@ on every row reads each long text's vector out of
   * TOAST: it would scan every row for a word in a tenth of them, 30 to 400 ms against a few),
   * and no parallel workers or JIT, not worth starting for one page of hits. The simple protocol
   * takes no parameters: the statement's values are written as literals (see `literal`).
   */
  async function rowsOf<T>(sql: string): Promise<T[]> {
    if (!postgres) return (await dataSource.query(sql)) as T[];
    const pool = (dataSource.driver as unknown as { master: { query(text: string): Promise<{ rows: T[] }[]> } }).master;
    const results = await pool.query(`SET LOCAL enable_seqscan = off; SET LOCAL max_parallel_workers_per_gather = 0; SET LOCAL jit = off; ${sql}`);
    return results[results.length - 1]!.rows;
  }

  /**
   * The entries the filters leave out, as SQL on alias `h`: scheduled or expired at `ask.at`
   * (read from the indexes on the two dates: usually none), or of another type than asked.
   */
  function leftOut(ask: SearchAsk): string {
    const at = literal(ask.at);
    let sql = `h.publish_from > ${at} OR h.valid_until <= ${at}`;
    if (ask.types) sql += ` OR h.type_key NOT IN (${ask.types.map(literal).join(", ")})`;
    return sql;
  }

  /** The filters on an entry (alias `e`) as SQL: its publishing dates at `ask.at`, its type. */
  function conditions(ask: SearchAsk, e: "e"): string {
    const at = literal(ask.at);
    let sql = `(${e}.publish_from IS NULL OR ${e}.publish_from <= ${at}) AND (${e}.valid_until IS NULL OR ${e}.valid_until > ${at})`;
    if (ask.types) sql += ` AND ${e}.type_key IN (${ask.types.map(literal).join(", ")})`;
    return sql;
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
        await manager.query(`INSERT INTO search_entry_fts (entry_id, words, lead) VALUES ($1, $2::tsvector, $3::tsvector)`, [
          id,
          tsvectorLiteral(entry.title, entry.body),
          lead,
        ]);
      } else {
        await manager.query(`INSERT INTO search_entry_fts (rowid, title, body) VALUES (?, ?, ?)`, [
          id,
          indexedWords(entry.title).join(" "),
          indexedWords(entry.body).join(" "),
        ]);
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
      const match = literal(postgres ? tsqueryLiteral(ask.words) : fts5Match(ask.words));
      const limit = count(ask.limit);
      const offset = count(ask.offset);
      // Every match's id and score, nothing wider (no text, no vector), kept for the statement:
      //  - SQLite: FTS5 scores each match by bm25 inside its scan (bm25 is allowed nowhere else);
      //  - PostgreSQL: the GIN index finds the matches; ts_rank reads the small lead vector where
      //    there is one, never a long text's whole vector.
      const scored = postgres
        ? `SELECT f.entry_id AS id, ts_rank('${POSTGRES_WEIGHTS}'::float4[], COALESCE(f.lead, f.words), CAST(${match} AS tsquery)) AS score
             FROM search_entry_fts f WHERE f.words @@ CAST(${match} AS tsquery)`
        : `SELECT rowid AS id, -bm25(search_entry_fts, ${SQLITE_WEIGHTS}) AS score FROM search_entry_fts WHERE search_entry_fts MATCH ${match}`;
      // Entries are reached, on SQLite, through the covering index IDX_search_entry_filter, named:
      // SQLite would otherwise read the table and walk a long body's overflow pages to reach the
      // dates stored after it.
      const filterIndex = postgres ? "" : ` INDEXED BY "IDX_search_entry_filter"`;
      const hitColumns = `e.type_key AS "typeKey", e.row_id AS "rowId", e.title AS title, e.body AS body, e.dated AS dated`;

      // Only the best CANDIDATES matches by score are joined to their entries, filtered and
      // ordered by (score, date): a common word matches most entries, and carrying each of them
      // through the join and the sort cost more than the rest of the search. The page is exact
      // when nothing left out could belong on it: every match was a candidate, or the page's last
      // hit scores above the lowest candidate (every match left out scores at most that).
      // Otherwise (a tie at the edge, or the filters left too few) every match is ordered. The
      // total: the matches, less those of entries the filters leave out (usually none). One
      // statement gives the page with its titles and bodies and these counts.
      const candidates = Math.max(CANDIDATES, 2 * (offset + limit));
      const [first, ...more] = await rowsOf<FirstPassRow>(
        `WITH s AS MATERIALIZED (${scored}),
              m AS MATERIALIZED (SELECT id, score FROM s ORDER BY score DESC LIMIT ${candidates}),
              k AS MATERIALIZED (SELECT m.id AS id, m.score AS score, e.dated AS dated FROM m JOIN search_entry e${filterIndex} ON e.id = m.id WHERE ${conditions(ask, "e")}),
              p AS (SELECT id, score, dated FROM k ORDER BY score DESC, dated DESC, id DESC LIMIT ${limit} OFFSET ${offset})
         SELECT c.matched AS matched, c.hidden AS hidden, c.considered AS considered, c.floor AS floor, c.kept AS kept, p.id AS id, p.score AS score, ${hitColumns}
           FROM (SELECT (SELECT COUNT(*) FROM s) AS matched,
                        (SELECT COUNT(*) FROM s WHERE s.id IN (SELECT h.id FROM search_entry h WHERE ${leftOut(ask)})) AS hidden,
                        (SELECT COUNT(*) FROM m) AS considered, (SELECT MIN(score) FROM m) AS floor, (SELECT COUNT(*) FROM k) AS kept) c
           LEFT JOIN (p JOIN search_entry e ON e.id = p.id) ON 1 = 1
          ORDER BY p.score DESC, p.dated DESC, p.id DESC`,
      );
      const rows = first && first.id !== null ? [first, ...more] : [];
      const considered = Number(first?.considered ?? 0);
      const total = Number(first?.matched ?? 0) - Number(first?.hidden ?? 0);
      const exact =
        considered < candidates || (Number(first?.kept ?? 0) >= offset + limit && rows.length > 0 && Number(rows[rows.length - 1]!.score) > Number(first!.floor));
      if (exact) return { total, hits: rows.map(hitOf) };

      // Every match, ordered.
      const page = await rowsOf<FirstPassRow>(
        `WITH s AS MATERIALIZED (${scored}),
              p AS (SELECT s.id AS id, s.score AS score, e.dated AS dated FROM s JOIN search_entry e${filterIndex} ON e.id = s.id WHERE ${conditions(ask, "e")}
                     ORDER BY s.score DESC, e.dated DESC, s.id DESC LIMIT ${limit} OFFSET ${offset})
         SELECT p.id AS id, ${hitColumns} FROM p JOIN search_entry e ON e.id = p.id ORDER BY p.score DESC, p.dated DESC, p.id DESC`,
      );
      return { total, hits: page.map(hitOf) };
    },
  };
}
