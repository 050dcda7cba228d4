import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathInLanguage } from "../../server/src/content/languages.js";
import { DEPARTMENT_NAMES_MR } from "../../server/src/seed/content/departments.js";
import { PUBLIC_ROUTES } from "../support/public-routes.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt } from "./browser.js";

// Every route of the route table in Marathi, as the server sends it (no browser: what a search
// engine or a visitor with JavaScript off gets): <html lang="mr">, a title of its own in Marathi,
// hreflang alternates both ways, the switch to the same page in English, and links that stay in
// Marathi.

let server: TestServer;

beforeAll(async () => {
  assertClientBuilt();
  if (!fs.existsSync("dist/ssr/entry-server.js")) throw new Error("The server render is not built: run `npm run build` first.");
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
});

afterAll(async () => {
  await server?.close();
});

async function page(path: string): Promise<{ status: number; body: string; location: string | null }> {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: "text/html" }, redirect: "manual" });
  return { status: response.status, body: await response.text(), location: response.headers.get("location") };
}

const DEVANAGARI = /[\u0900-\u097F]/;
/** Committee pages are titled by the committee's stored name: in English while it has no Marathi (demo rows may have none). */
const TITLED_BY_CONTENT = /^\/committe\//;

function titleOf(body: string): string {
  return /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? "";
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!.toLowerCase(), match[2]!]));
}

function alternates(body: string): Record<string, string> {
  const head = body.slice(0, body.indexOf("</head>"));
  return Object.fromEntries(
    [...head.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)]
      .map((match) => attributes(match[0]))
      .filter((link) => link.hreflang)
      .map((link) => [link.hreflang!, link.href!]),
  );
}

function languageSwitch(body: string): Record<string, string> | undefined {
  const tag = /<a [^>]*class="language-switch[^"]*"[^>]*>/.exec(body)?.[0];
  return tag ? attributes(tag) : undefined;
}

describe("the site in Marathi", () => {
  it('has every route under /mr/: lang="mr", its own Marathi title, alternates both ways and the switch back', { timeout: 300_000 }, async () => {
    const titles = new Map<string, string>();
    const problems: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      const marathi = pathInLanguage(route, "mr");
      const { status, body } = await page(marathi);
      const title = titleOf(body);
      if (status !== 200) problems.push(`${marathi}: status ${status}`);
      if (!body.startsWith('<!doctype html>\n<html lang="mr">') && !/<html lang="mr">/.test(body.slice(0, 200))) problems.push(`${marathi}: not lang="mr"`);
      if (title.trim() === "") problems.push(`${marathi}: no title`);
      else if (!TITLED_BY_CONTENT.test(route) && !DEVANAGARI.test(title)) problems.push(`${marathi}: title "${title}" is not in Marathi`);
      if (titles.has(title)) problems.push(`${marathi}: the same title as ${titles.get(title)}`);
      titles.set(title, marathi);
      const links = alternates(body);
      if (links.en !== route || links.mr !== marathi || links["x-default"] !== route) problems.push(`${marathi}: alternates ${JSON.stringify(links)}`);
      const back = languageSwitch(body);
      if (back?.href !== route || back.lang !== "en" || back.hreflang !== "en") problems.push(`${marathi}: switch ${JSON.stringify(back)}`);
      // Every link to a page of the site stays in Marathi (files, feeds and the panel are the same in both).
      const body_ = body.slice(body.indexOf("<body"));
      for (const match of body_.matchAll(/<a [^>]*href="(\/[^"]*)"[^>]*>/g)) {
        const href = match[1]!;
        if (href.startsWith("/mr") || /^\/(uploads|feeds|admin-login)\//.test(href) || /\.\w{2,5}$/.test(href)) continue;
        if (match[0].includes('class="language-switch')) continue;
        problems.push(`${marathi}: links to the English page ${href}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("links each English page to its Marathi version, and the switch names Marathi in Marathi", async () => {
    for (const route of ["/", "/sitemap", "/dept/computer/faculties", "/gps-in-news"]) {
      const { body } = await page(route);
      expect(body).toMatch(/<html lang="en">/);
      expect(alternates(body)).toEqual({ en: route, mr: pathInLanguage(route, "mr"), "x-default": route });
      expect(languageSwitch(body)).toMatchObject({ href: pathInLanguage(route, "mr"), lang: "mr", hreflang: "mr" });
      expect(body).toContain(">मराठी</a>");
    }
  });

  it("titles a department's page with the department and the page", async () => {
    expect(titleOf((await page("/dept/computer/faculties")).body)).toMatch(/^Computer Technology: Faculties \| /);
    // The department's name as stored in Marathi (the demo content gives every department one).
    expect(titleOf((await page("/mr/dept/computer/faculties")).body)).toMatch(new RegExp(`^${DEPARTMENT_NAMES_MR.computer}: अध्यापक \\| `));
  });

  it("keeps /mr/ in canonical redirects and answers unknown Marathi addresses with the Marathi not-found page", async () => {
    const redirect = await page("/MR/GPS-IN-NEWS/");
    expect(redirect.status).toBe(301);
    expect(redirect.location).toBe("/mr/gps-in-news");
    const missing = await page("/mr/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatch(/<html lang="mr">/);
    expect(missing.body).toContain("पान आढळले नाही");
    const english = await page("/no-such-page");
    expect(english.status).toBe(404);
    expect(english.body).toMatch(/<html lang="en">/);
    expect(english.body).toContain("Page not found");
  });

  it("answers a form posted without JavaScript from a Marathi page in Marathi", async () => {
    const response = await fetch(`${server.url}/mr/confirm-admission`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Only+a+name",
    });
    const body = await response.text();
    expect(response.status).toBe(422);
    expect(body).toMatch(/<html lang="mr">/);
    expect(body).toContain("कृपया नोंदणी क्रमांक भरा.");
  });

  it("lists both languages in sitemap.xml, each page with its alternates", async () => {
    const { body } = await page("/sitemap.xml");
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(body).toMatch(/<loc>[^<]*\/mr\/gps-in-news<\/loc>/);
    expect(body).toMatch(/<xhtml:link rel="alternate" hreflang="mr" href="[^"]*\/mr\/gps-in-news"\/>/);
  });
});
