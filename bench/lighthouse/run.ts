import { killAll, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { CATEGORIES, METRICS, type Chromium, type Metrics, type Run, type Scores } from "./scores.js";

// One Lighthouse run in a fresh Chromium, with Lighthouse's own defaults (no config of ours:
// the mobile form factor, a Moto G Power's screen, simulated slow 4G with a 4x CPU slowdown),
// i.e. what an auditor's `lighthouse <url>` gets. Its packages come from
// bench/lighthouse/node_modules, not the site's install; the site's type check leaves this
// file out (tsconfig.json), bench/lighthouse/tsconfig.json checks it once installed.

/** The settings that decide the performance score, as Lighthouse ships them. */
const SCORED_SETTINGS = ["formFactor", "throttlingMethod", "throttling", "screenEmulation", "emulatedUserAgent"] as const;

// When the budgets end early (page-budgets.ts exits on Ctrl-C), the Chromium of the run in
// progress ends too: chrome-launcher's kill is synchronous, as an "exit" handler needs.
process.on("exit", () => void killAll());

export async function lighthouseRun(url: string, chromium: Chromium): Promise<Run> {
  const chrome = await launch({ chromePath: chromium.path, chromeFlags: chromium.flags });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: [...CATEGORIES], logLevel: "error", output: "json" });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
    const { lhr } = result;
    // Numbers comparable with an auditor's only if nothing moved Lighthouse off its defaults.
    for (const setting of SCORED_SETTINGS) {
      if (JSON.stringify(lhr.configSettings[setting]) !== JSON.stringify(defaultSettings[setting])) {
        throw new Error(`Lighthouse ran with ${setting} ${JSON.stringify(lhr.configSettings[setting])}, not its default ${JSON.stringify(defaultSettings[setting])}.`);
      }
    }
    // A run that failed (no paint seen, say) scores 0: say why rather than only showing the 0.
    if (lhr.runtimeError) console.log(`  Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = {} as Scores;
    for (const category of CATEGORIES) scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const metrics = {} as Metrics;
    for (const [key, audit] of Object.entries(METRICS)) {
      const value = lhr.audits[audit]?.numericValue ?? Number.NaN;
      metrics[key as keyof Metrics] = key === "cls" ? Math.round(value * 1000) / 1000 : Math.round(value);
    }
    // Simulated throttling scales the CPU time it observed: a busy or slow host scores lower.
    const benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
    const failed = lhr.audits;
    const failedAudits = Object.values(failed)
      .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score === 0)
      .map((audit) => audit.id);
    return { ...scores, metrics, benchmarkIndex, failedAudits };
  } finally {
    chrome.kill();
  }
}
