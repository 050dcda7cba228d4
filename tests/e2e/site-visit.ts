import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { seriousAxeFindings } from "./axe.js";

// Helpers of the public-page browser tests: open a page recording its requests and script
// errors, ask the public API what the demo content holds, and run axe-core on a page.

export interface VisitedPage {
  page: Page;
  /** Every address the page requested, in order. */
  requests: URL[];
  /** The addresses whose responses have fully arrived. */
  finished: URL[];
  errors: string[];
}

export async function visit(browser: Browser, baseUrl: string, path: string, options: { width?: number; reducedMotion?: boolean } = {}): Promise<VisitedPage> {
  // A context of its own per page: axe-core's Playwright runner needs one (and closes with the page).
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  const page = await context.newPage();
  page.on("close", () => {
    context.close().catch(() => undefined);
  });
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
  const requests: URL[] = [];
  const finished: URL[] = [];
  const errors: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url())));
  page.on("requestfinished", (request) => finished.push(new URL(request.url())));
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  return { page, requests, finished, errors };
}

/** What the public API answers to a query (the published demo content). */
export async function queryApi<T>(baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`The API refused ${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** axe-core with the WCAG 2.1 A and AA rules: no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page), `on ${page.url()}`).toEqual([]);
}

/** The page's main heading, once the route's chunk and its data have arrived (the heading may
 *  come first, above a "Loading…" message). */
export async function mainHeading(page: Page): Promise<string> {
  const heading = page.locator("main h1");
  await heading.waitFor();
  await page.locator("main .query-loading").waitFor({ state: "detached" });
  return (await heading.innerText()).trim();
}
