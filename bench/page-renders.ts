import http from "node:http";
import { PUBLIC_ROUTES } from "../tests/support/public-routes.js";
import { median } from "./median.js";
import type { ProcessUsage } from "./process-stats.js";
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from "./servers.js";

// What a page costs when it is not in the page cache, and what a flood of such requests does to
// everyone else:
// - fresh renders: after an administrator's change every page is rendered again on its next
//   visit; each public route is asked for once, one at a time, after a change, and the server's
//   Server-Timing header says where the time went (waiting for a worker, the page's GraphQL
//   answers, React's passes, the HTML template, compression);
// - flood: connections asking for addresses that cost a render or look as if they might
//   (unknown departments, random query strings, other spellings, unknown addresses) while the
//   cached home page is asked for one request at a time, as a visitor would.

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : null;
};

const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export interface FreshRenderResult {
  routes: number;
  rounds: number;
  /** Milliseconds per fresh page as the client saw it. */
  totalMs: { median: number | null; p95: number | null; max: number | null };
  /** The medians and 95th percentiles of each part of the server's time. */
  parts: Record<string, { median: number | null; p95: number | null }>;
  passes: { median: number | null; max: number | null };
  /** Of the pages' queries (after the first round), how many ran; the others' answers were kept (what they read had not changed). */
  queries: { asked: number; total: number };
  slowest: { route: string; ms: number }[];
  /** Each route's medians over the measured rounds: the whole page as the client saw it and the server's parts. */
  byRoute: RouteFigures[];
  note: string;
  /** The server process's memory and CPU during the run. */
  usage?: ProcessUsage;
  /** Pages rendered during the run, the warm-up round included (for the CPU time per render). */
  renders: number;
}

export interface RouteFigures {
  route: string;
  ms: number | null;
  parts: Record<string, number | null>;
}

export interface FloodResult {
  connections: number;
  seconds: number;
  floodRequests: number;
  floodStatuses: Record<string, number>;
  homeQuiet: { median: number | null; p99: number | null };
  homeDuringFlood: { median: number | null; p99: number | null; requests: number; failures: number };
  note: string;
  /** The server process's memory and CPU during the flood. */
  usage?: ProcessUsage;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }", variables: { e: ADMIN_EMAIL, p: ADMIN_PASSWORD } }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`Could not sign in to our server: ${await response.text()}`);
  return cookie;
}

/** An administrator's change: every page must be rendered again. */
async function publishChange(url: string, cookie: string, round: number): Promise<void> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      query: "mutation ($a: String) { updateSiteSettings(input: { address: $a }) { address } }",
      variables: { a: `Bench round ${round}, College Road, Sakoli` },
    }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(`The change was refused: ${JSON.stringify(body.errors)}`);
}

type ServerTiming = Record<string, number> & { passes?: number; asked?: number; queries?: number };

function parseServerTiming(header: string | null): ServerTiming {
  const parts: ServerTiming = {};
  for (const metric of (header ?? "").split(",")) {
    const [name, ...params] = metric.trim().split(";");
    const duration = params.find((param) => param.startsWith("dur="));
    if (name && duration) parts[name] = Number(duration.slice(4));
    const passes = /desc="(\d+) passes"/.exec(metric);
    if (passes) parts.passes = Number(passes[1]);
    const asked = /desc="(\d+) of (\d+) queries asked"/.exec(metric);
    if (asked) [parts.asked, parts.queries] = [Number(asked[1]), Number(asked[2])];
  }
  return parts;
}

/**
 * A page's bytes as they come (Brotli), on one kept-alive connection: the time to its last byte
 * is the server's, not the time this process takes to inflate it, as fetch would.
 */
function getCompressedPage(agent: http.Agent, url: string): Promise<{ status: number; serverTiming: string | null }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { "accept-encoding": "br, gzip" } }, (response) => {
      response.on("data", () => undefined);
      response.on("end", () => resolve({ status: response.statusCode ?? 0, serverTiming: (response.headers["server-timing"] as string | undefined) ?? null }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** The public routes whose path contains one of `filters` (all of them without filters). */
export function routesToRender(filters: readonly string[] = []): string[] {
  const routes = filters.length === 0 ? PUBLIC_ROUTES : PUBLIC_ROUTES.filter((route) => filters.some((filter) => route.includes(filter)));
  if (routes.length === 0) throw new Error(`No public route contains ${filters.map((filter) => `"${filter}"`).join(" or ")}.`);
  return routes;
}

export async function measureFreshRenders(server: RunningServer, rounds = 2, routeFilters: readonly string[] = []): Promise<FreshRenderResult> {
  const routes = routesToRender(routeFilters);
  const cookie = await signIn(server.url);
  const totals: number[] = [];
  const parts: Record<string, number[]> = {};
  const passes: number[] = [];
  const queries = { asked: 0, total: 0 };
  const byRoute: { route: string; ms: number }[] = [];
  const perRoute = new Map<string, { ms: number[]; parts: Record<string, number[]> }>(routes.map((route) => [route, { ms: [], parts: {} }]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let round = 1; round <= rounds; round++) {
    await publishChange(server.url, cookie, round);
    for (const route of routes) {
      const started = performance.now();
      const response = await getCompressedPage(agent, server.url + route);
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${route} answered ${response.status} on a fresh render.`);
      const timing = parseServerTiming(response.serverTiming);
      if (timing.react === undefined) throw new Error(`${route} came from the cache: no Server-Timing (was the change published?).`);
      // The first round warms each page's code in the workers; the figures are the later rounds'.
      if (round === 1 && rounds > 1) continue;
      totals.push(ms);
      byRoute.push({ route, ms });
      const figures = perRoute.get(route)!;
      figures.ms.push(ms);
      if (timing.passes !== undefined) passes.push(timing.passes);
      queries.asked += timing.asked ?? 0;
      queries.total += timing.queries ?? 0;
      for (const [name, value] of Object.entries(timing)) {
        if (name === "passes" || name === "asked" || name === "queries") continue;
        parts[name] ??= [];
        parts[name].push(value);
        figures.parts[name] ??= [];
        figures.parts[name].push(value);
      }
    }
  }
  agent.destroy();
  return {
    routes: routes.length,
    rounds,
    renders: routes.length * rounds,
    totalMs: { median: round(median(totals)), p95: round(percentile(totals, 95)), max: round(Math.max(...totals)) },
    parts: Object.fromEntries(Object.entries(parts).map(([name, values]) => [name, { median: round(median(values)), p95: round(percentile(values, 95)) }])),
    passes: { median: median(passes), max: passes.length ? Math.max(...passes) : null },
    queries,
    slowest: byRoute
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map(({ route, ms }) => ({ route, ms: Math.round(ms) })),
    byRoute: [...perRoute].map(([route, figures]) => ({
      route,
      ms: round(median(figures.ms)),
      parts: Object.fromEntries(Object.entries(figures.parts).map(([name, values]) => [name, round(median(values))])),
    })),
    note: `each public route asked for once, one at a time, after an administrator's change (${rounds} rounds, the first left out as warm-up), until its last Brotli byte (node:http, not inflated); parts from the Server-Timing header`,
  };
}

/** Addresses a crawler or an attacker might invent: each would cost a render if keyed naively. */
function floodAddress(i: number): string {
  const random = Math.random().toString(36).slice(2, 10);
  switch (i % 5) {
    case 0:
      return `/dept/${random}/about-department`; // a route's shape: a render each (404, not kept)
    case 1:
      return `/gps-in-news?utm_source=${random}`;
    case 2:
      return `/GPS-IN-NEWS/${"/".repeat(i % 3)}`;
    case 3:
      return `/no-such-page-${random}`;
    default:
      return `/facilities/${random}`;
  }
}

async function timeHome(url: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/`, { headers: { "accept-encoding": "br" } });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status === 200 };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

export async function measureFlood(server: RunningServer, connections = 10, seconds = 10): Promise<FloodResult> {
  const quiet: number[] = [];
  for (let i = 0; i < 200; i++) quiet.push((await timeHome(server.url)).ms);

  const statuses: Record<string, number> = {};
  let floodRequests = 0;
  const until = performance.now() + seconds * 1000;
  const flooders = Array.from({ length: connections }, async (_, c) => {
    for (let i = c; performance.now() < until; i += connections) {
      try {
        const response = await fetch(server.url + floodAddress(i), { redirect: "manual" });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
      floodRequests += 1;
    }
  });
  const during: number[] = [];
  let failures = 0;
  const visitor = (async () => {
    while (performance.now() < until) {
      const { ms, ok } = await timeHome(server.url);
      during.push(ms);
      if (!ok) failures += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await Promise.all([...flooders, visitor]);
  return {
    connections,
    seconds,
    floodRequests,
    floodStatuses: statuses,
    homeQuiet: { median: round(median(quiet)), p99: round(percentile(quiet, 99)) },
    homeDuringFlood: { median: round(median(during)), p99: round(percentile(during, 99)), requests: during.length, failures },
    note: `${connections} connections from one address asking for invented addresses (unknown departments and facilities, random query strings, other spellings, unknown pages) for ${seconds} s, while one visitor asks for the cached home page every 20 ms`,
  };
}
