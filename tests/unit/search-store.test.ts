import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { loadConfig } from "../../server/src/config.js";
import { createDataSource, runMigrations } from "../../server/src/db/data-source.js";
import { createSearchStore, type EntryText, type SearchStore } from "../../server/src/services/search/search-store.js";
import { createTestDatabase } from "../support/postgres.js";

// The search store on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL), with more
// matches than it orders first (it ranks the best-scored few hundred, then every match when the
// page could hold one left out): whatever the page size, the pages follow one order, hold every
// visible match once, tell the same total, and keep title matches above body ones and newer above
// older at equal relevance, through ties hundreds long and hidden entries among the best.

let dir: string;
let dataSource: DataSource;
let dropDatabase: (() => Promise<void>) | undefined;
let store: SearchStore;

const AT = "2026-11-20T10:00:00.000Z";
const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString();
const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler${i % 37}`).join(" ");

/** type:rowId of each expected visible match, by group. */
const titleTies: string[] = [];
const titleOthers: string[] = [];
const bodyOnly: string[] = [];
const hidden: string[] = [];

function entry(rowId: number, title: string, body: string, dated: string, extra: Partial<EntryText> = {}): EntryText {
  return { typeKey: "notice", rowId, lang: "en", title, body, dated, publishFrom: null, validUntil: null, ...extra };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "gp-search-store-"));
  const postgres = process.env.TEST_DATABASE_URL ? await createTestDatabase(process.env.TEST_DATABASE_URL) : undefined;
  dropDatabase = postgres?.drop;
  dataSource = createDataSource(loadConfig({ DATA_DIR: dir, NODE_ENV: "test", ...(postgres ? { DATABASE_URL: postgres.url } : {}) }));
  await dataSource.initialize();
  await runMigrations(dataSource);
  store = createSearchStore(dataSource);
  const entries: EntryText[] = [];
  let rowId = 0;
  // 300 entries that score the same (the same title and body): a tie longer than the candidates.
  for (let i = 0; i < 300; i++) {
    entries.push(entry(++rowId, "Quorvex circular", "Read the quorvex circular.", day(i)));
    titleTies.push(`notice:${rowId}`);
  }
  // Title matches of other lengths, some hidden (scheduled, expired), among the best.
  for (let i = 0; i < 150; i++) {
    const scheduled = i % 10 === 0;
    const expired = i % 10 === 1;
    entries.push(
      entry(++rowId, `Quorvex notice ${i}`, `Notice ${i} about quorvex and quorvexes. ${filler(i)}`, day(1000 + i), {
        publishFrom: scheduled ? "2099-01-01T00:00:00.000Z" : null,
        validUntil: expired ? "2020-01-01T00:00:00.000Z" : null,
      }),
    );
    (scheduled || expired ? hidden : titleOthers).push(`notice:${rowId}`);
  }
  // Body-only matches, short and long (a long one's word deep inside, past its lead).
  for (let i = 0; i < 200; i++) {
    const body = i % 2 ? `A circular. quorvex ${filler(20)}` : `${filler(400)} quorvex at the end.`;
    entries.push(entry(++rowId, `Circular ${i}`, body, day(2000 + i)));
    bodyOnly.push(`notice:${rowId}`);
  }
  // Entries that do not match.
  for (let i = 0; i < 100; i++) entries.push(entry(++rowId, `Other ${i}`, filler(30), day(i)));
  for (let at = 0; at < entries.length; at += 100) {
    await dataSource.transaction(async (manager) => {
      for (const one of entries.slice(at, at + 100)) await store.replace(manager, one);
    });
  }
}, 120_000);

afterAll(async () => {
  await dataSource?.destroy();
  await dropDatabase?.();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function allPages(first: number, words = ["quorv"]) {
  const order: string[] = [];
  const dates = new Map<string, string>();
  const totals = new Set<number>();
  for (let offset = 0; ; offset += first) {
    const page = await store.search({ words, types: null, at: AT, limit: first, offset });
    totals.add(page.total);
    for (const hit of page.hits) {
      order.push(`${hit.typeKey}:${hit.rowId}`);
      dates.set(`${hit.typeKey}:${hit.rowId}`, hit.dated);
    }
    if (page.hits.length < first) break;
  }
  return { order, dates, totals };
}

describe(`search store (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite"})`, () => {
  it("pages of any size follow one order over more matches than it ranks first, each visible match once, with one total", async () => {
    const visible = titleTies.length + titleOthers.length + bodyOnly.length;
    const byTwenty = await allPages(20);
    expect([...byTwenty.totals]).toEqual([visible]);
    expect(byTwenty.order).toHaveLength(visible);
    expect(new Set(byTwenty.order).size).toBe(visible);
    for (const gone of hidden) expect(byTwenty.order).not.toContain(gone);
    const byFifty = await allPages(50);
    expect(byFifty.order).toEqual(byTwenty.order);
    const bySeven = await allPages(7);
    expect(bySeven.order).toEqual(byTwenty.order);
  }, 120_000);

  it("ranks every title match above every body-only match, and newer above older within a tie", async () => {
    const { order, dates } = await allPages(50);
    const lastTitle = Math.max(...[...titleTies, ...titleOthers].map((id) => order.indexOf(id)));
    const firstBody = Math.min(...bodyOnly.map((id) => order.indexOf(id)));
    expect(lastTitle).toBeLessThan(firstBody);
    // The 300 identical entries are one tie: newest first, consecutive.
    const tie = order.filter((id) => titleTies.includes(id));
    expect(tie.map((id) => dates.get(id))).toEqual([...tie.map((id) => dates.get(id)!)].sort().reverse());
    const at = order.indexOf(tie[0]!);
    expect(order.slice(at, at + tie.length)).toEqual(tie);
  }, 120_000);

  it("tells the total past the end, and finds nothing for a word no entry has", async () => {
    const visible = titleTies.length + titleOthers.length + bodyOnly.length;
    expect(await store.search({ words: ["quorv"], types: null, at: AT, limit: 20, offset: 5000 })).toEqual({ total: visible, hits: [] });
    expect(await store.search({ words: ["zzyzzx"], types: null, at: AT, limit: 20, offset: 0 })).toEqual({ total: 0, hits: [] });
    const typed = await store.search({ words: ["quorv"], types: ["document"], at: AT, limit: 20, offset: 0 });
    expect(typed).toEqual({ total: 0, hits: [] });
    const notices = await store.search({ words: ["quorv"], types: ["notice"], at: AT, limit: 20, offset: 0 });
    expect(notices.total).toBe(visible);
  }, 120_000);
});
