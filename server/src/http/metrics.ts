import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { AnsweredRequest } from "./request-log.js";

// The server's Prometheus metrics, on a registry of its own (several servers in one process,
// as in the tests, never mix their counts). Requests are counted from the request log's entry;
// what is a state rather than an event (render queue, database pool, queues in tables, sign-in
// refusals counted by the auth service) is read when Prometheus scrapes, never per request.

export interface MetricsSources {
  /** Renders running and waiting, and the render workers alive; undefined when this server renders no pages. */
  renderLoad(): { running: number; waiting: number; workers: number } | undefined;
  /** Sign-ins refused since the start, by why. */
  signInRefusals(): Readonly<Record<string, number>>;
  /** Passwords checked against their hash since the start. */
  passwordChecks(): number;
  /** The PostgreSQL pool's connections; undefined on SQLite. */
  databasePool(): { total: number; idle: number; waiting: number } | undefined;
  /** Rows waiting in the search index's queue and webhook deliveries not yet sent (count queries). */
  queueLengths(): Promise<{ search: number; webhooks: number }>;
}

export interface ServerMetrics {
  registry: Registry;
  observeRequest(answered: AnsweredRequest): void;
}

/** Count queries run at most this often, however often the metrics are scraped. */
const QUEUE_LENGTHS_KEPT_MS = 5_000;

/** Request latency buckets, in seconds: cached answers take about a millisecond, renders tens. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function keptFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at > ms) {
      const value = read();
      kept = { at: now, value };
      // A failed count is asked again at the next scrape.
      value.catch(() => (kept = undefined));
    }
    return kept.value;
  };
}

export function createServerMetrics(sources: MetricsSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route pattern and status.",
    labelNames: ["route", "status"] as const,
    registers,
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern.",
    labelNames: ["route"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const cacheLookups = new Counter({
    name: "cache_lookups_total",
    help: "Answers looked up in the answer cache (GraphQL) and the page cache, by outcome.",
    labelNames: ["cache", "outcome"] as const,
    registers,
  });
  // Shown from the start at 0, so that a rate over the first scrapes is right.
  for (const cache of ["answer", "page"]) for (const outcome of ["hit", "miss"]) cacheLookups.inc({ cache, outcome }, 0);
  const renders = new Counter({ name: "page_renders_total", help: "Public pages rendered (not taken from the page cache).", registers });

  /** A state read at each scrape: one number, or one per `state` label (nothing while `read` has none). */
  const gauge = (name: string, help: string, read: () => number | Readonly<Record<string, number>> | undefined | Promise<number>) =>
    new Gauge({
      name,
      help,
      labelNames: ["state"] as const,
      registers,
      async collect() {
        const value = await read();
        if (typeof value === "number") this.set(value);
        else for (const [state, count] of Object.entries(value ?? {})) this.set({ state }, count);
      },
    });

  gauge("page_render_jobs", "Page renders running on a worker and waiting in the render queue.", () => {
    const load = sources.renderLoad();
    return { running: load?.running ?? 0, waiting: load?.waiting ?? 0 };
  });
  gauge("page_render_workers", "Render workers alive (they stop when idle).", () => sources.renderLoad()?.workers ?? 0);
  new Counter({
    name: "sign_in_refusals_total",
    help: "Sign-ins refused, by why: a wrong e-mail or password, or a sign-in limit.",
    labelNames: ["reason"] as const,
    registers,
    collect() {
      this.reset();
      for (const [reason, count] of Object.entries(sources.signInRefusals())) this.inc({ reason }, count);
    },
  });
  new Counter({
    name: "password_checks_total",
    help: "Passwords checked against their hash (argon2, the costly step of a sign-in); the sign-in limits keep guesses from adding to it.",
    registers,
    collect() {
      this.reset();
      this.inc(sources.passwordChecks());
    },
  });
  if (sources.databasePool() !== undefined) {
    gauge("db_pool_connections", "PostgreSQL pool connections: open in all, idle, and requests waiting for one.", () => sources.databasePool());
  }
  const queueLengths = keptFor(QUEUE_LENGTHS_KEPT_MS, () => sources.queueLengths());
  gauge("search_queue_length", "Rows waiting to be (re)indexed for search.", async () => (await queueLengths()).search);
  gauge("webhook_queue_length", "Webhook deliveries waiting to be sent (pending or being sent).", async () => (await queueLengths()).webhooks);

  return {
    registry,
    observeRequest(answered) {
      requests.inc({ route: answered.route, status: answered.status });
      latency.observe({ route: answered.route }, answered.ms / 1000);
      if (answered.cacheName && answered.cache !== "none") cacheLookups.inc({ cache: answered.cacheName, outcome: answered.cache });
      if (answered.rendered) renders.inc();
    },
  };
}
