import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CATEGORIES, METRICS, type Chromium, type Metrics, type Run, type Scores } from "./scores.js";

// One Lighthouse run (mobile profile) in a fresh Chromium. Its packages come from
// bench/lighthouse/node_modules, not the site's install; the site's type check leaves this
// file out (tsconfig.json), bench/lighthouse/tsconfig.json checks it once installed.

export async function lighthouseRun(url: string, chromium: Chromium): Promise<Run> {
  const chrome = await launch({ chromePath: chromium.path, chromeFlags: chromium.flags });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: [...CATEGORIES], logLevel: "error", output: "json" });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
    // A run that failed (no paint seen, say) scores 0: say why rather than only showing the 0.
    if (result.lhr.runtimeError) console.log(`  Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const scores = {} as Scores;
    for (const category of CATEGORIES) scores[category] = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
    const metrics = {} as Metrics;
    for (const [key, audit] of Object.entries(METRICS)) {
      const value = result.lhr.audits[audit]?.numericValue ?? Number.NaN;
      metrics[key as keyof Metrics] = key === "cls" ? Math.round(value * 1000) / 1000 : Math.round(value);
    }
    return { ...scores, metrics };
  } finally {
    chrome.kill();
  }
}
