// What npm run budgets reads from one Lighthouse run, and its types. No Lighthouse import here:
// bench/page-budgets.ts type-checks against this file while Lighthouse itself may not be
// installed yet (bench/lighthouse/install.ts).

export const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

/** The timings behind the performance score, in milliseconds (CLS: unitless), to see what moved it. */
export const METRICS = { fcp: "first-contentful-paint", lcp: "largest-contentful-paint", tbt: "total-blocking-time", cls: "cumulative-layout-shift" } as const;
export type Metrics = Record<keyof typeof METRICS, number>;
export type Run = Scores & {
  metrics: Metrics;
  /** Lighthouse's measure of the host's CPU speed during the run (higher is faster; a busy machine scores lower). */
  benchmarkIndex: number;
  /** Pass/fail audits that failed (what cost accessibility or best-practices points). */
  failedAudits: string[];
};

export interface Chromium {
  path: string;
  flags: string[];
}

/** bench/lighthouse/run.ts, as page-budgets.ts sees it once it is installed. */
export interface LighthouseRunner {
  lighthouseRun(url: string, chromium: Chromium): Promise<Run>;
}
