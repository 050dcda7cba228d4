import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { DataSource } from "typeorm";
import { queryWords, snippetOf } from "../server/src/content/search-words.js";
import { createDataSource, runMigrations } from "../server/src/db/data-source.js";
import { readPdfText } from "../server/src/services/search/pdf-text-reader.js";
import { createSearchStore, type EntryText, type SearchStore } from "../server/src/services/search/search-store.js";
import { REPO_ROOT } from "./children.js";
import { QUERY_CLASSES, queryOf, words, type QueryClass } from "./search-corpus.js";
import { median } from "./median.js";
import { createThrowawayDatabase } from "./postgres.js";

// npm run bench:search: what search costs on each database over a generated corpus (10,000
// items and 2,000 ten-page PDFs' text by default, inserted through the search store as the
// indexer writes them; vocabulary and queries: bench/search-corpus.ts), the p50/p95 of the
// queries overall and per query class (common, mid-frequency and rare words, prefixes, two words,
// Marathi), uncached, with the median number of entries each class matches, and separately what
// reading one ten-page PDF in the reader's child process and indexing its text cost. Results in bench/results/search.json. Not a test: nothing asserts a time.
//   --items N --pdfs N --queries N     corpus and sample sizes
//   --postgres-url URL                 a server to make a throw-away database on (default: TEST_DATABASE_URL or 127.0.0.1)
//   --sqlite-only

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const ITEMS = option("items", 10_000);
const PDFS = option("pdfs", 2_000);
const QUERIES = option("queries", 300);
const postgresUrl = (() => {
  const at = args.indexOf("--postgres-url");
  return at >= 0 ? args[at + 1]! : (process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
})();

// The corpus and the queries: bench/search-corpus.ts (Zipf-distributed vocabulary, query classes).
function entry(index: number, body: string): EntryText {
  const day = new Date(Date.UTC(2020, 0, 1) + (index % 2500) * 86_400_000).toISOString();
  return { typeKey: index % 3 === 0 ? "notice" : "document", rowId: index + 1, lang: "en", title: words(6), body, dated: day, publishFrom: null, validUntil: null };
}

const tenPageText = () => Array.from({ length: 10 }, () => words(300)).join("\n\n");

async function fill(dataSource: DataSource, store: SearchStore): Promise<number> {
  const started = performance.now();
  const total = ITEMS + PDFS;
  for (let at = 0; at < total; at += 200) {
    await dataSource.transaction(async (manager) => {
      for (let index = at; index < Math.min(at + 200, total); index++) await store.replace(manager, entry(index, index < ITEMS ? words(60) : tenPageText()));
    });
  }
  // What autovacuum does within a minute of a bulk write on a real server: the planner's row counts
  // (without them PostgreSQL reads every tsvector instead of the word index).
  await dataSource.query(dataSource.options.type === "postgres" ? "VACUUM ANALYZE" : "ANALYZE");
  return performance.now() - started;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function summary(times: number[], matches: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const byMatches = [...matches].sort((a, b) => a - b);
  return {
    queries: times.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted[sorted.length - 1]!),
    medianMatches: percentile(byMatches, 50),
  };
}

/** Every query class in turn (so each gets QUERIES / classes samples), uncached, a page of 20. */
async function measureQueries(store: SearchStore) {
  const asks = Array.from({ length: QUERIES }, (_, i) => {
    const kind = QUERY_CLASSES[i % QUERY_CLASSES.length]!;
    return { kind, query: queryOf(kind) };
  });
  const perClass = new Map<QueryClass, { times: number[]; matches: number[] }>(QUERY_CLASSES.map((kind) => [kind, { times: [], matches: [] }]));
  const times: number[] = [];
  const matches: number[] = [];
  for (const { kind, query } of asks) {
    const started = performance.now();
    const askWords = queryWords(query);
    const found = await store.search({ words: askWords, types: null, at: new Date().toISOString(), limit: 20, offset: 0 });
    for (const hit of found.hits) snippetOf(hit.body, askWords);
    const took = performance.now() - started;
    times.push(took);
    matches.push(found.total);
    perClass.get(kind)!.times.push(took);
    perClass.get(kind)!.matches.push(found.total);
  }
  return { ...summary(times, matches), classes: Object.fromEntries([...perClass].map(([kind, data]) => [kind, summary(data.times, data.matches)])) };
}

async function tenPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < 10; page++) {
    const sheet = doc.addPage([595, 842]);
    const text = words(300).replace(/[^\x20-\x7e]+/g, "x"); // the standard font has no Devanagari
    for (let line = 0; line < 40; line++) sheet.drawText(text.slice(line * 80, line * 80 + 80), { x: 40, y: 800 - line * 18, size: 10, font });
  }
  return doc.save();
}

async function runOn(kind: "sqlite" | "postgres", pdfText: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "search-bench-"));
  const throwaway = kind === "postgres" ? await createThrowawayDatabase(postgresUrl) : null;
  const dataSource = createDataSource({
    isPostgres: kind === "postgres",
    DATABASE_URL: throwaway?.url,
    sqlitePath: path.join(dataDir, "bench.sqlite"),
    dataDir,
  });
  try {
    await dataSource.initialize();
    await runMigrations(dataSource);
    const store = createSearchStore(dataSource);
    console.log(`${kind}: writing ${ITEMS} items and ${PDFS} ten-page PDFs' text ...`);
    const fillMs = await fill(dataSource, store);
    console.log(`${kind}: written in ${(fillMs / 1000).toFixed(1)} s; asking ${QUERIES} queries ...`);
    const queries = await measureQueries(store);
    const indexTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await dataSource.transaction((manager) => store.replace(manager, { ...entry(ITEMS + PDFS + 1, pdfText), rowId: 999_999 }));
      indexTimes.push(performance.now() - started);
    }
    const indexTenPagePdfTextMs = Math.round((median(indexTimes) ?? 0) * 10) / 10;
    console.log(
      `${kind}: queries p50 ${queries.p50Ms} ms, p95 ${queries.p95Ms} ms; indexing one ten-page PDF's text (${pdfText.length} characters, its entry written again): ${indexTenPagePdfTextMs} ms.`,
    );
    return { corpus: { items: ITEMS, pdfs: PDFS }, fillSeconds: Math.round(fillMs / 100) / 10, ...queries, indexTenPagePdfTextMs };
  } finally {
    await dataSource.destroy().catch(() => undefined);
    await throwaway?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const pdf = await tenPagePdf();
const readTimes: number[] = [];
// The first reading starts the reader's process and loads pdf.js; later ones find it ready.
const coldStarted = performance.now();
let read = await readPdfText(pdf);
const coldReadMs = Math.round(performance.now() - coldStarted);
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  read = await readPdfText(pdf);
  readTimes.push(performance.now() - started);
}
const extraction = { pages: read.pages, bytes: pdf.length, characters: read.text.length, status: read.status, coldReadMs, readMs: Math.round(median(readTimes) ?? 0) };
console.log(
  `Reading one ten-page PDF (${pdf.length} bytes) in the reader's process: ${extraction.readMs} ms (${coldReadMs} ms with the process's start), ${extraction.characters} characters.`,
);

const results: Record<string, unknown> = { at: new Date().toISOString(), extraction, sqlite: await runOn("sqlite", read.text) };
if (!args.includes("--sqlite-only")) {
  try {
    results.postgres = await runOn("postgres", read.text);
  } catch (error) {
    results.postgres = { skipped: (error as Error).message };
  }
}
const folder = path.join(REPO_ROOT, "bench", "results");
await mkdir(folder, { recursive: true });
await writeFile(path.join(folder, "search.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
console.log("Written to bench/results/search.json.");
