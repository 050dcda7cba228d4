import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FloodResult, FreshRenderResult } from "./page-renders.js";
import type { QuietPagesResult } from "./quiet-pages.js";
import type { ProfileSummary, TimeWindow } from "./cpu-profile.js";
import type { RenderProfile } from "./render-profile.js";
import type { LoadRun } from "./load.js";
import type { BenchOptions } from "./options.js";
import type { ProcessUsage } from "./process-stats.js";

// The benchmark's results: a plain table on the terminal and the same numbers as JSON.

export interface ServerRun extends LoadRun {
  server: string;
  usage: ProcessUsage;
}

export interface QueryResult {
  name: string;
  description: string;
  responseBytes: number;
  /** How it is asked for: "POST /graphql", or "GET /path" for a page. */
  request: string;
  ours: ServerRun;
  bare: ServerRun;
  /** ours ÷ bare. */
  ratio: { requestsPerSecond: number; p50: number | null; p99: number | null };
}

export interface BenchResults {
  generatedAt: string;
  command: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  options: Omit<BenchOptions, "postgresAdminUrl" | "resultsDir">;
  /** Spawn to ready of the first start, which migrates and seeds the empty database. */
  firstStartMs: number;
  queries: QueryResult[];
  coldStart: { runsMs: number[]; medianMs: number | null; note: string };
  /** `window` is in the profile's clock (microseconds), for further analysis of the file. */
  freshRenders?: FreshRenderResult;
  flood?: FloodResult;
  /** The cached home page once the render workers have stopped. */
  quietPages?: QuietPagesResult;
  profile?: { file: string; window: TimeWindow; windowSeconds: number; usage: ProcessUsage; summary: ProfileSummary };
  /** --pages-only --cpu-prof: every thread during a second run of the fresh renders. */
  renderProfile?: RenderProfile;
}

export function ratio(a: number | null, b: number | null): number | null {
  if (a === null || b === null || b === 0) return null;
  return Math.round((a / b) * 1000) / 1000;
}

const fixed = (value: number | null, digits: number) => (value === null ? "-" : value.toFixed(digits));

function failures(run: ServerRun): string {
  const text = `${run.errors}/${run.non2xx}`;
  return run.mismatches ? `${text} (+${run.mismatches} wrong bodies)` : text;
}

export function formatTable(results: BenchResults): string {
  const header = ["server", "requests/s", "p50 ms", "p99 ms", "errors/non-2xx", "peak RSS MB (run start)", "cores server/loadgen/other", "ours/bare"];
  const lines: string[] = [];
  for (const query of results.queries) {
    const rows = [query.ours, query.bare].map((run) => [
      run.server,
      run.requestsPerSecond.toFixed(1),
      fixed(run.p50Ms, 2),
      fixed(run.p99Ms, 2),
      failures(run),
      `${fixed(run.usage.peakRssMb, 1)} (${fixed(run.usage.startRssMb, 1)})`,
      `${fixed(run.usage.cores, 2)}/${fixed(run.usage.loadGeneratorCores, 2)}/${fixed(run.usage.otherCores, 2)}`,
      run === query.ours ? `${fixed(query.ratio.requestsPerSecond, 3)} req/s, ${fixed(query.ratio.p50, 1)}x p50, ${fixed(query.ratio.p99, 1)}x p99` : "1",
    ]);
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => (i === 0 || i >= 4 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join("  ")
        .trimEnd();
    lines.push("", `${query.description}  (${query.request}, ${query.responseBytes}-byte answer)`, line(header), line(widths.map((w) => "-".repeat(w))));
    for (const row of rows) lines.push(line(row));
  }
  const cold = results.coldStart;
  lines.push(
    "",
    "cores: CPU used during the run by the server process, by this process (autocannon), and by everything else",
    `(PostgreSQL, kernel network work, other programs); the machine has ${results.machine.cpus} CPUs.`,
    "",
    `First start (migrations + demo seed): ${Math.round(results.firstStartMs)} ms`,
    cold.medianMs === null
      ? "Cold start: not measured"
      : `Cold start on seeded data, spawn -> first GraphQL answer: median ${Math.round(cold.medianMs)} ms (runs: ${cold.runsMs.map((ms) => Math.round(ms)).join(", ")} ms)`,
  );
  if (results.freshRenders) lines.push("", ...formatFreshRenders(results.freshRenders));
  if (results.flood) lines.push("", ...formatFlood(results.flood));
  if (results.quietPages) {
    const quiet = results.quietPages;
    lines.push("", `Cached pages, render workers stopped (${quiet.note}, ${quiet.waitedSeconds} s after the last render):`);
    lines.push(`  ${fixed(quiet.requestsPerSecond, 1)} req/s, p50 ${fixed(quiet.p50Ms, 2)} ms, p99 ${fixed(quiet.p99Ms, 2)} ms; server: ${memory(quiet.usage)}`);
  }
  return lines.join("\n");
}

/** How many of the routes with the longest median render the table lists. */
const HEAVIEST_ROUTES_SHOWN = 12;

function formatFreshRenders(fresh: FreshRenderResult): string[] {
  const parts = Object.entries(fresh.parts).map(([name, part]) => `${name} ${fixed(part.median, 1)}/${fixed(part.p95, 1)}`);
  return [
    `Fresh renders (${fresh.note}):`,
    `  ${fresh.routes} routes: median ${fixed(fresh.totalMs.median, 1)} ms, p95 ${fixed(fresh.totalMs.p95, 1)} ms, max ${fixed(fresh.totalMs.max, 1)} ms per page`,
    `  server's parts, median/p95 ms: ${parts.join(", ")}; React passes: median ${fresh.passes.median ?? "-"}, max ${fresh.passes.max ?? "-"}; queries asked ${fresh.queries.asked} of ${fresh.queries.total} (the others' answers kept)`,
    `  slowest: ${fresh.slowest.map(({ route, ms }) => `${route} ${ms} ms`).join(", ")}`,
    "  heaviest routes, medians in ms (the page; the server's parts), every route in the JSON's byRoute:",
    ...[...fresh.byRoute]
      .sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0))
      .slice(0, HEAVIEST_ROUTES_SHOWN)
      .map(
        ({ route, ms, parts }) =>
          `    ${route}: ${fixed(ms, 1)} (${Object.entries(parts)
            .map(([name, value]) => `${name} ${fixed(value, 1)}`)
            .join(", ")})`,
      ),
    ...(fresh.usage
      ? [
          `  server: ${memory(fresh.usage)}`,
          `  server CPU per render (the warm-up round and the administrator's changes included): ${cpuPerRender(fresh.usage, fresh.renders)}`,
        ]
      : []),
  ];
}

/** CPU milliseconds per render, in all and by thread group: unlike the times, hardly lengthened by other programs' load. */
function cpuPerRender(usage: ProcessUsage, renders: number): string {
  const ms = (cores: number | null) => (cores === null ? "-" : ((cores * usage.seconds * 1000) / renders).toFixed(1));
  const threads = Object.entries(usage.coresByThread)
    .filter(([, cores]) => cores >= 0.01)
    .map(([name, cores]) => `${name} ${ms(cores)}`);
  return `${ms(usage.cores)} ms (${threads.join(", ")})`;
}

function memory(usage: ProcessUsage): string {
  return `RSS ${fixed(usage.startRssMb, 1)} MB at the start, peak ${fixed(usage.peakRssMb, 1)} MB; ${fixed(usage.cores, 2)} cores (other programs ${fixed(usage.otherCores, 2)})`;
}

function formatFlood(flood: FloodResult): string[] {
  const statuses = Object.entries(flood.floodStatuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  return [
    `Flood (${flood.note}):`,
    `  ${flood.floodRequests} flood requests (${statuses})`,
    `  cached home page, quiet: median ${fixed(flood.homeQuiet.median, 1)} ms, p99 ${fixed(flood.homeQuiet.p99, 1)} ms; during the flood: median ${fixed(flood.homeDuringFlood.median, 1)} ms, p99 ${fixed(flood.homeDuringFlood.p99, 1)} ms over ${flood.homeDuringFlood.requests} requests, ${flood.homeDuringFlood.failures} failed`,
    ...(flood.usage ? [`  server: ${memory(flood.usage)}`] : []),
  ];
}

export async function writeResults(dir: string, results: BenchResults): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "latest.json");
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
