import fs from "node:fs";
import { createRequire } from "node:module";
import type { RunOnly } from "axe-core";
import type { BrowserContext, Page } from "playwright-core";

// axe-core in the browser tests: the WCAG 2.1 A and AA rules, run inside the page as it is now.
// axe is loaded into the page and run there directly. @axe-core/playwright's analyze() costs about
// twice as much a run: it injects axe into every frame, then opens a blank page of its own and
// injects axe again there to merge the frames' results, and sends every passing node back.

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Has every page of the context load axe as it opens (for a test that runs it on many pages). */
export async function loadAxeInEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript(AXE_SOURCE);
}

/**
 * axe-core's serious and critical findings on the page, one line each (none is the goal): the
 * WCAG 2.1 A and AA rules, or only `rules`; `within`, a CSS selector, checks only that part.
 */
export async function seriousAxeFindings(page: Page, scope: { within?: string; rules?: string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const runOnly: RunOnly = scope.rules ? { type: "rule", values: scope.rules } : { type: "tag", values: WCAG_21_AA };
  return page.evaluate(
    async ({ within, runOnly }) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      const { violations } = await axe.run(within ? { include: [within] } : document, { runOnly, resultTypes: ["violations"] });
      return violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { within: scope.within, runOnly },
  );
}
