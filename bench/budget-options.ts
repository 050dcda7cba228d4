import { parseArgs } from "node:util";
import { textOptions } from "../server/src/cli/command-line.js";
import { pathInLanguage } from "../server/src/content/languages.js";
import { PUBLIC_ROUTES } from "../tests/support/public-routes.js";

// What `npm run budgets` measures: by default every public route (the every-route tests' list)
// in English and under /mr/ in Marathi; options narrow it for a quick look at one area.

export interface BudgetOptions {
  routes: string[];
  /** Lighthouse runs per route; each category's median counts. */
  runs: number;
  /** How many of the lowest-scoring routes the summary names per category. */
  worst: number;
  /** A site already running (npm start) to measure instead of starting one on the demo content. */
  url?: string;
}

const USAGE = `Usage: npm run budgets -- [options]

  --match <text>   only routes containing this text (repeatable; e.g. --match /dept/computer)
  --route <path>   only this route (repeatable; e.g. --route / --route /mr)
  --lang <en|mr>   only English or only Marathi routes
  --every <n>      every n-th route of the selection (a spread sample of a long list)
  --runs <n>       Lighthouse runs per route, median kept   (env LIGHTHOUSE_RUNS, default 3)
  --worst <n>      lowest routes named per category          (default 10)
  --url <origin>   measure a site already running (npm start) instead of starting one

Without --match/--route/--lang/--every: all ${PUBLIC_ROUTES.length * 2} routes (${PUBLIC_ROUTES.length} in each language).`;

/** Every public route in both languages, English first then Marathi, as the every-route test visits them. */
export function everyPublicRoute(): string[] {
  return [...PUBLIC_ROUTES, ...PUBLIC_ROUTES.map((route) => pathInLanguage(route, "mr"))];
}

const isMarathi = (route: string) => route === "/mr" || route.startsWith("/mr/");

export function budgetOptions(argv: string[] = process.argv.slice(2)): BudgetOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      match: { type: "string", multiple: true },
      route: { type: "string", multiple: true },
      ...textOptions("lang", "every", "runs", "worst", "url"),
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const whole = (text: string | undefined, fallback: number, name: string) => {
    const value = text === undefined ? fallback : Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1; got "${text}".\n\n${USAGE}`);
    return value;
  };
  const all = everyPublicRoute();
  let routes = all;
  if (values.route?.length) {
    const unknown = values.route.filter((route) => !all.includes(route));
    if (unknown.length) throw new Error(`Not a public route: ${unknown.join(", ")}`);
    routes = routes.filter((route) => values.route!.includes(route));
  }
  if (values.match?.length) routes = routes.filter((route) => values.match!.some((text) => decodeURIComponent(route).includes(text)));
  if (values.lang) {
    if (values.lang !== "en" && values.lang !== "mr") throw new Error(`--lang is en or mr; got "${values.lang}".`);
    routes = routes.filter((route) => isMarathi(route) === (values.lang === "mr"));
  }
  const every = whole(values.every, 1, "--every");
  routes = routes.filter((_, index) => index % every === 0);
  if (routes.length === 0) throw new Error(`No public route matches.\n\n${USAGE}`);
  const url = values.url === undefined ? undefined : new URL(values.url).origin;
  return { routes, runs: whole(values.runs ?? process.env.LIGHTHOUSE_RUNS, 3, "--runs"), worst: whole(values.worst, 10, "--worst"), url };
}
