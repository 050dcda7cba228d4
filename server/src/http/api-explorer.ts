import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler, Response, Router } from "express";
import express from "express";

// The browsable API (issue 21, item 4): GET /graphql from a browser (one that prefers HTML and
// sends no query) gets the explorer: this page, with the script and style Vite built from
// client/src/explorer/explorer.ts (an entry of its own, found in the build's manifest, so the
// public site's chunks neither load it nor change because of it);
// /graphql/schema.graphql downloads the schema as SDL. A tool's GET /graphql?query=... and every
// POST go on to the GraphQL handler as before.

function wantsPage(req: Request): boolean {
  if (req.query.query !== undefined || req.query.extensions !== undefined) return false;
  return req.accepts(["application/json", "application/graphql-response+json", "text/html"]) === "text/html";
}

const PAGE_BODY = `
<header class="ex-header">
  <h1>College content API: explorer</h1>
  <p>
    Browse what the API offers, write a query and run it. Tools send the same queries to <code>/graphql</code>.
    <a href="/graphql/schema.graphql" download>Download the schema (SDL)</a>
  </p>
</header>
<main class="ex-main">
  <section class="ex-docs" aria-labelledby="ex-docs-heading">
    <h2 id="ex-docs-heading">Types and fields</h2>
    <label for="ex-filter">Find a type</label>
    <input id="ex-filter" type="search" autocomplete="off" />
    <p id="ex-docs-status" role="status">Loading the schema…</p>
    <ul id="ex-type-list" class="ex-type-list"></ul>
    <div id="ex-type" class="ex-type" tabindex="-1"></div>
  </section>
  <section class="ex-run" aria-labelledby="ex-run-heading">
    <h2 id="ex-run-heading">Run a query</h2>
    <form id="ex-form">
      <label for="ex-query">Query</label>
      <textarea id="ex-query" rows="12" spellcheck="false">{ notices(limit: 5) { items { id title date link } totalCount } }</textarea>
      <label for="ex-variables">Variables (JSON, optional)</label>
      <textarea id="ex-variables" rows="3" spellcheck="false"></textarea>
      <label for="ex-token">API token (optional)</label>
      <input id="ex-token" type="password" autocomplete="off" aria-describedby="ex-token-hint" />
      <p id="ex-token-hint" class="ex-hint">Without a token the query runs as a visitor (or as you, when you are signed in to the admin panel in this browser).</p>
      <button type="submit">Run</button>
    </form>
    <p id="ex-run-status" role="status"></p>
    <pre id="ex-result" class="ex-result" tabindex="0" aria-label="Answer"></pre>
  </section>
</main>`;

/** The explorer's page, naming its built script and style; null when the build has no explorer. */
function explorerPage(clientDist: string): string | null {
  const manifestFile = path.join(clientDist, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest["src/explorer/explorer.ts"];
  if (!entry) return null;
  const styles = (entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}" />`).join("\n    ");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>API explorer</title>
    ${styles}
    <script type="module" src="/${entry.file}"></script>
  </head>
  <body>${PAGE_BODY}
  </body>
</html>
`;
}

export function apiExplorer(schemaText: string, clientDist: string | null): Router {
  const router = express.Router();
  router.get("/graphql/schema.graphql", (_req: Request, res: Response) => {
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Content-Disposition", 'attachment; filename="schema.graphql"');
    res.setHeader("Cache-Control", "no-cache");
    res.send(schemaText);
  });
  const page = clientDist ? explorerPage(clientDist) : null;
  if (page) {
    const explorer: RequestHandler = (req, res, next) => {
      if (!wantsPage(req)) return next();
      res.vary("Accept");
      res.setHeader("Cache-Control", "no-cache");
      res.type("html").send(page);
    };
    router.get("/graphql", explorer);
  }
  return router;
}
