import { randomUUID } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { ContentTypeVersion, ContentVersion } from "../db/entities/index.js";
import type { ReadSources } from "../base/read-sources.js";
import { CONTENT_CHANGED_CHANNEL } from "../db/change-notices.js";

// A number in the database that goes up with every write to publicly readable content, in the
// same transaction as the write. Server instances cache public answers under the number they
// were computed at (answer-cache/answer-cache.ts), so a write anywhere makes every instance's
// older answers unusable: at once in the instance that wrote, and within `maxAgeMs` in the others.
// On PostgreSQL the write also sends a notice (db/change-notices.ts) that the others hear when it
// commits, and they `forget()` at once: then `maxAgeMs` only matters while that connection is down.
// The notice names the tracker that sent it, which forgot already when the write ended: hearing
// its own notice later, during a read made since, would leave that read's answer unkept.
//
// Content also changes with no write: a scheduled row appears at its "publish from", an expiring
// one leaves at its "valid until". So the version this tracker hands out is its own number,
// raised whenever the write counter changes or the clock passes the next such moment (the
// smallest future publish_from / valid_until of a row not in the trash). The caches are per
// process, so a number per process is enough.
//
// Each write also moves the number of its source (a type's key, "siteSettings", "brokenLinks";
// content_type_version). A cached answer that knows which sources it read (base/read-sources.ts)
// is stamped with their numbers (`stampOf`) and stays in use while they have not moved, however
// many other writes came: a clerk's new notice leaves the department pages' lists cached.

const ROW_ID = 1;

export interface ContentVersionOptions {
  /** The clock (tests drive it). */
  now?: () => Date;
  /** The tables of publicly read content types, whose dates change what visitors see. */
  tables?: readonly string[];
  /** Types whose rows show NEW for some days after publishing: that badge ends by itself too. */
  newBadge?: { tables: readonly string[]; days: () => Promise<number> };
}

/** A moment as a database hands it over (SQLite: "YYYY-MM-DD HH:MM:SS.SSS" in UTC). */
function momentOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  const text = String(value);
  const time = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(" ", "T")}Z`).getTime();
  return Number.isNaN(time) ? null : time;
}

export interface ContentVersionTracker {
  /** Inside a write's transaction: published content of `source` (db/public-sources.ts) changes with this write. */
  bump(manager: EntityManager, source: string): Promise<void>;
  /** After a write in this process: the next `current()` reads the database again. */
  forget(): void;
  /** A change notice (db/change-notices.ts) was heard: forgets unless this tracker sent it. */
  heardNotice(payload?: string): void;
  /** The number as last read, when that read is recent enough; else undefined (call `current`). */
  recent(): number | undefined;
  /** The number, read from the database when the last read is older than `maxAgeMs`. */
  current(): Promise<number>;
  /** When published content last changed, read from the database; null before the first write. */
  updatedAt(): Promise<Date | null>;
  /** The numbers of the last read (call `current` first), kept as they are now. */
  snapshot(): VersionSnapshot;
}

export interface VersionSnapshot {
  /** What an answer that read `sources` (null: unknown ones) is current at: equal stamps mean nothing it read has changed. */
  stampOf(sources: ReadSources): string;
}

export function createContentVersionTracker(dataSource: DataSource, maxAgeMs: number, options: ContentVersionOptions = {}): ContentVersionTracker {
  const now = options.now ?? (() => new Date());
  const tables = options.tables ?? [];
  /** Names this tracker in the change notices it sends. */
  const sender = randomUUID();
  let known: number | undefined;
  let readAt = 0;
  // A read that started before a local write must not store the number it saw.
  let epoch = 0;
  let pending: Promise<number> | null = null;
  // What the number handed out stands for: the write counter and the next moment content changes by itself.
  let version = 0;
  let seenCounter: number | undefined;
  let nextChange: number | null = null;
  /** Goes up when content changed by the clock alone (a scheduled row appeared, a badge ended): every source at once. */
  let clock = 0;
  /** Each source's number, as last read. */
  let sourceNumbers = new Map<string, number>();

  /** The smallest publish_from or valid_until after `at`, over every public table; null when none. */
  async function nextChangeAfter(at: Date): Promise<number | null> {
    if (tables.length === 0) return null;
    const parts = tables.flatMap((table) =>
      ["publish_from", "valid_until"].map((column) => `SELECT MIN(${column}) AS next FROM ${table} WHERE deleted_at IS NULL AND ${column} > :at`),
    );
    const [sql, parameters] = dataSource.driver.escapeQueryWithParameters(`SELECT MIN(next) AS next FROM (${parts.join(" UNION ALL ")}) AS moments`, { at }, {});
    const rows = (await dataSource.query(sql, parameters)) as { next: unknown }[];
    const moments = [momentOf(rows[0]?.next), await nextBadgeEnd(at)].filter((moment): moment is number => moment !== null);
    return moments.length > 0 ? Math.min(...moments) : null;
  }

  /** When the next NEW badge ends: the earliest row published within the last NEW_DAYS, plus NEW_DAYS. */
  async function nextBadgeEnd(at: Date): Promise<number | null> {
    const badge = options.newBadge;
    if (!badge || badge.tables.length === 0) return null;
    const spanMs = (await badge.days()) * 24 * 60 * 60 * 1000;
    if (spanMs <= 0) return null;
    const published = "COALESCE(publish_from, created_at)";
    const parts = badge.tables.map(
      (table) => `SELECT MIN(${published}) AS since FROM ${table} WHERE deleted_at IS NULL AND ${published} > :since AND ${published} <= :at`,
    );
    const [sql, parameters] = dataSource.driver.escapeQueryWithParameters(
      `SELECT MIN(since) AS since FROM (${parts.join(" UNION ALL ")}) AS badges`,
      { since: new Date(at.getTime() - spanMs), at },
      {},
    );
    const rows = (await dataSource.query(sql, parameters)) as { since: unknown }[];
    const since = momentOf(rows[0]?.since);
    return since === null ? null : since + spanMs;
  }

  async function read(): Promise<number> {
    const startedIn = epoch;
    const row = await dataSource.getRepository(ContentVersion).findOneBy({ id: ROW_ID });
    const counter = row?.version ?? 0;
    const at = now();
    // The dates are asked again only when something was written or the awaited moment came.
    const passed = nextChange !== null && at.getTime() >= nextChange;
    if (counter === seenCounter && !passed) return version;
    const next = await nextChangeAfter(at);
    // Every write moves the counter too, so the sources' numbers are read again only when it moved.
    const numbers = counter !== seenCounter ? await readSourceNumbers() : sourceNumbers;
    // A write of this process came meanwhile: this reading may be older than it, so it leaves
    // what is known as it was (the next read counts) and hands out a number no answer has.
    if (startedIn !== epoch) return ++version;
    sourceNumbers = numbers;
    if (passed) clock += 1;
    if (counter !== seenCounter || next !== nextChange) version += 1;
    seenCounter = counter;
    nextChange = next;
    return version;
  }

  async function readSourceNumbers(): Promise<Map<string, number>> {
    const rows = await dataSource.getRepository(ContentTypeVersion).find();
    return new Map(rows.map((row) => [row.source, row.version]));
  }

  const tracker: ContentVersionTracker = {
    async bump(manager, source) {
      await manager
        .createQueryBuilder()
        .update(ContentVersion)
        .set({ version: () => "version + 1", updatedAt: new Date() })
        .where("id = :id", { id: ROW_ID })
        .execute();
      const placeholder = manager.connection.options.type === "postgres" ? "$1" : "?";
      await manager.query(
        `INSERT INTO content_type_version (source, version) VALUES (${placeholder}, 1) ON CONFLICT (source) DO UPDATE SET version = content_type_version.version + 1`,
        [source],
      );
      // Delivered to the other servers only if, and when, this transaction commits.
      if (manager.connection.options.type === "postgres") await manager.query("SELECT pg_notify($1, $2)", [CONTENT_CHANGED_CHANNEL, sender]);
    },
    forget() {
      epoch += 1;
      known = undefined;
      pending = null;
    },
    heardNotice(payload) {
      if (payload !== sender) tracker.forget();
    },
    recent() {
      // Past the next scheduled change the number is stale even if nothing was written.
      if (nextChange !== null && now().getTime() >= nextChange) return undefined;
      return known !== undefined && Date.now() - readAt < maxAgeMs ? known : undefined;
    },
    snapshot() {
      // sourceNumbers is replaced on each read, never changed in place.
      const [atVersion, atClock, numbers] = [version, clock, sourceNumbers];
      return {
        stampOf(sources) {
          if (sources === null) return `* ${atVersion}`;
          return `${atClock} ${[...sources]
            .sort()
            .map((source) => `${source}=${numbers.get(source) ?? 0}`)
            .join(" ")}`;
        },
      };
    },
    async updatedAt() {
      const row = await dataSource.getRepository(ContentVersion).findOneBy({ id: ROW_ID });
      return row?.updatedAt ?? null;
    },
    current() {
      const fresh = tracker.recent();
      if (fresh !== undefined) return Promise.resolve(fresh);
      if (pending) return pending;
      const startedIn = epoch;
      const started = Date.now();
      const reading = read().then(
        (version) => {
          if (startedIn === epoch) {
            known = version;
            readAt = started;
          }
          if (pending === reading) pending = null;
          return version;
        },
        (error: unknown) => {
          if (pending === reading) pending = null;
          throw error;
        },
      );
      pending = reading;
      return reading;
    },
  };
  return tracker;
}
