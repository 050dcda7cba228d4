import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { budgetOptions } from "./budget-options.js";
import { killAllChildrenNow, REPO_ROOT, stopOnSignals } from "./children.js";
import { loadLighthouse } from "./lighthouse/install.js";
import { CATEGORIES, type LighthouseRunner, type Run, type Scores } from "./lighthouse/scores.js";
import { serverEntry } from "./server-entry.js";
import { startOurServer, websiteIsBuilt } from "./servers.js";

// npm run budgets: what a visitor on a phone gets from the public site, measured on the built
// website with the demo content. Not a test (nothing here is timed by a test runner); it
// prints each budget with its figure and exits non-zero when one is missed.
// - the JavaScript a visitor downloads on / (gzip), at most 150 KB;
// - Lighthouse with its own defaults (mobile, simulated slow 4G, 4x CPU slowdown: what an
//   auditor's `lighthouse <url>` gets) performance, accessibility and best practices of at least
//   95 on every public route in English and in Marathi (budget-options.ts: --match, --route,
//   --lang, --every narrow it), run in Debian's Chromium: the median of --runs runs (3 by
//   default) per route, then the lowest routes of each category. Lighthouse is installed on first
//   use into bench/lighthouse (lighthouse/install.ts), outside the site's own install.
// Simulated throttling multiplies the main-thread time it observed: on a shared machine, the
// load average and Lighthouse's benchmark index are printed with each route to read it by.

const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const JS_BUDGET_BYTES = 150 * 1024;
const LIGHTHOUSE_MINIMUM = 95;

interface Budget {
  what: string;
  figure: string;
  ok: boolean;
}

/** The scripts a browser loads on `pagePath`, with their sizes as gzip and as Brotli. */
async function scriptsOn(url: string, pagePath: string): Promise<{ path: string; gzip: number; br: number }[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(url + pagePath, { waitUntil: "networkidle" });
    const sizes = [];
    for (const script of scripts) {
      const bytes = async (encoding: string) => {
        const response = await fetch(url + script, { headers: { "accept-encoding": encoding } });
        const declared = response.headers.get("content-length");
        return declared ? Number(declared) : (await response.arrayBuffer()).byteLength;
      };
      sizes.push({ path: script, gzip: await bytes("gzip"), br: await bytes("br") });
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's scores vary from run to run (its own documentation advises the median of several
 * runs), the more so on a shared machine: each category's median of `runs` runs.
 */
async function medianScores(runner: LighthouseRunner, url: string, runs: number): Promise<{ median: Scores; runs: Run[] }> {
  const all: Run[] = [];
  for (let run = 0; run < runs; run++) all.push(await measuredRun(runner, url));
  const median = {} as Scores;
  for (const category of CATEGORIES) {
    const sorted = all.map((scores) => scores[category]).sort((a, b) => a - b);
    median[category] = sorted[Math.floor(sorted.length / 2)]!;
  }
  return { median, runs: all };
}

/** Retries a run that measured nothing (Lighthouse's NO_NAVSTART, say: no paint seen), up to twice, rather than counting its 0. */
async function measuredRun(runner: LighthouseRunner, url: string): Promise<Run> {
  let run = await runner.lighthouseRun(url, { path: CHROMIUM, flags: CHROMIUM_FLAGS });
  for (let retry = 1; retry <= 2 && Number.isNaN(run.metrics.fcp); retry++) {
    console.log(`  that run measured nothing; running it again (${retry} of 2)`);
    run = await runner.lighthouseRun(url, { path: CHROMIUM, flags: CHROMIUM_FLAGS });
  }
  return run;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const loadAverage = () => os.loadavg()[0]!.toFixed(1);

interface RouteResult {
  median: Scores;
  runs: Run[];
  /** The machine's 1-minute load average when the route was measured. */
  loadAverage: number;
}

/** The `count` lowest routes of `category`, lowest first. */
function worstRoutes(results: Record<string, RouteResult>, category: (typeof CATEGORIES)[number], count: number): string[] {
  return Object.entries(results)
    .sort(([, a], [, b]) => a.median[category] - b.median[category])
    .slice(0, count)
    .map(([route, result]) => `${result.median[category]} ${route}`);
}

async function main(): Promise<void> {
  const options = budgetOptions();
  if (!options.url && !websiteIsBuilt()) throw new Error("Build the website first: npm run build");
  const runner = await loadLighthouse();
  const workDir = await mkdtemp(path.join(os.tmpdir(), "gp-budgets-"));
  const server = options.url
    ? { url: options.url, stop: async () => undefined }
    : await startOurServer({ entry: await serverEntry("bundle"), dataDir: path.join(workDir, "data") }, "ours");
  const budgets: Budget[] = [];
  const results: Record<string, RouteResult> = {};
  const report: Record<string, unknown> = { generatedAt: new Date().toISOString(), cpus: os.cpus().length, runsPerRoute: options.runs, lighthouse: results };
  const resultsDir = path.join(REPO_ROOT, "bench", "results");
  const reportFile = path.join(resultsDir, "budgets.json");
  await mkdir(resultsDir, { recursive: true });
  // Written after each route too: a long pass stopped half-way still leaves its figures.
  const writeReport = () => writeFile(reportFile, JSON.stringify(report, null, 2));
  try {
    const scripts = await scriptsOn(server.url, "/");
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const br = scripts.reduce((sum, s) => sum + s.br, 0);
    console.log("JavaScript downloaded on /:");
    for (const s of scripts) console.log(`  ${s.path}  gzip ${kb(s.gzip)}, br ${kb(s.br)}`);
    budgets.push({ what: "JavaScript on / (gzip), at most 150 KB", figure: `${kb(gzip)} (Brotli ${kb(br)})`, ok: gzip <= JS_BUDGET_BYTES });
    report.javascriptOnHome = { scripts, gzip, br };

    for (const [index, pagePath] of options.routes.entries()) {
      // A visitor usually gets the page from the page cache: render it once first.
      await (await fetch(server.url + pagePath)).arrayBuffer();
      const load = loadAverage();
      const { median, runs } = await medianScores(runner, server.url + pagePath, options.runs);
      results[pagePath] = { median, runs, loadAverage: Number(load) };
      const timings = runs.map((run) => `FCP ${run.metrics.fcp} LCP ${run.metrics.lcp} TBT ${run.metrics.tbt} CLS ${run.metrics.cls} bi ${run.benchmarkIndex}`);
      const failed = [...new Set(runs.flatMap((run) => run.failedAudits))];
      console.log(
        `[${index + 1}/${options.routes.length}] ${pagePath}: ${CATEGORIES.map((c) => median[c]).join("/")} (load ${load}; ${timings.join(" | ")})` +
          (failed.length ? ` failed: ${failed.join(", ")}` : ""),
      );
      await writeReport();
    }
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }

  for (const category of CATEGORIES) {
    const missed = Object.entries(results).filter(([, result]) => result.median[category] < LIGHTHOUSE_MINIMUM);
    const lowest = Math.min(...Object.values(results).map((result) => result.median[category]));
    budgets.push({
      what: `Lighthouse ${category} >= ${LIGHTHOUSE_MINIMUM} on ${options.routes.length} routes`,
      figure: `lowest ${lowest}${
        missed.length
          ? `, ${missed.length} below: ${missed
              .map(([route]) => route)
              .slice(0, 5)
              .join(" ")}${missed.length > 5 ? " ..." : ""}`
          : ""
      }`,
      ok: missed.length === 0,
    });
    console.log(`\nLowest ${category}: ${worstRoutes(results, category, options.worst).join(", ")}`);
  }
  report.worst = Object.fromEntries(CATEGORIES.map((category) => [category, worstRoutes(results, category, options.worst)]));

  console.log("\nBudget                                                             Figure          ");
  for (const budget of budgets) console.log(`${budget.ok ? "ok    " : "MISSED"} ${budget.what.padEnd(60)} ${budget.figure}`);
  report.budgets = budgets;
  await writeReport();
  console.log(`\nWrote ${path.relative(REPO_ROOT, reportFile)}`);
  if (budgets.some((budget) => !budget.ok)) process.exitCode = 1;
}

stopOnSignals();
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  killAllChildrenNow();
  process.exitCode = 1;
});
