import type { DataSource, EntityManager, ObjectLiteral } from "typeorm";
import { CONTENT_TYPES, type ContentKey } from "../../content/registry.js";
import { FIELD_KINDS, ownTableField } from "../../content/kinds/index.js";
import { searchPlanOf, type SearchPlan } from "../../content/search-plan.js";
import { CONTENT_ENTITIES, MEMBER_ENTITIES, SearchEntry, SearchQueueItem } from "../../db/entities/index.js";
import { wakeSoon } from "../../base/wake-soon.js";
import type { Leases } from "../lease.js";
import type { WriteListener } from "../write-journal.js";
import type { PdfTexts } from "./pdf-texts.js";
import type { EntryText, SearchStore } from "./search-store.js";
import { sharedLogger } from "../../base/logger.js";

// Keeps the search index in step with every content write, off the request path:
//  - inside each write's transaction the row is put on the durable queue (search_queue), and a
//    trashed or purged row's entry is dropped at once (so it is never found after the write
//    answers), a row's new publishing dates go on its entry at once;
//  - after the commit the worker is woken: it takes the queue under a lease (one server of
//    several does it), reads each row and its PDFs' text (pdf-texts.ts: a child process reads
//    each file, bounded) and writes the entry;
//  - at start and every few minutes a catch-up queues rows that have no entry and entries whose
//    row is gone, so a restart, a crash or content written before search existed loses nothing.

const TICK_MS = 3_000;
const CATCH_UP_MS = 10 * 60 * 1000;
/** One run of the queue stops taking new rows after this long (PDFs are read one at a time). */
const RUN_MS = 60_000;
const LEASE_MS = RUN_MS + 60_000;
const BATCH = 50;

const PLANS = new Map<string, { key: ContentKey; plan: SearchPlan }>();
for (const key of Object.keys(CONTENT_TYPES) as ContentKey[]) {
  const plan = searchPlanOf(CONTENT_TYPES[key]);
  if (plan) PLANS.set(key, { key, plan });
}

export interface SearchIndexer {
  listener: WriteListener;
  /** Indexes every queued row now (tests and the bench call it; the worker calls it by itself). */
  drain(): Promise<number>;
  /** Queues what the index lacks or holds too much of; returns how many rows were queued. */
  catchUp(): Promise<number>;
  /** Starts the worker; call the result to stop (waits for a run under way). */
  start(): () => Promise<void>;
}

const iso = (value: unknown): string | null => {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(textOf).join("\n");
  return String(value);
}

export function createSearchIndexer(dataSource: DataSource, store: SearchStore, pdfTexts: PdfTexts, leases: Leases): SearchIndexer {
  const queue = () => dataSource.getRepository(SearchQueueItem);
  let running: Promise<number> = Promise.resolve(0);
  /** Set while the server stops: a run under way ends after the row it is indexing. */
  let stopping = false;

  async function enqueue(manager: EntityManager, typeKey: string, rowIds: number[]): Promise<void> {
    if (rowIds.length === 0) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(SearchQueueItem)
      .values(rowIds.map((rowId) => ({ typeKey, rowId, queuedAt: new Date() })))
      .orUpdate(["queued_at"], ["type_key", "row_id"])
      .execute();
  }

  function fieldText(plan: SearchPlan, row: ObjectLiteral, names: string[]): string {
    const parts: string[] = [];
    for (const name of names) {
      parts.push(textOf(row[name]));
      if (plan.translatable.includes(name)) parts.push(textOf(row[`${name}Mr`]));
    }
    return parts.filter(Boolean).join("\n");
  }

  /** A members field's names, in the clerk's order (the names only: mobile numbers are never indexed). */
  async function memberNames(key: ContentKey, rowId: number): Promise<string[]> {
    const entity = MEMBER_ENTITIES[key as keyof typeof MEMBER_ENTITIES];
    if (!entity) return [];
    const members = await dataSource.getRepository(entity).find({ select: { name: true }, where: { parentId: rowId }, order: { sortOrder: "ASC", id: "ASC" } });
    return members.map((member) => member.name);
  }

  /** The entry of one row as it stands, or null when it has none (trashed, waiting for approval, gone, nothing to find). */
  async function entryOf(key: ContentKey, plan: SearchPlan, rowId: number): Promise<EntryText | null> {
    const entity = await dataSource.getRepository(CONTENT_ENTITIES[key]).findOneBy({ id: rowId });
    if (!entity || entity.deletedAt || entity.awaitingApproval) return null;
    const spec = CONTENT_TYPES[key];
    const row: ObjectLiteral = {};
    for (const [name, field] of Object.entries(spec.fields)) {
      row[name] = name === ownTableField(spec.fields) ? await memberNames(key, rowId) : FIELD_KINDS[field.kind].fromColumn(entity[name] ?? null);
      if (plan.translatable.includes(name)) row[`${name}Mr`] = entity[`${name}Mr`] ?? null;
    }
    const pdfs: string[] = [];
    for (const name of plan.pdf) {
      const fileKey = row[name];
      if (typeof fileKey === "string" && fileKey) pdfs.push((await pdfTexts.textOf(fileKey)).text);
    }
    const title = fieldText(plan, row, plan.title);
    const body = [fieldText(plan, row, plan.body), ...pdfs].filter(Boolean).join("\n\n");
    const dated = (plan.date && iso(row[plan.date])) ?? iso(entity.publishFrom) ?? iso(entity.createdAt) ?? new Date(0).toISOString();
    const lang = plan.translatable.some((name) => row[`${name}Mr`]) ? "en mr" : "en";
    return { typeKey: key, rowId, lang, title, body, dated, publishFrom: iso(entity.publishFrom), validUntil: iso(entity.validUntil) };
  }

  async function indexOne(item: SearchQueueItem): Promise<void> {
    const known = PLANS.get(item.typeKey);
    const entry = known ? await entryOf(known.key, known.plan, item.rowId) : null;
    await dataSource.transaction(async (manager) => {
      if (entry) await store.replace(manager, entry);
      else await store.drop(manager, item.typeKey, item.rowId);
      // Only the request this run answered: a row queued again meanwhile stays for the next run.
      await manager.getRepository(SearchQueueItem).delete({ typeKey: item.typeKey, rowId: item.rowId, queuedAt: item.queuedAt });
    });
  }

  async function run(): Promise<number> {
    const outcome = await leases.runExclusively("search:index", LEASE_MS, async () => {
      const startedAt = Date.now();
      let done = 0;
      while (Date.now() - startedAt < RUN_MS && !stopping) {
        const items = await queue().find({ order: { queuedAt: "ASC" }, take: BATCH });
        if (items.length === 0) break;
        for (const item of items) {
          await indexOne(item).catch((error: unknown) => sharedLogger().error(`Search could not index ${item.typeKey} ${item.rowId}: ${(error as Error).message}`));
          done++;
          if (Date.now() - startedAt >= RUN_MS || stopping) break;
        }
      }
      return done;
    });
    return outcome.ran ? outcome.result : 0;
  }

  function drain(): Promise<number> {
    running = running
      .catch(() => 0)
      .then(async () => {
        if ((await queue().find({ take: 1 })).length === 0) return 0;
        return run();
      });
    return running;
  }

  async function catchUp(): Promise<number> {
    let queued = 0;
    const entries = dataSource.getRepository(SearchEntry);
    for (const [typeKey, { key }] of PLANS) {
      if (stopping) break; // the server is stopping: the next start catches up
      const table = CONTENT_TYPES[key].table;
      const missing = (await dataSource.query(
        `SELECT t.sno AS id FROM "${table}" t WHERE t.deleted_at IS NULL AND t.awaiting_approval IS NULL AND NOT EXISTS (SELECT 1 FROM search_entry e WHERE e.type_key = ${dataSource.options.type === "postgres" ? "$1" : "?"} AND e.row_id = t.sno)`,
        [typeKey],
      )) as { id: number }[];
      const indexed = await entries.find({ select: { rowId: true }, where: { typeKey } });
      const live = new Set(
        ((await dataSource.query(`SELECT sno AS id FROM "${table}" WHERE deleted_at IS NULL AND awaiting_approval IS NULL`)) as { id: number }[]).map((row) =>
          Number(row.id),
        ),
      );
      const stale = indexed.filter((entry) => !live.has(entry.rowId)).map((entry) => entry.rowId);
      const ids = [...missing.map((row) => Number(row.id)), ...stale];
      for (let at = 0; at < ids.length; at += 200) await enqueue(dataSource.manager, typeKey, ids.slice(at, at + 200));
      queued += ids.length;
    }
    return queued;
  }

  const safeDrain = () => {
    drain().catch((error: unknown) => sharedLogger().error(`The search index could not be brought up to date: ${(error as Error).message}`));
  };
  const soon = wakeSoon(20, safeDrain);

  return {
    listener: {
      async inTransaction(manager, event) {
        if (!PLANS.has(event.spec.key)) return;
        if (event.action === "delete" || event.action === "purge") await store.drop(manager, event.spec.key, event.id);
        else if (event.after) await store.redate(manager, event.spec.key, event.id, iso(event.after.publishFrom), iso(event.after.validUntil));
        await enqueue(manager, event.spec.key, [event.id]);
      },
      afterCommit() {
        soon.wake();
      },
    },
    drain,
    catchUp,
    start() {
      soon.start();
      const tick = setInterval(safeDrain, TICK_MS);
      tick.unref();
      // Kept so that stopping waits for it: a catch-up must not outlive the database connection.
      let catchingUp: Promise<void> = Promise.resolve();
      const catchUpRun = () => {
        catchingUp = leases
          .runExclusively("search:catch-up", CATCH_UP_MS / 2, catchUp)
          .then(() => {
            if (!stopping) safeDrain();
          })
          .catch((error: unknown) => sharedLogger().error(`The search index's catch-up failed: ${(error as Error).message}`));
      };
      const catchUpTimer = setInterval(catchUpRun, CATCH_UP_MS);
      catchUpTimer.unref();
      void catchUpRun();
      return async () => {
        soon.stop();
        stopping = true;
        clearInterval(tick);
        clearInterval(catchUpTimer);
        await catchingUp;
        await running.catch(() => 0);
      };
    },
  };
}
